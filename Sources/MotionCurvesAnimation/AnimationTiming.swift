import MotionCurvesCore

/// The timing of one animation, on either platform's model.
public enum AnimationTiming: Sendable, Hashable {
  /// Web Animations: the time given is the effect's local time (the animation's current time).
  case effect(EffectTiming)
  /// Core Animation: the time given is the parent's time (a layer's local time, or the group's).
  case media(MediaTiming)

  /// Evaluates the timing at `time` (nil: unresolved).
  ///
  /// - Parameters:
  ///   - time: the local time (Web Animations) or the parent's time (Core Animation).
  ///   - inheritedDuration: a group's duration, for Core Animation timings without their own.
  ///   - parentSpeed: the product of the ancestors' speeds, for Core Animation's boundaries.
  /// - Precision and complexity: as ``EffectTiming/evaluate(at:)``.
  @inlinable
  public func evaluate(at time: Double?, inheritedDuration: Double? = nil, parentSpeed: Double = 1) -> ComputedTiming {
    switch self {
    case let .effect(timing): return timing.evaluate(at: time)
    case let .media(timing): return timing.evaluate(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
    }
  }

  /// d(progress)/d(time) at a state this timing computed, per unit of the time ``evaluate(at:inheritedDuration:parentSpeed:)``
  /// takes (a Core Animation timing multiplies its local rate by `speed`); nil when unresolved,
  /// 0 while a fill holds the value.
  ///
  /// - Precision: as ``EffectTiming/progressVelocity(for:)``.
  public func progressVelocity(for computed: ComputedTiming, inheritedDuration: Double? = nil) -> Double? {
    switch self {
    case let .effect(timing): return timing.progressVelocity(for: computed)
    case let .media(timing):
      return timing.effectTiming(inheritedDuration: inheritedDuration).progressVelocity(for: computed).map { $0 * timing.speed }
    }
  }
}
