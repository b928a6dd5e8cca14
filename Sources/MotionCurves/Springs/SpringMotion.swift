/// A spring moving a value from `from` to `to`, starting with `initialVelocity` (units per
/// second): its exact position and velocity at any time t ≥ 0.
///
/// ```swift
/// let motion = try SpringMotion(spring: Spring(response: 0.5, dampingRatio: 0.7), from: 0, to: 100)
/// motion.position(at: 0.25)
/// motion.settlingDuration()            // when it stays within 0.1 % of the distance
/// ```
///
/// - Precision: for every damping ratio from 0 to 1e9 (including 1 ± 1e-12) and t up to 1e6 s,
///   position and velocity are within 1e-12 of the exact motion, relative to |to − from| (or to
///   |v₀|/ω₀ when from = to); the tests compare against a 60-digit reference and against GSL's
///   rk8pd integrator. See `SpringTransition.swift` for the formulation.
public struct SpringMotion: Sendable {
  public let spring: Spring
  public let from: Double
  public let to: Double
  public let initialVelocity: Double
  let solution: SpringSolution

  /// - Throws: ``SpringError`` when from, to or initialVelocity is not finite.
  public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) throws(SpringError) {
    for (name, value) in [("from", from), ("to", to), ("initialVelocity", initialVelocity)] where !value.isFinite {
      throw .notFinite(parameter: name, value)
    }
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    solution = SpringSolution(spring)
  }

  /// The position at time t ≥ 0 (t ≤ 0 gives `from`, NaN gives NaN).
  public func position(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : from }
    let (c, s) = solution.coefficients(at: t)
    let y0 = from - to
    return to + (c * y0 + s * (initialVelocity + solution.gamma * y0))
  }

  /// The velocity at time t ≥ 0, in units per second (t ≤ 0 gives the initial velocity).
  public func velocity(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : initialVelocity }
    let (c, s) = solution.coefficients(at: t)
    let y0 = from - to
    return c * initialVelocity - s * (solution.omega0Squared * y0 + solution.gamma * initialVelocity)
  }

  /// The map advancing (position − to, velocity) by `dt`: what an exact per-frame stepper applies.
  public func transition(over dt: Double) -> SpringTransition {
    solution.transition(over: dt)
  }

  /// The scale errors and the settling tolerance are measured against: |to − from|, or |v₀|/ω₀
  /// when from = to (the distance the initial velocity carries the value), or 0 at rest.
  public var scale: Double {
    from != to ? abs(to - from) : abs(initialVelocity) / spring.naturalFrequency
  }
}

extension Spring {
  /// The exact position and velocity of several components driven by this spring at time t,
  /// each from its own start and velocity toward its own target (SIMD vectors, or any
  /// ``SpringAnimatable``).
  public func state<Value: SpringAnimatable>(
    from: Value, to: Value, initialVelocity: Value = .zero, at t: Double
  ) -> (position: Value, velocity: Value) {
    guard t > 0 else { return (from, initialVelocity) }
    let moved = SpringSolution(self).transition(over: t).apply(offset: from - to, velocity: initialVelocity)
    return (to + moved.offset, moved.velocity)
  }
}
