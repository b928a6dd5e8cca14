import MotionCurvesCore
import RealModule

// Arc length of a quadratic Bézier: the closed form of ∫ 2|d1 + t·d2| dt,
//   √a·[u·√(u² + h) + h·asinh(u/√h)] between u0 and u1,
// with a = |d2|², u = t + (d1·d2)/a, h = (d1 × d2)²/a² (the squared distance of the speed's
// zero from the real axis), in the arrangement that has no cancellation: asinh instead of
// log(u + √(u² + h)), h from the cross product, and — where both ends are far from the speed
// minimum compared with the interval (nearly straight pieces, where u·√(u² + h) would cancel) —
// Gauss–Legendre (`PolynomialSpeed`), which is then exact to rounding because the integrand's complex
// zeros u = ±i√h lie far from the interval. Coordinates are scaled by a power of two first,
// so no square overflows or underflows.

enum QuadraticArcLength {
  /// The length of the quadratic (p0, p1, p2) between parameters 0 ≤ t0 ≤ t1 ≤ 1.
  ///
  /// - Precision: |s − s_exact| ≤ 1e-12·s.
  static func length(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, from t0: Double, to t1: Double)
    -> Double
  {
    if !(t1 > t0) { return 0 }
    var d1 = p1 - p0
    var d2 = p0 - 2 * p1 + p2
    let largest = Swift.max(abs(d1.x), abs(d1.y), abs(d2.x), abs(d2.y))
    if largest == 0 { return 0 }
    if !largest.isFinite { return largest.isNaN ? .nan : .infinity }
    let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
    d1 /= scale
    d2 /= scale
    let a = (d2 * d2).sum()
    if a == 0 { return 2 * ((d1 * d1).sum()).squareRoot() * (t1 - t0) * scale }
    let shift = (d1 * d2).sum() / a
    let u0 = t0 + shift, u1 = t1 + shift
    if (u0 > 0) == (u1 > 0) && Swift.min(abs(u0), abs(u1)) >= 1.5 * (u1 - u0) {
      let speed = PolynomialSpeed(a: .zero, b: d2, c: d1)
      return 2 * speed.integral(from: t0, to: t1) * scale
    }
    let cross = d1.x * d2.y - d1.y * d2.x
    let h = (cross / a) * (cross / a)
    let rootA = a.squareRoot()
    if h == 0 { return rootA * (u1 * abs(u1) - u0 * abs(u0)) * scale }
    let rootH = h.squareRoot()
    let r0 = (u0 * u0 + h).squareRoot(), r1 = (u1 * u1 + h).squareRoot()
    let main = u1 * r1 - u0 * r0
    let log = Double.asinh(u1 / rootH) - Double.asinh(u0 / rootH)
    return rootA * (main + h * log) * scale
  }
}
