import RealModule

/// The same mass, stiffness and damping mean different motions in different frameworks.
public enum SpringModel: String, Sendable, Hashable, CaseIterable {
  /// The exact damped spring (``SpringMotion``).
  case physical
  /// Core Animation's `CASpringAnimation` (``CoreAnimationSpring``).
  case coreAnimation = "core-animation"
  /// JNWSpringAnimation's baked keyframes (``JNWSpringAnimation``).
  case jnw
}

/// Core Animation's `CASpringAnimation`.
///
/// - An over-damped spring is treated as critically damped (damping lowered to 2√(km)) unless
///   `allowsOverdamping` is set, as `CASpringAnimation.allowsOverdamping` documents.
/// - `initialVelocity` is in Core Animation's unit: distances per second, positive toward the
///   target (1 covers the whole distance in a second).
/// - ``settlingDuration()``: Apple documents only that mass 1 and stiffness 100 settle in "about
///   2.85 s" with damping 5 and "just over 1 s" with damping 15. The rule
///   T = ln(A/ε)/γ, with A the amplitude of the oscillation's envelope for a unit move,
///   A = √(1 + ((γ − v₀)/ω_d)²), and ε = 1/1200, gives 2.849 s and 1.0005 s; a plain 0.1 % band on
///   the exact motion gives 2.69 s and 0.80 s, and a 0.1 % envelope 2.76 s and 0.92 s. Springs that
///   do not oscillate (ζ ≥ 1) have no envelope; for them the rule is the exact settling time for
///   the same ε.
public struct CoreAnimationSpring: Sendable, Hashable {
  public var mass = 1.0
  public var stiffness = 100.0
  public var damping = 10.0
  public var initialVelocity = 0.0
  public var allowsOverdamping = false

  /// The tolerance that reproduces Apple's two documented settling durations.
  public static let settlingEpsilon = 1.0 / 1200

  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
              allowsOverdamping: Bool = false) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The spring Core Animation actually runs.
  public func effectiveSpring() throws(SpringError) -> Spring {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    guard !allowsOverdamping && spring.dampingRatio > 1 else { return spring }
    return try Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
  }

  /// The motion from one value to another.
  public func motion(from: Double, to: Double) throws(SpringError) -> SpringMotion {
    try SpringMotion(spring: effectiveSpring(), from: from, to: to, initialVelocity: initialVelocity * (to - from))
  }

  /// `CASpringAnimation.settlingDuration` by the rule above.
  public func settlingDuration() throws(SpringError) -> Double {
    let unit = try motion(from: 0, to: 1)
    let spring = unit.spring
    let zeta = spring.dampingRatio
    guard zeta < 1 else { return unit.settlingDuration(epsilon: Self.settlingEpsilon) }
    let omega0 = spring.naturalFrequency
    let gamma = zeta * omega0
    guard gamma > 0 else { return .infinity }
    let omegaD = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
    let b = (gamma - initialVelocity) / omegaD  // y0 = −1, v0 = initialVelocity
    let amplitude = (1 + b * b).squareRoot()
    return max(0, Double.log(amplitude / Self.settlingEpsilon) / gamma)
  }
}

/// JNWSpringAnimation, exactly as it baked its keyframes.
///
/// Per component, with Δ = to − from (from and to pass through 32-bit `Float`):
/// x(t) = from + Δ − Δ·e^(−c·t/2m)·cos(ω·t), ω = √(k/m − c²/4m²), and ω = 0 when the radicand is
/// negative. It has no sine term (the motion does not start at rest) and turns an over-damped spring
/// into a single exponential. It samples every millisecond: with prev = 0 and t = 0, compute
/// p = x(t); stop when |p − prev| ≤ 1e-4·|Δ| and |prev − to| ≤ 1e-4·|Δ|; else keep p, set prev = p,
/// and advance t by 1 ms. The duration is the number of samples times 1 ms; the samples become a
/// `CAKeyframeAnimation`, which spaces them evenly over that duration and interpolates linearly.
public struct JNWSpringAnimation: Sendable, Hashable {
  public let damping, stiffness, mass: Double
  public let from, to: Double
  /// The baked values, one per millisecond from t = 0.
  public let keyframes: [Double]

  /// JNWSpringAnimation's defaults are damping 30, stiffness 300, mass 5.
  public init(damping: Double = 30, stiffness: Double = 300, mass: Double = 5, from: Double, to: Double)
    throws(SpringError)
  {
    _ = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    for (name, value) in [("from", from), ("to", to)] where !value.isFinite {
      throw .notFinite(parameter: name, value)
    }
    self.damping = damping
    self.stiffness = stiffness
    self.mass = mass
    self.from = Double(Float(from))
    self.to = Double(Float(to))
    var frames: [Double] = []
    let delta = self.to - self.from
    let threshold = 1e-4 * abs(delta)
    var previous = 0.0
    var t = 0.0
    while frames.count < 3_600_000 {  // an hour of samples at most
      let p = Self.formula(damping: damping, stiffness: stiffness, mass: mass, from: self.from, to: self.to, at: t)
      if abs(p - previous) <= threshold && abs(previous - self.to) <= threshold { break }
      frames.append(p)
      previous = p
      t += 0.001
    }
    keyframes = frames
  }

  /// JNWSpringAnimation's formula at time t.
  public static func formula(damping c: Double, stiffness k: Double, mass m: Double, from: Double, to: Double, at t: Double) -> Double {
    let delta = to - from
    let radicand = k / m - c * c / (4 * m * m)
    let omega = radicand > 0 ? radicand.squareRoot() : 0
    return from + delta - delta * Double.exp(-c * t / (2 * m)) * Double.cos(omega * t)
  }

  /// The baked duration: one millisecond per keyframe.
  public var duration: Double { Double(keyframes.count) * 0.001 }

  /// What is on screen at time t: Core Animation spaces the keyframes evenly over the duration
  /// (keyframe i at i·duration/(count − 1)) and interpolates linearly; `to` once it is over.
  public func value(at t: Double) -> Double {
    guard keyframes.count > 1 else { return keyframes.first ?? to }
    guard t > 0 else { return keyframes[0] }
    guard t < duration else { return to }
    let position = t / duration * Double(keyframes.count - 1)
    let index = min(Int(position.rounded(.down)), keyframes.count - 2)
    let f = position - Double(index)
    return keyframes[index] + f * (keyframes[index + 1] - keyframes[index])
  }

  /// The slope of what is on screen, in units per second.
  public func velocity(at t: Double) -> Double {
    guard keyframes.count > 1, t >= 0, t < duration else { return 0 }
    let spacing = duration / Double(keyframes.count - 1)
    let index = min(Int((t / spacing).rounded(.down)), keyframes.count - 2)
    return (keyframes[index + 1] - keyframes[index]) / spacing
  }
}
