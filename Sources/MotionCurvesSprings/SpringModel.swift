import MotionCurvesCore

/// The same mass, stiffness and damping mean different motions in different frameworks.
///
/// ```swift
/// let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
/// for model in SpringModel.allCases {
///   let motion = try model.motion(spring: spring, from: 30, to: 0)
///   print(model, motion.value(at: 0.25), try motion.duration(epsilon: 1e-3))
/// }
/// ```
public enum SpringModel: String, Sendable, Hashable, Codable, CaseIterable {
  /// The exact damped spring (``SpringMotion``).
  case physical
  /// Core Animation's `CASpringAnimation` (``CoreAnimationSpring``).
  case coreAnimation = "core-animation"
  /// JNWSpringAnimation's baked keyframes (``JNWSpringAnimation``).
  case jnw

  /// The motion `spring` makes from `from` to `to` under this model, starting at
  /// `initialVelocity` units per second.
  ///
  /// - Throws: ``SpringError`` for a non-finite value; ``SpringError/startsAtRest(_:)`` for a
  ///   JNWSpringAnimation with an initial velocity; ``SpringError/velocityWithoutDistance(_:)`` for
  ///   a Core Animation spring with an initial velocity and from = to.
  /// - Complexity: O(1), except JNWSpringAnimation, which bakes one keyframe per millisecond of its
  ///   duration.
  public func motion(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0) throws(SpringError)
    -> any SettlingMotion<Double>
  {
    switch self {
    case .physical:
      return try SpringMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
    case .coreAnimation:
      return try CoreAnimationSpring(spring: spring, from: from, to: to, velocity: initialVelocity)
    case .jnw:
      try SpringError.finite(initialVelocity, .initialVelocity)
      guard initialVelocity == 0 else { throw .startsAtRest(initialVelocity) }
      return try JNWSpringAnimation(damping: spring.damping, stiffness: spring.stiffness, mass: spring.mass, from: from, to: to)
    }
  }

  /// The exact damped motion this model plays, which a ``SpringStepper`` can integrate: the
  /// spring itself (``physical``), or Core Animation's effective spring (``coreAnimation``: an
  /// over-damped spring lowered to critical damping, ``CoreAnimationSpring/motion``); nil for
  /// ``jnw``, whose baked keyframes are not a spring's motion.
  ///
  /// - Throws: ``SpringError`` for a non-finite value, as ``motion(spring:from:to:initialVelocity:)``.
  /// - Complexity: O(1).
  public func exactMotion(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0) throws(SpringError)
    -> SpringMotion?
  {
    switch self {
    case .physical: return try SpringMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
    case .coreAnimation: return try CoreAnimationSpring(spring: spring, from: from, to: to, velocity: initialVelocity).motion
    case .jnw: return nil
    }
  }
}
