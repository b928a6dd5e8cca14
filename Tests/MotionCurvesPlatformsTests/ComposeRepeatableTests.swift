import Foundation
import MotionCurvesPlatforms
import Testing

/// `repeatable`, `infiniteRepeatable`, `StartOffset` and `snap` against androidx
/// `VectorizedRepeatableSpec`, `VectorizedInfiniteRepeatableSpec`, `VectorizedSnapSpec`
/// (`VectorizedAnimationSpec.kt`) and `TargetBasedAnimation` (`Animation.kt`), worked by hand on a
/// linear tween from 0 to 10 over 100 ms (value = play time / 10 within an iteration).
@Suite("Compose repeatable and snap")
struct ComposeRepeatableTests {
  static let linear = ComposeDurationBasedSpec.tween(ComposeTween(durationMillis: 100, easing: .linear))

  func value(_ spec: ComposeRepeatable, _ ms: Double) -> Double { spec.value(from: 0, to: 10, atMillis: ms) }

  @Test("Restart plays every iteration from the start")
  func restart() throws {
    let spec = try ComposeRepeatable(iterations: 3, animation: Self.linear)
    // 50 → 5; 150 is 50 into the 2nd; 250 into the 3rd; 299 → 9.9; 300 is the end: the target.
    for (ms, expected) in [(50.0, 5.0), (150, 5), (250, 5), (299, 9.9), (300, 10), (1000, 10)] {
      #expect(abs(value(spec, ms) - expected) < 1e-12, "\(ms)")
    }
    // The spec alone at 300: r = min(3, 2) = 2, 300 − 200 = 100 ms → 10.
    #expect(abs(spec.specValue(from: 0, to: 10, atMillis: 300) - 10) < 1e-12)
    #expect(spec.durationMillis == 300)
    let once = try ComposeRepeatable(iterations: 1, animation: Self.linear, repeatMode: .reverse)
    #expect(abs(value(once, 50) - 5) < 1e-12)
    #expect(value(once, 100) == 10)
  }

  @Test("Reverse plays odd iterations backwards; 3 ends at the target")
  func reverseOdd() throws {
    let spec = try ComposeRepeatable(iterations: 3, animation: Self.linear, repeatMode: .reverse)
    // 120: r = 1 (odd) → 200 − 120 = 80 → 8; 150 → 50 → 5; 250: r = 2 (even) → 50 → 5; 299 → 9.9.
    for (ms, expected) in [(50.0, 5.0), (120, 8), (150, 5), (250, 5), (299, 9.9), (300, 10)] {
      #expect(abs(value(spec, ms) - expected) < 1e-12, "\(ms)")
    }
  }

  @Test("Reverse with an even count ends backwards at the start, then jumps to the target")
  func reverseEvenJump() throws {
    let spec = try ComposeRepeatable(iterations: 2, animation: Self.linear, repeatMode: .reverse)
    // 120 → 80 → 8; 199: r = 1 → 200 − 199 = 1 ms → 0.1; at 200 the animation is finished: 10, while
    // the spec itself reads r = min(2, 1) = 1, 200 − 200 = 0 → 0 (the jump from 0.1 to 10).
    #expect(abs(value(spec, 120) - 8) < 1e-12)
    #expect(abs(value(spec, 199) - 0.1) < 1e-12)
    #expect(value(spec, 200) == 10)
    #expect(spec.specValue(from: 0, to: 10, atMillis: 200) == 0)
    #expect(spec.specValue(from: 0, to: 10, atMillis: 250) == 0)
  }

  @Test("a start offset delays or fast-forwards once; the animation's own delay repeats")
  func startOffset() throws {
    let delayed = try ComposeRepeatable(
      iterations: 3, animation: Self.linear, initialStartOffset: ComposeStartOffset(offsetMillis: 30))
    // q = p − 30: 20 → q < 0 → 0; 80 → 50 → 5; 180 → 150 → 5; duration 300 + 30.
    #expect(value(delayed, 20) == 0)
    #expect(abs(value(delayed, 80) - 5) < 1e-12)
    #expect(abs(value(delayed, 180) - 5) < 1e-12)
    #expect(delayed.durationMillis == 330)
    let forward = try ComposeRepeatable(
      iterations: 3, animation: Self.linear,
      initialStartOffset: ComposeStartOffset(offsetMillis: 30, offsetType: .fastForward))
    // q = p + 30: 0 → 3; 20 → 5; 90 → 120 → 20 into the 2nd → 2; duration 300 − 30.
    #expect(abs(value(forward, 0) - 3) < 1e-12)
    #expect(abs(value(forward, 20) - 5) < 1e-12)
    #expect(abs(value(forward, 90) - 2) < 1e-12)
    #expect(forward.durationMillis == 270)
    #expect(forward.initialStartOffset.signedMillis == 30)
    // tween(80, delay 20): iteration 100 ms; 110 → 10 into the 2nd, still in the delay → 0;
    // 160 → 60 → 40/80 → 5.
    let ownDelay = try ComposeRepeatable(
      iterations: 2, animation: .tween(ComposeTween(durationMillis: 80, delayMillis: 20, easing: .linear)))
    #expect(value(ownDelay, 110) == 0)
    #expect(abs(value(ownDelay, 160) - 5) < 1e-12)
  }

  @Test("infiniteRepeatable never finishes")
  func infinite() throws {
    let spec = try ComposeRepeatable.infinite(animation: Self.linear, repeatMode: .reverse)
    // 1050: r = 10 (even) → 50 → 5; 1120: r = 11 (odd) → 1200 − 1120 = 80 → 8.
    #expect(abs(value(spec, 1050) - 5) < 1e-12)
    #expect(abs(value(spec, 1120) - 8) < 1e-12)
    #expect(spec.durationMillis == nil)
    #expect(spec.isInfinite)
    // 10¹² ms: r = 10¹⁰ (even) → 0 → 0.
    #expect(value(spec, 1e12) == 0)
  }

  @Test("keyframes repeat too")
  func repeatedKeyframes() throws {
    // 0 → 10 at 50 → 20 (target) at 100, linear; Reverse ×3: 175 → r = 1 → 25 → 5.
    let keyframes = try ComposeKeyframes(durationMillis: 100, keyframes: [ComposeKeyframe(10, atMillis: 50)])
    let spec = try ComposeRepeatable(iterations: 3, animation: .keyframes(keyframes), repeatMode: .reverse)
    #expect(abs(spec.value(from: 0, to: 20, atMillis: 175) - 5) < 1e-12)
  }

  @Test("snap jumps to the target after its delay")
  func snap() throws {
    let spec = try ComposeSnap(delayMillis: 100)
    #expect(spec.value(from: 1, to: 2, atMillis: 99.9) == 1)
    #expect(spec.value(from: 1, to: 2, atMillis: 100) == 2)
    #expect(try ComposeSnap().value(from: 1, to: 2, atMillis: 0) == 2)
    // snap(100) repeated twice: an iteration of 100 ms; 150 → 50 into the 2nd, before the jump.
    let repeated = try ComposeRepeatable(iterations: 2, animation: .snap(spec))
    #expect(repeated.value(from: 1, to: 2, atMillis: 150) == 1)
  }

  @Test("hostile parameters throw errors naming the bad value")
  func hostile() throws {
    #expect(throws: ComposeAnimationSpecError.iterationsBelowOne(0)) {
      try ComposeRepeatable(iterations: 0, animation: Self.linear)
    }
    #expect(throws: ComposeAnimationSpecError.negativeDuration(-10)) {
      try ComposeRepeatable(iterations: 2, animation: .tween(ComposeTween(durationMillis: -10)))
    }
    #expect(throws: ComposeAnimationSpecError.negativeDelay(-3)) {
      try ComposeRepeatable.infinite(animation: .tween(ComposeTween(delayMillis: -3)))
    }
    #expect(throws: ComposeAnimationSpecError.emptyIteration) {
      try ComposeRepeatable(iterations: 2, animation: .snap(ComposeSnap()))
    }
    #expect(throws: ComposeAnimationSpecError.negativeStartOffset(-1)) { try ComposeStartOffset(offsetMillis: -1) }
    #expect(throws: ComposeAnimationSpecError.negativeDelay(-1)) { try ComposeSnap(delayMillis: -1) }
    let spec = try ComposeRepeatable(iterations: Int.max, animation: Self.linear)
    #expect(spec.durationMillis == Int.max)
    #expect(value(spec, .nan).isNaN)
  }

  @Test("the hand-written JSON form decodes and round-trips")
  func codable() throws {
    let json = """
      {"iterations": 3, "repeatMode": "Reverse",
       "animation": {"tween": {"durationMillis": 100, "delayMillis": 0, "easing": "LinearEasing"}},
       "initialStartOffset": {"offsetMillis": 30, "offsetType": "FastForward"}}
      """
    let decoded = try JSONDecoder().decode(ComposeRepeatable.self, from: Data(json.utf8))
    let expected = try ComposeRepeatable(
      iterations: 3, animation: Self.linear, repeatMode: .reverse,
      initialStartOffset: ComposeStartOffset(offsetMillis: 30, offsetType: .fastForward))
    #expect(decoded == expected)
    #expect(try JSONDecoder().decode(ComposeRepeatable.self, from: JSONEncoder().encode(expected)) == expected)
    let infinite = #"{"animation": {"snap": {"delayMillis": 40}}}"#
    let forever = try JSONDecoder().decode(ComposeRepeatable.self, from: Data(infinite.utf8))
    #expect(forever.isInfinite && forever.repeatMode == .restart && forever.initialStartOffset == .zero)
    #expect(try JSONDecoder().decode(ComposeRepeatable.self, from: JSONEncoder().encode(forever)) == forever)
    let zero = #"{"iterations": 0, "animation": {"snap": {"delayMillis": 40}}}"#
    #expect(throws: ComposeAnimationSpecError.iterationsBelowOne(0)) {
      try JSONDecoder().decode(ComposeRepeatable.self, from: Data(zero.utf8))
    }
    let two = #"{"tween": {"durationMillis": 1, "delayMillis": 0, "easing": "LinearEasing"}, "snap": {}}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ComposeDurationBasedSpec.self, from: Data(two.utf8)) }
  }
}

/// The velocity of a repeated spec, worked by hand on the linear 0 → 10 tween over 100 ms
/// (100 units per second inside an iteration).
@Suite("Compose repeatable velocity")
struct ComposeRepeatableVelocityTests {
  @Test("Forwards +100/s, a Reverse iteration −100/s, 0 during a start delay and once finished")
  func velocity() throws {
    let spec = try ComposeRepeatable(
      iterations: 2, animation: ComposeRepeatableTests.linear, repeatMode: .reverse,
      initialStartOffset: ComposeStartOffset(offsetMillis: 30, offsetType: .delay))
    func v(_ ms: Double) -> Double { spec.velocity(from: 0, to: 10, atMillis: ms) }
    // Delay 30: nothing moves before 30 ms; from 30 the first iteration (+100), from 130 the
    // second, backwards (−100); at 230 = 2·100 + 30 the animation has finished.
    #expect(v(20) == 0 && v(30) == 100 && v(80) == 100 && v(150) == -100 && v(229) == -100 && v(230) == 0)
    #expect(v(.nan).isNaN)
    // A linear tween's own velocity: (4 − 2)/0.2 s inside, 0 before its delay and from its end on.
    let tween = ComposeDurationBasedSpec.tween(ComposeTween(durationMillis: 200, delayMillis: 50, easing: .linear))
    #expect(tween.velocity(from: 2, to: 4, atMillis: 49) == 0)
    #expect(tween.velocity(from: 2, to: 4, atMillis: 150) == 10)  // 2 units over 0.2 s
    #expect(tween.velocity(from: 2, to: 4, atMillis: 250) == 0)
    #expect(ComposeDurationBasedSpec.snap(try ComposeSnap(delayMillis: 10)).velocity(from: 0, to: 1, atMillis: 5) == 0)
  }
}
