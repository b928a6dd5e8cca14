import MotionCurvesCore

/// Why a ``FrameEvaluator`` refused a member or a frame. Every case names the bad value; the
/// evaluator is left as it was.
public enum FrameEvaluatorError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError {
  /// The values a member is built from, by the names of the `add` methods' parameters.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// When a timed curve starts, in seconds.
    case start
    /// How long a timed curve runs, in seconds.
    case duration
    /// The value a member starts from.
    case from
    /// The value a member ends at, or a spring's target.
    case to
    /// A spring member's initial velocity.
    case initialVelocity
    /// A keyframe track's model value (shown outside its active interval).
    case modelValue
    /// A frame's time.
    case time
  }

  /// A value is NaN or infinite.
  case notFinite(Parameter, Double)
  /// A duration must be greater than 0.
  case notPositive(Parameter, Double)
  /// A frame earlier than the previous one: springs only move forward.
  case timeReversed(Double, previous: Double)
  /// An output buffer with fewer elements than the evaluator has members.
  case bufferTooSmall(Int, needed: Int)
  /// A member index that is not a spring's (for ``FrameEvaluator/retarget(_:to:)``).
  case notASpring(Int)
  /// A path of child indices that does not lead to an animation in an animation tree.
  case noAnimation(at: [Int])
  /// A keyframe value with this many components where the model value has `needed`.
  case componentCount(Int, needed: Int)
  /// The compiled keyframe tables (or the members) would hold this many entries, more than the
  /// 32-bit indices of the compiled tracks address (`limit`).
  case capacityExceeded(Int, limit: Int)

  /// One line naming the bad value, as the command line prints it.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .timeReversed(time, previous):
      return "frame time \(time) is before the previous frame (\(previous)); springs only move forward"
    case let .bufferTooSmall(count, needed):
      return "the output buffer holds \(count) values but the evaluator has \(needed) members"
    case let .notASpring(index):
      return "member \(index) is not a spring"
    case let .noAnimation(path):
      return "the tree has no animation at path \(path)"
    case let .componentCount(count, needed):
      return "a keyframe value has \(count) components but the model value has \(needed)"
    case let .capacityExceeded(count, limit):
      return "the compiled tracks would hold \(count) entries, more than \(limit)"
    }
  }
}
