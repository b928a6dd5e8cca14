import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming

/// A change of a property from the value on screen, as UIKit's animations and a
/// `CABasicAnimation` without a `fromValue` make it: from what the layer presents at
/// ``beginTime`` (its local time) to ``to`` over ``duration`` on ``timingFunction``, then ``to``
/// held as the new model value. A change made while another is running starts where that one
/// is, so a tap in mid-animation reverses smoothly.
public struct SceneTransition: Sendable, Hashable {
  /// The property.
  public var keyPath: String
  /// When the change is made, in the layer's local time.
  public var beginTime: Double
  /// How long it takes, in seconds (> 0).
  public var duration: Double
  /// Its pacing (Core Animation's default is linear; UIKit's animations ease in and out).
  public var timingFunction: TimingFunction
  /// The target, with as many components as the property has.
  public var to: ComponentVector

  /// A change of `keyPath` to `to`.
  public init(keyPath: String, beginTime: Double = 0, duration: Double, timingFunction: TimingFunction = .linear, to: ComponentVector) {
    self.keyPath = keyPath
    self.beginTime = beginTime
    self.duration = duration
    self.timingFunction = timingFunction
    self.to = to
  }
}
