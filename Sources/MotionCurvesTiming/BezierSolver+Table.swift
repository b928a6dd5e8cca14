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

    let table = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
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
    storage = CellStorage(table)
    cells = UnsafePointer(storage.base)
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
