/// An independent evaluation of a cubic-bézier timing curve for the tests: bisection on
/// x(t) = x in Bernstein form (x(t) increases for x1, x2 ∈ [0, 1]), 200 halvings, then y(t).
/// It shares nothing with the library's solver (no table, no Halley step, no expansion).
func bisectedBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let mid = (low + high) / 2
    if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
  }
  return bernstein(y1, y2, (low + high) / 2)
}

/// The inputs the bézier tests sample: a grid of 1/64 steps inside (0, 1), and points near the ends.
/// Not closer to 1 than 1e-4: where x2 = 1 the x-cubic is flat at t = 1, and a bisection in
/// doubles only finds t to √ε there (1.6e-12 off in y at 1 − 1e-9 for EaseInCirc); those inputs
/// are checked against mpmath instead.
let bezierSampleInputs: [Double] = (1..<64).map { Double($0) / 64 } + [1e-9, 1e-4, 0.001, 0.999, 1 - 1e-4]
