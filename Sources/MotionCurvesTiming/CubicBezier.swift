import MotionCurvesCore

/// A cubic-bézier timing curve: the curve through (0, 0), (x1, y1), (x2, y2), (1, 1), read as a
/// function from input progress x to output progress y.
///
/// This is the curve of CSS `cubic-bezier(x1, y1, x2, y2)` and of Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`. With t ∈ [0, 1] the curve is
///
///     x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³,   y(t) = 3(1−t)²t·y1 + 3(1−t)t²·y2 + t³,
///
/// and because x1, x2 ∈ [0, 1] make x(t) increasing, every x ∈ [0, 1] has exactly one t. The value
/// at x is y(t(x)). `y1` and `y2` may be any finite numbers (overshoot and anticipation).
///
/// ```swift
/// let curve = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)   // CSS `ease`
/// curve.value(at: 0.5)      // 0.80240338758485…
/// curve.velocity(at: 0.5)   // dy/dx there
/// ```
///
/// The initializer precomputes a table (a few kilobytes, shared between copies) so that
/// ``value(at:)`` and ``velocity(at:)`` cost a table look-up, one Halley step and a polynomial
/// evaluation, with no allocation. See `BezierSolver.swift` for the algorithm and its error bound.
///
/// Two curves are equal when their control points are equal. A curve encodes as its CSS text,
/// `"cubic-bezier(0.25, 0.1, 0.25, 1)"`, with every number in its shortest round-trip form, so it
/// decodes to an equal curve.
public struct CubicBezier: TimingCurve {
  /// The first control point's input coordinate, in [0, 1].
  public let x1: Double
  /// The first control point's output coordinate.
  public let y1: Double
  /// The second control point's input coordinate, in [0, 1].
  public let x2: Double
  /// The second control point's output coordinate.
  public let y2: Double

  @usableFromInline
  let solver: BezierSolver

  /// Creates the timing curve with control points (x1, y1) and (x2, y2).
  ///
  /// - Throws: ``CubicBezierError/notFinite(_:_:)`` when a coordinate is NaN or infinite (checked in
  ///   the order x1, y1, x2, y2), ``CubicBezierError/beyondOutputLimit(_:_:)`` when |y1| or |y2|
  ///   exceeds ``outputLimit``, ``CubicBezierError/outsideUnitInterval(_:_:)`` when x1 or x2 is
  ///   outside [0, 1].
  /// - Complexity: O(1): builds a fixed 33-cell table of 4 KB, about 2 µs (`curvebench` measures
  ///   it as `bezier.init`: 2.1 µs on a quiet 2-core VM). The only allocation is the table itself.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(CubicBezierError) {
    try CubicBezierError.finite(x1, .x1)
    try CubicBezierError.finite(y1, .y1)
    try CubicBezierError.finite(x2, .x2)
    try CubicBezierError.finite(y2, .y2)
    if !(0...1).contains(x1) { throw .outsideUnitInterval(.x1, x1) }
    if !(0...1).contains(x2) { throw .outsideUnitInterval(.x2, x2) }
    if abs(y1) > Self.outputLimit { throw .beyondOutputLimit(.y1, y1) }
    if abs(y2) > Self.outputLimit { throw .beyondOutputLimit(.y2, y2) }
    self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Creates the timing curve with control points (x1, y1) and (x2, y2), in CSS argument order.
  ///
  /// - Throws: as ``init(x1:y1:x2:y2:)``.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(CubicBezierError) {
    try self.init(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// For control points already known to be valid (the named curves).
  init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    solver = BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The largest |y1| and |y2| a curve may have: 1e300. The solver forms sums of a few multiples of
  /// them, which must stay finite; CSS allows any finite number, and no animation needs more.
  public static let outputLimit = 1e300

  /// The control points in CSS argument order.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    (x1, y1, x2, y2)
  }
}

extension CubicBezier: Hashable {
  /// Curves with equal control points are equal.
  public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension CubicBezier: CustomStringConvertible {
  /// The curve as CSS text, for example `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public var description: String { cssText }
}
