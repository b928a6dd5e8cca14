import Foundation
import MotionCurvesPlatforms
import Testing

/// |a − b| ≤ tolerance.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// SwiftUI's `interpolatingSpring` (`SpringAnimation`, `../shared/notes/platform-parity.md` §2.2).
/// Expected values: mpmath at 40 digits of the damped-oscillator closed form (script below), the
/// grid search worked by hand.
///
///     from mpmath import mp, mpf, sqrt, exp, cos, sin, log, pi, diff
///     mp.dps = 40
///     def under(m, k, c, v0, t):
///         w0 = sqrt(k/m); z = c/(2*sqrt(m*k)); wd = w0*sqrt(1-z*z); A = (z*w0-v0)/wd; lam = z*w0
///         f = lambda s: 1 - exp(-lam*s)*(cos(wd*s) + A*sin(wd*s))
///         return f(t), diff(f, t), log(1000*(1+abs(A)))/lam, max(log(1000*(1+abs(A)))/(z/w0), 1)
///     # critical (duration 0.5, bounce 0): w0 = 4*pi; 1-(1+w0*t)*exp(-w0*t), w0**2*t*exp(-w0*t)
@Suite("SwiftUI interpolatingSpring")
struct SwiftUIInterpolatingSpringTests {
  @Test("under-damped value and velocity against the closed form (m 1, k 100, c 10: ζ = 0.5, ω₀ = 10)")
  func underDamped() throws {
    let spring = try SwiftUIInterpolatingSpring(stiffness: 100, damping: 10)
    let expected: [(Double, Double, Double)] = [
      (0.1, 0.34029984660829834, 5.3350719511469298),
      (0.3, 1.1243547674084118, 1.3324264401804116),
      (1.0, 1.0021701167393262, 0.053854806160595677),
    ]
    for (t, x, v) in expected {
      #expect(near(spring.value(at: t), x, 1e-14))
      #expect(near(spring.velocity(at: t), v, 1e-13))
    }
  }

  @Test("mass and initial velocity (m 2, k 300, c 12, v₀ 1.5)")
  func massAndVelocity() throws {
    let spring = try SwiftUIInterpolatingSpring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1.5)
    let expected: [(Double, Double, Double)] = [
      (0.1, 0.63611456738587112, 8.8342068551698926),
      (0.3, 1.3920919283644956, -2.5912946602507241),
      (1.0, 0.96567945475400988, -0.33177664627085627),
    ]
    for (t, x, v) in expected {
      #expect(near(spring.value(at: t), x, 1e-14))
      #expect(near(spring.velocity(at: t), v, 1e-13))
    }
    // Starts at 0 with the initial velocity.
    #expect(spring.value(at: 0) == 0)
    #expect(near(spring.velocity(at: 0), 1.5, 1e-15))
  }

  @Test("critically damped: interpolatingSpring(duration: 0.5, bounce: 0) is 1 − (1 + 4πt)e^(−4πt)")
  func critical() throws {
    let animation = SwiftUIAnimation.interpolatingSpring
    #expect(near(animation.value(at: 0.25), 0.82102555358593106, 1e-14))
    #expect(near(animation.velocity(at: 0.25), 1.7060171115377696, 1e-13))
    #expect(near(animation.value(at: 0.6), 0.99546115253258122, 1e-14))
    // The factory gives the same spring: k = (2π/0.5)² = 16π², c = 2·4π·1 = 8π.
    let made = try SwiftUIInterpolatingSpring(duration: 0.5, bounce: 0)
    #expect(near(made.stiffness, 16 * Double.pi * Double.pi, 1e-12))
    #expect(near(made.damping, 8 * Double.pi, 1e-13))
  }

  @Test("over-damped plays as critically damped (SwiftUI's ζ ≥ 1 branch): bounce −0.5 gives ζ = 2, same motion as ζ = 1")
  func overDampedIsCritical() throws {
    let over = try SwiftUIInterpolatingSpring(duration: 0.5, bounce: -0.5)
    #expect(near(over.dampingRatio, 2, 1e-14))
    #expect(near(over.value(at: 0.25), 0.82102555358593106, 1e-14))
  }

  @Test("critical duration: SwiftUI's 0.1 s grid search (worked by hand)")
  func criticalDuration() throws {
    // |1 − value| = (1 + 4πt)e^(−4πt): at t = 0.7 it is 9.796·e^(−8.796) = 1.48e-3 ≥ ε = 0.001,
    // at t = 0.8 it is 11.053·e^(−10.053) = 4.76e-4 < ε, and it keeps falling, so the search
    // stops once 1 s has passed and returns 0.8 (accumulated as eight additions of 0.1).
    let spring = try SwiftUIInterpolatingSpring(duration: 0.5, bounce: 0)
    #expect(near(spring.duration, 0.8, 1e-12))
    let animation = SwiftUIAnimation.interpolatingSpring(spring)
    #expect(!animation.isFinished(at: 0.79))
    #expect(animation.isFinished(at: 0.81))
    #expect(animation.value(at: 0.81) == 1)
  }

  @Test("under-damped duration, both readings: envelope −ln(ε/(1+|A|))/(ζω₀), OpenSwiftUI's /(ζ/ω₀)")
  func underDampedDurations() throws {
    let envelope = try SwiftUIInterpolatingSpring(stiffness: 100, damping: 10)
    #expect(envelope.settlingReading == .envelope)
    #expect(near(envelope.duration, 1.4727003346780926, 1e-13))
    let transcribed = try SwiftUIInterpolatingSpring(stiffness: 100, damping: 10, settlingReading: .openSwiftUI)
    #expect(near(transcribed.duration, 147.27003346780926, 1e-11))
    let heavy = try SwiftUIInterpolatingSpring(
      mass: 2, stiffness: 300, damping: 12, initialVelocity: 1.5, settlingReading: .openSwiftUI)
    #expect(near(heavy.duration, 351.33567178055466, 1e-10))
    let heavyEnvelope = try SwiftUIInterpolatingSpring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1.5)
    #expect(near(heavyEnvelope.duration, 2.3422378118703644, 1e-13))
    // Undamped: never settles.
    #expect(try SwiftUIInterpolatingSpring(stiffness: 100, damping: 0).duration == .infinity)
  }

  @Test("logically complete at 2π/√k")
  func logicalCompletion() throws {
    let spring = try SwiftUIInterpolatingSpring(stiffness: 100, damping: 10)
    // 2π/√100 = 0.6283185307179586.
    #expect(near(spring.logicalCompletionTime, 0.62831853071795865, 1e-15))
    #expect(!spring.isLogicallyComplete(at: 0.628))
    #expect(spring.isLogicallyComplete(at: 0.6284))
    // With mass 2 SwiftUI still writes 2π/√k, not 2π/√(k/m): 2π/√300 = 0.36275987284684357.
    let heavy = try SwiftUIInterpolatingSpring(mass: 2, stiffness: 300, damping: 12)
    #expect(near(heavy.logicalCompletionTime, 0.36275987284684357, 1e-15))
  }

  @Test("modifiers apply to an interpolating spring: speed 2 plays it at twice the rate")
  func modifiers() throws {
    let animation = try SwiftUIAnimation.interpolatingSpring(stiffness: 100, damping: 10).speed(2)
    // At t = 0.05 the spring sees 0.1: 0.34029984660829834; its velocity doubles: 2·5.33507…
    #expect(near(animation.value(at: 0.05), 0.34029984660829834, 1e-14))
    #expect(near(animation.velocity(at: 0.05), 2 * 5.3350719511469298, 1e-12))
  }

  @Test("Codable: a round trip keeps the spring; decoding checks the values")
  func codable() throws {
    let spring = try SwiftUIInterpolatingSpring(
      mass: 2, stiffness: 300, damping: 12, initialVelocity: 1.5, settlingReading: .openSwiftUI)
    let decoded = try JSONDecoder().decode(SwiftUIInterpolatingSpring.self, from: JSONEncoder().encode(spring))
    #expect(decoded == spring)
    let hostile = Data(
      #"{"mass":1,"stiffness":0,"damping":1,"initialVelocity":0,"settlingReading":"envelope"}"#.utf8)
    #expect(throws: SwiftUIAnimationError.notPositive(.stiffness, 0)) {
      try JSONDecoder().decode(SwiftUIInterpolatingSpring.self, from: hostile)
    }
  }

  @Test("hostile inputs throw typed errors naming the value")
  func hostile() {
    #expect(throws: SwiftUIAnimationError.notPositive(.stiffness, 0)) {
      try SwiftUIAnimation.interpolatingSpring(stiffness: 0, damping: 1)
    }
    #expect(throws: SwiftUIAnimationError.notPositive(.stiffness, -4)) {
      try SwiftUIAnimation.interpolatingSpring(stiffness: -4, damping: 1)
    }
    #expect(throws: SwiftUIAnimationError.negative(.damping, -1)) {
      try SwiftUIAnimation.interpolatingSpring(stiffness: 100, damping: -1)
    }
    #expect(throws: SwiftUIAnimationError.notPositive(.mass, 0)) {
      try SwiftUIAnimation.interpolatingSpring(mass: 0, stiffness: 100, damping: 1)
    }
    #expect(throws: SwiftUIAnimationError.notPositive(.duration, 0)) {
      try SwiftUIAnimation.interpolatingSpring(duration: 0)
    }
    #expect(throws: SwiftUIAnimationError.outOfRange(.bounce, 1.5)) {
      try SwiftUIAnimation.interpolatingSpring(duration: 0.5, bounce: 1.5)
    }
    do {
      _ = try SwiftUIAnimation.interpolatingSpring(stiffness: .nan, damping: 1)
      Issue.record("NaN stiffness accepted")
    } catch {
      guard case let .notFinite(parameter, value) = error else { Issue.record("wrong error \(error)"); return }
      #expect(parameter == .stiffness && value.isNaN)
    }
  }
}
