import Foundation
import MotionCurvesSprings
import TestSupport
import Testing

/// The exact motion against a 60-digit reference (Fixtures/spring-reference.json, written by
/// make-spring-reference.py with mpmath): 13 damping ratios from 0 to 1e9 including 1 ± 1e-12,
/// 3 mass/stiffness pairs, 4 starts (with and without velocity, from = to), t from 1 ms to 1e6 s.
@Suite("Spring motion against the 60-digit reference")
struct SpringReferenceTests {
  static var cases: [[String: Double]] {
    let cases = fixtureObject(named: "spring-reference")["cases"] as? [[String: Any]] ?? []
    return cases.map { $0.compactMapValues(jsonNumber) }
  }

  @Test("position and velocity within 1e-12 of the scale, for ζ ∈ [0, 1e9] and t ≤ 1e6 s")
  func reference() throws {
    let cases = Self.cases
    #expect(cases.count == 1248)
    var worst = (position: 0.0, velocity: 0.0)
    for c in cases {
      let spring = try DampedSpring(mass: c["mass"]!, stiffness: c["stiffness"]!, damping: c["damping"]!)
      let motion = try SpringMotion(spring: spring, from: c["from"]!, to: c["to"]!, initialVelocity: c["initialVelocity"]!)
      let t = c["t"]!
      let scale = motion.scale
      let positionError = abs(motion.value(at: t) - c["position"]!) / scale
      let velocityError = abs(motion.velocity(at: t) - c["velocity"]!) / (scale * spring.naturalFrequency)
      worst.position = max(worst.position, positionError)
      worst.velocity = max(worst.velocity, velocityError)
      #expect(positionError <= 1e-12, "ζ = \(spring.dampingRatio), \(c)")
      #expect(velocityError <= 1e-12, "ζ = \(spring.dampingRatio), \(c)")
      // Vectors: two components driven by the same spring move like two scalar motions.
      let state = spring.state(
        from: SIMD2(c["from"]!, c["to"]!), to: SIMD2(c["to"]!, c["from"]!),
        initialVelocity: SIMD2(c["initialVelocity"]!, 0), time: t)
      #expect(abs(state.value.x - c["position"]!) <= 1e-12 * scale)
    }
    print("spring reference: worst position error \(worst.position), velocity error \(worst.velocity) (relative to the scale)")
  }
}
