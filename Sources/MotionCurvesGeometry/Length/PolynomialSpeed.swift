import MotionCurvesCore

// The speed of a Bézier as |q(t)| with q(t) = a t² + b t + c a vector quadratic (a cubic's B′/3,
// a quadratic's B′/2 with a = 0), and its exact integral by Gauss–Legendre rules whose order is
// chosen a priori from where the integrand stops being analytic.
//
// Writing q = (x, y) as the complex polynomial Q(t) = x(t) + i·y(t), the speed is
// √(Q(t)·Q̄(t)) — Q̄ has the conjugate coefficients — so its only singularities in the complex
// plane are the roots z of Q and their conjugates: at most four branch points, known in closed
// form. On an interval [c − h, c + h] let ρ be the Bernstein ellipse through the nearest branch
// point (foci c ± h). The Chebyshev coefficients of the speed there are bounded by
// |a_k| ≤ 2·μ·ρ^(−k), μ the mean of the speed over the ellipse (Cauchy's formula on |w| = ρ), so
// the n-point Gauss–Legendre error is at most (Trefethen, ATAP Thm 19.3, summed over the even
// k ≥ 2n that the rule does not integrate exactly)
//   (64/15)·h·μ·ρ^(−2n)/(1 − ρ⁻²).
// μ ≤ √(mean |Q|²) (Cauchy–Schwarz; |Q(t̄)| on the ellipse has the same mean as |Q(t)|), and the
// mean of |Q|² is exact by Parseval on the Laurent coefficients of Q(c + h(w + 1/w)/2):
//   |A′|²(ρ⁴ + ρ⁻⁴)/16 + |B′|²(ρ² + ρ⁻²)/4 + |C′ + A′/2|²,   Q(c + hs) = A′s² + B′s + C′.
// The integral is bounded below by the two half-chords, I² ≥ |∫ left half Q|² + |∫ right half Q|²,
// so the smallest rule (4, 8, …, 128 points) with bound ≤ ε·I is known before any node is
// evaluated; if none is, the interval is split — at the branch point's real part, or graded
// towards it. A real root (a cusp: the speed is a kink, |t − z|·g, analytic on each side) is a
// split point and otherwise no singularity; roots within 1e-9 of the real axis count as real.
// Every factor of the test is homogeneous of degree 0 in the coefficients, so a piece whose test
// under- or overflows (a piece far slower than the whole, next to a root) is tested again with
// its coefficients scaled by a power of two before it is split; a split budget stops any runaway
// (the tests measure at most 29 splits on adversarial cubics; the budget is 256).
//
// The rule is picked by a chain of predicted branches, each calling the loop with its length and
// table offset as constants, so that the processor starts on the nodes while the roots and the
// bound are still being computed.

struct PolynomialSpeed: Sendable {
  let ax: Double, ay: Double, bx: Double, by: Double, cx: Double, cy: Double
  /// The roots of Q (real part, |imaginary part|), `rootCount` of them.
  private var re0 = 0.0, im0 = 0.0, re1 = 0.0, im1 = 0.0
  private(set) var rootCount = 0

  /// The relative error allowed per interval: rigorous, and the errors of the pieces add up to at
  /// most this times the whole; half of the documented 1e-12 is left to rounding (the
  /// positive-weight sums of at most 128 terms and the coefficients' rounding: below 2e-14).
  static let epsilon = 5e-13

  /// The largest rule is 4·this points (beyond, the interval is split).
  static let largestQuarter = 32

  /// The interval [c − h, c + h] and q on it in the local variable s: q(c + h s) = A′s² + B′s + C′
  /// (what `piece` computed, handed to its slow path).
  struct Local {
    var c, h: Double
    var ax, ay, bx, by, cx, cy: Double

    /// The same interval with every coefficient multiplied by `factor` (a power of two: exact).
    func scaled(by factor: Double) -> Local {
      Local(c: c, h: h, ax: ax * factor, ay: ay * factor, bx: bx * factor, by: by * factor, cx: cx * factor,
            cy: cy * factor)
    }
  }

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
      let flip: Double = bx * sr + by * si < 0 ? -1 : 1
      sr *= flip
      si *= flip
      let qr = -0.5 * (bx + sr), qi = -0.5 * (by + si)
      if qr == 0 && qi == 0 {
        // B = 0 and B² = 4AC: C = 0, a double root at 0.
        rootCount = 2
        return
      }
      // Both divisions by one reciprocal pair: z0 = q·Ā/|A|², z1 = C·q̄/|q|².
      let r = 1 / SIMD2(ax * ax + ay * ay, qr * qr + qi * qi)
      re0 = (qr * ax + qi * ay) * r.x
      im0 = abs((qi * ax - qr * ay) * r.x)
      re1 = (cx * qr + cy * qi) * r.y
      im1 = abs((cy * qr - cx * qi) * r.y)
      rootCount = 2
      // |A|² or |q|² below the range of Double: that root is far beyond the interval (the
      // coefficients are scaled so that one of them is near 1), where it cannot change ρ.
      if !(re0.isFinite && im0.isFinite) {
        re0 = 0
        im0 = 1e300
      }
      if !(re1.isFinite && im1.isFinite) {
        re1 = 0
        im1 = 1e300
      }
    } else if bx != 0 || by != 0 {
      (re0, im0) = Self.divide(-cx, -cy, bx, by)
      im0 = abs(im0)
      rootCount = 1
      // A copy, so that the two-root arithmetic applies.
      re1 = re0
      im1 = im0
    }
  }

  /// √(x + iy), the principal branch.
  @inline(__always)
  static func squareRoot(_ x: Double, _ y: Double) -> (Double, Double) {
    let m = (x * x + y * y).squareRoot()
    if m == 0 { return (0, 0) }
    // u = √((m + |x|)/2) and |y|/(2u) = |y|·u/(m + |x|) are the two parts, in an order set by
    // the sign of x (the reciprocal is computed alongside the square root, not after it).
    let sum = m + abs(x)
    let u = (0.5 * sum).squareRoot()
    let v = abs(y) * u * (1 / sum)
    let imaginary = x >= 0 ? v : u
    return (x >= 0 ? u : v, y < 0 ? -imaginary : imaginary)
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
  /// - Precision: within 5e-13 relative (a rigorous bound per interval), plus rounding.
  @inline(__always)
  func integral(from t0: Double, to t1: Double) -> Double {
    var budget = Self.splitBudget
    return integral(from: t0, to: t1, budget: &budget)
  }

  /// How many times one integral may split its interval. Every split but the two at real roots
  /// moves towards a complex branch point (graded, so the pieces far from it pass at once) or
  /// halves a piece whose half-chords have nearly cancelled; 30 levels reach the 1e-9 at which a
  /// root counts as real. The budget only stops a runaway recursion, should the argument above
  /// have a hole: past it the 128-point rule is taken as it is. The tests measure the splits on
  /// adversarial cubics and check that the budget is never reached.
  static let splitBudget = 256

  /// ∫ |q(t)| dt over [t0, t1], counting the splits down from `budget`.
  func integral(from t0: Double, to t1: Double, budget: inout Int) -> Double {
    if !(t1 > t0) { return t1 < t0 ? -integral(from: t1, to: t0, budget: &budget) : 0 }
    if rootCount == 0 { return (cx * cx + cy * cy).squareRoot() * (t1 - t0) }
    let kink = 1e-9 * (t1 - t0)
    return piece(t0, t1, kink: kink, budget: &budget)
  }

  /// ∫ over [a, b] by the smallest sufficient rule, or split.
  private func piece(_ a: Double, _ b: Double, kink: Double, budget: inout Int) -> Double {
    let re = SIMD2(re0, re1), im = SIMD2(im0, im1)
    let kinks = im .<= SIMD2(repeating: kink)
    if any(kinks) && budget > 0 {
      // A real root inside is a kink: split there.
      for k in 0..<rootCount where kinks[k] && re[k] > a && re[k] < b {
        budget &-= 1
        return piece(a, re[k], kink: kink, budget: &budget) + piece(re[k], b, kink: kink, budget: &budget)
      }
    }
    // (The whole [0, 1], the common case, skips the division.)
    let c = 0.5 * (a + b), h = 0.5 * (b - a), inverse = h == 0.5 ? 2 : 1 / h
    // Local coefficients: q(c + h s) = A′s² + B′s + C′.
    let lax = ax * (h * h), lay = ay * (h * h)
    let lbx = (2 * ax * c + bx) * h, lby = (2 * ay * c + by) * h
    let lcx = cx + c * (bx + c * ax), lcy = cy + c * (by + c * ay)
    // Each branch point's ellipse: semi-major axis α (in units of h; ρ = α + √(α² − 1)), the
    // nearest one sets ρ. Real roots are no singularity.
    let wr = (re - c) * inverse, wi = im * inverse, wi2 = wi * wi
    let left = wr - 1, right = wr + 1
    let distances = (SIMD4(lowHalf: left * left + wi2, highHalf: right * right + wi2)).squareRoot()
    let alphas = 0.5 * (distances.lowHalf + distances.highHalf)
    let candidates = alphas.replacing(with: .infinity, where: kinks)
    let alpha = Swift.min(candidates.min(), 1e6)
    let rho = alpha + ((alpha - 1) * (alpha + 1)).squareRoot()
    let r2 = rho * rho
    let q = Self.quarter(r2, lax, lay, lbx, lby, lcx, lcy)
    if q > 0 { return rule(q, c, h, lax, lay, lbx, lby, lcx, lcy) }
    return split(a, b, Local(c: c, h: h, ax: lax, ay: lay, bx: lbx, by: lby, cx: lcx, cy: lcy), r2, candidates,
                 kink: kink, budget: &budget)
  }

  /// The smallest q ≤ `largestQuarter` whose 4q-point rule is within ε of ∫ over the interval
  /// (local coefficients, ρ² of the nearest branch point's ellipse), or 0 if none is or the test
  /// over- or underflows.
  ///
  /// Rule n suffices when (64/15)·h·√mean|Q|²·ρ^(−2n)/(1 − ρ⁻²) ≤ ε·I, that is
  /// (ρ²)^(2n) ≥ K² = ((64/15)·ρ²)²·mean|Q|² / ((ε·(ρ² − 1))²·I²/h²). I²/h² is bounded below by
  /// the squared half-chords: ∫ over each half = h·(C′ + A′/3 ± B′/2). The mean is bounded using
  /// ρ⁻², ρ⁻⁴ ≤ 1. Every factor is homogeneous of degree 0 in the coefficients, so scaling them
  /// all by a power of two changes nothing but the range.
  @inline(__always)
  static func quarter(
    _ r2: Double, _ lax: Double, _ lay: Double, _ lbx: Double, _ lby: Double, _ lcx: Double, _ lcy: Double
  ) -> Int {
    let ex = lcx + lax * (1.0 / 3), ey = lcy + lay * (1.0 / 3)
    let chordX = SIMD2(ex + 0.5 * lbx, ex - 0.5 * lbx), chordY = SIMD2(ey + 0.5 * lby, ey - 0.5 * lby)
    let lower2 = (chordX * chordX + chordY * chordY).sum()
    let a2 = lax * lax + lay * lay, b2 = lbx * lbx + lby * lby
    let mx = lcx + 0.5 * lax, my = lcy + 0.5 * lay
    let mean2 = a2 * (r2 * r2 + 1) * (1.0 / 16) + b2 * (r2 + 1) * 0.25 + (mx * mx + my * my)
    let top = (64.0 / 15.0 * 1.0001) * r2, bottom = epsilon * (r2 - 1)
    let numerator = top * top * mean2, denominator = bottom * bottom * lower2
    // 2n·log₂ρ² ≥ log₂K² ⇐ (n/4)·bits ≥ needed ≥ log₂K², bits = 2·(a lower bound on log₂ρ⁸).
    let r8 = (r2 * r2) * (r2 * r2)
    guard isPositiveNormal(r8) && isPositiveNormal(numerator) && isPositiveNormal(denominator) else { return 0 }
    let bits = 2 * log2Below(r8)
    let needed = Swift.max(log2Above(numerator) - log2Below(denominator), 0)
    guard bits > 0 && needed <= Double(largestQuarter) * bits else { return 0 }
    // The smallest q with q·bits ≥ needed.
    let ratio = needed / bits
    let whole = Int(ratio)
    return Swift.max(whole &+ (Double(whole) < ratio ? 1 : 0), 1)
  }

  /// The slow path of `piece`: the test again on coefficients scaled into range, else a split —
  /// at the nearest branch point's real part when it is well inside, else graded towards it.
  @inline(never)
  private func split(
    _ a: Double, _ b: Double, _ l: Local, _ r2: Double, _ candidates: SIMD2<Double>, kink: Double, budget: inout Int
  ) -> Double {
    let largest = Swift.max(abs(l.ax), abs(l.ay), abs(l.bx), abs(l.by), abs(l.cx), abs(l.cy))
    // q is zero to the last bit on the piece: its integral is below h times the smallest
    // subnormal, nothing beside a whole that the scaling put near 1.
    if largest == 0 { return 0 }
    // The squares in the test under- or overflowed (a piece of the curve far slower or faster
    // than the whole, near a root): scale the coefficients by a power of two and test again.
    if largest.isFinite && (largest < 0x1p-400 || largest > 0x1p400) {
      let exponent = largest.exponent
      let s = l.scaled(by: Double(sign: .plus, exponent: -exponent, significand: 1))
      let q = Self.quarter(r2, s.ax, s.ay, s.bx, s.by, s.cx, s.cy)
      if q > 0 {
        let value = rule(q, s.c, s.h, s.ax, s.ay, s.bx, s.by, s.cx, s.cy)
        return value * Double(sign: .plus, exponent: exponent, significand: 1)
      }
    }
    let largestRule = { gauss(l.c, l.h, l.ax, l.ay, l.bx, l.by, l.cx, l.cy, quarter: Self.largestQuarter) }
    if budget <= 0 || !(l.h > 0) { return largestRule() }
    let re = SIMD2(re0, re1), im = SIMD2(im0, im1)
    let nearest = candidates[0] <= candidates[1] ? 0 : 1
    let nearRe = re[nearest], nearIm = im[nearest]
    let point: Double
    let width = b - a
    if nearRe - a > 2 * nearIm && b - nearRe > 2 * nearIm {
      point = nearRe
    } else if nearRe - a < b - nearRe {
      let d = ((nearRe - a) * (nearRe - a) + nearIm * nearIm).squareRoot()
      point = a + Swift.min(2 * d, 0.5 * width)
    } else {
      let d = ((b - nearRe) * (b - nearRe) + nearIm * nearIm).squareRoot()
      point = b - Swift.min(2 * d, 0.5 * width)
    }
    if !(point > a && point < b) { return largestRule() }
    budget &-= 1
    return piece(a, point, kink: kink, budget: &budget) + piece(point, b, kink: kink, budget: &budget)
  }

  /// The 4q-point rule, 1 ≤ q ≤ `largestQuarter`: a switch whose every case calls `gauss` with a
  /// constant q, so that the loop's length and table offset are known once the (predicted) jump
  /// is taken.
  @inline(__always)
  private func rule(
    _ q: Int, _ c: Double, _ h: Double, _ lax: Double, _ lay: Double, _ lbx: Double, _ lby: Double,
    _ lcx: Double, _ lcy: Double
  ) -> Double {
    @inline(__always)
    func g(_ q: Int) -> Double { gauss(c, h, lax, lay, lbx, lby, lcx, lcy, quarter: q) }
    switch q {
    case 1: return g(1)
    case 2: return g(2)
    case 3: return g(3)
    case 4: return g(4)
    case 5: return g(5)
    case 6: return g(6)
    case 7: return g(7)
    case 8: return g(8)
    case 9: return g(9)
    case 10: return g(10)
    case 11: return g(11)
    case 12: return g(12)
    case 13: return g(13)
    case 14: return g(14)
    case 15: return g(15)
    case 16: return g(16)
    case 17: return g(17)
    case 18: return g(18)
    case 19: return g(19)
    case 20: return g(20)
    case 21: return g(21)
    case 22: return g(22)
    case 23: return g(23)
    case 24: return g(24)
    case 25: return g(25)
    case 26: return g(26)
    case 27: return g(27)
    case 28: return g(28)
    case 29: return g(29)
    case 30: return g(30)
    case 31: return g(31)
    default: return g(32)
    }
  }

  /// An upper bound on log₂x (x positive, normal and finite): exponent + the tangent of log₂ at
  /// 3/2 at the significand m (log₂ is concave; at most 0.11 above). Read from the bits.
  @inline(__always)
  static func log2Above(_ x: Double) -> Double {
    let (exponent, significand) = parts(x)
    return exponent + (0.5849625007211563 + (significand - 1.5) * 0.9617966939259756)
  }

  /// A lower bound on log₂x (x positive, normal and finite): exponent + (significand − 1) (log₂
  /// is concave, exact at 1 and 2). Read from the bits.
  @inline(__always)
  static func log2Below(_ x: Double) -> Double {
    let (exponent, significand) = parts(x)
    return exponent + (significand - 1)
  }

  /// The exponent and the significand in [1, 2) of a positive normal finite x.
  @inline(__always)
  static func parts(_ x: Double) -> (Double, Double) {
    let bits = x.bitPattern
    let exponent = Double(Int(truncatingIfNeeded: bits >> 52) &- 1023)
    return (exponent, Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000))
  }

  /// Whether x is positive, normal and finite (so that `log2Above` and `log2Below` apply).
  @inline(__always)
  static func isPositiveNormal(_ x: Double) -> Bool {
    x >= Double.leastNormalMagnitude && x <= Double.greatestFiniteMagnitude
  }

  /// The Gauss–Legendre value of the 4q-point rule on [c − h, c + h], q(c + hs) = A′s² + B′s + C′:
  /// four nodes at a time, as two independent pairs.
  @inline(__always)
  private func gauss(
    _ c: Double, _ h: Double, _ lax: Double, _ lay: Double, _ lbx: Double, _ lby: Double, _ lcx: Double,
    _ lcy: Double, quarter q: Int
  ) -> Double {
    let rule = UnsafeRawPointer(GaussLegendre.rules + GaussLegendre.offset(ofQuarter: q))
    let n = 4 &* q
    let ax2 = SIMD2(repeating: lax), ay2 = SIMD2(repeating: lay)
    let bx2 = SIMD2(repeating: lbx), by2 = SIMD2(repeating: lby)
    let cx2 = SIMD2(repeating: lcx), cy2 = SIMD2(repeating: lcy)
    var sum0 = SIMD2<Double>(repeating: 0), sum1 = SIMD2<Double>(repeating: 0)
    var i = 0
    while i < n {
      let s0 = rule.loadUnaligned(fromByteOffset: 8 &* i, as: SIMD2<Double>.self)
      let s1 = rule.loadUnaligned(fromByteOffset: 8 &* i &+ 16, as: SIMD2<Double>.self)
      let w0 = rule.loadUnaligned(fromByteOffset: 8 &* (n &+ i), as: SIMD2<Double>.self)
      let w1 = rule.loadUnaligned(fromByteOffset: 8 &* (n &+ i) &+ 16, as: SIMD2<Double>.self)
      let x0 = (ax2 * s0 + bx2) * s0 + cx2, y0 = (ay2 * s0 + by2) * s0 + cy2
      let x1 = (ax2 * s1 + bx2) * s1 + cx2, y1 = (ay2 * s1 + by2) * s1 + cy2
      sum0 += w0 * (x0 * x0 + y0 * y0).squareRoot()
      sum1 += w1 * (x1 * x1 + y1 * y1).squareRoot()
      i &+= 4
    }
    return (sum0 + sum1).sum() * h
  }
}
