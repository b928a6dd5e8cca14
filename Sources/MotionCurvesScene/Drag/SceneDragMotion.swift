import MotionCurvesCore
import MotionCurvesGestures
import MotionCurvesSprings

/// A ``SceneDrag`` compiled: the input's value at any scene time, allocation-free.
///
/// Before the first stroke the value is the rest value; during stroke k it follows the finger
/// from where the stroke caught it; after stroke k's release it is the spring from the release
/// to ``releases``[k].target, until the next stroke catches it. Every value is clamped to the
/// range.
///
/// - Precision: during a stroke, the straight segment between two samples (a few ulps); after a
///   release, ``SpringMotion``'s (1e-12 of its scale). At each release the spring starts at the
///   release value and velocity exactly, so the value and the velocity are continuous there.
/// - Complexity: value(at:) and velocity(at:) are O(log samples + strokes), allocation-free.
public struct SceneDragMotion: SettlingMotion, Hashable {
  /// The value is a number.
  public typealias Value = Double

  /// One release, as compiled.
  public struct Release: Sendable, Hashable {
    /// Where the stroke caught the value, and the stroke's first translation.
    public let caught: Double
    /// The scene time the finger lifted.
    public let time: Double
    /// The value and velocity (units per second) at release.
    public let value: Double, velocity: Double
    /// Where UIKit's deceleration would bring it to rest.
    public let projection: Double
    /// The snap point chosen.
    public let target: Double
    /// The spring from the release to the target (its time 0 at the release).
    public let spring: SpringMotion
  }

  /// The drag.
  public let drag: SceneDrag
  /// The value before the first stroke.
  public let from: Double
  /// The range every value is clamped to.
  public let range: ClosedRange<Double>
  /// One release per stroke.
  public let releases: [Release]

  init(drag: SceneDrag, rest: Double, range: ClosedRange<Double>) throws(GestureError) {
    try GestureError.requireFinite(rest, "rest")
    self.drag = drag
    self.range = range
    from = rest
    var releases: [Release] = []
    var caught = range.clamping(rest)
    for (k, stroke) in drag.strokes.enumerated() {
      if k > 0 {
        let previous = releases[k - 1]
        caught = range.clamping(previous.spring.value(at: stroke.times[0] - previous.time))
      }
      let n = stroke.times.count - 1
      let value = range.clamping(caught + drag.scale * (stroke.translations[n] - stroke.translations[0]))
      let velocity = drag.scale * stroke.releaseVelocity
      try GestureError.requireFinite(velocity, "strokes[\(k)] release velocity")
      // A finger that stops before lifting projects nowhere: the value is its own projection.
      let projection = velocity == 0 ? value : try drag.decelerationRate.projection(from: value, velocity: velocity)
      try GestureError.requireFinite(projection, "strokes[\(k)] projection")
      let target = try drag.snapPoints.target(from: value, velocity: velocity, projection: projection, rule: drag.rule)
      let spring = try drag.spring.handOff(from: value, velocity: velocity, to: target)
      releases.append(
        Release(caught: caught, time: stroke.releaseTime, value: value, velocity: velocity, projection: projection,
                target: target, spring: spring))
    }
    self.releases = releases
  }

  /// The last release's snap point.
  public var to: Double { releases[releases.count - 1].target }

  /// The value at scene time `t`, clamped to ``range``.
  public func value(at t: Double) -> Double {
    guard let k = stroke(at: t) else { return range.clamping(from) }
    let release = releases[k]
    if t >= release.time { return range.clamping(release.spring.value(at: t - release.time)) }
    let stroke = drag.strokes[k]
    let x = Self.translation(stroke, at: t, segment: Self.segment(stroke.times, t))
    return range.clamping(release.caught + drag.scale * (x - stroke.translations[0]))
  }

  /// The velocity at scene time `t`, units per second, before clamping (0 where the value is held
  /// at an end of the range or the finger is still; the segment's slope while it moves; the
  /// spring's after a release). At a sample time, the following segment's.
  public func velocity(at t: Double) -> Double {
    guard let k = stroke(at: t) else { return 0 }
    let release = releases[k]
    if t >= release.time {
      let s = t - release.time
      return range.contains(release.spring.value(at: s)) ? release.spring.velocity(at: s) : 0
    }
    let stroke = drag.strokes[k]
    let i = Self.segment(stroke.times, t)
    let x = Self.translation(stroke, at: t, segment: i)
    guard range.contains(release.caught + drag.scale * (x - stroke.translations[0])) else { return 0 }
    return drag.scale * (stroke.translations[i + 1] - stroke.translations[i]) / (stroke.times[i + 1] - stroke.times[i])
  }

  /// The last release time plus its spring's settling time.
  ///
  /// - Throws: as ``SpringMotion/settlingDuration(epsilon:)``.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    let last = releases[releases.count - 1]
    return last.time + (try last.spring.settlingDuration(epsilon: epsilon))
  }

  /// The stroke under way or last released at `t`; nil before the first.
  private func stroke(at t: Double) -> Int? {
    var k: Int? = nil
    for (index, stroke) in drag.strokes.enumerated() {
      guard t >= stroke.times[0] else { break }
      k = index
    }
    return k
  }

  /// The sample segment [times[i], times[i + 1]] holding `t` (clamped to the first and last).
  private static func segment(_ times: [Double], _ t: Double) -> Int {
    var low = 0, high = times.count - 1
    while high - low > 1 {
      let mid = low + (high - low) / 2
      if times[mid] <= t { low = mid } else { high = mid }
    }
    return low
  }

  /// The finger's translation at `t` within `stroke`, on its sample segment `i`: straight between
  /// samples.
  private static func translation(_ stroke: SceneDrag.Stroke, at t: Double, segment i: Int) -> Double {
    let (t0, t1) = (stroke.times[i], stroke.times[i + 1])
    let (x0, x1) = (stroke.translations[i], stroke.translations[i + 1])
    let u = Swift.min(Swift.max((t - t0) / (t1 - t0), 0), 1)
    return x0 + (x1 - x0) * u
  }
}
