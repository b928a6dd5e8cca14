import MotionCurvesCore
import RealModule

/// A release under ``ComposeExponentialDecay``: x(t) = x₀ − v₀/f + (v₀/f)·e^(f·t),
/// v(t) = v₀·e^(f·t), until the end T = ln(threshold/|v₀|)/f, where it stops at
/// `to` = x(T) = x₀ − (v₀/f)·(1 − threshold/|v₀|) (x₀ when |v₀| ≤ threshold, and T = 0).
///
/// After T the value is `to` and the velocity 0, as Compose's `DecayAnimation` finishes there.
///
/// - Precision: value within ~4 ulps of the distance travelled, velocity within ~3 ulps (expm1
///   and exp); T within ~4 ulps. Compose's own Float, whole-millisecond numbers are
///   ``platformValue(at:)``, ``platformVelocity(at:)`` and ``platformDurationMilliseconds``.
public struct ComposeExponentialDecayMotion: DecayMotion, Hashable, Codable {
  /// The spec.
  public let model: ComposeExponentialDecay
  /// Where it was released.
  public let from: Double
  /// The velocity at release, in units per second.
  public let initialVelocity: Double

  var glide: ExponentialGlide { ExponentialGlide(from: from, v0: initialVelocity, rate: model.friction) }

  /// T = ln(threshold/|v₀|)/f in seconds (Compose's duration_ms/1000 before truncation; 2.19294 s
  /// for v₀ = 1000 and the defaults), 0 when |v₀| ≤ threshold.
  public var end: Double { glide.time(toSpeed: model.threshold) }

  /// Compose's `getTargetValue`: x(T), within ~4 ulps of the distance.
  public var to: Double {
    abs(initialVelocity) <= model.threshold ? from : glide.value(at: end)
  }

  /// The value at t seconds: x(t) before ``end``, `to` from then on (t ≤ 0 gives `from`, NaN NaN).
  ///
  /// - Precision: see the type.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : from }
    return t < end ? glide.value(at: t) : to
  }

  /// The velocity at t seconds: v₀·e^(f·t) before ``end``, 0 from then on.
  ///
  /// - Precision: within ~3 ulps.
  public func velocity(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : initialVelocity }
    return t < end ? glide.velocity(at: t) : 0
  }

  /// ln(threshold/|v₀|)/f, or ``end`` if the decay stops sooner (0 if it starts that slow).
  ///
  /// - Precision: within ~4 ulps.
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    return min(glide.time(toSpeed: threshold), end)
  }

  /// After this time the value stays within ε·|to − from| of `to`: the remaining distance is
  /// (|v₀|/|f|)·(e^(f·t) − threshold/|v₀|), so T(ε) = ln(ε·|to − from|·|f|/|v₀| + threshold/|v₀|)/f,
  /// at most ``end``; 0 for a release that does not move.
  ///
  /// - Precision: within ~8 ulps.
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    let speed = abs(initialVelocity)
    guard speed > model.threshold, epsilon < 1 else { return 0 }
    let f = model.friction
    let remaining = epsilon * abs(to - from) * -f / speed + model.threshold / speed
    return min(end, Double.log(remaining) / f)
  }
}
