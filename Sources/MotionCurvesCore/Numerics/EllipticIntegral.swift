import RealModule

// Carlson's symmetric elliptic integrals R_F and R_D by duplication (B. C. Carlson, "Numerical
// computation of real or complex elliptic integrals", Numer. Algorithms 10, 1995; the stopping
// tolerances of Numerical Recipes 3rd ed. §6.12: 0.0025 for R_F and 0.0015 for R_D, whose
// truncation errors are below 1e-16 relative), and the incomplete integral of the second kind
// E(φ|m) on [0, π/2] and the complete E(m) built from them.

/// Carlson's symmetric forms, Legendre's E(φ|m) for 0 ≤ φ ≤ π/2 and the complete E(m).
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

  /// The complete integral of the second kind E(m) = ∫₀^{π/2} √(1 − m sin²θ) dθ for 0 ≤ m ≤ 1, with
  /// the complementary parameter `mc` = 1 − m given separately (computed by the caller without
  /// cancellation): R_F(0, mc, 1) − (m/3)·R_D(0, mc, 1); next to m = 1, where both forms grow like
  /// ln(16/mc)/2 and their difference tends to 1, by the expansion
  /// E = 1 + (mc/4)·(ln(16/mc) − 1) for mc < 1e-10 (its next term, (3/16)·mc²·(ln(4/√mc) − 13/12),
  /// is below 1e-19 there); E(1) = 1.
  ///
  /// - Precision: ≤ 1e-14 relative for mc ≥ 1e-10 (Carlson's forms to a few ulps; their difference
  ///   loses at most log₂(ln(16/mc)/2) < 4 bits there); below 1e-19 relative beyond.
  package static func completeSecondKind(m: Double, mc: Double) -> Double {
    if mc < 1e-10 { return mc <= 0 ? 1 : 1 + mc / 4 * (Double.log(16) - Double.log(mc) - 1) }
    return carlsonRF(0, mc, 1) - m * carlsonRD(0, mc, 1) / 3
  }
}
