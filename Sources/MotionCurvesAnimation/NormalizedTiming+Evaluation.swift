import MotionCurvesCore

// The timing model at one time (Web Animations Level 1 §4.6.9–4.9), every boundary decided on the
// exact values of the given doubles (the rule is at the top of `EffectTiming+Evaluation.swift`).

extension NormalizedTiming {
  /// Which exact value the active time is (Web Animations §4.8.3): none (unresolved), 0, the
  /// active duration itself, or the time elapsed since the delay.
  @usableFromInline
  enum ActiveKind: UInt8, Sendable {
    case none, zero, end, elapsed
  }

  /// The overall progress P at one time: its whole part ⌊P⌋, P − ⌊P⌋ rounded once, P rounded
  /// once, whether P is a whole number (exactly), and 1 − (P − ⌊P⌋) as `complementNumerator /
  /// scale` (a double-double within a relative 2⁻¹⁰⁴ of the exact value), divided only when a
  /// reverse iteration needs it.
  @usableFromInline
  struct Progress {
    @usableFromInline var overall: Double
    @usableFromInline var whole: Double
    @usableFromInline var fraction: Double
    @usableFromInline var complementNumerator: DoubleDouble
    @usableFromInline var scale: Double
    @usableFromInline var isWhole: Bool

    @inlinable
    init(
      overall: Double, whole: Double, fraction: Double, complementNumerator: DoubleDouble, scale: Double,
      isWhole: Bool
    ) {
      self.overall = overall
      self.whole = whole
      self.fraction = fraction
      self.complementNumerator = complementNumerator
      self.scale = scale
      self.isWhole = isWhole
    }

    /// 1 − (P − ⌊P⌋) rounded once.
    @inlinable
    var complement: Double {
      scale == 1 ? complementNumerator.value : complementNumerator.divided(by: scale).value
    }

    /// P = hi + lo exactly (iterations + iterationStart, or iterationStart alone; P ≥ 0), split
    /// without any exact sum: ⌊P⌋ from hi, the fraction (hi − ⌊P⌋) + lo an error-free sum.
    @inlinable
    init(sum: DoubleDouble) {
      let (hi, lo) = (sum.hi, sum.lo)
      guard hi.isFinite else {
        // An infinite overall progress: the simple iteration progress is iterationStart mod 1,
        // which the caller passes as lo.
        self.init(
          overall: hi, whole: hi, fraction: lo, complementNumerator: DoubleDouble.twoSum(1, -lo), scale: 1,
          isWhole: lo == 0)
        return
      }
      let inRange = hi < 0x1p53
      var whole = hi.rounded(.down)
      if hi == whole && lo < 0 && inRange { whole -= 1 }
      // hi − ⌊P⌋ is exact (the fractional part of a double, or 1); beyond 2⁵³ lo is below an
      // ulp of 1 of a whole number, and the progress is taken as whole.
      let fraction = inRange ? DoubleDouble.twoSum(hi - whole, lo) : DoubleDouble(0)
      let complement = DoubleDouble.twoSum(1, -fraction.hi) + -fraction.lo
      self.init(
        overall: hi, whole: whole, fraction: fraction.value, complementNumerator: complement, scale: 1,
        isWhole: fraction.hi == 0)
    }
  }

  /// The overall progress P, split exactly: its whole part ⌊P⌋ and the fraction P − ⌊P⌋ as
  /// `fraction / scale` (`fraction` an exact sum), with P rounded once.
  @usableFromInline
  struct Split {
    @usableFromInline var overall: Double
    @usableFromInline var whole: Double
    @usableFromInline var fraction: ExactSum
    @usableFromInline var scale: Double

    @inlinable
    init(overall: Double, whole: Double, fraction: ExactSum, scale: Double) {
      self.overall = overall
      self.whole = whole
      self.fraction = fraction
      self.scale = scale
    }

    /// The split rounded: P − ⌊P⌋ and 1 − (P − ⌊P⌋) each rounded once (to within the
    /// ``ExactSum/approximation`` of the sum).
    @inlinable
    var progress: Progress {
      var complement = fraction.negated
      complement.add(scale)
      return Progress(
        overall: overall, whole: whole, fraction: fraction.approximation.divided(by: scale).value,
        complementNumerator: complement.approximation, scale: scale, isWhole: fraction.sign == 0)
    }
  }

  /// The timing model at `localTime` (nil or NaN: idle) up to the directed progress and the before
  /// flag; `progress` is nil, for the caller's easing (see ``EffectTiming/evaluate(at:)`` and the
  /// note on the iteration boundary rule in `EffectTiming+Evaluation.swift`).
  ///
  /// - Complexity: O(1), allocation-free.
  @inlinable
  package func untransformed(at localTime: Double?) -> ComputedTiming {
    guard let t = localTime, !t.isNaN else { return .idle }

    // Phase: t against the ceilings of the exact boundaries (t < x ⇔ t < ⌈x⌉; t = x ⇔ t = ⌈x⌉
    // and ⌈x⌉ is x).
    let phase: TimingPhase
    if t < beforeActive || (backwards && beforeActiveIsExact && t == beforeActive) {
      phase = .before
    } else if t > activeAfter || (t == activeAfter && !(backwards && activeAfterIsExact)) {
      phase = .after
    } else {
      phase = .active
    }

    // Active time: which exact value it is.
    let kind: ActiveKind
    switch phase {
    case .before: kind = fill == .backwards || fill == .both ? (t > delay ? .elapsed : .zero) : .none
    case .active: kind = activeEndIsExact && t == activeEnd ? .end : .elapsed
    case .after:
      if fill == .forwards || fill == .both {
        kind = t >= activeEnd ? .end : t > delay ? .elapsed : .zero
      } else {
        kind = .none
      }
    case .idle: kind = .none
    }
    guard kind != .none else {
      return ComputedTiming(
        phase: phase, localTime: t, activeTime: nil, overallProgress: nil, simpleIterationProgress: nil,
        currentIteration: nil, currentDirection: nil, directedProgress: nil, beforeFlag: false, progress: nil)
    }
    let activeTime: Double
    let progress: Progress
    switch kind {
    case .elapsed:
      // t − delay exactly, as the rounded difference and its error.
      let elapsed = DoubleDouble.twoSum(t, -delay)
      activeTime = elapsed.hi
      if let fast = interiorProgress(elapsed) {
        progress = fast
      } else {
        progress = exactProgress(phase: phase, elapsed: elapsed)
      }
    case .end:
      activeTime = activeDuration
      progress = boundaryProgress(phase: phase, atEnd: true)
    default:
      activeTime = 0
      progress = boundaryProgress(phase: phase, atEnd: false)
    }
    return resolved(phase: phase, localTime: t, kind: kind, activeTime: activeTime, progress: progress)
  }

  /// The overall progress at the elapsed time `elapsed` (t − delay, exactly hi + lo) without any
  /// exact sum, where ``interiorSplit(_:)`` decides it.
  @inlinable
  func interiorProgress(_ elapsed: DoubleDouble) -> Progress? {
    guard let (whole, numerator) = interiorSplit(elapsed) else { return nil }
    let fraction = dividedByDuration(numerator)
    return Progress(
      overall: (DoubleDouble(whole) + fraction).value, whole: whole, fraction: fraction.value,
      complementNumerator: complementNumerator(numerator), scale: duration, isWhole: numerator.hi == 0)
  }

  /// ⌊P⌋ and the numerator N of the fraction P − ⌊P⌋ = N / duration at the elapsed time `elapsed`
  /// (t − delay, exactly hi + lo), without any exact sum: nil for a duration that is not a finite
  /// positive double with a finite reciprocal, an overall progress from 2⁵¹ on, or (only when
  /// t − delay or frac(iterationStart)·duration is not a double) a progress within a relative
  /// 2⁻⁴⁰ of a whole number.
  ///
  /// With q = ⌊hi / duration⌋ and the exact remainder r = hi − q·duration, the fraction of the
  /// iteration is N / duration for N = r + frac(iterationStart)·duration + lo, less duration when
  /// N ≥ duration. When lo and the low part of frac(iterationStart)·duration are 0, N is the
  /// error-free sum of two doubles, and its comparison with duration is exact on the sum's rounded
  /// value and error. Otherwise N is formed in double-double arithmetic (error below
  /// 2⁻¹⁰²·duration) and compared with a margin of 2⁻⁴⁰·duration.
  ///
  /// - Complexity: O(1): one division and a few dozen operations, no loop.
  @inlinable
  func interiorSplit(_ elapsed: DoubleDouble) -> (whole: Double, numerator: DoubleDouble)? {
    guard inverseDuration != 0 && elapsed.hi >= 0 && elapsed.hi.isFinite else { return nil }
    let (q, r) = EffectTiming.divide(elapsed.hi, by: duration)
    let whole = q + startWhole
    guard q < 0x1p51 && whole < 0x1p51 else { return nil }
    let base = DoubleDouble.twoSum(r, startOffsetHi)  // exact, in [0, 2·duration)
    if elapsed.lo == 0 && startOffsetLo == 0 {
      // N = base exactly: N ≥ duration exactly when its rounded value exceeds duration, or equals
      // it with a nonnegative error (rounding is monotonic and duration is a double).
      if base.hi > duration || (base.hi == duration && base.lo >= 0) {
        return (whole + 1, DoubleDouble.twoSum(base.hi - duration, base.lo))  // Sterbenz: exact
      }
      return (whole, base)
    }
    let n = base + elapsed.lo + startOffsetLo
    let margin = duration * 0x1p-40
    if n.hi >= margin && n.hi <= duration - margin { return (whole, n) }
    if n.hi >= duration + margin && n.hi <= 2 * duration - margin {
      return (whole + 1, DoubleDouble.twoSum(n.hi - duration, n.lo))  // Sterbenz: exact
    }
    return nil
  }

  /// n / duration for 0 ≤ n ≤ duration (a double-double) as a double-double within a relative
  /// 2⁻¹⁰⁴, with no division: q = n·(1/duration), the exact residual n − q·duration (error-free
  /// product; the difference is exact by Sterbenz), and its quotient by the reciprocal as the low
  /// part. Its value is n / duration correctly rounded, except within a relative 2⁻⁶⁰ of a
  /// midpoint between two doubles.
  @inlinable @inline(__always)
  func dividedByDuration(_ n: DoubleDouble) -> DoubleDouble {
    let q = n.hi * inverseDuration
    let p = DoubleDouble.twoProduct(q, duration)
    let residual = ((n.hi - p.hi) - p.lo) + n.lo
    return DoubleDouble.fastTwoSum(q, residual * inverseDuration)
  }

  /// duration − n, error-free where it is small (Sterbenz), so the complement of a fraction near 1
  /// keeps its relative precision.
  @inlinable @inline(__always)
  func complementNumerator(_ n: DoubleDouble) -> DoubleDouble {
    DoubleDouble.twoSum(duration, -n.hi) + -n.lo
  }

  /// The overall progress at either end of the active interval (`atEnd`: the active duration,
  /// otherwise 0), exactly: iterationStart, or iterations + iterationStart (the exact value of
  /// active duration / duration), or ∞ (the fraction then frac(iterationStart)).
  @inlinable
  func boundaryProgress(phase: TimingPhase, atEnd: Bool) -> Progress {
    let ended = duration == 0 ? phase != .before : atEnd && duration.isFinite
    guard ended else { return Progress(sum: DoubleDouble(iterationStart)) }  // t/∞ → 0, also for t = ∞
    guard iterations.isFinite && activeDuration.isFinite else {
      return Progress(sum: DoubleDouble(hi: .infinity, lo: startFraction))
    }
    return Progress(sum: DoubleDouble.twoSum(iterations, iterationStart))
  }

  /// The overall progress at the elapsed time `elapsed` (t − delay, exactly hi + lo) where
  /// ``interiorSplit(_:)`` does not decide it. Out of line: a frame reaches it only near a
  /// boundary.
  @usableFromInline @inline(never)
  func exactProgress(phase: TimingPhase, elapsed: DoubleDouble) -> Progress {
    if duration == 0 || duration.isInfinite { return boundaryProgress(phase: phase, atEnd: false) }
    guard elapsed.hi.isFinite else { return Progress(sum: DoubleDouble(hi: .infinity, lo: startFraction)) }
    var exact = ExactSum(elapsed.lo)
    exact.add(elapsed.hi)
    return (quotient(exact) ?? rounded(elapsed.hi)).progress
  }

  /// The rest of the model once the phase, the active time and the overall progress are known.
  @inlinable
  func resolved(
    phase: TimingPhase, localTime t: Double, kind: ActiveKind, activeTime: Double, progress: Progress
  ) -> ComputedTiming {
    // The iteration boundary rule (§4.8.4): an exact zero fraction at the end of the active
    // interval is the end of the previous iteration.
    let exactEnd = kind == .end || (kind == .zero && activeDuration == 0 && activeDurationLow == 0)
    let atBoundary = phase != .before && exactEnd && iterations != 0 && progress.isWhole
    let simple = atBoundary ? 1 : progress.fraction

    // Current iteration (§4.8.5).
    var iteration = atBoundary ? progress.whole - 1 : progress.whole
    if phase == .after && iterations.isInfinite { iteration = .infinity }

    // Directed progress (§4.9.1).
    let forwards = playsForwards(inIteration: iteration)
    let directed = forwards ? simple : atBoundary ? 0 : progress.complement

    // Transformed progress: the caller's easing, with CSS Easing's before flag.
    let beforeFlag = usesBeforeFlag && ((phase == .before && forwards) || (phase == .after && !forwards))
    return ComputedTiming(
      phase: phase, localTime: t, activeTime: activeTime, overallProgress: progress.overall,
      simpleIterationProgress: simple, currentIteration: iteration, currentDirection: forwards ? .forwards : .reverse,
      directedProgress: directed, beforeFlag: beforeFlag, progress: nil)
  }

  /// P = ⌊iterationStart⌋ + (u + frac(iterationStart)·duration) / duration for the exact active
  /// time u ≥ 0 and a finite duration > 0: the quotient q = ⌊(u + frac·d)/d⌋ from a rounded
  /// estimate, then corrected until the exact remainder r = u + frac·d − q·d is in [0, d). Nil
  /// when P reaches 2⁵¹ (the whole part would be rounded).
  @inlinable
  func quotient(_ u: ExactSum) -> Split? {
    var numerator = u
    numerator.add(DoubleDouble(hi: startOffsetHi, lo: startOffsetLo))
    let estimate = numerator.approximation.hi / duration
    guard estimate < 0x1p51, startWhole < 0x1p51 else { return nil }
    var q = Swift.max(estimate.rounded(.down), 0)
    for _ in 0..<4 {
      var remainder = numerator
      remainder.addProduct(-q, duration)
      if remainder.sign < 0 {
        q -= 1
        continue
      }
      var beyond = remainder
      beyond.add(-duration)
      if beyond.sign >= 0 {
        q += 1
        continue
      }
      let whole = q + startWhole
      let fraction = remainder.approximation.divided(by: duration)
      return Split(overall: (DoubleDouble(whole) + fraction).value, whole: whole, fraction: remainder, scale: duration)
    }
    return nil
  }

  /// The split of active / duration + iterationStart in rounded arithmetic, for an overall progress
  /// beyond 2⁵¹ (or a time difference beyond the doubles): the exact remainder of the rounded
  /// active time, ⌊·⌋ of the rounded quotient.
  @inlinable
  func rounded(_ active: Double) -> Split {
    let (quotient, remainder) = EffectTiming.divide(active, by: duration)
    var whole = quotient + startWhole
    var simple = remainder / duration + startFraction
    if simple >= 1 {
      simple -= 1
      whole += 1
    }
    return Split(overall: active / duration + iterationStart, whole: whole, fraction: ExactSum(simple), scale: 1)
  }
}
