import MotionCurvesCore
import RealModule

/// A release under ``UIKitDecay``: x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d),
/// v(t) = v₀·d^(1000t), at rest at x₀ − v₀/(1000·ln d).
///
/// - Precision: ``value(at:)`` is within ~4 ulps of the distance travelled (plus the rounding of
///   the final sum with x₀), ``velocity(at:)`` within ~3 ulps, for every rate in (0, 1) (0.999999
///   included) and every t, tiny t included: the forms are evaluated with expm1 and log1p.
public struct UIKitDecayMotion: DecayMotion, Hashable, Codable {
  /// The model: the deceleration rate.
  public let model: UIKitDecay
  /// Where it was released.
  public let from: Double
  /// The velocity at release, in points per second.
  public let initialVelocity: Double

  var glide: ExponentialGlide { ExponentialGlide(from: from, v0: initialVelocity, rate: model.decayConstant) }

  /// The rest position x₀ − v₀/(1000·ln d) (x₀ + v₀ · ``UIKitDecay/projectionFactor``).
  ///
  /// - Precision: the distance within 3 ulps.
  public var to: Double { from + glide.distance }

  /// The value at t seconds (t ≤ 0 gives `from`, NaN gives NaN).
  ///
  /// - Precision: see the type.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : from }
    return glide.value(at: t)
  }

  /// The velocity at t seconds, in points per second (t ≤ 0 gives the release velocity).
  ///
  /// - Precision: within ~3 ulps.
  public func velocity(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : initialVelocity }
    return glide.velocity(at: t)
  }

  /// ln(threshold/|v₀|)/(1000·ln d): when the speed falls to `threshold` (0 if it starts there).
  ///
  /// - Precision: within ~4 ulps.
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    return glide.time(toSpeed: threshold)
  }

  /// ln ε/(1000·ln d): after it, the value stays within ε·|to − from| of `to` (the remaining
  /// distance is |to − from|·d^(1000t)); 0 for a release at rest.
  ///
  /// - Precision: within ~4 ulps.
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    guard initialVelocity != 0, epsilon < 1 else { return 0 }
    return Double.log(epsilon) / model.decayConstant
  }
}
