import Foundation
import MotionCurvesPlatforms
import MotionCurvesSprings
import RealModule
import Testing
import TestSupport

/// Compose's `spring()` and `tween()` against `../shared/notes/platform-parity.md` §1.3
/// ("Springs", "Tween / keyframes / easing"), from androidx `AnimationSpec.kt`,
/// `SpringSimulation.kt` and `AnimationConstants`.
@Suite("Compose springs and tweens")
struct ComposeSpringTests {
  @Test("the Spring object's constants and spring()'s defaults, as the note lists them")
  func constants() throws {
    // Note §1.3: StiffnessHigh / Medium / MediumLow / Low / VeryLow = 10 000 / 1500 / 400 / 200 / 50.
    #expect(ComposeSpring.stiffnessHigh == 10_000)
    #expect(ComposeSpring.stiffnessMedium == 1500)
    #expect(ComposeSpring.stiffnessMediumLow == 400)
    #expect(ComposeSpring.stiffnessLow == 200)
    #expect(ComposeSpring.stiffnessVeryLow == 50)
    // DampingRatioHighBouncy / MediumBouncy / LowBouncy / NoBouncy = 0.2 / 0.5 / 0.75 / 1.0.
    #expect(ComposeSpring.dampingRatioHighBouncy == 0.2)
    #expect(ComposeSpring.dampingRatioMediumBouncy == 0.5)
    #expect(ComposeSpring.dampingRatioLowBouncy == 0.75)
    #expect(ComposeSpring.dampingRatioNoBouncy == 1)
    // DefaultDisplacementThreshold = 0.01; spring() = dampingRatio 1, stiffness 1500.
    #expect(ComposeSpring.defaultDisplacementThreshold == 0.01)
    #expect(ComposeSpring.default.dampingRatio == 1 && ComposeSpring.default.stiffness == 1500)
    #expect(try ComposeSpring() == .default)
  }

  @Test("the spring is m = 1, k, c = 2ζ√k, and moves as the closed form")
  func motion() throws {
    let compose = try ComposeSpring(dampingRatio: ComposeSpring.dampingRatioMediumBouncy, stiffness: ComposeSpring.stiffnessMediumLow)
    let spring = compose.spring
    #expect(spring.mass == 1 && spring.stiffness == 400 && spring.damping == 20)
    #expect(try DampedSpring(stiffness: 400, dampingRatio: 0.5) == spring)
    // Under-damped closed form from 0 to 1 at rest, written out: ω₀ = 20, ζ = ½, ω_d = 10√3,
    // x(t) = 1 − e^(−10t)·(cos ω_d t + (10/ω_d)·sin ω_d t).
    let motion = try compose.motion(from: 0, to: 1)
    for t in [0.01, 0.05, 0.1, 0.25, 0.5] {
      let wd = 10 * 3.0.squareRoot()
      let exact = 1 - Double.exp(-10 * t) * (Double.cos(wd * t) + 10 / wd * Double.sin(wd * t))
      #expect(isClose(motion.value(at: t), exact, .absolute(1e-13)), "t = \(t)")
    }
    // Critically damped default: x(t) = 1 − (1 + ω₀t)e^(−ω₀t), ω₀ = √1500.
    let critical = try ComposeSpring.default.motion(from: 0, to: 1)
    let w = 1500.0.squareRoot()
    for t in [0.01, 0.05, 0.2] {
      #expect(isClose(critical.value(at: t), 1 - (1 + w * t) * Double.exp(-w * t), .absolute(1e-13)))
    }
  }

  @Test("settling within the visibility threshold: critically damped closed form")
  func settling() throws {
    // From 0 to 1 at rest with ω₀ = √1500: |x − 1| = (1 + ω₀t)e^(−ω₀t) decreases, so the settling
    // time solves (1 + u)e^(−u) = 0.01, u = ω₀t: u = 6.6383520679938…, found here by bisection.
    var low = 0.0
    var high = 50.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + mid) * Double.exp(-mid) > 0.01 { low = mid } else { high = mid }
    }
    let expected = low / 1500.0.squareRoot()
    #expect(isClose(try ComposeSpring.default.settlingDuration(from: 0, to: 1), expected, .relative(1e-10)))
    #expect(try ComposeSpring.default.settlingDuration(from: 3, to: 3) == 0)
  }

  @Test("hostile parameters are typed errors; Codable round-trips")
  func hostile() throws {
    #expect(throws: SpringError.self) { try ComposeSpring(dampingRatio: -0.1) }
    #expect(throws: SpringError.self) { try ComposeSpring(stiffness: 0) }
    #expect(throws: SpringError.self) { try ComposeSpring(stiffness: -5) }
    #expect(throws: SpringError.self) { try ComposeSpring(dampingRatio: .nan) }
    #expect(throws: SpringError.self) { try ComposeSpring(stiffness: .infinity) }
    #expect(throws: SpringError.self) { try ComposeSpring.default.motion(from: .nan, to: 1) }
    let spring = try ComposeSpring(dampingRatio: 0.2, stiffness: 50)
    let data = try JSONEncoder().encode(spring)
    #expect(try JSONDecoder().decode(ComposeSpring.self, from: data) == spring)
    #expect(try JSONDecoder().decode(ComposeSpring.self, from: Data("{}".utf8)) == .default)
    #expect(throws: SpringError.self) { try JSONDecoder().decode(ComposeSpring.self, from: Data("{\"stiffness\": -1}".utf8)) }
  }

  @Test("tween(): 300 ms, no delay, FastOutSlowInEasing; the fraction clamps")
  func tween() {
    // Note §1.3: DefaultDurationMillis = 300; tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing).
    #expect(ComposeTween.defaultDurationMillis == 300)
    let tween = ComposeTween()
    #expect(tween.durationMillis == 300 && tween.delayMillis == 0 && tween.easing == .fastOutSlowIn)
    #expect(isClose(tween.progress(atMillis: 150), bisectedBezier(0.4, 0, 0.2, 1, at: 0.5), .absolute(1e-12)))
    #expect(tween.progress(atMillis: -10) == 0 && tween.progress(atMillis: 400) == 1)
    let delayed = ComposeTween(durationMillis: 200, delayMillis: 100, easing: .linear)
    #expect(delayed.progress(atMillis: 50) == 0 && delayed.progress(atMillis: 150) == 0.25)
    #expect(delayed.value(from: 10, to: 20, atMillis: 200) == 15)
    // Duration 0: fraction 1 at every play time (FloatTweenSpec); NaN stays NaN.
    #expect(ComposeTween(durationMillis: 0, delayMillis: 50).progress(atMillis: 0) == 1)
    #expect(tween.progress(atMillis: .nan).isNaN)
  }
}
