import MotionCurvesCore

/// Web Animations timing with every quantity that does not depend on the time computed once: the
/// active duration and the phase boundaries, the split of the iteration start, the direction,
/// fill and before-flag rule as plain values. ``EffectTiming`` evaluates through it, and so do
/// compiled per-frame programs, which keep one per track (what Core Animation timings become,
/// with ``MediaTiming``'s time map in front).
///
/// A plain value: no references, no payload enums, so an array of them is one contiguous block a
/// frame reads without retaining anything.
@usableFromInline
package struct NormalizedTiming: Sendable, Hashable {
  @usableFromInline let duration: Double
  @usableFromInline let delay: Double
  @usableFromInline let iterations: Double
  @usableFromInline let iterationStart: Double
  @usableFromInline let activeDuration: Double
  /// max(min(delay, end time), 0): where the before phase ends.
  @usableFromInline let beforeActive: Double
  /// delay + active duration.
  @usableFromInline let activeEnd: Double
  /// max(min(active end, end time), 0): where the after phase begins.
  @usableFromInline let activeAfter: Double
  /// ⌊iteration start⌋ and the exact rest.
  @usableFromInline let startWhole: Double
  @usableFromInline let startFraction: Double
  @usableFromInline let direction: EffectTiming.Direction
  @usableFromInline let fill: EffectTiming.Fill
  /// A negative playback rate.
  @usableFromInline let backwards: Bool
  /// CSS Easing's before flag applies (Web Animations), or not (Core Animation).
  @usableFromInline let usesBeforeFlag: Bool

  /// The normalized form of `timing`.
  ///
  /// - Precision: the same correctly rounded operations ``EffectTiming`` states.
  @inlinable
  package init(_ timing: EffectTiming, usesBeforeFlag: Bool) {
    duration = timing.duration
    delay = timing.delay
    iterations = timing.iterations
    iterationStart = timing.iterationStart
    let activeDuration = timing.activeDuration
    let endTime = timing.endTime
    self.activeDuration = activeDuration
    beforeActive = Swift.max(Swift.min(timing.delay, endTime), 0)
    activeEnd = timing.delay + activeDuration
    activeAfter = Swift.max(Swift.min(activeEnd, endTime), 0)
    startWhole = timing.iterationStart.rounded(.down)
    startFraction = timing.iterationStart - startWhole  // exact
    direction = timing.direction
    fill = timing.fill
    backwards = timing.playsBackwards
    self.usesBeforeFlag = usesBeforeFlag
  }

  /// Whether the iteration index `k` (a whole number, ±∞ or NaN) counts as even for the
  /// direction: ±∞ does, NaN does not, and every double from 2⁵³ on is even. The parity of the
  /// integer itself below that (no `fmod` call).
  @inlinable
  package static func isEven(_ k: Double) -> Bool {
    if k.isInfinite { return true }
    guard k.magnitude < 0x1p53 else { return !k.isNaN }
    return Int64(k) & 1 == 0
  }

  /// The transformed progress at `localTime`: the directed progress eased by
  /// `ease(directedProgress, beforeFlag)`, nil where the timing has none. What compiled timings
  /// evaluate (``EffectTiming`` applies its easing to the whole ``ComputedTiming`` the same way).
  @inlinable
  package func progress(atLocalTime localTime: Double, ease: (Double, Bool) -> Double) -> Double? {
    directedProgress(atLocalTime: localTime).map { ease($0.progress, $0.beforeFlag) }
  }

  /// The directed progress at `localTime` and the before flag its easing takes, nil where the
  /// timing has none: what ``progress(atLocalTime:ease:)`` eases, for a caller that applies its
  /// easing itself (a closure capturing a large value would copy it on every call).
  @inlinable
  package func directedProgress(atLocalTime localTime: Double) -> (progress: Double, beforeFlag: Bool)? {
    let computed = untransformed(at: localTime)
    guard let directed = computed.directedProgress else { return nil }
    return (directed, computed.beforeFlag)
  }

  /// The timing model at `localTime` (nil or NaN: idle) up to the directed progress and the before
  /// flag; `progress` is nil, for the caller's easing (see ``EffectTiming/evaluate(at:)`` and the
  /// note on the iteration boundary rule in `EffectTiming+Evaluation.swift`).
  ///
  /// - Complexity: O(1), allocation-free.
  @inlinable
  package func untransformed(at localTime: Double?) -> ComputedTiming {
    guard let t = localTime, !t.isNaN else { return .idle }

    // Phase.
    let phase: TimingPhase
    if t < beforeActive || (backwards && t == beforeActive) {
      phase = .before
    } else if t > activeAfter || (!backwards && t == activeAfter) {
      phase = .after
    } else {
      phase = .active
    }

    // Active time.
    var activeTime: Double?
    switch phase {
    case .before:
      if fill == .backwards || fill == .both { activeTime = Swift.max(t - delay, 0) }
    case .active:
      // The closed end of a backwards active interval is the active duration itself, whatever
      // the rounding of (delay + activeDuration) − delay.
      activeTime = (t == activeEnd && activeEnd == activeAfter) ? activeDuration : t - delay
    case .after:
      // From the end of the active interval on (its rounded local time, as the phase decides it)
      // the active time is the active duration itself, whatever the rounding of t − delay.
      if fill == .forwards || fill == .both {
        activeTime = t >= activeEnd ? activeDuration : Swift.max(Swift.min(t - delay, activeDuration), 0)
      }
    case .idle:
      break
    }
    guard let active = activeTime else {
      return ComputedTiming(
        phase: phase, localTime: t, activeTime: nil, overallProgress: nil, simpleIterationProgress: nil,
        currentIteration: nil, currentDirection: nil, directedProgress: nil, beforeFlag: false, progress: nil)
    }

    // Overall progress, and its split into whole iterations and the simple iteration progress.
    let atEnd = active == activeDuration && phase != .before
    var overall: Double
    var whole: Double
    var simple: Double
    if duration > 0 && duration.isFinite && !atEnd && active.isFinite {
      // Inside the active interval: the remainder of the active time by the duration is exact,
      // so the position within the iteration keeps its precision however many iterations have
      // passed (an hour of a 10.5 s loop: 6/7 within 1 ulp, not 2.4e-14).
      let (quotient, remainder) = EffectTiming.divide(active, by: duration)
      whole = quotient + startWhole
      simple = remainder / duration + startFraction
      if simple >= 1 {
        simple -= 1
        whole += 1
      }
      overall = active / duration + iterationStart
    } else {
      if duration == 0 {
        overall = phase == .before ? 0 : iterations
      } else if atEnd && duration.isFinite {
        overall = iterations  // = activeDuration / duration in exact arithmetic
      } else {
        overall = duration.isInfinite ? 0 : active / duration  // t/∞ → 0, also for t = ∞
      }
      overall += iterationStart
      whole = overall.rounded(.down)
      simple = overall.isInfinite ? startFraction : overall - whole
    }

    // The iteration boundary rule.
    if simple == 0 && atEnd && iterations != 0 { simple = 1 }

    // Current iteration.
    let iteration: Double
    if phase == .after && iterations.isInfinite {
      iteration = .infinity
    } else if simple == 1 {
      iteration = whole - 1
    } else {
      iteration = whole
    }

    // Directed progress.
    let forwards: Bool
    switch direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate, .alternateReverse:
      let k = direction == .alternate ? iteration : iteration + 1
      forwards = Self.isEven(k)
    }
    let directed = forwards ? simple : 1 - simple

    // Transformed progress.
    let beforeFlag = usesBeforeFlag && ((phase == .before && forwards) || (phase == .after && !forwards))
    return ComputedTiming(
      phase: phase, localTime: t, activeTime: active, overallProgress: overall, simpleIterationProgress: simple,
      currentIteration: iteration, currentDirection: forwards ? .forwards : .reverse,
      directedProgress: directed, beforeFlag: beforeFlag, progress: nil)
  }
}
