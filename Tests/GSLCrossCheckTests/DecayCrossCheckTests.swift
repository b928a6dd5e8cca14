import GSLOracle
import MotionCurves
import Testing

/// The closed forms of the exponential decays against GSL's rk8pd integration of their ODE,
/// x′ = v, v′ = k·v, with k = 1000·ln d (UIKit), f (Compose) and −1/τ (framer's friction phase).
@Suite("Exponential decays against GSL")
struct DecayCrossCheckTests {
  /// Integrates x′ = v, v′ = k·v from (x₀, v₀) and compares every time's position (relative to the
  /// distance travelled to rest) and velocity (relative to v₀) with the closed form.
  func check(
    _ name: String, k: Double, from x0: Double, velocity v0: Double, until end: Double,
    position: (Double) -> Double, velocity: (Double) -> Double
  ) throws {
    let times = (1...200).map { end * Double($0) / 200 }
    let ode = try GSLPlanarIntegrator.integrate(start: (x0, v0), times: times) { _, x, v in (v, k * v) }
    let distance = abs(v0 / k)
    var worst = (position: 0.0, velocity: 0.0)
    for (t, (x, v)) in zip(times, ode) {
      worst.position = max(worst.position, abs(position(t) - x) / distance)
      worst.velocity = max(worst.velocity, abs(velocity(t) - v) / abs(v0))
    }
    #expect(worst.position <= 1e-12, "\(name) position")
    #expect(worst.velocity <= 1e-12, "\(name) velocity")
    print("\(name) vs GSL rk8pd: worst position error \(worst.position), velocity \(worst.velocity) (relative)")
  }

  @Test("UIKit: 0.998, 0.99 and 0.999999, over the whole decay (until v < 1e-3·v₀)")
  func uikit() throws {
    for rate in [0.998, 0.99, 0.999999] {
      let model = try UIKitDecay(rate: rate)
      let motion = try model.motion(from: 20, velocity: -1500)
      try check(
        "UIKit \(rate)", k: model.decayConstant, from: 20, velocity: -1500,
        until: try motion.duration(toVelocity: 1.5), position: motion.value(at:), velocity: motion.velocity(at:))
    }
  }

  @Test("Compose exponentialDecay: multipliers 1 and 0.5, to its end")
  func compose() throws {
    for multiplier in [1.0, 0.5] {
      let model = try ComposeExponentialDecay(frictionMultiplier: multiplier)
      let motion = try model.motion(from: 0, velocity: 1000)
      try check(
        "Compose ×\(multiplier)", k: model.friction, from: 0, velocity: 1000,
        until: motion.end.nextDown, position: motion.value(at:), velocity: motion.velocity(at:))
    }
  }

  @Test("framer inertia friction phase: τ 325 and 750 ms, until it snaps")
  func framer() throws {
    for tau in [325.0, 750] {
      let motion = try FramerInertia(timeConstant: tau).motion(from: 5, velocity: 1000)
      // x′ = v, v′ = −v/τ from (5, A/τ): A = 800.
      try check(
        "framer τ \(tau)", k: -1000 / tau, from: 5, velocity: 800 * 1000 / tau,
        until: motion.end.nextDown, position: motion.value(at:), velocity: motion.velocity(at:))
    }
  }
}
