import Foundation
import MotionCurvesCore
import MotionCurvesGestures
import MotionCurvesSprings
import Testing

/// The test decay with τ = 0.5 s released at 0 with 1000 units/s (rest at 500), bounded by
/// [0, 300], then the spring m = 1, k = 100, c = 10 (ω₀ = 10, ζ = 0.5, ω_d = √75).
///
/// Crossing 300: 500·(1 − e^(−t/0.5)) = 300 ⇒ t* = −0.5·ln 0.4, velocity there 1000·0.4 = 400.
/// Expected values from mpmath at 40 digits (/tmp script, reproduced here):
/// ```python
/// from mpmath import mp, mpf, log, exp, sin, cos, sqrt, atan, pi, findroot
/// mp.dps = 40; tc = -mpf('0.5')*log(mpf('0.4')); wd = sqrt(75); g = 5; vc = 400
/// y  = lambda s: exp(-g*s)*(vc/wd)*sin(wd*s)                        # x − 300 after the crossing
/// yv = lambda s: exp(-g*s)*vc*(cos(wd*s) - g/wd*sin(wd*s))
/// # settling within 0.3 (ε = 1e-3 of the distance 300): extremes at (atan(wd/g) + kπ)/wd; the
/// # last one above 0.3 is k = 2; the crossing of |y| = 0.3 after it by findroot.
/// ```
@Suite("Decay, then boundary, then spring")
struct DecayThenSpringTests {
  let model = ExponentialTestDecay(tau: 0.5)
  let spring: DampedSpring
  let chain: DecayThenSpring<ExponentialTestDecay.Coast>
  /// −0.5·ln 0.4 (mpmath: 0.458145365937077532591763605884005535725).
  let crossing = 0.4581453659370775325917636

  init() throws {
    spring = try DampedSpring(mass: 1, stiffness: 100, damping: 10)
    chain = try DecayThenSpring(model: model, from: 0, velocity: 1000, lower: 0, upper: 300, spring: spring)
  }

  @Test("The crossing time matches −τ·ln(1 − 300/500)")
  func crossingTime() {
    // Stated bound: ulp(t*) + δ/|v(t*)| = 5.6e-17 + (a few ulp of 500 ≈ 3e-13)/400 < 1e-15.
    #expect(abs(chain.handOffTime - crossing) <= 1e-15)
    #expect(chain.to == 300)
    #expect(chain.from == 0)
    #expect(chain.initialVelocity == 1000)
  }

  @Test("Continuous at the crossing: left and right limits of value and velocity")
  func continuity() throws {
    let tc = chain.handOffTime
    let tail = try #require(chain.tail)
    // The spring starts where the decay is at t_c, exactly.
    let coast = try model.motion(from: 0, velocity: 1000)
    #expect(tail.from == coast.value(at: tc))
    #expect(tail.initialVelocity == coast.velocity(at: tc))
    // One ulp either side (5.6e-17 s): the value moves by ≤ 400·5.6e-17 ≈ 2e-14, the velocity by
    // ≤ |a|·5.6e-17 with |a| ≤ 800 before and |−100·0 − 10·400| = 4000 after.
    for t in [tc.nextDown, tc.nextUp] {
      #expect(abs(chain.value(at: t) - chain.value(at: tc)) <= 1e-12)
      #expect(abs(chain.velocity(at: t) - chain.velocity(at: tc)) <= 1e-12)
    }
    // And against the closed form: x = 300, v = 400 at t*.
    #expect(abs(chain.value(at: tc) - 300) <= 1e-12)
    #expect(abs(chain.velocity(at: tc) - 400) <= 1e-12)
  }

  @Test("Before the crossing, the decay")
  func decayPart() {
    // 500·(1 − e^(−0.2/0.5)) and 1000·e^(−0.4), by the closed form.
    #expect(abs(chain.value(at: 0.2) - 500 * (1 - exp(-0.4))) <= 1e-12)
    #expect(abs(chain.velocity(at: 0.2) - 1000 * exp(-0.4)) <= 1e-12)
    #expect(chain.value(at: 0) == 0)
    #expect(chain.value(at: -1) == 0)
    #expect(chain.value(at: .nan).isNaN)
  }

  @Test("After the crossing, the damped-harmonic closed form from (300, 400)")
  func springPart() {
    // y(s) = e^(−ζω₀s)·(y₀ cos ω_d s + (v₀ + ζω₀y₀)/ω_d · sin ω_d s), y₀ = 0, v₀ = 400.
    let wd = 75.0.squareRoot()
    let closedValue = { (s: Double) in 300 + exp(-5 * s) * (400 / wd) * sin(wd * s) }
    let closedVelocity = { (s: Double) in exp(-5 * s) * 400 * (cos(wd * s) - 5 / wd * sin(wd * s)) }
    // mpmath (script above): x and v at s = 0.1, 0.3, 1.
    let reference: [(s: Double, x: Double, v: Double)] = [
      (0.1, 321.3402878045877193103457, 50.47718331080347168596813),
      (0.3, 305.3297057607216462033079, -103.0389645705811686588006),
      (1.0, 300.2154192246423827078667, -3.022238942154310722198917),
    ]
    // Tolerance: t_c within 1e-15 of t*, times |v| ≤ 400 and |a| ≤ 4000, plus SpringMotion's
    // 1e-12 of its scale; 1e-10 covers them with room.
    for (s, x, v) in reference {
      let t = chain.handOffTime + s
      #expect(abs(chain.value(at: t) - x) <= 1e-10)
      #expect(abs(chain.velocity(at: t) - v) <= 1e-10)
      #expect(abs(chain.value(at: t) - closedValue(s)) <= 1e-10)
      #expect(abs(chain.velocity(at: t) - closedVelocity(s)) <= 1e-10)
    }
  }

  @Test("Settling: the crossing plus the spring's time to stay within 0.3 of 300")
  func settling() throws {
    // mpmath: the spring stays within 0.3 from s = 0.9728135155880142088207231, so
    // T = 1.430958881525091741412487.
    #expect(abs(try chain.settlingDuration(epsilon: 1e-3) - 1.430958881525091741412487) <= 1e-12)
    #expect(throws: SamplingError.self) { try chain.settlingDuration(epsilon: 0) }
  }

  @Test("No crossing: the decay alone, or the snap spring from the release")
  func noCrossing() throws {
    // Rest at 500 inside [0, 600]: the decay plays alone and settles at τ·ln 1000.
    let alone = try DecayThenSpring(model: model, from: 0, velocity: 1000, lower: 0, upper: 600, spring: spring)
    #expect(alone.tail == nil)
    #expect(alone.handOffTime == .infinity)
    #expect(alone.to == 500)
    #expect(abs(alone.value(at: 0.3) - 500 * (1 - exp(-0.6))) <= 1e-12)
    #expect(abs(try alone.settlingDuration(epsilon: 1e-3) - 3.453877639491068526026987) <= 1e-12)
    // With snap points 0, 320, 640: the projection 500 is nearest 640 (140 < 180); the spring starts
    // at the release (0, 1000).
    let snapped = try DecayThenSpring(
      model: model, from: 0, velocity: 1000, lower: 0, upper: 600, spring: spring,
      snapPoints: SnapPoints([0, 320, 640]), rule: .nearest)
    #expect(snapped.handOffTime == 0)
    #expect(snapped.to == 640)
    #expect(snapped.value(at: 0) == 0)
    #expect(snapped.velocity(at: 0) == 1000)
    // Right limit: over h = 1e-15 s the value moves by v₀·h = 1e-12 (a·h²/2 ≈ 1e-27 more).
    #expect(abs(snapped.value(at: 1e-15) - 1e-12) <= 1e-12)
    // y₀ = −640, v₀ = 1000: x(s) = 640 + e^(−5s)(−640 cos ω_d s + (1000 − 5·640)/ω_d · sin ω_d s).
    let wd = 75.0.squareRoot()
    let s = 0.25
    let expected = 640 + exp(-5 * s) * (-640 * cos(wd * s) + (1000 - 3200) / wd * sin(wd * s))
    #expect(abs(snapped.value(at: s) - expected) <= 1e-10)
  }

  @Test("A release outside the bounds hands off at once, toward the nearer bound")
  func outside() throws {
    let chain = try DecayThenSpring(model: model, from: 350, velocity: 100, lower: 0, upper: 300, spring: spring)
    #expect(chain.handOffTime == 0)
    #expect(chain.to == 300)
    #expect(chain.value(at: 0) == 350)
    #expect(chain.velocity(at: 0) == 100)
  }

  @Test("Downward crossing of the lower bound")
  func lower() {
    // From 0 at −1000: rest −500; crossing −300 at the same t* = −0.5·ln 0.4, velocity −400.
    let down = try? DecayThenSpring(model: model, from: 0, velocity: -1000, lower: -300, upper: 10, spring: spring)
    #expect(down.map { abs($0.handOffTime - crossing) <= 1e-15 } == true)
    #expect(down?.to == -300)
    #expect(down.map { abs($0.velocity(at: $0.handOffTime) + 400) <= 1e-12 } == true)
  }

  @Test("Hostile input: reversed or NaN bounds, NaN velocity")
  func hostile() throws {
    #expect(throws: GestureError.reversedBounds(lower: 10, upper: 0)) {
      try DecayThenSpring(model: model, from: 0, velocity: 1, lower: 10, upper: 0, spring: spring)
    }
    #expect {
      try DecayThenSpring(model: model, from: 0, velocity: 1, lower: .nan, upper: 0, spring: spring)
    } throws: { error in
      guard case let .invalidParameter(name, value, _) = error as? GestureError else { return false }
      return name == "lower" && value.isNaN
    }
    #expect {
      try DecayThenSpring(model: model, from: 0, velocity: .nan, lower: 0, upper: 1, spring: spring)
    } throws: { error in
      guard case let .invalidParameter(name, value, _) = error as? GestureError else { return false }
      return name == "velocity" && value.isNaN
    }
  }
}
