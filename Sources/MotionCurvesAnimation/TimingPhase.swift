import MotionCurvesCore

/// Where a local time falls relative to an animation's active interval (Web Animations
/// §animation-effect-phases-and-states), or `idle` when the time is unresolved.
public enum TimingPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// Before the active interval (during the start delay, or before the begin time).
  case before
  /// Inside the active interval.
  case active
  /// After the active interval (during the end delay, or once the repeats are over).
  case after
  /// No local time: the effect has no animation, or the animation no timeline.
  case idle
}

/// The direction in which an iteration plays: Web Animations' *current direction*.
public enum IterationDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Progress rises with time.
  case forwards
  /// Progress falls with time (a `reverse` iteration, or the back leg of `alternate`).
  case reverse
}
