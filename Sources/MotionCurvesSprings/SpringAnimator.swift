import MotionCurvesCore

/// A spring animation driven frame by frame that can change its target mid-flight.
///
/// ``retarget(to:)`` keeps value and velocity continuous: the spring simply pulls toward the new
/// target from where it is, moving as it moves. (JNWSpringAnimation, like most keyframe-baking
/// libraries, restarted from the presented value at rest: its velocity dropped to zero.)
///
/// ```swift
/// let spring = try DampedSpring(response: 0.5, dampingRatio: 0.7)
/// var animator = SpringAnimator(spring: spring, from: 0.0, to: 100.0)
/// try animator.advance(by: 1.0 / 120)
/// animator.retarget(to: 0)                 // value and velocity stay continuous
/// ```
///
/// Codable when its value is: it saves the spring, the integrator and the state, and resumes where
/// it was.
public struct SpringAnimator<Value: VectorSpace>: Sendable {
  /// The current value.
  public private(set) var value: Value
  /// The current velocity, in units per second.
  public private(set) var velocity: Value
  /// The value the spring pulls toward.
  public private(set) var target: Value
  /// The time advanced so far, in seconds.
  public private(set) var elapsed = 0.0
  private var stepper: SpringStepper

  /// An animation of `spring` from `from` (at `initialVelocity`) toward `to`.
  public init(spring: DampedSpring, from: Value, to: Value, initialVelocity: Value = .zero,
              integrator: SpringStepper.Integrator = .exactStep) {
    value = from
    velocity = initialVelocity
    target = to
    stepper = SpringStepper(spring: spring, integrator: integrator)
  }

  /// The spring driving the animation.
  public var spring: DampedSpring { stepper.spring }
  /// The integrator each frame uses.
  public var integrator: SpringStepper.Integrator { stepper.integrator }

  /// Advances the animation by one frame of dt seconds (dt = 0 does nothing).
  ///
  /// - Precision: as ``SpringStepper/step(value:velocity:target:dt:)``.
  /// - Complexity: O(1), allocation-free.
  /// - Throws: ``SpringError/negative(_:_:)`` for a negative dt, ``SpringError/notFinite(_:_:)`` for an infinite or NaN one, leaving the
  ///   animation as it was.
  public mutating func advance(by dt: Double) throws(SpringError) {
    try stepper.step(value: &value, velocity: &velocity, target: target, dt: dt)
    elapsed += dt
  }

  /// Pulls toward a new target from the current state.
  public mutating func retarget(to newTarget: Value) {
    target = newTarget
  }
}

extension SpringAnimator: Codable where Value: Codable {
  enum CodingKeys: String, CodingKey {
    case spring, integrator, value, velocity, target, elapsed
  }

  /// Reads a saved animator: `spring`, `value`, `velocity`, `target`, and optionally `integrator`
  /// (default `exact-step`) and `elapsed` (default 0).
  ///
  /// - Throws: ``SpringError`` for a spring out of range, or a `DecodingError` (also for a negative
  ///   or non-finite `elapsed`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      spring: try container.decode(DampedSpring.self, forKey: .spring),
      from: try container.decode(Value.self, forKey: .value), to: try container.decode(Value.self, forKey: .target),
      initialVelocity: try container.decode(Value.self, forKey: .velocity),
      integrator: try container.decodeIfPresent(SpringStepper.Integrator.self, forKey: .integrator) ?? .exactStep)
    let elapsed = try container.decodeIfPresent(Double.self, forKey: .elapsed) ?? 0
    guard elapsed.isFinite && elapsed >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .elapsed, in: container, debugDescription: "elapsed = \(elapsed) must be a finite time ≥ 0")
    }
    self.elapsed = elapsed
  }

  /// Writes the spring, the integrator and the state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(spring, forKey: .spring)
    try container.encode(integrator, forKey: .integrator)
    try container.encode(value, forKey: .value)
    try container.encode(velocity, forKey: .velocity)
    try container.encode(target, forKey: .target)
    try container.encode(elapsed, forKey: .elapsed)
  }
}
