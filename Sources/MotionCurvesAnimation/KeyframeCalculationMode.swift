import MotionCurvesCore

/// How Core Animation's keyframe values are interpolated (`CAKeyframeAnimation.calculationMode`).
public enum KeyframeCalculationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Straight segments between values at their key times, each eased by its timing function.
  case linear
  /// Each value holds from its key time to the next: n values take n + 1 key times.
  case discrete
  /// Constant speed: key times in proportion to the distance between values; the given key times
  /// and timing functions are ignored.
  case paced
  /// A Kochanek–Bartels spline through the values (Catmull-Rom when tension, continuity and bias
  /// are 0), at the key times.
  case cubic
  /// The cubic spline with paced key times.
  case cubicPaced
}
