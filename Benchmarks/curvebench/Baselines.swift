/// Solvers other libraries ship, run on the same inputs in the same process: the baselines
/// `curvebench` compares against. The browsers' solver is in C (target CBaselines).

/// The textbook solver: Newton's method from t = x, at most 8 steps, stopped when a step is
/// below 1e-12, with t clamped to [0, 1]. No table, no bracket.
struct NewtonBezier {
  let ax, bx, cx, ay, by, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func value(at x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let r = ((ax * t + bx) * t + cx) * t - x
      let d = (3 * ax * t + 2 * bx) * t + cx
      if d == 0 { break }
      let step = r / d
      t = min(1, max(0, t - step))
      if abs(step) < 1e-12 { break }
    }
    return ((ay * t + by) * t + cy) * t
  }
}
