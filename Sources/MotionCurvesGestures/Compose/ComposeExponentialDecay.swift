/// Jetpack Compose's `exponentialDecay(frictionMultiplier, absVelocityThreshold)`
/// (`FloatExponentialDecaySpec`): v′ = f·v with f = −4.2·max(1e-4, frictionMultiplier), ending
/// when the speed reaches the threshold max(1e-7, |absVelocityThreshold|).
///
/// ```swift
/// let motion = try ComposeExponentialDecay().motion(from: 0, velocity: 1000)
/// motion.to                                   // 238.07…: (1000/4.2)·(1 − 0.1/1000)
/// try motion.duration(toVelocity: 0.1)        // 2.19293… s
/// ```
///
/// Source: androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/
/// animation/core/FloatDecayAnimationSpec.kt` (androidx/androidx at 31adf48a):
/// `ExponentialDecayFriction = -4.2f`, the clamps above, and `getTargetValue` = x(duration).
public struct ComposeExponentialDecay: DecayModel, Hashable, Codable {
  /// `ExponentialDecayFriction`: −4.2 per second.
  public static let baseFriction = -4.2
  /// The multiplier as given (Compose's default 1).
  public let frictionMultiplier: Double
  /// The threshold as given (Compose's default 0.1 units per second).
  public let absVelocityThreshold: Double

  /// Compose's spec with these parameters.
  ///
  /// - Throws: ``GestureError`` naming `frictionMultiplier` or `absVelocityThreshold` when not
  ///   finite. Other values are clamped as Compose clamps them (see ``friction`` and ``threshold``).
  public init(frictionMultiplier: Double = 1, absVelocityThreshold: Double = 0.1) throws(GestureError) {
    try GestureError.requireFinite(frictionMultiplier, "frictionMultiplier")
    try GestureError.requireFinite(absVelocityThreshold, "absVelocityThreshold")
    self.frictionMultiplier = frictionMultiplier
    self.absVelocityThreshold = absVelocityThreshold
  }

  /// f = −4.2·max(1e-4, frictionMultiplier), per second (exact to 1 rounding).
  public var friction: Double { Self.baseFriction * max(1e-4, frictionMultiplier) }

  /// The speed at which the decay ends: max(1e-7, |absVelocityThreshold|).
  public var threshold: Double { max(1e-7, abs(absVelocityThreshold)) }

  /// The decay released at `position` with `velocity` units per second.
  ///
  /// - Throws: ``GestureError`` naming `position` or `velocity` when not finite.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> ComposeExponentialDecayMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    return ComposeExponentialDecayMotion(model: self, from: position, initialVelocity: velocity)
  }

  /// The same spec read from `{"frictionMultiplier": 1, "absVelocityThreshold": 0.1}`.
  ///
  /// - Throws: `DecodingError`, or ``GestureError`` for a value that is not finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      frictionMultiplier: container.decode(Double.self, forKey: .frictionMultiplier),
      absVelocityThreshold: container.decode(Double.self, forKey: .absVelocityThreshold))
  }
}
