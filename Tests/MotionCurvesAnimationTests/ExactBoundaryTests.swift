import CurveReference
import MotionCurvesAnimation
import Testing

/// Every boundary of the Web Animations timing model (Level 1 §4.6.9 phases, §4.8.3 active time,
/// §4.8.4 the iteration boundary rule, §4.8.5 current iteration) decided on the exact values of
/// the given doubles, not on rounded intermediates; the reported quantities are those exact values
/// rounded once. Issue 28: a differential run found `curves animate` deciding 6 of 2,784 rows by
/// the rounding of (t − delay) and of (+ iterationStart).
@Suite("Exact timing boundaries")
struct ExactBoundaryTests {
  @Test("duration 200, iterations 2.06, iterationStart 0.94, playbackRate −1 at t = 212: iteration 1 at its end, not 2")
  func iterationStartRounding() throws {
    // The double 0.94 is 2116691824864133 / 2⁵¹ = 47/50 − 3/(25·2⁵¹) (0.94·2⁵¹ =
    // 2116691824864133.12, and 0.12/2⁵¹ = 3/(25·2⁵¹)). At t = 212 the active time is 212 and the
    // overall progress is 212/200 + 0.94 = 53/50 + 47/50 − 3/(25·2⁵¹) = 2 − δ, δ = 3/(25·2⁵¹)
    // ≈ 5.33e-17: just before 2, so iteration 1 (⌊2 − δ⌋), simple iteration progress 1 − δ. In
    // floating point 212/200 = 1.06 rounds, and 1.06 + 0.94 rounds to 2.0: iteration 2 at 0.
    // Reported, each rounded once: 2 − δ → 2.0 (the doubles below 2 are 2⁻⁵² apart, δ < 2⁻⁵³);
    // 1 − δ → 1.0 (δ < 2⁻⁵⁴, half the spacing below 1); a reverse iteration's 1 − (1 − δ) = δ →
    // the double nearest 3·2⁻⁵¹/25, which the one division 3·2⁻⁵¹ / 25 gives.
    // The active duration 200 × 2.06 is 412 and a little (2.06 rounds up), so t = 212 is inside.
    let delta = 3 * 0x1p-51 / 25
    for direction in EffectTiming.Direction.allCases {
      let timing = try EffectTiming(
        duration: 200, iterations: 2.06, iterationStart: 0.94, direction: direction, fill: .both, playbackRate: -1)
      let c = timing.evaluate(at: 212)
      #expect(c.phase == .active && c.activeTime == 212, "\(direction)")
      #expect(c.overallProgress == 2 && c.simpleIterationProgress == 1 && c.currentIteration == 1, "\(direction)")
      // Iteration 1 plays forwards for normal and alternate-reverse, backwards for the others.
      let forwards = direction == .normal || direction == .alternateReverse
      #expect(c.currentDirection == (forwards ? .forwards : .reverse), "\(direction)")
      #expect(c.directedProgress == (forwards ? 1 : delta) && c.progress == c.directedProgress, "\(direction)")
    }
    // The same at playback rate +1: the rate's sign matters only on the closed ends.
    let forwardsRate = try EffectTiming(duration: 200, iterations: 2.06, iterationStart: 0.94).evaluate(at: 212)
    #expect(forwardsRate.currentIteration == 1 && forwardsRate.simpleIterationProgress == 1 && forwardsRate.progress == 1)
  }

  @Test("delay 791.6 at t = 1391.6, three iterations of 200: still active, 2⁻⁴³ before the end")
  func delayRounding() throws {
    // The doubles: 791.6 = 6962987236379853/2⁴³ and 1391.6 = 12240643049704652/2⁴³, so
    // t − delay = 5277655813324799/2⁴³ = 600 − 2⁻⁴³ (600·2⁴³ = 5277655813324800): the end of the
    // active interval, delay + 3·200, is 2⁻⁴³ after t. In floating point delay + 600 rounds to
    // 1391.6 = t, so t lands on the end: the after phase (forwards), with no value without a fill.
    // Exactly: active, active time 600 − 2⁻⁴³ (a double), overall progress
    // (600 − 2⁻⁴³)/200 = 3 − ε, ε = 2⁻⁴³/200 ≈ 5.68e-16: iteration 2, simple progress 1 − ε.
    // Rounded once: 3 − ε → 3 − 2⁻⁵¹ (ε is 1.28 of the 2⁻⁵¹ spacing below 3); 1 − ε → 1 − 5·2⁻⁵³
    // (ε is 5.12 of the 2⁻⁵³ spacing below 1); a reverse iteration's ε → the double nearest
    // 2⁻⁴³/200, the one division 0x1p-43 / 200.
    let epsilon = 0x1p-43 / 200
    for fill in EffectTiming.Fill.allCases {
      let timing = try EffectTiming(duration: 200, delay: 791.6, iterations: 3, fill: fill)
      let c = timing.evaluate(at: 1391.6)
      #expect(c.phase == .active && c.activeTime == 600 - 0x1p-43, "\(fill)")
      #expect(c.overallProgress == 3 - 0x1p-51 && c.currentIteration == 2, "\(fill)")
      #expect(c.simpleIterationProgress == 1 - 5 * 0x1p-53 && c.progress == 1 - 5 * 0x1p-53, "\(fill)")
    }
    let reverse = try EffectTiming(duration: 200, delay: 791.6, iterations: 3, direction: .reverse).evaluate(at: 1391.6)
    #expect(reverse.directedProgress == epsilon && reverse.progress == epsilon)
    // The next double after 1391.6 (2⁻⁴¹ later) is past the end: after, and with a forwards fill
    // the end of the last iteration exactly (overall 3, simple progress 1, iteration 2).
    let after = try EffectTiming(duration: 200, delay: 791.6, iterations: 3, fill: .forwards).evaluate(at: 1391.6.nextUp)
    #expect(after.phase == .after && after.activeTime == 600 && after.overallProgress == 3)
    #expect(after.simpleIterationProgress == 1 && after.currentIteration == 2)
    // Playing backwards the active interval is (delay, end]: 1391.6 is inside it either way.
    let backwards = try EffectTiming(duration: 200, delay: 791.6, iterations: 3, playbackRate: -1).evaluate(at: 1391.6)
    #expect(backwards.phase == .active && backwards.progress == 1 - 5 * 0x1p-53)
  }

  /// Decimal inputs of a few digits, as a page would write them, so that times computed from
  /// them in real arithmetic fall on the boundaries the doubles nearly denote.
  struct Case: CustomStringConvertible {
    var timing: EffectTiming
    var t: Double
    var description: String {
      "duration \(timing.duration) delay \(timing.delay) endDelay \(timing.endDelay) iterations \(timing.iterations) "
        + "iterationStart \(timing.iterationStart) \(timing.direction) \(timing.fill) rate \(timing.playbackRate) t \(t)"
    }
  }

  /// k / 10^digits for a random k in 0..<limit·10^digits: the double nearest a decimal.
  static func decimal(_ rng: inout SeededRandom, below limit: Int, digits: Int) -> (value: Double, units: Int, scale: Int) {
    let scale = [1, 10, 100, 1000][digits]
    let units = Int(rng.next() % UInt64(limit * scale))
    return (Double(units) / Double(scale), units, scale)
  }

  static func makeCase(_ rng: inout SeededRandom) throws -> Case {
    // Every input a decimal over 1000 (three digits), so real-arithmetic sums are k/1000 exactly.
    let d = decimal(&rng, below: 1000, digits: Int(rng.next() % 3))
    let duration = (d.units == 0 ? 1 : d.units) * (1000 / d.scale)  // in thousandths, > 0
    let n = decimal(&rng, below: 5, digits: Int(rng.next() % 3))
    let iterations = n.units * (1000 / n.scale)
    let s = rng.next() % 3 == 0 ? (value: 0.0, units: 0, scale: 1) : decimal(&rng, below: 3, digits: Int(rng.next() % 3))
    let start = s.units * (1000 / s.scale)
    let delaySign = rng.next() % 4 == 0 ? -1 : 1
    let dl = rng.next() % 3 == 0 ? (value: 0.0, units: 0, scale: 1) : decimal(&rng, below: 1000, digits: Int(rng.next() % 2))
    let delay = delaySign * dl.units * (1000 / dl.scale)
    let el = rng.next() % 2 == 0 ? (value: 0.0, units: 0, scale: 1) : decimal(&rng, below: 500, digits: 1)
    let endDelay = (rng.next() % 2 == 0 ? -1 : 1) * el.units * (1000 / el.scale)
    // The local time, in thousandths (of the time unit) × 1000 (of progress): real-arithmetic
    // boundaries delay + (m − start)·duration, the end, the end time, the delay; or anywhere.
    let activeDuration = duration * iterations  // thousandths²
    let times: [Int] = [
      delay * 1000 + (Int(rng.next() % UInt64(iterations / 1000 + 3)) * 1000 - start) * duration,
      delay * 1000 + activeDuration, (delay + endDelay) * 1000 + activeDuration, delay * 1000,
      delay * 1000 + Int(rng.next() % UInt64(activeDuration + 2000 * duration + 1)) - 1000 * duration,
    ]
    let micro = times[Int(rng.next() % UInt64(times.count))]
    var t = Double(micro) / 1e6  // the double nearest the real time
    // (Its neighbours, except around 0, whose are subnormal: the reference rounds in the normal range.)
    switch t == 0 ? 3 : rng.next() % 4 {
    case 0: t = t.nextUp
    case 1: t = t.nextDown
    default: break
    }
    let directions = EffectTiming.Direction.allCases, fills: [EffectTiming.Fill] = [.none, .forwards, .backwards, .both]
    let timing = try EffectTiming(
      duration: Double(duration) / 1000, delay: Double(delay) / 1000, endDelay: Double(endDelay) / 1000,
      iterations: Double(iterations) / 1000, iterationStart: Double(start) / 1000,
      direction: directions[Int(rng.next() % 4)], fill: fills[Int(rng.next() % 4)],
      playbackRate: rng.next() % 2 == 0 ? -1 : 1)
    return Case(timing: timing, t: t)
  }

  static func expectRounds(_ value: Double?, _ exact: Rational?, _ what: String, _ c: Case) {
    guard let exact else {
      #expect(value == nil, "\(what): \(c)")
      return
    }
    guard let value else {
      Issue.record("\(what) is nil: \(c)")
      return
    }
    #expect(exact.roundings.contains(value), "\(what) \(value), exact rounds to \(exact.roundings): \(c)")
  }

  @Test("seeded: every reported field is the exact rational evaluation of its double inputs, rounded once")
  func againstExactRationals() throws {
    var rng = SeededRandom(seed: 0x2028_0028)
    var naiveDisagreements = 0
    let count = 3000
    for _ in 0..<count {
      let c = try Self.makeCase(&rng)
      let got = c.timing.evaluate(at: c.t)
      let exact = ExactTimingReference(c.timing, at: c.t)
      #expect(got.phase == exact.phase, "phase: \(c)")
      Self.expectRounds(got.activeTime, exact.activeTime, "activeTime", c)
      Self.expectRounds(got.overallProgress, exact.overallProgress, "overallProgress", c)
      Self.expectRounds(got.simpleIterationProgress, exact.simpleIterationProgress, "simpleIterationProgress", c)
      #expect(got.currentIteration == exact.currentIteration.flatMap { $0.int.map(Double.init) }, "currentIteration: \(c)")
      #expect(got.currentDirection == exact.forwards.map { $0 ? .forwards : .reverse }, "currentDirection: \(c)")
      Self.expectRounds(got.directedProgress, exact.directedProgress, "directedProgress", c)
      #expect(got.progress == got.directedProgress, "linear easing: \(c)")

      // The hazard: the spec's formulas in rounded arithmetic decide the phase or the iteration
      // differently from the exact values.
      let timing = c.timing
      let end = timing.delay + timing.duration * timing.iterations
      let naiveAfter = c.t > end || (timing.playbackRate >= 0 && c.t == end)
      let naiveIteration = ((c.t - timing.delay) / timing.duration + timing.iterationStart).rounded(.down)
      let exactIteration = exact.overallProgress.flatMap { $0.floor.int.map(Double.init) }
      if exact.phase == .active && (naiveAfter || exactIteration != naiveIteration) {
        naiveDisagreements += 1
      }
    }
    // The generator reaches the boundaries that rounding decides (a few percent of the cases).
    #expect(naiveDisagreements > count / 100, "\(naiveDisagreements)")
  }
}
