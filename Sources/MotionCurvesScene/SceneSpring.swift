import MotionCurvesCore
import MotionCurvesSprings

/// A spring animation as JNWSpringAnimation builds it (``JNWSpringAnimation``): its baked
/// keyframes as a Core Animation keyframe animation from ``beginTime`` (in the layer's local
/// time), then the target held as the model value, as the original sets it. Without ``from`` it
/// starts from the value on screen at ``beginTime``, as a spring added mid-flight does.
public struct SceneSpring: Sendable, Hashable {
  /// The property, a scalar one.
  public var keyPath: String
  /// When the spring starts, in the layer's local time.
  public var beginTime: Double
  /// The spring: JNWSpringAnimation's damping, stiffness and mass (its defaults, which a
  /// document's spring takes, are 30, 300 and 5).
  public var spring: DampedSpring
  /// The platform spring's name the spring was given by (`"swiftui.bouncy"`,
  /// `"compose.spring(dampingRatio: 0.5, stiffness: 400)"`), written back in its place; nil when
  /// it was given by its damping, stiffness and mass.
  public var modelName: String?
  /// Where the spring starts; nil for the value presented at ``beginTime``.
  public var from: Double?
  /// Where it settles.
  public var to: Double

  /// A spring on `keyPath` from `beginTime`; `modelName` the platform name it was given by, if any
  /// (``modelName``).
  ///
  /// - Throws: ``SpringError`` for the values JNWSpringAnimation refuses (not finite, or beyond
  ///   the 32-bit range it keeps them in).
  public init(
    keyPath: String, beginTime: Double = 0, spring: DampedSpring, modelName: String? = nil, from: Double? = nil,
    to: Double
  ) throws(SpringError) {
    _ = try JNWSpringAnimation(spring: spring, from: from ?? to, to: to)
    self.keyPath = keyPath
    self.beginTime = beginTime
    self.spring = spring
    self.modelName = modelName
    self.from = from
    self.to = to
  }
}

extension JNWSpringAnimation {
  /// The animation JNWSpringAnimation bakes for `spring`'s damping, stiffness and mass.
  init(spring: DampedSpring, from: Double, to: Double) throws(SpringError) {
    try self.init(damping: spring.damping, stiffness: spring.stiffness, mass: spring.mass, from: from, to: to)
  }
}
