// The two measurements trimming needs — the length of a parameter range of a segment and the
// parameter at a length — behind two internal entry points, glued to the exact arc length of
// Geometry/Length/ (`length(from:to:)` and `parameter(atLength:total:)`, both ≤ 1e-12·L).

extension PathSegment {
  /// The length of the piece between parameters `t0 ≤ t1`.
  func trimLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    t1 > t0 ? length(from: t0, to: t1) : 0
  }

  /// The parameter t ∈ [0, 1] where the length from the start reaches `distance` (clamped).
  func trimParameter(atLength distance: Double) -> Double {
    parameter(atLength: distance)
  }

  /// √(x² + y²), scaled against overflow.
  static func norm(_ v: SIMD2<Double>) -> Double {
    let m = Swift.max(abs(v.x), abs(v.y))
    guard m > 0, m.isFinite else { return m }
    let x = v.x / m, y = v.y / m
    return m * (x * x + y * y).squareRoot()
  }
}
