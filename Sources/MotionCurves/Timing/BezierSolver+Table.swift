import RealModule

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

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x = CubicPolynomial(bezier: x1, x2)
    let y = CubicPolynomial(bezier: y1, y2)
    let n = Self.cellCount
    let h = 1 / Double(n)

    // t at every cell edge, each solved from the one before.
    var edges = [Double](repeating: 0, count: n + 1)
    edges[n] = 1
    for j in 1..<n {
      edges[j] = x.solveForT(value: Double(j) * h, above: edges[j - 1])
    }

    var cells: [Cell] = []
    var brackets: [Bracket] = []
    cells.reserveCapacity(n)
    brackets.reserveCapacity(n)
    for j in 0..<n {
      let t0 = edges[j]
      let t1 = edges[j + 1]
      let lo = j == 0 ? 0 : max(0, t0 - Self.bracketMargin)
      let hi = j == n - 1 ? 1 : min(1, t1 + Self.bracketMargin)
      let pivot = x.argminDerivative(in: lo, hi)
      let xp = x.taylor(at: pivot)
      let yp = y.taylor(at: pivot)
      let minSlope = max(0, xp.c1.value)
      var cell = Cell(
        g0: 0, g1: 0, g2: 0, g3: 0,
        c0: xp.c0.hi, c0lo: xp.c0.lo, c1: xp.c1.value, c2: xp.c2.value,
        d0: yp.c0.value, d1: yp.c1.value, d2: yp.c2.value,
        accept: -1)
      if minSlope >= Self.steepSlope {
        // Cubic Hermite guess for u over f ∈ [0, 1]: u(0), u(1) and du/df = h / x′(t) at the edges.
        let u0 = t0 - pivot
        let u1 = t1 - pivot
        let m0 = h / x.derivative(at: t0)
        let m1 = h / x.derivative(at: t1)
        cell.g0 = u0
        cell.g1 = m0
        cell.g2 = 3 * (u1 - u0) - 2 * m0 - m1
        cell.g3 = 2 * (u0 - u1) + m0 + m1
        let maxCurvature = max(abs(x.secondDerivative(at: lo)), abs(x.secondDerivative(at: hi)))
        let k =
          maxCurvature * maxCurvature / (4 * minSlope * minSlope)
          + abs(6 * x.a.value) / (6 * minSlope)
        cell.accept = k > 0 ? Double.root(Self.stepTolerance / (8 * k), 3) : 0x1p-20
      }
      cells.append(cell)
      brackets.append(Bracket(lo: lo - pivot, hi: hi - pivot))
    }
    self.cells = cells
    self.brackets = brackets
    c3 = x.a.value
    d3 = y.a.value
    isIdentity = x1 == y1 && x2 == y2
    let ends = EndSlopes(x1: x1, y1: y1, x2: x2, y2: y2)
    startExtension = ends.startExtension
    endExtension = ends.endExtension
    startTangent = ends.startTangent
    endTangent = ends.endTangent
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

  /// The Taylor coefficients at `t`: p(t + u) = c0 + c1·u + c2·u² + a·u³.
  func taylor(at t: Double) -> (c0: DoubleDouble, c1: DoubleDouble, c2: DoubleDouble) {
    let c0 = ((a * t + b) * t + c) * t
    let at3 = a * t * 3
    let c1 = (at3 + b * 2) * t + c
    let c2 = at3 + b
    return (c0, c1, c2)
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

  /// The t in [lo, hi] where p′ is smallest: an end, or the vertex of the parabola p′ when it opens
  /// upward inside the interval.
  func argminDerivative(in lo: Double, _ hi: Double) -> Double {
    var best = derivative(at: lo) <= derivative(at: hi) ? lo : hi
    if a.value > 0 {
      let vertex = -b.value / (3 * a.value)
      if vertex > lo && vertex < hi && derivative(at: vertex) < derivative(at: best) {
        best = vertex
      }
    }
    return best
  }

  /// The t in [lower, 1] with p(t) = value, for p increasing on [0, 1]: Newton safeguarded by
  /// bisection. Accurate to the rounding of p (see `BezierSolver.bracketMargin`).
  func solveForT(value target: Double, above lower: Double) -> Double {
    var lo = lower
    var hi = 1.0
    let slope = derivative(at: lo)
    var t = slope > 0 ? lo + (target - value(at: lo)) / slope : 0.5 * (lo + hi)
    if !(t > lo && t < hi) { t = 0.5 * (lo + hi) }
    for _ in 0..<200 {
      let r = value(at: t) - target
      if r == 0 { return t }
      if r < 0 { lo = t } else { hi = t }
      var next = t - r / derivative(at: t)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - t) <= 0x1p-53 || !(lo < hi) { return next }
      t = next
    }
    return t
  }
}
