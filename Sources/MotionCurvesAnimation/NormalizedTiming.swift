import MotionCurvesCore

/// Web Animations timing with every quantity that does not depend on the time computed once: the
/// exact active duration and the phase boundaries, the split of the iteration start, the direction,
/// fill and before-flag rule as plain values. ``EffectTiming`` evaluates through it, and so do
/// compiled per-frame programs, which keep one per track (what Core Animation timings become,
/// with ``MediaTiming``'s time map in front).
///
/// Every boundary is decided exactly on the given doubles (the rule is at the top of
/// `EffectTiming+Evaluation.swift`): each phase boundary is kept as the least double at or above
/// its exact value and whether it is that double, so a double local time compares with it
/// exactly; the iteration index is ⌊(t − delay)/duration + iterationStart⌋ of the exact rational,
/// found with ``ExactSum``.
///
/// A plain value: no references, no payload enums, so an array of them is one contiguous block a
/// frame reads without retaining anything.
@usableFromInline
package struct NormalizedTiming: Sendable, Hashable {
  /// Which exact value a phase boundary is (Web Animations §4.6.9: the before-active boundary
  /// max(min(delay, end time), 0), the active-after boundary max(min(delay + active duration,
  /// end time), 0), with end time max(delay + active duration + end delay, 0)).
  @usableFromInline
  package enum Boundary: UInt8, Sendable, Hashable {
    case zero, delay, activeEnd, endTime
  }

  @usableFromInline let duration: Double
  @usableFromInline let delay: Double
  @usableFromInline let iterations: Double
  @usableFromInline let iterationStart: Double
  /// duration × iterations rounded to nearest (what is reported), ∞ beyond the doubles.
  @usableFromInline let activeDuration: Double
  /// The rounding error: the exact active duration is activeDuration + activeDurationLow.
  @usableFromInline let activeDurationLow: Double
  /// The least double ≥ the exact before-active boundary, and whether it is that boundary.
  @usableFromInline let beforeActive: Double
  @usableFromInline let beforeActiveIsExact: Bool
  /// The least double ≥ delay + active duration (exact), and whether it is that sum.
  @usableFromInline let activeEnd: Double
  @usableFromInline let activeEndIsExact: Bool
  /// The least double ≥ the exact active-after boundary, and whether it is that boundary.
  @usableFromInline let activeAfter: Double
  @usableFromInline let activeAfterIsExact: Bool
  /// 1 / duration, or 0 where the per-frame path does not apply (a duration that is 0, infinite,
  /// or whose reciprocal is not finite and normal).
  @usableFromInline let inverseDuration: Double
  /// ⌊iteration start⌋ and the exact rest.
  @usableFromInline let startWhole: Double
  @usableFromInline let startFraction: Double
  /// startFraction × duration, exactly (0 for a zero or infinite duration).
  @usableFromInline let startOffsetHi: Double
  @usableFromInline let startOffsetLo: Double
  @usableFromInline let direction: EffectTiming.Direction
  @usableFromInline let fill: EffectTiming.Fill
  /// A negative playback rate.
  @usableFromInline let backwards: Bool
  /// CSS Easing's before flag applies (Web Animations), or not (Core Animation).
  @usableFromInline let usesBeforeFlag: Bool

  /// The normalized form of `timing`: its active duration is duration × iterations, exactly.
  ///
  /// - Precision: the boundaries are exact (see the type's note), for every timing whose delay,
  ///   active duration and end delay sum without overflow and whose products do not underflow
  ///   (magnitudes above 2⁻⁹⁶⁸, or 0).
  @inlinable
  package init(_ timing: EffectTiming, usesBeforeFlag: Bool) {
    let product =
      timing.duration == 0 || timing.iterations == 0
      ? DoubleDouble(0) : DoubleDouble.twoProduct(timing.duration, timing.iterations)
    self.init(timing, exactActiveDuration: product, usesBeforeFlag: usesBeforeFlag)
  }

  /// The normalized form of `timing` with the active duration `exactActiveDuration` (hi + lo,
  /// exactly; hi infinite for an unbounded one): duration × iterations, so that the overall
  /// progress at its end is iterations + iterationStart.
  @inlinable
  init(_ timing: EffectTiming, exactActiveDuration: DoubleDouble, usesBeforeFlag: Bool) {
    duration = timing.duration
    delay = timing.delay
    let endDelay = timing.endDelay
    iterations = timing.iterations
    iterationStart = timing.iterationStart
    let unbounded = !exactActiveDuration.hi.isFinite
    activeDuration = exactActiveDuration.hi
    activeDurationLow = unbounded ? 0 : exactActiveDuration.lo
    let inverse = 1 / timing.duration
    inverseDuration = timing.duration > 0 && inverse.isNormal && timing.duration.isNormal ? inverse : 0
    startWhole = timing.iterationStart.rounded(.down)
    startFraction = timing.iterationStart - startWhole  // exact
    let offset =
      timing.duration > 0 && timing.duration.isFinite && startFraction != 0
      ? DoubleDouble.twoProduct(startFraction, timing.duration) : DoubleDouble(0)
    startOffsetHi = offset.hi
    startOffsetLo = offset.lo
    direction = timing.direction
    fill = timing.fill
    backwards = timing.playsBackwards
    self.usesBeforeFlag = usesBeforeFlag

    // The boundaries: which exact value each is, then its ceiling.
    if unbounded {
      (activeEnd, activeEndIsExact) = (.infinity, true)
      (beforeActive, beforeActiveIsExact) = (Swift.max(timing.delay, 0), true)
      (activeAfter, activeAfterIsExact) = (.infinity, true)
      return
    }
    // Every sum exact in doubles (the common case: times of few significant bits): each boundary
    // is its double.
    let end = DoubleDouble.twoSum(delay, exactActiveDuration.hi)
    let roundedEndTime = DoubleDouble.twoSum(end.hi, endDelay)
    if exactActiveDuration.lo == 0 && end.lo == 0 && roundedEndTime.lo == 0 {
      let endTime = Swift.max(roundedEndTime.hi, 0)
      (activeEnd, activeEndIsExact) = (end.hi, true)
      (beforeActive, beforeActiveIsExact) = (Swift.max(Swift.min(delay, endTime), 0), true)
      (activeAfter, activeAfterIsExact) = (Swift.max(Swift.min(end.hi, endTime), 0), true)
      return
    }
    let boundaries = Self.exactBoundaries(delay: delay, activeDuration: exactActiveDuration, endDelay: endDelay)
    (beforeActive, beforeActiveIsExact) = boundaries.beforeActive
    (activeEnd, activeEndIsExact) = boundaries.activeEnd
    (activeAfter, activeAfterIsExact) = boundaries.activeAfter
  }

  /// The ceilings of the three boundaries (see ``ceiling(of:)``) from their exact sums: what the
  /// initializer does when a sum is not exact in doubles. Out of line, as it is rare.
  @usableFromInline @inline(never)
  static func exactBoundaries(delay: Double, activeDuration exactActiveDuration: DoubleDouble, endDelay: Double) -> (
    beforeActive: (Double, Bool), activeEnd: (Double, Bool), activeAfter: (Double, Bool)
  ) {
    let endSum = Self.exactValue(.activeEnd, delay: delay, activeDuration: exactActiveDuration, endDelay: endDelay)
    let endTimeSum = Self.exactValue(.endTime, delay: delay, activeDuration: exactActiveDuration, endDelay: endDelay)
    let endTimeKind: Boundary = endTimeSum.sign < 0 ? .zero : .endTime
    let endTime = endTimeKind == .zero ? ExactSum() : endTimeSum
    func isAtMost(_ a: ExactSum, _ b: ExactSum) -> Bool {
      var difference = b.negated
      difference.add(a)
      return difference.sign <= 0
    }
    let lowBefore: Boundary = isAtMost(ExactSum(delay), endTime) ? .delay : endTimeKind
    let beforeActiveKind = lowBefore == .delay && delay < 0 ? .zero : lowBefore
    let lowAfter: Boundary = isAtMost(endSum, endTime) ? .activeEnd : endTimeKind
    let activeAfterKind = lowAfter == .activeEnd && endSum.sign < 0 ? .zero : lowAfter
    let endTimeCeiling = Self.ceiling(of: endTime)
    func ceiling(_ kind: Boundary) -> (Double, Bool) {
      switch kind {
      case .zero: return (0, true)
      case .delay: return (delay, true)
      case .activeEnd: return Self.ceiling(of: endSum)
      case .endTime: return endTimeCeiling
      }
    }
    return (ceiling(beforeActiveKind), Self.ceiling(of: endSum), ceiling(activeAfterKind))
  }

  /// The exact value of a boundary kind, as a sum (ignoring the clamp of the end time at 0).
  @inlinable
  static func exactValue(_ kind: Boundary, delay: Double, activeDuration: DoubleDouble, endDelay: Double) -> ExactSum {
    var sum = ExactSum()
    switch kind {
    case .zero: break
    case .delay: sum.add(delay)
    case .activeEnd:
      sum.add(delay)
      sum.add(activeDuration)
    case .endTime:
      sum.add(delay)
      sum.add(activeDuration)
      sum.add(endDelay)
    }
    return sum
  }

  /// The least double at or above `x`, and whether it equals `x`: a double t is below x exactly
  /// when t < ceiling, and equal exactly when t == ceiling and the ceiling is exact. A sum beyond
  /// the doubles gives its rounded value (∞).
  @inlinable
  static func ceiling(of x: ExactSum) -> (Double, Bool) {
    var c = x.approximation.hi
    guard c.isFinite else { return (c, true) }
    func compare(_ y: Double) -> Int {
      var difference = x
      difference.add(-y)
      return difference.sign
    }
    while compare(c) > 0 {
      c = c.nextUp
      if !c.isFinite { return (c, false) }
    }
    while c.nextDown.isFinite && compare(c.nextDown) <= 0 { c = c.nextDown }
    return (c, compare(c) == 0)
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

  /// Whether iteration `k` (a whole number or ∞) plays forwards under the direction (Web
  /// Animations §4.9.1): `alternate` on even iterations, `alternate-reverse` on odd ones.
  @inlinable
  func playsForwards(inIteration k: Double) -> Bool {
    switch direction {
    case .normal: true
    case .reverse: false
    case .alternate: Self.isEven(k)
    case .alternateReverse: Self.isEven(k + 1)
    }
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
  ///
  /// Inside the active interval and away from the iteration boundaries it decides (see
  /// ``interiorSplit(_:)``) it computes only the iteration's parity and the fraction it needs;
  /// elsewhere it is ``untransformed(at:)``'s directed progress.
  @inlinable
  package func directedProgress(atLocalTime localTime: Double) -> (progress: Double, beforeFlag: Bool)? {
    // Strictly between the phase boundaries' ceilings is the active phase, and below the end of
    // the active interval (activeAfter ≤ the ceiling of the active end): the elapsed time.
    if localTime > beforeActive && localTime < activeAfter,
      let (whole, numerator) = interiorSplit(DoubleDouble.twoSum(localTime, -delay))
    {
      let forwards = playsForwards(inIteration: whole)
      // One correctly rounded division when the numerator is a double (an integral iteration
      // start and exact times: the common case).
      let n = forwards ? numerator : complementNumerator(numerator)
      return (n.lo == 0 ? n.hi / duration : dividedByDuration(n).value, false)
    }
    let computed = untransformed(at: localTime)
    guard let directed = computed.directedProgress else { return nil }
    return (directed, computed.beforeFlag)
  }
}
