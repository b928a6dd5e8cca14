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
  public enum Integrator: String, Sendable, Hashable, CaseIterable {
    case exactStep = "exact-step"
    case rk4
    case semiImplicitEuler = "semi-implicit-euler"
  }

  public let spring: Spring
  public let integrator: Integrator
  /// γ = c/2m and ω₀² = k/m.
  @usableFromInline let gamma, omega0Squared: Double
  @usableFromInline var cachedStep = Double.nan
  @usableFromInline var cachedTransition = SpringTransition(a: 1, b: 0, c: 0, d: 1, cosine: 1, sine: 0)
  /// The spring's exact solution, computed once: a new dt (every frame when frames jitter) only
  /// evaluates it.
  let solution: SpringSolution

  public init(spring: Spring, integrator: Integrator = .exactStep) {
    self.spring = spring
    self.integrator = integrator
    solution = SpringSolution(spring)
    gamma = solution.gamma
    omega0Squared = solution.omega0Squared
  }

  /// Advances (position, velocity) toward `target` by dt seconds.
  @inlinable
  public mutating func step<Value: SpringAnimatable>(
    position: inout Value, velocity: inout Value, target: Value, dt: Double
  ) {
    guard dt > 0 else { return }
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
      velocity = velocity + dt * ((-k) * y - c2 * velocity)
      position = position + dt * velocity
    case .rk4:
      func acceleration(_ y: Value, _ v: Value) -> Value { (-k) * y - c2 * v }
      let k1y = velocity
      let k1v = acceleration(y, velocity)
      let k2y = velocity + (dt / 2) * k1v
      let k2v = acceleration(y + (dt / 2) * k1y, velocity + (dt / 2) * k1v)
      let k3y = velocity + (dt / 2) * k2v
      let k3v = acceleration(y + (dt / 2) * k2y, velocity + (dt / 2) * k2v)
      let k4y = velocity + dt * k3v
      let k4v = acceleration(y + dt * k3y, velocity + dt * k3v)
      position = position + (dt / 6) * (k1y + 2 * k2y + 2 * k3y + k4y)
      velocity = velocity + (dt / 6) * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
  }

  /// Computes the exact transition for a new dt (the only expensive part, once per distinct dt).
  @usableFromInline
  mutating func refreshTransition(_ dt: Double) {
    cachedTransition = solution.transition(over: dt)
    cachedStep = dt
  }
}

/// A spring animation driven frame by frame that can change its target mid-flight.
///
/// ``retarget(to:)`` keeps position and velocity continuous: the spring simply pulls toward the new
/// target from where it is, moving as it moves. (JNWSpringAnimation, like most keyframe-baking
/// libraries, restarted from the presented value at rest: its velocity dropped to zero.)
public struct SpringAnimator<Value: SpringAnimatable>: Sendable {
  public private(set) var position: Value
  public private(set) var velocity: Value
  public private(set) var target: Value
  public private(set) var elapsed = 0.0
  private var stepper: SpringStepper

  public init(spring: Spring, from: Value, to: Value, initialVelocity: Value = .zero,
              integrator: SpringStepper.Integrator = .exactStep) {
    position = from
    velocity = initialVelocity
    target = to
    stepper = SpringStepper(spring: spring, integrator: integrator)
  }

  /// Advances the animation by one frame of dt seconds.
  public mutating func advance(by dt: Double) {
    stepper.step(position: &position, velocity: &velocity, target: target, dt: dt)
    elapsed += max(0, dt)
  }

  /// Pulls toward a new target from the current state.
  public mutating func retarget(to newTarget: Value) {
    target = newTarget
  }
}
