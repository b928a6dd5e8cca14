import MotionCurvesCore
import MotionCurvesTiming

/// One axis of a ``ChromiumPhysicsFling``: offset(t) = distance × bézier(t/duration).
///
/// Velocity is exact: distance × bézier′(t/duration)/duration. Chromium instead reports the finite
/// difference of two successive offsets divided by the frame time, which lags the exact velocity
/// by about half a frame. Chromium's `gfx::CubicBezier::Solve` stops its Newton/bisection search
/// when |x(t) − x| < 1e-7 (`kBezierEpsilon`), so its progress may differ from this model's by up
/// to 1e-7 × the curve's slope there; this model uses ``CubicBezier`` (error ≤ 1e-12).
public struct ChromiumPhysicsFlingMotion: DecayMotion, Hashable, Codable {
  /// Where the fling was released, in px.
  public let from: Double
  /// The signed distance it travels, px (already clamped).
  public let distance: Double
  /// The curve's duration in seconds (0 for a release at rest).
  public let curveDuration: Double
  /// The timing curve: first control point from the slope rule, second (0.55, 1).
  public let curve: CubicBezier
  /// The release velocity of this axis, px/s. The motion starts at it on the major axis; see
  /// ``ChromiumPhysicsFling`` for the minor axis.
  public let initialVelocity: Double

  /// The axis moving `distance` along `curve` in `curveDuration` seconds.
  init(from: Double, distance: Double, curveDuration: Double, curve: CubicBezier, initialVelocity: Double) {
    self.from = from
    self.distance = distance
    self.curveDuration = curveDuration
    self.curve = curve
    self.initialVelocity = initialVelocity
  }

  /// Where the axis rests: from + distance.
  public var to: Double { from + distance }

  /// Whether the motion moves at all.
  var moves: Bool { curveDuration > 0 && distance != 0 }

  /// The position `t` seconds after release: `from` for t ≤ 0, ``to`` from the duration on.
  ///
  /// - Precision: absolute error ≤ 1e-12·|distance| + 1 ulp of the result (the bézier's bound).
  public func value(at t: Double) -> Double {
    if t.isNaN { return t }
    guard moves, t > 0 else { return from }
    guard t < curveDuration else { return to }
    return from + distance * curve.value(at: t / curveDuration)
  }

  /// The exact velocity `t` seconds after release: distance × bézier′(t/duration)/duration; 0
  /// before release and from the duration on (the curve ends flat, so it is continuous there).
  ///
  /// - Precision: relative error ≤ 1e-12 (the bézier slope's bound) except where the speed is
  ///   below 1e-13·|distance|/duration.
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return t }
    guard moves, t >= 0, t < curveDuration else { return 0 }
    return distance * curve.velocity(at: t / curveDuration) / curveDuration
  }

  /// The first time the speed is at most `threshold` px/s and stays so.
  ///
  /// The bézier's slope y′(τ)/x′(τ) equals k = threshold·duration/|distance| where the quadratic
  /// y′(τ) − k·x′(τ) vanishes; the speed can rise at first (when 0.2·s < 1/0.55 the control
  /// polygon is not convex), so the answer is the largest root in [0, 1], mapped to time by
  /// duration·x(τ), or 0 when there is none.
  ///
  /// - Precision: absolute error ≤ 1e-12·duration, except at a threshold that the speed only
  ///   touches, where a double root limits it to about 1e-8·duration.
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    guard moves else { return 0 }
    let k = threshold * curveDuration / abs(distance)
    // Bernstein coefficients of (y′ − k·x′)/3 on (1−τ)², 2(1−τ)τ, τ².
    let b0 = curve.y1 - k * curve.x1
    let b1 = (curve.y2 - curve.y1) - k * (curve.x2 - curve.x1)
    let b2 = (1 - curve.y2) - k * (1 - curve.x2)
    guard let root = Self.largestRoot(b0, b1, b2) else { return 0 }
    let x = 3 * (1 - root) * (1 - root) * root * curve.x1 + 3 * (1 - root) * root * root * curve.x2 + root * root * root
    return curveDuration * x
  }

  /// The largest τ ∈ [0, 1] where b0(1−τ)² + 2b1(1−τ)τ + b2τ² = 0, if any.
  static func largestRoot(_ b0: Double, _ b1: Double, _ b2: Double) -> Double? {
    let a = b0 - 2 * b1 + b2
    let b = 2 * (b1 - b0)
    let c = b0
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      guard discriminant >= 0 else { return nil }
      let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
      roots.append(q / a)
      if q != 0 { roots.append(c / q) }
    }
    return roots.filter { $0 >= 0 && $0 <= 1 }.max()
  }

  /// The time after which the axis stays within `epsilon` × |distance| of ``to``: duration·x where
  /// the bézier reaches 1 − ε (the curve never decreases), read through its inverse curve.
  ///
  /// - Precision: absolute error ≤ 1e-12·duration, for ε ≥ 1e-15 (below that 1 − ε rounds to 1
  ///   and the result is the whole duration).
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    guard moves, epsilon < 1 else { return 0 }
    guard let inverse = curve.inverse else { return curveDuration }
    return curveDuration * min(1, max(0, inverse.value(at: 1 - epsilon)))
  }
}
