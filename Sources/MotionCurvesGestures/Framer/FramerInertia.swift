/// framer-motion's `inertia` animation (motion-dom `packages/motion-dom/src/animation/generators/
/// inertia.ts`, motiondivision/motion): the value glides exponentially toward
/// origin + power·velocity, δ(t) = −A·e^(−t/timeConstant), finishes (and snaps to the target) when
/// |δ| ≤ restDelta, and hands off to a spring toward the nearest bound when it leaves [min, max].
///
/// ```swift
/// let motion = try FramerInertia().motion(from: 0, velocity: 1000)
/// motion.to           // 800: A = 0.8·1000
/// motion.end          // 2.3977… s: 0.325·ln(800/0.5)
/// ```
///
/// Defaults are the code's (power 0.8, timeConstant 325 ms, restDelta 0.5, bounceStiffness 500,
/// bounceDamping 10). The TSDoc of `DecayOptions.timeConstant` says 700 and popmotion ≤ 11 used
/// 750: both are offered as ``documentedTimeConstant`` and ``popmotionTimeConstant``.
/// ``dragRelease`` is the preset `VisualElementDragControls` uses on release.
public struct FramerInertia: DecayModel, Hashable, Codable {
  /// How far the release velocity carries: A = power·velocity (0.8).
  public let power: Double
  /// τ in milliseconds (325).
  public let timeConstant: Double
  /// The friction phase finishes when |δ| ≤ restDelta (0.5).
  public let restDelta: Double
  /// Passed to the boundary spring (framer's spring then uses its own default when nil).
  public let restSpeed: Double?
  /// The lower bound, if any.
  public let min: Double?
  /// The upper bound, if any.
  public let max: Double?
  /// The boundary spring's stiffness (500, mass 1).
  public let bounceStiffness: Double
  /// The boundary spring's damping (10).
  public let bounceDamping: Double
  /// framer's `modifyTarget`, as data.
  public let modifyTarget: TargetModifier?
  /// The boundary spring's initial velocity: framer's 5 ms difference, or the exact derivative.
  public let handOffVelocity: HandOffVelocity

  /// The time constant in motion-dom's code: 325 ms.
  public static let codeTimeConstant = 325.0
  /// The time constant `DecayOptions.timeConstant`'s TSDoc states ("Set to `700` by default"),
  /// which the code does not use: 700 ms.
  public static let documentedTimeConstant = 700.0
  /// popmotion ≤ 11's (`lib/animations/inertia.js`) and framer's drag release: 750 ms.
  public static let popmotionTimeConstant = 750.0

  /// framer-motion's drag release (`VisualElementDragControls.ts`, with `dragElastic`):
  /// timeConstant 750, restDelta 1, restSpeed 10, bounceStiffness 200, bounceDamping 40, no bounds.
  public static let dragRelease = FramerInertia(
    valid: 0.8, 750, 1, 10, nil, nil, 200, 40, nil, .finiteDifference)

  /// framer's `modifyTarget`, as a value: where the ideal end origin + A is moved.
  public enum TargetModifier: Hashable, Sendable, Codable {
    /// The snap point nearest to the ideal end (the first of equally near ones).
    case nearest([Double])
    /// The ideal end rounded to the nearest multiple of the step (halves away from zero).
    case roundToMultiple(of: Double)

    /// Where `ideal` is moved.
    public func callAsFunction(_ ideal: Double) -> Double {
      switch self {
      case let .nearest(points):
        var best = ideal
        var distance = Double.infinity
        for point in points where abs(point - ideal) < distance {
          best = point
          distance = abs(point - ideal)
        }
        return best
      case let .roundToMultiple(step): return (ideal / step).rounded() * step
      }
    }
  }

  /// The boundary spring's initial velocity.
  public enum HandOffVelocity: String, Hashable, Sendable, Codable, CaseIterable {
    /// The friction curve's difference over the 5 ms before the crossing, per second
    /// (`getGeneratorVelocity`, motion HEAD 1b037b00, per the parity note): 0 at t = 0.
    case finiteDifference
    /// The exact derivative A/τ·e^(−t/τ) (what motion-dom at 75ecd89f computes:
    /// `-calcDelta(t) / timeConstant * 1000`), so velocity is continuous at the crossing.
    case exact
  }

  /// An inertia with framer's parameters (all defaulted as motion-dom's code).
  ///
  /// - Throws: ``GestureError`` naming `power` (not finite), `timeConstant`, `restDelta`,
  ///   `restSpeed`, `bounceStiffness`, `bounceDamping` (not positive and finite), `min`/`max` (not
  ///   finite), ``GestureError/reversedBounds(lower:upper:)`` when min > max,
  ///   ``GestureError/emptySnapPoints`` for `.nearest([])`, and a step or snap point that is not
  ///   finite (the step must also be positive).
  public init(
    power: Double = 0.8, timeConstant: Double = 325, restDelta: Double = 0.5, restSpeed: Double? = nil,
    min: Double? = nil, max: Double? = nil, bounceStiffness: Double = 500, bounceDamping: Double = 10,
    modifyTarget: TargetModifier? = nil, handOffVelocity: HandOffVelocity = .finiteDifference
  ) throws(GestureError) {
    try GestureError.requireFinite(power, "power")
    try GestureError.requirePositive(timeConstant, "timeConstant")
    try GestureError.requirePositive(restDelta, "restDelta")
    if let restSpeed { try GestureError.requirePositive(restSpeed, "restSpeed") }
    if let min { try GestureError.requireFinite(min, "min") }
    if let max { try GestureError.requireFinite(max, "max") }
    if let min, let max, min > max { throw .reversedBounds(lower: min, upper: max) }
    try GestureError.requirePositive(bounceStiffness, "bounceStiffness")
    try GestureError.requirePositive(bounceDamping, "bounceDamping")
    switch modifyTarget {
    case let .nearest(points)?:
      guard !points.isEmpty else { throw .emptySnapPoints }
      for point in points { try GestureError.requireFinite(point, "snap point") }
    case let .roundToMultiple(step)?: try GestureError.requirePositive(step, "step")
    case nil: break
    }
    self.init(
      valid: power, timeConstant, restDelta, restSpeed, min, max, bounceStiffness, bounceDamping, modifyTarget,
      handOffVelocity)
  }

  init(
    valid power: Double, _ timeConstant: Double, _ restDelta: Double, _ restSpeed: Double?, _ min: Double?,
    _ max: Double?, _ bounceStiffness: Double, _ bounceDamping: Double, _ modifyTarget: TargetModifier?,
    _ handOffVelocity: HandOffVelocity
  ) {
    self.power = power
    self.timeConstant = timeConstant
    self.restDelta = restDelta
    self.restSpeed = restSpeed
    self.min = min
    self.max = max
    self.bounceStiffness = bounceStiffness
    self.bounceDamping = bounceDamping
    self.modifyTarget = modifyTarget
    self.handOffVelocity = handOffVelocity
  }

  /// The inertia released at `position` with `velocity` units per second.
  ///
  /// - Throws: ``GestureError`` naming `position` or `velocity` when not finite, or `velocity`
  ///   when the release's amplitude power·v, its rest position or its initial speed
  ///   power·v/timeConstant overflows.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> FramerInertiaMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    let amplitude = power * velocity
    guard amplitude.isFinite, (position + amplitude).isFinite, (amplitude / (timeConstant / 1000)).isFinite else {
      throw .invalidParameter(
        name: "velocity", value: velocity,
        requirement: "small enough that power·velocity/timeConstant and the rest position are finite")
    }
    return FramerInertiaMotion(model: self, from: position, initialVelocity: velocity)
  }

  /// Reads the parameters by name, each optional with the code's default.
  ///
  /// - Throws: `DecodingError`, or ``GestureError`` as ``init(power:timeConstant:restDelta:restSpeed:min:max:bounceStiffness:bounceDamping:modifyTarget:handOffVelocity:)``.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      power: c.decodeIfPresent(Double.self, forKey: .power) ?? 0.8,
      timeConstant: c.decodeIfPresent(Double.self, forKey: .timeConstant) ?? 325,
      restDelta: c.decodeIfPresent(Double.self, forKey: .restDelta) ?? 0.5,
      restSpeed: c.decodeIfPresent(Double.self, forKey: .restSpeed),
      min: c.decodeIfPresent(Double.self, forKey: .min), max: c.decodeIfPresent(Double.self, forKey: .max),
      bounceStiffness: c.decodeIfPresent(Double.self, forKey: .bounceStiffness) ?? 500,
      bounceDamping: c.decodeIfPresent(Double.self, forKey: .bounceDamping) ?? 10,
      modifyTarget: c.decodeIfPresent(TargetModifier.self, forKey: .modifyTarget),
      handOffVelocity: c.decodeIfPresent(HandOffVelocity.self, forKey: .handOffVelocity) ?? .finiteDifference)
  }
}
