import MotionCurvesCore

/// Anything that maps input progress to output progress the way CSS easing functions do: the
/// `linear` keyword, the cubic-bézier keywords and `cubic-bezier()`, `steps()` and `linear()`.
///
/// ```swift
/// let easing = try TimingFunction(css: "steps(4, jump-both)")
/// easing.value(at: 0.5)                     // 0.6
/// easing.value(at: 0.25, beforeFlag: true)  // 0.2: on a boundary, in the before phase
/// easing.cssText                             // "steps(4, jump-both)"
/// ```
///
/// Keywords stay keywords (`ease` serializes as `ease`, not as its control points), so CSS text
/// reads back as an equal value; a timing function encodes as that text.
public enum TimingFunction: TimingCurve, Hashable {
  /// The `linear` keyword: output = input, for every input.
  case linear
  /// The CSS keywords `ease`, `ease-in`, `ease-out` and `ease-in-out`.
  case ease, easeIn, easeOut, easeInOut
  /// `cubic-bezier(x1, y1, x2, y2)`.
  case cubicBezier(CubicBezier)
  /// `steps(n, position)`; `step-start` and `step-end` are `steps(1, start)` and `steps(1, end)`.
  case steps(Steps)
  /// `linear(…)` with stops.
  case piecewiseLinear(LinearEasing)
  /// An exact curve defined elsewhere and known by its name (a platform's curve, such as
  /// `material3.emphasized`, which `MotionCurvesPlatforms` makes): evaluated exactly, written by
  /// documents as its name, and as CSS as its cubic bézier or a `linear()` approximation (see
  /// ``cssText``).
  case named(NamedTimingCurve)

  /// `step-start`, which CSS computes to `steps(1, start)`.
  public static var stepStart: TimingFunction { .steps(Steps(validCount: 1, .start)) }
  /// `step-end`, which CSS computes to `steps(1)`.
  public static var stepEnd: TimingFunction { .steps(Steps(validCount: 1, .end)) }

  /// The cubic bézier behind `ease`, …, `cubic-bezier()`; nil for the other kinds.
  public var bezier: CubicBezier? {
    switch self {
    case .ease: return .ease
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInOut
    case let .cubicBezier(curve): return curve
    case let .named(curve): return curve.bezier
    case .linear, .steps, .piecewiseLinear: return nil
    }
  }

  /// The output progress at input progress `x`, with the *before flag* of CSS Easing (an input
  /// exactly on a step boundary while an animation is in its before phase); the flag only matters
  /// to `steps()`.
  ///
  /// - Precision: cubic béziers within 1e-12 (see ``CubicBezier/value(at:)``); steps exact;
  ///   `linear()` within 2 ulps of the segment's exact value; a named curve within its own bound.
  /// - Complexity: O(1), and O(log n) for `linear()` with n points; never allocates.
  @inlinable
  public func value(at x: Double, beforeFlag: Bool = false) -> Double {
    switch self {
    case .linear: return x
    case .ease: return CubicBezier.ease.value(at: x)
    case .easeIn: return CubicBezier.easeIn.value(at: x)
    case .easeOut: return CubicBezier.easeOut.value(at: x)
    case .easeInOut: return CubicBezier.easeInOut.value(at: x)
    case let .cubicBezier(curve): return curve.value(at: x)
    case let .steps(steps): return steps.value(at: x, beforeFlag: beforeFlag)
    case let .piecewiseLinear(easing): return easing.value(at: x)
    case let .named(curve): return curve.value(at: x)
    }
  }

  /// The output progress at input progress `x`, without the before flag.
  ///
  /// - Precision and complexity: as ``value(at:beforeFlag:)``.
  @inlinable
  public func value(at x: Double) -> Double { value(at: x, beforeFlag: false) }

  /// The slope d(output)/d(input) at `x`: 0 on the flat parts of `steps()`, ±∞ at the vertical
  /// tangents of a cubic bézier, and NaN where the function jumps (a step boundary, or a `linear()`
  /// input shared by points with different outputs), where no derivative exists.
  ///
  /// - Precision: cubic béziers within 1e-12 relative (see ``CubicBezier/velocity(at:)``); steps
  ///   and `linear()` exact; a named curve as its own `velocity(at:)`.
  public func velocity(at x: Double) -> Double {
    switch self {
    case .linear: return x.isNaN ? x : 1
    case let .steps(steps): return steps.velocity(at: x)
    case let .piecewiseLinear(easing): return easing.velocity(at: x)
    case let .named(curve): return curve.velocity(at: x)
    case .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier:
      return bezier.map { $0.velocity(at: x) } ?? .nan
    }
  }

  /// The smallest and largest output over inputs in [0, 1].
  ///
  /// - Precision: as each kind's `outputRange`.
  public var outputRange: ClosedRange<Double> {
    switch self {
    case .linear: return 0...1
    case let .steps(steps): return steps.outputRange
    case let .piecewiseLinear(easing): return easing.outputRange
    case let .named(curve): return curve.outputRange
    case .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier:
      return bezier.map(\.outputRange) ?? 0...1
    }
  }
}

extension Steps {
  /// For counts known to be valid.
  init(validCount count: Int, _ position: Position) {
    self.count = count
    self.position = position
  }
}
