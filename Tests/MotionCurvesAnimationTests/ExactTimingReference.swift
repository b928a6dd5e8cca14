import MotionCurvesAnimation

/// The Web Animations Level 1 timing model (§4.6.9 phases, §4.8.3 active time, §4.8.4 overall
/// and simple iteration progress, §4.8.5 current iteration, §4.9.1 directed progress) evaluated
/// in exact rational arithmetic on the values the given doubles denote: no rounding anywhere. The
/// specification's steps, one by one, for a finite duration > 0, finite iterations and a finite
/// local time.
struct ExactTimingReference {
  var phase: TimingPhase
  var activeTime: Rational?
  var overallProgress: Rational?
  var simpleIterationProgress: Rational?
  var currentIteration: BigInteger?
  var forwards: Bool?
  var directedProgress: Rational?

  init(_ timing: EffectTiming, at localTime: Double) {
    precondition(timing.duration > 0 && timing.duration.isFinite && timing.iterations.isFinite && localTime.isFinite)
    let t = Rational(localTime)
    let duration = Rational(timing.duration)
    let delay = Rational(timing.delay)
    let iterations = Rational(timing.iterations)
    let zero = Rational(0)
    // §4.6.2: active duration = iteration duration × iteration count; end time.
    let activeDuration = duration * iterations
    let endTime = Rational.max(delay + activeDuration + Rational(timing.endDelay), zero)
    // §4.6.9: the boundary times and the phase.
    let beforeActive = Rational.max(Rational.min(delay, endTime), zero)
    let activeAfter = Rational.max(Rational.min(delay + activeDuration, endTime), zero)
    let backwards = timing.playbackRate < 0
    if t < beforeActive || (backwards && t == beforeActive) {
      phase = .before
    } else if activeAfter < t || (!backwards && t == activeAfter) {
      phase = .after
    } else {
      phase = .active
    }
    // §4.8.3: the active time.
    let holdsBefore = timing.fill == .backwards || timing.fill == .both
    let holdsAfter = timing.fill == .forwards || timing.fill == .both
    switch phase {
    case .before: activeTime = holdsBefore ? Rational.max(t - delay, zero) : nil
    case .active: activeTime = t - delay
    case .after: activeTime = holdsAfter ? Rational.max(Rational.min(t - delay, activeDuration), zero) : nil
    case .idle: activeTime = nil
    }
    guard let active = activeTime else { return }
    // §4.8.4: overall progress, simple iteration progress (with the iteration boundary rule).
    let overall = active / duration + Rational(timing.iterationStart)
    overallProgress = overall
    let whole = overall.floor
    var simple = overall - Rational(whole)
    if simple.signum == 0 && phase != .before && active == activeDuration && timing.iterations != 0 {
      simple = Rational(1)
    }
    simpleIterationProgress = simple
    // §4.8.5: the current iteration.
    let iteration = simple == Rational(1) ? whole - BigInteger(1) : whole
    currentIteration = iteration
    // §4.9.1: the directed progress.
    let even = !(iteration.magnitude.first.map { $0 & 1 == 1 } ?? false)
    let isForwards: Bool
    switch timing.direction {
    case .normal: isForwards = true
    case .reverse: isForwards = false
    case .alternate: isForwards = even
    case .alternateReverse: isForwards = !even
    }
    forwards = isForwards
    directedProgress = isForwards ? simple : Rational(1) - simple
  }
}
