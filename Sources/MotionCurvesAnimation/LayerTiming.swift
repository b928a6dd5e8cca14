import MotionCurvesCore
import MotionCurvesSprings

/// The time of a layer (or any `CAMediaTiming` node without a duration): an affine map from its
/// parent's time to its own, `local = (parent − beginTime) × speed + timeOffset`, applied at every
/// level of the layer tree before the animations of a layer see the time.
///
/// ```swift
/// // The progress-driven sidebar: a frozen layer shows local time 0.3 whatever the clock says.
/// let layer = try LayerTiming(speed: 0, timeOffset: 0.3)
/// layer.localTime(atParentTime: 1234.5)   // 0.3
/// ```
public struct LayerTiming: Sendable, Hashable, Codable {
  /// The begin time in the parent's time, finite.
  public let beginTime: Double
  /// The rate of local time against the parent's, finite; 0 freezes local time at `timeOffset`.
  public let speed: Double
  /// Added to local time, finite.
  public let timeOffset: Double

  /// The identity: local time = parent time.
  public static let identity = LayerTiming(validBeginTime: 0, speed: 1, timeOffset: 0)

  /// A layer's time map.
  ///
  /// - Throws: ``AnimationTimingError/notFinite(_:_:)`` when a parameter is NaN or infinite.
  public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) throws(AnimationTimingError) {
    try AnimationTimingError.finite(beginTime, .beginTime)
    try AnimationTimingError.finite(speed, .speed)
    try AnimationTimingError.finite(timeOffset, .timeOffset)
    self.init(validBeginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }

  package init(validBeginTime beginTime: Double, speed: Double, timeOffset: Double) {
    self.beginTime = beginTime
    self.speed = speed
    self.timeOffset = timeOffset
  }

  /// Reads `{"beginTime": …, "speed": …, "timeOffset": …}`, each optional, and validates it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      beginTime: container.decodeIfPresent(Double.self, forKey: .beginTime) ?? 0,
      speed: container.decodeIfPresent(Double.self, forKey: .speed) ?? 1,
      timeOffset: container.decodeIfPresent(Double.self, forKey: .timeOffset) ?? 0)
  }

  /// The local time at a parent time; exactly `timeOffset` when `speed` is 0.
  ///
  /// - Precision: two correctly rounded operations and a sum.
  @inlinable
  public func localTime(atParentTime parentTime: Double) -> Double {
    speed == 0 ? timeOffset : (parentTime - beginTime) * speed + timeOffset
  }

  /// The parent time at a local time (`convertTime(_:from:)` the other way), nil when `speed`
  /// is 0 (every parent time maps to the same local time).
  public func parentTime(atLocalTime localTime: Double) -> Double? {
    speed == 0 ? nil : (localTime - timeOffset) / speed + beginTime
  }

  /// This map followed by a child's: one map from this node's parent time to the child's local
  /// time, `(t − b₁)·s₁s₂ + (o₁ − b₂)·s₂ + o₂`.
  ///
  /// - Precision: the composed map differs from applying the two in turn by a few roundings of
  ///   the intermediate terms (relative 1e-15 of the largest term).
  public func followed(by child: LayerTiming) -> LayerTiming {
    LayerTiming(
      validBeginTime: beginTime, speed: speed * child.speed,
      timeOffset: (timeOffset - child.beginTime) * child.speed + child.timeOffset)
  }
}
