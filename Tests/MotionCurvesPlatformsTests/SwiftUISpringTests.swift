import Foundation
import MotionCurvesPlatforms
import MotionCurvesSprings
import Testing

/// |a − b| ≤ tolerance·max(1, |b|).
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

/// SwiftUI's `Spring` against `../shared/notes/platform-parity.md` §2.1–2.2 and against values
/// worked out independently in Python with mpmath at 40 digits (the script is pasted in each test's
/// comment): never against this code's own output.
@Suite("SwiftUI Spring")
struct SwiftUISpringTests {
  @Test("the presets' constants, as the note gives them (m = 1, T = 0.5)")
  func presets() throws {
    // k = (2π/0.5)² = 16π² = 157.9137…, c = 4πζ/0.5 = 8π(1 − bounce).
    // mpmath: 16*pi**2 = 157.9137041742973790; 8*pi = 25.13274122871834591;
    // 8*pi*0.85 = 21.36283004441059416; 8*pi*0.7 = 17.59291886010284241.
    for spring in [SwiftUISpring.smooth, .snappy, .bouncy] {
      #expect(close(spring.stiffness, 157.91367041742973790, 1e-15))
      #expect(abs(spring.stiffness - 157.9137) < 5e-5)
      #expect(spring.mass == 1)
      #expect(close(spring.duration, 0.5, 1e-15))
      #expect(close(spring.response, 0.5, 1e-15))
    }
    #expect(close(SwiftUISpring.smooth.damping, 25.13274122871834591, 1e-15))
    #expect(close(SwiftUISpring.snappy.damping, 21.36283004441059416, 1e-15))
    #expect(close(SwiftUISpring.bouncy.damping, 17.59291886010284241, 1e-15))
    #expect(abs(SwiftUISpring.smooth.damping - 25.1327) < 5e-5)
    #expect(abs(SwiftUISpring.snappy.damping - 21.3628) < 5e-5)
    #expect(abs(SwiftUISpring.bouncy.damping - 17.5929) < 5e-5)
    #expect(close(SwiftUISpring.snappy.bounce, 0.15, 1e-14))
    #expect(close(SwiftUISpring.bouncy.bounce, 0.3, 1e-14))
    #expect(SwiftUISpring.smooth.regime == .criticallyDamped)
    #expect(SwiftUISpring.bouncy.regime == .underDamped)
    // The preset functions add extraBounce to 0 / 0.15 / 0.3.
    #expect(try SwiftUISpring.smooth() == SwiftUISpring(duration: 0.5, bounce: 0))
    #expect(try SwiftUISpring.snappy(duration: 0.4, extraBounce: 0.1) == SwiftUISpring(duration: 0.4, bounce: 0.25))
    #expect(try SwiftUISpring.bouncy(duration: 1, extraBounce: -0.1) == SwiftUISpring(duration: 1, bounce: 0.2))
    #expect(try close(SwiftUISpring.smooth(extraBounce: 0.2).bounce, 0.2, 1e-14))
  }

  @Test("the Animation factory defaults (note §2.2–2.3)")
  func animationDefaults() {
    #expect(SwiftUIAnimationDefaults.springResponse == 0.5)
    #expect(SwiftUIAnimationDefaults.springDampingFraction == 0.825)
    #expect(SwiftUIAnimationDefaults.springBlendDuration == 0)
    #expect(SwiftUIAnimationDefaults.interactiveSpringResponse == 0.15)
    #expect(SwiftUIAnimationDefaults.interactiveSpringDampingFraction == 0.86)
    #expect(SwiftUIAnimationDefaults.interactiveSpringBlendDuration == 0.25)
    #expect(SwiftUIAnimationDefaults.bezierDuration == 0.35)
    // mpmath: (2*pi/0.5)**2 = 157.9136704174297379, 4*pi*0.825/0.5 = 20.73451151369263537;
    // (2*pi/0.15)**2 = 1754.596337971441532, 4*pi*0.86/0.15 = 72.04719152232592494.
    #expect(close(SwiftUIAnimationDefaults.spring.stiffness, 157.91367041742973790, 1e-15))
    #expect(close(SwiftUIAnimationDefaults.spring.damping, 20.73451151369263537, 1e-15))
    #expect(close(SwiftUIAnimationDefaults.interactiveSpring.stiffness, 1754.596337971441532, 1e-15))
    #expect(close(SwiftUIAnimationDefaults.interactiveSpring.damping, 72.04719152232592494, 1e-15))
    #expect(close(SwiftUIAnimationDefaults.interactiveSpring.dampingRatio, 0.86, 1e-15))
  }

  @Test("duration and bounce: ζ from bounce on each side of 0, and beyond 1")
  func durationBounce() throws {
    // bounce −0.5 → ζ = 1/(1 − 0.5) = 2; bounce 0.4 → ζ = 0.6; bounce 1.5 → ζ = 0 (SwiftUI).
    let over = try SwiftUISpring(duration: 2, bounce: -0.5)
    #expect(close(over.dampingRatio, 2, 1e-15))
    #expect(close(over.bounce, -0.5, 1e-15))
    #expect(close(over.stiffness, pow(2 * Double.pi / 2, 2), 1e-15))
    #expect(close(over.damping, 4 * Double.pi * 2 / 2, 1e-15))
    #expect(over.regime == .overDamped)
    #expect(close(try SwiftUISpring(duration: 1, bounce: 0.4).dampingRatio, 0.6, 1e-15))
    let undamped = try SwiftUISpring(duration: 1, bounce: 1.5)
    #expect(undamped.damping == 0)
    #expect(undamped.bounce == 1)
    #expect(undamped.settlingDuration == .infinity)
    #expect(try SwiftUISpring() == SwiftUISpring.smooth)
    // response and damping ratio: the same conversion.
    #expect(try SwiftUISpring(response: 0.5, dampingRatio: 0.7) == SwiftUISpring.bouncy)
  }

  @Test("mass, stiffness, damping: over-damping clamped to critical unless allowed")
  func massStiffnessDamping() throws {
    // k = 100, m = 1: critical damping 2√100 = 20.
    let clamped = try SwiftUISpring(stiffness: 100, damping: 30)
    #expect(clamped.damping == 20)
    #expect(clamped.dampingRatio == 1)
    #expect(clamped.regime == .criticallyDamped)
    let allowed = try SwiftUISpring(stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(allowed.damping == 30)
    #expect(allowed.regime == .overDamped)
    // m = 4, k = 100, c = 10: ω₀ = 5, duration 2π/5, ζ = 10/(2·20) = 0.25.
    let heavy = try SwiftUISpring(mass: 4, stiffness: 100, damping: 10)
    #expect(heavy.mass == 4)
    #expect(close(heavy.duration, 2 * Double.pi / 5, 1e-15))
    #expect(close(heavy.dampingRatio, 0.25, 1e-15))
    #expect(close(heavy.bounce, 0.75, 1e-15))
    // m = 4, k = 100, c = 50 > 40 (critical) is clamped to c = 40.
    #expect(try SwiftUISpring(mass: 4, stiffness: 100, damping: 50).damping == 40)
  }

  @Test("settling duration: the envelope bound for under-damped springs (note §2.1)")
  func settlingEnvelope() throws {
    // t = −ln(ε/(λ + 1))/λ with λ = 4π(1 − bounce) (target 1, v₀ = 0); mpmath:
    // λ = 4*pi*0.7: log((lam+1)/0.001)/lam = 1.044713090512011811;
    // λ = 4*pi*0.85: 0.8768271225053475337.
    #expect(close(SwiftUISpring.bouncy.settlingDuration, 1.044713090512011811, 1e-14))
    #expect(close(SwiftUISpring.snappy.settlingDuration, 0.8768271225053475337, 1e-14))
    #expect(abs(SwiftUISpring.bouncy.settlingDuration - 1.0447) < 5e-5)
    #expect(abs(SwiftUISpring.snappy.settlingDuration - 0.8768) < 5e-5)
    // With a velocity and target 2: ε/(|λ·2 − v₀| + 2), by hand.
    let lambda = 2 * Double.pi * 0.7
    let expected = -log(0.01 / (abs(lambda * 2 - 3) + 2)) / lambda
    #expect(close(try SwiftUISpring.bouncy(duration: 1).settlingDuration(target: 2, initialVelocity: 3, epsilon: 0.01),
                  expected, 1e-14))
    // A target inside the band settles at once.
    #expect(try SwiftUISpring.bouncy.settlingDuration(target: 1e-6, epsilon: 0.001) == 0)
  }

  @Test("settling duration: the 0.1 s grid for critically and over-damped springs")
  func settlingGrid() throws {
    // The rule run in Python on the mpmath motion, with t accumulated by `t += 0.1` in doubles:
    //   smooth (k = 16π², c = 8π), target 1, v₀ = 0  → 0.7999999999999999
    //   smooth, target 1, v₀ = −30                   → 0.8999999999999999
    //   k = 100, c = 30, m = 1 (ζ = 1.5)             → 1.9000000000000006
    // and the exact crossing of smooth: (1 + u)e^(−u) = 0.001, u = 9.233413476451585730,
    // t = u/(4π) = 0.7347716981942958.
    #expect(SwiftUISpring.smooth.settlingDuration == 0.7999999999999999)
    #expect(abs(SwiftUISpring.smooth.settlingDuration - 0.8) < 1e-12)
    #expect(try SwiftUISpring.smooth.settlingDuration(target: 1, initialVelocity: -30, epsilon: 0.001)
              == 0.8999999999999999)
    let over = try SwiftUISpring(stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(over.settlingDuration == 1.9000000000000006)
    let exact = try SpringMotion(spring: SwiftUISpring.smooth.dampedSpring, from: 0, to: 1).settlingDuration(epsilon: 0.001)
    #expect(close(exact, 0.7347716981942958, 1e-12))
    #expect(abs(exact - 0.7348) < 5e-5)
  }

  @Test("value and velocity against the closed forms (mpmath)")
  func motion() throws {
    // mpmath, x'' = (k(target − x) − c·x')/m from x = 0, x' = v₀, each regime's closed form:
    // bouncy, target 1, v₀ 0, t 0.25: x = 0.9840874909713709321, v = 1.526264711116519168
    // smooth, target 3, v₀ 2, t 0.25: x = 2.484683619889679297, v = 4.932958114840260049
    // k 100, c 30, m 1, target 1, t 0.3: x = 0.6278176944393654172, v = 1.420127281253529401
    // k 100, c 30, m 2, target −2, v₀ 5, t 0.4: x = −1.378270500483139081, v = −2.833912914253291889
    let bouncy = SwiftUISpring.bouncy
    #expect(close(bouncy.value(target: 1, time: 0.25), 0.9840874909713709321))
    #expect(close(bouncy.velocity(target: 1, time: 0.25), 1.526264711116519168))
    let smooth = SwiftUISpring.smooth
    #expect(close(smooth.value(target: 3, initialVelocity: 2, time: 0.25), 2.484683619889679297))
    #expect(close(smooth.velocity(target: 3, initialVelocity: 2, time: 0.25), 4.932958114840260049))
    let over = try SwiftUISpring(stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(close(over.value(target: 1, time: 0.3), 0.6278176944393654172))
    #expect(close(over.velocity(target: 1, time: 0.3), 1.420127281253529401))
    let heavy = try SwiftUISpring(mass: 2, stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(close(heavy.value(target: -2, initialVelocity: 5, time: 0.4), -1.378270500483139081))
    #expect(close(heavy.velocity(target: -2, initialVelocity: 5, time: 0.4), -2.833912914253291889))
    // The start.
    #expect(bouncy.value(target: 1, time: 0) == 0)
    #expect(bouncy.velocity(target: 1, initialVelocity: 2, time: 0) == 2)
  }

  @Test("accurate next to critical damping: ζ = 1 ± 1e-12")
  func nearCritical() throws {
    // mpmath, k = 16π², c = 8π·ζ, target 2, v₀ 1, t 0.3:
    // ζ = 1 − 1e-12: x = 1.786984111683322943, v = 2.120477710038119635
    // ζ = 1 + 1e-12: x = 1.786984111681689376, v = 2.120477710042485798
    let under = try SwiftUISpring(response: 0.5, dampingRatio: 1 - 1e-12)
    let over = try SwiftUISpring(response: 0.5, dampingRatio: 1 + 1e-12)
    #expect(under.regime == .underDamped)
    #expect(over.regime == .overDamped)
    #expect(close(under.value(target: 2, initialVelocity: 1, time: 0.3), 1.786984111683322943))
    #expect(close(under.velocity(target: 2, initialVelocity: 1, time: 0.3), 2.120477710038119635))
    #expect(close(over.value(target: 2, initialVelocity: 1, time: 0.3), 1.786984111681689376))
    #expect(close(over.velocity(target: 2, initialVelocity: 1, time: 0.3), 2.120477710042485798))
  }

  @Test("settling-duration initializer: SwiftUI's envelope equations, solved exactly")
  func settlingInitializer() throws {
    // ζ = 0.5, T = 1, ε = 0.001: ζ/√(1 − ζ²)·e^(−ζω₀T) = ε ⇒ ω₀ = ln(0.5/(0.001·√0.75))/0.5
    // = 12.71689826929616441 (mpmath), k = ω₀² = 161.7195015916277818, c = 2ζω₀ = ω₀.
    let under = try SwiftUISpring(settlingDuration: 1, dampingRatio: 0.5)
    #expect(close(under.stiffness, 161.7195015916277818, 1e-14))
    #expect(close(under.damping, 12.71689826929616441, 1e-14))
    // ζ = 1, T = 0.5: (1 + u)e^(−u) = 0.001, u = 9.233413476451585730 (mpmath findroot),
    // ω₀ = u/0.5: k = 341.0236977084710325, c = 36.93365390580634292.
    let critical = try SwiftUISpring(settlingDuration: 0.5, dampingRatio: 1)
    #expect(close(critical.stiffness, 341.0236977084710325, 1e-14))
    #expect(close(critical.damping, 36.93365390580634292, 1e-14))
    #expect(critical.regime == .criticallyDamped)
    // Clamps: ζ > 1 → 1, T = 20 → 10; ζ = 0.3, T → 10: k = 3.674809527222420369 (mpmath).
    #expect(try SwiftUISpring(settlingDuration: 0.5, dampingRatio: 3) == critical)
    #expect(close(try SwiftUISpring(settlingDuration: 20, dampingRatio: 0.3).stiffness, 3.674809527222420369, 1e-14))
    #expect(try SwiftUISpring(settlingDuration: -1, dampingRatio: 0.5)
              == SwiftUISpring(settlingDuration: 0.01, dampingRatio: 0.5))
  }

  @Test("hostile parameters give typed errors, never a crash")
  func hostile() {
    #expect(throws: SpringError.notPositive(.duration, 0)) { try SwiftUISpring(duration: 0) }
    #expect(throws: SpringError.notPositive(.duration, -1)) { try SwiftUISpring(duration: -1, bounce: 0.2) }
    #expect(throws: SpringError.bounceOutOfRange(-1)) { try SwiftUISpring(duration: 0.5, bounce: -1) }
    #expect(throws: SpringError.self) { try SwiftUISpring.bouncy(extraBounce: -3.3) }
    #expect(throws: SpringError.self) { try SwiftUISpring(duration: .nan) }
    #expect(throws: SpringError.self) { try SwiftUISpring(duration: 0.5, bounce: .nan) }
    #expect(throws: SpringError.self) { try SwiftUISpring(duration: .infinity) }
    #expect(throws: SpringError.derivedOutOfRange(.duration, 1e-200, derived: .stiffness)) {
      try SwiftUISpring(duration: 1e-200)
    }
    #expect(throws: SpringError.notPositive(.response, 0)) { try SwiftUISpring(response: 0, dampingRatio: 1) }
    #expect(throws: SpringError.negative(.dampingRatio, -0.5)) { try SwiftUISpring(response: 1, dampingRatio: -0.5) }
    #expect(throws: SpringError.notPositive(.stiffness, 0)) { try SwiftUISpring(stiffness: 0, damping: 1) }
    #expect(throws: SpringError.notPositive(.mass, -1)) { try SwiftUISpring(mass: -1, stiffness: 1, damping: 1) }
    #expect(throws: SpringError.self) { try SwiftUISpring(stiffness: .nan, damping: 1) }
    #expect(throws: SpringError.self) { try SwiftUISpring(settlingDuration: .nan, dampingRatio: 0.5) }
    #expect(throws: SpringError.self) { try SwiftUISpring(settlingDuration: 1, dampingRatio: .nan) }
    #expect(throws: SpringError.notPositive(.epsilon, 0)) { try SwiftUISpring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0) }
    #expect(throws: SpringError.derivedOutOfRange(.epsilon, 2, derived: .stiffness)) {
      try SwiftUISpring(settlingDuration: 1, dampingRatio: 1, epsilon: 2)
    }
    // ζ = 1e-4: ζ/√(1 − ζ²) < ε, so the envelope starts inside the band: no positive root.
    #expect(throws: SpringError.derivedOutOfRange(.dampingRatio, 1e-4, derived: .stiffness)) {
      try SwiftUISpring(settlingDuration: 1, dampingRatio: 1e-4)
    }
    #expect(throws: SpringError.notPositive(.epsilon, -1)) { try SwiftUISpring.bouncy.settlingDuration(target: 1, epsilon: -1) }
    #expect(throws: SpringError.self) { try SwiftUISpring.bouncy.settlingDuration(target: .nan, epsilon: 0.001) }
    #expect(SwiftUISpring.bouncy.value(target: .nan, time: 1).isNaN)
    #expect(SwiftUISpring.bouncy.value(target: 1, time: .nan).isNaN)
    #expect(SwiftUISpring.bouncy.velocity(target: .infinity, time: 1).isNaN)
  }

  @Test("Codable: encodes mass, stiffness and damping; decodes any parameterization")
  func codable() throws {
    let data = try JSONEncoder().encode(SwiftUISpring.bouncy)
    #expect(try JSONDecoder().decode(SwiftUISpring.self, from: data) == .bouncy)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Double]
    #expect(object?.keys.sorted() == ["damping", "mass", "stiffness"])
    let written = try JSONDecoder().decode(SwiftUISpring.self, from: Data(#"{"duration": 0.5, "bounce": 0.3}"#.utf8))
    #expect(close(written.damping, SwiftUISpring.bouncy.damping, 1e-15))
  }
}
