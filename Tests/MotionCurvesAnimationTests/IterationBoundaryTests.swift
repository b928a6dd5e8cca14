import MotionCurvesAnimation
import Testing

/// The iteration-boundary rule, decided without floating-point noise. What
/// `EffectTiming+Evaluation.swift` promises (the comment at its top): when the active time *is*
/// the active duration — every local time from the end of the active interval on (the after
/// phase clamps to it), and the closed end of a backwards-playing active interval — the overall
/// progress is `iterations + iterationStart` (that one correctly rounded sum, not the rounded
/// product divided back), and its fractional part is compared with 0 exactly, so an effect that
/// ends on an iteration boundary holds simple iteration progress exactly 1.
@Suite("Iteration boundary rule")
struct IterationBoundaryTests {
  static let durations = [0.1, 0.3, 1.0 / 3, 0.7]
  static let counts: [Double] = [3, 7, 10]
  static let starts = [0, 0.2, 0.7, 2.5]

  /// What the promise says at the end: overall `n + s` (rounded once), its fractional part, or 1
  /// when that is 0; the iteration below it; forwards, linear, so directed = progress = simple.
  static func expectEnd(_ timing: EffectTiming, at t: Double, phase: TimingPhase, _ label: String) {
    let c = timing.evaluate(at: t)
    let overall = timing.iterations + timing.iterationStart
    let fraction = overall - overall.rounded(.down)  // exact (Sterbenz)
    let simple = fraction == 0 ? 1 : fraction
    let iteration = fraction == 0 ? overall.rounded(.down) - 1 : overall.rounded(.down)
    #expect(c.phase == phase, "\(label)")
    #expect(c.activeTime == timing.activeDuration, "\(label)")
    #expect(c.overallProgress == overall, "\(label)")
    #expect(c.simpleIterationProgress == simple, "\(label)")
    #expect(c.currentIteration == iteration, "\(label)")
    #expect(c.directedProgress == simple && c.progress == simple, "\(label)")
  }

  @Test("forwards: from the end of the active interval on, the end of the last iteration, exactly")
  func forwardsEnd() throws {
    var naiveWouldFail = 0
    for d in Self.durations { for n in Self.counts { for s in Self.starts {
      for delay in [0, 0.1] { for fill in [EffectTiming.Fill.forwards, .both] {
      let timing = try EffectTiming(duration: d, delay: delay, iterations: n, iterationStart: s, fill: fill)
      let end = delay + d * n
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
      let end = delay + d * n
      // At the end itself the backwards interval (begin, end] is still active.
      Self.expectEnd(timing, at: end, phase: .active, "d=\(d) n=\(n) s=\(s) delay=\(delay) at the end")
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
    // From the rounded end delay + AD on, the active time is AD itself (not the rounded
    // t − delay), so the end is exactly progress 1 in the last iteration.
    for (d, n, delay) in cases {
      let timing = try EffectTiming(duration: d, delay: delay, iterations: n, fill: .forwards)
      Self.expectEnd(timing, at: delay + timing.activeDuration, phase: .after, "d=\(d) n=\(n) delay=\(delay)")
    }
  }
}
