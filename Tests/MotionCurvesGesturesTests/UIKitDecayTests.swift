import MotionCurvesCore
import MotionCurvesGestures
import Testing
import TestSupport

/// Expected values from mpmath at 40 digits (the rate taken as the Double the code holds):
///
/// ```python
/// from mpmath import mp, mpf, log, exp
/// mp.dps = 40; d = mpf(0.998)
/// -1/(1000*log(d))                       # 0.49949983316645481100885…
/// -1000/(1000*log(mpf(0.99)))            # 99.499162473422083912776…
/// t = mpf('0.2'); 1000*(d**(1000*t)-1)/(1000*log(d)), 1000*d**(1000*t)  # 164.80916389149865580, 670.05161373782249187
/// log(mpf('0.1')/1000)/(1000*log(d))     # 4.6005634792083666225…
/// dn = mpf(0.999999)
/// for t in ['1e-9', '0.5', '3']: 1000*(exp(1000*mpf(t)*log(dn))-1)/(1000*log(dn)), 1000*exp(1000*mpf(t)*log(dn))
/// mpf(1000)/1000*d*(1-d**10)/(1-d)       # 9.8906573673772370023…
/// ```
@Suite("UIKit deceleration")
struct UIKitDecayTests {
  @Test("Rates: normal 0.998 and fast 0.99 per millisecond (third-party values, parity note §1.1)")
  func rates() {
    #expect(UIKitDecay.normal.rate == 0.998)
    #expect(UIKitDecay.fast.rate == 0.99)
  }

  @Test("Projection factor 0.4995 s at 0.998; exact 499.5 vs WWDC 499.0 at v = 1000, 99.5 vs 99.0 at 0.99")
  func projection() throws {
    #expect(isClose(UIKitDecay.normal.projectionFactor, 0.4994998331664548110, .ulps(4)))
    #expect((UIKitDecay.normal.projectionFactor * 10_000).rounded() / 10_000 == 0.4995)
    #expect(isClose(try UIKitDecay.normal.projection(from: 0, velocity: 1000), 499.4998331664548110, .ulps(4)))
    #expect(isClose(try UIKitDecay.fast.projection(from: 0, velocity: 1000), 99.49916247342208391, .ulps(4)))
    // WWDC18: (v/1000)·d/(1 − d) = 0.998/0.002 = 499 and 0.99/0.01 = 99 by hand (the Doubles
    // 0.998 and 0.99 are off by < 1e-16, moving the result by < 1e-12 relative).
    #expect(isClose(UIKitDecay.normal.wwdcProjection(velocity: 1000), 499.0, .relative(1e-12)))
    #expect(isClose(UIKitDecay.fast.wwdcProjection(velocity: 1000), 99.0, .relative(1e-12)))
    // The whole-millisecond model: 10 ms, and its limit (10⁶ ms: d^n underflows) = WWDC's value.
    #expect(isClose(UIKitDecay.normal.steppedValue(from: 0, velocity: 1000, milliseconds: 10), 9.890657367377237002, .ulps(8)))
    #expect(isClose(UIKitDecay.normal.steppedValue(from: 0, velocity: 1000, milliseconds: 1_000_000), 499.0, .relative(1e-12)))
  }

  @Test("Value, velocity and duration to 0.1/s at 0.998")
  func motion() throws {
    let motion = try UIKitDecay.normal.motion(from: 0, velocity: 1000)
    #expect(isClose(motion.value(at: 0.2), 164.80916389149865580, .ulps(8)))
    #expect(isClose(motion.velocity(at: 0.2), 670.05161373782249187, .ulps(8)))
    #expect(isClose(try motion.duration(toVelocity: 0.1), 4.6005634792083666225, .ulps(8)))
    // Remaining distance is |to − from|·d^(1000t): settles within 1e-3 at ln(1e-3)/(1000 ln d) =
    // 0.4994998…·6.907755… = 3.45042… s (ln 1e-3 = −6.9077552789821370521).
    #expect(isClose(try motion.settlingDuration(epsilon: 1e-3), 0.4994998331664548110 * 6.9077552789821370521, .ulps(8)))
  }

  @Test("A rate as near 1 as 0.999999 keeps its digits, at tiny and long times")
  func nearOne() throws {
    let motion = try UIKitDecay(rate: 0.999999).motion(from: 0, velocity: 1000)
    let expected: [(t: Double, x: Double, v: Double)] = [
      (1e-9, 0.0000009999999999994999997499856221519, 999.99999999899999949997141),
      (0.5, 499.87502076824662157790324642800, 999.50012472927970211639539),
      (3, 2995.5044943813882914899405513442, 997.00449400777922820713386),
    ]
    for (t, x, v) in expected {
      #expect(isClose(motion.value(at: t), x, .ulps(6)), "t = \(t)")
      #expect(isClose(motion.velocity(at: t), v, .ulps(6)), "t = \(t)")
    }
  }

  @Test("Hostile input: zero velocity rests at once, negative mirrors, NaN and bad rates throw")
  func hostile() throws {
    let still = try UIKitDecay.normal.motion(from: 7, velocity: 0)
    #expect(still.to == 7 && still.value(at: 1) == 7)
    #expect(try still.duration(toVelocity: 0.1) == 0)
    #expect(try still.settlingDuration(epsilon: 1e-3) == 0)
    let forward = try UIKitDecay.normal.motion(from: 0, velocity: 800)
    let backward = try UIKitDecay.normal.motion(from: 0, velocity: -800)
    for t in [0.01, 0.3, 2.0] {
      #expect(backward.value(at: t) == -forward.value(at: t))
      #expect(backward.velocity(at: t) == -forward.velocity(at: t))
    }
    #expect(try backward.duration(toVelocity: 1) == forward.duration(toVelocity: 1))
    #expect(throws: GestureError.invalidParameter(name: "velocity", value: .infinity, requirement: "finite")) {
      try UIKitDecay.normal.motion(from: 0, velocity: .infinity)
    }
    #expect(throws: GestureError.self) { try UIKitDecay.normal.motion(from: 0, velocity: .nan) }
    for rate in [1, 1.5, 0, -0.5, Double.nan, .infinity] {
      #expect(throws: GestureError.self) { try UIKitDecay(rate: rate) }
    }
    #expect(throws: GestureError.invalidParameter(name: "rate", value: 1, requirement: "in (0, 1)")) {
      try UIKitDecay(rate: 1)
    }
    #expect(throws: GestureError.self) { try forward.duration(toVelocity: 0) }
    #expect(throws: SamplingError.self) { try forward.settlingDuration(epsilon: -1) }
  }
}
