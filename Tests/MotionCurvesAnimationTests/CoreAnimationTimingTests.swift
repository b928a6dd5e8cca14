import MotionCurvesAnimation
import Testing

/// Core Animation's media timing (`CAMediaTiming`) with every expected value worked out by hand
/// from Apple's formula `t = (tp − beginTime) × speed + timeOffset` and the repeat rules, the
/// arithmetic written beside each expectation. Times are dyadic where possible so that the
/// arithmetic is exact and the comparisons are too.
@Suite("Core Animation timing")
struct CoreAnimationTimingTests {
  /// The progress at parent time `tp`.
  static func progress(_ timing: MediaTiming, _ tp: Double) -> Double? { timing.evaluate(at: tp).progress }

  /// An animation of 10 → 30 (the from value 10, the to value 30) on `timing`.
  static func fade(_ timing: MediaTiming) throws -> PropertyAnimation<Double> {
    PropertyAnimation(timing: .media(timing), keyframes: .values(try KeyframeValues(values: [10.0, 30.0])))
  }

  @Test("beginTime shifts, speed scales and timeOffset adds, in that order")
  func beginSpeedOffset() throws {
    // beginTime 1, duration 2: t = tp − 1, progress t / 2, active for tp ∈ [1, 3).
    let begun = try MediaTiming(beginTime: 1, duration: 2)
    #expect(begun.evaluate(at: 0.5).phase == .before)  // t = −0.5
    #expect(Self.progress(begun, 0.5) == nil)  // removed: no fill
    #expect(Self.progress(begun, 1) == 0)  // t = 0
    #expect(Self.progress(begun, 2) == 0.5)  // t = 1, 1/2
    #expect(Self.progress(begun, 2.5) == 0.75)  // t = 1.5, 1.5/2
    #expect(begun.evaluate(at: 3).phase == .after)  // t = 2 = the active duration: [0, 2) is over
    #expect(Self.progress(begun, 3) == nil)

    // speed 2: t = (tp − 1) × 2, so the 2 s of active local time take 1 s of the parent's.
    let fast = try MediaTiming(beginTime: 1, duration: 2, speed: 2)
    #expect(Self.progress(fast, 1.5) == 0.5)  // t = 0.5 × 2 = 1, 1/2
    #expect(Self.progress(fast, 1.75) == 0.75)  // t = 0.75 × 2 = 1.5
    #expect(fast.evaluate(at: 2).phase == .after)  // t = 2
    #expect(fast.evaluate(at: 2).localTime == 2)

    // timeOffset 0.5 is added after the speed: t = (tp − 1) + 0.5. Without wrapping the offset
    // moves the whole interval: t ∈ [0, 2) for tp ∈ [0.5, 2.5).
    let offset = try MediaTiming(beginTime: 1, duration: 2, timeOffset: 0.5)
    #expect(Self.progress(offset, 1) == 0.25)  // t = 0.5, 0.5/2
    #expect(Self.progress(offset, 2) == 0.75)  // t = 1.5
    #expect(Self.progress(offset, 0.75) == 0.125)  // t = −0.25 + 0.5 = 0.25
    #expect(Self.progress(offset, 2.5) == nil)  // t = 2: over
    #expect(offset.evaluate(at: 2.5).phase == .after)

    // All three: beginTime 2, speed 0.5, timeOffset 0.25, duration 1: t = (3 − 2) × 0.5 + 0.25.
    let all = try MediaTiming(beginTime: 2, duration: 1, speed: 0.5, timeOffset: 0.25)
    #expect(all.activeLocalTime(atParentTime: 3) == 0.75)
    #expect(Self.progress(all, 3) == 0.75)
    // Speed applies to (tp − beginTime), not to the offset: at tp = 2, t = 0 × 0.5 + 0.25.
    #expect(Self.progress(all, 2) == 0.25)
  }

  @Test("speed 0 freezes local time at timeOffset, whatever the parent time")
  func speedZero() throws {
    // t = (tp − b) × 0 + 0.5 = 0.5 for every tp (even ±∞, where (tp − b) × 0 would be NaN):
    // progress 0.5 / 2 = 0.25.
    let frozen = try MediaTiming(beginTime: 5, duration: 2, speed: 0, timeOffset: 0.5)
    for tp in [-1e9, -1, 0, 0.5, 3, 5, 1e9, Double.infinity, -Double.infinity] {
      #expect(frozen.evaluate(at: tp).localTime == 0.5, "\(tp)")
      #expect(Self.progress(frozen, tp) == 0.25, "\(tp)")
      #expect(frozen.evaluate(at: tp).phase == .active, "\(tp)")
    }
    // timeOffset 0: frozen on the first frame (active, progress 0).
    #expect(Self.progress(try MediaTiming(duration: 2, speed: 0), 100) == 0)
    // timeOffset = the active duration: frozen after the end; shown only with a forwards fill
    // kept on completion, and then at the end (progress 1).
    #expect(Self.progress(try MediaTiming(duration: 2, speed: 0, timeOffset: 2), 7) == nil)
    let heldEnd = try MediaTiming(duration: 2, speed: 0, timeOffset: 2, fillMode: .forwards, removedOnCompletion: false)
    #expect(Self.progress(heldEnd, 7) == 1)
    // A negative offset is before the start: the backwards fill shows the start.
    #expect(Self.progress(try MediaTiming(duration: 2, speed: 0, timeOffset: -1), 7) == nil)
    #expect(Self.progress(try MediaTiming(duration: 2, speed: 0, timeOffset: -1, fillMode: .backwards), 7) == 0)
  }

  @Test("negative speed: the active interval is (0, AD] in active local time, as a negative playback rate")
  func negativeSpeed() throws {
    // speed −1, timeOffset 2, duration 2: t = −tp + 2.
    let back = try MediaTiming(duration: 2, speed: -1, timeOffset: 2)
    #expect(back.evaluate(at: 0).phase == .active)  // t = 2 = AD: the closed end belongs to it
    #expect(Self.progress(back, 0) == 1)  // the end of the (only) iteration, exactly 1
    #expect(Self.progress(back, 0.5) == 0.75)  // t = 1.5
    #expect(Self.progress(back, 1) == 0.5)  // t = 1
    #expect(back.evaluate(at: 2).phase == .before)  // t = 0: the open end
    #expect(Self.progress(back, 2) == nil)
    #expect(back.evaluate(at: -0.5).phase == .after)  // t = 2.5 > AD
    #expect(Self.progress(back, -0.5) == nil)
    // The same local times played forwards: t = 0 is active, t = 2 is after.
    let forwards = try MediaTiming(duration: 2)
    #expect(forwards.evaluate(at: 0).phase == .active && forwards.evaluate(at: 2).phase == .after)

    // Filled both ways: before (t ≤ 0) holds the start, after (t > 2) the end.
    let held = try MediaTiming(duration: 2, speed: -1, timeOffset: 2, fillMode: .both, removedOnCompletion: false)
    #expect(Self.progress(held, 2) == 0)  // t = 0
    #expect(Self.progress(held, 3) == 0)  // t = −1
    #expect(Self.progress(held, -0.5) == 1)  // t = 2.5, active time clamped to 2

    // speed −2 with a begin time: t = (tp − 1) × (−2) + 2.
    let faster = try MediaTiming(beginTime: 1, duration: 2, speed: -2, timeOffset: 2)
    #expect(Self.progress(faster, 1.25) == 0.75)  // t = −0.5 + 2 = 1.5
    #expect(Self.progress(faster, 1) == 1)  // t = 2: closed end
    #expect(faster.evaluate(at: 2).phase == .before)  // t = 0
  }

  @Test("Core Animation has no before flag: a step easing does not drop a step in a fill")
  func noBeforeFlag() throws {
    // beginTime 1, backwards fill, step-start: at tp = 0 the fill shows directed progress 0, and
    // steps(1, start)(0) = (⌊0 × 1⌋ + 1) / 1 = 1. Web Animations' before flag would take the step
    // back to 0 (css-easing-1 step algorithm: "if before flag is set and x·N is an integer, −1").
    let media = try MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards, timingFunction: .stepStart)
    #expect(media.evaluate(at: 0).progress == 1)
    #expect(media.evaluate(at: 0).beforeFlag == false)
    let web = try EffectTiming(duration: 1, delay: 1, fill: .backwards, easing: .stepStart)
    #expect(web.evaluate(at: 0).progress == 0)
  }

  @Test("duration 0 means 0.25 s for a standalone animation, the group's duration inside a group")
  func zeroDuration() throws {
    let standalone = try MediaTiming()
    #expect(MediaTiming.defaultDuration == 0.25)
    #expect(standalone.legDuration() == 0.25)
    #expect(standalone.activeDuration == 0.25)
    #expect(Self.progress(standalone, 0.0625) == 0.25)  // 0.0625 / 0.25
    #expect(Self.progress(standalone, 0.125) == 0.5)
    #expect(Self.progress(standalone, 0.25) == nil)  // over at 0.25 s
    #expect(standalone.legDuration(inherited: 3) == 3)
    // Two repeats of 0.25 s: at 0.375 s the second repeat is half-way.
    let twice = try MediaTiming(repeatCount: 2)
    #expect(twice.activeDuration == 0.5)
    #expect(twice.evaluate(at: 0.375).currentIteration == 1)
    #expect(Self.progress(twice, 0.375) == 0.5)
    // Held at the end after 0.25 s.
    #expect(Self.progress(try MediaTiming(fillMode: .forwards, removedOnCompletion: false), 1) == 1)
    // A non-zero duration is its own.
    #expect(try MediaTiming(duration: 2).legDuration(inherited: 3) == 2)
  }

  @Test("repeatCount: 0 means 1, fractional counts end mid-repeat, ∞ repeats forever")
  func repeatCount() throws {
    #expect(try MediaTiming(duration: 1, repeatCount: 0).activeDuration == 1)
    // 2.5 repeats of 1 s: active for 2.5 s.
    let fractional = try MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards, removedOnCompletion: false)
    #expect(fractional.activeDuration == 2.5)
    #expect(fractional.evaluate(at: 1).currentIteration == 1)  // an interior boundary starts the next repeat
    #expect(Self.progress(fractional, 1) == 0)
    #expect(fractional.evaluate(at: 2.25).currentIteration == 2)  // 2.25 = 2 repeats + 0.25
    #expect(Self.progress(fractional, 2.25) == 0.25)
    // The end holds half-way through the third repeat: overall progress 2.5, iteration 2, 0.5.
    for tp in [2.5, 10.0] {
      let end = fractional.evaluate(at: tp)
      #expect(end.phase == .after && end.overallProgress == 2.5 && end.currentIteration == 2 && end.progress == 0.5)
    }

    let forever = try MediaTiming(duration: 1, repeatCount: .infinity)
    #expect(forever.activeDuration == .infinity)
    // 1,000,000.25 s = 10⁶ repeats + 0.25 (exact in binary).
    #expect(forever.evaluate(at: 1_000_000.25).currentIteration == 1_000_000)
    #expect(Self.progress(forever, 1_000_000.25) == 0.25)
    // 10¹⁵ + 0.5 is exact too (the spacing of doubles there is 0.125).
    #expect(Self.progress(forever, 1e15 + 0.5) == 0.5)
    // Forever, autoreversing: legs alternate, 3.25 s is the fourth leg (index 3, backwards): 1 − 0.25.
    let pingPong = try MediaTiming(duration: 1, repeatCount: .infinity, autoreverses: true)
    #expect(pingPong.evaluate(at: 3.25).currentIteration == 3)
    #expect(Self.progress(pingPong, 3.25) == 0.75)
  }

  @Test("endTime: the parent time at which the active interval ends, and the phase turns to after there")
  func endTime() throws {
    // beginTime 1, legs of 2 s, 1.5 repeats autoreversing: AD = 2 × 1.5 × 2 = 6; at speed 2 with
    // offset 0.5, t = (tp − 1) × 2 + 0.5 reaches 6 at tp = 1 + (6 − 0.5)/2 = 3.75.
    let reversing = try MediaTiming(
      beginTime: 1, duration: 2, speed: 2, timeOffset: 0.5, repeatCount: 1.5, autoreverses: true)
    #expect(reversing.endTime == 3.75)
    // repeatDuration 3 (not doubled by autoreverses) from 0.5: 0.5 + 3 = 3.5.
    #expect(try MediaTiming(beginTime: 0.5, duration: 2, repeatDuration: 3, autoreverses: true).endTime == 3.5)
    // Duration 0 is the standalone 0.25 s: 2 + 0.25.
    #expect(try MediaTiming(beginTime: 2).endTime == 2.25)
    // A wrapping offset only shifts the phase: 1 + 2 = 3, as if there were no offset.
    #expect(try MediaTiming(beginTime: 1, duration: 2, timeOffset: 0.5, wrapsTimeOffset: true).endTime == 3)
    // Speed −2 from 4 with offset 1: t = (tp − 4) × (−2) + 1 falls to 0 at tp = 4 − 1/(−2) = 4.5;
    // the interval (0, 1] is tp ∈ [4, 4.5).
    let backwards = try MediaTiming(beginTime: 4, duration: 1, speed: -2, timeOffset: 1)
    #expect(backwards.endTime == 4.5)
    // Never: local time frozen, or repeating forever.
    #expect(try MediaTiming(duration: 1, speed: 0).endTime == .infinity)
    #expect(try MediaTiming(duration: 1, repeatCount: .infinity).endTime == .infinity)
    // Active just before the end, and no longer from it on: after the active duration played
    // forwards; before local time 0, the interval's open end, played backwards.
    for timing in [reversing, backwards, try MediaTiming(beginTime: 0.5, duration: 2, repeatDuration: 3)] {
      #expect(timing.evaluate(at: timing.endTime.nextDown).phase == .active, "\(timing)")
      #expect(timing.evaluate(at: timing.endTime).phase == (timing.speed > 0 ? .after : .before), "\(timing)")
    }
  }

  @Test("repeatDuration: repeats for that long, not doubled by autoreverses; both set is an error")
  func repeatDuration() throws {
    // duration 2 for 5 s: 2.5 repeats.
    let timed = try MediaTiming(duration: 2, repeatDuration: 5, fillMode: .forwards, removedOnCompletion: false)
    #expect(timed.activeDuration == 5)
    #expect(timed.evaluate(at: 4.5).currentIteration == 2)  // 4.5 = 2 × 2 + 0.5
    #expect(Self.progress(timed, 4.5) == 0.25)  // 0.5 / 2
    #expect(Self.progress(timed, 6) == 0.5)  // held half-way through the third repeat
    #expect(try MediaTiming(duration: 2, repeatDuration: .infinity).activeDuration == .infinity)

    // Autoreversing for 3 s with 1 s legs: forward, back, forward.
    let legs = try MediaTiming(duration: 1, repeatDuration: 3, autoreverses: true, fillMode: .forwards, removedOnCompletion: false)
    #expect(legs.activeDuration == 3)
    #expect(Self.progress(legs, 1.25) == 0.75)  // second leg, backwards: 1 − 0.25
    #expect(Self.progress(legs, 2.5) == 0.5)  // third leg, forwards
    #expect(Self.progress(legs, 4) == 1)  // ends after a forward leg: at the to value

    #expect(throws: AnimationTimingError.repeatCountAndDuration(2, 3)) {
      try MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 3)
    }
  }

  @Test("autoreverses with a forwards fill kept on completion ends at the from value")
  func autoreverseEnd() throws {
    // 1 s forth and 1 s back, 10 → 30: value = 10 + 20 × progress.
    let there = try Self.fade(try MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards, removedOnCompletion: false))
    #expect(there.value(at: 0.25) == 15)  // progress 0.25
    #expect(there.value(at: 1.25) == 25)  // back leg: progress 1 − 0.25 = 0.75
    #expect(there.value(at: 2) == 10)  // the end: the back leg's end, progress 0
    #expect(there.value(at: 100) == 10)
    // Two autoreversing repeats: 4 s; at 2.5 s the second repeat's forward leg is half-way.
    let twice = try Self.fade(
      try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards, removedOnCompletion: false))
    #expect(twice.value(at: 2.5) == 20)
    #expect(twice.value(at: 4) == 10)
    // Removed on completion (the default): nothing after the end.
    let removed = try Self.fade(try MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards))
    #expect(removed.value(at: 2) == nil)
    // Without autoreverse the same fill ends at the to value.
    let oneWay = try Self.fade(try MediaTiming(duration: 1, fillMode: .forwards, removedOnCompletion: false))
    #expect(oneWay.value(at: 2) == 30)
  }

  @Test("fillMode backwards holds the from value before beginTime; removedOnCompletion only ends the forwards fill")
  func fills() throws {
    let later = try Self.fade(try MediaTiming(beginTime: 2, duration: 1, fillMode: .backwards))
    #expect(later.value(at: 0) == 10)  // before the begin time: the start
    #expect(later.sample(at: 0).timing.phase == .before)
    #expect(later.value(at: 2.5) == 20)
    #expect(later.value(at: 3) == nil)  // no forwards fill
    let removedFill = try Self.fade(try MediaTiming(beginTime: 2, duration: 1))
    #expect(removedFill.value(at: 0) == nil)
    // `both`, removed on completion: the start holds before, nothing after.
    let both = try Self.fade(try MediaTiming(beginTime: 2, duration: 1, fillMode: .both))
    #expect(both.value(at: 0) == 10 && both.value(at: 4) == nil)
    // `both`, kept: the end holds after.
    let kept = try Self.fade(try MediaTiming(beginTime: 2, duration: 1, fillMode: .both, removedOnCompletion: false))
    #expect(kept.value(at: 0) == 10 && kept.value(at: 4) == 30)
  }

  @Test("velocity per second of the parent's time: the keyframes' slope × the leg's rate × speed")
  func velocity() throws {
    // 10 → 30 over 2 s legs at speed 2: 20 / 2 × 2 = 20 per parent second, forwards then back.
    let animation = try Self.fade(try MediaTiming(duration: 2, speed: 2, autoreverses: true))
    #expect(animation.velocity(at: 0.25) == 20)  // local 0.5, forward leg [0, 2)
    #expect(animation.velocity(at: 1.25) == -20)  // local 2.5, the back leg [2, 4)
    #expect(animation.velocity(at: 5) == nil)  // over, removed
    // A held fill does not move.
    let held = try Self.fade(try MediaTiming(duration: 2, fillMode: .forwards, removedOnCompletion: false))
    #expect(held.velocity(at: 5) == 0)
  }

  @Test("wrapsTimeOffset: Lockwood's offset loops around inside the fixed active interval")
  func wrappingOffset() throws {
    // duration 1, offset 0.5, wrapping: active for tp ∈ [0, 1) as without an offset, showing
    // local time (tp + 0.5) mod 1: it starts half-way, loops around at tp = 0.5 and plays up to
    // where it started.
    let wrapped = try MediaTiming(duration: 1, timeOffset: 0.5, wrapsTimeOffset: true)
    #expect(Self.progress(wrapped, 0) == 0.5)
    #expect(Self.progress(wrapped, 0.25) == 0.75)
    #expect(Self.progress(wrapped, 0.5) == 0)  // 1.0 mod 1
    #expect(Self.progress(wrapped, 0.875) == 0.375)  // 1.375 mod 1
    #expect(wrapped.evaluate(at: 0.875).phase == .active)
    #expect(wrapped.evaluate(at: 0.875).localTime == 1.375)  // the unwrapped local time is reported
    #expect(wrapped.evaluate(at: 1).phase == .after)  // the same total duration, 1 s
    #expect(Self.progress(wrapped, 1) == nil)
    // The plain formula instead ends early: at tp = 0.5, t = 1 is already over.
    #expect(Self.progress(try MediaTiming(duration: 1, timeOffset: 0.5), 0.5) == nil)

    // Held at the end, it holds where it started (offset 0.5), not the to value.
    let held = try MediaTiming(duration: 1, timeOffset: 0.5, fillMode: .both, removedOnCompletion: false, wrapsTimeOffset: true)
    #expect(Self.progress(held, 2) == 0.5)
    // An offset of a whole active duration wraps to no offset, and its end holds the end.
    let whole = try MediaTiming(duration: 1, timeOffset: 1, fillMode: .forwards, removedOnCompletion: false, wrapsTimeOffset: true)
    #expect(Self.progress(whole, 0.25) == 0.25)
    #expect(Self.progress(whole, 5) == 1)
    // Offsets beyond the active duration and negative ones wrap too: 3.25 mod 1, −0.25 mod 1.
    #expect(Self.progress(try MediaTiming(duration: 1, timeOffset: 3, wrapsTimeOffset: true), 0.25) == 0.25)
    #expect(Self.progress(try MediaTiming(duration: 1, timeOffset: -0.25, wrapsTimeOffset: true), 0) == 0.75)
    // Two repeats (active duration 2): (1.75 + 0.5) mod 2 = 0.25 in the first repeat,
    // (1.25 + 0.5) mod 2 = 1.75 in the second.
    let repeated = try MediaTiming(duration: 1, timeOffset: 0.5, repeatCount: 2, wrapsTimeOffset: true)
    #expect(repeated.evaluate(at: 1.75).currentIteration == 0 && Self.progress(repeated, 1.75) == 0.25)
    #expect(repeated.evaluate(at: 1.25).currentIteration == 1 && Self.progress(repeated, 1.25) == 0.75)
    // Before a later begin time, the backwards fill shows the starting point, offset 0.5.
    let later = try MediaTiming(beginTime: 1, duration: 1, timeOffset: 0.5, fillMode: .backwards, wrapsTimeOffset: true)
    #expect(later.evaluate(at: 0).phase == .before && Self.progress(later, 0) == 0.5)
  }

  @Test("layer time: local and parent time are inverse maps; followed(by:) equals applying both")
  func layerTime() throws {
    let parent = try LayerTiming(beginTime: 2, speed: 3, timeOffset: 1)
    let child = try LayerTiming(beginTime: 0.5, speed: 0.5, timeOffset: -1)
    // tp = 4: parent local (4 − 2) × 3 + 1 = 7; child local (7 − 0.5) × 0.5 − 1 = 2.25.
    #expect(parent.localTime(atParentTime: 4) == 7)
    #expect(child.localTime(atParentTime: 7) == 2.25)
    #expect(parent.parentTime(atLocalTime: 7) == 4)  // (7 − 1) / 3 + 2
    // Composed: speed 3 × 0.5 = 1.5, begin 2, offset (1 − 0.5) × 0.5 − 1 = −0.75.
    let composed = parent.followed(by: child)
    #expect(composed.beginTime == 2 && composed.speed == 1.5 && composed.timeOffset == -0.75)
    #expect(composed.localTime(atParentTime: 4) == 2.25)  // (4 − 2) × 1.5 − 0.75

    // On a grid of dyadic parameters and times every operation is exact, so the composed map
    // equals the two applied in turn exactly.
    let dyadic: [Double] = [-2, -0.5, 0, 0.25, 1, 3]
    for b1 in dyadic { for s1 in [-2.0, 0, 0.5, 4] { for o1 in dyadic {
      for b2 in [-1.0, 0.75] { for s2 in [-0.25, 0, 2] { for o2 in [0.0, -1.5] {
      let a = try LayerTiming(beginTime: b1, speed: s1, timeOffset: o1)
      let b = try LayerTiming(beginTime: b2, speed: s2, timeOffset: o2)
      for t in [-8.0, 0, 0.375, 5] {
        #expect(a.followed(by: b).localTime(atParentTime: t) == b.localTime(atParentTime: a.localTime(atParentTime: t)))
      }
    }}}}}}
    // With decimal parameters the two differ by a few roundings: within 1e-15 of the largest term.
    let p = try LayerTiming(beginTime: 0.1, speed: 0.3, timeOffset: 0.7)
    let c = try LayerTiming(beginTime: 0.2, speed: 1.1, timeOffset: -0.9)
    for t in [0.0, 0.3, 17.1, 1234.567] {
      let direct = c.localTime(atParentTime: p.localTime(atParentTime: t))
      let largest = max(abs((t - 0.1) * 0.3 * 1.1), abs((0.7 - 0.2) * 1.1), 0.9)
      #expect(abs(p.followed(by: c).localTime(atParentTime: t) - direct) <= 1e-15 * largest)
    }
    // Speed 0 has no inverse, and freezes the local time at its offset.
    let frozen = try LayerTiming(speed: 0, timeOffset: 0.3)
    #expect(frozen.parentTime(atLocalTime: 0.3) == nil)
    #expect(frozen.localTime(atParentTime: 1234.5) == 0.3)
    #expect(LayerTiming.identity.localTime(atParentTime: 42.5) == 42.5)
  }

  @Test("a layer with speed 0 and timeOffset = progress freezes its whole subtree there")
  func frozenSubtree() throws {
    func animation(_ timing: MediaTiming, to: Double) throws -> AnimationNode<Double> {
      .animation(PropertyAnimation(timing: .media(timing), keyframes: .values(try KeyframeValues(values: [0.0, to]))))
    }
    let subtree: [AnimationNode<Double>] = [
      try animation(try MediaTiming(duration: 1), to: 100),
      try animation(try MediaTiming(beginTime: 0.125, duration: 0.5), to: 10),
      .group(try MediaTiming(duration: 1), [try animation(try MediaTiming(), to: 1)]),
      .layer(try LayerTiming(speed: 2), [try animation(try MediaTiming(duration: 1), to: 100)]),
    ]
    let sidebar = AnimationNode<Double>.layer(try LayerTiming(speed: 0, timeOffset: 0.375), subtree)
    for tp in [0.0, 1, 100, 1e6] {
      let leaves = sidebar.leaves(at: tp)
      #expect(leaves.map(\.path) == [[0], [1], [2, 0], [3, 0]])
      // Local time 0.375 everywhere below the frozen layer:
      #expect(leaves[0].sample.value == 37.5)  // 0.375 / 1 of 0 → 100
      #expect(leaves[1].sample.value == 5)  // (0.375 − 0.125) / 0.5 = 0.5 of 0 → 10
      #expect(leaves[2].sample.value == 0.375)  // the group's progress 0.375 × 1 s; the child inherits 1 s
      #expect(leaves[3].sample.value == 75)  // the inner layer doubles it: 0.75 of 0 → 100
    }
    // Scrubbing: another offset, another frame, still independent of the clock.
    let scrubbed = AnimationNode<Double>.layer(try LayerTiming(speed: 0, timeOffset: 0.75), subtree)
    #expect(scrubbed.leaves(at: 3).map(\.sample.value) == [75, nil, 0.75, nil])
  }
}
