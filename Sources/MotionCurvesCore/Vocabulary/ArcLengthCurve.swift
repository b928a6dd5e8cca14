/// A ``ParametricCurve`` that measures its own arc length over any part of its parameter range,
///
///     s(t0, t1) = ∫ from t0 to t1 of |P′(t)| dt,
///
/// exactly to a stated bound; on top of it, written once for every adopter, the whole length and
/// the inverse: the parameter at a given length from the start.
///
/// The shape of linebender/kurbo's `ParamCurveArclen` (`arclen` and `inv_arclen`, the latter a
/// default every curve may replace). Here the accuracy is not an argument: each adopter measures to
/// its documented bound, |s − s_exact| ≤ 1e-12·|s| for every adopter of the library (path segments,
/// elliptical arcs and sine waves).
///
/// ```swift
/// func midpoint<Curve: ArcLengthCurve>(of curve: Curve) -> SIMD2<Double> {
///   curve.point(at: curve.parameter(atLength: curve.length / 2))
/// }
/// let arc = EllipticalArc(center: .zero, radii: SIMD2(30, 10), startAngle: 0, sweepAngle: .pi)
/// let half = midpoint(of: arc)         // (0.000000000000…, 10.00000000000…): the top, by symmetry
/// let wave = try SineWave(amplitude: 5, wavelength: 150).curve(from: 0, width: 375)
/// let drawn = wave.length                                        // the stroke's length
/// ```
public protocol ArcLengthCurve: ParametricCurve {
  /// The arc length between parameters `t0` and `t1` in ``ParametricCurve/parameterRange``:
  /// ∫ |P′(t)| dt, negative when `t1 < t0`.
  ///
  /// - Precision: each adopter states its bound; every adopter of the library is within
  ///   1e-12·|s| of the exact length.
  func length(from t0: Double, to t1: Double) -> Double

  /// The parameter t at which the arc length from the start of ``ParametricCurve/parameterRange``
  /// is `distance` (clamped to [0, ``length``]); `total` is that whole length when the caller knows
  /// it already (nil: measured). The default, written once here, suits every curve; a curve may
  /// replace it with a faster route to the same answer (a path segment's cubic solves on its speed
  /// polynomial, prepared once).
  ///
  /// - Precision: as ``parameter(atLength:)``.
  func parameter(atLength distance: Double, total: Double?) -> Double
}

extension ArcLengthCurve {
  /// The arc length of the whole curve, over ``ParametricCurve/parameterRange``.
  ///
  /// - Precision: as ``length(from:to:)``.
  @inlinable
  public var length: Double { length(from: parameterRange.lowerBound, to: parameterRange.upperBound) }

  /// The parameter t at which the arc length from the start of ``ParametricCurve/parameterRange``
  /// is `distance`, clamped to [0, ``length``]: the start for a distance ≤ 0 (or a curve of length
  /// 0 or +∞), the end for one ≥ ``length``. kurbo's `inv_arclen`.
  ///
  /// Safeguarded Halley iteration on f(t) = s(t) − `distance`, whose derivatives are the speed
  /// s′ = |P′| and s″ = P′·P″/|P′|: from t at the same fraction of the range as `distance` is of
  /// the length (s measured from the nearer end), each step t → t − 2f·s′/(2s′² − f·s″) adds the
  /// exact length over the step, ``length(from:to:)``, so no error of a step carries into the
  /// next; a step that leaves the bracket of the root (or a speed of 0) bisects instead, so it
  /// always converges. Typically 2–4 steps.
  ///
  /// - Parameter distance: the arc length from the start of the curve.
  /// - Precision: stops when the measured length to t is within 1e-13·L of `distance`, so the
  ///   exact length to the returned t is within 1e-13·L plus the adopter's length error over the
  ///   start and the steps (≤ 1.1e-12·L for the library's adopters); or at a bracket two ulps wide.
  /// - Complexity: one whole length (unless `total` is given) and a few sub-range lengths.
  @inlinable
  public func parameter(atLength distance: Double) -> Double {
    parameter(atLength: distance, total: nil)
  }

  /// The default ``parameter(atLength:total:)``: the Halley iteration of ``parameter(atLength:)``.
  ///
  /// - Precision: as ``parameter(atLength:)``.
  @inlinable
  public func parameter(atLength distance: Double, total: Double?) -> Double {
    solvedParameter(atLength: distance, total: total)
  }

  /// The Halley iteration of ``parameter(atLength:)``, for adopters whose own
  /// ``parameter(atLength:total:)`` hands some cases back to it.
  @inlinable
  package func solvedParameter(atLength distance: Double, total: Double?) -> Double {
    let start = parameterRange.lowerBound, end = parameterRange.upperBound
    let whole = total ?? length(from: start, to: end)
    // A length of 0 or NaN gives the start here; +∞ gives it below (a tolerance of +∞ and t at the
    // fraction 0 of the range).
    if !(whole > 0) || !(distance > 0) { return start }
    if distance >= whole { return end }
    let tolerance = 1e-13 * whole
    let resolution = 2 * Double.ulpOfOne * Swift.max(1, abs(start), abs(end))
    var lo = start, hi = end
    let fraction = distance / whole
    var t = start + fraction * (end - start)
    var s = fraction <= 0.5 ? length(from: start, to: t) : whole - length(from: t, to: end)
    for _ in 0..<100 {
      let f = s - distance
      if abs(f) <= tolerance { return t }
      if f < 0 { lo = t } else { hi = t }
      let (v, acceleration) = speedAndTangentialAcceleration(at: t)
      let denominator = 2 * v * v - f * acceleration
      var next = v > 0 && denominator > 0 ? t - 2 * f * v / denominator : 0.5 * (lo + hi)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if next == t || hi - lo <= resolution {
        // A step too small to move t ends the search, unless it was Halley's with 2s′² beyond the
        // largest Double: then Newton's step, which has no square.
        guard denominator == .infinity && v < .infinity else { return t }
        next = t - f / v
        if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
        if next == t || hi - lo <= resolution { return t }
      }
      s += length(from: t, to: next)
      t = next
    }
    return t
  }
}
