import MotionCurvesCore
import MotionCurvesGestures
import Testing
import TestSupport

/// Expected values: framer's formulas worked by hand and with mpmath (τ = 0.325 s):
///
/// ```python
/// from mpmath import mp, mpf, log, exp, sqrt, sin
/// mp.dps = 40; tau = mpf('0.325')
/// tau*log(mpf(800)/mpf('0.5'))                  # end: 2.3977716451740585968… s (2398 ms)
/// 800-800*exp(-mpf('0.1')/tau), 800/tau*exp(-mpf('0.1')/tau)  # 211.88681552665238243…, 1809.5790291487619002…
/// tau*log(800/(tau*10))                         # to 10/s: 1.7894359376810413831…
/// tc = tau*log(mpf(800)/300)                    # crossing of max = 500: 0.31876950722881102697…
/// v = 300/tau                                   # exact velocity there: 923.07692307692307692…
/// vfd = 300*(exp(mpf('0.005')/tau)-1)/mpf('0.005')  # framer's 5 ms difference: 930.21406856690311912…
/// wd = sqrt(475); s = mpf('0.1')                # spring k 500, c 10 from 500 to 500: e^(−5s)·(v/ω_d)·sin(ω_d s)
/// 500+exp(-5*s)*v/wd*sin(wd*s)                  # 521.07557706569250854…
/// 500+exp(-5*s)*vfd/wd*sin(wd*s)                # 521.23853148047923715…
/// ```
@Suite("framer-motion inertia")
struct FramerInertiaTests {
  @Test("Defaults (inertia.ts), the documented time constants and the drag-release preset")
  func constants() throws {
    let inertia = try FramerInertia()
    #expect(inertia.power == 0.8 && inertia.timeConstant == 325 && inertia.restDelta == 0.5)
    #expect(inertia.bounceStiffness == 500 && inertia.bounceDamping == 10)
    #expect(inertia.min == nil && inertia.max == nil && inertia.restSpeed == nil)
    #expect(FramerInertia.codeTimeConstant == 325)
    #expect(FramerInertia.documentedTimeConstant == 700)
    #expect(FramerInertia.popmotionTimeConstant == 750)
    let drag = FramerInertia.dragRelease
    #expect(drag.timeConstant == 750 && drag.restDelta == 1 && drag.restSpeed == 10)
    #expect(drag.bounceStiffness == 200 && drag.bounceDamping == 40)
  }

  @Test("v = 1000: A = 800, settles at 325·ln(1600) = 2398 ms, then snaps to the target")
  func worked() throws {
    let motion = try FramerInertia().motion(from: 0, velocity: 1000)
    #expect(motion.amplitude == 800 && motion.to == 800)
    #expect(isClose(motion.end, 2.3977716451740585968, .ulps(8)))
    #expect((motion.end * 1000).rounded() == 2398)
    #expect(isClose(motion.value(at: 0.1), 211.88681552665238243, .ulps(8)))
    #expect(isClose(motion.velocity(at: 0.1), 1809.5790291487619002, .ulps(8)))
    #expect(isClose(try motion.duration(toVelocity: 10), 1.7894359376810413831, .ulps(8)))
    #expect(try motion.duration(toVelocity: 0.001) == motion.end)
    #expect(motion.value(at: 2.4) == 800 && motion.velocity(at: 2.4) == 0)
    // Just before the end |δ| = 800·e^(−t/τ) is above 0.5 by a hair: not yet snapped.
    #expect(motion.value(at: motion.end * (1 - 1e-9)) < 800)
  }

  @Test("modifyTarget: snap points and a rounding step move the end and rescale A")
  func modifyTarget() throws {
    let points = try FramerInertia(modifyTarget: .nearest([0, 500, 1000])).motion(from: 100, velocity: 1000)
    // ideal = 100 + 800 = 900 → nearest 1000, A = 900.
    #expect(points.target == 1000 && points.amplitude == 900)
    let step = try FramerInertia(modifyTarget: .roundToMultiple(of: 250)).motion(from: 0, velocity: -1000)
    // ideal −800 → −750 (−3.2 rounds to −3), A = −750.
    #expect(step.target == -750 && step.amplitude == -750)
    #expect(throws: GestureError.emptySnapPoints) { try FramerInertia(modifyTarget: .nearest([])) }
    #expect(throws: GestureError.self) { try FramerInertia(modifyTarget: .roundToMultiple(of: 0)) }
  }

  @Test("Boundary: exact crossing of max = 500 in closed form, then the spring toward it")
  func boundary() throws {
    let exact = try FramerInertia(max: 500, handOffVelocity: .exact).motion(from: 0, velocity: 1000)
    let handOff = try #require(exact.handOff)
    #expect(isClose(handOff.time, 0.31876950722881102697, .ulps(8)))
    #expect(isClose(handOff.frictionVelocity, 923.07692307692307692, .ulps(8)))
    #expect(handOff.spring.from == 500 && handOff.spring.to == 500 && exact.to == 500)
    // Continuity at the crossing: the friction curve just before and the spring at its start.
    let before = handOff.time.nextDown
    #expect(isClose(exact.value(at: before), exact.value(at: handOff.time), .relative(1e-12)))
    #expect(isClose(exact.velocity(at: before), exact.velocity(at: handOff.time), .relative(1e-12)))
    #expect(isClose(exact.value(at: handOff.time + 0.1), 521.07557706569250854, .relative(1e-12)))
    // framer's 5 ms difference starts the spring a little faster.
    let framer = try FramerInertia(max: 500).motion(from: 0, velocity: 1000)
    #expect(isClose(try #require(framer.handOff).spring.initialVelocity, 930.21406856690311912, .relative(1e-11)))
    #expect(isClose(framer.value(at: handOff.time + 0.1), 521.23853148047923715, .relative(1e-11)))
    // Moving down past min mirrors it; a target inside the bounds never hands off.
    let down = try FramerInertia(min: -500, max: 2000, handOffVelocity: .exact).motion(from: 0, velocity: -1000)
    #expect(isClose(try #require(down.handOff).time, 0.31876950722881102697, .ulps(8)))
    #expect(down.to == -500)
    #expect(try FramerInertia(min: -1000, max: 1000).motion(from: 0, velocity: 1000).handOff == nil)
    // Released outside: the spring starts at once, toward the nearer bound.
    let outside = try FramerInertia(min: 0, max: 100).motion(from: 130, velocity: 0)
    #expect(outside.handOff?.time == 0 && outside.to == 100)
    // The spring settles: its speed falls below 1/s for good after the crossing.
    #expect(try exact.duration(toVelocity: 1) > handOff.time)
  }

  @Test("Hostile input: zero velocity rests at once, negative mirrors, NaN and reversed bounds throw")
  func hostile() throws {
    let still = try FramerInertia().motion(from: 4, velocity: 0)
    #expect(still.to == 4 && still.end == 0 && still.value(at: 1) == 4 && still.velocity(at: 1) == 0)
    #expect(try still.duration(toVelocity: 1) == 0)
    #expect(try still.settlingDuration(epsilon: 1e-3) == 0)
    let forward = try FramerInertia().motion(from: 0, velocity: 600)
    let backward = try FramerInertia().motion(from: 0, velocity: -600)
    #expect(backward.to == -forward.to && backward.end == forward.end)
    #expect(backward.value(at: 0.2) == -forward.value(at: 0.2))
    #expect(throws: GestureError.self) { try FramerInertia().motion(from: 0, velocity: .nan) }
    #expect(throws: GestureError.reversedBounds(lower: 10, upper: -10)) { try FramerInertia(min: 10, max: -10) }
    #expect(throws: GestureError.self) { try FramerInertia(timeConstant: 0) }
    #expect(throws: GestureError.self) { try FramerInertia(power: .nan) }
    #expect(throws: GestureError.self) { try FramerInertia(restDelta: -1) }
    // 1e308/s: A = 8e307 is a double, but A/0.325 s = 2.46e308 is not: refused, not an ∞ speed.
    #expect(throws: GestureError.self) { try FramerInertia().motion(from: 0, velocity: 1e308) }
    // 1e300/s is fine and keeps the closed form's scale: rest 8e299, initial speed 8e299/0.325.
    let huge = try FramerInertia().motion(from: 0, velocity: 1e300)
    #expect(huge.to == 0.8e300 && abs(huge.velocity(at: 0) / (0.8e300 / 0.325) - 1) < 1e-14)
  }
}
