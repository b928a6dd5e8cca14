import RealModule

/// The motion x′ = v, v′ = k·v (k < 0) from (x₀, v₀), in the forms that stay accurate when k·t is
/// tiny: x(t) = x₀ + (v₀/k)·expm1(k·t), v(t) = v₀·e^(k·t), rest x₀ − v₀/k. Shared by the UIKit,
/// Compose and framer-motion decays.
///
/// Precision: expm1 and exp are within 1 ulp, so the travelled distance x(t) − x₀ is within ~3 ulps
/// of itself (one rounding each for expm1, the quotient and the product) and the velocity within
/// ~2 ulps, for every t ≥ 0 and every k, including k·t near 0 where x₀ + v₀·t would be all that
/// a naive (e^(kt) − 1) keeps.
struct ExponentialGlide: Hashable, Sendable {
  /// The start.
  let from: Double
  /// The velocity at t = 0.
  let v0: Double
  /// The exponent k (per second, negative).
  let rate: Double

  /// v₀/k·expm1(k·t): the distance travelled by time t.
  func travelled(at t: Double) -> Double {
    v0 / rate * Double.expMinusOne(rate * t)
  }

  /// The value at t (t ≥ 0).
  func value(at t: Double) -> Double { from + travelled(at: t) }

  /// The velocity at t (t ≥ 0).
  func velocity(at t: Double) -> Double { v0 * Double.exp(rate * t) }

  /// −v₀/k: the whole distance to rest.
  var distance: Double { -v0 / rate }

  /// The first time at which |v| ≤ threshold: ln(threshold/|v₀|)/k, 0 when already that slow.
  func time(toSpeed threshold: Double) -> Double {
    let speed = abs(v0)
    guard speed > threshold else { return 0 }
    return Double.log(threshold / speed) / rate
  }
}
