import RealModule

// Carlson's symmetric elliptic integrals R_F and R_D by duplication (B. C. Carlson, "Numerical
// computation of real or complex elliptic integrals", Numer. Algorithms 10, 1995; the stopping
// tolerances of Numerical Recipes 3rd ed. §6.12: 0.0025 for R_F and 0.0015 for R_D, whose
// truncation errors are below 1e-16 relative), and the incomplete integral of the second kind
// E(φ|m) on [0, π/2] built from them (and, in EllipticIntegral+Interval.swift, over any interval).

/// Carlson's symmetric forms and Legendre's E(φ|m): on [0, π/2], and over any interval of angles.
package enum EllipticIntegral {
  /// R_F(x, y, z) for x, y, z ≥ 0, at most one of them 0.
  ///
  /// - Precision: a few ulps (truncation < 1e-16 relative).
  package static func carlsonRF(_ x: Double, _ y: Double, _ z: Double) -> Double {
    var x = x, y = y, z = z
    var average = 0.0, dx = 0.0, dy = 0.0, dz = 0.0
    for _ in 0..<200 {
      let sx = x.squareRoot(), sy = y.squareRoot(), sz = z.squareRoot()
      let lambda = sx * (sy + sz) + sy * sz
      x = 0.25 * (x + lambda)
      y = 0.25 * (y + lambda)
      z = 0.25 * (z + lambda)
      average = (x + y + z) / 3
      dx = (average - x) / average
      dy = (average - y) / average
      dz = (average - z) / average
      if Swift.max(abs(dx), abs(dy), abs(dz)) <= 0.0025 { break }
    }
    let e2 = dx * dy - dz * dz
    let e3 = dx * dy * dz
    return (1 + (e2 / 24 - 0.1 - 3.0 / 44 * e3) * e2 + e3 / 14) / average.squareRoot()
  }

  /// R_D(x, y, z) for x, y ≥ 0 (not both 0), z > 0.
  ///
  /// - Precision: a few ulps (truncation < 1e-16 relative).
  package static func carlsonRD(_ x: Double, _ y: Double, _ z: Double) -> Double {
    var x = x, y = y, z = z
    var sum = 0.0, factor = 1.0
    var average = 0.0, dx = 0.0, dy = 0.0, dz = 0.0
    for _ in 0..<200 {
      let sx = x.squareRoot(), sy = y.squareRoot(), sz = z.squareRoot()
      let lambda = sx * (sy + sz) + sy * sz
      sum += factor / (sz * (z + lambda))
      factor *= 0.25
      x = 0.25 * (x + lambda)
      y = 0.25 * (y + lambda)
      z = 0.25 * (z + lambda)
      average = 0.2 * (x + y + 3 * z)
      dx = (average - x) / average
      dy = (average - y) / average
      dz = (average - z) / average
      if Swift.max(abs(dx), abs(dy), abs(dz)) <= 0.0015 { break }
    }
    let c1 = 3.0 / 14, c2 = 1.0 / 6, c3 = 9.0 / 22, c4 = 3.0 / 26
    let c5 = 0.25 * c3, c6 = 1.5 * c4
    let ea = dx * dy, eb = dz * dz
    let ec = ea - eb, ed = ea - 6 * eb
    let ee = ed + ec + ec
    let series = 1 + ed * (-c1 + c5 * ed - c6 * dz * ee) + dz * (c2 * ee + dz * (-c3 * ec + dz * c4 * ea))
    return 3 * sum + factor * series / (average * average.squareRoot())
  }

  /// E(φ|m) = ∫₀^φ √(1 − m sin²θ) dθ for 0 ≤ φ ≤ π/2, with the complementary parameter
  /// `mc` = 1 − m given separately (exact for m near 1): the integrand is √(cos²θ + mc·sin²θ).
  ///
  /// - Precision: a few ulps relative (Carlson's forms; no cancellation for 0 ≤ m ≤ 1).
  package static func secondKind(_ phi: Double, m: Double, mc: Double) -> Double {
    let s = Double.sin(phi), c = Double.cos(phi)
    if mc == 0 { return s }
    let cc = c * c
    let q = cc + mc * s * s
    return s * (carlsonRF(cc, q, 1) - m * s * s * carlsonRD(cc, q, 1) / 3)
  }
}
