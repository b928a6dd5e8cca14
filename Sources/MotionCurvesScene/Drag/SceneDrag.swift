import MotionCurvesGestures
import MotionCurvesSprings

/// A scripted drag and its releases: what drives the sidebar when the finger moves it
/// (animations.md §3c), as a scene input's value over time.
///
/// Each ``Stroke`` is one touch: the finger's translation at given scene times, straight
/// between them. While a stroke lasts, the value is where the stroke caught it plus
/// ``scale`` × (translation − the stroke's first translation). When the finger lifts (the
/// stroke's last time), the value is released with the last segment's velocity × ``scale``, its
/// rest is projected by UIKit's deceleration rate (``decelerationRate``, the exact projection of
/// ``UIKitDecay``), ``rule`` picks one of ``snapPoints`` from the projection, and ``spring``
/// carries the value there, starting at the release value and velocity (no jump in either). A
/// later stroke catches the value wherever the spring has brought it.
///
/// The sidebar's drag maps the pan's translation to the fold angle r = translation / 80
/// (``scale`` 1/80) and snaps to closed (0) or open (π/2), so a flick opens the menu from an
/// angle at which the original's threshold rule (r > π/4) would close it.
///
/// Compile with ``motion(rest:range:)``; the value is clamped to the input's range throughout, as
/// the sidebar clamps r to [0, π/2].
public struct SceneDrag: Sendable, Hashable {
  /// One touch: the finger's translation (points) at strictly increasing scene times (seconds).
  public struct Stroke: Sendable, Hashable {
    /// The scene times of the touch's samples, strictly increasing; the last is the release.
    public let times: [Double]
    /// The translation at each time, in points; straight between samples.
    public let translations: [Double]

    /// A stroke through `times` and `translations`.
    ///
    /// - Throws: ``GestureError`` naming the first time or translation that is not finite, a time
    ///   not after the one before it, or counts that differ or are below 2.
    public init(times: [Double], translations: [Double]) throws(GestureError) {
      guard times.count >= 2 else {
        throw .invalidParameter(name: "times.count", value: Double(times.count), requirement: "at least 2")
      }
      guard translations.count == times.count else {
        throw .invalidParameter(
          name: "translations.count", value: Double(translations.count), requirement: "equal to times.count \(times.count)")
      }
      for (k, (t, x)) in zip(times, translations).enumerated() {
        try GestureError.requireFinite(t, "times[\(k)]")
        try GestureError.requireFinite(x, "translations[\(k)]")
        if k > 0 && !(t > times[k - 1]) {
          throw .invalidParameter(name: "times[\(k)]", value: t, requirement: "after times[\(k - 1)] = \(times[k - 1])")
        }
      }
      self.times = times
      self.translations = translations
    }

    /// When the finger lifts.
    public var releaseTime: Double { times[times.count - 1] }

    /// The finger's velocity at release: the last segment's slope, points per second.
    public var releaseVelocity: Double {
      let n = times.count - 1
      return (translations[n] - translations[n - 1]) / (times[n] - times[n - 1])
    }
  }

  /// The touches, in time order, none starting before the previous one's release.
  public let strokes: [Stroke]
  /// Value units per point of translation (1/80 for the sidebar's fold angle).
  public let scale: Double
  /// UIKit's `decelerationRate` projecting each release (0.998 is `.normal`).
  public let decelerationRate: UIKitDecay
  /// Where a release may come to rest.
  public let snapPoints: SnapPoints
  /// How the point is picked from the projection.
  public let rule: SnapRule
  /// The spring that finishes each release.
  public let spring: DampedSpring
  /// The platform name the spring was given by (`"swiftui.smooth"`), kept for writing it back.
  public let springName: String?

  /// A drag of `strokes`.
  ///
  /// - Throws: ``GestureError`` for no stroke, a stroke starting before the previous one's
  ///   release (named `strokes[k].times[0]`), or a `scale` that is zero or not finite.
  public init(
    strokes: [Stroke], scale: Double = 1, decelerationRate: UIKitDecay = .normal, snapPoints: SnapPoints,
    rule: SnapRule = .nearest, spring: DampedSpring, springName: String? = nil
  ) throws(GestureError) {
    guard !strokes.isEmpty else { throw .invalidParameter(name: "strokes.count", value: 0, requirement: "at least 1") }
    guard scale.isFinite && scale != 0 else {
      throw .invalidParameter(name: "scale", value: scale, requirement: "finite and not 0")
    }
    for k in strokes.indices.dropFirst() where strokes[k].times[0] < strokes[k - 1].releaseTime {
      throw .invalidParameter(
        name: "strokes[\(k)].times[0]", value: strokes[k].times[0],
        requirement: "at or after the previous release \(strokes[k - 1].releaseTime)")
    }
    self.strokes = strokes
    self.scale = scale
    self.decelerationRate = decelerationRate
    self.snapPoints = snapPoints
    self.rule = rule
    self.spring = spring
    self.springName = springName
  }

  /// The drag as a motion of the input's value, starting at `rest` and clamped to `range`.
  ///
  /// - Throws: ``GestureError`` when a release's projection or spring is not finite (a velocity
  ///   so large that v × 0.4995 s overflows, say).
  /// - Complexity: O(strokes) to compile.
  public func motion(rest: Double, range: ClosedRange<Double>) throws(GestureError) -> SceneDragMotion {
    try SceneDragMotion(drag: self, rest: rest, range: range)
  }
}
