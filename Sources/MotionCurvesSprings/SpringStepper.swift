import MotionCurvesCore

/// Advances a spring's state frame by frame.
///
/// - ``Integrator/exactStep`` applies the exact transition over each frame's dt (computed once per
///   distinct dt and reused while dt repeats): after any sequence of frames — 30, 60, 120, 144,
///   240 Hz or jittery — the state equals the closed form at the elapsed time, up to rounding
///   (~1e-15 per frame). Frame-rate independent.
/// - ``Integrator/rk4`` and ``Integrator/semiImplicitEuler`` are the fixed-step integrators other
///   libraries run once per frame; their error depends on the frame rate (curvebench shows it).
///
/// - Complexity: O(1) per frame, no allocation.
public struct SpringStepper: Sendable {
  /// How a frame is advanced.
  public enum Integrator: String, Sendable, Hashable, Codable, CaseIterable {
    /// The exact transition over dt: frame-rate independent, equal to the closed form.
    case exactStep = "exact-step"
    /// The classical fourth-order Runge–Kutta step, as spring libraries run it per frame.
    case rk4
    /// Semi-implicit (symplectic) Euler: velocity first, then position.
    case semiImplicitEuler = "semi-implicit-euler"
  }

  /// The spring being stepped.
  public let spring: DampedSpring
  /// The integrator each frame uses.
  public let integrator: Integrator
  /// γ = c/2m and ω₀² = k/m.
  @usableFromInline let gamma, omega0Squared: Double
  @usableFromInline var cachedStep = Double.nan
  @usableFromInline var cachedTransition = SpringTransition.identity
  /// The spring's exact solution, computed once: a new dt (every frame when frames jitter) only
  /// evaluates it.
  let solution: SpringSolution

  /// A stepper for `spring` with `integrator`.
  public init(spring: DampedSpring, integrator: Integrator = .exactStep) {
    self.spring = spring
    self.integrator = integrator
    solution = SpringSolution(spring)
    gamma = solution.gamma
    omega0Squared = solution.omega0Squared
  }

  /// Advances (value, velocity) toward `target` by dt seconds; dt = 0 leaves them.
  ///
  /// - Precision: ``Integrator/exactStep`` adds about 1e-15 of the distance per frame to the
  ///   closed form's error; the others carry their own truncation error, which depends on dt.
  /// - Complexity: O(1), allocation-free; a new dt costs one exp and one sin/cos pair
  ///   (``Integrator/exactStep``).
  /// - Throws: ``SpringError/negative(_:_:)`` for a negative dt, ``SpringError/notFinite(_:_:)`` for an infinite or NaN one, leaving the
  ///   state as it was.
  @inlinable
  public mutating func step<Value: VectorSpace>(
    value position: inout Value, velocity: inout Value, target: Value, dt: Double
  ) throws(SpringError) {
    guard dt > 0 && dt < .infinity else {
      if dt == 0 { return }
      throw dt.isFinite ? .negative(.dt, dt) : .notFinite(.dt, dt)
    }
    let y = position - target
    let k = omega0Squared
    let c2 = 2 * gamma  // c/m
    switch integrator {
    case .exactStep:
      if dt != cachedStep { refreshTransition(dt) }
      let moved = cachedTransition.apply(offset: y, velocity: velocity)
      position = target + moved.offset
      velocity = moved.velocity
    case .semiImplicitEuler:
      // v += a·dt with a = −(k/m)·y − (c/m)·v; then x += v·dt.
      velocity = velocity + (y.scaled(by: -k) - velocity.scaled(by: c2)).scaled(by: dt)
      position = position + velocity.scaled(by: dt)
    case .rk4:
      func acceleration(_ y: Value, _ v: Value) -> Value { y.scaled(by: -k) - v.scaled(by: c2) }
      let half = dt / 2
      let k1y = velocity
      let k1v = acceleration(y, velocity)
      let k2y = velocity + k1v.scaled(by: half)
      let k2v = acceleration(y + k1y.scaled(by: half), velocity + k1v.scaled(by: half))
      let k3y = velocity + k2v.scaled(by: half)
      let k3v = acceleration(y + k2y.scaled(by: half), velocity + k2v.scaled(by: half))
      let k4y = velocity + k3v.scaled(by: dt)
      let k4v = acceleration(y + k3y.scaled(by: dt), velocity + k3v.scaled(by: dt))
      position = position + (k1y + k2y.scaled(by: 2) + k3y.scaled(by: 2) + k4y).scaled(by: dt / 6)
      velocity = velocity + (k1v + k2v.scaled(by: 2) + k3v.scaled(by: 2) + k4v).scaled(by: dt / 6)
    }
  }

  /// Computes the exact transition for a new dt (the only expensive part, once per distinct dt).
  @usableFromInline
  mutating func refreshTransition(_ dt: Double) {
    cachedTransition = solution.transition(over: dt)
    cachedStep = dt
  }
}

extension SpringStepper: Codable {
  enum CodingKeys: String, CodingKey {
    case spring, integrator
  }

  /// Reads `{"spring": {…}, "integrator": "rk4"}` (`integrator` optional, default `exact-step`).
  ///
  /// - Throws: ``SpringError`` for a spring out of range, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      spring: try container.decode(DampedSpring.self, forKey: .spring),
      integrator: try container.decodeIfPresent(Integrator.self, forKey: .integrator) ?? .exactStep)
  }

  /// Writes the spring and the integrator (the cached transition is computed again when needed).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(spring, forKey: .spring)
    try container.encode(integrator, forKey: .integrator)
  }
}
