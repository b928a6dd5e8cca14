import MotionCurvesCore

extension CubicBezier {
  /// The smallest and largest output over inputs in [0, 1]: [0, 1] widened by any overshoot.
  ///
  /// y(t) is a cubic, so its extremes over t ∈ [0, 1] are at the ends (0 and 1) or where
  /// y′(t) = 3[(1−t)²·y1 + 2(1−t)t·(y2 − y1) + t²·(1 − y2)] vanishes: the roots of
  /// A·t² + B·t + C with A = 3(y1 − y2) + 1, B = 2(y2 − 2y1), C = y1, found without cancellation.
  /// This is what a layout needs to reserve room for an overshooting animation.
  ///
  /// - Precision: each end within 1e-15 · max(1, |y1|, |y2|) of the exact extreme.
  /// - Complexity: O(1).
  public var outputRange: ClosedRange<Double> {
    var low = 0.0
    var high = 1.0
    let a = 3 * (y1 - y2) + 1
    let b = 2 * (y2 - 2 * y1)
    let c = y1
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    for t in roots where t > 0 && t < 1 {
      let s = 1 - t
      let y = 3 * s * t * (s * y1 + t * y2) + t * t * t
      low = min(low, y)
      high = max(high, y)
    }
    return low...high
  }
}
