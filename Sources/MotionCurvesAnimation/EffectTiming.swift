import MotionCurvesCore
import MotionCurvesTiming

/// The timing of a Web Animations effect (Web Animations Level 1 `EffectTiming`, plus the
/// animation's `playbackRate`): how a local time becomes a phase, an iteration and a progress.
///
/// ```swift
/// let timing = try EffectTiming(duration: 100, delay: 50, iterations: 2, direction: .alternate, fill: .both)
/// let computed = timing.evaluate(at: 250)     // local time 250
/// computed.phase                              // .after
/// computed.currentIteration                   // 1
/// computed.progress                           // 0: an alternate pair ends where it began
/// ```
///
/// Times are plain numbers in any one unit (milliseconds as on the web, or seconds). The effect
/// never sees the playback rate's magnitude, only its sign, which decides whether the boundaries
/// of the active interval belong to it (`[begin, end)` forwards, `(begin, end]` backwards).
public struct EffectTiming: Sendable, Hashable {
  /// `direction`: which iterations play forwards.
  public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every iteration forwards.
    case normal
    /// Every iteration backwards.
    case reverse
    /// Even iterations forwards, odd ones backwards.
    case alternate
    /// Even iterations backwards, odd ones forwards.
    case alternateReverse = "alternate-reverse"
  }

  /// `fill`: whether the effect holds a value outside its active interval.
  public enum Fill: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value before or after the active interval.
    case none
    /// The end value holds after the active interval.
    case forwards
    /// The start value holds before the active interval.
    case backwards
    /// Both.
    case both
    /// `auto`, which is `none` for keyframe effects (Web Animations Level 1).
    case auto
  }

  /// The iteration duration, ≥ 0, may be ∞ (`"auto"` is 0).
  public let duration: Double
  /// The start delay, finite, any sign.
  public let delay: Double
  /// The end delay, finite, any sign.
  public let endDelay: Double
  /// The iteration count, ≥ 0, may be fractional or ∞.
  public let iterations: Double
  /// Where in an iteration the effect starts, finite and ≥ 0 (1.5 starts half-way through the
  /// second iteration).
  public let iterationStart: Double
  /// Which iterations play backwards.
  public let direction: Direction
  /// Whether the effect holds a value outside its active interval.
  public let fill: Fill
  /// The effect's easing, applied to the directed progress of every iteration.
  public let easing: TimingFunction
  /// The animation's playback rate; the effect uses only its sign (finite, any sign, 0 plays
  /// forwards).
  public let playbackRate: Double

  /// An effect timing with the platform's defaults: duration 0, no delays, one iteration from 0,
  /// `normal`, `auto` fill, `linear`, playback rate 1.
  ///
  /// - Throws: ``AnimationTimingError`` naming the first parameter that is NaN, infinite where
  ///   only finite values are allowed (delays, iteration start, playback rate), or negative
  ///   (duration, iterations, iteration start).
  public init(
    duration: Double = 0, delay: Double = 0, endDelay: Double = 0, iterations: Double = 1,
    iterationStart: Double = 0, direction: Direction = .normal, fill: Fill = .auto,
    easing: TimingFunction = .linear, playbackRate: Double = 1
  ) throws(AnimationTimingError) {
    try AnimationTimingError.nonNegative(duration, .duration, allowingInfinity: true)
    try AnimationTimingError.finite(delay, .delay)
    try AnimationTimingError.finite(endDelay, .endDelay)
    try AnimationTimingError.nonNegative(iterations, .iterations, allowingInfinity: true)
    try AnimationTimingError.nonNegative(iterationStart, .iterationStart)
    try AnimationTimingError.finite(playbackRate, .playbackRate)
    self.duration = duration
    self.delay = delay
    self.endDelay = endDelay
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.direction = direction
    self.fill = fill
    self.easing = easing
    self.playbackRate = playbackRate
  }

  /// duration × iterations, and 0 when either is 0 (so ∞ · 0 is 0, not NaN).
  ///
  /// - Precision: the correctly rounded product.
  @inlinable
  public var activeDuration: Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// max(delay + active duration + end delay, 0): the local time at which the effect ends.
  ///
  /// - Precision: two correctly rounded sums.
  @inlinable
  public var endTime: Double { Swift.max(delay + activeDuration + endDelay, 0) }

  /// Whether the animation plays backwards: a negative playback rate.
  @inlinable
  public var playsBackwards: Bool { playbackRate < 0 }
}
