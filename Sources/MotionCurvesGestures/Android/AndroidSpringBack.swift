import MotionCurvesCore

/// `SplineOverScroller.startSpringback`: the CUBIC state that returns an overscrolled position to
/// its edge.
///
/// With Δ = ``to`` − ``from``, the duration is T = √(2|Δ| / 2000) s (the time a body decelerating at
/// `GRAVITY` = 2000 px/s² takes to cover |Δ|) and the path is the smoothstep
/// position(t) = from + Δ·(3u² − 2u³), u = t/T: velocity 0 at both ends, Δ/(2T)·3 at the middle.
/// Exact (``rounded`` false) within 4 ulps of |Δ|. With ``rounded``, Android's numerics: T truncated
/// to whole ms, time read in whole ms, u and the path in `float`, the position rounded to a whole
/// px, and the velocity Android reports: `sign·|Δ|·6·(u² − u)` px/s — a quirk of
/// `update()` (no 1/T, and the sign opposite to the motion), kept as the platform reports it.
///
/// Source: AOSP `OverScroller.java` (commit 050275cd83f4a66dc3705714ccbe8db025626ce8),
/// `startSpringback` and `update()` case CUBIC.
public struct AndroidSpringBack: SettlingMotion, Hashable, Codable, Sendable {
  /// `SplineOverScroller.GRAVITY`: the edge deceleration, 2000 px/s².
  public static let gravity = 2000.0

  /// The overscrolled position it starts from.
  public let from: Double
  /// The edge it returns to.
  public let to: Double
  /// Whether to use Android's whole-ms, whole-px, `float` numerics.
  public let rounded: Bool
  /// T = √(2|to − from| / 2000) s (truncated to whole ms when ``rounded``).
  public let duration: Double

  /// The spring-back from `position` to `edge`.
  ///
  /// - Throws: ``GestureError`` naming `position` or `edge` when not finite.
  public init(from position: Double, to edge: Double, rounded: Bool = false) throws(GestureError) {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(edge, "edge")
    from = rounded ? AndroidFlingNumerics.javaInt(position) : position
    to = rounded ? AndroidFlingNumerics.javaInt(edge) : edge
    self.rounded = rounded
    let exact = (2 * abs(to - from) / Self.gravity).squareRoot()
    duration = rounded ? AndroidFlingNumerics.javaInt(1000 * exact) / 1000 : exact
  }

  /// The position at `t` seconds: ``from`` for t ≤ 0, ``to`` from ``duration`` on.
  public func value(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return from }
    if rounded {
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      if ms <= 0 { return from }
      if ms > (duration * 1000).rounded() || duration == 0 { return to }
      let u = Float(ms) / Float((duration * 1000).rounded())
      let u2 = u * u
      let sign: Float = to > from ? 1 : -1
      let distance = sign * Float(abs(to - from)) * (3 * u2 - 2 * u * u2)
      return from + AndroidFlingNumerics.javaRound(Double(distance))
    }
    if t >= duration { return to }
    let u = t / duration
    return from + (to - from) * (u * u * (3 - 2 * u))
  }

  /// The velocity at `t` seconds, px/s (Android's reported value when ``rounded``).
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return .nan }
    if t <= 0 { return 0 }
    if rounded {
      let ms = AndroidFlingNumerics.wholeMilliseconds(t)
      if ms <= 0 || ms > (duration * 1000).rounded() || duration == 0 { return 0 }
      let u = Float(ms) / Float((duration * 1000).rounded())
      let sign: Float = to > from ? 1 : -1
      return Double(sign * Float(abs(to - from)) * 6 * (-u + u * u))
    }
    if t >= duration { return 0 }
    let u = t / duration
    return (to - from) * 6 * u * (1 - u) / duration
  }

  /// The smallest T after which the position stays within `epsilon` × |``to`` − ``from``| of ``to``:
  /// the smoothstep solved for 1 − ε (bisection, within 1e-15·T), or the first whole ms when
  /// ``rounded``.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    guard epsilon.isFinite else { throw .notFinite(.epsilon, epsilon) }
    guard epsilon > 0 else { throw .notPositive(.epsilon, epsilon) }
    let scale = abs(to - from)
    if scale == 0 || epsilon >= 1 { return 0 }
    var low = 0.0, high = rounded ? (duration * 1000).rounded() + 1 : 1.0
    for _ in 0..<200 {
      if rounded ? high - low <= 1 : high - low <= 1e-16 { break }
      let mid = rounded ? ((low + high) / 2).rounded(.down) : (low + high) / 2
      let t = rounded ? mid / 1000 : mid * duration
      if abs(to - value(at: t)) <= epsilon * scale { high = mid } else { low = mid }
    }
    return rounded ? high / 1000 : high * duration
  }
}
