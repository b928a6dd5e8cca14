import MotionCurvesCore

// Building the solver's table (see BezierSolver.swift for how it is used).

extension BezierSolver {
  /// Cells whose smallest x′ is below this take the guarded path: residual rounding (~4e-17)
  /// divided by x′ must stay well under the error budget in t.
  static let steepSlope = 0x1p-6
  /// How far each cell's t-range is widened on both sides. Cell-edge t values are found in double
  /// precision; next to a triple root of x(t) − x they can be off by (1e-16)^(1/3) ≈ 5e-6, so a
  /// margin of 2⁻¹² ≈ 2.4e-4 keeps every root inside its cell's bracket.
  static let bracketMargin = 0x1p-12
  /// Halley's step is final when 8·K·step³ ≤ this (K: the cell's error constant).
  static let stepTolerance = 0x1p-56
  /// No step larger than this is final, so that the dropped d3·δ³ term stays below 1e-18·|d3|.
  static let largestFinalStep = 0x1p-20

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x = CubicPolynomial(bezier: x1, x2)
    let y = CubicPolynomial(bezier: y1, y2)
    let count = Self.cellCount
    let h = 1 / Self.cellsPerUnit
    let a = x.a.value
    // x′ is a parabola: its vertex, where it may be smallest inside a cell, is the same for all.
    let vertex = a > 0 ? -x.b.value / (3 * a) : -1

    // t at the cell edges (j ± ½)·h, each solved from the one before; 0 and 1 at the ends. With
    // each edge, x′ there and the inverse jet (du/df, d²u/df²) of t(x) that the guesses match.
    var edges = InlineArray<34, Double>(repeating: 0)
    var jets = InlineArray<34, SIMD2<Double>>(repeating: .zero)
    edges[count] = 1
    jets[0] = x.inverseJet(t: 0, h: h)
    jets[count] = x.inverseJet(t: 1, h: h)
    var inverseSlope = 1 / x.c.value
    for k in 1..<count {
      let target = (Double(k) - 0.5) * h
      let (t, inverse) = x.solveForT(
        value: target, step: k == 1 ? 0.5 * h : h, above: edges[k - 1], inverseSlope: inverseSlope)
      edges[k] = t
      inverseSlope = inverse
      jets[k] = x.inverseJet(t: t, h: h, inverseSlope: inverse)
    }

    // Each cell's bracket [lo, hi] in t and its pivot, where x′ is smallest over the bracket.
    var los = InlineArray<34, Double>(repeating: 0)
    var his = InlineArray<34, Double>(repeating: 1)
    var pivots = InlineArray<34, Double>(repeating: 0)
    for j in 0..<count {
      let lo = j == 0 ? 0 : max(0, edges[j] - Self.bracketMargin)
      let hi = j == count - 1 ? 1 : min(1, edges[j + 1] + Self.bracketMargin)
      let slopeLo = x.derivative(at: lo)
      let slopeHi = x.derivative(at: hi)
      var pivot = slopeLo <= slopeHi ? lo : hi
      if vertex > lo && vertex < hi && x.derivative(at: vertex) < min(slopeLo, slopeHi) { pivot = vertex }
      los[j] = lo
      his[j] = hi
      pivots[j] = pivot
    }
    // x and x′ at the pivots in double-double, two pivots per pass (lane by lane the operations
    // of `exactValueAndSlope`).
    var values = InlineArray<34, SIMD2<Double>>(repeating: .zero)
    var pivotSlopes = InlineArray<34, Double>(repeating: 0)
    for j in stride(from: 0, to: count, by: 2) {
      let (hi, lo, slope) = x.exactValuesAndSlopes(at: SIMD2(pivots[j], pivots[j + 1]))
      values[j] = SIMD2(hi.x, lo.x)
      values[j + 1] = SIMD2(hi.y, lo.y)
      pivotSlopes[j] = slope.x
      pivotSlopes[j + 1] = slope.y
    }

    self.cells = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
      for j in 0..<count {
        let t0 = edges[j]
        let t1 = edges[j + 1]
        let lo = los[j]
        let hi = his[j]
        let pivot = pivots[j]
        let c1 = pivotSlopes[j]
        let minSlope = max(0, c1)
        var cell = Cell(
          g02: .zero, g13: .zero, g45: .zero,
          q1: SIMD2(c1, y.derivative(at: pivot)),
          q2: SIMD2(x.halfSecondDerivative(at: pivot), y.halfSecondDerivative(at: pivot)),
          c0: values[j].x, c0lo: values[j].y, d0: CubicPolynomial.bernsteinValue(y1, y2, at: pivot),
          accept: -1, lo: lo - pivot, hi: hi - pivot)
        if minSlope >= Self.steepSlope {
          // The cell spans f ∈ [fa, fb]: [−½, ½] inside, [0, ½] and [−½, 0] at the ends.
          let fa = j == 0 ? 0.0 : -0.5
          let fb = j == count - 1 ? 0.0 : 0.5
          let g = QuinticHermite(
            from: (t0 - pivot, jets[j].x, jets[j].y), to: (t1 - pivot, jets[j + 1].x, jets[j + 1].y),
            over: fa, fb)
          let (g0, g1, g2, g3, g4, g5) = g.coefficients
          cell.g02 = SIMD2(g0, g2)
          cell.g13 = SIMD2(g1, g3)
          cell.g45 = SIMD2(g4, g5)
          let maxCurvature = max(abs(x.secondDerivative(at: lo)), abs(x.secondDerivative(at: hi)))
          let inverseSlope = 1 / minSlope
          let curvatureRatio = maxCurvature * inverseSlope
          let k = 0.25 * curvatureRatio * curvatureRatio + abs(a) * inverseSlope
          cell.accept = k > 0 ? Self.acceptedStep(k) : Self.largestFinalStep
        }
        buffer.initializeElement(at: j, to: cell)
        initialized = j + 1
      }
    }
    q3 = SIMD2(a, y.a.value)
    isIdentity = x1 == y1 && x2 == y2
    let ends = EndSlopes(x1: x1, y1: y1, x2: x2, y2: y2)
    startExtension = ends.startExtension
    endExtension = ends.endExtension
    startTangent = ends.startTangent
    endTangent = ends.endTangent
  }
}

extension BezierSolver {
  /// The largest Halley step that is final in a cell with error constant k > 0: a power of two
  /// s ≤ 2⁻²⁰ with 8k·s³ ≤ 2⁻⁵⁶. With k = m·2^e (1 ≤ m < 2), 2⁻⁵⁹/k > 2^(−60−e), so
  /// s = 2^⌊(−60−e)/3⌋ satisfies s³ ≤ 2^(−60−e) < 2⁻⁵⁹/k, so 8k·s³ < 2⁻⁵⁶: the rule of
  /// `cubeRootBelow(stepTolerance / (8k))`, at most one power of two more cautious, and no division.
  @inline(__always)
  static func acceptedStep(_ k: Double) -> Double {
    guard k.isFinite else { return 0 }
    let e = -60 - Int(k.exponent)
    let q = e >= 0 ? e / 3 : -((-e + 2) / 3)
    // q ≥ −361 (k < 2¹⁰²⁴): a normal double, built from its biased exponent.
    return q >= -20 ? largestFinalStep : Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + q) << 52)
  }

  /// A power of two whose cube is at most v > 0: 2^⌊log₂(v)/3⌋, between ½∛v and ∛v. Cheaper than
  /// a cube root, and only ever makes `accept` more cautious.
  static func cubeRootBelow(_ v: Double) -> Double {
    guard v.isFinite && v > 0 else { return v > 0 ? largestFinalStep : 0 }
    let e = Int(v.exponent)
    let k = e >= 0 ? e / 3 : -((-e + 2) / 3)
    // −358 ≤ k ≤ 341: a normal double, built from its biased exponent.
    return Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + k) << 52)
  }
}

/// The quintic polynomial in f that matches u, du/df and d²u/df² at both ends of [fa, fb]: the
/// fast path's first guess. Its error over a cell is ~(h/2)⁶·|t⁽⁶⁾|/720, around 1e-10 for
/// everyday curves.
struct QuinticHermite {
  /// Coefficients of 1, f, …, f⁵.
  let coefficients: (Double, Double, Double, Double, Double, Double)

  /// `start` and `end`: (u, du/df, d²u/df²) at fa and fb.
  init(from start: (Double, Double, Double), to end: (Double, Double, Double), over fa: Double, _ fb: Double) {
    // In s = (f − fa)/L ∈ [0, 1], derivatives scale by L and L².
    let l = fb - fa
    let (p0, m0, a0) = (start.0, start.1 * l, start.2 * l * l)
    let (p1, m1, a1) = (end.0, end.1 * l, end.2 * l * l)
    let d = p1 - p0
    let c0 = p0
    let c1 = m0
    let c2 = a0 / 2
    let c3 = 10 * d - 6 * m0 - 4 * m1 - (3 * a0 - a1) / 2
    let c4 = -15 * d + 8 * m0 + 7 * m1 + (3 * a0 - 2 * a1) / 2
    let c5 = 6 * d - 3 * m0 - 3 * m1 - (a0 - a1) / 2
    // Substitute s = α + β·f: the k-th coefficient is β^k · Σᵢ C(i, k)·cᵢ·α^(i−k).
    // l is 1 (inner cells) or ½ (end cells): 1/l without a division where it is exact.
    let beta = l == 1 ? 1 : l == 0.5 ? 2 : 1 / l
    let alpha = -fa * beta
    let e0 = c0 + alpha * (c1 + alpha * (c2 + alpha * (c3 + alpha * (c4 + alpha * c5))))
    let e1 = c1 + alpha * (2 * c2 + alpha * (3 * c3 + alpha * (4 * c4 + alpha * 5 * c5)))
    let e2 = c2 + alpha * (3 * c3 + alpha * (6 * c4 + alpha * 10 * c5))
    let e3 = c3 + alpha * (4 * c4 + alpha * 10 * c5)
    let e4 = c4 + alpha * 5 * c5
    let b2 = beta * beta
    coefficients = (e0, beta * e1, b2 * e2, b2 * beta * e3, b2 * b2 * e4, b2 * b2 * beta * c5)
  }
}

/// One coordinate of a timing curve as the power-basis cubic ((a·t + b)·t + c)·t, with the
/// coefficients kept exactly (double-double) as computed from the control point coordinates:
/// c = 3·p1, b = 3·p2 − 6·p1, a = 1 + 3·p1 − 3·p2.
struct CubicPolynomial {
  let a, b, c: DoubleDouble

  init(bezier p1: Double, _ p2: Double) {
    let three1 = DoubleDouble.twoProduct(3, p1)
    let three2 = DoubleDouble.twoProduct(3, p2)
    c = three1
    b = three2 - three1 - three1
    a = three1 - three2 + 1
  }

  /// p(t) as a double-double, and p′(t) rounded once: the Taylor coefficients that must keep a
  /// small relative error next to a vertical tangent. The slope is recomputed in double-double only
  /// where it is small enough for cancellation to matter.
  func exactValueAndSlope(at t: Double) -> (value: DoubleDouble, slope: Double) {
    let at = a * t
    let value = ((at + b) * t + c) * t
    var slope = derivative(at: t)
    if slope < 0.25 { slope = ((at * 3 + b * 2) * t + c).value }
    return (value, slope)
  }

  /// ``exactValueAndSlope(at:)`` at two points at once: (hi, lo) of p(t) as double-doubles and p′(t)
  /// rounded once, lane by lane the same operations (`DoubleDouble`'s TwoSum, fast TwoSum and
  /// Veltkamp TwoProduct) and so the same results. Only for x(t): its coefficients are at most 10
  /// in magnitude and t ∈ [0, 1], so no product comes near the overflow that `twoProduct` guards.
  func exactValuesAndSlopes(at t: SIMD2<Double>) -> (hi: SIMD2<Double>, lo: SIMD2<Double>, slope: SIMD2<Double>) {
    typealias V = SIMD2<Double>
    @inline(__always) func twoSum(_ a: V, _ b: V) -> (V, V) {
      let s = a + b
      let bb = s - a
      return (s, (a - (s - bb)) + (b - bb))
    }
    @inline(__always) func fastTwoSum(_ a: V, _ b: V) -> (V, V) {
      let s = a + b
      return (s, b - (s - a))
    }
    @inline(__always) func split(_ a: V) -> (V, V) {
      let c = 134_217_729.0 * a
      let hi = c - (c - a)
      return (hi, a - hi)
    }
    @inline(__always) func times(_ a: (V, V), _ b: V) -> (V, V) {
      let p = a.0 * b
      let (ah, al) = split(a.0)
      let (bh, bl) = split(b)
      let e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
      return fastTwoSum(p, e + a.1 * b)
    }
    @inline(__always) func plus(_ a: (V, V), _ b: (V, V)) -> (V, V) {
      let s = twoSum(a.0, b.0)
      return fastTwoSum(s.0, s.1 + (a.1 + b.1))
    }
    let a = (V(repeating: self.a.hi), V(repeating: self.a.lo))
    let b = (V(repeating: self.b.hi), V(repeating: self.b.lo))
    let c = (V(repeating: self.c.hi), V(repeating: self.c.lo))
    let at = times(a, t)
    let value = times(plus(times(plus(at, b), t), c), t)
    let roundedSlope = (3 * self.a.value * t + 2 * self.b.value) * t + self.c.value
    let small = roundedSlope .< 0.25
    guard any(small) else { return (value.0, value.1, roundedSlope) }
    let exactSlope = plus(times(plus(times(at, V(repeating: 3)), times(b, V(repeating: 2))), t), c)
    return (value.0, value.1, roundedSlope.replacing(with: exactSlope.0 + exactSlope.1, where: small))
  }

  /// p″(t)/2 = 3a·t + b, the u² coefficient of the Taylor expansion at t.
  func halfSecondDerivative(at t: Double) -> Double {
    3 * a.value * t + b.value
  }

  func value(at t: Double) -> Double {
    ((a.value * t + b.value) * t + c.value) * t
  }

  func derivative(at t: Double) -> Double {
    (3 * a.value * t + 2 * b.value) * t + c.value
  }

  func secondDerivative(at t: Double) -> Double {
    6 * a.value * t + 2 * b.value
  }

  /// (du/df, d²u/df²) of the inverse t(x) at t, with f = x/h: dt/dx = 1/x′, d²t/dx² = −x″/x′³.
  func inverseJet(t: Double, h: Double) -> SIMD2<Double> {
    inverseJet(t: t, h: h, inverseSlope: 1 / derivative(at: t))
  }

  /// ``inverseJet(t:h:)`` with 1/x′(t) given (to a few ulps).
  func inverseJet(t: Double, h: Double, inverseSlope: Double) -> SIMD2<Double> {
    let d2 = secondDerivative(at: t)
    let r = h * inverseSlope
    return SIMD2(r, -d2 * r * r * r * (1 / h))
  }

  /// y(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ in the Bernstein basis: every term is a product of
  /// nonnegative basis values and one control coordinate, so the rounding error is a few ulps of
  /// max(1, |p1|, |p2|), and the ends are exact (0 at t = 0, 1 at t = 1).
  static func bernsteinValue(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * t) * (s * p1 + t * p2) + t * t * t
  }

  /// The t in [lower, 1] with p(t) = value, for p increasing on [0, 1], given 1/p′(lower) = `inverseSlope`
  /// and p(lower) ≈ value − `step`. Accurate to about 6e-11 where p′ is not small, and to the
  /// rounding of p elsewhere (see `BezierSolver.bracketMargin`).
  ///
  /// First guess: the inverse Taylor series of order 3 from `lower`, with q = step·inverseSlope,
  /// t ≈ lower + q − ½p″q²/p′ + (3p″²/p′² − p‴/p′)·q³/6, whose error is O(step⁴). One Newton step
  /// from it, s = r/p′, leaves an error of at most M·s²/p′·(1 + O(M·s/p′)) with M a bound of |p″|/2
  /// near the guess; when that is below 2⁻³⁴ ≈ 6e-11 (and p′ is not small) the step is final, else
  /// a second step is tried the same way. Otherwise Newton safeguarded by bisection runs to a step
  /// of 1e-12. The edges only seed the quintic guesses, whose own error is 1e-11 to 1e-8, and the
  /// brackets, which have a margin of 2⁻¹²: the fast path certifies each result by its Halley step,
  /// so an edge off by 6e-11 costs nothing but, at worst, a slightly larger step.
  func solveForT(value target: Double, step: Double, above lower: Double, inverseSlope inverse: Double)
    -> (t: Double, inverseSlope: Double)
  {
    var lo = lower
    var hi = 1.0
    var t = 0.5 * (lo + hi)
    if inverse > 0 && inverse.isFinite {
      let q = step * inverse
      let curvature = secondDerivative(at: lo)
      // p‴/3 = 2a.
      let guess = lo + q + q * q * inverse * (-0.5 * curvature + (curvature * curvature * inverse - 2 * a.value) * q * 0.5)
      if guess > lo && guess < hi {
        t = guess
        // Up to two certified Newton steps; the second is rarely needed.
        for _ in 0..<2 {
          let d = derivative(at: t)
          guard d >= 0x1p-10 else { break }
          let inverseD = 1 / d
          let curvatureHere = secondDerivative(at: t)
          let s = (value(at: t) - target) * inverseD
          let bound = (0.5 * abs(curvatureHere) + 6 * abs(a.value) * abs(s)) * inverseD
          let next = t - s
          guard bound * abs(s) <= 0x1p-10 && next > lo && next < hi else { break }
          // 1/p′(t − s) = 1/(p′ − p″s + 3a·s²) ≈ (1/p′)(1 + e + e²) with e = p″s/p′, |e| ≤ 2⁻⁹:
          // the next edge's guess needs no more, and gets it without a division.
          let e = curvatureHere * s * inverseD
          if bound * s * s <= 0x1p-34 { return (next, inverseD * (1 + e * (1 + e))) }
          t = next
        }
      }
    }
    for _ in 0..<200 {
      let r = value(at: t) - target
      if r == 0 { break }
      if r < 0 { lo = t } else { hi = t }
      var next = t - r / derivative(at: t)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      // The edges feed first guesses and brackets with a wide margin: 1e-12 is plenty, and
      // Newton's last step leaves far less.
      if abs(next - t) <= 1e-12 || !(lo < hi) {
        t = next
        break
      }
      t = next
    }
    return (t, 1 / derivative(at: t))
  }
}
