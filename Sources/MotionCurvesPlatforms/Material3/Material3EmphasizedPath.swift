import MotionCurvesCore
import MotionCurvesTiming

/// Material 3's `emphasized` easing: the two-segment path of the specification (MDC-Android's
/// `tokens.xml`), `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`,
/// evaluated exactly as y(x) on the path.
///
/// Each cubic segment is mapped affinely onto the unit square — a bézier commutes with affine
/// maps, so its control points map with it — and solved there by ``CubicBezier``: segment 1,
/// (0, 0) → (0.166666, 0.4), becomes the unit curve with controls (0.05/0.166666, 0) and
/// (0.133333/0.166666, 0.06/0.4); segment 2, (0.166666, 0.4) → (1, 1), becomes the one with
/// controls ((0.208333 − 0.166666)/0.833334, 0.42/0.6) and ((0.25 − 0.166666)/0.833334, 1).
enum Material3EmphasizedPath {
  /// Where the segments meet: (0.166666, 0.4).
  static let joinX = 0.166666
  static let joinY = 0.4

  static let first = CubicBezier.platformConstant(0.05 / joinX, 0, 0.133333 / joinX, 0.06 / joinY)
  static let second = CubicBezier.platformConstant(
    (0.208333 - joinX) / (1 - joinX), (0.82 - joinY) / (1 - joinY), (0.25 - joinX) / (1 - joinX), 1)

  /// y(x) on the path for x ∈ [0, 1]: segment 1 up to and including the join, segment 2 after it.
  static func value(_ x: Double) -> Double {
    if x <= joinX { return joinY * first.value(at: x / joinX) }
    return joinY + (1 - joinY) * second.value(at: (x - joinX) / (1 - joinX))
  }

  /// dy/dx on the path for x ∈ [0, 1]; at the join, segment 1's slope (the path has a corner
  /// there: 0.34/0.033333 ≈ 10.2 on the left, 0.42/0.041667 ≈ 10.08 on the right).
  static func velocity(_ x: Double) -> Double {
    if x <= joinX { return joinY / joinX * first.velocity(at: x / joinX) }
    return (1 - joinY) / (1 - joinX) * second.velocity(at: (x - joinX) / (1 - joinX))
  }
}
