/// A value moving over time: its value and velocity at any time, and when it comes to rest.
///
/// Adopted by the exact spring (``SpringMotion``), the framework models (``CoreAnimationSpring``,
/// ``JNWSpringAnimation``) and a point of a moving wave (``WaveMotion``), so sampling, baking and
/// export are written once, here, for all of them:
///
/// ```swift
/// let motion = try SpringMotion(spring: DampedSpring(response: 0.5, dampingRatio: 0.7), from: 0, to: 100)
/// let frames = try motion.samples(fps: 120, until: 0.5)   // time, value, velocity per frame
/// let keyframes = try motion.bake(fps: 60)                 // values until it settles
/// ```
///
/// Time is the motion's one variable, so it is labelled `at:` (the library's rule: the single
/// variable of a one-variable function is always `at:`; see <doc:Vocabulary>). Times are in
/// seconds from the start of the motion.
public protocol Motion<Value>: Sendable {
  /// What moves: a number, or a vector moved component by component.
  associatedtype Value: VectorSpace

  /// The value at time `t` (in seconds); t ≤ 0 gives the starting value, NaN gives NaN.
  func value(at t: Double) -> Value

  /// The rate of change of the value at time `t`, in units per second.
  func velocity(at t: Double) -> Value

  /// The smallest T after which the value stays within `epsilon` × the motion's scale of where it
  /// comes to rest; +∞ for a motion that never settles, 0 for one already at rest.
  ///
  /// The scale is the distance the motion covers (|to − from| for a spring); each adopter
  /// documents its own.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  func settlingDuration(epsilon: Double) throws(SamplingError) -> Double

  /// How long the motion plays: the settling duration within `epsilon` for a physical motion; a
  /// framework model with its own rule (Core Animation's `settlingDuration`, JNWSpringAnimation's
  /// baked keyframes) returns that and ignores `epsilon`. +∞ for a motion that never ends.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  func duration(epsilon: Double) throws(SamplingError) -> Double
}

extension Motion {
  /// The settling duration: a motion without a rule of its own plays until it settles.
  public func duration(epsilon: Double) throws(SamplingError) -> Double { try settlingDuration(epsilon: epsilon) }
}

/// A motion from one value to another, where it comes to rest: a spring animation.
///
/// Adopters: ``SpringMotion``, ``CoreAnimationSpring``, ``JNWSpringAnimation``. Motions between two
/// numbers can be baked into keyframes (``SettlingMotion/bake(fps:epsilon:)``) and exported as a CSS
/// `linear()` easing with its duration (``SettlingMotion/cssEasing(tolerance:epsilon:)``).
public protocol SettlingMotion<Value>: Motion {
  /// The value at t = 0.
  var from: Value { get }
  /// The value the motion comes to rest at.
  var to: Value { get }
}
