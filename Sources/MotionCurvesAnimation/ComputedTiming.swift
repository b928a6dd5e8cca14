import MotionCurvesCore

/// Everything the timing model says about one local time: Web Animations'
/// `getComputedTiming()` and the intermediate quantities of its algorithm. A quantity the
/// specification leaves *unresolved* is nil.
public struct ComputedTiming: Sendable, Hashable {
  /// Before, active, after, or idle when the local time is unresolved.
  public var phase: TimingPhase
  /// The local time evaluated, nil when unresolved.
  public var localTime: Double?
  /// Time since the start of the active interval, clamped to it when filling; nil outside the
  /// active interval without a fill.
  public var activeTime: Double?
  /// Iterations completed, plus the iteration start: 2.5 is half-way through the third
  /// iteration. ∞ for a zero-duration effect that repeats forever.
  public var overallProgress: Double?
  /// Progress within the current iteration, in [0, 1]; exactly 1 at the end of the last iteration.
  public var simpleIterationProgress: Double?
  /// The index of the current iteration, from 0; ∞ after an infinitely repeating effect.
  public var currentIteration: Double?
  /// Whether the current iteration plays forwards or in reverse.
  public var currentDirection: IterationDirection?
  /// The simple iteration progress, mirrored (1 − p) in a reverse iteration.
  public var directedProgress: Double?
  /// CSS Easing's before flag: set in the before phase going forwards, or in the after phase
  /// going in reverse; it moves `steps()` back one step on a boundary.
  public var beforeFlag: Bool
  /// The transformed progress (the eased directed progress): what keyframes are evaluated at.
  /// This is `getComputedTiming().progress`.
  public var progress: Double?

  @usableFromInline
  init(
    phase: TimingPhase, localTime: Double?, activeTime: Double?, overallProgress: Double?,
    simpleIterationProgress: Double?, currentIteration: Double?, currentDirection: IterationDirection?,
    directedProgress: Double?, beforeFlag: Bool, progress: Double?
  ) {
    self.phase = phase
    self.localTime = localTime
    self.activeTime = activeTime
    self.overallProgress = overallProgress
    self.simpleIterationProgress = simpleIterationProgress
    self.currentIteration = currentIteration
    self.currentDirection = currentDirection
    self.directedProgress = directedProgress
    self.beforeFlag = beforeFlag
    self.progress = progress
  }

  /// The state of an effect with no local time.
  public static let idle = ComputedTiming(
    phase: .idle, localTime: nil, activeTime: nil, overallProgress: nil, simpleIterationProgress: nil,
    currentIteration: nil, currentDirection: nil, directedProgress: nil, beforeFlag: false, progress: nil)

  /// Whether the effect contributes a value at this time (its progress is resolved).
  @inlinable
  public var isInEffect: Bool { progress != nil }
}
