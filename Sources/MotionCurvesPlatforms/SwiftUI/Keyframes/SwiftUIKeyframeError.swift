/// Why a keyframe track or timeline cannot be built: the track's name and the keyframe's index
/// (from 0) name the bad value.
public enum SwiftUIKeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The numbers of a keyframe.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The keyframe's target value.
    case to
    /// The keyframe's duration, in seconds.
    case duration
    /// A cubic or spring keyframe's start velocity.
    case startVelocity
    /// A cubic keyframe's end velocity.
    case endVelocity
  }

  /// A keyframe's parameter is NaN or infinite: the track, the keyframe's index, the parameter
  /// and the value given.
  case notFinite(track: String, keyframe: Int, Parameter, Double)
  /// A keyframe's duration is negative: the track, the keyframe's index and the duration.
  case negativeDuration(track: String, keyframe: Int, Double)
  /// A spring keyframe without a duration whose spring never settles (no damping), or a track
  /// whose durations add up beyond the largest Double: the track and the keyframe's index.
  case unboundedDuration(track: String, keyframe: Int)
  /// A segment's value or velocity overflowed (targets or velocities near ±1.8e308): the track
  /// and the keyframe's index.
  case overflow(track: String, keyframe: Int)
  /// An initial value is NaN or infinite: the component and the value.
  case initialValueNotFinite(component: String, Double)
  /// A track animates a component that has no initial value: the track's name.
  case missingInitialValue(track: String)
  /// Two tracks animate the same component: its name.
  case duplicateTrack(String)

  /// One line, for example `track "scale", keyframe 2: duration must not be negative, not -0.5`.
  public var description: String {
    switch self {
    case let .notFinite(track, keyframe, parameter, value):
      return "track \"\(track)\", keyframe \(keyframe): \(parameter.rawValue) must be finite, not \(value)"
    case let .negativeDuration(track, keyframe, value):
      return "track \"\(track)\", keyframe \(keyframe): duration must not be negative, not \(value)"
    case let .unboundedDuration(track, keyframe):
      return "track \"\(track)\", keyframe \(keyframe): the duration is unbounded (a spring that never settles?)"
    case let .overflow(track, keyframe):
      return "track \"\(track)\", keyframe \(keyframe): the value or velocity overflows"
    case let .initialValueNotFinite(component, value):
      return "initial value of \"\(component)\" must be finite, not \(value)"
    case let .missingInitialValue(track):
      return "track \"\(track)\" has no initial value"
    case let .duplicateTrack(name):
      return "two tracks animate \"\(name)\""
    }
  }
}
