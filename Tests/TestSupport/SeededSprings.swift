import CurveReference
import MotionCurvesSprings

/// Springs at the edges of the closed forms, and a seeded population of spring members built from
/// them: the springs the bank tests and the frame evaluator tests both drive.
public enum SeededSprings {
  /// Springs covering the scalar tests' edge cases: ζ = 0, ζ = 1 and 1 ± 1e-12 (and the next
  /// doubles), heavy over-damping, a stiffness whose k/m overflows, and tiny and huge scales.
  public static func edges() throws -> [DampedSpring] {
    let k = 170.0
    let critical = 2 * k.squareRoot()
    var springs: [DampedSpring] = []
    for zeta in [0.0, 1e-9, 0.3, 1 - 1e-12, 1, 1 + 1e-12, 2.5, 1e4, 1e9] {
      springs.append(try DampedSpring(mass: 1, stiffness: k, damping: zeta * critical))
    }
    springs.append(try DampedSpring(mass: 1, stiffness: 100, damping: 20.nextUp))
    springs.append(try DampedSpring(mass: 1, stiffness: 100, damping: 20.nextDown))
    springs.append(try DampedSpring(mass: 1e-150, stiffness: 1e300, damping: 1e75))  // k/m = inf, ζ = 0.5
    springs.append(try DampedSpring(mass: 1e200, stiffness: 1e200, damping: 1e200))  // the spring (1, 1, 1)
    springs.append(try DampedSpring(mass: 1e-200, stiffness: 1e-200, damping: 0))
    springs.append(try DampedSpring(mass: 1, stiffness: 1e12, damping: 1e3))  // huge stiffness, light damping
    return springs
  }

  /// 1,000 members: the edge springs, 40 seeded springs shared by several members, and seeded
  /// springs used once each.
  public static func members(_ rng: inout SeededRandom) throws -> [(DampedSpring, Double, Double, Double)] {
    let edges = try edges()
    var shared: [DampedSpring] = []
    for _ in 0..<40 {
      shared.append(try DampedSpring(response: 0.1 + 1.9 * rng.unit(), dampingRatio: 2 * rng.unit()))
    }
    var members: [(DampedSpring, Double, Double, Double)] = []
    for i in 0..<1_000 {
      let spring: DampedSpring
      switch i % 4 {
      case 0: spring = edges[(i / 4) % edges.count]
      case 1, 2: spring = shared[Int(rng.unit() * Double(shared.count))]
      default: spring = try DampedSpring(mass: 0.1 + rng.unit(), stiffness: 1 + 500 * rng.unit(), damping: 40 * rng.unit())
      }
      let from = 200 * rng.unit() - 100
      let to = i % 50 == 0 ? from : 200 * rng.unit() - 100
      let velocity = i % 3 == 0 ? 0 : 400 * rng.unit() - 200
      members.append((spring, from, to, velocity))
    }
    return members
  }
}
