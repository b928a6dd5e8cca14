extension AndroidFlingDecay {
  /// `OverScroller.fling(start, velocity, min, max, over)` run to the end: the fling, and what
  /// Android does at and past the bounds with an overfling distance of `over` px.
  ///
  /// From inside [``lowerBound``, ``upperBound``]: the spline fling (``motion(from:velocity:)``);
  /// when its rest is past a bound it is clamped there with `adjustDuration`'s shortened duration,
  /// and on reaching the edge with speed left it goes on BALLISTIC (at most `over` px) and springs
  /// back. From outside (`startAfterEdge`), with d = position − the nearer edge:
  /// - moving away or still (d·v ≥ 0): the bounce that would have left the edge and passes here
  ///   at this velocity (`fitOnBounceCurve`), then the spring-back;
  /// - moving back with a spline distance greater than |d|: a fling from the release with the
  ///   bounds [lower, release] (above) or [release, upper] (below) — Android keeps only the far
  ///   bound, so the fling re-enters and may bounce at the far edge;
  /// - moving back less far: the spring-back to the edge (the velocity dropped).
  /// A nil bound is no bound (Android's `Integer.MIN_VALUE`/`MAX_VALUE`).
  ///
  /// Source: AOSP `OverScroller.java` (aosp-mirror/platform_frameworks_base commit
  /// 050275cd83f4a66dc3705714ccbe8db025626ce8), `SplineOverScroller.fling`, `startAfterEdge`.
  ///
  /// - Throws: ``GestureError`` as ``motion(from:velocity:)`` (but for a start outside the bounds,
  ///   which is accepted here), and naming `over` unless it is finite and at least 0.
  public func overScroll(from position: Double, velocity: Double, over: Double) throws(GestureError)
    -> AndroidOverScroll
  {
    let (start, v, low, high) = try release(position, velocity)
    guard over >= 0 && over.isFinite else {
      throw .invalidParameter(name: "over", value: over, requirement: "finite and at least 0")
    }
    let o = numerics == .overScroller ? AndroidFlingNumerics.javaInt(over) : over
    if let high, start > high { return try afterEdge(start, v, lower: low, upper: high, edge: high, over: o) }
    if let low, start < low { return try afterEdge(start, v, lower: low, upper: high, edge: low, over: o) }
    return try flung(start, v, lower: low, upper: high, over: o)
  }

  /// `startAfterEdge`: a release outside the bounds, beyond `edge`.
  private func afterEdge(_ start: Double, _ v: Double, lower: Double?, upper: Double?, edge: Double, over: Double)
    throws(GestureError) -> AndroidOverScroll
  {
    let rounded = numerics != .exact
    let overDistance = start - edge
    if overDistance * v >= 0 {
      let (bounce, elapsed) = try AndroidEdgeBounce.fitted(position: start, edge: edge, velocity: v, over: over,
                                                            rounded: rounded)
      return AndroidOverScroll(start: .bounce, numerics: numerics, from: start, initialVelocity: v, fling: nil,
                               bounce: bounce, ballisticStart: -elapsed, springBack: nil, to: edge)
    }
    if try flight(v).raw > abs(overDistance) {
      let above = start > edge
      return try flung(start, v, lower: above ? lower : start, upper: above ? start : upper, over: over)
    }
    let back = try AndroidSpringBack(from: start, to: edge, rounded: rounded)
    return AndroidOverScroll(start: .springBack, numerics: numerics, from: start, initialVelocity: v, fling: nil,
                             bounce: nil, ballisticStart: nil, springBack: back, to: edge)
  }

  /// The SPLINE leg inside [`lower`, `upper`], and the bounce when it is clamped short of its own
  /// end (`continueWhenFinished`, case SPLINE: `mDuration < mSplineDuration`).
  private func flung(_ start: Double, _ v: Double, lower: Double?, upper: Double?, over: Double)
    throws(GestureError) -> AndroidOverScroll
  {
    let fling = try spline(from: start, velocity: v, lower: lower, upper: upper)
    var bounce: AndroidEdgeBounce?
    if fling.duration < fling.splineDuration {
      bounce = try AndroidEdgeBounce(edge: fling.to, velocity: edgeVelocity(fling), over: over,
                                     rounded: numerics != .exact)
    }
    return AndroidOverScroll(start: .fling, numerics: numerics, from: start, initialVelocity: v, fling: fling,
                             bounce: bounce, ballisticStart: bounce == nil ? nil : fling.duration, springBack: nil,
                             to: fling.to)
  }

  /// The spline's velocity when it is clamped: exact, or (platform) the `float` one the last
  /// SPLINE frame at the clamped duration reports (the release velocity when that duration is 0).
  private func edgeVelocity(_ fling: AndroidFling) -> Double {
    guard numerics != .exact else {
      return fling.splineDistance / fling.splineDuration * AndroidSpline.slope(atTime: fling.duration / fling.splineDuration)
    }
    let ms = AndroidOverScroll.milliseconds(fling.duration), splineMs = AndroidOverScroll.milliseconds(fling.splineDuration)
    guard ms > 0 else { return fling.initialVelocity }
    let (_, slope) = AndroidSpline.interpolate(AndroidSpline.floatPositionTable, at: Float(ms) / Float(splineMs))
    return Double(slope * Float(fling.splineDistance) / Float(splineMs) * 1000)
  }
}
