import MotionCurvesCore

/// One animated property: a timing (Web Animations or Core Animation) and keyframes. "What is
/// the value at time t?" is one call.
///
/// ```swift
/// let fade = PropertyAnimation(
///   timing: .media(try MediaTiming(beginTime: 0.5, duration: 0.5)),
///   keyframes: .values(try KeyframeValues<Double>(values: [1, 0])))
/// fade.value(at: 0.75)   // 0.5
/// fade.value(at: 0.25)   // nil: not started, no fill; the model value shows
/// ```
public struct PropertyAnimation<Value: Interpolatable>: Sendable {
  /// The animated property's name (`"opacity"`, `"transform.scale"`), for reports.
  public var keyPath: String?
  /// How time becomes progress.
  public var timing: AnimationTiming
  /// How progress becomes a value.
  public var keyframes: KeyframeCurve<Value>

  /// An animation of `keyframes` with `timing`.
  public init(keyPath: String? = nil, timing: AnimationTiming, keyframes: KeyframeCurve<Value>) {
    self.keyPath = keyPath
    self.timing = timing
    self.keyframes = keyframes
  }

  /// The computed timing at `time` and the value, nil where the animation has no effect (before
  /// or after without a fill, or an unresolved time).
  ///
  /// - Precision and complexity: the timing's, then the keyframes'.
  @inlinable
  public func sample(at time: Double?, inheritedDuration: Double? = nil, parentSpeed: Double = 1) -> AnimatedValue<Value> {
    let computed = timing.evaluate(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
    return AnimatedValue(timing: computed, value: computed.progress.map { keyframes.value(at: $0) })
  }

  /// The value at `time`, nil where the animation has no effect.
  @inlinable
  public func value(at time: Double) -> Value? { sample(at: time).value }
}

extension PropertyAnimation where Value: VectorSpace {
  /// d value / d time at `time` (per unit of the time the timing takes); zero while a fill holds,
  /// nil where the animation has no effect. Retargeting a spring from this animation mid-flight
  /// starts it with this velocity.
  ///
  /// - Precision: the product of the keyframes' and the timing's velocities.
  public func velocity(at time: Double) -> Value? {
    let computed = timing.evaluate(at: time)
    guard let progress = computed.progress, let rate = timing.progressVelocity(for: computed) else { return nil }
    if rate == 0 { return .zero }
    return keyframes.velocity(at: progress).scaled(by: rate)
  }
}

/// An animation's computed timing at one time and its value there (nil without effect).
public struct AnimatedValue<Value: Sendable>: Sendable {
  /// The computed timing.
  public var timing: ComputedTiming
  /// The value, nil where the animation has no effect.
  public var value: Value?

  /// A computed timing and value.
  @inlinable
  public init(timing: ComputedTiming, value: Value?) {
    self.timing = timing
    self.value = value
  }
}
