import MotionCurvesCore

// The cubic-bézier timing solver: given x ∈ (0, 1), find the t with x(t) = x and return y(t).
//
// Why published solvers miss. They stop when |x(t) − x| < ε. The error in y is then bounded only by
// ε·dy/dx, and dy/dx is unbounded where x′(t) → 0: at t = 0 when x1 = 0, at t = 1 when x2 = 1,
// and at t = ½ for curves near (1, y1, 0, y2). Worse, near such a point x(t) evaluated in the
// power basis carries an absolute rounding error of ~1e-16 while the exact residual is ~c·u³
// (u = t − t*), so *no* stop rule can resolve t better than (1e-16)^(1/3) ≈ 5e-6 there.
//
// What this solver does instead.
// 1. Cells. [0, 1] in x is cut into cells of width h = 1/32 centred on the nodes j·h
//    (j = 0…32; the end cells are half cells). The initializer solves t at every cell edge and picks,
//    for each cell, a pivot t_p: the point where x′ is smallest over the cell's t-range (widened by
//    `bracketMargin`). It stores the Taylor expansions about the pivot,
//        x(t_p + u) = c0 + c1·u + c2·u² + c3·u³,   y(t_p + u) = d0 + d1·u + d2·u² + d3·u³,
//    computed in double-double arithmetic from the exact control points and rounded once, with c0
//    kept as an unevaluated double-double (c0 + c0lo). Because t_p minimises x′ over the cell,
//    c1·u, c2·u², c3·u³ never cancel by more than a factor of 3 there (c1 ≥ 0, x′(t_p + u) ≥ c1),
//    so the residual r(u) = (c0 − x) + c0lo + c1·u + c2·u² + c3·u³ is evaluated with a small
//    *relative* error right down to the vertical tangents. That is what makes an error bound in t
//    (and so in y) possible where an x-residual bound is not.
// 2. Fast cells (x′ ≥ `steepSlope` over the cell). A quintic Hermite polynomial in the cell's local
//    coordinate f = 32·x − j ∈ [−½, ½] guesses u from t, dt/dx and d²t/dx² at the cell edges; its
//    error is 1e-11 to 1e-8. One Halley step follows. Halley converges cubically: from an error e
//    it leaves at most K·e³ with K = max|x″|²/(4·min x′²) + |x‴|/(6·min x′) over the cell; the
//    initializer stores per cell the largest step `accept` for which 8K·step³ ≤ 2⁻⁵⁶, and a step no
//    larger is final. y comes from its Taylor expansion at the guess,
//    y(u − δ) = y(u) − y′(u)·δ + ½y″(u)·δ² (the dropped d3·δ³ is below 1e-18·|d3| because
//    `accept` ≤ 2⁻²⁰), so y(u), y′(u) and y″(u) are computed while the division runs.
//    The cell index comes from rounding with the 2⁵² trick, not from a float-to-int conversion.
//    This path, one table row and three short polynomials around one division, with no loop and no
//    allocation, is all that runs for almost every input of almost every curve.
// 3. Steep cells, and the rare fast-cell step that is too large, take `refine`: Newton's method
//    on the same pivot expansion, safeguarded by the cell's t-bracket (bisection when a step would
//    leave it), started from an estimate within a factor 2 of the root (the smallest of |d|/c1,
//    √(|d|/c2), ∛(|d|/c3)), stopped when a step is below 2⁻⁴⁹ of u. Its result has a small relative
//    error in u, so y keeps full accuracy even for subnormal inputs on curves with a vertical tangent
//    at 0, where t ≈ ∛x.
// 4. y is evaluated about the same pivot: no rounding of t_p + u ever enters.
//
// Error bound (documented on `CubicBezier.value(at:)`): with Y = max(1, |y1|, |y2|), the error in
// u is below ~4e-15 on fast cells (residual rounding over x′ ≥ 1/64) and below ~1e-15·|u| on steep
// ones; |y′| ≤ 6Y turns that into |y − y_exact| ≤ 5e-14·Y, and the y evaluation adds ≤ 1e-15·Y.
// The published bound is 1e-12·Y; the cross-checks against GSL measure the actual error.

///
/// `@unchecked Sendable`: the cell table is written once, by the initializer, and only read after.
@usableFromInline
struct BezierSolver: @unchecked Sendable {
  /// One cell of the table, 128 bytes. The x and y expansions share their powers of u, so each
  /// pair of their coefficients is one `SIMD2` and one vector Horner step evaluates both.
  @usableFromInline
  struct Cell: Sendable {
    /// First guess for u: (g0 + g1·f) + f²·((g2 + g3·f) + f²·(g4 + g5·f)), f ∈ [−½, ½].
    @usableFromInline var g02, g13, g45: SIMD2<Double>
    /// Taylor coefficients about the pivot, x in lane 0 and y in lane 1: (c1, d1), (c2, d2); the
    /// cubic ones (c3, d3) are shared by all cells.
    @usableFromInline var q1, q2: SIMD2<Double>
    /// x at the pivot, c0 + c0lo exactly as a double-double: the residual starts as
    /// (c0 − x) + c0lo, which is exact when x is close to c0 and keeps r(u) relatively accurate.
    @usableFromInline var c0, c0lo: Double
    /// y at the pivot.
    @usableFromInline var d0: Double
    /// Largest Halley step that is final; negative for steep cells (always refined).
    @usableFromInline var accept: Double
    /// Where the root can be, in u, for every x of the cell: the slow path's safeguard.
    @usableFromInline var lo, hi: Double
  }

  /// Cells per unit of x; a power of two so that x·cellsPerUnit and its rounding are exact.
  @usableFromInline static var cellsPerUnit: Double { 32 }
  /// Nodes 0, 1/32, …, 1: one cell each.
  @usableFromInline static var cellCount: Int { 33 }

  /// The table's owner: one reference, so that copying a curve costs one reference count.
  @usableFromInline let storage: CellStorage
  /// The table itself, owned by ``storage`` (alive as long as this solver is): read through this
  /// pointer, an evaluation costs no reference counting, even on a curve read in place from a
  /// buffer of many.
  @usableFromInline let cells: UnsafePointer<Cell>

  /// The cells of one curve, allocated once and never changed.
  @usableFromInline
  final class CellStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<Cell>
    let count: Int

    init(_ cells: [Cell]) {
      count = cells.count
      base = UnsafeMutablePointer<Cell>.allocate(capacity: Swift.max(1, cells.count))
      cells.withUnsafeBufferPointer { source in
        if let first = source.baseAddress { base.initialize(from: first, count: source.count) }
      }
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }
  }
  /// Leading coefficients of x(t_p + u) and y(t_p + u): the same for every pivot.
  @usableFromInline let q3: SIMD2<Double>
  @usableFromInline var c3: Double { q3.x }
  @usableFromInline var d3: Double { q3.y }
  /// x1 = y1 and x2 = y2: the curve is the line y = x, returned exactly.
  @usableFromInline let isIdentity: Bool
  /// Slopes of the straight extensions before x = 0 and after x = 1 (browser rule, see
  /// `EndSlopes`), and the one-sided limits of dy/dx at x = 0 and x = 1 (possibly ±∞).
  @usableFromInline let startExtension, endExtension, startTangent, endTangent: Double

  /// y(x) for x strictly inside (0, 1).
  @inlinable @inline(__always)
  func value(inside x: Double) -> Double {
    if isIdentity { return x }
    let (j, f) = Self.locate(x)
    let cell = cells + j
    let u = guess(cell, f)
    let (step, y) = halley(cell, x, u)
    if abs(step) <= cell.pointee.accept {
      return (y.0 - step * y.1) + (step * step) * y.2
    }
    let v = Self.refine(x, cells, j, q3, from: u - step)
    return cell.pointee.d0 + Self.expansion(cell, q3, v).0.y
  }

  /// dy/dx for x strictly inside (0, 1); ±∞ exactly at an interior vertical tangent.
  @inlinable
  func slope(inside x: Double) -> Double {
    if isIdentity { return 1 }
    let (j, f) = Self.locate(x)
    let cell = cells + j
    let guessed = guess(cell, f)
    let step = halley(cell, x, guessed).step
    let u =
      abs(step) <= cell.pointee.accept
      ? guessed - step : Self.refine(x, cells, j, q3, from: guessed - step)
    let derivative = Self.expansion(cell, q3, u).1
    if derivative.x == 0 && derivative.y == 0 { return cellSlopeLimit(j) }
    return derivative.y / derivative.x
  }

  /// The cell of x ∈ (0, 1) and the position f ∈ [−½, ½] in it: w = 32x is rounded to the nearest
  /// integer by adding and subtracting 2⁵² (exact for 0 ≤ w < 2⁵¹), whose low bits are the index.
  @inlinable @inline(__always)
  static func locate(_ x: Double) -> (cell: Int, f: Double) {
    let w = x * cellsPerUnit
    let shifted = w + 0x1p52
    let f = w - (shifted - 0x1p52)
    let j = min(Int(truncatingIfNeeded: shifted.bitPattern & 0x3F), cellCount - 1)
    return (j, f)
  }

  /// The quintic Hermite guess for u at position f in the cell (Estrin's scheme).
  @inlinable @inline(__always)
  func guess(_ cell: UnsafePointer<Cell>, _ f: Double) -> Double {
    let f2 = f * f
    let pairs = cell.pointee.g02 + cell.pointee.g13 * f
    let high = cell.pointee.g45.x + cell.pointee.g45.y * f
    return pairs.x + f2 * (pairs.y + f2 * high)
  }

  /// (x − c0 − c0lo, y − d0) about the pivot at u, their first derivatives, and half their
  /// second derivatives, in the two lanes of the same vector operations.
  @inlinable @inline(__always)
  static func expansion(_ cell: UnsafePointer<Cell>, _ q3: SIMD2<Double>, _ u: Double)
    -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  {
    let q1 = cell.pointee.q1
    let q2 = cell.pointee.q2
    let u2 = u * u
    let values = q1 * u + u2 * (q2 + q3 * u)
    let slopes = (q1 + 2 * q2 * u) + 3 * q3 * u2
    let halfCurvatures = q2 + 3 * q3 * u
    return (values, slopes, halfCurvatures)
  }

  /// Halley's correction δ (the new estimate is u − δ) for r(u) = x(t_p + u) − x, and y, y′ and
  /// ½y″ at u, computed in the other lane of the same vector operations.
  @inlinable @inline(__always)
  func halley(_ cell: UnsafePointer<Cell>, _ x: Double, _ u: Double)
    -> (step: Double, y: (Double, Double, Double))
  {
    let (values, slopes, halfCurvatures) = Self.expansion(cell, q3, u)
    let r = ((cell.pointee.c0 - x) + cell.pointee.c0lo) + values.x
    let dr = slopes.x
    let step = r * dr / (dr * dr - r * halfCurvatures.x)
    return (step, (cell.pointee.d0 + values.y, slopes.y, halfCurvatures.y))
  }
}
