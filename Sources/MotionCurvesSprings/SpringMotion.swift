import MotionCurvesCore

/// A spring moving a value from `from` to `to`, starting with `initialVelocity` (units per
/// second): its exact value and velocity at any time t ≥ 0.
///
/// ```swift
/// let motion = try SpringMotion(spring: DampedSpring(response: 0.5, dampingRatio: 0.7), from: 0, to: 100)
/// motion.value(at: 0.25)
/// try motion.settlingDuration()            // when it stays within 0.1 % of the distance
/// ```
///
/// Encodes as `{"spring": {…}, "from": 0, "to": 100, "initialVelocity": 0}`, the spring as the
/// parameters it was created with (see ``DampedSpring``).
///
/// - Precision: for every damping ratio from 0 to 1e9 (including 1 ± 1e-12) and t up to 1e6 s,
///   value and velocity are within 1e-12 of the exact motion, relative to |to − from| (or to
///   |v₀|/ω₀ when from = to); the tests compare against a 60-digit reference and against GSL's
///   rk8pd integrator. See `SpringTransition.swift` for the formulation.
public struct SpringMotion: SettlingMotion, Hashable {
  /// The spring that drives the motion.
  public let spring: DampedSpring
  /// The value at t = 0.
  public let from: Double
  /// The value the motion comes to rest at.
  public let to: Double
  /// The velocity at t = 0, in units per second.
  public let initialVelocity: Double
  let solution: SpringSolution

  /// The motion of `spring` from `from` toward `to`, starting at `initialVelocity` units per second.
  ///
  /// - Throws: ``SpringError`` when from, to or initialVelocity is not finite.
  public init(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0) throws(SpringError) {
    try SpringError.finite(from, .from)
    try SpringError.finite(to, .to)
    try SpringError.finite(initialVelocity, .initialVelocity)
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    solution = SpringSolution(spring)
  }

  /// The value at time t ≥ 0 (t ≤ 0 gives `from`, NaN gives NaN).
  ///
  /// - Precision: within 1e-12 · ``scale`` of the exact motion (see the type's discussion).
  /// - Complexity: O(1): one exp and one sin/cos pair.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : from }
    let (c, s) = solution.coefficients(at: t)
    let y0 = from - to
    let direct = to + (c * y0 + s * (initialVelocity + solution.gamma * y0))
    guard !direct.isFinite else { return direct }
    // A distance near the largest Double (or from and to of opposite signs beyond ±9e307): in units
    // of half the distance h, so that no intermediate overflows before the result does.
    let (u, vu, h) = halfDistanceUnits()
    return (to / 2 + (c * u + s * (vu + solution.gamma * u)) * h) * 2
  }

  /// The velocity at time t ≥ 0, in units per second (t ≤ 0 gives the initial velocity).
  ///
  /// - Precision: within 1e-12 · ``scale`` · ω₀ of the exact velocity.
  /// - Complexity: O(1).
  public func velocity(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : initialVelocity }
    let (c, s) = solution.coefficients(at: t)
    let y0 = from - to
    let direct = solution.omega0Squared.isFinite
      ? c * initialVelocity - s * (solution.omega0Squared * y0 + solution.gamma * initialVelocity)
      : c * initialVelocity - (solution.omega0SquaredTimes(s) * y0 + s * solution.gamma * initialVelocity)
    guard !direct.isFinite else { return direct }
    let (u, vu, h) = halfDistanceUnits()
    return (c * vu - (solution.omega0SquaredTimes(s) * u + s * solution.gamma * vu)) * h * 2
  }

  /// (from − to)/2 as u·h with u = ±1 (0 when from = to) and h > 0, and v₀/2 in units of h: the
  /// start of a motion whose intermediate sums overflow.
  func halfDistanceUnits() -> (u: Double, vu: Double, h: Double) {
    let half = from / 2 - to / 2
    guard half != 0 else {
      let h = abs(initialVelocity / 2)
      return (0, initialVelocity < 0 ? -1 : 1, h)
    }
    let h = abs(half)
    return (half < 0 ? -1 : 1, (initialVelocity / 2) / h, h)
  }

  /// The scale errors and the settling tolerance are measured against: |to − from|, or |v₀|/ω₀
  /// when from = to (the distance the initial velocity carries the value), or 0 at rest.
  public var scale: Double {
    from != to ? abs(to - from) : abs(initialVelocity) / spring.naturalFrequency
  }

  /// Motions with the same spring (mass, stiffness and damping), ends and initial velocity are equal.
  public static func == (a: SpringMotion, b: SpringMotion) -> Bool {
    a.spring == b.spring && a.from == b.from && a.to == b.to && a.initialVelocity == b.initialVelocity
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(spring)
    hasher.combine(from)
    hasher.combine(to)
    hasher.combine(initialVelocity)
  }
}

extension SpringMotion: Codable {
  enum CodingKeys: String, CodingKey {
    case spring, from, to, initialVelocity
  }

  /// Reads `{"spring": {…}, "from": …, "to": …}` with an optional `"initialVelocity"` (default 0).
  ///
  /// - Throws: as ``init(spring:from:to:initialVelocity:)``, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      spring: container.decode(DampedSpring.self, forKey: .spring),
      from: container.decode(Double.self, forKey: .from), to: container.decode(Double.self, forKey: .to),
      initialVelocity: container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0)
  }

  /// Writes the spring (as its parameters), the ends and the initial velocity.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(spring, forKey: .spring)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(initialVelocity, forKey: .initialVelocity)
  }
}

extension DampedSpring {
  /// The exact value and velocity of several components driven by this spring at time t (seconds), each
  /// from its own start and velocity toward its own target (SIMD vectors, or any ``VectorSpace``).
  ///
  /// - Precision: per component, as ``SpringMotion/value(at:)`` and ``SpringMotion/velocity(at:)``.
  public func state<Value: VectorSpace>(
    from: Value, to: Value, initialVelocity: Value = .zero, time t: Double
  ) -> (value: Value, velocity: Value) {
    guard t > 0 else { return (from, initialVelocity) }
    let moved = SpringSolution(self).transition(over: t).apply(offset: from - to, velocity: initialVelocity)
    return (to + moved.offset, moved.velocity)
  }
}
