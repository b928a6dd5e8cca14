import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesSprings
import Testing

/// The reproductions of the hostile-input report that concern springs.
@Suite("Hostile input: springs")
struct HostileSpringTests {
  @Test("sample counts are checked before any conversion to Int (items 1, 6)")
  func counts() throws {
    let motion = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 10), from: 0, to: 1)
    #expect(throws: SamplingError.self) { try motion.samples(fps: 60, until: 1e300) }
    #expect(throws: SamplingError.self) { try motion.bake(fps: 1e300) }
    #expect(throws: SamplingError.self) { try motion.bake(fps: 1e9) }
    #expect(throws: SamplingError.notPositive(.epsilon, -1)) { try motion.bake(fps: 60, epsilon: -1) }
    #expect(throws: SamplingError.self) { try motion.bake(fps: 60, epsilon: .nan) }
    // Barely damped and very soft springs settle after ~1e18 s: too many frames, not a trap.
    for spring in [try DampedSpring(stiffness: 100, damping: 1e-17), try DampedSpring(stiffness: 1e-300, damping: 1)] {
      let slow = try SpringMotion(spring: spring, from: 0, to: 1)
      let duration = try slow.settlingDuration()
      #expect(duration.isFinite && duration > 1e17)
      #expect(throws: SamplingError.self) { try slow.samples(fps: 60, until: duration) }
    }
  }

  @Test("settlingDuration and steps refuse bad arguments with typed errors (item 20)")
  func arguments() throws {
    let motion = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 10), from: 0, to: 1)
    #expect(throws: SamplingError.notPositive(.epsilon, -1)) { try motion.settlingDuration(epsilon: -1) }
    #expect(throws: SamplingError.notFinite(.epsilon, .infinity)) { try motion.duration(epsilon: .infinity) }
    var animator = SpringAnimator(spring: motion.spring, from: 0.0, to: 1.0)
    #expect(throws: SpringError.notFinite(.dt, .infinity)) { try animator.advance(by: .infinity) }
    #expect(throws: SpringError.notFinite(.dt, -.infinity)) { try animator.advance(by: -.infinity) }
    #expect(throws: SpringError.negative(.dt, -0.5)) { try animator.advance(by: -0.5) }
    #expect(animator.value == 0 && animator.velocity == 0 && animator.elapsed == 0)
    var stepper = SpringStepper(spring: motion.spring)
    var (x, v) = (0.0, 0.0)
    #expect(throws: SpringError.self) { try stepper.step(value: &x, velocity: &v, target: 1, dt: .nan) }
    // A finite step of 1e302 s lands a damped spring on its target, exactly at rest.
    try stepper.step(value: &x, velocity: &v, target: 1, dt: 1e302)
    #expect(x == 1 && v == 0)
  }

  @Test("huge times and distances stay finite (item 9)")
  func hugeTimes() throws {
    let motion = try SpringMotion(spring: DampedSpring(response: 0.5, dampingRatio: 0.5), from: 0, to: 1)
    #expect(motion.value(at: 1e301) == 1 && motion.velocity(at: 1e301) == 0)
    #expect(motion.value(at: .infinity) == 1)
    let wide = try SpringMotion(spring: DampedSpring(stiffness: 16, damping: 16), from: -1e308, to: 1e308)
    // Over-damped, so it moves monotonically between its ends: finite, and halfway in closed form.
    let (l1, l2) = (-8 + 48.0.squareRoot(), -8 - 48.0.squareRoot())
    for t in [0.01, 0.3, 2] {
      let fraction = (l2 * Foundation.exp(l1 * t) - l1 * Foundation.exp(l2 * t)) / (l2 - l1)  // y/y0
      let exact = 1e308 * (1 - 2 * fraction)
      #expect(abs(wide.value(at: t) - exact) <= 1e-12 * 1e308, "t = \(t)")
      // dy/dt = y0·λ₁λ₂·(e^{λ₁t} − e^{λ₂t})/(λ₂ − λ₁): finite here.
      let rate = l1 * l2 / (l2 - l1) * (Foundation.exp(l1 * t) - Foundation.exp(l2 * t))
      #expect(abs(wide.velocity(at: t) / 1e308 + 2 * rate) <= 1e-12 * abs(2 * rate))  // y0 = −2e308
    }
  }

  @Test("the same spring at any scale of its parameters moves the same way (item 12)")
  func scaledParameters() throws {
    let unit = try SpringMotion(spring: DampedSpring(mass: 1, stiffness: 1, damping: 1), from: 0, to: 1)
    for scale in [1e200, 1e-160, 1e-300, 1e300] {
      let spring = try DampedSpring(mass: scale, stiffness: scale, damping: scale)
      #expect(abs(spring.dampingRatio - 0.5) <= 1e-15 && abs(spring.naturalFrequency - 1) <= 1e-15, "\(scale)")
      let motion = try SpringMotion(spring: spring, from: 0, to: 1)
      for t in [0.5, 1, 7] {
        #expect(abs(motion.value(at: t) - unit.value(at: t)) <= 1e-14, "scale \(scale) at \(t)")
      }
      #expect(abs(try motion.settlingDuration() - unit.settlingDuration()) <= 1e-12 * (try unit.settlingDuration()))
    }
    // (1, 1, 1) at t = 1: y = −e^(−t/2)·(cos ωt + sin(ωt)/(2ω)), ω = √3/2.
    let w = 3.0.squareRoot() / 2
    #expect(abs(unit.value(at: 1) - (1 - Foundation.exp(-0.5) * (Foundation.cos(w) + Foundation.sin(w) / (2 * w)))) <= 1e-15)
    // A stiff spring is under-damped, not critically damped.
    #expect(try DampedSpring(stiffness: 1e300, damping: 10).regime == .underDamped)
    #expect(try CoreAnimationSpring(mass: 1e200, stiffness: 1e200, damping: 1e201).effectiveSpring.dampingRatio == 1)
  }

  @Test("settling does not depend on the size of the distance (item 13)")
  func settlingScale() throws {
    let spring = try DampedSpring(response: 0.4, dampingRatio: 0.6)
    let unit = try SpringMotion(spring: spring, from: 0, to: 1).settlingDuration()
    for distance in [1e-300, 1e-200, 1e155, 1e300] {
      let motion = try SpringMotion(spring: spring, from: 0, to: distance)
      #expect(abs(try motion.settlingDuration() - unit) <= 1e-12 * unit, "distance \(distance)")
    }
    let kicked = try SpringMotion(spring: spring, from: 1e-300, to: 1e-300, initialVelocity: 1e-290)
    #expect(try kicked.settlingDuration() > 0)
  }

  @Test("JNWSpringAnimation refuses ends beyond the Float range (item 11)")
  func jnwRange() {
    #expect(throws: SpringError.beyondFloat(.from, 1e300)) { try JNWSpringAnimation(from: 1e300, to: 0) }
    #expect(throws: SpringError.beyondFloat(.to, -1e39)) { try JNWSpringAnimation(from: 0, to: -1e39) }
  }
}
