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
    var slopes = InlineArray<34, Double>(repeating: 0)
    var jets = InlineArray<34, SIMD2<Double>>(repeating: .zero)
    edges[count] = 1
    slopes[0] = x.c.value
    slopes[count] = x.derivative(at: 1)
    jets[0] = x.inverseJet(t: 0, h: h)
    jets[count] = x.inverseJet(t: 1, h: h)
    for k in 1..<count {
      let target = (Double(k) - 0.5) * h
      let t = x.solveForT(value: target, step: k == 1 ? 0.5 * h : h, above: edges[k - 1], slope: slopes[k - 1])
      edges[k] = t
      slopes[k] = x.derivative(at: t)
      jets[k] = x.inverseJet(t: t, h: h)
    }

    self.cells = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
      for j in 0..<count {
        let t0 = edges[j]
        let t1 = edges[j + 1]
        let lo = j == 0 ? 0 : max(0, t0 - Self.bracketMargin)
        let hi = j == count - 1 ? 1 : min(1, t1 + Self.bracketMargin)
        let slopeLo = x.derivative(at: lo)
        let slopeHi = x.derivative(at: hi)
        var pivot = slopeLo <= slopeHi ? lo : hi
        if vertex > lo && vertex < hi && x.derivative(at: vertex) < min(slopeLo, slopeHi) { pivot = vertex }
        let (c0, c1) = x.exactValueAndSlope(at: pivot)
        let minSlope = max(0, c1)
        var cell = Cell(
          g02: .zero, g13: .zero, g45: .zero,
          q1: SIMD2(c1, y.derivative(at: pivot)),
          q2: SIMD2(x.halfSecondDerivative(at: pivot), y.halfSecondDerivative(at: pivot)),
          c0: c0.hi, c0lo: c0.lo, d0: CubicPolynomial.bernsteinValue(y1, y2, at: pivot),
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
          cell.accept = k > 0
            ? min(Self.largestFinalStep, Self.cubeRootBelow(Self.stepTolerance / (8 * k)))
            : Self.largestFinalStep
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
    let alpha = -fa / l
    let beta = 1 / l
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
    let d1 = derivative(at: t)
    let d2 = secondDerivative(at: t)
    let r = h / d1
    return SIMD2(r, -d2 * r * r * r / h)
  }

  /// y(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ in the Bernstein basis: every term is a product of
  /// nonnegative basis values and one control coordinate, so the rounding error is a few ulps of
  /// max(1, |p1|, |p2|), and the ends are exact (0 at t = 0, 1 at t = 1).
  static func bernsteinValue(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * t) * (s * p1 + t * p2) + t * t * t
  }

  /// The t in [lower, 1] with p(t) = value, for p increasing on [0, 1], given p′(lower) = `slope`
  /// and p(lower) ≈ value − `step`. Accurate to about 1e-12 where p′ is not small, and to the
  /// rounding of p elsewhere (see `BezierSolver.bracketMargin`).
  ///
  /// First guess: the inverse Taylor series of order 3 from `lower`, with q = step/p′,
  /// t ≈ lower + q − ½p″q²/p′ + (3p″²/p′² − p‴/p′)·q³/6, whose error is O(step⁴). One Newton step
  /// from it, s = r/p′, leaves an error of at most M·s²/p′·(1 + O(M·s/p′)) with M a bound of |p″|/2
  /// near the guess; when that is below 2⁻⁴⁰ ≈ 9e-13 (and p′ is not small) the step is final, else a
  /// second step is tried the same way. Otherwise Newton safeguarded by bisection runs to a step of
  /// 1e-12. The edges only seed the first guesses and the brackets (which have a margin of 2⁻¹²), so
  /// 1e-12 is plenty: the fast path certifies its own result.
  func solveForT(value target: Double, step: Double, above lower: Double, slope: Double) -> Double {
    var lo = lower
    var hi = 1.0
    var t = 0.5 * (lo + hi)
    if slope > 0 {
      let inverse = 1 / slope
      let q = step * inverse
      let curvature = secondDerivative(at: lo)
      let third = 6 * a.value
      let guess = lo + q + q * q * inverse * (-0.5 * curvature + (curvature * curvature * inverse - third / 3) * q * 0.5)
      if guess > lo && guess < hi {
        t = guess
        // Up to two certified Newton steps; the second is rarely needed.
        for _ in 0..<2 {
          let d = derivative(at: t)
          guard d >= 0x1p-10 else { break }
          let s = (value(at: t) - target) / d
          let bound = (0.5 * abs(secondDerivative(at: t)) + 6 * abs(a.value) * abs(s)) / d
          let next = t - s
          guard bound * abs(s) <= 0x1p-10 && next > lo && next < hi else { break }
          if bound * s * s <= 0x1p-40 { return next }
          t = next
        }
      }
    }
    for _ in 0..<200 {
      let r = value(at: t) - target
      if r == 0 { return t }
      if r < 0 { lo = t } else { hi = t }
      var next = t - r / derivative(at: t)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      // The edges feed first guesses and brackets with a wide margin: 1e-12 is plenty, and
      // Newton's last step leaves far less.
      if abs(next - t) <= 1e-12 || !(lo < hi) { return next }
      t = next
    }
    return t
  }
}
