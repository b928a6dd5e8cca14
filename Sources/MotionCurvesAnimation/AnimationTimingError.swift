import MotionCurvesCore

/// The reason a Web Animations ``EffectTiming``, a Core Animation ``MediaTiming`` or a
/// ``LayerTiming`` could not be created: which parameter, and its value.
public enum AnimationTimingError: Error, Hashable, Sendable, CustomStringConvertible, NonNegativeParameterError {
  /// The timing quantity an error is about, by its platform name.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The iteration duration (Web Animations) or the simple duration (Core Animation).
    case duration
    /// The start delay (Web Animations).
    case delay
    /// The end delay (Web Animations).
    case endDelay
    /// The number of iterations (Web Animations).
    case iterations
    /// The iteration start (Web Animations).
    case iterationStart
    /// The animation's playback rate (Web Animations).
    case playbackRate
    /// The begin time in the parent's time (Core Animation).
    case beginTime
    /// The rate of local time against the parent's (Core Animation).
    case speed
    /// The offset in active local time (Core Animation).
    case timeOffset
    /// The number of repeats (Core Animation).
    case repeatCount
    /// The repeating time (Core Animation).
    case repeatDuration
  }

  /// A parameter is NaN, or infinite where the platform only allows finite values.
  case notFinite(Parameter, Double)
  /// A parameter must be at least 0.
  case negative(Parameter, Double)
  /// `repeatCount` and `repeatDuration` are both set, which Core Animation leaves undefined.
  case repeatCountAndDuration(Double, Double)

  /// One line naming the parameter and its value, for example `iterations = -1.0 must be at least 0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .negative(parameter, value): return Self.negativeDescription(parameter, value)
    case let .repeatCountAndDuration(count, duration):
      return "repeatCount = \(count) and repeatDuration = \(duration) are both set: Core Animation leaves that undefined, set one"
    }
  }
}
