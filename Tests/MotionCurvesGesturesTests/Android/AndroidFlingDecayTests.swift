import Foundation
import MotionCurvesCore
import MotionCurvesGestures
import Testing

/// Expected values: platform-parity.md §1.2 (worked examples) and /tmp/an30/ref2.py — mpmath at
/// 30 digits for the exact model (T = exp(l/(DR−1)), D = 0.35·v·T, the spline by bisection) and a
/// numpy float32 transcription of `SplineOverScroller` for the platform numerics:
///
///     T = exp(log(0.35*1000/(0.015*c1))/(DR-1)); D = 1000*0.35*T      # 0.555181775…, 194.313621…
///     l = np.log(float(f32(0.35)*f32(abs(v))/fc)); ms = int(1000*np.exp(l/(DRf-1)))
@Suite("Android fling (OverScroller, splineBasedDecay)")
struct AndroidFlingDecayTests {
  @Test("Physical coefficient 9.80665·39.37·160·density·0.84")
  func coefficient() throws {
    // Note §1.2: 51 890.2 / 136 211.8 / 155 670.6 (mpmath: 51890.2017312, 136211.7795444, 155670.6051936).
    #expect(abs(try AndroidFlingDecay.physicalCoefficient(density: 1) - 51890.2017312) < 1e-6)
    #expect(abs(try AndroidFlingDecay.physicalCoefficient(density: 2.625) - 136211.7795444) < 1e-6)
    #expect(abs(try AndroidFlingDecay.physicalCoefficient(density: 3) - 155670.6051936) < 1e-6)
    #expect(AndroidFlingDecay.defaultFriction == 0.015)
  }

  @Test("Worked examples: 1000 px/s → 555.2 ms, 194.3 px; 4000 → 1540.7 ms, 2157 px; density 2.625 → 272.8 ms, 95.5 px")
  func workedExamples() throws {
    let exact = try AndroidFlingDecay().motion(from: 0, velocity: 1000)
    // mpmath: 555.181775085416… ms, 194.313621279895… px.
    #expect(abs(exact.duration - 0.5551817750854164) < 1e-14)
    #expect(abs(exact.to - 194.31362127989574) < 1e-11)
    let fast = try AndroidFlingDecay().motion(from: 0, velocity: 4000)
    #expect(abs(fast.duration - 1.5406800890374266) < 1e-13)  // 1540.68008903742… ms
    #expect(abs(fast.to - 2156.952124652397) < 1e-10)         // 2156.95212465239…
    let dense = try AndroidFlingDecay(density: 2.625).motion(from: 0, velocity: 1000)
    #expect(abs(dense.duration - 0.2727996877178105) < 1e-14)  // 272.799687717810… ms
    #expect(abs(dense.to - 95.47989070123366) < 1e-11)         // 95.4798907012336…
    // Projection is the rest position.
    #expect(try AndroidFlingDecay().projection(from: 10, velocity: -1000) == 10 - exact.to)
  }

  @Test("OverScroller numerics: whole ms, whole px (float32 transcription)")
  func overScroller() throws {
    let model = AndroidFlingDecay(numerics: .overScroller)
    let fling = try model.motion(from: 0, velocity: 1000)
    // ref2.py: 555 ms, distance 194.3136… → (int) 194.
    #expect(fling.duration == 0.555 && fling.to == 194)
    let fast = try model.motion(from: 0, velocity: 4000)
    #expect(fast.duration == 1.54 && fast.to == 2156)  // 1540 ms, (int) 2156.95 = 2156
    let back = try model.motion(from: 0, velocity: -2500)
    #expect(back.duration == 1.089 && back.to == -953)
    let dense = try AndroidFlingDecay(density: 2.625, numerics: .overScroller).motion(from: 0, velocity: 1000)
    #expect(dense.duration == 0.272 && dense.to == 95)
    // update() at 100 ms: τ = 100f/555f, index 18, distance 88.615… → round 89; velocity 698.78656 px/s.
    #expect(fling.value(at: 0.1) == 89)
    #expect(abs(fling.velocity(at: 0.1) - 698.7865600585938) < 1e-9)
    #expect(fling.value(at: 0.556) == 194 && fling.velocity(at: 0.556) == 0)
    // ref2.py scanning whole ms in float32: speed first ≤ 100 px/s at 400 ms; within 1% of 194 px
    // (|194 − x| ≤ 1.94) first at 481 ms.
    #expect(try fling.duration(toVelocity: 100) == 0.4)
    #expect(try fling.settlingDuration(epsilon: 0.01) == 0.481)
  }

  @Test("Compose splineBasedDecay numerics: Float distance, whole ms")
  func compose() throws {
    let fling = try AndroidFlingDecay(numerics: .compose).motion(from: 0, velocity: 1000)
    // ref2.py: (Long) 555 ms, Float distance 194.31362915039062.
    #expect(fling.duration == 0.555)
    #expect(fling.to == 194.31362915039062)
    #expect(fling.value(at: 0.0104) == fling.value(at: 0.0100))  // read at whole ms
    // ref2.py (float32): at 100 ms, 194.31363f × the table's 0.4567… = 88.75846099853516 px and
    // velocity 699.916259765625 px/s.
    #expect(fling.value(at: 0.1) == 88.75846099853516)
    #expect(fling.velocity(at: 0.1) == 699.916259765625)
  }

  @Test("Exact motion: starts at the release velocity, mpmath values inside")
  func exactMotion() throws {
    let fling = try AndroidFlingDecay().motion(from: 0, velocity: 1000)
    // D/T = 0.35·v and the slope at 0 is 1/0.35: v(0) = v.
    #expect(abs(fling.velocity(at: 1e-12) - 1000) < 1e-6)
    #expect(fling.initialVelocity == 1000 && fling.value(at: -1) == 0 && fling.value(at: 10) == fling.to)
    // mpmath: x(0.1) = 88.7369208670871…, v(0.1) = 709.867555905250…, x(T/2) = 166.800093452654…
    #expect(abs(fling.value(at: 0.1) - 88.73692086708713) < 1e-12)
    #expect(abs(fling.velocity(at: 0.1) - 709.8675559052502) < 1e-10)
    #expect(abs(fling.value(at: fling.duration / 2) - 166.80009345265423) < 1e-12)
    // mpmath: speed 100 px/s at 0.402283875237467… s; within 1% of the rest at 0.470816026211715… s.
    #expect(abs(try fling.duration(toVelocity: 100) - 0.40228387523746707) < 1e-12)
    #expect(abs(try fling.settlingDuration(epsilon: 0.01) - 0.47081602621171515) < 1e-12)
    #expect(try fling.duration(toVelocity: 2000) == 0)
  }

  @Test("Clamping shortens the duration (adjustDuration), worked by hand")
  func clamping() throws {
    // OverScroller: final 194 > max 97, x = |97/194| = 0.5, index 50, timeCoef = SPLINE_TIME[50] =
    // 0.20223011 (float table), duration = (int)(555 × 0.20223011) = (int)112.24 = 112 ms.
    let platform = try AndroidFlingDecay(upperBound: 97, numerics: .overScroller).motion(from: 0, velocity: 1000)
    #expect(platform.duration == 0.112 && platform.to == 97 && platform.splineDuration == 0.555)
    // Exact: the bound at half the distance is reached at the exact time fraction of distance 0.5,
    // 0.20222789… (mpmath), × 0.55518177… s = 0.1122732405525764 s.
    let half = 194.31362127989574 / 2
    let exact = try AndroidFlingDecay(lowerBound: -1, upperBound: half).motion(from: 0, velocity: 1000)
    #expect(abs(exact.duration - 0.1122732405525764) < 1e-13)
    #expect(exact.to == half)
    #expect(abs(exact.value(at: exact.duration * (1 - 1e-12)) - half) < 1e-8)
    // The lower bound, flung downward.
    let down = try AndroidFlingDecay(lowerBound: -half).motion(from: 0, velocity: -1000)
    #expect(abs(down.duration - 0.1122732405525764) < 1e-13 && down.to == -half)
  }

  @Test("Flywheel: the previous fling's current velocity is added when signs match")
  func flywheel() throws {
    let previous = try AndroidFlingDecay().motion(from: 0, velocity: 1000)
    // mpmath: the previous fling's velocity at 0.1 s is 709.867555905250… px/s.
    let sum = try AndroidFlingDecay.flywheelVelocity(500, previous: previous, elapsed: 0.1)
    #expect(abs(sum - (500 + 709.8675559052502)) < 1e-10)
    #expect(try AndroidFlingDecay.flywheelVelocity(-500, previous: previous, elapsed: 0.1) == -500)
    #expect(try AndroidFlingDecay.flywheelVelocity(500, previous: previous, elapsed: 1) == 500)  // finished
    #expect(throws: GestureError.self) { try AndroidFlingDecay.flywheelVelocity(.nan, previous: previous, elapsed: 0) }
  }

  @Test("Hostile input is refused by name")
  func hostile() throws {
    #expect(throws: GestureError.invalidParameter(name: "velocity", value: .infinity, requirement: "finite")) {
      try AndroidFlingDecay().motion(from: 0, velocity: .infinity)
    }
    #expect {
      try AndroidFlingDecay().motion(from: 0, velocity: .nan)
    } throws: { error in
      if case let .invalidParameter(name, _, _) = error as? GestureError { return name == "velocity" }
      return false
    }
    #expect(throws: GestureError.invalidParameter(name: "density", value: 0, requirement: "positive and finite")) {
      try AndroidFlingDecay(density: 0).motion(from: 0, velocity: 1000)
    }
    #expect(throws: GestureError.invalidParameter(name: "density", value: -1, requirement: "positive and finite")) {
      try AndroidFlingDecay.physicalCoefficient(density: -1)
    }
    #expect(throws: GestureError.reversedBounds(lower: 10, upper: 0)) {
      try AndroidFlingDecay(lowerBound: 10, upperBound: 0).motion(from: 5, velocity: 1000)
    }
    #expect(throws: GestureError.self) { try AndroidFlingDecay(upperBound: 0).motion(from: 5, velocity: 1000) }
    #expect(throws: GestureError.self) { try AndroidFlingDecay().motion(from: 0, velocity: 1e300) }
    // A huge velocity in OverScroller's int arithmetic saturates rather than crashing.
    let saturated = try AndroidFlingDecay(numerics: .overScroller).motion(from: 0, velocity: 1e300)
    #expect(saturated.initialVelocity == 2_147_483_647 && saturated.to.isFinite)
    // Zero velocity: at rest, duration 0 (Android's mDuration = 0).
    for numerics in AndroidFlingNumerics.allCases {
      let rest = try AndroidFlingDecay(numerics: numerics).motion(from: 3, velocity: 0)
      #expect(rest.to == 3 && rest.duration == 0 && rest.value(at: 0.5) == 3 && rest.velocity(at: 0.5) == 0)
      #expect(try rest.duration(toVelocity: 1) == 0 && rest.settlingDuration(epsilon: 0.01) == 0)
    }
    let fling = try AndroidFlingDecay().motion(from: 0, velocity: 1000)
    #expect(throws: GestureError.self) { try fling.duration(toVelocity: 0) }
    #expect(throws: SamplingError.self) { try fling.settlingDuration(epsilon: .nan) }
    #expect(fling.value(at: .nan).isNaN)
  }

  @Test("The model and its motion round-trip through Codable")
  func codable() throws {
    let model = AndroidFlingDecay(density: 2, lowerBound: 0, numerics: .compose)
    #expect(try roundTrip(model) == model)
    let fling = try model.motion(from: 1, velocity: 300)
    #expect(try roundTrip(fling) == fling)
  }
}

/// Encodes and decodes `value` as JSON.
private func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}
