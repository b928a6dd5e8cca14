import MotionCurvesCore
import MotionCurvesSprings

/// SwiftUI's `Spring` value (iOS 17, macOS 14): a damped spring written in SwiftUI's parameters,
/// with SwiftUI's conversions, presets and settling rule, and its exact motion.
///
/// ```swift
/// let spring = SwiftUISpring.bouncy                 // duration 0.5, bounce 0.3
/// spring.stiffness                                  // 157.91367… = (2π/0.5)²
/// spring.value(target: 1, time: 0.25)               // the exact motion from 0 toward 1
/// spring.settlingDuration                           // 1.0447…, SwiftUI's envelope bound
/// ```
///
/// The spring is a ``DampedSpring`` (``dampedSpring``: mass m, stiffness k, damping c), so every
/// conversion is the one of `../shared/notes/platform-parity.md` §2.1 (OpenSwiftUI's
/// `Spring/Respring/*.swift`): k = m·ω₀², c = 2mλ with ω₀ = 2π/duration and λ = ζ·ω₀. Two springs
/// are equal when their mass, stiffness and damping are. A spring encodes as
/// `{"mass": …, "stiffness": …, "damping": …}` and decodes from any parameterization
/// ``DampedSpring`` reads (`{"duration": 0.5, "bounce": 0.3}`, `{"response": …, "dampingRatio": …}` …).
///
/// SwiftUI keeps (ω_d, λ, m) with the sign of ω_d telling the regime; here the regime is
/// ``regime``: a damping ratio within 8 ulps (1.8e-15) of 1 counts as critically damped, since
/// the conversion to (m, k, c) rounds ζ = 1 by an ulp or two. (Named `SwiftUISpring` so that it
/// never meets SwiftUI's `Spring`.)
public struct SwiftUISpring: Sendable, Hashable {
  /// The spring as mass, stiffness and damping (its canonical form).
  public let dampedSpring: DampedSpring

  /// The spring `dampedSpring`, as SwiftUI would hold it (mass, stiffness and damping unchanged).
  public init(_ dampedSpring: DampedSpring) {
    self.dampedSpring = dampedSpring.canonical
  }

  /// SwiftUI's `Spring(duration:bounce:)`: ζ = 1 − bounce for 0 ≤ bounce ≤ 1, ζ = 0 (undamped) for
  /// bounce > 1, ζ = 1/(1 + bounce) for −1 < bounce < 0; k = (2π/duration)², c = 4πζ/duration, m = 1.
  ///
  /// SwiftUI gives bounce ≤ −1 an infinite damping ratio (ζ = ∞, a spring that never moves, with
  /// NaN parameters); here it is an error.
  ///
  /// - Precision: k and c within 1e-15, relative, of (2π/duration)² and 4πζ/duration.
  /// - Throws: ``SpringError/notPositive(_:_:)`` for duration ≤ 0, ``SpringError/notFinite(_:_:)``
  ///   for NaN or infinite parameters, ``SpringError/bounceOutOfRange(_:)`` for bounce ≤ −1,
  ///   ``SpringError/derivedOutOfRange(_:_:derived:)`` when a duration near 0 (below about 1e-154)
  ///   makes k overflow.
  public init(duration: Double = 0.5, bounce: Double = 0) throws(SpringError) {
    try SpringError.positive(duration, .duration)
    try SpringError.finite(bounce, .bounce)
    guard bounce > -1 else { throw .bounceOutOfRange(bounce) }
    let dampingRatio = bounce <= 1 ? DampedSpring.dampingRatio(bounce: bounce) : 0
    try self.init(response: duration, dampingRatio: dampingRatio, parameter: .duration)
  }

  /// SwiftUI's `Spring(response:dampingRatio:)`: the same conversion with duration = response:
  /// k = (2π/response)², c = 4π·dampingRatio/response, m = 1.
  ///
  /// - Precision: k and c within 1e-15, relative, of the exact conversion.
  /// - Throws: ``SpringError`` when response ≤ 0, dampingRatio < 0 or either is not finite, or when
  ///   a response near 0 makes k overflow.
  public init(response: Double, dampingRatio: Double) throws(SpringError) {
    try SpringError.positive(response, .response)
    try SpringError.nonNegative(dampingRatio, .dampingRatio)
    try self.init(response: response, dampingRatio: dampingRatio, parameter: .response)
  }

  /// Builds k = (2π/response)², c = 4πζ/response with m = 1, naming `parameter` when they overflow.
  private init(response: Double, dampingRatio: Double, parameter: SpringError.Parameter) throws(SpringError) {
    let omega0 = 2 * Double.pi / response
    let stiffness = omega0 * omega0
    let damping = 2 * dampingRatio * omega0
    guard stiffness.isFinite && stiffness > 0 else {
      throw .derivedOutOfRange(parameter, response, derived: .stiffness)
    }
    guard damping.isFinite else { throw .derivedOutOfRange(parameter, response, derived: .damping) }
    try self.init(DampedSpring(mass: 1, stiffness: stiffness, damping: damping))
  }

  /// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`. When the damping exceeds the
  /// critical damping 2√(km) and `allowOverDamping` is false, SwiftUI silently makes the spring
  /// critically damped, and so does this initializer (c = 2√(km)); with `allowOverDamping` the
  /// spring keeps its damping.
  ///
  /// - Throws: ``SpringError`` when mass or stiffness is not > 0, damping is negative, or any is
  ///   not finite (SwiftUI would give NaN parameters).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) throws(SpringError) {
    let spring = try DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
    if !allowOverDamping && damping > spring.criticalDamping {
      try self.init(DampedSpring(mass: mass, stiffness: stiffness, damping: spring.criticalDamping))
    } else {
      self.init(spring)
    }
  }

  /// The mass m (1 unless the spring was created with another).
  public var mass: Double { dampedSpring.mass }

  /// The stiffness k = m·ω₀² (SwiftUI: m(ω_d² + λ²), the same for under- and critically damped
  /// springs; for over-damped ones SwiftUI's getter, as OpenSwiftUI transcribes it, returns
  /// m(2λ² − ω₀²), not the k the spring moves with — this returns k).
  public var stiffness: Double { dampedSpring.stiffness }

  /// The damping c = 2mλ.
  public var damping: Double { dampedSpring.damping }

  /// The perceptual duration 2π/ω₀ (SwiftUI's `duration`), within 1e-15 relative.
  public var duration: Double { dampedSpring.perceptualDuration }

  /// SwiftUI's `response`: the same number as ``duration``, 2π/ω₀.
  public var response: Double { dampedSpring.perceptualDuration }

  /// The damping ratio ζ = λ/ω₀ = c/(2√(km)), within 3 ulps.
  public var dampingRatio: Double { dampedSpring.dampingRatio }

  /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped (negative, above −1).
  public var bounce: Double { dampedSpring.bounce }

  /// Whether the spring oscillates (ζ < 1), is critically damped (ζ within 8 ulps of 1) or
  /// creeps (ζ > 1): SwiftUI's sign of ω_d, which picks the closed form and the settling rule.
  public var regime: DampedSpring.Regime {
    let zeta = dampingRatio
    if abs(zeta - 1) <= 8 * Double.ulpOfOne { return .criticallyDamped }
    return zeta < 1 ? .underDamped : .overDamped
  }
}

extension SwiftUISpring: Codable {
  /// Reads any parameterization ``DampedSpring`` reads (`{"duration": 0.5, "bounce": 0.3}`,
  /// `{"mass": 1, "stiffness": 100, "damping": 10}` …).
  ///
  /// - Throws: as `DampedSpring.init(from:)`.
  public init(from decoder: any Decoder) throws {
    self.init(try DampedSpring(from: decoder))
  }

  /// Writes `{"mass": …, "stiffness": …, "damping": …}`.
  public func encode(to encoder: any Encoder) throws {
    try dampedSpring.encode(to: encoder)
  }
}
