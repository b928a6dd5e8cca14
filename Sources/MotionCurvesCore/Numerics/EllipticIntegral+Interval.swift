import RealModule

// The integral of the second kind's integrand over any interval of angles, whole quarter-periods
// and all: what an ellipse's arc length and a sine wave's arc length both are.
//
// √(1 − m sin²ψ) has period π and is symmetric about π/2: whole quarter-periods count E(π/2|m)
// each, and the partial quarters at both ends are mapped by symmetry onto [0, π/2], where E(φ|m)
// is evaluated with Carlson's forms. A partial quarter lying far from the quarter's start relative
// to its width (where E(b) − E(a) would cancel) is integrated directly by Gauss–Legendre instead:
// there the integrand is analytic well around the interval. In the second half of a quarter the
// integrand is written in the distance to its end, u = π/2 − ψ (π/2 with its trailing bits), as
// √(sin²u + mc·cos²u): cos ψ is small there, and cos of a rounded ψ would carry an absolute error
// of an ulp of π/2 — a relative error far above the quadrature's tolerance where mc is small.

extension EllipticIntegral {
  /// ∫ √(1 − m sin²ψ) dψ over [ψ0, ψ0 + width], for 0 ≤ m ≤ 1 with `mc` = 1 − m given separately,
  /// any ψ0 and width ≥ 0: the arc length of the ellipse (sin ψ, √mc·cos ψ) over those angles,
  /// and (scaled) that of every ellipse and every sine wave.
  ///
  /// - Precision: ≤ 1e-12 relative (Carlson's forms to a few ulps; Gauss–Legendre at 2e-14 of
  ///   each piece where the difference of two E values would cancel).
  /// - Complexity: O(1), whatever the number of quarter-periods.
  package static func secondKind(from psi0: Double, width: Double, m: Double, mc: Double) -> Double {
    let quarter = Double.pi / 2
    // ψ reduced into [0, π): the integrand has period π.
    var psi = psi0
    psi -= Double.pi * (psi / Double.pi).rounded(.down)
    if !(psi >= 0) { psi = 0 }
    var k = psi >= quarter ? 1 : 0
    var offset = psi - Double(k) * quarter  // position inside quarter k
    if offset > quarter { offset = quarter }
    var remaining = width
    var total = 0.0
    // First (partial) quarter.
    let room = quarter - offset
    if remaining <= room {
      return piece(quarter: k, offset: offset, width: remaining, m: m, mc: mc)
    }
    total += piece(quarter: k, offset: offset, width: room, m: m, mc: mc)
    remaining -= room
    k += 1
    // Whole quarters.
    let whole = (remaining / quarter).rounded(.down)
    if whole > 0 {
      total += whole * secondKind(quarter, m: m, mc: mc)
      remaining -= whole * quarter
      k += Int(whole.truncatingRemainder(dividingBy: 2))
    }
    if remaining > 0 {
      total += piece(quarter: k, offset: 0, width: Swift.min(remaining, quarter), m: m, mc: mc)
    }
    return total
  }

  /// ∫ √(1 − m sin²x) over [offset, offset + width] inside quarter k, mapped onto [0, π/2]
  /// (odd quarters mirrored).
  static func piece(quarter k: Int, offset: Double, width: Double, m: Double, mc: Double) -> Double {
    if width <= 0 { return 0 }
    let quarter = Double.pi / 2
    let a = k % 2 == 0 ? offset : Swift.max(0, quarter - offset - width)
    if a > 2 * width {
      // Integrated over [0, width] around a: a + width would round away width's low bits.
      if a > quarter / 2 {
        // e = π/2 − a, exact but for π/2's trailing bits (Sterbenz), and cos(a + x) = sin(e − x).
        let e = (quarter - a) + 6.123233995736766e-17
        let f = { (x: Double) -> Double in
          let s = Double.sin(e - x), c = Double.cos(e - x)
          return (s * s + mc * c * c).squareRoot()
        }
        return GaussLegendre.integrate(f, 0, width, breaks: ArcBreaks())
      }
      let f = { (x: Double) -> Double in
        let s = Double.sin(a + x), c = Double.cos(a + x)
        return (c * c + mc * s * s).squareRoot()
      }
      return GaussLegendre.integrate(f, 0, width, breaks: ArcBreaks())
    }
    let b = Swift.min(quarter, a + width)
    return secondKind(b, m: m, mc: mc) - secondKind(a, m: m, mc: mc)
  }
}
