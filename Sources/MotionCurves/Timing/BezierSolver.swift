// The cubic-bézier timing solver: given x ∈ (0, 1), find the t with x(t) = x and return y(t).
//
// Why published solvers miss. They stop when |x(t) − x| < ε. The error in y is then bounded only by
// ε·dy/dx, and dy/dx is unbounded where x′(t) → 0: at t = 0 when x1 = 0, at t = 1 when x2 = 1,
// and at t = ½ for curves near (1, y1, 0, y2). Worse, near such a point x(t) evaluated in the
// power basis carries an absolute rounding error of ~1e-16 while the exact residual is ~c·u³
// (u = t − t*), so *no* stop rule can resolve t better than (1e-16)^(1/3) ≈ 5e-6 there.
//
// What this solver does instead.
// 1. Cells. [0, 1] in x is cut into `cellCount` equal cells. The initializer solves t at every
//    cell edge and picks, for each cell, a pivot t_p: the point where x′ is smallest over the
//    cell's t-range (widened by `bracketMargin`). It stores the Taylor expansions about the pivot,
//        x(t_p + u) = c0 + c1·u + c2·u² + c3·u³,   y(t_p + u) = d0 + d1·u + d2·u² + d3·u³,
//    computed in double-double arithmetic from the exact control points and rounded once, with c0
//    kept as an unevaluated double-double (c0 + c0lo). Because t_p minimises x′ over the cell,
//    the terms c1·u, c2·u², c3·u³ never cancel by more than a factor of 3 there (c1 ≥ 0, and
//    x′(t_p + u) ≥ c1), so the residual r(u) = (c0 − x) + c0lo + c1·u + c2·u² + c3·u³ is evaluated
//    with a small *relative* error, right down to the vertical tangents. That is what makes an
//    error bound in t (and so in y) possible where an x-residual bound is not.
// 2. Fast cells (x′ ≥ `steepSlope` over the cell). A cubic Hermite polynomial in the cell's local
//    coordinate f gives a first guess for u (from t and dt/dx = 1/x′ at the cell edges). One Halley
//    step follows. Halley converges cubically: from an error e it leaves at most K·e³ with
//    K = max|x″|²/(4·min x′²) + |x‴|/(6·min x′) over the cell. The initializer stores per cell the
//    largest step `accept` for which 8K·step³ ≤ 2⁻⁵⁶; a step no larger than that is final. Only
//    this path runs for almost every input of almost every curve: one table load, three short
//    Horner chains and one division, no loop, no allocation.
// 3. Steep cells, and the rare fast-cell step that is too large, take `refine`: Newton's method
//    on the same pivot expansion, safeguarded by the cell's t-bracket (bisection when a step would
//    leave it), started from an estimate within a factor 2 of the root (the smallest of
//    |d|/c1, √(|d|/c2), ∛(|d|/c3)), stopped when a step is below 2⁻⁴⁹ of u. Its result has a
//    small relative error in u, so y keeps full accuracy even for subnormal inputs on curves with a
//    vertical tangent at 0, where t ≈ ∛x.
// 4. y = d0 + u·(d1 + u·(d2 + u·d3)) about the same pivot: no rounding of t_p + u enters.
//
// Error bound (documented on `CubicBezier.value(at:)`): with Y = max(1, |y1|, |y2|), the error in
// u is below ~4e-15 on fast cells (residual rounding over x′ ≥ 1/64) and below ~1e-15·|u| on steep
// ones; |y′| ≤ 6Y turns that into |y − y_exact| ≤ 5e-14·Y, and the y evaluation adds ≤ 1e-15·Y.
// The published bound is 1e-12·Y; the cross-checks against GSL measure the actual error.

@usableFromInline
struct BezierSolver: Sendable {
  /// One cell of the table; 96 bytes, the fields the fast path reads.
  @usableFromInline
  struct Cell: Sendable {
    /// First guess for u: g0 + f·(g1 + f·(g2 + f·g3)), f ∈ [0, 1) the position inside the cell.
    @usableFromInline var g0, g1, g2, g3: Double
    /// x about the pivot: (c0 + c0lo) + u·(c1 + u·(c2 + u·c3)).
    @usableFromInline var c0, c0lo, c1, c2: Double
    /// y about the pivot: d0 + u·(d1 + u·(d2 + u·d3)).
    @usableFromInline var d0, d1, d2: Double
    /// Largest Halley step that is final; negative for steep cells (always refined).
    @usableFromInline var accept: Double
  }

  /// Where the root can be, in u, for every x of a cell: the slow path's safeguard.
  @usableFromInline
  struct Bracket: Sendable {
    @usableFromInline var lo, hi: Double
  }

  /// Cells per unit of x; a power of two so that x·cellCount and its fraction are exact.
  @usableFromInline static let cellCount = 64

  @usableFromInline let cells: [Cell]
  @usableFromInline let brackets: [Bracket]
  /// Leading coefficients of x(t_p + u) and y(t_p + u): the same for every pivot.
  @usableFromInline let c3, d3: Double
  /// x1 = y1 and x2 = y2: the curve is the line y = x, returned exactly.
  @usableFromInline let isIdentity: Bool
  /// Slopes of the straight extensions before x = 0 and after x = 1 (browser rule, see
  /// `EndSlopes`), and the one-sided limits of dy/dx at x = 0 and x = 1 (possibly ±∞).
  @usableFromInline let startExtension, endExtension, startTangent, endTangent: Double

  /// y(x) for x strictly inside (0, 1).
  @inlinable
  func value(inside x: Double) -> Double {
    if isIdentity { return x }
    let (j, u) = solve(x)
    return cells.withUnsafeBufferPointer { cells in
      let cell = cells[j]
      return cell.d0 + u * (cell.d1 + u * (cell.d2 + u * d3))
    }
  }

  /// dy/dx for x strictly inside (0, 1); ±∞ exactly at an interior vertical tangent.
  @inlinable
  func slope(inside x: Double) -> Double {
    if isIdentity { return 1 }
    let (j, u) = solve(x)
    return cells.withUnsafeBufferPointer { cells in
      let cell = cells[j]
      let dx = cell.c1 + u * (2 * cell.c2 + 3 * c3 * u)
      let dy = cell.d1 + u * (2 * cell.d2 + 3 * d3 * u)
      if dx == 0 && dy == 0 { return cellSlopeLimit(j) }
      return dy / dx
    }
  }

  /// The cell of x and u = t − t_p with x(t_p + u) = x.
  @inlinable @inline(__always)
  func solve(_ x: Double) -> (cell: Int, u: Double) {
    let w = x * Double(Self.cellCount)
    let j = Int(w)
    let f = w - Double(j)
    return cells.withUnsafeBufferPointer { cells in
      let cell = cells[j]
      var u = cell.g0 + f * (cell.g1 + f * (cell.g2 + f * cell.g3))
      let r = ((cell.c0 - x) + cell.c0lo) + u * (cell.c1 + u * (cell.c2 + u * c3))
      let dr = cell.c1 + u * (2 * cell.c2 + 3 * c3 * u)
      let ddr = 2 * cell.c2 + 6 * c3 * u
      let step = r * dr / (dr * dr - 0.5 * r * ddr)
      u -= step
      // NaN (a zero derivative) fails this test too.
      if abs(step) <= cell.accept { return (j, u) }
      return (j, refine(x, cell: j, from: u))
    }
  }
}
