import MotionCurvesCore

// A speed polynomial as the curve it is the speed of: P(t) = ∫₀ᵗ q = c·t + b·t²/2 + a·t³/3, whose
// derivative is q. For a cubic Bézier with q = B′/(3·2ᵉ) that is the Bézier translated to the
// origin and scaled by 1/(3·2ᵉ) — the same parameters at proportional lengths — so the inverse
// written once on `ArcLengthCurve` finds the cubic's parameter at a length on it, measuring every
// step with the roots and scaling computed once (what `PathSegment.parameter(atLength:total:)`
// does for cubics).

extension PolynomialSpeed: ArcLengthCurve {
  /// [0, 1]: the Bézier's parameters.
  var parameterRange: ClosedRange<Double> { 0...1 }

  /// ∫₀ᵗ q = ((a/3·t + b/2)·t + c)·t.
  func point(at t: Double) -> SIMD2<Double> {
    SIMD2(((ax / 3 * t + bx / 2) * t + cx) * t, ((ay / 3 * t + by / 2) * t + cy) * t)
  }

  /// q(t) = (a·t + b)·t + c, evaluated as c + t·(b + t·a).
  @inline(__always)
  func derivative(at t: Double) -> SIMD2<Double> {
    SIMD2(cx + t * (bx + t * ax), cy + t * (by + t * ay))
  }

  /// q′(t) = b + 2·t·a.
  @inline(__always)
  func secondDerivative(at t: Double) -> SIMD2<Double> {
    SIMD2(bx + 2 * t * ax, by + 2 * t * ay)
  }

  /// ∫ |q| over [t0, t1], negative when t1 < t0 (``integral(from:to:)``).
  ///
  /// - Precision: within 5e-13 relative (a rigorous bound per interval), plus rounding.
  func length(from t0: Double, to t1: Double) -> Double { integral(from: t0, to: t1) }
}
