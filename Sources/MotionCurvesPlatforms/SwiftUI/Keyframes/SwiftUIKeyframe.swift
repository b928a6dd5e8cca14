/// One keyframe of a SwiftUI keyframe track (iOS 17): SwiftUI's `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe` and `MoveKeyframe` over one scalar, in value units and seconds.
///
/// ```swift
/// let keyframes: [SwiftUIKeyframe] = [
///   .linear(1.2, duration: 0.2, timingCurve: .easeIn),
///   .cubic(0.9, duration: 0.3),
///   .spring(1),                                     // SwiftUISpring.smooth, its settling duration
///   .move(0),
/// ]
/// ```
///
/// Each keyframe starts where the previous one ended; ``SwiftUIKeyframeTrack`` and
/// ``SwiftUIKeyframeTimeline`` describe how the segments join. A keyframe encodes as an object
/// with a `kind` (JSON a user may write by hand):
///
/// - `{"kind": "linear", "to": 1, "duration": 0.3, "timingCurve": "easeIn"}` (`timingCurve`
///   optional, default `"linear"`; any ``SwiftUIUnitCurve`` spelling, e.g. `[0.2, 0, 0.2, 1]`);
/// - `{"kind": "cubic", "to": 1, "duration": 0.3, "startVelocity": 0, "endVelocity": 2}`
///   (velocities optional);
/// - `{"kind": "spring", "to": 1, "duration": 0.4, "spring": {"duration": 0.5, "bounce": 0.3},
///   "startVelocity": 0}` (all but `to` optional; `spring` in any ``SwiftUISpring`` spelling,
///   default `.smooth`, SwiftUI's `Spring()`);
/// - `{"kind": "move", "to": 1}`.
///
/// The cases hold any numbers; a track refuses NaN, infinite or negative ones
/// (``SwiftUIKeyframeError``). (Named `SwiftUIKeyframe` so that it never meets SwiftUI's types.)
public enum SwiftUIKeyframe: Sendable, Hashable {
  /// SwiftUI's `LinearKeyframe(_:duration:timingCurve:)`: from the previous value to `to` over
  /// `duration` seconds, the progress shaped by `timingCurve` (exact evaluation,
  /// ``SwiftUIUnitCurve/Mode/exact``). A duration of 0 jumps, as ``move(_:)``.
  case linear(_ to: Double, duration: Double, timingCurve: SwiftUIUnitCurve = .linear)

  /// SwiftUI's `CubicKeyframe(_:duration:startVelocity:endVelocity:)`: a cubic Hermite segment
  /// in time from the previous value to `to` over `duration` seconds, with velocities in value
  /// units per second; nil velocities are computed as ``SwiftUIKeyframeTrack`` describes
  /// (Catmull-Rom between adjacent cubic keyframes, hand-offs to other kinds).
  case cubic(_ to: Double, duration: Double, startVelocity: Double? = nil, endVelocity: Double? = nil)

  /// SwiftUI's `SpringKeyframe(_:duration:spring:startVelocity:)`: `spring`'s exact motion from
  /// the previous value toward `to`, starting with `startVelocity` or, when nil, the velocity the
  /// previous segment ended with. A nil duration is the spring's
  /// ``SwiftUISpring/settlingDuration`` (documented by Apple); a given duration cuts the motion
  /// there, and the next keyframe starts from the value and velocity reached (a third-party
  /// reading, MetalUI's: not confirmed by Apple).
  case spring(_ to: Double, duration: Double? = nil, spring: SwiftUISpring = .smooth, startVelocity: Double? = nil)

  /// SwiftUI's `MoveKeyframe(_:)`: jumps to `to` at its start and takes no time; the velocity
  /// after it is 0.
  case move(_ to: Double)

  /// The value the keyframe moves toward.
  public var to: Double {
    switch self {
    case let .linear(to, _, _), let .cubic(to, _, _, _), let .spring(to, _, _, _), let .move(to): return to
    }
  }

  /// The duration the keyframe takes, in seconds: as given, a spring's
  /// ``SwiftUISpring/settlingDuration`` when none is given (+∞ for an undamped spring), 0 for a move.
  public var duration: Double {
    switch self {
    case let .linear(_, duration, _), let .cubic(_, duration, _, _): return duration
    case let .spring(_, duration, spring, _): return duration ?? spring.settlingDuration
    case .move: return 0
    }
  }

  /// The kind's name, as written in JSON: `linear`, `cubic`, `spring` or `move`.
  public var kind: String {
    switch self {
    case .linear: return "linear"
    case .cubic: return "cubic"
    case .spring: return "spring"
    case .move: return "move"
    }
  }

  /// Throws the first parameter that is NaN, infinite or (a duration) negative.
  func validate(track: String, index: Int) throws(SwiftUIKeyframeError) {
    func finite(_ value: Double?, _ parameter: SwiftUIKeyframeError.Parameter) throws(SwiftUIKeyframeError) {
      guard let value else { return }
      guard value.isFinite else { throw .notFinite(track: track, keyframe: index, parameter, value) }
    }
    try finite(to, .to)
    switch self {
    case let .linear(_, duration, _):
      try finite(duration, .duration)
    case let .cubic(_, duration, start, end):
      try finite(duration, .duration)
      try finite(start, .startVelocity)
      try finite(end, .endVelocity)
    case let .spring(_, duration, _, start):
      try finite(duration, .duration)
      try finite(start, .startVelocity)
      guard self.duration.isFinite else { throw .unboundedDuration(track: track, keyframe: index) }
    case .move:
      break
    }
    guard duration >= 0 else { throw .negativeDuration(track: track, keyframe: index, duration) }
  }
}
