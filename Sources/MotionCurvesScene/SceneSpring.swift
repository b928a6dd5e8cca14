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
  /// JNWSpringAnimation's parameters.
  public var damping: Double, stiffness: Double, mass: Double
  /// Where the spring starts; nil for the value presented at ``beginTime``.
  public var from: Double?
  /// Where it settles.
  public var to: Double

  /// A spring on `keyPath` from `beginTime`.
  ///
  /// - Throws: ``SpringError`` for the parameters JNWSpringAnimation refuses.
  public init(
    keyPath: String, beginTime: Double = 0, damping: Double = 30, stiffness: Double = 300, mass: Double = 5,
    from: Double? = nil, to: Double
  ) throws(SpringError) {
    _ = try JNWSpringAnimation(damping: damping, stiffness: stiffness, mass: mass, from: from ?? to, to: to)
    self.keyPath = keyPath
    self.beginTime = beginTime
    self.damping = damping
    self.stiffness = stiffness
    self.mass = mass
    self.from = from
    self.to = to
  }
}
