import MotionCurvesTiming

/// SwiftUI's `UnitCurve` (iOS 17): a curve from input progress to output progress — linear, the
/// three circular curves, or a cubic bézier through (0, 0) and (1, 1).
///
/// ```swift
/// SwiftUIUnitCurve.circularEaseIn.value(at: 0.5)            // 0.1339745962155614 = 1 − √0.75
/// SwiftUIUnitCurve.easeInOut.value(at: 0.3, mode: .swiftUI) // quantized to 2⁻²⁰, as SwiftUI
/// ```
///
/// Each curve evaluates exactly (``Mode/exact``, the default) or as SwiftUI does
/// (``Mode/swiftUI``); `../shared/notes/platform-parity.md` §2.3 lists SwiftUI's quirks. Two
/// curves are equal when they are the same kind with the same control points (so `.easeIn` equals
/// `.bezier(startControlPoint: (0.42, 0), endControlPoint: (1, 1))`). A curve encodes as its name
/// (`"circularEaseIn"`, `"easeInOut"`) or, for other béziers, as `[x1, y1, x2, y2]`. (Named
/// `SwiftUIUnitCurve` so that it never meets SwiftUI's `UnitCurve`.)
public struct SwiftUIUnitCurve: Sendable, Hashable {
  /// How to evaluate a curve.
  public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The curve's exact value and slope, with its error bound. A bézier's control points have
    /// their x clamped to [0, 1] (Apple's documented rule) and their y kept; outside [0, 1] a
    /// bézier continues along straight lines (``CubicBezier/value(at:)``), and the linear and
    /// circular curves evaluate their formula (NaN where it is not real).
    case exact
    /// SwiftUI's evaluation, as OpenSwiftUI transcribes it: progress clamped to [0, 1] for béziers
    /// only (linear and circular curves take it raw, so circular curves give NaN outside their
    /// domain); a bézier's value clamps x AND y of its control points to [0, 1] while its
    /// velocity clamps only x; bézier values and velocities are quantized to multiples of 2⁻²⁰
    /// (a velocity of ±∞ where dx/dt = 0 stays infinite); circular velocities are absolute
    /// values; and SwiftUI's own formulas (1 − √(1 − p²) …), with their rounding. SwiftUI's bézier
    /// solver stops at a 2⁻²⁰ tolerance in x; here the exact value is quantized, so a result may
    /// differ from SwiftUI's by one quantum where the solver's error crosses a rounding boundary.
    case swiftUI
  }

  enum Kind: Hashable, Sendable {
    case linear, circularEaseIn, circularEaseOut, circularEaseInOut
    /// The exact inverse of `circularEaseInOut`, which SwiftUI does not have (it calls
    /// circularEaseInOut its own inverse).
    case inverseCircularEaseInOut
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
  }

  let kind: Kind
  /// For a bézier: the curve with x clamped (exact values; SwiftUI's velocities).
  let exactCurve: CubicBezier?
  /// For a bézier: the curve with x and y clamped (SwiftUI's values).
  let clampedCurve: CubicBezier?

  private init(_ kind: Kind) {
    self.kind = kind
    exactCurve = nil
    clampedCurve = nil
  }

  private init(bezier x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(CubicBezierError) {
    kind = .bezier(x1: x1, y1: y1, x2: x2, y2: y2)
    let clamp = { (v: Double) in min(max(v, 0), 1) }
    exactCurve = try CubicBezier(x1: clamp(x1), y1: y1, x2: clamp(x2), y2: y2)
    clampedCurve = try CubicBezier(x1: clamp(x1), y1: clamp(y1), x2: clamp(x2), y2: clamp(y2))
  }

  /// Curves are equal when they are the same kind with the same control points.
  public static func == (a: SwiftUIUnitCurve, b: SwiftUIUnitCurve) -> Bool { a.kind == b.kind }

  /// Hashes the kind and control points.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// SwiftUI's `.linear`: value = progress, velocity 1.
  public static let linear = SwiftUIUnitCurve(.linear)

  /// SwiftUI's `.easeIn`: the bézier (0.42, 0) (1, 1).
  public static let easeIn = named(.easeIn)

  /// SwiftUI's `.easeOut`: the bézier (0, 0) (0.58, 1).
  public static let easeOut = named(.easeOut)

  /// SwiftUI's `.easeInOut` (and the deprecated `.easeInEaseOut`): the bézier (0.42, 0) (0.58, 1).
  public static let easeInOut = named(.easeInOut)

  /// SwiftUI's `.circularEaseIn`: 1 − √(1 − p²), a quarter of the unit circle.
  public static let circularEaseIn = SwiftUIUnitCurve(.circularEaseIn)

  /// SwiftUI's `.circularEaseOut`: √(1 − (1 − p)²).
  public static let circularEaseOut = SwiftUIUnitCurve(.circularEaseOut)

  /// SwiftUI's `.circularEaseInOut`: (1 − √(1 − 4p²))/2 for p < ½, (√((8 − 4p)p − 3) + 1)/2 after.
  public static let circularEaseInOut = SwiftUIUnitCurve(.circularEaseInOut)

  /// The bézier curve with the control points of this named CSS curve (all within [0, 1]).
  private static func named(_ curve: CubicBezier) -> SwiftUIUnitCurve {
    SwiftUIUnitCurve(kind: .bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2), curve: curve)
  }

  private init(kind: Kind, curve: CubicBezier) {
    self.kind = kind
    exactCurve = curve
    clampedCurve = curve
  }

  /// SwiftUI's `.bezier(startControlPoint:endControlPoint:)`: the cubic bézier from (0, 0) to (1, 1)
  /// with these control points. Their x are clamped to [0, 1] when the curve is evaluated (the y
  /// too by SwiftUI's values: see ``Mode/swiftUI``).
  ///
  /// - Throws: ``CubicBezierError/notFinite(_:_:)`` for a NaN or infinite coordinate and
  ///   ``CubicBezierError/beyondOutputLimit(_:_:)`` for one beyond ±1e300 (SwiftUI would return
  ///   NaN values).
  public static func bezier(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  ) throws(CubicBezierError) -> SwiftUIUnitCurve {
    let coordinates: [(CubicBezierError.Parameter, Double)] = [
      (.x1, startControlPoint.x), (.y1, startControlPoint.y), (.x2, endControlPoint.x), (.y2, endControlPoint.y),
    ]
    for (parameter, value) in coordinates {
      guard value.isFinite else { throw .notFinite(parameter, value) }
      guard abs(value) <= CubicBezier.outputLimit else { throw .beyondOutputLimit(parameter, value) }
    }
    return try SwiftUIUnitCurve(bezier: startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
  }

  /// The control points of a bézier curve as given (before clamping), nil for the others.
  public var controlPoints: (startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double))? {
    guard case let .bezier(x1, y1, x2, y2) = kind else { return nil }
    return ((x1, y1), (x2, y2))
  }

  /// The exact inverse, ``inverse(mode:)`` with ``Mode/exact``.
  public var inverse: SwiftUIUnitCurve { inverse(mode: .exact) }

  /// The curve that maps output progress back to input progress: a bézier with x and y of each
  /// control point swapped, `circularEaseIn` ↔ `circularEaseOut`, `linear` itself. SwiftUI calls
  /// `circularEaseInOut` its own inverse (``Mode/swiftUI``), which it is not:
  /// circularEaseInOut(circularEaseInOut(0.25)) = 0.0045, not 0.25. The exact inverse is
  /// √(y(1 − y)) for y < ½ and 1 − √(y(1 − y)) after.
  ///
  /// The swapped bézier is the true inverse when its y lie in [0, 1] (then x(t) and y(t) both
  /// increase); otherwise clamping x makes it another curve, as in SwiftUI.
  public func inverse(mode: Mode) -> SwiftUIUnitCurve {
    switch kind {
    case .linear: return .linear
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return mode == .exact ? SwiftUIUnitCurve(.inverseCircularEaseInOut) : self
    case .inverseCircularEaseInOut: return .circularEaseInOut
    case let .bezier(x1, y1, x2, y2):
      // The coordinates were checked finite and within ±1e300 when the curve was made, so the
      // swapped curve is valid too and the fallback is never taken.
      return (try? SwiftUIUnitCurve(bezier: y1, x1, y2, x2)) ?? self
    }
  }
}
