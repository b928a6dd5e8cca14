import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesSprings
import RealModule
import Testing

@Suite("Spring parameters")
struct SpringParameterTests {
  @Test("validation names the parameter and its value")
  func validation() {
    #expect(throws: SpringError.notPositive(.mass, 0)) { try DampedSpring(mass: 0, stiffness: 1, damping: 1) }
    #expect(throws: SpringError.notPositive(.stiffness, -1)) { try DampedSpring(stiffness: -1, damping: 1) }
    #expect(throws: SpringError.negative(.damping, -0.5)) { try DampedSpring(stiffness: 1, damping: -0.5) }
    #expect(throws: SpringError.notFinite(.stiffness, .infinity)) { try DampedSpring(stiffness: .infinity, damping: 1) }
    #expect(throws: SpringError.bounceOutOfRange(-1)) { try DampedSpring(duration: 0.5, bounce: -1) }
    #expect(SpringError.notPositive(.mass, 0).description == "mass = 0.0 must be greater than 0")
    #expect(throws: SpringError.self) { try SpringMotion(spring: DampedSpring(stiffness: 1, damping: 1), from: .nan, to: 1) }
  }

  @Test("derived values: ζ, ω₀, regime, perceptual duration, bounce")
  func derived() throws {
    let spring = try DampedSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.dampingRatio == 0.5 && spring.naturalFrequency == 10)
    #expect(spring.regime == .underDamped)
    #expect(abs(spring.perceptualDuration - 2 * .pi / 10) < 1e-16)
    #expect(spring.bounce == 0.5)
    #expect(try DampedSpring(mass: 1, stiffness: 100, damping: 20).regime == .criticallyDamped)
    #expect(try DampedSpring(mass: 1, stiffness: 16, damping: 16).regime == .overDamped)
    #expect(try DampedSpring(mass: 1, stiffness: 16, damping: 16).bounce == -0.5)
  }

  @Test("SwiftUI, UIKit, Rebound and Android parameters convert as those frameworks define them")
  func parameterizations() throws {
    let swiftUI = try DampedSpring(response: 0.55, dampingRatio: 0.825)
    #expect(abs(swiftUI.stiffness - (2 * .pi / 0.55) * (2 * .pi / 0.55)) < 1e-12)
    #expect(abs(swiftUI.damping - 4 * .pi * 0.825 / 0.55) < 1e-12)
    #expect(abs(swiftUI.dampingRatio - 0.825) < 1e-15 && abs(swiftUI.response - 0.55) < 1e-15)
    let bouncy = try DampedSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-15 && abs(bouncy.bounce - 0.3) < 1e-15)
    let smooth = try DampedSpring(duration: 0.5, bounce: -0.5)
    #expect(abs(smooth.dampingRatio - 2) < 1e-15 && abs(smooth.bounce + 0.5) < 1e-15)
    let rebound = try DampedSpring(tension: 40, friction: 7)
    #expect(rebound.mass == 1 && rebound.stiffness == 40 && rebound.damping == 7)
    let heavy = try DampedSpring(mass: 2, stiffness: 80, damping: 14)
    #expect(heavy.tensionAndFriction == (40, 7))
    let android = try DampedSpring(stiffness: AndroidSpring.stiffnessMedium, dampingRatio: AndroidSpring.dampingRatioMediumBouncy)
    #expect(android.mass == 1 && abs(android.dampingRatio - 0.5) < 1e-15)
    #expect(abs(android.androidParameters.stiffness - 1500) < 1e-12)
  }
}

@Suite("Spring motion")
struct SpringMotionTests {
  @Test("the exact stepper equals the closed form after any frame sequence", arguments: [30.0, 60, 120, 144, 240, 0])
  func frameRates(fps: Double) throws {
    for zeta in [0.0, 0.3, 1, 1 + 1e-12, 2.5] {
      let spring = try DampedSpring(mass: 1, stiffness: 170, damping: 2 * zeta * 170.0.squareRoot())
      let motion = try SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 40)
      var stepper = SpringStepper(spring: spring)
      var (x, v) = (0.0, 40.0)
      var elapsed = Wide(0)  // summed without rounding: the reference time must be the frames' own
      var rng = SeededRandom(seed: 3)
      for _ in 0..<600 {
        // fps 0 stands for jittery frames between 4 and 40 ms.
        let dt = fps > 0 ? 1 / fps : 0.004 + 0.036 * rng.unit()
        try stepper.step(value: &x, velocity: &v, target: 100.0, dt: dt)
        elapsed = elapsed + Wide(dt)
      }
      let t = elapsed.value
      #expect(abs(x - motion.value(at: t)) <= 1e-12 * 100, "ζ = \(zeta) at \(fps) Hz")
      #expect(abs(v - motion.velocity(at: t)) <= 1e-12 * 100 * spring.naturalFrequency)
    }
  }

  @Test("RK4 and semi-implicit Euler drift with the frame rate; the exact stepper does not")
  func integratorsDrift() throws {
    let spring = try DampedSpring(response: 0.5, dampingRatio: 0.4)
    let motion = try SpringMotion(spring: spring, from: 0, to: 1)
    for integrator in [SpringStepper.Integrator.rk4, .semiImplicitEuler] {
      var errors: [Double] = []
      for fps in [60.0, 120.0] {
        var stepper = SpringStepper(spring: spring, integrator: integrator)
        var (x, v) = (0.0, 0.0)
        for _ in 0..<Int(fps) { try stepper.step(value: &x, velocity: &v, target: 1.0, dt: 1 / fps) }
        errors.append(abs(x - motion.value(at: 1)))
      }
      // Both converge as the frame shrinks: the error depends on the refresh rate.
      #expect(errors[1] < errors[0] && errors[0] > 1e-9, "\(integrator): \(errors)")
    }
  }

  @Test("retargeting mid-flight keeps position and velocity, and then follows the closed form")
  func retarget() throws {
    let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
    var animator = SpringAnimator(spring: spring, from: 30.0, to: 0.0)
    for _ in 0..<15 { try animator.advance(by: 1.0 / 60) }
    let (x, v) = (animator.value, animator.velocity)
    #expect(v < -1)  // moving toward 0
    animator.retarget(to: 30.0)
    #expect(animator.value == x && animator.velocity == v)
    // The motion after the tap is the spring from (x, v) toward 30.
    let after = try SpringMotion(spring: spring, from: x, to: 30, initialVelocity: v)
    for _ in 0..<30 { try animator.advance(by: 1.0 / 60) }
    #expect(abs(animator.value - after.value(at: 0.5)) <= 1e-12 * 30)
    // Vectors: the three values of the map transition on one spring.
    var vector = SpringAnimator(spring: spring, from: SIMD4(1.0, 1.1, 30, 0), to: SIMD4(0.9, 1.0, 0, 0))
    try vector.advance(by: 0.25)
    #expect(abs(vector.value.z - (try SpringMotion(spring: spring, from: 30, to: 0).value(at: 0.25))) < 1e-12 * 30)
  }

  @Test("settling duration: inside the band for good after it, on its edge at it")
  func settling() throws {
    for (c, v0) in [(0.5, 0.0), (5, 0), (10, 3), (20, 0), (20, -8), (40, 2), (300, 0)] {
      let motion = try SpringMotion(spring: DampedSpring(mass: 1, stiffness: 100, damping: c), from: 0, to: 1, initialVelocity: v0)
      let settling = try motion.settlingDuration()
      #expect(abs(abs(motion.value(at: settling) - 1) - 1e-3) <= 1e-12, "c = \(c)")
      for i in 1...20_000 {
        let t = settling + Double(i) * settling / 5_000
        #expect(abs(motion.value(at: t) - 1) <= 1e-3 * (1 + 1e-9), "c = \(c) at \(t)")
      }
    }
    let undamped = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 0), from: 0, to: 1)
    #expect(try undamped.settlingDuration() == .infinity)
    let rest = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 10), from: 1, to: 1)
    #expect(try rest.settlingDuration() == 0)
    let kicked = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 10), from: 1, to: 1, initialVelocity: 5)
    #expect(try kicked.scale == 0.5 && kicked.settlingDuration() > 0)
    #expect(kicked.value(at: .nan).isNaN && kicked.velocity(at: .nan).isNaN)
    #expect(kicked.value(at: -1) == 1 && kicked.velocity(at: -1) == 5)
  }

  @Test("near-critical springs move like the critical one, without a division by ~0")
  func continuity() throws {
    let critical = try SpringMotion(spring: DampedSpring(mass: 1, stiffness: 100, damping: 20), from: 0, to: 1, initialVelocity: 7)
    for damping in [20 * (1 - 1e-12), 20 * (1 + 1e-12), 20.nextUp, 20.nextDown] {
      let near = try SpringMotion(spring: DampedSpring(mass: 1, stiffness: 100, damping: damping), from: 0, to: 1, initialVelocity: 7)
      for t in [0.01, 0.1, 0.5, 2, 50] {
        // Exact motion: y = (y0 + (v0 + 10 y0) t) e^(−10t) for the critical one; the others differ
        // by O(damping − 20) only.
        let exact = 1 + (-1 + (7 - 10) * t) * Double.exp(-10 * t)
        #expect(abs(critical.value(at: t) - exact) <= 1e-15)
        #expect(abs(near.value(at: t) - exact) <= 1e-11, "damping \(damping) at \(t)")
        #expect(near.value(at: t).isFinite && near.velocity(at: t).isFinite)
      }
    }
    // ζ = 1e9 still moves (the slow root keeps its digits) and nothing overflows at t = 1e6.
    let sluggish = try SpringMotion(spring: DampedSpring(mass: 1, stiffness: 1, damping: 2e9), from: 0, to: 1)
    let t = 1e6
    let slow = Double.exp(-t / (2e9))  // λ ≈ −1/(2ζ)
    #expect(abs((1 - sluggish.value(at: t)) - slow) <= 1e-12)
  }
}

@Suite("Spring models")
struct SpringModelTests {
  @Test("Core Animation: Apple's documented settling durations (about 2.85 s; just over 1 s)")
  func coreAnimationSettling() throws {
    let five = try CoreAnimationSpring(damping: 5).settlingDuration
    let fifteen = try CoreAnimationSpring(damping: 15).settlingDuration
    #expect(abs(five - 2.85) < 0.005)
    #expect(fifteen > 1 && fifteen < 1.01)
    print("Core Animation settling: damping 5 → \(five) s, damping 15 → \(fifteen) s")
  }

  @Test("Core Animation treats over-damping as critical unless allowed; velocity is in distances/s")
  func coreAnimationModel() throws {
    let ca = try CoreAnimationSpring(mass: 1, stiffness: 16, damping: 16)
    #expect(ca.effectiveSpring.dampingRatio == 1)
    #expect(try CoreAnimationSpring(mass: 1, stiffness: 16, damping: 16, allowsOverdamping: true).effectiveSpring.dampingRatio == 2)
    let kicked = try CoreAnimationSpring(initialVelocity: 2, from: 10, to: 20)
    #expect(kicked.motion.initialVelocity == 20 && kicked.velocity(at: 0) == 20)
    // The same start given in units per second is used as it is, and reads back in Core
    // Animation's unit.
    let absolute = try CoreAnimationSpring(spring: DampedSpring(stiffness: 100, damping: 10), from: 10, to: 20, velocity: 20)
    #expect(absolute.initialVelocity == 2 && absolute.motion.initialVelocity == 20)
    #expect(throws: SpringError.velocityWithoutDistance(5)) {
      try CoreAnimationSpring(spring: DampedSpring(stiffness: 100, damping: 10), from: 1, to: 1, velocity: 5)
    }
  }

  @Test("JNWSpringAnimation: its formula, 1 ms samples and stop rule; durations in closed form")
  func jnw() throws {
    // Over-damped map springs: x = to − Δ·e^(−c t/2m); the stop rule ends after the sample where
    // Δ·e^(−c t/2m) first falls to 1e-4·Δ: t ≥ ln(1e4)·2m/c.
    for (k, expected) in [(16.0, 1.153), (24.0, 0.769)] {
      let animation = try JNWSpringAnimation(damping: k, stiffness: k, mass: 1, from: 30, to: 0)
      let lastInside = (Double.log(1e4) * 2 / k * 1000).rounded(.up)
      #expect(animation.duration == expected)
      #expect(Double(animation.keyframes.count) == lastInside + 1)
      // On screen, keyframe i shows at i·duration/(count − 1): 0.25 s falls between two of them.
      let position = 0.25 / expected * (lastInside + 1 - 1)
      let i = position.rounded(.down)
      let (a, b) = (30 * Double.exp(-k / 2 * i / 1000), 30 * Double.exp(-k / 2 * (i + 1) / 1000))
      #expect(abs(animation.value(at: 0.25) - (a + (position - i) * (b - a))) < 1e-9)
      #expect(animation.value(at: 5) == 0)
    }
    // Under-damped: the cosine without a sine term.
    let bouncy = try JNWSpringAnimation(damping: 10, stiffness: 300, mass: 1, from: 0, to: 1)
    let omega = (300 - 25.0).squareRoot()
    #expect(abs(bouncy.keyframes[100] - (1 - Double.exp(-5 * 0.1) * Double.cos(omega * 0.1))) < 1e-12)
    // Endpoints pass through Float.
    #expect(try JNWSpringAnimation(from: 0.1, to: 1).from == Double(Float(0.1)))
  }

  @Test("the exact motion a model plays: the spring, Core Animation's critically damped one, none for JNW's keyframes")
  func exactMotion() throws {
    // m = 1, k = 100, c = 30: ζ = 30 / (2·√100) = 1.5, over-damped.
    let spring = try DampedSpring(mass: 1, stiffness: 100, damping: 30)
    let physical = try #require(try SpringModel.physical.exactMotion(spring: spring, from: 0, to: 10, initialVelocity: 5))
    #expect(physical.spring == spring && physical.from == 0 && physical.to == 10 && physical.initialVelocity == 5)
    // Core Animation lowers the damping to critical, 2√(km) = 20; its velocity 5 units/s is as given.
    let ca = try #require(try SpringModel.coreAnimation.exactMotion(spring: spring, from: 0, to: 10, initialVelocity: 5))
    #expect(ca.spring.damping == 20 && ca.spring.stiffness == 100 && ca.spring.mass == 1 && ca.initialVelocity == 5)
    let played = try SpringModel.coreAnimation.motion(spring: spring, from: 0, to: 10, initialVelocity: 5)
    for t in [0.0, 0.05, 0.2, 1] { #expect(ca.value(at: t) == played.value(at: t), "t \(t)") }
    #expect(try SpringModel.jnw.exactMotion(spring: spring, from: 0, to: 10) == nil)
  }

  @Test("a motion's report: the spring's ζ, ω₀ and regime, the durations and the samples; JSON with null for ∞")
  func report() throws {
    // m = 1, k = 16, c = 16: ζ = 16 / (2·√16) = 2, ω₀ = √16 = 4. JNW's 30 → 0 lasts 1.153 s
    // (`jnw()` above works it out).
    let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
    let motion = try SpringModel.jnw.motion(spring: spring, from: 30, to: 0)
    let report = try SpringMotionReport(spring: spring, motion: motion, samples: motion.samples(at: [0]))
    #expect(report.dampingRatio == 2 && report.naturalFrequency == 4 && report.regime == .overDamped)
    #expect(report.duration == 1.153 && report.samples == [MotionSample(time: 0, value: 30, velocity: motion.velocity(at: 0))])
    #expect(try JSONDecoder().decode(SpringMotionReport.self, from: try JSONEncoder().encode(report)) == report)
    // Undamped: ζ = 0, ω₀ = √4 = 2, it never settles: both durations are ∞, written null.
    let undamped = try DampedSpring(stiffness: 4, damping: 0)
    let forever = try SpringMotionReport(
      spring: undamped, motion: try SpringMotion(spring: undamped, from: 0, to: 1), samples: [MotionSample(time: 0, value: 0, velocity: 0)])
    #expect(forever.settlingDuration == .infinity && forever.duration == .infinity)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(forever), as: UTF8.self)
    #expect(json == #"{"dampingRatio":0,"duration":null,"naturalFrequency":2,"regime":"under-damped","samples":[{"t":0,"value":0,"velocity":0}],"settlingDuration":null}"#)
    #expect(try JSONDecoder().decode(SpringMotionReport.self, from: Data(json.utf8)) == forever)
    #expect(throws: SamplingError.self) { try SpringMotionReport(spring: undamped, motion: motion, samples: [], epsilon: 0) }
  }

  @Test("export: baked keyframes and a CSS linear() easing within the tolerance")
  func export() throws {
    let motion = try SpringMotion(spring: DampedSpring(response: 0.5, dampingRatio: 0.5), from: 10, to: 110)
    let duration = try motion.settlingDuration()
    let frames = try motion.bake(fps: 60)
    #expect(frames.count == Int((duration * 60).rounded(.up)) + 1)
    #expect(frames.first == 10 && frames.last == 110)
    #expect(frames[7] == motion.value(at: 7.0 / 60))
    let (easing, cssDuration) = try motion.cssEasing(tolerance: 0.001)
    #expect(cssDuration == duration)
    var worst = 0.0
    for i in 0...20_000 {
      let u = Double(i) / 20_000
      let progress = u == 1 ? 1 : (motion.value(at: u * duration) - 10) / 100
      worst = max(worst, abs(easing.value(at: u) - progress))
    }
    #expect(worst <= 0.001 * 1.2)  // the tolerance is a fraction of the range, which overshoots
    #expect(throws: SamplingError.noDistance(1)) { try SpringMotion(spring: DampedSpring(stiffness: 1, damping: 1), from: 1, to: 1).cssEasing() }
  }
}
