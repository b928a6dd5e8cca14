import MotionCurvesCore
import RealModule

/// Core Animation's `CASpringAnimation` from one value to another: the motion it plays and the
/// duration it reports.
///
/// - An over-damped spring is treated as critically damped (damping lowered to 2√(km)) unless
///   `allowsOverdamping` is set, as `CASpringAnimation.allowsOverdamping` documents.
/// - ``initialVelocity`` is in Core Animation's unit: distances per second, positive toward the
///   target (1 covers the whole distance in a second).
/// - ``settlingDuration``: Apple documents only that mass 1 and stiffness 100 settle in "about
///   2.85 s" with damping 5 and "just over 1 s" with damping 15. The rule
///   T = ln(A/ε)/γ, with A the amplitude of the oscillation's envelope for a unit move,
///   A = √(1 + ((γ − v₀)/ω_d)²), and ε = 1/1200, gives 2.849 s and 1.0005 s; a plain 0.1 % band on
///   the exact motion gives 2.69 s and 0.80 s, and a 0.1 % envelope 2.76 s and 0.92 s. Springs that
///   do not oscillate (ζ ≥ 1) have no envelope; for them the rule is the exact settling time for
///   the same ε.
///
/// ```swift
/// let animation = try CoreAnimationSpring(damping: 5)      // mass 1, stiffness 100, 0 → 1
/// animation.settlingDuration                               // 2.849…, Apple's "about 2.85 s"
/// animation.value(at: 0.5)
/// ```
public struct CoreAnimationSpring: SettlingMotion, Hashable {
  /// `mass`, > 0 (Core Animation's default 1).
  public let mass: Double
  /// `stiffness`, > 0 (default 100).
  public let stiffness: Double
  /// `damping`, ≥ 0 (default 10).
  public let damping: Double
  /// `allowsOverdamping` (default false).
  public let allowsOverdamping: Bool
  /// `fromValue`.
  public let from: Double
  /// `toValue`.
  public let to: Double
  /// The velocity at t = 0 as it was given.
  let givenVelocity: GivenVelocity
  /// The exact motion Core Animation plays: the ``effectiveSpring`` from `from` to `to`.
  public let motion: SpringMotion

  /// The initial velocity, and the unit it was given in (so that it encodes as written).
  enum GivenVelocity: Hashable {
    /// Core Animation's distances per second.
    case relative(Double)
    /// Units per second.
    case absolute(Double)
  }

  /// The tolerance that reproduces Apple's two documented settling durations.
  public static let settlingEpsilon = 1.0 / 1200

  /// A `CASpringAnimation` with these properties, `initialVelocity` in distances per second.
  ///
  /// - Throws: ``SpringError`` naming the parameter when mass or stiffness is not > 0, damping is
  ///   negative, or a value is not finite.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
              allowsOverdamping: Bool = false, from: Double = 0, to: Double = 1) throws(SpringError) {
    try SpringError.finite(initialVelocity, .initialVelocity)
    try self.init(spring: DampedSpring(mass: mass, stiffness: stiffness, damping: damping), from: from, to: to,
                  given: .relative(initialVelocity), allowsOverdamping: allowsOverdamping)
  }

  /// The `CASpringAnimation` of `spring` from `from` to `to`, with `velocity` in units per second
  /// (the unit of ``SpringMotion``), used as it is.
  ///
  /// - Throws: ``SpringError`` for a non-finite value, or ``SpringError/velocityWithoutDistance(_:)``
  ///   for a velocity with from = to (Core Animation cannot express it).
  public init(spring: DampedSpring, from: Double, to: Double, velocity: Double = 0, allowsOverdamping: Bool = false)
    throws(SpringError)
  {
    try SpringError.finite(velocity, .initialVelocity)
    guard velocity == 0 || from != to else { throw .velocityWithoutDistance(velocity) }
    try self.init(spring: spring, from: from, to: to, given: .absolute(velocity), allowsOverdamping: allowsOverdamping)
  }

  private init(spring: DampedSpring, from: Double, to: Double, given: GivenVelocity, allowsOverdamping: Bool)
    throws(SpringError)
  {
    try SpringError.finite(from, .from)
    try SpringError.finite(to, .to)
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    self.allowsOverdamping = allowsOverdamping
    self.from = from
    self.to = to
    givenVelocity = given
    var effective = spring.canonical
    if !allowsOverdamping && spring.dampingRatio > 1 {
      effective = try DampedSpring(mass: mass, stiffness: stiffness, damping: spring.criticalDamping)
    }
    let unitsPerSecond: Double
    switch given {
    case let .relative(v): unitsPerSecond = v * (to - from)
    case let .absolute(v): unitsPerSecond = v
    }
    motion = try SpringMotion(spring: effective, from: from, to: to, initialVelocity: unitsPerSecond)
  }

  /// The spring Core Animation actually runs: damping lowered to critical unless over-damping is
  /// allowed.
  public var effectiveSpring: DampedSpring { motion.spring }

  /// `initialVelocity` in Core Animation's unit, distances per second (0 when from = to).
  public var initialVelocity: Double {
    switch givenVelocity {
    case let .relative(v): return v
    case let .absolute(v): return from == to ? 0 : v / (to - from)
    }
  }

  /// The value at time t, as ``SpringMotion/value(at:)`` of ``motion``.
  public func value(at t: Double) -> Double { motion.value(at: t) }

  /// The velocity at time t in units per second, as ``SpringMotion/velocity(at:)`` of ``motion``.
  public func velocity(at t: Double) -> Double { motion.velocity(at: t) }

  /// The exact settling time of ``motion`` within `epsilon` (see
  /// ``SpringMotion/settlingDuration(epsilon:)``); Core Animation's own rule is
  /// ``settlingDuration``.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try motion.settlingDuration(epsilon: epsilon)
  }

  /// ``settlingDuration``, Core Animation's duration, whatever `epsilon`.
  public func duration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    return settlingDuration
  }

  /// `CASpringAnimation.settlingDuration` by the rule in the type's discussion.
  ///
  /// - Precision: the rule evaluated within a few ulps; it reproduces Apple's two documented
  ///   values to their stated digits.
  public var settlingDuration: Double {
    let spring = effectiveSpring
    let zeta = spring.dampingRatio
    let v0 = from == to ? 0 : initialVelocity
    guard zeta < 1 else {
      return (try? SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: v0)
        .settlingDuration(epsilon: Self.settlingEpsilon)) ?? 0
    }
    let omega0 = spring.naturalFrequency
    let gamma = zeta * omega0
    guard gamma > 0 else { return .infinity }
    let omegaD = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
    let b = (gamma - v0) / omegaD  // y0 = −1, v0 = initialVelocity
    let amplitude = (1 + b * b).squareRoot()
    return max(0, Double.log(amplitude / Self.settlingEpsilon) / gamma)
  }
}

extension CoreAnimationSpring: Codable {
  enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping, initialVelocity, velocity, allowsOverdamping, from, to
  }

  /// Reads `CASpringAnimation`'s properties by their names, each optional with Core Animation's
  /// default (`mass` 1, `stiffness` 100, `damping` 10, `allowsOverdamping` false, `from` 0, `to` 1):
  /// `{"stiffness": 300, "damping": 20, "initialVelocity": 2, "from": 0, "to": 50}`. The initial
  /// velocity is `initialVelocity` in distances per second, or `velocity` in units per second —
  /// not both.
  ///
  /// - Throws: ``SpringError`` for a value out of range, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let spring = try DampedSpring(
      mass: c.decodeIfPresent(Double.self, forKey: .mass) ?? 1, stiffness: c.decodeIfPresent(Double.self, forKey: .stiffness) ?? 100,
      damping: c.decodeIfPresent(Double.self, forKey: .damping) ?? 10)
    let from = try c.decodeIfPresent(Double.self, forKey: .from) ?? 0
    let to = try c.decodeIfPresent(Double.self, forKey: .to) ?? 1
    let overdamping = try c.decodeIfPresent(Bool.self, forKey: .allowsOverdamping) ?? false
    if let velocity = try c.decodeIfPresent(Double.self, forKey: .velocity) {
      guard !c.contains(.initialVelocity) else {
        throw DecodingError.dataCorruptedError(
          forKey: .velocity, in: c, debugDescription: "give initialVelocity (distances per second) or velocity (units per second), not both")
      }
      try self.init(spring: spring, from: from, to: to, velocity: velocity, allowsOverdamping: overdamping)
    } else {
      try self.init(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0,
        allowsOverdamping: overdamping, from: from, to: to)
    }
  }

  /// Writes every property, the initial velocity in the unit it was given in.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(mass, forKey: .mass)
    try c.encode(stiffness, forKey: .stiffness)
    try c.encode(damping, forKey: .damping)
    switch givenVelocity {
    case let .relative(v): try c.encode(v, forKey: .initialVelocity)
    case let .absolute(v): try c.encode(v, forKey: .velocity)
    }
    try c.encode(allowsOverdamping, forKey: .allowsOverdamping)
    try c.encode(from, forKey: .from)
    try c.encode(to, forKey: .to)
  }
}
