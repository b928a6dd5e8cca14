import MotionCurvesCore
import RealModule

// The exact motion of a damped spring, continuous through critical damping.
//
// With y = x − target, γ = c/2m, ω₀² = k/m and the initial state (y₀, v₀), for every regime
//     y(t) = C(t)·y₀ + S(t)·(v₀ + γ·y₀),     v(t) = C(t)·v₀ − S(t)·(ω₀²·y₀ + γ·v₀),
// where, with ω_d = √|4km − c²| / 2m:
//     under-damped (4km > c²):  C = e^(−γt)·cos(ω_d t),  S = e^(−γt)·sin(ω_d t)/ω_d
//     critical     (4km = c²):  C = e^(−γt),             S = t·e^(−γt)
//     over-damped  (4km < c²):  C = e^(λt)·(1 − E/2),     S = e^(λt)·t·(E/(2ω_d t)),
//                               λ = −ω₀²/(γ + ω_d) (the slow root, without cancellation),
//                               E = −expm1(−2ω_d t).
// Both sides tend to the critical formulas as ω_d → 0, so nothing divides by a small number near
// ζ = 1, and every exponent is ≤ 0, so nothing overflows at any t.
//
// Precision. The discriminant 4km − c² is formed from exact products (so its sign and size are
// right even at ζ = 1 ± 1e-12), ω_d is kept in double-double, and the phase ω_d·t is formed and
// reduced modulo 2π in double-double before sin and cos: an undamped spring at t = 1e6 s keeps its
// phase to ~1e-16 rad, where a double product ω_d·t would already be off by ~1e-9.

/// The linear map that advances a spring's state (offset from the target, velocity) by a time:
/// (y, v) ↦ (a·y + b·v, c·y + d·v).
@usableFromInline
struct SpringTransition: Sendable, Hashable {
  @usableFromInline let a, b, c, d: Double

  @usableFromInline
  init(a: Double, b: Double, c: Double, d: Double) {
    (self.a, self.b, self.c, self.d) = (a, b, c, d)
  }

  /// The identity: no time.
  @usableFromInline static let identity = SpringTransition(a: 1, b: 0, c: 0, d: 1)

  /// Advances a state (y = position − target, v) exactly by the transition's time.
  @inlinable
  func apply<Value: VectorSpace>(offset y: Value, velocity v: Value) -> (offset: Value, velocity: Value) {
    (y.scaled(by: a) + v.scaled(by: b), y.scaled(by: c) + v.scaled(by: d))
  }
}

/// What an exact solution needs about a spring, computed once.
struct SpringSolution: Sendable {
  let gamma: Double
  let omega0Squared: Double
  /// ω₀, for ω₀²·s when ω₀² overflows.
  let omega0: Double
  /// ω_d in double-double.
  let omegaD: DoubleDouble
  /// The sign of 4km − c²: +1 under-damped, 0 critical, −1 over-damped.
  let discriminantSign: Int
  /// The slow decay rate λ (over-damped) or −γ.
  let slowRate: Double

  init(_ spring: DampedSpring) {
    // m·x″ + c·x′ + k·x = 0 describes the same motion after scaling m, k and c by one power of
    // two, exactly: pick it so that 4km and c² are near 1, where their exact products neither
    // overflow nor lose digits to underflow (m = k = c = 1e200 is the spring (1, 1, 1)).
    let scale = DampedSpring.productScale(spring)
    let (m, k, c) = (spring.mass * scale, spring.stiffness * scale, spring.damping * scale)
    let fourKM = DoubleDouble.twoProduct(4 * k, m)  // 4k is exact
    let cc = DoubleDouble.twoProduct(c, c)
    let discriminant = fourKM - cc
    gamma = c / (2 * m)
    omega0Squared = k / m
    omega0 = spring.naturalFrequency
    discriminantSign = discriminant.hi > 0 ? 1 : discriminant.hi < 0 ? -1 : (discriminant.lo > 0 ? 1 : discriminant.lo < 0 ? -1 : 0)
    let magnitude = discriminant.hi < 0 || (discriminant.hi == 0 && discriminant.lo < 0) ? -discriminant : discriminant
    omegaD = magnitude.squareRoot().divided(by: 2 * m)
    let wd = omegaD.value
    slowRate = discriminantSign < 0 ? -omega0Squared / (gamma + wd) : -gamma
  }

  /// C(t) and S(t).
  func coefficients(at t: Double) -> (c: Double, s: Double) {
    if t == 0 { return (1, 0) }
    // Past the point where e^(λt) underflows, a damped spring is at rest (and sin, cos of a phase
    // beyond 1e300 are never formed).
    if slowRate < 0 && slowRate * t < -800 { return (0, 0) }
    let decay = Double.exp(slowRate * t)
    switch discriminantSign {
    case 1:
      let product = omegaD * t
      let (sine, cosine) = product.hi.isFinite && abs(product.hi) < 0x1p1000
        ? product.sinCos()
        : DoubleDouble.angle(ofTurns: DoubleDouble.turns(ofProduct: omegaD.hi, t) + DoubleDouble.turns(ofProduct: omegaD.lo, t)).sinCos()
      return (decay * cosine, decay * sine / omegaD.value)
    case 0:
      return (decay, t * decay)
    default:
      let z = 2 * omegaD.value * t
      let e = -Double.expMinusOne(-z)
      let ratio = z == 0 ? 1 : e / z  // E/(2ω_d t) → 1 as ω_d → 0
      return (decay * (1 - e / 2), decay * t * ratio)
    }
  }

  func transition(over t: Double) -> SpringTransition {
    let (c, s) = coefficients(at: t)
    return SpringTransition(a: c + gamma * s, b: s, c: -omega0SquaredTimes(s), d: c - gamma * s)
  }

  /// ω₀²·s, without forming ω₀² where it overflows (a spring stiffer than 1e154 per unit mass),
  /// and 0 for s = 0 (a spring at rest).
  func omega0SquaredTimes(_ s: Double) -> Double {
    guard s != 0 else { return 0 }
    return omega0Squared.isFinite ? omega0Squared * s : (omega0 * s) * omega0
  }
}
