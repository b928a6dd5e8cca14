import MotionCurvesCore

/// One Android fling under way: the ``DecayMotion`` an ``AndroidFlingDecay`` starts.
///
/// With ``AndroidFlingNumerics/exact``, position and velocity are the exact spline
/// (``AndroidSpline/distanceFraction(atTime:)``, ``AndroidSpline/slope(atTime:)``), within a few
/// ulps of |``splineDistance``|; ``to`` is un-rounded. With the platform numerics they are what the
/// platform reports at the whole millisecond ⌊1000·t⌋: `SplineOverScroller.update()` (the `float`
/// table, whole px) or Compose's `FlingInfo` (the `float` table, a `Float` distance). The table
/// departs from the exact spline by at most 1e-4 × |``splineDistance``|.
public struct AndroidFling: DecayMotion, Hashable, Codable, Sendable {
  /// Whose arithmetic this motion uses.
  public let numerics: AndroidFlingNumerics
  /// Where the fling was released (a whole px for ``AndroidFlingNumerics/overScroller``).
  public let from: Double
  /// The release velocity, px/s (a whole px/s for ``AndroidFlingNumerics/overScroller``).
  public let initialVelocity: Double
  /// The signed distance of the whole, unclamped spline (`mSplineDistance`), px.
  public let splineDistance: Double
  /// The duration of the whole, unclamped spline (`mSplineDuration`), s.
  public let splineDuration: Double
  /// When the motion ends, s: ``splineDuration``, or less where a bound clamped it.
  public let duration: Double
  /// Where it comes to rest: ``from`` + ``splineDistance``, or the bound it was clamped to.
  public let to: Double

  /// The position at `t` seconds: ``from`` for t ≤ 0, ``to`` from ``duration`` on.
  public func value(at t: Double) -> Double {
    if t.isNaN { return .nan }
    switch numerics {
    case .exact:
      if t <= 0 { return from }
      if t >= duration { return to }
      return from + splineDistance * AndroidSpline.distanceFraction(atTime: t / splineDuration)
    case .overScroller:
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      if ms <= 0 { return from }
      if ms > (duration * 1000).rounded() || splineDuration == 0 { return to }
      let tau = Float(ms) / Float((splineDuration * 1000).rounded())
      let (coef, _) = AndroidSpline.interpolate(AndroidSpline.floatPositionTable, at: tau)
      return from + AndroidFlingNumerics.javaRound(Double(coef * Float(splineDistance)))
    case .compose:
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      if ms <= 0 { return from }
      if ms >= (duration * 1000).rounded() || splineDuration == 0 { return to }
      let tau = Float(ms) / Float((splineDuration * 1000).rounded())
      let (coef, _) = AndroidSpline.interpolate(AndroidSpline.floatPositionTable, at: tau)
      return from + Double(Float(splineDistance) * coef)
    }
  }

  /// The velocity at `t` seconds, px/s: ``initialVelocity`` for t ≤ 0, 0 from ``duration`` on.
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return initialVelocity }
    switch numerics {
    case .exact:
      if t >= duration { return 0 }
      return splineDistance / splineDuration * AndroidSpline.slope(atTime: t / splineDuration)
    case .overScroller, .compose:
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      if ms <= 0 { return initialVelocity }
      let durationMs = (duration * 1000).rounded()
      if ms > durationMs || (numerics == .compose && ms >= durationMs) || splineDuration == 0 { return 0 }
      let tau = Float(ms) / Float((splineDuration * 1000).rounded())
      let (_, slope) = AndroidSpline.interpolate(AndroidSpline.floatPositionTable, at: tau)
      return Double(slope * Float(splineDistance) / Float((splineDuration * 1000).rounded()) * 1000)
    }
  }

  /// The first time the speed is at most `threshold` px/s and stays so.
  ///
  /// Exact: the spline's slope solved for threshold·T/|D| (Newton in a bracket, within 1e-12 s),
  /// capped at ``duration``. Platform numerics: the first whole millisecond at which the reported
  /// speed is at most `threshold` (it never rises), in seconds.
  ///
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    if abs(initialVelocity) <= threshold || duration == 0 { return 0 }
    guard numerics == .exact else {
      return firstMillisecond { abs(velocity(at: $0)) <= threshold }
    }
    // The slope falls from 1/0.35 to 0 along s: bisect s for slope = k.
    let k = threshold * splineDuration / abs(splineDistance)
    var low = 0.0, high = 1.0
    for _ in 0..<80 {
      let s = (low + high) / 2
      let slope = AndroidSpline.cubicSlope(s, AndroidSpline.startTension, AndroidSpline.endTension)
        / AndroidSpline.cubicSlope(s, AndroidSpline.p1, AndroidSpline.p2)
      if slope > k { low = s } else { high = s }
    }
    return min(duration, splineDuration * AndroidSpline.cubic(high, AndroidSpline.p1, AndroidSpline.p2))
  }

  /// The smallest T after which the position stays within `epsilon` × |``to`` − ``from``| of ``to``.
  ///
  /// Exact: T = T_spline · ``AndroidSpline/timeFraction(atDistance:)``((1 − ε)·(to − from)/D), within
  /// a few ulps. Platform numerics: the first whole millisecond that is close enough, in seconds.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    guard epsilon.isFinite else { throw .notFinite(.epsilon, epsilon) }
    guard epsilon > 0 else { throw .notPositive(.epsilon, epsilon) }
    let scale = abs(to - from)
    if scale == 0 || epsilon >= 1 { return 0 }
    guard numerics == .exact else {
      return firstMillisecond { abs(to - value(at: $0)) <= epsilon * scale }
    }
    let fraction = (1 - epsilon) * (to - from) / splineDistance
    return min(duration, splineDuration * AndroidSpline.timeFraction(atDistance: fraction))
  }

  /// The first whole millisecond m in [0, duration + 1 ms] with `done(m/1000)`, for a `done` that
  /// stays true once true; in seconds.
  func firstMillisecond(_ done: (Double) -> Bool) -> Double {
    var low = 0.0, high = (duration * 1000).rounded() + 1
    if done(0) { return 0 }
    while high - low > 1 {
      let mid = ((low + high) / 2).rounded(.down)
      if done(mid / 1000) { high = mid } else { low = mid }
    }
    return high / 1000
  }
}
