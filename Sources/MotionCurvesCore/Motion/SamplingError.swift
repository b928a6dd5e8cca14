/// The reason a motion or a grid could not be sampled, baked or exported: which parameter, and its
/// value.
public enum SamplingError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError,
  NonNegativeParameterError
{
  /// The quantity an error is about.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// Frames per second.
    case fps
    /// The last time of a frame grid.
    case end
    /// The settling tolerance, a fraction of the motion's scale.
    case epsilon
    /// The `linear()` approximation's tolerance, a fraction of the output range.
    case tolerance
  }

  /// A parameter is NaN or infinite.
  case notFinite(Parameter, Double)
  /// A parameter must be greater than 0.
  case notPositive(Parameter, Double)
  /// A parameter must be at least 0.
  case negative(Parameter, Double)
  /// Fewer than 2 points cannot span [0, 1].
  case tooFewPoints(Int)
  /// The grid would have this many points, more than ``SampleGrid/limit``.
  case tooManyPoints(Double)
  /// At this frame rate a frame time would be beyond the largest `Double`.
  case frameBeyondRange(Double)
  /// The named integrator's state left the range of `Double` at this time: the frame is too long
  /// for the motion (explicit integrators are only conditionally stable).
  case diverged(integrator: String, at: Double)
  /// A CSS easing maps progress from `from` to `to`; a motion that starts where it ends (at this
  /// value) has no progress to express.
  case noDistance(Double)
  /// The motion never settles (an undamped spring, a moving wave), so it has no finite duration.
  case neverSettles
  /// The motion's duration is 0: there is no time to ease over.
  case noDuration

  /// One line naming the parameter and its value.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .negative(parameter, value): return Self.negativeDescription(parameter, value)
    case let .tooFewPoints(count): return "\(count) samples cannot span [0, 1]: give at least 2"
    case let .tooManyPoints(count):
      let shown = count < 9e15 ? "\(Int(count))" : "\(count)"
      return "\(shown) samples is above the limit of \(SampleGrid.limit)"
    case let .frameBeyondRange(fps): return "fps = \(fps) makes a frame time beyond the largest number"
    case let .diverged(integrator, time):
      return "the \(integrator) integrator diverged at t = \(time) s: the frame is too long for this spring"
    case let .noDistance(value): return "the motion starts and ends at \(value): there is no progress to express"
    case .neverSettles: return "the motion never settles: it has no finite duration"
    case .noDuration: return "the motion's duration is 0: there is no time to ease over"
    }
  }
}
