import MotionCurvesCore

// The slope next to an end where the curve is nearly flat.
//
// The solver expands x and y about a pivot inside each cell; next to t = 0 or t = 1 where y′
// vanishes (y1 = 0, or y2 = 1) the expansion of y′ sums terms of size ~Y that cancel to nearly 0,
// leaving an absolute error of ~1e-16·Y/x′: the slope at x = 1 − 2⁻⁵³ on cubic-bezier(0, 1, 0, 1)
// came out −2e-17 where it is +1.4e-33. Near an end the curve is better written in the distance
// from that end: with the point reflection (x, y) ↦ (1 − x, 1 − y), which keeps slopes, the end
// t = 1 becomes s = 0, w = 1 − x is exact, s solves X(s) = w with a relative error of a few ulps
// (the Bernstein form of X has no cancellation: its terms are ≥ 0), and Y′(s)/X′(s) in Bernstein
// form keeps a small relative error wherever its terms do not cancel among themselves.

extension CubicBezier {
  /// Inputs within this distance of 0 or 1 whose slope is below it (relative to
  /// max(1, |y1|, |y2|)) take ``flatEndSlope(_:)``.
  @usableFromInline static var flatEndZone: Double { 1e-3 }

  /// dy/dx at x ∈ (0, 1) within ``flatEndZone`` of an end, from the Bernstein form about that end.
  @usableFromInline
  func flatEndSlope(_ x: Double) -> Double {
    // About t = 0 as it is, about t = 1 through the point reflection.
    let reflected = x > 0.5
    let w = reflected ? 1 - x : x
    let (a1, b1, a2, b2) = reflected ? (1 - x2, 1 - y2, 1 - x1, 1 - y1) : (x1, y1, x2, y2)
    func position(_ s: Double) -> Double { let r = 1 - s; return 3 * r * r * s * a1 + 3 * r * s * s * a2 + s * s * s }
    func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let r = 1 - s
      return 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2))
    }
    // X is increasing on [0, 1]: bisection on the bit patterns brackets s to one ulp in at most
    // 64 halvings, whatever its size.
    var (lo, hi) = (UInt64(0), (1.0).bitPattern)
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if position(Double(bitPattern: mid)) < w { lo = mid } else { hi = mid }
    }
    let s = Double(bitPattern: hi)
    let (dx, dy) = (derivative(s, a1, a2), derivative(s, b1, b2))
    if dx == 0 { return dy == 0 ? solver.slope(inside: x) : (dy > 0 ? .infinity : -.infinity) }
    return dy / dx
  }
}
