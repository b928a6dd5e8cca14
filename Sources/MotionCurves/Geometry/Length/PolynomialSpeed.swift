// The speed of a Bézier as |q(t)| with q(t) = a t² + b t + c a vector quadratic (a cubic's B′/3,
// a quadratic's B′/2 with a = 0), and its exact integral by Gauss–Legendre rules whose order is
// chosen a priori from where the integrand stops being analytic.
//
// Writing q = (x, y) as the complex polynomial Q(t) = x(t) + i·y(t), the speed is
// √(Q(t)·Q̄(t)) — Q̄ has the conjugate coefficients — so its only singularities in the complex
// plane are the roots z of Q and their conjugates: at most four branch points, known in closed
// form. On an interval [lo, hi] the n-point Gauss–Legendre error is then bounded (Trefethen,
// *Approximation Theory and Approximation Practice*, Thm 19.3) by
//   (64/15)·M·h·ρ^(−2n)/(ρ² − 1),
// where ρ is the Bernstein ellipse through the nearest branch point (foci lo, hi) and M bounds the
// speed on it (|A|·Π(|centre − z| + h·semi-axis), from the factored Q). The smallest rule (4 … 64
// points) meeting a relative 1e-13 is used; if none does, the interval is split — at the branch
// point's real part, or graded towards it. A real root (a cusp: the speed is a kink, |t − z|·g,
// analytic on each side) is a split point and otherwise no singularity; roots within 1e-9 of
// the real axis count as real (the error of that is below 1e-16 relative).

struct PolynomialSpeed {
  let ax: Double, ay: Double, bx: Double, by: Double, cx: Double, cy: Double
  /// The roots of Q (real part, |imaginary part|), `rootCount` of them.
  private var re0 = 0.0, im0 = 0.0, re1 = 0.0, im1 = 0.0
  private(set) var rootCount = 0
  /// |A| (two roots) or |B| (one root) or |C| (none): M = lead·Π(|c − z| + h·semi-axis).
  private var lead = 0.0

  /// The relative error allowed per interval (the bound is rigorous and pessimistic).
  static let epsilon = 1e-13

  init(a: SIMD2<Double>, b: SIMD2<Double>, c: SIMD2<Double>) {
    ax = a.x
    ay = a.y
    bx = b.x
    by = b.y
    cx = c.x
    cy = c.y
    if ax != 0 || ay != 0 {
      // disc = B² − 4AC, q = −(B + s·√disc)/2 with the sign avoiding cancellation; z = q/A, C/q.
      let dr = (bx * bx - by * by) - 4 * (ax * cx - ay * cy)
      let di = 2 * bx * by - 4 * (ax * cy + ay * cx)
      var (sr, si) = Self.squareRoot(dr, di)
      if bx * sr + by * si < 0 {
        sr = -sr
        si = -si
      }
      let qr = -0.5 * (bx + sr), qi = -0.5 * (by + si)
      lead = (ax * ax + ay * ay).squareRoot()
      if qr == 0 && qi == 0 {
        // B = 0 and B² = 4AC: C = 0, a double root at 0.
        rootCount = 2
        return
      }
      (re0, im0) = Self.divide(qr, qi, ax, ay)
      (re1, im1) = Self.divide(cx, cy, qr, qi)
      im0 = abs(im0)
      im1 = abs(im1)
      rootCount = 2
    } else if bx != 0 || by != 0 {
      (re0, im0) = Self.divide(-cx, -cy, bx, by)
      im0 = abs(im0)
      lead = (bx * bx + by * by).squareRoot()
      rootCount = 1
      // A copy, so that the two-root arithmetic applies (its factor is left out of M).
      re1 = re0
      im1 = im0
    } else {
      lead = (cx * cx + cy * cy).squareRoot()
    }
  }

  @inline(__always)
  static func squareRoot(_ x: Double, _ y: Double) -> (Double, Double) {
    let m = (x * x + y * y).squareRoot()
    if m == 0 { return (0, 0) }
    if x >= 0 {
      let u = (0.5 * (m + x)).squareRoot()
      return (u, y / (2 * u))
    }
    let v = (0.5 * (m - x)).squareRoot()
    return (abs(y) / (2 * v), y < 0 ? -v : v)
  }

  @inline(__always)
  static func divide(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double) {
    let r = 1 / (c * c + d * d)
    return ((a * c + b * d) * r, (b * c - a * d) * r)
  }

  @inline(__always)
  func callAsFunction(_ t: Double) -> Double {
    let x = cx + t * (bx + t * ax), y = cy + t * (by + t * ay)
    return (x * x + y * y).squareRoot()
  }

  /// ∫ |q(t)| dt over [t0, t1], t0 < t1.
  ///
  /// - Precision: within 1e-13 relative (a rigorous bound per interval), plus rounding.
  func integral(from t0: Double, to t1: Double) -> Double {
    if !(t1 > t0) { return t1 < t0 ? -integral(from: t1, to: t0) : 0 }
    if rootCount == 0 { return lead * (t1 - t0) }
    let kink = 1e-9 * (t1 - t0)
    return piece(t0, t1, kink: kink, depth: 0, GaussLegendre.rules)
  }

  /// The parameter t ∈ (0, 1) where ∫₀ᵗ |q| = `target`, given 0 < target < whole = ∫₀¹ |q|:
  /// safeguarded Halley iteration on the integral (each step adds the exact integral over the
  /// step; the first from the nearer end), bisection when a step leaves the bracket.
  ///
  /// - Precision: the integral to the result is within 1e-13·whole of `target`.
  func parameter(atIntegral target: Double, whole: Double) -> Double {
    let tolerance = 1e-13 * whole
    var lo = 0.0, hi = 1.0
    var t = target / whole
    var s = t <= 0.5 ? integral(from: 0, to: t) : whole - integral(from: t, to: 1)
    for _ in 0..<100 {
      let f = s - target
      if abs(f) <= tolerance { return t }
      if f < 0 { lo = t } else { hi = t }
      // Halley's step: s′ = |q|, s″ = q·q′/|q|.
      let x = cx + t * (bx + t * ax), y = cy + t * (by + t * ay)
      let v = (x * x + y * y).squareRoot()
      let curvature = v > 0 ? (x * (bx + 2 * t * ax) + y * (by + 2 * t * ay)) / v : 0
      let denominator = 2 * v * v - f * curvature
      var next = v > 0 && denominator > 0 ? t - 2 * f * v / denominator : 0.5 * (lo + hi)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if next == t || hi - lo <= 2 * Double.ulpOfOne { return t }
      s += integral(from: t, to: next)
      t = next
    }
    return t
  }

  /// ∫ over [a, b] by the smallest sufficient rule, or split.
  private func piece(_ a: Double, _ b: Double, kink: Double, depth: Int, _ table: UnsafePointer<Double>)
    -> Double
  {
    let c = 0.5 * (a + b), h = 0.5 * (b - a), inverse = 1 / h
    let re = SIMD2(re0, re1), im = SIMD2(im0, im1)
    let kinks = im .<= SIMD2(repeating: kink)
    if any(kinks) && depth < 200 {
      // A real root inside is a kink: split there.
      for k in 0..<rootCount where kinks[k] && re[k] > a && re[k] < b {
        return piece(a, re[k], kink: kink, depth: depth + 1, table) + piece(re[k], b, kink: kink, depth: depth + 1, table)
      }
    }
    // Each branch point's ellipse: semi-major axis α (in units of h; ρ = α + √(α² − 1)); the
    // nearest one sets ρ, and |c − z| ≤ h·α (triangle inequality) bounds M. Real roots outside
    // are no singularity (only their distance counts in M).
    let wr = (re - c) * inverse, wi = im * inverse
    let left = wr - 1, right = wr + 1, wi2 = wi * wi
    let alphas = 0.5 * ((left * left + wi2).squareRoot() + (right * right + wi2).squareRoot())
    let candidates = alphas.replacing(with: .infinity, where: kinks)
    let nearest = candidates[0] <= candidates[1] ? 0 : 1
    var alpha = candidates[nearest]
    let nearRe = re[nearest], nearIm = im[nearest]
    var rho: Double
    if alpha > 1e6 {
      rho = 2e6
      alpha = 1e6
    } else {
      rho = alpha + ((alpha - 1) * (alpha + 1)).squareRoot()
    }
    let factors = h * (alphas + alpha)
    let m = rootCount == 2 ? lead * factors[0] * factors[1] : lead * factors[0]
    // Rule n suffices when ρ^(2n)·(ρ² − 1)·ε·I ≥ (64/15)·M·h, i.e. 2n·log₂ρ ≥ log₂ of the
    // ratio: bounded with cheap one-sided logarithms (exponent + significand), I guessed as
    // h·|q(c)| first, then checked against the rule's value.
    let xc = cx + c * (bx + c * ax), yc = cy + c * (by + c * ay)
    let guess2 = h * h * (xc * xc + yc * yc)  // I_guess²
    let r2 = rho * rho
    let needed = (64.0 / 15.0) * m * h
    let unit = (r2 - 1) * PolynomialSpeed.epsilon
    let r4 = r2 * r2, r8 = r4 * r4
    let bits8 = Self.log2Below(r8)  // ≤ 8·log₂ρ
    if bits8 > 0 && guess2 > 0 && unit > 0 && needed.isFinite {
      // 2n·log₂ρ ≥ log₂(K/I) ⇐ n·bits8 ≥ 4·log₂(K/I), the logarithm bounded above.
      let top = 4 * (Self.log2Above(needed) - Self.log2Below(unit))
      var order = Self.order(needing: top - 2 * Self.log2Below(guess2), bits8)
      while order > 0 {
        let value = gauss(c, h, order: order, table)
        if value * value >= guess2 { return value }
        if !(value > 0) { break }
        let actual = Self.order(needing: top - 4 * Self.log2Below(value), bits8)
        if actual <= order { return value }
        order = actual
      }
    }
    if depth >= 200 || !(h > 0) || !needed.isFinite {
      return gauss(c, h, order: 64, table)
    }
    // Split: at the branch point's real part when it is well inside, else graded towards it.
    let split: Double
    let width = b - a
    if nearRe - a > 2 * nearIm && b - nearRe > 2 * nearIm {
      split = nearRe
    } else if nearRe - a < b - nearRe {
      let d = ((nearRe - a) * (nearRe - a) + nearIm * nearIm).squareRoot()
      split = a + Swift.min(2 * d, 0.5 * width)
    } else {
      let d = ((b - nearRe) * (b - nearRe) + nearIm * nearIm).squareRoot()
      split = b - Swift.min(2 * d, 0.5 * width)
    }
    if !(split > a && split < b) {
      return gauss(c, h, order: 64, table)
    }
    return piece(a, split, kink: kink, depth: depth + 1, table) + piece(split, b, kink: kink, depth: depth + 1, table)
  }

  /// An upper bound on log₂x (x > 0 finite): exponent + (significand − 1)/ln 2 (ln m ≤ m − 1).
  @inline(__always)
  static func log2Above(_ x: Double) -> Double {
    Double(x.exponent) + (x.significand - 1) * 1.4426950408889634
  }

  /// A lower bound on log₂x (x > 0 finite): exponent + (significand − 1) (log₂ is concave, exact
  /// at 1 and 2).
  @inline(__always)
  static func log2Below(_ x: Double) -> Double {
    Double(x.exponent) + (x.significand - 1)
  }

  /// The smallest tabulated order n (4, 8, 12, 16, 24, 32, 40, 48, 64) with n·bits ≥ needed;
  /// 0 when none.
  @inline(__always)
  static func order(needing needed: Double, _ bits: Double) -> Int {
    if needed <= 4 * bits { return 4 }
    if needed <= 8 * bits { return 8 }
    if needed <= 12 * bits { return 12 }
    if needed <= 16 * bits { return 16 }
    if needed <= 24 * bits { return 24 }
    if needed <= 32 * bits { return 32 }
    if needed <= 40 * bits { return 40 }
    if needed <= 48 * bits { return 48 }
    if needed <= 64 * bits { return 64 }
    return 0
  }

  /// The Gauss–Legendre value of the n-point rule on [c − h, c + h]: four nodes at a time.
  @inline(__always)
  private func gauss(_ c: Double, _ h: Double, order n: Int, _ table: UnsafePointer<Double>) -> Double {
    let rule = UnsafeRawPointer(table + GaussLegendre.offset(ofOrder: n))
    let centre = SIMD4<Double>(repeating: c), half = SIMD4<Double>(repeating: h)
    let ax4 = SIMD4<Double>(repeating: ax), bx4 = SIMD4<Double>(repeating: bx), cx4 = SIMD4<Double>(repeating: cx)
    let ay4 = SIMD4<Double>(repeating: ay), by4 = SIMD4<Double>(repeating: by), cy4 = SIMD4<Double>(repeating: cy)
    var sum = SIMD4<Double>(repeating: 0)
    var i = 0
    while i < n {
      let x = rule.loadUnaligned(fromByteOffset: 8 * i, as: SIMD4<Double>.self)
      let w = rule.loadUnaligned(fromByteOffset: 8 * (n + i), as: SIMD4<Double>.self)
      let t = centre + half * x
      let qx = (ax4 * t + bx4) * t + cx4, qy = (ay4 * t + by4) * t + cy4
      sum += w * (qx * qx + qy * qy).squareRoot()
      i += 4
    }
    return sum.sum() * h
  }
}
