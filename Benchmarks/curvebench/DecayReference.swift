import GSLOracle
import RealModule

/// The error references of the `decay` rows: each model's motion re-derived from its platform's
/// definition (platform-parity §1.1, §1.3, §1.4, §1.5) and integrated by GSL's rk8pd
/// (``GSLPlanarIntegrator``), sharing no closed form with the library. Only the release and the
/// platform constants are given; every derived quantity (decay constant, crossing time, hand-off
/// velocity, end of the curve, bézier control points) is computed here.
///
/// The reference's own accuracy is the floor of these rows: rk8pd's rounding accumulates to about
/// 1e-15 of the travel (a few 1e-13 px here) whatever the tolerance (1e-12 to 1e-15 relative all
/// give 1e-13–8e-13 px). An mpmath check (40 digits, of `curves decay` output at the same frames)
/// puts UIKit's closed form within 7.9e-14 px and Chromium's exponential within 1.1e-13 px, where
/// their rows read about 5e-13: a row's maxError bounds the model's error, it does not resolve it.
enum DecayReference {
  /// rk8pd's error control per step.
  static let absoluteTolerance = 1e-15
  static let relativeTolerance = 1e-14

  /// x′ = v, v′ = k·v from (x₀, v₀), at each of `times` (ascending); a time past `end` reads the
  /// state at `end` (the decay has stopped there).
  static func exponential(
    from x0: Double, velocity v0: Double, k: Double, end: Double = .infinity, times: [Double]
  ) throws -> [Double] {
    try GSLPlanarIntegrator.integrate(
      start: (x0, v0), times: times.map { min($0, end) }, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance
    ) { _, _, v in (v, k * v) }.map(\.0)
  }

  /// UIKit (§1.1): v = v₀·d^(1000t), so k = 1000·ln d.
  static func uikit(rate: Double, velocity: Double, times: [Double]) throws -> [Double] {
    try exponential(from: 0, velocity: velocity, k: 1000 * Double.log(rate), times: times)
  }

  /// Compose `exponentialDecay()` (§1.3): k = −4.2 (ExponentialDecayFriction × multiplier 1),
  /// stopped when the speed reaches 0.1 (its default threshold): T = ln(0.1/|v₀|)/−4.2.
  static func compose(velocity: Double, times: [Double]) throws -> [Double] {
    let k = -4.2
    return try exponential(
      from: 0, velocity: velocity, k: k, end: Double.log(0.1 / abs(velocity)) / k, times: times)
  }

  /// framer-motion `inertia` (§1.5) from 0 with defaults (power 0.8, timeConstant 325 ms, bounce
  /// stiffness 500, damping 10, mass 1) and an upper bound: the friction phase x′ = v, v′ = −v/τ
  /// from (0, A/τ), A = 0.8·v₀; the crossing of the bound found by bisection on that integrated
  /// trajectory; the hand-off velocity framer's 5 ms difference of it; then the spring
  /// x″ = −k(x − b) − c·x′ integrated from (b, that velocity).
  static func framer(velocity: Double, upperBound bound: Double, times: [Double]) throws -> [Double] {
    let tau = 0.325, amplitude = 0.8 * velocity
    func friction(_ times: [Double]) throws -> [Double] {
      try exponential(from: 0, velocity: amplitude / tau, k: -1 / tau, times: times)
    }
    // The friction phase tends to A; the crossing lies where it reaches the bound.
    guard amplitude > bound, bound > 0 else { return try friction(times) }
    var (low, high) = (0.0, 1.0)
    while try friction([high])[0] < bound { (low, high) = (high, 2 * high) }
    while true {
      let mid = (low + high) / 2
      guard mid > low && mid < high else { break }
      if try friction([mid])[0] < bound { low = mid } else { high = mid }
    }
    let crossing = high
    let before = try friction([crossing - 0.005])[0]
    let handOffVelocity = (bound - before) / 0.005
    let early = times.filter { $0 < crossing }
    let late = times.filter { $0 >= crossing }.map { $0 - crossing }
    let spring = try GSLSpringIntegrator.integrate(
      mass: 1, stiffness: 500, damping: 10, from: bound, to: bound, initialVelocity: handOffVelocity,
      times: late, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    return try friction(early) + spring.map(\.position)
  }

  /// Chromium `PhysicsBasedFlingCurve` (§1.4) on one (the major) axis: distance (|v| − a·T/2)·T
  /// with v in px/ms, a = ppi × 2.7559e-5 px/ms², T = |v|/a ms, clamped to ⌊3·size⌋; duration
  /// D = min(2, |v|/2300) s; slope s = |v·D/distance|, p1 = (0.2, 0.2·s) or (1/s, 1), p2 = (0.55, 1).
  /// The bézier (X(u), Y(u)) with X(u) = t/D is integrated in t as the planar system
  /// u′ = 1/(D·X′(u)), y′ = Y′(u)/(D·X′(u)) from (0, 0); offset = distance·y, then distance.
  static func chromiumPhysics(
    pixelsPerInch ppi: Double, boundingSize: Double, velocity: Double, times: [Double]
  ) throws -> [Double] {
    let perMs = abs(velocity) / 1000, a = ppi * 2.7559e-5
    let stopMs = perMs / a
    let magnitude = min((perMs - a * stopMs / 2) * stopMs, (3 * boundingSize).rounded(.down))
    let distance = velocity < 0 ? -magnitude : magnitude
    let duration = min(2, abs(velocity) / 2300)
    let slope = abs(velocity * duration / distance)
    let (x1, y1) = 0.2 * slope < 1 ? (0.2, 0.2 * slope) : (1 / slope, 1.0)
    let (x2, y2) = (0.55, 1.0)
    func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - u) * (1 - u) * p1 + 6 * (1 - u) * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }
    let progress = try GSLPlanarIntegrator.integrate(
      start: (0, 0), times: times.map { min($0, duration) }, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance
    ) { _, u, _ in
      let dx = derivative(u, x1, x2) * duration
      return (1 / dx, derivative(u, y1, y2) / dx)
    }
    return zip(times, progress).map { t, state in t >= duration ? distance : distance * state.1 }
  }

  /// Chromium `FlingCurve` (§1.4) on one axis: v₀ = min(|v|, V(0)), r = v/v₀; the curve's velocity
  /// V(t) = −αγe^(−γt) − β obeys V′ = −γ(V + β), integrated as x′ = w, w′ = −γ(w + β) from (0, v₀)
  /// until the curve's end T(0) − T(v₀), T(v) = −ln((v + β)/(−αγ))/γ; offset = r·x.
  static func chromiumExponential(velocity: Double, times: [Double]) throws -> [Double] {
    let (alpha, beta, gamma) = (-5.70762e3, 1.72e2, 3.7)
    func curveTime(_ v: Double) -> Double { -Double.log((v + beta) / (-alpha * gamma)) / gamma }
    let start = min(abs(velocity), -alpha * gamma - beta)
    guard start > 0 else { return times.map { _ in 0 } }
    let end = curveTime(0) - curveTime(start)
    let path = try GSLPlanarIntegrator.integrate(
      start: (0, start), times: times.map { min($0, end) }, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance
    ) { _, _, w in (w, -gamma * (w + beta)) }
    return path.map { velocity / start * $0.0 }
  }
}
