import MotionCurvesCore
import MotionCurvesGestures
import Testing
import TestSupport

/// Expected values: closed forms worked by hand and with mpmath (f = −4.2, threshold 0.1):
///
/// ```python
/// from mpmath import mp, mpf, log, exp
/// mp.dps = 40; f = mpf(-4.2)
/// -1000/f*(1-mpf('0.1')/1000)                 # to: 238.07142857142856135…  (1000/4.2 = 238.1)
/// log(mpf('0.1')/1000)/f                      # end: 2.1929381838038529396… s (2193 ms)
/// t = mpf('0.3'); 1000/f*(exp(f*t)-1), 1000*exp(f*t)   # 170.55856511910228824…, 283.65402649977035906…
/// ```
@Suite("Compose exponentialDecay")
struct ComposeExponentialDecayTests {
  @Test("Defaults and clamps (FloatDecayAnimationSpec.kt: -4.2f, max(1e-4, m), max(1e-7, |thr|))")
  func constants() throws {
    let spec = try ComposeExponentialDecay()
    #expect(spec.friction == -4.2 && spec.threshold == 0.1)
    #expect(try ComposeExponentialDecay(frictionMultiplier: 0).friction == -4.2e-4)
    #expect(try ComposeExponentialDecay(frictionMultiplier: 2).friction == -8.4)
    #expect(try ComposeExponentialDecay(absVelocityThreshold: -3).threshold == 3)
    #expect(try ComposeExponentialDecay(absVelocityThreshold: 0).threshold == 1e-7)
  }

  @Test("v₀ = 1000: distance 238.1 (1000/4.2), 2193 ms to 0.1/s (Compose truncates to 2192)")
  func worked() throws {
    let motion = try ComposeExponentialDecay().motion(from: 0, velocity: 1000)
    #expect(isClose(motion.to, 238.07142857142856135, .ulps(8)))
    #expect((motion.to * 10).rounded() / 10 == 238.1)
    #expect(isClose(motion.end, 2.1929381838038529396, .ulps(8)))
    #expect((motion.end * 1000).rounded() == 2193)
    #expect(motion.platformDurationMilliseconds == 2192)
    #expect(isClose(try motion.duration(toVelocity: 0.1), 2.1929381838038529396, .ulps(8)))
    // A slower threshold than the spec's is reached at the spec's end.
    #expect(try motion.duration(toVelocity: 0.01) == motion.end)
    #expect(isClose(motion.value(at: 0.3), 170.55856511910228824, .ulps(8)))
    #expect(isClose(motion.velocity(at: 0.3), 283.65402649977035906, .ulps(8)))
    #expect(motion.value(at: 5) == motion.to && motion.velocity(at: 5) == 0)
  }

  @Test("Compose's Float, whole-millisecond numbers stay within Float rounding of the exact form")
  func platform() throws {
    let motion = try ComposeExponentialDecay().motion(from: 10, velocity: -1000)
    // 0.3009 s is truncated to 300 ms: the exact values at 0.3 s (mirrored, +10), in Float.
    #expect(abs(Double(motion.platformValue(at: 0.3009)) - (10 - 170.55856511910228824)) <= 1e-4)
    #expect(abs(Double(motion.platformVelocity(at: 0.3009)) + 283.65402649977035906) <= 1e-4)
    #expect(motion.platformValue(at: 0) == 10)
  }

  @Test("Hostile input: slow and zero releases end at once; negative mirrors; NaN throws")
  func hostile() throws {
    let spec = try ComposeExponentialDecay()
    let slow = try spec.motion(from: 3, velocity: 0.05)
    #expect(slow.to == 3 && slow.end == 0 && slow.value(at: 0.5) == 3)
    #expect(try slow.duration(toVelocity: 0.1) == 0)
    let still = try spec.motion(from: 3, velocity: 0)
    #expect(still.to == 3)
    #expect(try still.settlingDuration(epsilon: 1e-3) == 0)
    let forward = try spec.motion(from: 0, velocity: 500)
    let backward = try spec.motion(from: 0, velocity: -500)
    #expect(backward.to == -forward.to && backward.end == forward.end)
    #expect(backward.value(at: 0.4) == -forward.value(at: 0.4))
    #expect(throws: GestureError.self) { try spec.motion(from: 0, velocity: .nan) }
    #expect(throws: GestureError.self) { try spec.motion(from: .nan, velocity: 1) }
    #expect(throws: GestureError.invalidParameter(name: "frictionMultiplier", value: .infinity, requirement: "finite")) {
      try ComposeExponentialDecay(frictionMultiplier: .infinity)
    }
    #expect(throws: GestureError.self) { try ComposeExponentialDecay(absVelocityThreshold: .nan) }
  }

  @Test("Settling: the remaining distance is (|v₀|/4.2)(e^(ft) − 1e-4)")
  func settling() throws {
    let motion = try ComposeExponentialDecay().motion(from: 0, velocity: 1000)
    // ε = 1e-2: e^(ft) = 1e-2·(1 − 1e-4) + 1e-4 = 0.010099 → t = ln(0.010099)/(−4.2)
    // = 4.5953188699…/4.2; ln(0.010099) = −4.59531886993771718531 (mpmath: log(mpf('0.010099'))).
    let expected = 4.59531886993771718531 / 4.2
    #expect(isClose(try motion.settlingDuration(epsilon: 1e-2), expected, .relative(1e-12)))
  }
}
