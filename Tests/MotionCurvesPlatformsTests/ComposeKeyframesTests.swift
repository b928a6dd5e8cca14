import Foundation
import MotionCurvesPlatforms
import Testing

/// `keyframes` and `keyframesWithSpline` against androidx `VectorizedKeyframesSpec`
/// (`VectorizedAnimationSpec.kt`), `VectorizedMonoSplineKeyframesSpec.kt` and `MonoSpline.kt`
/// (https://github.com/androidx/androidx/tree/androidx-main/compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core),
/// with values worked by hand or by the mpmath script quoted below.
///
/// Expected values from this mpmath script, condensed (mp.dps = 40; the MonoSpline part restates the
/// source's tangent rule over exact rationals, independently of the library):
/// ```
/// def bez(p1, p2, t): return 3*(1-t)**2*t*p1 + 3*(1-t)*t**2*p2 + t**3
/// t = findroot(lambda t: bez(0.4, 0.2, t) - 0.5, 0.5); y = bez(0, 1, t); dy = bez'(0,1,t)/bez'(.4,.2,t)
///   FOSI(0.5) = 0.77556131111619777008, FOSI'(0.5) = 1.2612700261612296260
/// mono(T, Y, bias): s = slopes; m = [s0, (s_{i-1}+s_i)/2 …, s_{n-2}]; bias: s0 = s_{n-2} = m0 = m_{n-1}
///   = s_{n-2}(1-p) + s0 p; for each interval: s == 0 → m_i = m_{i+1} = 0, elif hypot(m_i/s, m_{i+1}/s) > 9:
///   scale both by 3/h; Hermite (2x³−3x²+1)y_i + (x³−2x²+x)h m_i + (−2x³+3x²)y_{i+1} + (x³−x²)h m_{i+1}
/// ```
@Suite("Compose keyframes")
struct ComposeKeyframesTests {
  /// 0 → 20 over 300 ms with 10 at 150 ms using FastOutSlowInEasing (the start 0 and the end 300
  /// inserted from the initial and target values).
  static func eased(delay: Int = 0) throws -> ComposeKeyframes {
    try ComposeKeyframes(
      durationMillis: 300, delayMillis: delay, keyframes: [ComposeKeyframe(10, atMillis: 150, using: .fastOutSlowIn)])
  }

  @Test("an easing applies to the interval starting at its keyframe")
  func easedInterval() throws {
    let spec = try Self.eased()
    // [0, 150] is linear (the inserted start's LinearEasing): 75 ms is half of 0 → 10.
    #expect(abs(spec.value(from: 0, to: 20, atMillis: 75) - 5) < 1e-12)
    // [150, 300] eases with FastOutSlowIn: at 225 ms x = 0.5, f = FOSI(0.5) by bisection, value
    // 10(1 − f) + 20 f; mpmath: 17.755613111161977700833.
    let f = bisectedBezier(0.4, 0, 0.2, 1, at: 0.5)
    #expect(abs(spec.value(from: 0, to: 20, atMillis: 225) - (10 * (1 - f) + 20 * f)) < 1e-12)
    #expect(abs(spec.value(from: 0, to: 20, atMillis: 225) - 17.755613111161977700833) < 1e-12)
    // The keyframe itself, the ends, and beyond them.
    #expect(spec.value(from: 0, to: 20, atMillis: 150) == 10)
    #expect(spec.value(from: 0, to: 20, atMillis: 0) == 0)
    #expect(spec.value(from: 0, to: 20, atMillis: -40) == 0)
    #expect(spec.value(from: 0, to: 20, atMillis: 300) == 20)
    #expect(spec.value(from: 0, to: 20, atMillis: 1e9) == 20)
    #expect(spec.timestampsMillis == [0, 150, 300])
    #expect(spec.totalDurationMillis == 300)
  }

  @Test("the play time is truncated to whole milliseconds, after which the delay is taken off")
  func truncationAndDelay() throws {
    let spec = try Self.eased()
    // 75.9 ms is read as 75 ms: 5, not 5.06.
    #expect(abs(spec.value(from: 0, to: 20, atMillis: 75.9) - 5) < 1e-12)
    let delayed = try Self.eased(delay: 50)
    // 125 ms with a 50 ms delay is 75 ms in: 5; 275 ms is 225 ms in.
    #expect(abs(delayed.value(from: 0, to: 20, atMillis: 125) - 5) < 1e-12)
    #expect(abs(delayed.value(from: 0, to: 20, atMillis: 275) - 17.755613111161977700833) < 1e-12)
    #expect(delayed.value(from: 0, to: 20, atMillis: 30) == 0)
    #expect(delayed.totalDurationMillis == 350)
  }

  @Test("keyframes at 0 and at the duration replace the initial and target values")
  func givenEnds() throws {
    let spec = try ComposeKeyframes(
      durationMillis: 200, keyframes: [ComposeKeyframe(4, atMillis: 0), ComposeKeyframe(8, atMillis: 200)])
    // From 4 at 0 to 8 at 200, whatever from and to are: 100 ms → 6; the end holds 8 past it.
    #expect(abs(spec.value(from: -100, to: 100, atMillis: 100) - 6) < 1e-12)
    #expect(spec.value(from: -100, to: 100, atMillis: 0) == 4)
    #expect(spec.value(from: -100, to: 100, atMillis: 500) == 8)
    // A later keyframe at the same time replaces the earlier (Kotlin's map).
    let twice = try ComposeKeyframes(
      durationMillis: 100, keyframes: [ComposeKeyframe(1, atMillis: 50), ComposeKeyframe(3, atMillis: 50)])
    #expect(twice.value(from: 0, to: 0, atMillis: 50) == 3)
    #expect(twice.timestampsMillis == [0, 50, 100])
  }

  @Test("atFraction is (duration · f).roundToInt() in Float, ties up")
  func atFractionRounding() throws {
    // numpy float32: 5 × 0.5 = 2.5 → 3; 300 × 0.25 = 75; 100 × (1/3) = 33.333336 → 33;
    // 300 × 0.1 = 30.0 → 30; 5 × 0.7 = 3.5 (the Float product rounds up to 3.5) → 4; 7 × 0.5 = 3.5 → 4.
    #expect(try ComposeKeyframe.roundedMillis(fraction: 0.5, durationMillis: 5) == 3)
    #expect(try ComposeKeyframe.roundedMillis(fraction: 0.25, durationMillis: 300) == 75)
    #expect(try ComposeKeyframe.roundedMillis(fraction: 1.0 / 3, durationMillis: 100) == 33)
    #expect(try ComposeKeyframe.roundedMillis(fraction: 0.1, durationMillis: 300) == 30)
    #expect(try ComposeKeyframe.roundedMillis(fraction: 0.7, durationMillis: 5) == 4)
    #expect(try ComposeKeyframe.roundedMillis(fraction: 0.5, durationMillis: 7) == 4)
    let spec = try ComposeKeyframes(durationMillis: 5, keyframes: [ComposeKeyframe(9, atFraction: 0.5)])
    #expect(spec.timestampsMillis == [0, 3, 5])
    #expect(spec.value(from: 0, to: 0, atMillis: 3) == 9)
  }

  @Test("velocity: the exact derivative, and Compose's reversed, doubly delayed 1 ms difference")
  func velocities() throws {
    let spec = try Self.eased()
    // Exact at 225 ms: (20 − 10)·FOSI′(0.5)/150 ms × 1000; mpmath 84.084668410748641736.
    #expect(abs(spec.velocity(from: 0, to: 20, atMillis: 225) - 84.084668410748641736) < 1e-9)
    // Linear part: 10 per 150 ms = 66.666… per second.
    #expect(abs(spec.velocity(from: 0, to: 20, atMillis: 75) - 10.0 / 150 * 1000) < 1e-9)
    #expect(spec.velocity(from: 0, to: 20, atMillis: 300) == 0)
    // 0 at 0, 10 at 50, 110 at 100 (target), delay 20. At 70 ms Compose takes c = 50, then
    // value(49) − value(50) where value subtracts the delay again: t = 29 → 5.8 and t = 30 → 6,
    // so (5.8 − 6) × 1000 = −200 (the motion there rises at 2000 per second).
    let quirky = try ComposeKeyframes(durationMillis: 100, delayMillis: 20, keyframes: [ComposeKeyframe(10, atMillis: 50)])
    #expect(abs(quirky.composeVelocity(from: 0, to: 110, atMillis: 70) - -200) < 1e-9)
    #expect(abs(quirky.velocity(from: 0, to: 110, atMillis: 70) - 2000) < 1e-9)
  }

  @Test("keyframesWithSpline: MonoSpline's tangents and Hermite cubic")
  func spline() throws {
    // 0 (initial), 10 at 100, 15 at 200, 40 (target) at 300. Slopes .1, .05, .25 per ms; tangents
    // .1, .075, .15, .25 (no interval has hypot > 9). By hand at 50 ms (x = ½ on [0, 100]):
    // ⅛·100·.1 + ½·10 − ⅛·100·.075 = 1.25 + 5 − .9375 = 5.3125. mpmath: 150 → 11.5625, 250 → 26.25.
    let spec = try ComposeKeyframesWithSpline(
      durationMillis: 300, keyframes: [ComposeKeyframe(10, atMillis: 100), ComposeKeyframe(15, atMillis: 200)])
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 50) - 5.3125) < 1e-12)
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 150) - 11.5625) < 1e-12)
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 250) - 26.25) < 1e-12)
    #expect(spec.value(from: 0, to: 40, atMillis: 100) == 10)
    #expect(spec.value(from: 0, to: 40, atMillis: 300) == 40)
    // Slopes per second (mpmath): 50 → 106.25, 150 → 18.75, 250 → 275; linear easing, so Compose's
    // velocity at whole ms is the exact one; at the end the end tangent .25/ms.
    for (t, slope) in [(50.0, 106.25), (150, 18.75), (250, 275)] {
      #expect(abs(spec.velocity(from: 0, to: 40, atMillis: t) - slope) < 1e-9)
      #expect(abs(spec.composeVelocity(from: 0, to: 40, atMillis: t) - slope) < 1e-9)
    }
    #expect(abs(spec.composeVelocity(from: 0, to: 40, atMillis: 300) - 250) < 1e-9)
  }

  @Test("periodicBias sets both end slopes to s_last(1 − p) + s_first·p")
  func periodicBias() throws {
    // Same data, p = 0.25: .25·.75 + .1·.25 = .2125 at both ends; mpmath 50 → 6.71875,
    // 150 → 11.5625 (inner tangents unchanged), 250 → 26.71875.
    let spec = try ComposeKeyframesWithSpline(
      durationMillis: 300, keyframes: [ComposeKeyframe(10, atMillis: 100), ComposeKeyframe(15, atMillis: 200)],
      periodicBias: 0.25)
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 50) - 6.71875) < 1e-12)
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 150) - 11.5625) < 1e-12)
    #expect(abs(spec.value(from: 0, to: 40, atMillis: 250) - 26.71875) < 1e-12)
  }

  @Test("monotone data stays monotone where MonoSpline scales (hypot > 9), and overshoots where it does not")
  func monotonicity() throws {
    // 0, 1 at 100, 100 at 200, 101: slopes .01, .99, .01; hypot 50.01 on the outer intervals, so
    // they are scaled; mpmath 50 → 0.13257347795734742843, 150 → 50.5, 250 → 100.86742652204265257.
    let steep = try ComposeKeyframesWithSpline(
      durationMillis: 300, keyframes: [ComposeKeyframe(1, atMillis: 100), ComposeKeyframe(100, atMillis: 200)])
    #expect(abs(steep.value(from: 0, to: 101, atMillis: 50) - 0.13257347795734742843) < 1e-12)
    #expect(abs(steep.value(from: 0, to: 101, atMillis: 150) - 50.5) < 1e-12)
    #expect(abs(steep.value(from: 0, to: 101, atMillis: 250) - 100.86742652204265257) < 1e-12)
    var previous = -Double.infinity
    for ms in 0...300 {
      let value = steep.value(from: 0, to: 101, atMillis: Double(ms))
      #expect(value >= previous, "\(ms) ms")
      previous = value
    }
    // 0, 15 at 100, 16 at 200 (target): on [100, 200] m = .08 = 8·s and .01 = s, hypot 8.06 ≤ 9,
    // unscaled: with u = (value − 15), u(x) = 7x³ − 14x² + 8x, so u(½) = 7/8 − 7/2 + 4 = 1.375:
    // 16.375 at 150 ms, above the last keyframe (Fritsch–Carlson, scaling at 3, would not).
    let quirk = try ComposeKeyframesWithSpline(durationMillis: 200, keyframes: [ComposeKeyframe(15, atMillis: 100)])
    #expect(abs(quirk.value(from: 0, to: 16, atMillis: 150) - 16.375) < 1e-12)
  }

  @Test("hostile keyframes throw errors naming the bad value")
  func hostile() {
    #expect(throws: ComposeAnimationSpecError.negativeDuration(-1)) { try ComposeKeyframes(durationMillis: -1, keyframes: []) }
    #expect(throws: ComposeAnimationSpecError.negativeDelay(-5)) { try ComposeKeyframes(delayMillis: -5, keyframes: []) }
    #expect(throws: ComposeAnimationSpecError.tooLong(Int(Int32.max) + 1)) {
      try ComposeKeyframes(durationMillis: Int(Int32.max) + 1, keyframes: [])
    }
    #expect(throws: ComposeAnimationSpecError.keyframeOutsideDuration(timeMillis: 301, durationMillis: 300)) {
      try ComposeKeyframes(keyframes: [ComposeKeyframe(1, atMillis: 301)])
    }
    #expect(throws: ComposeAnimationSpecError.keyframeOutsideDuration(timeMillis: -1, durationMillis: 300)) {
      try ComposeKeyframes(keyframes: [ComposeKeyframe(1, atMillis: -1)])
    }
    #expect(throws: ComposeAnimationSpecError.fractionOutOfRange(1.5)) {
      try ComposeKeyframes(keyframes: [ComposeKeyframe(1, atFraction: 1.5)])
    }
    #expect(throws: ComposeAnimationSpecError.keyframeValueNotFinite(.infinity)) {
      try ComposeKeyframes(keyframes: [ComposeKeyframe(.infinity, atMillis: 10)])
    }
    #expect(throws: ComposeAnimationSpecError.periodicBiasOutOfRange(2)) {
      try ComposeKeyframesWithSpline(keyframes: [], periodicBias: 2)
    }
    do throws(ComposeAnimationSpecError) {
      _ = try ComposeKeyframes(keyframes: [ComposeKeyframe(1, atFraction: .nan)])
      Issue.record("NaN fraction accepted")
    } catch {
      guard case let .fractionOutOfRange(value) = error else { Issue.record("\(error)"); return }
      #expect(value.isNaN)
    }
    do throws(ComposeAnimationSpecError) {
      _ = try ComposeKeyframes(keyframes: [ComposeKeyframe(.nan, atMillis: 1)])
      Issue.record("NaN value accepted")
    } catch {
      guard case let .keyframeValueNotFinite(value) = error else { Issue.record("\(error)"); return }
      #expect(value.isNaN)
    }
    #expect(ComposeAnimationSpecError.negativeDelay(-5).description == "delayMillis must not be negative, not -5")
  }

  @Test("NaN play times give NaN; huge ones do not trap")
  func playTimes() throws {
    let spec = try Self.eased()
    #expect(spec.value(from: 0, to: 20, atMillis: .nan).isNaN)
    #expect(spec.composeVelocity(from: 0, to: 20, atMillis: .nan).isNaN)
    #expect(spec.value(from: 0, to: 20, atMillis: .infinity) == 20)
    #expect(spec.value(from: 0, to: 20, atMillis: -.infinity) == 0)
  }

  @Test("the hand-written JSON form decodes, validates and round-trips")
  func codable() throws {
    let json = """
      {"durationMillis": 300, "keyframes": [{"value": 10, "atMillis": 150, "using": "FastOutSlowInEasing"}]}
      """
    let decoded = try JSONDecoder().decode(ComposeKeyframes.self, from: Data(json.utf8))
    let expected = try Self.eased()
    #expect(decoded == expected)
    #expect(decoded.delayMillis == 0)
    let old = #"{"keyframes": [{"value": 10, "atFraction": 0.5, "with": "FastOutSlowInEasing"}]}"#
    #expect(try JSONDecoder().decode(ComposeKeyframes.self, from: Data(old.utf8)).timestampsMillis == [0, 150, 300])
    let round = try JSONDecoder().decode(ComposeKeyframes.self, from: JSONEncoder().encode(decoded))
    #expect(round == decoded)
    let spline = try ComposeKeyframesWithSpline(keyframes: decoded, periodicBias: 0.5)
    #expect(try JSONDecoder().decode(ComposeKeyframesWithSpline.self, from: JSONEncoder().encode(spline)) == spline)
    let both = #"{"keyframes": [{"value": 1, "atMillis": 5, "atFraction": 0.5}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ComposeKeyframes.self, from: Data(both.utf8)) }
    let bad = #"{"durationMillis": 100, "keyframes": [{"value": 1, "atMillis": 101}]}"#
    #expect(throws: ComposeAnimationSpecError.keyframeOutsideDuration(timeMillis: 101, durationMillis: 100)) {
      try JSONDecoder().decode(ComposeKeyframes.self, from: Data(bad.utf8))
    }
  }
}

/// Degenerate but valid specs.
@Suite("Compose keyframes, 0 ms")
struct ComposeKeyframesZeroDurationTests {
  @Test("a 0 ms duration gives the target at every play time, velocity 0")
  func zeroDuration() throws {
    let spec = try ComposeKeyframesWithSpline(durationMillis: 0, keyframes: [])
    #expect(spec.value(from: 1, to: 2, atMillis: 0) == 2)
    #expect(spec.composeVelocity(from: 1, to: 2, atMillis: 0) == 0)
    #expect(spec.velocity(from: 1, to: 2, atMillis: 0) == 0)
    let plain = try ComposeKeyframes(durationMillis: 0, keyframes: [])
    #expect(plain.value(from: 1, to: 2, atMillis: -5) == 2)
  }
}
