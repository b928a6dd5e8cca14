import MotionCurvesCore
import MotionCurvesTiming

extension CubicBezier {
  /// A curve whose control points are constants known to be valid (a platform's token table);
  /// the fallback to `.linear` is never taken, and the tests compare every token's control points
  /// with their source values.
  static func platformConstant(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
    (try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)) ?? .linear
  }
}
