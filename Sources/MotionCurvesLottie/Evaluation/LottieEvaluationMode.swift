/// How a Lottie file's values are computed.
public enum LottieEvaluationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The exact values: keyframe easing on the exact cubic (``CubicBezier``, handles' x clamped to
  /// [0, 1]), spatial position at the exact fraction of the motion path's arc length, in doubles.
  case exact
  /// What lottie-web 5.13.0 computes: its easing solver with a `Float32Array` sample table
  /// (``LottieWebEasing``), its 150-point motion-path polyline (``LottieWebMotionPath``), and
  /// multidimensional values and matrices rounded to `Float`, as its typed arrays store them.
  case lottieWeb
}
