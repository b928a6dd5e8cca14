import CurveReference
import GSLOracle
import MotionCurves
import Testing

/// The closed form, the exact stepper and the settling time against GSL: rk8pd integration of
/// m·x″ + c·x′ + k·(x − to) = 0 and Brent root bracketing.
@Suite("Springs against GSL")
struct SpringCrossCheckTests {
  static let zetas = [0, 0.05, 0.5, 0.999999, 1, 1.000001, 2, 100, 1e4]
  static let springs: [(mass: Double, stiffness: Double)] = [(1, 100), (0.5, 10)]
  static let starts: [(from: Double, to: Double, velocity: Double)] = [(0, 1, 0), (30, 0, -50), (2, 2, 3)]
  static let times = (1...40).map { Double($0) * 0.05 }  // to 2 s

  static func motions() throws -> [SpringMotion] {
    var result: [SpringMotion] = []
    for zeta in zetas {
      for (m, k) in springs {
        let spring = try DampedSpring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot())
        for (from, to, v0) in starts {
          result.append(try SpringMotion(spring: spring, from: from, to: to, initialVelocity: v0))
        }
      }
    }
    return result
  }

  @Test("closed form and exact stepper (60 Hz and jittery frames) agree with rk8pd")
  func againstODE() throws {
    var worst = (closed: 0.0, stepper: 0.0)
    for motion in try Self.motions() {
      let s = motion.spring
      let ode = try GSLSpringIntegrator.integrate(
        mass: s.mass, stiffness: s.stiffness, damping: s.damping, from: motion.from, to: motion.to,
        initialVelocity: motion.initialVelocity, times: Self.times)
      var stepper = SpringStepper(spring: s)
      var position = motion.from
      var velocity = motion.initialVelocity
      var elapsed = 0.0
      var rng = SeededRandom(seed: 9)
      for (t, reference) in zip(Self.times, ode) {
        let closed = abs(motion.value(at: t) - reference.position) / motion.scale
        worst.closed = max(worst.closed, closed)
        #expect(closed <= 1e-10, "ζ = \(s.dampingRatio) \(motion.from)→\(motion.to) at \(t)")
        // Frames of 1/60 s with ±30 % jitter, ending exactly at t.
        while elapsed < t {
          let dt = min(t - elapsed, (1.0 / 60) * (0.7 + 0.6 * rng.unit()))
          try stepper.step(value: &position, velocity: &velocity, target: motion.to, dt: dt)
          elapsed += dt
        }
        let stepped = abs(position - reference.position) / motion.scale
        worst.stepper = max(worst.stepper, stepped)
        #expect(stepped <= 1e-10)
      }
    }
    print("springs vs GSL rk8pd: worst closed-form error \(worst.closed), exact stepper \(worst.stepper) (relative to the scale)")
  }

  @Test("settling duration matches GSL Brent on the last crossing of the band")
  func settling() throws {
    var worst = 0.0
    for motion in try Self.motions() where motion.spring.dampingRatio > 0 {
      let settling = try motion.settlingDuration()
      let band = 1e-3 * motion.scale
      let g = { (t: Double) in abs(motion.value(at: t) - motion.to) - band }
      // The last sign change of g on a grid, then Brent inside it.
      let step = settling / 2000 + 1e-6
      var t = settling * 1.5 + 1
      while t > 0 && g(t) <= 0 { t -= step }
      guard t > 0 else {
        #expect(settling == 0)
        continue
      }
      let root = try GSLRootFinder.brent(in: t, t + step, absoluteTolerance: 1e-13, relativeTolerance: 1e-14) { g($0) }
      worst = max(worst, abs(root.root - settling))
      #expect(abs(root.root - settling) <= 1e-9 * max(1, settling), "ζ = \(motion.spring.dampingRatio)")
    }
    print("settling duration vs GSL Brent: worst difference \(worst) s")
  }
}
