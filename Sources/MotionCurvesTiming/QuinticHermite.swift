// The fast path's first guess in each cell of the solver's table (see BezierSolver.swift).

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
