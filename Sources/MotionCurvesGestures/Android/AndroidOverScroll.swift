import MotionCurvesCore

/// What `OverScroller.fling(start, velocity, min, max, over)` followed by `computeScrollOffset()`
/// until it finishes produces, as one ``DecayMotion``: the SPLINE fling, then — when the fling was
/// clamped at a bound with speed left — the BALLISTIC leg past the edge (at most `over` px) and the
/// CUBIC spring-back to it. Made by ``AndroidFlingDecay/overScroll(from:velocity:over:)``.
///
/// The legs, on this motion's clock (t = 0 at the release):
/// - ``fling``: the spline from the release, clamped at a bound by `adjustDuration` (0 … its
///   ``AndroidFling/duration``);
/// - ``bounce`` from ``ballisticStart``: out from the edge at the spline's velocity there
///   (`continueWhenFinished`, case SPLINE, when `mDuration < mSplineDuration`), decelerating at
///   2000 px/s² or v²/(2·over), then from ``springBackStart`` the smoothstep back to the edge;
/// - ``springBack``: a plain return to the edge from a release outside the bounds.
///
/// ``to`` is the edge when the motion reaches one, else the fling's in-bounds rest. In
/// ``AndroidFlingNumerics/exact`` the position is continuous at each hand-off (the legs agree to a
/// few ulps of the positions), and so is the velocity into the BALLISTIC leg; each leg keeps its
/// own error bound (``AndroidFling``, ``AndroidEdgeBounce``, ``AndroidSpringBack``). With
/// ``AndroidFlingNumerics/overScroller`` the values are what `getCurrX()` reports when
/// `computeScrollOffset()` runs at every whole millisecond ⌊1000·t⌋: the velocity carried over the
/// edge is the `(int)` of the one the last SPLINE frame reported (Android's "TODO Better compute
/// speed when edge was reached"), and the legs past the edge use whole ms, whole px and `float`.
/// (A frame rate other than 1 kHz carries a different velocity over the edge; that reading is not
/// modelled.) ``AndroidFlingNumerics/compose`` runs the fling leg in Compose's arithmetic and the
/// edge legs in `OverScroller`'s, as Compose has no overscroll of its own.
///
/// Source: AOSP `core/java/android/widget/OverScroller.java` (aosp-mirror/platform_frameworks_base
/// commit 050275cd83f4a66dc3705714ccbe8db025626ce8): `fling`, `startAfterEdge`,
/// `startBounceAfterEdge`, `fitOnBounceCurve`, `onEdgeReached`, `continueWhenFinished`, `update`.
public struct AndroidOverScroll: DecayMotion, Hashable, Codable, Sendable {
  /// How the motion began (`SplineOverScroller.fling` and `startAfterEdge`).
  public enum Start: String, Hashable, Codable, Sendable, CaseIterable {
    /// A spline fling: from inside the bounds, or from outside moving back far enough to re-enter
    /// (`startAfterEdge` then flings with the far bound only).
    case fling
    /// From outside moving away (or still): placed on the bounce that left the edge
    /// (`fitOnBounceCurve`), already ``AndroidOverScroll/ballisticStart`` s under way.
    case bounce
    /// From outside moving back, but not far enough to re-enter: the spring-back straight away,
    /// the velocity dropped (Android's "TODO take velocity into account").
    case springBack
  }

  /// How the motion began.
  public let start: Start
  /// Whose arithmetic this motion uses.
  public let numerics: AndroidFlingNumerics
  /// Where it was released (a whole px for ``AndroidFlingNumerics/overScroller``).
  public let from: Double
  /// The release velocity, px/s (a whole px/s for ``AndroidFlingNumerics/overScroller``).
  public let initialVelocity: Double
  /// The SPLINE leg, from t = 0, or nil when the release was outside the bounds and did not fling.
  public let fling: AndroidFling?
  /// The BALLISTIC and CUBIC legs past the edge, or nil when the motion reaches no edge.
  public let bounce: AndroidEdgeBounce?
  /// When ``bounce`` leaves the edge, s: the fling's clamped duration, or −(the time already spent)
  /// for a ``Start/bounce`` start; nil without a bounce.
  public let ballisticStart: Double?
  /// When the CUBIC spring-back begins, s (negative when a ``Start/bounce`` start is already past
  /// its apex); nil when there is none.
  public let springBackStart: Double?
  /// The CUBIC leg of a ``Start/springBack`` start, from t = 0.
  public let springBack: AndroidSpringBack?
  /// Where it comes to rest: the edge, or the fling's rest inside the bounds.
  public let to: Double
  /// When the motion ends, s (whole ms in the platform numerics).
  public let duration: Double

  /// The motion from its legs; `AndroidFlingDecay.overScroll` builds them.
  init(start: Start, numerics: AndroidFlingNumerics, from: Double, initialVelocity: Double, fling: AndroidFling?,
       bounce: AndroidEdgeBounce?, ballisticStart: Double?, springBack: AndroidSpringBack?, to: Double) {
    self.start = start
    self.numerics = numerics
    self.from = from
    self.initialVelocity = initialVelocity
    self.fling = fling
    self.bounce = bounce
    self.ballisticStart = ballisticStart
    self.springBack = springBack
    self.to = to
    if let bounce, let ballisticStart {
      springBackStart = ballisticStart + bounce.ballisticDuration
      duration = max(0, ballisticStart + bounce.duration)
    } else if let springBack {
      springBackStart = 0
      duration = springBack.duration
    } else {
      springBackStart = nil
      duration = fling?.duration ?? 0
    }
  }

  /// The position at `t` seconds: ``from`` for t ≤ 0, ``to`` from ``duration`` on.
  ///
  /// A ``Start/bounce`` start whose edge-to-apex distance exceeds `over` is re-decelerated by
  /// `onEdgeReached` after being fitted at 2000 px/s², so its first position past t = 0 jumps back
  /// to within `over` of the edge, as Android's does.
  public func value(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return from }
    return leg(t, fling: { $0.value(at: $1) }, bounce: { $0.value(at: $1) }, back: { $0.value(at: $1) }) ?? to
  }

  /// The velocity at `t` seconds, px/s: ``initialVelocity`` for t ≤ 0, 0 from ``duration`` on (in
  /// the platform numerics, what `mCurrVelocity` reports, including the spring-back's quirk:
  /// ``AndroidSpringBack``).
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return initialVelocity }
    if t >= duration && numerics == .exact { return 0 }
    return leg(t, fling: { $0.velocity(at: $1) }, bounce: { $0.velocity(at: $1) }, back: { $0.velocity(at: $1) })
      ?? 0
  }

  /// The leg under way at `t` > 0, read on its own clock (whole ms in the platform numerics).
  func leg(
    _ t: Double, fling readFling: (AndroidFling, Double) -> Double,
    bounce readBounce: (AndroidEdgeBounce, Double) -> Double, back readBack: (AndroidSpringBack, Double) -> Double
  ) -> Double? {
    let exact = numerics == .exact
    let ms = AndroidFlingNumerics.wholeMilliseconds(t)
    if let fling, bounce == nil || (exact ? t <= fling.duration : ms <= Self.milliseconds(fling.duration)) {
      return readFling(fling, exact ? t : ms / 1000)
    }
    if let bounce, let ballisticStart {
      return readBounce(bounce, exact ? t - ballisticStart : (ms - Self.milliseconds(ballisticStart)) / 1000)
    }
    if let springBack { return readBack(springBack, exact ? t : ms / 1000) }
    return nil
  }

  /// A time in whole ms (the platform numerics store whole ms as seconds).
  static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() }
}
