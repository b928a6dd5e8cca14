import MotionCurvesCore

/// What `SplineOverScroller` does past an edge with an overfling distance: the BALLISTIC state
/// (constant deceleration out to an apex), then the CUBIC spring-back (``AndroidSpringBack``) to
/// the edge.
///
/// Leaving ``edge`` at velocity v with overfling distance `over`, the deceleration is
/// a = 2000 px/s² unless v²/(2a) > over, then a = v²/(2·over) (so it stops within `over`); the apex
/// is edge + sign(v)·min(v²/4000, over), reached after |v|/a s; then the spring-back returns to the
/// edge. Exact within a few ulps unless ``rounded`` (Android's whole ms, whole px, `float`).
/// ``from`` and ``to`` are both the edge; the settling scale is the apex distance.
///
/// Source: AOSP `OverScroller.java` (commit 050275cd83f4a66dc3705714ccbe8db025626ce8),
/// `onEdgeReached`, `fitOnBounceCurve`, `continueWhenFinished`, `update()` case BALLISTIC.
public struct AndroidEdgeBounce: SettlingMotion, Hashable, Codable, Sendable {
  /// The edge it leaves and returns to.
  public let edge: Double
  /// The velocity leaving the edge, px/s (a whole px/s when ``rounded``).
  public let edgeVelocity: Double
  /// The deceleration magnitude, px/s²: 2000, or v²/(2·over) when 2000 cannot stop it within over.
  public let deceleration: Double
  /// The apex, |apex − edge| ≤ over (truncated to a whole px when ``rounded``).
  public let apex: Double
  /// The time to the apex, |v|/a s (truncated to whole ms when ``rounded``).
  public let ballisticDuration: Double
  /// The return from the apex to the edge.
  public let springBack: AndroidSpringBack
  /// Whether to use Android's whole-ms, whole-px, `float` numerics.
  public let rounded: Bool

  /// A bounce leaving `edge` at `velocity` px/s with overfling distance `over` px.
  ///
  /// - Throws: ``GestureError`` naming `edge` or `velocity` when not finite, `over` unless finite
  ///   and at least 0.
  public init(edge: Double, velocity: Double, over: Double, rounded: Bool = false) throws(GestureError) {
    try GestureError.requireFinite(edge, "edge")
    try GestureError.requireFinite(velocity, "velocity")
    guard over >= 0 && over.isFinite else {
      throw .invalidParameter(name: "over", value: over, requirement: "finite and at least 0")
    }
    self.rounded = rounded
    let e = rounded ? AndroidFlingNumerics.javaInt(edge) : edge
    let v = rounded ? AndroidFlingNumerics.javaInt(velocity) : velocity
    let o = rounded ? AndroidFlingNumerics.javaInt(over) : over
    self.edge = e
    edgeVelocity = v
    let sign: Double = v > 0 ? 1 : (v < 0 ? -1 : 0)
    if rounded {
      let vsq = Float(v) * Float(v)
      var a = Float(AndroidSpringBack.gravity)
      var distance = vsq / (2 * a)
      if distance > Float(o) { a = vsq / (2 * Float(o)); distance = Float(o) }
      deceleration = Double(a)
      apex = e + sign * AndroidFlingNumerics.javaInt(Double(distance))
      ballisticDuration = v == 0 ? 0 : abs(AndroidFlingNumerics.javaInt(Double(1000 * Float(v) / a))) / 1000
    } else {
      var a = AndroidSpringBack.gravity
      var distance = v * v / (2 * a)
      if distance > o { a = v * v / (2 * o); distance = o }
      deceleration = a
      apex = e + sign * distance
      ballisticDuration = v == 0 || !a.isFinite ? 0 : abs(v) / a
    }
    springBack = try AndroidSpringBack(from: apex, to: e, rounded: rounded)
  }

  /// `fitOnBounceCurve`: a release at `position`, already past `edge` by d and moving away at
  /// `velocity`, is placed on the bounce that left the edge with the speed a·√(2(v²/2a + d)/a)
  /// (a = 2000). Returns that bounce and the time already spent on it,
  /// √(2(v²/2a + d)/a) − |v|/a s. With `rounded`, in Java `float` as `fitOnBounceCurve` does it,
  /// the launch speed and the time truncated to whole px/s and whole ms.
  ///
  /// - Throws: as ``init(edge:velocity:over:rounded:)``.
  public static func fitted(position: Double, edge: Double, velocity: Double, over: Double, rounded: Bool = false)
    throws(GestureError) -> (bounce: AndroidEdgeBounce, elapsed: Double)
  {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    let sign: Double = position == edge ? (velocity >= 0 ? 1 : -1) : (position > edge ? 1 : -1)
    if rounded {
      // Java `float`, operation for operation: the apex time and distance, the total in double.
      let v = Float(AndroidFlingNumerics.javaInt(velocity)), a = Float(AndroidSpringBack.gravity)
      let toEdge = Float(abs(AndroidFlingNumerics.javaInt(edge) - AndroidFlingNumerics.javaInt(position)))
      let total = Float((2 * Double(v * v / 2 / a + toEdge) / Double(a)).squareRoot())
      let elapsedMs = AndroidFlingNumerics.javaInt(Double(1000 * (total - abs(v) / a)))
      let launch = AndroidFlingNumerics.javaInt(Double(Float(sign) * a * total))
      let bounce = try AndroidEdgeBounce(edge: edge, velocity: launch, over: over, rounded: true)
      return (bounce, elapsedMs / 1000)
    }
    let a = AndroidSpringBack.gravity
    let total = (2 * (velocity * velocity / (2 * a) + abs(position - edge)) / a).squareRoot()
    let bounce = try AndroidEdgeBounce(edge: edge, velocity: sign * a * total, over: over)
    return (bounce, total - abs(velocity) / a)
  }

  /// The edge: where the bounce starts.
  public var from: Double { edge }
  /// The edge: where the bounce comes to rest.
  public var to: Double { edge }
  /// The whole bounce, s: ``ballisticDuration`` + the spring-back's.
  public var duration: Double { ballisticDuration + springBack.duration }

  /// The position at `t` seconds.
  public func value(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return edge }
    let sign: Double = edgeVelocity >= 0 ? 1 : -1
    if rounded {
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      let ballisticMs = (ballisticDuration * 1000).rounded()
      if ms > ballisticMs { return springBack.value(at: (ms - ballisticMs) / 1000) }
      let s = Float(ms) / 1000
      let distance = Float(edgeVelocity) * s - Float(sign * deceleration) * s * s / 2
      return edge + AndroidFlingNumerics.javaRound(Double(distance))
    }
    if t > ballisticDuration { return springBack.value(at: t - ballisticDuration) }
    return edge + edgeVelocity * t - sign * deceleration * t * t / 2
  }

  /// The velocity at `t` seconds, px/s (Android's reported value when ``rounded``).
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return edgeVelocity }
    let sign: Double = edgeVelocity >= 0 ? 1 : -1
    if rounded {
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      let ballisticMs = (ballisticDuration * 1000).rounded()
      if ms > ballisticMs { return springBack.velocity(at: (ms - ballisticMs) / 1000) }
      return Double(Float(edgeVelocity) - Float(sign * deceleration) * (Float(ms) / 1000))
    }
    if t > ballisticDuration { return springBack.velocity(at: t - ballisticDuration) }
    return edgeVelocity - sign * deceleration * t
  }

  /// The smallest T after which the position stays within `epsilon` × |apex − edge| of the edge:
  /// the ballistic phase plus the spring-back's own settling.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    let back = try springBack.settlingDuration(epsilon: epsilon)
    return apex == edge ? 0 : ballisticDuration + back
  }
}
