import MotionCurvesCore
import RealModule

extension BezierSolver {
  /// The slow path: safeguarded Newton on the pivot expansion of cell `j` (see BezierSolver.swift,
  /// step 3). `start` is used when it lies inside the cell's bracket and the cell is not steep.
  /// Static, with its inputs spelled out, so that the inlined fast path has nothing to spill for it.
  ///
  /// - Complexity: typically 3–6 iterations; at most `maxIterations`, each halving the bracket
  ///   when Newton would leave it.
  @usableFromInline @inline(never)
  static func refine(
    _ x: Double, _ cells: UnsafePointer<Cell>, _ j: Int, _ q3: SIMD2<Double>, from start: Double
  ) -> Double {
    let cell = cells[j]
    var lo = cell.lo
    var hi = cell.hi
    let c0 = cell.c0
    let c0lo = cell.c0lo
    let c1 = cell.q1.x
    let c2 = cell.q2.x
    let c3 = q3.x
    var u: Double
    if cell.accept >= 0 && start > lo && start < hi {
      u = start
    } else {
      u = initialEstimate(distance: (x - c0) - c0lo, c1: c1, c2: c2, c3: c3)
      if !(u > lo && u < hi) { u = 0.5 * (lo + hi) }
    }
    for _ in 0..<maxIterations {
      let r = ((c0 - x) + c0lo) + u * (c1 + u * (c2 + u * c3))
      if r == 0 { return u }
      if r < 0 { lo = u } else { hi = u }
      let dr = c1 + u * (2 * c2 + 3 * c3 * u)
      let step = r / dr
      // A step this small has converged (Newton's next error is ~step²); test it before the
      // bracket, which a sub-ulp step may touch.
      if abs(step) <= 0x1p-49 * abs(u) { return u - step }
      var next = u - step
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if !(lo < hi) { return next }
      u = next
    }
    return u
  }

  @usableFromInline static var maxIterations: Int { 200 }

  /// An estimate of the root of c1·u + c2·u² + c3·u³ = d within a factor of about 2 when the
  /// terms share the sign of d: the smallest of |d|/c1, √(|d|/|c2|), ∛(|d|/|c3|) over the terms
  /// that push toward d. It keeps Newton from crawling toward a root near 0 on a flat cubic.
  static func initialEstimate(distance d: Double, c1: Double, c2: Double, c3: Double) -> Double {
    if d == 0 { return 0 }
    let sign: Double = d < 0 ? -1 : 1
    let m = abs(d)
    var estimate = Double.infinity
    if c1 > 0 { estimate = min(estimate, m / c1) }
    if c2 * sign > 0 { estimate = min(estimate, (m / abs(c2)).squareRoot()) }
    if c3 * sign > 0 { estimate = min(estimate, Double.root(m / abs(c3), 3)) }
    return sign * estimate
  }

  /// dy/dx where both derivatives vanish at the solved point: only at an exact interior double root
  /// of x′ that is the pivot itself (u = 0). The limit is the ratio of the first pair of Taylor
  /// coefficients that are not both zero.
  @usableFromInline
  func cellSlopeLimit(_ j: Int) -> Double {
    let cell = cells[j]
    return Self.ratioLimit((cell.q1.x, cell.q1.y), (cell.q2.x, cell.q2.y), (q3.x, q3.y))
  }

  /// lim dy/dx for x′, y′ whose Taylor coefficients (one-sided, x′ ≥ 0) are the pairs given, lowest
  /// order first: the ratio at the first order where x′ does not vanish, or ±∞ at the first order
  /// where only y′ does not.
  static func ratioLimit(
    _ first: (dx: Double, dy: Double), _ second: (dx: Double, dy: Double), _ third: (dx: Double, dy: Double)
  ) -> Double {
    // Three fixed pairs, not an array: the initializer calls this twice and must not allocate.
    if first.dx != 0 { return first.dy / first.dx }
    if first.dy != 0 { return first.dy > 0 ? .infinity : -.infinity }
    if second.dx != 0 { return second.dy / second.dx }
    if second.dy != 0 { return second.dy > 0 ? .infinity : -.infinity }
    if third.dx != 0 { return third.dy / third.dx }
    if third.dy != 0 { return third.dy > 0 ? .infinity : -.infinity }
    return .nan
  }
}
