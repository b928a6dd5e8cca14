import RealModule

/// The analytic spring SwiftUI runs for `Animation.interpolatingSpring(…)` (`SpringAnimation`,
/// `../shared/notes/platform-parity.md` §2.2): the unit response of a damped spring, from 0 to 1,
/// scaled by the animated delta.
///
/// With ω₀ = √(k/m), ζ = c/(2√(mk)) and v₀ the initial velocity (in deltas per second):
///
/// - ζ < 1: 1 − e^(−ζω₀t)·(cos ω_d t + A·sin ω_d t), ω_d = ω₀√(1 − ζ²), A = (ζω₀ − v₀)/ω_d;
/// - ζ ≥ 1: 1 − (1 + B·t)·e^(−ω₀t), B = ω₀ − v₀ — the critically damped motion. SwiftUI plays an
///   over-damped interpolating spring as a critically damped one (OpenSwiftUI's `SpringModel`
///   takes this branch for every ζ ≥ 1), as its `Spring(mass:stiffness:damping:)` does without
///   `allowOverDamping`; so does this type.
///
/// The animation ends at ``duration``, an ε = 0.001 settling bound, and is logically complete
/// (SwiftUI's completion callbacks fire) from ``logicalCompletionTime`` = 2π/√k (k alone, not k/m,
/// as SwiftUI writes it).
public struct SwiftUIInterpolatingSpring: Sendable, Hashable, Codable {
  /// How the settling duration of an under-damped spring is read.
  ///
  /// Both bound the envelope e^(−ζω₀t)·(1 + |A|) by ε = 0.001; they differ in the decay rate.
  public enum SettlingReading: String, Sendable, Hashable, Codable, CaseIterable {
    /// t = max(0, −ln(ε/(1 + |A|))/(ζω₀)): the time the envelope of the motion falls below ε, the
    /// bound the physics gives (the default).
    case envelope
    /// t = max(1, −ln(ε/(1 + |A|))/(ζ/ω₀)): OpenSwiftUI's transcription, **NOT ESTABLISHED**
    /// (`../shared/notes/platform-parity.md` §4 item 7). ζ/ω₀ is a time, not a rate, so this
    /// "duration" has units of 1/time; for `.interpolatingSpring(duration: 0.5, bounce: 0.3)` it is
    /// 136.27 s where the envelope bound is 0.863 s.
    case openSwiftUI
  }

  /// The mass m (> 0).
  public let mass: Double
  /// The stiffness k (> 0).
  public let stiffness: Double
  /// The damping c (≥ 0).
  public let damping: Double
  /// The initial velocity, in deltas per second (1 moves the whole delta in a second).
  public let initialVelocity: Double
  /// How ``duration`` is read for an under-damped spring.
  public let settlingReading: SettlingReading

  /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (no defaults for
  /// stiffness and damping, as in SwiftUI).
  ///
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` naming the parameter for a NaN or
  ///   infinite input, ``SwiftUIAnimationError/notPositive(_:_:)`` for mass or stiffness ≤ 0,
  ///   ``SwiftUIAnimationError/negative(_:_:)`` for a negative damping, and
  ///   ``SwiftUIAnimationError/notFinite(_:_:)`` naming the stiffness when k/m overflows.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    settlingReading: SettlingReading = .envelope
  ) throws(SwiftUIAnimationError) {
    for (parameter, value) in [(SwiftUIAnimationError.Parameter.mass, mass), (.stiffness, stiffness),
                               (.damping, damping), (.initialVelocity, initialVelocity)]
    where !value.isFinite {
      throw .notFinite(parameter, value)
    }
    guard mass > 0 else { throw .notPositive(.mass, mass) }
    guard stiffness > 0 else { throw .notPositive(.stiffness, stiffness) }
    guard damping >= 0 else { throw .negative(.damping, damping) }
    guard (stiffness / mass).isFinite, (mass * stiffness).isFinite else { throw .notFinite(.stiffness, stiffness / mass) }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.settlingReading = settlingReading
  }

  /// Decodes the five parameters and checks them as
  /// ``init(mass:stiffness:damping:initialVelocity:settlingReading:)`` does.
  ///
  /// - Throws: `DecodingError` for missing or mistyped fields; ``SwiftUIAnimationError`` for values
  ///   that initializer rejects.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      mass: container.decode(Double.self, forKey: .mass),
      stiffness: container.decode(Double.self, forKey: .stiffness),
      damping: container.decode(Double.self, forKey: .damping),
      initialVelocity: container.decode(Double.self, forKey: .initialVelocity),
      settlingReading: container.decode(SettlingReading.self, forKey: .settlingReading))
  }

  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping, initialVelocity, settlingReading
  }

  /// SwiftUI's `interpolatingSpring(duration:bounce:initialVelocity:)`: m = 1, k = (2π/duration)²,
  /// c = 2√k·ζ with ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
  ///
  /// - Throws: ``SwiftUIAnimationError`` naming `duration` unless 0 < duration < ∞, naming
  ///   `bounce` unless −1 < bounce ≤ 1 (ζ would be negative or infinite), and as
  ///   ``init(mass:stiffness:damping:initialVelocity:settlingReading:)``.
  public init(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0,
    settlingReading: SettlingReading = .envelope
  ) throws(SwiftUIAnimationError) {
    guard duration.isFinite else { throw .notFinite(.duration, duration) }
    guard duration > 0 else { throw .notPositive(.duration, duration) }
    guard bounce.isFinite else { throw .notFinite(.bounce, bounce) }
    guard bounce > -1, bounce <= 1 else { throw .outOfRange(.bounce, bounce) }
    let omega = 2 * Double.pi / duration
    let stiffness = omega * omega
    let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    try self.init(
      stiffness: stiffness, damping: 2 * stiffness.squareRoot() * ratio,
      initialVelocity: initialVelocity, settlingReading: settlingReading)
  }

  /// ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c/(2√(mk)).
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The unit response at `time` seconds: 0 at the start, → 1.
  ///
  /// - Precision: within a few ulps of the closed form times the terms' magnitude (e^(−ζω₀t)·(1 + |A|)).
  public func value(at time: Double) -> Double {
    let omega = naturalFrequency, zeta = dampingRatio
    if zeta >= 1 {
      return 1 - (1 + (omega - initialVelocity) * time) * .exp(-omega * time)
    }
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let a = (zeta * omega - initialVelocity) / omegaD
    return 1 - .exp(-zeta * omega * time) * (.cos(omegaD * time) + a * .sin(omegaD * time))
  }

  /// The derivative of ``value(at:)`` (deltas per second): e^(−ζω₀t)·(v₀ cos ω_d t + (ζω₀A + ω_d)·sin ω_d t)
  /// under-damped, e^(−ω₀t)·(v₀ + ω₀B·t) otherwise.
  ///
  /// - Precision: as ``value(at:)``, times ω₀.
  public func velocity(at time: Double) -> Double {
    let omega = naturalFrequency, zeta = dampingRatio
    if zeta >= 1 {
      return .exp(-omega * time) * (initialVelocity + omega * (omega - initialVelocity) * time)
    }
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let a = (zeta * omega - initialVelocity) / omegaD
    let lambda = zeta * omega
    return .exp(-lambda * time)
      * (initialVelocity * .cos(omegaD * time) + (lambda * a + omegaD) * .sin(omegaD * time))
  }

  /// The time from which SwiftUI reports the animation logically complete: 2π/√k.
  public var logicalCompletionTime: Double { 2 * Double.pi / stiffness.squareRoot() }

  /// Whether the animation is logically complete at `time`: time ≥ 2π/√k.
  public func isLogicallyComplete(at time: Double) -> Bool { time >= logicalCompletionTime }

  /// The settling duration SwiftUI ends the animation at (ε = 0.001), in seconds:
  ///
  /// - ζ = 0: +∞ (the spring never settles);
  /// - 0 < ζ < 1: as ``settlingReading`` says (``SettlingReading/envelope`` by default);
  /// - ζ ≥ 1: SwiftUI's grid search: the response is sampled every 0.1 s (times accumulated by
  ///   adding 0.1, at most 1024 samples); the result is the first grid time at which
  ///   |1 − value| < ε after which the samples stay below ε for more than 1 s (a later sample at or
  ///   above ε restarts the search).
  ///
  /// - Precision: the closed forms within a few ulps; the grid search exact to its grid.
  public var duration: Double {
    let epsilon = 0.001
    let zeta = dampingRatio
    guard zeta != 0 else { return .infinity }
    if zeta < 1 {
      let omega = naturalFrequency
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let a = (zeta * omega - initialVelocity) / omegaD
      let logBound = -Double.log(epsilon / (1 + abs(a)))
      switch settlingReading {
      case .envelope: return max(0, logBound / (zeta * omega))
      case .openSwiftUI: return max(logBound / (zeta / omega), 1)
      }
    }
    // SwiftUI's 0.1 s grid search; when its samples run out, the best time it found.
    return swiftUIGridSettlingTime(epsilon: epsilon) { abs(1 - value(at: $0)) }?.time ?? 0
  }
}

extension SwiftUIInterpolatingSpring {
  /// `interpolatingSpring(duration: 0.5, bounce: 0)`: m = 1, k = (4π)², c = 8π (ζ = 1).
  static let swiftUIDefault = SwiftUIInterpolatingSpring(
    validMass: 1, stiffness: 16 * Double.pi * Double.pi, damping: 8 * Double.pi)

  /// A spring from parameters known to be valid.
  private init(validMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = 0
    self.settlingReading = .envelope
  }
}
