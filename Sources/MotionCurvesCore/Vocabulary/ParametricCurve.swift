/// A plane curve P(t) = (x(t), y(t)) of one real parameter t over a closed interval, with its
/// first two derivatives: what arc length is measured on (``ArcLengthCurve``).
///
/// The shape of linebender/kurbo's `ParamCurve` and `ParamCurveDeriv`. The library's adopters are
/// ``PathSegment`` (t ∈ [0, 1]: the Bézier parameter, or the fraction of an arc's sweep),
/// ``EllipticalArc`` (t ∈ [0, 1], the fraction of its sweep) and ``WaveCurve`` (a sine wave at one
/// instant over [x0, x1], t = x).
///
/// ```swift
/// func unitTangent<Curve: ParametricCurve>(_ curve: Curve, at t: Double) -> SIMD2<Double> {
///   let d = curve.derivative(at: t)
///   return d / (d * d).sum().squareRoot()
/// }
/// let up = unitTangent(PathSegment.line(SIMD2(0, 0), SIMD2(0, 10)), at: 0.5)   // (0, 1)
/// ```
///
/// The parameter is the curve's one variable, so it is labelled `at:` (see <doc:Vocabulary>).
public protocol ParametricCurve: Sendable {
  /// The parameters the curve is defined on: a finite closed interval ([0, 1] for path segments
  /// and arcs; [x0, x1] for a wave).
  var parameterRange: ClosedRange<Double> { get }

  /// The point P(t).
  func point(at t: Double) -> SIMD2<Double>

  /// The derivative P′(t) = dP/dt: the direction of travel, its length the speed |P′(t)| at which
  /// arc length grows with t.
  func derivative(at t: Double) -> SIMD2<Double>

  /// The second derivative P″(t) = d²P/dt².
  func secondDerivative(at t: Double) -> SIMD2<Double>
}

extension ParametricCurve {
  /// The speed s′ = |P′(t)| = √(x′² + y′²) and its rate of change s″ = P′·P″/|P′| (the tangential
  /// acceleration), the first two derivatives of arc length, to a few ulps. Where x′² + y′²
  /// overflows (|P′| beyond 1e154) the speed is +∞, where it underflows 0; the inverse of
  /// ``ArcLengthCurve`` bisects there instead of stepping.
  @inlinable @inline(__always)
  func speedAndTangentialAcceleration(at t: Double) -> (speed: Double, acceleration: Double) {
    let d = derivative(at: t)
    let dd = secondDerivative(at: t)
    let speed = (d.x * d.x + d.y * d.y).squareRoot()
    return (speed, (d.x * dd.x + d.y * dd.y) / speed)
  }
}
