import MotionCurvesCore
import MotionCurvesTiming

/// The timing of a Core Animation animation (`CAMediaTiming` with `CAAnimation`'s
/// `timingFunction` and `removedOnCompletion`): how its parent's time becomes a repeat, a leg and a
/// progress.
///
/// ```swift
/// // 1 s forth and back, twice, holding the end: it ends where it began.
/// let timing = try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true,
///                              fillMode: .forwards, removedOnCompletion: false)
/// timing.evaluate(at: 0.25).progress   // 0.25
/// timing.evaluate(at: 1.25).progress   // 0.75 (on the way back)
/// timing.evaluate(at: 9).progress      // 0: the terminal sample of an autoreversing animation
/// ```
///
/// Evaluation maps the parameters onto the Web Animations model, which then decides every
/// boundary exactly (``effectTiming(inheritedDuration:parentSpeed:)``):
/// active local time `t = (parentTime − beginTime) × speed + timeOffset`; each leg lasts
/// `duration` (0 means 0.25 s for a standalone animation, the group's duration inside a group);
/// `autoreverses` makes each repeat a forward and a backward leg; the active duration is
/// `repeatDuration` when set, else `duration × max(repeatCount, 1)`, doubled by `autoreverses`.
/// Core Animation has no before flag, so `steps()` easings never drop a step at a boundary.
///
/// Apple leaves some rules undocumented; the choices made, with the evidence, are in the
/// "Timing and keyframes" article: `timeOffset` does not wrap unless ``wrapsTimeOffset`` is set;
/// setting both `repeatCount` and `repeatDuration` is an error; a negative `speed` makes the
/// active interval `(0, AD]` in active local time, as Web Animations' negative playback rate.
public struct MediaTiming: Sendable, Hashable {
  /// `fillMode`: whether the animation holds a value outside its active interval.
  public enum FillMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value outside the active interval (`kCAFillModeRemoved`, the default).
    case removed
    /// The final value holds after the end, when not removed on completion.
    case forwards
    /// The first value holds before the begin time.
    case backwards
    /// Both.
    case both
  }

  /// What a zero `duration` means for a standalone animation: `CATransaction`'s default
  /// animation duration, 0.25 s.
  public static let defaultDuration = 0.25

  /// The begin time in the parent's time, finite.
  public let beginTime: Double
  /// One leg's duration, ≥ 0, may be ∞; 0 means ``defaultDuration`` (or the group's duration).
  public let duration: Double
  /// The rate of active local time against the parent's, finite, any sign, 0 freezes it.
  public let speed: Double
  /// Added to active local time, finite: `speed = 0` with `timeOffset = t` shows local time t.
  public let timeOffset: Double
  /// The number of repeats, ≥ 0, fractional or ∞; 0 means 1.
  public let repeatCount: Double
  /// The time to repeat for, ≥ 0 or ∞; 0 means "use `repeatCount`".
  public let repeatDuration: Double
  /// Whether each repeat plays forward and then back.
  public let autoreverses: Bool
  /// Which ends hold a value.
  public let fillMode: FillMode
  /// Whether the animation is removed when it ends (so a forwards fill shows nothing).
  public let removedOnCompletion: Bool
  /// The timing function of each leg (mirrored on a backward leg).
  public let timingFunction: TimingFunction
  /// Lockwood's reading of `timeOffset` (see the article): the active interval stays where
  /// `beginTime` puts it and the offset only shifts the phase, wrapping around the active
  /// duration. Off by default: Apple's header gives the plain formula.
  public let wrapsTimeOffset: Bool

  /// A media timing with Core Animation's defaults: begin 0, duration 0 (0.25 s), speed 1, no
  /// offset, one repeat, no autoreverse, `removed`, removed on completion, linear timing.
  ///
  /// - Throws: ``AnimationTimingError`` naming the first parameter that is NaN, infinite where
  ///   Core Animation needs a finite value (begin time, speed, time offset), negative (duration,
  ///   repeat count, repeat duration), or `.repeatCountAndDuration` when both repeats are set.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed, removedOnCompletion: Bool = true, timingFunction: TimingFunction = .linear,
    wrapsTimeOffset: Bool = false
  ) throws(AnimationTimingError) {
    try AnimationTimingError.finite(beginTime, .beginTime)
    try AnimationTimingError.nonNegative(duration, .duration, allowingInfinity: true)
    try AnimationTimingError.finite(speed, .speed)
    try AnimationTimingError.finite(timeOffset, .timeOffset)
    try AnimationTimingError.nonNegative(repeatCount, .repeatCount, allowingInfinity: true)
    try AnimationTimingError.nonNegative(repeatDuration, .repeatDuration, allowingInfinity: true)
    guard repeatCount == 0 || repeatDuration == 0 else { throw .repeatCountAndDuration(repeatCount, repeatDuration) }
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.removedOnCompletion = removedOnCompletion
    self.timingFunction = timingFunction
    self.wrapsTimeOffset = wrapsTimeOffset
  }

  /// The duration of one leg: ``duration``, or when it is 0 the inherited (group's) duration,
  /// or ``defaultDuration`` for a standalone animation.
  @inlinable
  public func legDuration(inherited: Double? = nil) -> Double {
    duration > 0 ? duration : inherited ?? Self.defaultDuration
  }

  /// The Web Animations timing this animation behaves as, on active local time: the leg
  /// duration, `iterations` = legs (repeats × 2 with `autoreverses`, or repeatDuration / duration),
  /// `alternate` with `autoreverses`, the fill from `fillMode` and `removedOnCompletion`, the
  /// timing function as easing, and the sign of `speed × parentSpeed` as playback rate.
  ///
  /// With an infinite duration there is one leg, whatever the repeats.
  @inlinable
  public func effectTiming(inheritedDuration: Double? = nil, parentSpeed: Double = 1) -> EffectTiming {
    let leg = legDuration(inherited: inheritedDuration)
    var legs: Double
    if leg.isInfinite {
      legs = 1
    } else if repeatDuration > 0 {
      legs = repeatDuration / leg
    } else {
      legs = (repeatCount > 0 ? repeatCount : 1) * (autoreverses ? 2 : 1)
    }
    if legs.isNaN { legs = 1 }
    let holdsBefore = fillMode == .backwards || fillMode == .both
    let holdsAfter = (fillMode == .forwards || fillMode == .both) && !removedOnCompletion
    let fill: EffectTiming.Fill = holdsBefore ? (holdsAfter ? .both : .backwards) : (holdsAfter ? .forwards : .none)
    let rate = speed * parentSpeed
    return EffectTiming(
      validDuration: leg, iterations: legs, direction: autoreverses ? .alternate : .normal, fill: fill,
      easing: timingFunction, playbackRate: rate < 0 ? -1 : 1)
  }

  /// The active local time at a parent time: (parentTime − beginTime) × speed + timeOffset, and
  /// exactly `timeOffset` when speed is 0 (even for an infinite parent time).
  ///
  /// - Precision: two correctly rounded operations and a sum.
  @inlinable
  public func activeLocalTime(atParentTime parentTime: Double) -> Double {
    Self.activeLocalTime(atParentTime: parentTime, map: timeMap)
  }

  /// (beginTime, speed, timeOffset): what ``activeLocalTime(atParentTime:)`` reads, as compiled
  /// forms keep it.
  @inlinable
  package var timeMap: SIMD3<Double> { SIMD3(beginTime, speed, timeOffset) }

  /// ``activeLocalTime(atParentTime:)`` of the time map `map` (beginTime, speed, timeOffset): the
  /// one formula of the timing and of its compiled forms.
  @inlinable
  package static func activeLocalTime(atParentTime parentTime: Double, map: SIMD3<Double>) -> Double {
    map.y == 0 ? map.z : (parentTime - map.x) * map.y + map.z
  }

  /// Evaluates the animation at a time of its parent (nil = unresolved: `idle`). The computed
  /// timing's `localTime` is the active local time.
  ///
  /// - Parameters:
  ///   - parentTime: the time of the parent (the layer's local time, or the group's).
  ///   - inheritedDuration: the group's duration, used when ``duration`` is 0.
  ///   - parentSpeed: the product of the ancestors' speeds, whose sign with ``speed``'s decides
  ///     the boundaries.
  /// - Precision: as ``EffectTiming/evaluate(at:)`` on ``activeLocalTime(atParentTime:)``.
  /// - Complexity: O(1), allocation-free.
  @inlinable
  public func evaluate(at parentTime: Double?, inheritedDuration: Double? = nil, parentSpeed: Double = 1) -> ComputedTiming {
    guard let parentTime, !parentTime.isNaN else { return .idle }
    let effect = effectTiming(inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
    if wrapsTimeOffset && timeOffset != 0 {
      return wrapped(effect, elapsed: speed == 0 ? 0 : (parentTime - beginTime) * speed)
    }
    // Core Animation has no before flag.
    return effect.evaluate(at: activeLocalTime(atParentTime: parentTime), usesBeforeFlag: false)
  }

  /// Lockwood's wrapping offset: the phase from the elapsed time alone, the local time
  /// (elapsed + offset) modulo the active duration.
  @usableFromInline
  func wrapped(_ effect: EffectTiming, elapsed: Double) -> ComputedTiming {
    let activeDuration = effect.activeDuration
    let base = effect.evaluate(at: elapsed, usesBeforeFlag: false)
    guard base.activeTime != nil, activeDuration > 0, activeDuration.isFinite else {
      return effect.evaluate(at: elapsed + timeOffset, usesBeforeFlag: false)
    }
    func modulo(_ x: Double) -> Double {
      let r = x.truncatingRemainder(dividingBy: activeDuration)
      return r < 0 ? r + activeDuration : r
    }
    var local: Double
    switch base.phase {
    case .active: local = modulo(elapsed + timeOffset)
    case .before: local = modulo(timeOffset)
    default:
      local = modulo(timeOffset)
      if local == 0 { local = activeDuration }
    }
    let holding = EffectTiming(
      validDuration: effect.duration, iterations: effect.iterations, direction: effect.direction, fill: .both,
      easing: effect.easing, playbackRate: effect.playbackRate)
    var computed = holding.evaluate(at: local, usesBeforeFlag: false)
    computed.phase = base.phase
    computed.localTime = elapsed + timeOffset
    return computed
  }

  /// The active duration of a standalone animation (in its active local time).
  public var activeDuration: Double { effectTiming().activeDuration }

  /// The parent time at which a standalone animation's active interval ends: Core Animation's
  /// counterpart of ``EffectTiming/endTime``, from ``beginTime``, ``activeDuration`` (the leg
  /// duration, ``repeatCount`` or ``repeatDuration``, ``autoreverses``), ``speed`` and
  /// ``timeOffset``.
  ///
  /// - speed > 0: beginTime + (activeDuration − timeOffset) / speed, where active local time
  ///   reaches the active duration (+∞ for an infinite one);
  /// - speed < 0: beginTime − timeOffset / speed, where active local time comes back down to 0
  ///   (the active interval is (0, activeDuration] then);
  /// - speed = 0: +∞, since local time stands still at `timeOffset`.
  ///
  /// With ``wrapsTimeOffset`` the offset only shifts the phase, so it is left out.
  ///
  /// - Precision: a correctly rounded difference, quotient and sum.
  public var endTime: Double {
    guard speed != 0 else { return .infinity }
    let offset = wrapsTimeOffset ? 0 : timeOffset
    return beginTime + ((speed > 0 ? activeDuration : 0) - offset) / speed
  }
}

extension EffectTiming {
  /// For parameters already known to be valid (mapped from a valid ``MediaTiming``).
  @inlinable
  init(
    validDuration duration: Double, iterations: Double, direction: Direction, fill: Fill, easing: TimingFunction,
    playbackRate: Double
  ) {
    self.duration = duration
    self.delay = 0
    self.endDelay = 0
    self.iterations = iterations
    self.iterationStart = 0
    self.direction = direction
    self.fill = fill
    self.easing = easing
    self.playbackRate = playbackRate
  }
}
