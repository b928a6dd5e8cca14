import MotionCurvesCore
import RealModule

// Arc length of a cubic Bézier: 3·∫|q(t)| dt with q = B′/3 = a t² + b t + c, by `PolynomialSpeed`
// (Gauss–Legendre rules of 4 … 128 points, the order chosen before evaluating from a rigorous
// bound: the Bernstein ellipse through the nearest complex root of q and the mean of |q|² on it).
// The derivative's control points are scaled by a power of two first: the tolerance is relative,
// so the same cubic at 1e-6 and at 1e6 costs the same and is exact to the same relative bound.
// `Speed` (adaptive 16/24-point Gauss–Legendre split at the speed's critical points) remains for
// non-finite coordinates, whose infinities and NaNs it propagates.

enum CubicArcLength {
  /// The speed |B'(t)|/3 as q(t) = d0(1−t)² + 2·d1·(1−t)t + d2·t², scaled.
  struct Speed {
    let d0: SIMD2<Double>, d1: SIMD2<Double>, d2: SIMD2<Double>
    let scale: Double

    init?(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>) {
      let e0 = p1 - p0, e1 = p2 - p1, e2 = p3 - p2
      let largest = Swift.max(abs(e0.x), abs(e0.y), abs(e1.x), abs(e1.y), abs(e2.x), abs(e2.y))
      guard largest > 0 else { return nil }
      let scale = largest.isFinite ? Double(sign: .plus, exponent: largest.exponent, significand: 1) : 1
      d0 = e0 / scale
      d1 = e1 / scale
      d2 = e2 / scale
      self.scale = scale
    }

    @inline(__always)
    func callAsFunction(_ t: Double) -> Double {
      let u = 1 - t
      let v = d0 * (u * u) + d1 * (2 * u * t) + d2 * (t * t)
      return ((v * v).sum()).squareRoot()
    }

    /// d|q|²/dt / 2 = q·q′ at t, in power form 2|A|²t³ + 3A·B t² + (|B|² + 2A·C)t + B·C.
    var derivativeCoefficients: (Double, Double, Double, Double) {
      let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
      return (2 * (a * a).sum(), 3 * (a * b).sum(), (b * b).sum() + 2 * (a * c).sum(), (b * c).sum())
    }

    /// The critical points of the speed strictly inside (t0, t1).
    func criticalPoints(from t0: Double, to t1: Double) -> ArcBreaks {
      let (c3, c2, c1, c0) = derivativeCoefficients
      func g(_ t: Double) -> Double { ((c3 * t + c2) * t + c1) * t + c0 }
      // The monotonic pieces of g: split at the roots of g′ = 3c3 t² + 2c2 t + c1.
      var edges = ArcBreaks()
      for root in QuadraticRoots(3 * c3, 2 * c2, c1) where root > t0 && root < t1 { edges.insert(root) }
      var result = ArcBreaks()
      var left = t0
      for i in 0...edges.count {
        let right = i < edges.count ? edges[i] : t1
        var lo = left, hi = right
        let glo = g(lo), ghi = g(hi)
        if glo != 0 && ghi != 0 && (glo < 0) != (ghi < 0) {
          // Safeguarded Newton (g′ is known): quadratic convergence, bisection when a step
          // leaves the bracket.
          var t = 0.5 * (lo + hi)
          for _ in 0..<100 {
            let gt = g(t)
            if gt == 0 { break }
            if (gt < 0) == (glo < 0) { lo = t } else { hi = t }
            let slope = (3 * c3 * t + 2 * c2) * t + c1
            var next = slope != 0 ? t - gt / slope : 0.5 * (lo + hi)
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t || hi - lo <= 2 * Double.ulpOfOne { break }
            t = next
          }
          if t > t0 && t < t1 { result.insert(t) }
        } else if ghi == 0 && right < t1 && right > t0 {
          result.insert(right)
        }
        left = right
      }
      return result
    }
  }

  /// The length of the cubic (p0, p1, p2, p3) between parameters 0 ≤ t0 ≤ t1 ≤ 1: 3·∫|q|, q(t) =
  /// B′(t)/3 = a t² + b t + c, by `PolynomialSpeed` (Gauss–Legendre orders chosen from the
  /// speed's complex branch points).
  ///
  /// - Precision: |s − s_exact| ≤ 1e-12·s: each piece's quadrature error is at most 5e-13 of the
  ///   piece (a rigorous a-priori bound), the rest is left to rounding.
  static func length(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>, from t0: Double,
    to t1: Double
  ) -> Double {
    if !(t1 > t0) { return 0 }
    let e0 = p1 - p0, e1 = p2 - p1, e2 = p3 - p2
    let largest = Swift.max(abs(e0.x), abs(e0.y), abs(e1.x), abs(e1.y), abs(e2.x), abs(e2.y))
    guard largest > 0 else { return 0 }
    if !largest.isFinite {
      // Infinite or NaN coordinates: the old adaptive path propagates them.
      guard let speed = Speed(p0, p1, p2, p3) else { return 0 }
      let breaks = speed.criticalPoints(from: t0, to: t1)
      return 3 * speed.scale * GaussLegendre.integrate({ speed($0) }, t0, t1, breaks: breaks)
    }
    // scale = 2^exponent(largest). Multiplying by its exact reciprocal rounds as dividing would
    // (the same real number, correctly rounded); both read from the bits of a normal `largest`
    // whose reciprocal is normal too, else computed.
    let biased = largest.bitPattern >> 52
    let scale: Double, d0: SIMD2<Double>, d1: SIMD2<Double>, d2: SIMD2<Double>
    if biased >= 1 && biased <= 2045 {
      scale = Double(bitPattern: biased << 52)
      let inverse = Double(bitPattern: (2046 - biased) << 52)
      d0 = e0 * inverse
      d1 = e1 * inverse
      d2 = e2 * inverse
    } else {
      scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
      d0 = e0 / scale
      d1 = e1 / scale
      d2 = e2 / scale
    }
    let speed = PolynomialSpeed(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
    return 3 * scale * speed.integral(from: t0, to: t1)
  }
}
