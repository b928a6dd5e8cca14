import CurveReference
import MotionCurvesAnimation
import Testing

/// The iteration-boundary rule, decided without floating-point noise. What
/// `EffectTiming+Evaluation.swift` promises (the comment at its top): the end of the active
/// interval is delay + duration × iterations *exactly* (Web Animations §4.6.9 compares the local
/// time with that value, not with its rounding), and from there on — every local time from the
/// end on (the after phase clamps to it), and the closed end of a backwards-playing active
/// interval — the overall progress is `iterations + iterationStart` exactly (§4.8.4: active
/// duration / duration + iteration start), reported rounded once, and its fractional part is
/// compared with 0 exactly, so an effect that ends on an iteration boundary holds simple
/// iteration progress exactly 1.
@Suite("Iteration boundary rule")
struct IterationBoundaryTests {
  static let durations = [0.1, 0.3, 1.0 / 3, 0.7]
  static let counts: [Double] = [3, 7, 10]
  static let starts = [0, 0.2, 0.7, 2.5]

  /// What the promise says at the end: overall `n + s` rounded once, its exact fractional part
  /// rounded once, or 1 when that is exactly 0; the iteration below it; forwards, linear, so
  /// directed = progress = simple. (Before issue 28 this expected the fractional part of the
  /// *rounded* sum, fl(n + s) − ⌊fl(n + s)⌋, a second rounding: 3 + 0.2 rounds to
  /// 3.2000000000000002, whose fraction 0.20000000000000018 is not the double 0.2 that
  /// (3 + 0.2) − 3 is exactly.)
  static func expectEnd(_ timing: EffectTiming, at t: Double, phase: TimingPhase, _ label: String) {
    let c = timing.evaluate(at: t)
    // n + s = hi + lo exactly (TwoSum); ⌊n + s⌋ is ⌊hi⌋, one less when hi is whole and lo < 0.
    let sum = Wide.exactSum(timing.iterations, timing.iterationStart)
    var whole = sum.hi.rounded(.down)
    if sum.hi == whole && sum.lo < 0 { whole -= 1 }
    let fraction = (sum.hi - whole) + sum.lo  // hi − whole is exact: one rounding
    let atBoundary = sum.hi == whole && sum.lo == 0
    let simple = atBoundary ? 1 : fraction
    let iteration = atBoundary ? whole - 1 : whole
    #expect(c.phase == phase, "\(label)")
    #expect(c.activeTime == timing.activeDuration, "\(label)")
    #expect(c.overallProgress == sum.hi, "\(label)")
    #expect(c.simpleIterationProgress == simple, "\(label)")
    #expect(c.currentIteration == iteration, "\(label)")
    #expect(c.directedProgress == simple && c.progress == simple, "\(label)")
  }

  /// The least double at or after delay + duration × iterations (exact), and whether it is that
  /// value: the first local time of the after phase going forwards.
  static func exactEnd(_ timing: EffectTiming) -> (time: Double, isExact: Bool) {
    let end = Rational(timing.delay) + Rational(timing.duration) * Rational(timing.iterations)
    var t = timing.delay + timing.duration * timing.iterations
    while Rational(t) < end { t = t.nextUp }
    while !(Rational(t.nextDown) < end) { t = t.nextDown }
    return (t, Rational(t) == end)
  }

  @Test("forwards: from the end of the active interval on, the end of the last iteration, exactly")
  func forwardsEnd() throws {
    var naiveWouldFail = 0
    for d in Self.durations { for n in Self.counts { for s in Self.starts {
      for delay in [0, 0.1] { for fill in [EffectTiming.Fill.forwards, .both] {
      let timing = try EffectTiming(duration: d, delay: delay, iterations: n, iterationStart: s, fill: fill)
      let end = Self.exactEnd(timing).time
      for t in [end, end.nextUp, end + 0.1, end + 1, 1e6, 1e300, .greatestFiniteMagnitude, .infinity] {
        Self.expectEnd(timing, at: t, phase: .after, "d=\(d) n=\(n) s=\(s) delay=\(delay) \(fill) t=\(t)")
      }
      // The spec's formula in floating point, (d × n) / d + s, misses the boundary for some of these.
      let naive = (d * n) / d + s
      if naive - naive.rounded(.down) != (n + s) - (n + s).rounded(.down) { naiveWouldFail += 1 }
    }}}}}
    #expect(naiveWouldFail > 0)
    // With iterationStart 0, every one of them holds exactly 1 at the end of iteration n − 1.
    let tenth = try EffectTiming(duration: 0.1, iterations: 3, fill: .forwards)
    #expect(tenth.evaluate(at: 0.1 * 3).simpleIterationProgress == 1)
    #expect(tenth.evaluate(at: 0.1 * 3).currentIteration == 2)
    // 2.5 + 7 = 9.5: half-way through iteration 9, exactly.
    let half = try EffectTiming(duration: 0.7, iterations: 7, iterationStart: 2.5, fill: .forwards)
    #expect(half.evaluate(at: 100).simpleIterationProgress == 0.5 && half.evaluate(at: 100).currentIteration == 9)
  }

  @Test("backwards: the closed end of the active interval is the end of the last iteration, exactly")
  func backwardsEnd() throws {
    for d in Self.durations { for n in Self.counts { for s in Self.starts { for delay in [0, 0.1] {
      let timing = try EffectTiming(duration: d, delay: delay, iterations: n, iterationStart: s, fill: .forwards, playbackRate: -1)
      let (end, isExact) = Self.exactEnd(timing)
      // At the end itself the backwards interval (begin, end] is still active; when no double is
      // the exact end (§4.6.9 compares with the exact value), the first one after it is after.
      Self.expectEnd(timing, at: end, phase: isExact ? .active : .after, "d=\(d) n=\(n) s=\(s) delay=\(delay) at the end")
      for t in [end.nextUp, end + 1, .infinity] {
        Self.expectEnd(timing, at: t, phase: .after, "d=\(d) n=\(n) s=\(s) delay=\(delay) t=\(t)")
      }
    }}}}
  }

  @Test("the rule applies only at the end: zero iterations, a cut by the end delay, interior boundaries")
  func onlyAtTheEnd() throws {
    // Zero iterations: the active duration is 0 and nothing has been played: 0, not 1.
    let none = try EffectTiming(duration: 1, iterations: 0, fill: .both).evaluate(at: 5)
    #expect(none.simpleIterationProgress == 0 && none.currentIteration == 0)
    // End delay −1 cuts two 1 s iterations at 1 s: active time 1 ≠ 2, so the second iteration's start, 0.
    let cut = try EffectTiming(duration: 1, endDelay: -1, iterations: 2, fill: .forwards).evaluate(at: 1)
    #expect(cut.phase == .after && cut.activeTime == 1 && cut.simpleIterationProgress == 0 && cut.currentIteration == 1)
    // Interior boundaries of a dyadic duration are exact multiples: the next iteration's start.
    let quarter = try EffectTiming(duration: 0.25, iterations: 8)
    for k in 1..<8 {
      let c = quarter.evaluate(at: 0.25 * Double(k))
      #expect(c.simpleIterationProgress == 0 && c.currentIteration == Double(k), "k = \(k)")
    }
  }

  @Test("a delay whose sum with the active duration rounds: the end is still exactly 1")
  func roundedDelaySum() throws {
    // For these, fl(fl(delay + AD) − delay) < AD: at the local time delay + AD (the end, in the
    // after phase) the subtraction puts the active time an ulp or two before the end.
    let cases: [(d: Double, n: Double, delay: Double)] = [
      (0.1, 3, 0.2), (0.1, 3, 7.1), (0.1, 7, 0.3), (0.1, 10, 0.001), (0.3, 7, 7.1), (1.0 / 3, 3, 0.001),
    ]
    for (d, n, delay) in cases {
      let ad = d * n
      #expect((delay + ad) - delay < ad, "d=\(d) n=\(n) delay=\(delay): the hazard")
    }
    // The end of the active interval is delay + duration × iterations exactly (§4.6.9), not the
    // rounded sum: from the first double at or after it on, the after phase holds the end of the
    // last iteration exactly, progress 1 (the active time is AD itself, not the rounded
    // t − delay). The double before it is still active, in the last iteration. (Before issue 28
    // this test started the after phase at fl(delay + fl(AD)), which for (0.1, 3, 0.2) is 0.5,
    // 2.8e-17 before the exact end 0.2 + 3 × 0.1 = 0.50000000000000002776 of the doubles.)
    for (d, n, delay) in cases {
      let timing = try EffectTiming(duration: d, delay: delay, iterations: n, fill: .forwards)
      let end = Self.exactEnd(timing).time
      Self.expectEnd(timing, at: end, phase: .after, "d=\(d) n=\(n) delay=\(delay)")
      let before = timing.evaluate(at: end.nextDown)
      #expect(before.phase == .active && before.currentIteration == n - 1, "d=\(d) n=\(n) delay=\(delay)")
    }
    let first = try EffectTiming(duration: 0.1, delay: 0.2, iterations: 3, fill: .forwards).evaluate(at: 0.5)
    #expect(first.phase == .active)
  }
}
