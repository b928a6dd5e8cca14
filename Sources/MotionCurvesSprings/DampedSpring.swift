import MotionCurvesCore

/// A damped harmonic spring: mass m, stiffness k, damping c, moving a value x toward a target under
/// m·x″ + c·x′ + k·(x − target) = 0.
///
/// ```swift
/// let spring = try DampedSpring(mass: 1, stiffness: 100, damping: 10)   // Core Animation's defaults
/// spring.dampingRatio                                                  // 0.5
/// let swiftUI = try DampedSpring(response: 0.55, dampingRatio: 0.825)  // SwiftUI's default spring
/// ```
///
/// The initializers for other frameworks' parameters convert to (m, k, c) exactly as those
/// frameworks do; the properties convert back. The spring remembers the parameters it was created
/// with (``parameters``), and encodes as them: `{"response": 0.55, "dampingRatio": 0.825}`. Two
/// springs are equal when their mass, stiffness and damping are: they move the same way, however
/// they were written. (Named `DampedSpring` so that it never meets SwiftUI's `Spring`.)
public struct DampedSpring: Sendable {
  /// m > 0.
  public let mass: Double
  /// k > 0.
  public let stiffness: Double
  /// c ≥ 0.
  public let damping: Double
  /// The parameters the spring was created with.
  public private(set) var parameters: Parameters

  /// The parameters a spring can be written with: each framework's own.
  public enum Parameters: Sendable, Hashable {
    /// Mass, stiffness and damping: ``DampedSpring/init(mass:stiffness:damping:)``.
    case physical(mass: Double, stiffness: Double, damping: Double)
    /// SwiftUI's and UIKit's response and damping ratio:
    /// ``DampedSpring/init(response:dampingRatio:mass:)``.
    case response(response: Double, dampingRatio: Double, mass: Double)
    /// SwiftUI's duration and bounce: ``DampedSpring/init(duration:bounce:)``.
    case durationAndBounce(duration: Double, bounce: Double)
    /// Rebound's and Origami's tension and friction: ``DampedSpring/init(tension:friction:)``.
    case tensionAndFriction(tension: Double, friction: Double)
    /// Android's stiffness and damping ratio: ``DampedSpring/init(stiffness:dampingRatio:)``.
    case android(stiffness: Double, dampingRatio: Double)
  }

  /// - Throws: ``SpringError`` naming the parameter when mass or stiffness is not > 0, damping is
  ///   negative, or any is not finite.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
    try self.init(mass: mass, stiffness: stiffness, damping: damping,
                  parameters: .physical(mass: mass, stiffness: stiffness, damping: damping))
  }

  /// The spring (m, k, c) from parameters the caller guarantees valid (finite, m and k > 0,
  /// c ≥ 0): for other layers' constant presets, which cannot fail and so need no `try`.
  package init(validMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    parameters = .physical(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// Android's spring (m = 1, c = 2ζ√k) for a stiffness and damping ratio already known valid —
  /// a platform's preset constants, or values another layer has validated — so that a preset needs
  /// no `try`. Builds exactly what ``init(stiffness:dampingRatio:)`` builds.
  package init(presetStiffness stiffness: Double, dampingRatio: Double) {
    self.init(validMass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
    parameters = .android(stiffness: stiffness, dampingRatio: dampingRatio)
  }

  init(mass: Double, stiffness: Double, damping: Double, parameters: Parameters) throws(SpringError) {
    try SpringError.positive(mass, .mass)
    try SpringError.positive(stiffness, .stiffness)
    try SpringError.nonNegative(damping, .damping)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.parameters = parameters
  }

  /// The same spring written as mass, stiffness and damping: the canonical form, which encodes as
  /// `{"mass": …, "stiffness": …, "damping": …}`.
  public var canonical: DampedSpring {
    var spring = self
    spring.parameters = .physical(mass: mass, stiffness: stiffness, damping: damping)
    return spring
  }

  /// How the spring returns to rest.
  public enum Regime: String, Sendable, Hashable, Codable, CaseIterable {
    /// ζ < 1: it oscillates around the target.
    case underDamped = "under-damped"
    /// ζ = 1: the fastest approach without overshoot.
    case criticallyDamped = "critically damped"
    /// ζ > 1: it creeps toward the target.
    case overDamped = "over-damped"
  }

  /// ζ = c / (2√(km)) = c / ``criticalDamping``, within 3 ulps for every valid spring.
  public var dampingRatio: Double { damping / criticalDamping }

  /// ω₀ = √(k/m), in radians per second (within 1 ulp; √k/√m, within 2, where k/m would overflow
  /// or underflow).
  public var naturalFrequency: Double {
    let ratio = stiffness / mass
    guard ratio.isFinite && ratio >= 0x1p-1000 else { return stiffness.squareRoot() / mass.squareRoot() }
    return ratio.squareRoot()
  }

  /// 2√(km): the damping that makes this spring critically damped (√k·√m where k·m would
  /// overflow or underflow).
  public var criticalDamping: Double {
    let km = stiffness * mass
    guard km.isFinite && km >= 0x1p-1000 else { return 2 * stiffness.squareRoot() * mass.squareRoot() }
    return 2 * km.squareRoot()
  }

  /// A power of two s such that (s·m, s·k, s·c) — the same motion — keeps 4km and c² near 1:
  /// 1 for ordinary springs, so their numbers do not change.
  static func productScale(_ spring: DampedSpring) -> Double {
    let size = max(spring.stiffness.squareRoot() * spring.mass.squareRoot(), spring.damping)
    guard size > 0x1p-400 && size < 0x1p400 else { return Double(sign: .plus, exponent: -size.exponent, significand: 1) }
    return 1
  }

  /// Whether ζ is below, at or above 1, as ``dampingRatio`` rounds it.
  public var regime: Regime {
    let zeta = dampingRatio
    return zeta < 1 ? .underDamped : zeta == 1 ? .criticallyDamped : .overDamped
  }

  /// The perceptual duration 2π/ω₀ (SwiftUI's `duration` and `response`): the period the spring
  /// would have without damping. Not the time it takes to settle (see ``SpringMotion``).
  public var perceptualDuration: Double { 2 * .pi / naturalFrequency }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1 (0 is critically damped, 1 undamped), 1/ζ − 1 for ζ > 1
  /// (negative: over-damped).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}

extension DampedSpring: Hashable {
  /// Springs with the same mass, stiffness and damping are equal, whatever parameters wrote them.
  public static func == (a: DampedSpring, b: DampedSpring) -> Bool {
    a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
  }

  /// Hashes mass, stiffness and damping.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}

// MARK: - Other frameworks' parameters

extension DampedSpring {
  /// SwiftUI's `Spring(response:dampingRatio:)` and UIKit's spring timing: k = (2π/response)²·m,
  /// c = 4π·ζ·m/response.
  ///
  /// - Throws: ``SpringError`` unless response > 0, dampingRatio ≥ 0 and mass > 0 are finite.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    try SpringError.positive(response, .response)
    try SpringError.nonNegative(dampingRatio, .dampingRatio)
    try SpringError.positive(mass, .mass)
    let omega = 2 * .pi / response
    let (k, c) = (omega * omega * mass, 4 * .pi * dampingRatio * mass / response)
    try SpringError.derived(k, .stiffness, from: .response, response, positive: true)
    try SpringError.derived(c, .damping, from: .dampingRatio, dampingRatio, positive: false)
    try self.init(mass: mass, stiffness: k, damping: c,
                  parameters: .response(response: response, dampingRatio: dampingRatio, mass: mass))
  }

  /// SwiftUI's `Spring(duration:bounce:)`: duration is the response; bounce ≥ 0 gives
  /// ζ = 1 − bounce, bounce < 0 gives ζ = 1/(1 + bounce).
  ///
  /// - Throws: ``SpringError`` unless duration > 0 and −1 < bounce ≤ 1.
  public init(duration: Double, bounce: Double = 0) throws(SpringError) {
    try SpringError.positive(duration, .duration)
    try SpringError.finite(bounce, .bounce)
    guard bounce > -1 && bounce <= 1 else { throw .bounceOutOfRange(bounce) }
    let zeta = Self.dampingRatio(bounce: bounce)
    let omega = 2 * .pi / duration
    try SpringError.derived(omega * omega, .stiffness, from: .duration, duration, positive: true)
    try SpringError.derived(4 * .pi * zeta / duration, .damping, from: .bounce, bounce, positive: false)
    try self.init(mass: 1, stiffness: omega * omega, damping: 4 * .pi * zeta / duration,
                  parameters: .durationAndBounce(duration: duration, bounce: bounce))
  }

  /// SwiftUI's damping ratio for a bounce > −1: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below.
  package static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// Rebound's and Origami's spring: k = tension, c = friction, m = 1.
  ///
  /// - Throws: ``SpringError`` unless tension > 0 and friction ≥ 0 are finite.
  public init(tension: Double, friction: Double) throws(SpringError) {
    try SpringError.positive(tension, .tension)
    try SpringError.nonNegative(friction, .friction)
    try self.init(mass: 1, stiffness: tension, damping: friction,
                  parameters: .tensionAndFriction(tension: tension, friction: friction))
  }

  /// Android's `SpringForce`: m = 1, c = 2ζ√k. Its named constants are in ``AndroidSpring``.
  ///
  /// - Throws: ``SpringError`` unless stiffness > 0 and dampingRatio ≥ 0 are finite.
  public init(stiffness: Double, dampingRatio: Double) throws(SpringError) {
    try SpringError.positive(stiffness, .stiffness)
    try SpringError.nonNegative(dampingRatio, .dampingRatio)
    try SpringError.derived(2 * dampingRatio * stiffness.squareRoot(), .damping, from: .dampingRatio, dampingRatio, positive: false)
    try self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
                  parameters: .android(stiffness: stiffness, dampingRatio: dampingRatio))
  }

  /// SwiftUI's and UIKit's response: 2π/ω₀.
  public var response: Double { perceptualDuration }

  /// Rebound's (tension, friction): the spring with m = 1 that moves the same way, (k/m, c/m).
  public var tensionAndFriction: (tension: Double, friction: Double) { (stiffness / mass, damping / mass) }

  /// Android's (stiffness, dampingRatio): the spring with m = 1 that moves the same way.
  public var androidParameters: (stiffness: Double, dampingRatio: Double) { (stiffness / mass, dampingRatio) }
}
