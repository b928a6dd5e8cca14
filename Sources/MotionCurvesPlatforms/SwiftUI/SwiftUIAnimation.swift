/// A SwiftUI `Animation` as the timeline of one animated delta: its progress from 0 (the old value)
/// to 1 (the new one) at each time since the animation began
/// (`../shared/notes/platform-parity.md` §2.3–2.4).
///
/// A base — a curve (bézier) animation or a spring — is wrapped by SwiftUI's modifiers, each
/// applied to everything before it, as SwiftUI nests them:
///
/// - ``delay(_:)``: the wrapped animation sees time max(0, t − d);
/// - ``speed(_:)``: the wrapped animation sees time t·s;
/// - ``repeatCount(_:autoreverses:)`` and ``repeatForever(autoreverses:)``: when the wrapped
///   animation finishes, the iteration index increments and its time restarts; with autoreverse
///   (the default, as in SwiftUI) odd iterations run back (progress 1 − p); each leg counts toward
///   the count, so n = 1 runs forward once, n = 2 forward and back, n = 3 forward, back, forward.
///
/// So `.linear(duration: 1).delay(1).speed(2)` sees base time max(0, 2t − 1) and ends after 1 s,
/// while `.linear(duration: 1).speed(2).delay(1)` sees 2·max(0, t − 1) and ends after 1.5 s.
///
/// Readings this type fixes:
/// - An animation (and each iteration of a repeat) runs while its time is ≤ its duration and is
///   finished once the time is greater, as SwiftUI's bézier animation ends when time > duration.
///   SwiftUI notices the end at the first frame after it and restarts a repeat from that frame;
///   this type restarts at the exact end (the limit of ever shorter frames).
/// - A spring base plays the exact motion of its ``SwiftUISpring``
///   (``SwiftUISpring/value(target:initialVelocity:time:)`` with target 1 and no initial velocity) and ends at SwiftUI's ``SwiftUISpring/settlingDuration``
///   (ε = 0.001). SwiftUI's own `interpolatingSpring` (``Base/interpolatingSpring(_:)``, its
///   `SpringAnimation`) and numerical `.spring` (``Base/fluidSpring(_:blendDuration:)``) are bases
///   of their own; how animations merge or add on retargets is ``SwiftUIAnimatedValue``'s.
/// - Once finished, the progress is 1: the view shows the new value. So a repeat with an even
///   count and autoreverse ends by jumping from 0 to 1, as SwiftUI's does.
public struct SwiftUIAnimation: Sendable, Hashable {
  /// The animation every modifier wraps.
  public enum Base: Sendable, Hashable {
    /// A curve animation (SwiftUI's `.easeIn`, `.timingCurve(…)`, …): progress = curve(t/duration).
    case curve(SwiftUIUnitCurve, duration: Double)
    /// A spring animation played by the exact motion of the spring, ending at its settling duration.
    case spring(SwiftUISpring)
    /// `interpolatingSpring(…)`: SwiftUI's `SpringAnimation`, ending at the spring's
    /// ``SwiftUIInterpolatingSpring/duration``.
    case interpolatingSpring(SwiftUIInterpolatingSpring)
    /// `.spring(response:dampingFraction:blendDuration:)` and its presets: SwiftUI's numerical
    /// `FluidSpringAnimation` for a unit delta, ending at the first step where SwiftUI's finish
    /// rule holds (``SwiftUIFluidSpring/State/isFinished``). Alone it plays as a fresh spring;
    /// ``SwiftUIAnimatedValue`` plays its merging and the blend duration.
    case fluidSpring(SwiftUIFluidSpring, blendDuration: Double)
  }

  /// One of SwiftUI's animation modifiers.
  public enum Modifier: Sendable, Hashable {
    /// `delay(_:)`: the wrapped animation sees time max(0, t − delay).
    case delay(Double)
    /// `speed(_:)`: the wrapped animation sees time t·speed.
    case speed(Double)
    /// `repeatCount(_:autoreverses:)`: the wrapped animation played count times.
    case repeatCount(Int, autoreverses: Bool)
    /// `repeatForever(autoreverses:)`: the wrapped animation played without end.
    case repeatForever(autoreverses: Bool)
  }

  /// The animation the modifiers wrap.
  public let base: Base
  /// The modifiers, innermost (applied first) first.
  public let modifiers: [Modifier]
  /// The base's own duration: the curve's duration or the spring's settling duration.
  private let baseDuration: Double

  init(base: Base, baseDuration: Double, modifiers: [Modifier]) {
    self.base = base
    self.baseDuration = baseDuration
    self.modifiers = modifiers
  }

  // MARK: Bases

  /// A curve animation: progress `curve(t/duration)` for 0 ≤ t ≤ duration (SwiftUI's
  /// `.timingCurve(_:_:_:_:duration:)` with the curve `.bezier(…)`, or any ``SwiftUIUnitCurve``).
  ///
  /// - Parameter duration: in seconds; SwiftUI's default for the bézier family, 0.35 s.
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` or ``SwiftUIAnimationError/notPositive(_:_:)``
  ///   naming `duration` unless 0 < duration < ∞ (SwiftUI ends an animation of duration ≤ 0 at once).
  public static func curve(
    _ curve: SwiftUIUnitCurve, duration: Double = SwiftUIAnimationDefaults.bezierDuration
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    guard duration.isFinite else { throw .notFinite(.duration, duration) }
    guard duration > 0 else { throw .notPositive(.duration, duration) }
    return SwiftUIAnimation(base: .curve(curve, duration: duration), baseDuration: duration, modifiers: [])
  }

  /// SwiftUI's `.linear(duration:)`: the linear curve (default 0.35 s).
  /// - Throws: as ``curve(_:duration:)``.
  public static func linear(duration: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try curve(.linear, duration: duration)
  }

  /// SwiftUI's `.easeIn(duration:)`: bézier (0.42, 0, 1, 1) (default 0.35 s).
  /// - Throws: as ``curve(_:duration:)``.
  public static func easeIn(duration: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try curve(.easeIn, duration: duration)
  }

  /// SwiftUI's `.easeOut(duration:)`: bézier (0, 0, 0.58, 1) (default 0.35 s).
  /// - Throws: as ``curve(_:duration:)``.
  public static func easeOut(duration: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try curve(.easeOut, duration: duration)
  }

  /// SwiftUI's `.easeInOut(duration:)`: bézier (0.42, 0, 0.58, 1) (default 0.35 s).
  /// - Throws: as ``curve(_:duration:)``.
  public static func easeInOut(duration: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try curve(.easeInOut, duration: duration)
  }

  /// SwiftUI's `.linear`: 0.35 s.
  public static let linear = defaultCurve(.linear)
  /// SwiftUI's `.easeIn`: bézier (0.42, 0, 1, 1) over 0.35 s.
  public static let easeIn = defaultCurve(.easeIn)
  /// SwiftUI's `.easeOut`: bézier (0, 0, 0.58, 1) over 0.35 s.
  public static let easeOut = defaultCurve(.easeOut)
  /// SwiftUI's `.easeInOut`: bézier (0.42, 0, 0.58, 1) over 0.35 s.
  public static let easeInOut = defaultCurve(.easeInOut)

  /// A spring animation: the exact motion of `spring` from 0 to 1 with no initial velocity, ending
  /// at the spring's ``SwiftUISpring/settlingDuration`` (SwiftUI's rule, ε = 0.001; +∞ for an
  /// undamped spring, which never ends).
  public static func spring(_ spring: SwiftUISpring) -> SwiftUIAnimation {
    SwiftUIAnimation(base: .spring(spring), baseDuration: spring.settlingDuration, modifiers: [])
  }

  private static func defaultCurve(_ curve: SwiftUIUnitCurve) -> SwiftUIAnimation {
    let duration = SwiftUIAnimationDefaults.bezierDuration
    return SwiftUIAnimation(base: .curve(curve, duration: duration), baseDuration: duration, modifiers: [])
  }

  // MARK: Modifiers

  private func wrapped(_ modifier: Modifier) -> SwiftUIAnimation {
    SwiftUIAnimation(base: base, baseDuration: baseDuration, modifiers: modifiers + [modifier])
  }

  /// SwiftUI's `delay(_:)`: this animation starts `delay` seconds later (it sees time max(0, t − delay)).
  ///
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` or ``SwiftUIAnimationError/negative(_:_:)``
  ///   naming `delay` unless 0 ≤ delay < ∞ (a negative delay would start part-way through).
  public func delay(_ delay: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    guard delay.isFinite else { throw .notFinite(.delay, delay) }
    guard delay >= 0 else { throw .negative(.delay, delay) }
    return wrapped(.delay(delay))
  }

  /// SwiftUI's `speed(_:)`: this animation runs `speed` times as fast (it sees time t·speed), so a
  /// one-second animation with speed 2 completes in half a second.
  ///
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` or ``SwiftUIAnimationError/notPositive(_:_:)``
  ///   naming `speed` unless 0 < speed < ∞ (speed 0 would freeze the animation at its start, a
  ///   negative speed would run it before its start).
  public func speed(_ speed: Double) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    guard speed.isFinite else { throw .notFinite(.speed, speed) }
    guard speed > 0 else { throw .notPositive(.speed, speed) }
    return wrapped(.speed(speed))
  }

  /// SwiftUI's `repeatCount(_:autoreverses:)`: this animation played `count` times, each reversal
  /// counting as one (with autoreverse, n = 2 runs forward then back).
  ///
  /// - Parameter autoreverses: whether odd iterations run back; true by default, as in SwiftUI.
  /// - Throws: ``SwiftUIAnimationError/repeatCountBelowOne(_:)`` for a count below 1.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    guard count >= 1 else { throw .repeatCountBelowOne(count) }
    return wrapped(.repeatCount(count, autoreverses: autoreverses))
  }

  /// SwiftUI's `repeatForever(autoreverses:)`: this animation played without end.
  ///
  /// - Parameter autoreverses: whether odd iterations run back; true by default, as in SwiftUI.
  public func repeatForever(autoreverses: Bool = true) -> SwiftUIAnimation {
    wrapped(.repeatForever(autoreverses: autoreverses))
  }

  // MARK: Timeline

  /// The time, in seconds, after which the animation is finished: +∞ for `repeatForever` and for an
  /// undamped spring. Within rounding of the time arithmetic (a sum for `delay`, a quotient for
  /// `speed`, a product for a repeat); ``isFinished(at:)`` is the exact rule.
  public var duration: Double { duration(levels: modifiers.count) }

  /// The progress of the animated delta at `time` seconds after the animation began: 0 → 1 on a
  /// forward leg, 1 → 0 on a reversed one; 1 once the animation is finished; the start's value for
  /// a time ≤ 0.
  ///
  /// - Returns: NaN for a NaN time, and for an infinite time when the animation never finishes.
  public func value(at time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    if time == .infinity && duration == .infinity { return .nan }
    return progress(levels: modifiers.count, time: time) ?? 1
  }

  /// The rate of change of ``value(at:)`` at `time`, in progress per second: 0 before the start,
  /// during a delay and once finished; negative on a reversed leg. A fluid spring's velocity is
  /// its integrator's (constant between steps).
  ///
  /// - Precision: as the base's velocity (``SwiftUIUnitCurve/velocity(at:mode:)`` over the
  ///   duration, ``SwiftUISpring/velocity(target:initialVelocity:time:)``,
  ///   ``SwiftUIInterpolatingSpring/velocity(at:)``), times the speeds.
  /// - Returns: NaN for a NaN time.
  public func velocity(at time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    guard time > 0 else { return 0 }
    return sample(levels: modifiers.count, time: time)?.velocity ?? 0
  }

  /// Whether the animation has finished at `time`: SwiftUI's rule, time past the end (a time equal
  /// to the end is still running). False for a NaN time.
  public func isFinished(at time: Double) -> Bool {
    guard !time.isNaN else { return false }
    return progress(levels: modifiers.count, time: time) == nil
  }

  /// The duration of the base wrapped by its first `levels` modifiers.
  private func duration(levels: Int) -> Double {
    guard levels > 0 else { return baseDuration }
    let inner = duration(levels: levels - 1)
    switch modifiers[levels - 1] {
    case let .delay(delay): return delay + inner
    case let .speed(speed): return inner / speed
    case let .repeatCount(count, _): return inner * Double(count)
    case .repeatForever: return .infinity
    }
  }

  /// The progress of the base wrapped by its first `levels` modifiers, nil once finished.
  private func progress(levels: Int, time: Double) -> Double? {
    sample(levels: levels, time: time)?.value
  }

  /// The progress and its rate of the base wrapped by its first `levels` modifiers, nil once finished.
  private func sample(levels: Int, time: Double) -> (value: Double, velocity: Double)? {
    let time = max(0, time)
    guard levels > 0 else { return baseSample(time: time) }
    switch modifiers[levels - 1] {
    case let .delay(delay):
      guard let inner = sample(levels: levels - 1, time: max(0, time - delay)) else { return nil }
      return time < delay ? (inner.value, 0) : inner
    case let .speed(speed):
      guard let inner = sample(levels: levels - 1, time: time * speed) else { return nil }
      return (inner.value, inner.velocity * speed)
    case let .repeatCount(count, autoreverses):
      return repeated(levels: levels, time: time, count: Double(count), autoreverses: autoreverses)
    case let .repeatForever(autoreverses):
      return repeated(levels: levels, time: time, count: .infinity, autoreverses: autoreverses)
    }
  }

  /// Iteration i covers the times (i·D, (i + 1)·D] of the inner animation's duration D (iteration
  /// 0 also the time 0); the inner animation sees the time since its iteration began.
  private func repeated(
    levels: Int, time: Double, count: Double, autoreverses: Bool
  ) -> (value: Double, velocity: Double)? {
    let inner = duration(levels: levels - 1)
    guard inner.isFinite else { return sample(levels: levels - 1, time: time) }
    guard inner > 0 else { return nil }
    let iteration = time <= inner ? 0 : (time / inner).rounded(.up) - 1
    guard iteration < count else { return nil }
    let local = min(max(0, time - iteration * inner), inner)
    let played = sample(levels: levels - 1, time: local) ?? (1, 0)
    let reversed = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
    return reversed ? (1 - played.value, -played.velocity) : played
  }

  /// The base's progress and rate at `time` ≥ 0, nil once past its duration.
  private func baseSample(time: Double) -> (value: Double, velocity: Double)? {
    guard time <= baseDuration else { return nil }
    switch base {
    case let .curve(curve, duration):
      return (curve.value(at: time / duration), curve.velocity(at: time / duration) / duration)
    case let .spring(spring):
      return (
        spring.value(target: 1, initialVelocity: 0, time: time),
        spring.velocity(target: 1, initialVelocity: 0, time: time)
      )
    case let .interpolatingSpring(spring): return (spring.value(at: time), spring.velocity(at: time))
    case let .fluidSpring(spring, _):
      var stepper = SwiftUIFluidStepper(spring: spring, delta: 1)
      while stepper.nextStepStart < time && stepper.steps < SwiftUIFluidSpring.maximumSteps { stepper.step() }
      return (stepper.offset, stepper.velocity)
    }
  }
}
