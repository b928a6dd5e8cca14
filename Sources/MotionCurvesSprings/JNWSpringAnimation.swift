import MotionCurvesCore
import RealModule

/// JNWSpringAnimation, exactly as it baked its keyframes, and as Core Animation played them.
///
/// Per component, with Δ = to − from (from and to pass through 32-bit `Float`):
/// x(t) = from + Δ − Δ·e^(−c·t/2m)·cos(ω·t), ω = √(k/m − c²/4m²), and ω = 0 when the radicand is
/// negative. It has no sine term (the motion does not start at rest) and turns an over-damped spring
/// into a single exponential. It samples every millisecond: with prev = 0 and t = 0, compute
/// p = x(t); stop when |p − prev| ≤ 1e-4·|Δ| and |prev − to| ≤ 1e-4·|Δ|; else keep p, set prev = p,
/// and advance t by 1 ms. The duration is the number of samples times 1 ms; the samples become a
/// `CAKeyframeAnimation`, which spaces them evenly over that duration and interpolates linearly.
///
/// ```swift
/// let animation = try JNWSpringAnimation(damping: 16, stiffness: 16, mass: 1, from: 30, to: 0)
/// animation.duration                        // 1.153 s
/// animation.value(at: 0.25)                 // what is on screen then
/// ```
///
/// Encodes as its five parameters; decoding bakes the keyframes again.
public struct JNWSpringAnimation: SettlingMotion, Hashable {
  /// Damping c.
  public let damping: Double
  /// Stiffness k.
  public let stiffness: Double
  /// Mass m.
  public let mass: Double
  /// The start value, rounded to `Float` as JNWSpringAnimation kept it.
  public let from: Double
  /// The end value, rounded to `Float`.
  public let to: Double
  /// The baked values, one per millisecond from t = 0.
  public let keyframes: [Double]

  /// The animation JNWSpringAnimation bakes; its defaults are damping 30, stiffness 300, mass 5.
  ///
  /// - Throws: ``SpringError`` naming the parameter when mass or stiffness is not > 0, damping is
  ///   negative, or a value is not finite; ``SpringError/beyondFloat(_:_:)`` for an end beyond the
  ///   32-bit range (±3.4e38) it keeps values in.
  /// - Complexity: one evaluation of the formula per millisecond of the duration (an hour at most).
  public init(damping: Double = 30, stiffness: Double = 300, mass: Double = 5, from: Double, to: Double)
    throws(SpringError)
  {
    _ = try DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
    try SpringError.finite(from, .from)
    try SpringError.finite(to, .to)
    guard Float(from).isFinite else { throw .beyondFloat(.from, from) }
    guard Float(to).isFinite else { throw .beyondFloat(.to, to) }
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
      let p = Self.formula(damping: damping, stiffness: stiffness, mass: mass, from: self.from, to: self.to, time: t)
      if abs(p - previous) <= threshold && abs(previous - self.to) <= threshold { break }
      frames.append(p)
      previous = p
      t += 0.001
    }
    keyframes = frames
  }

  /// JNWSpringAnimation's formula at time t.
  public static func formula(damping c: Double, stiffness k: Double, mass m: Double, from: Double, to: Double, time t: Double) -> Double {
    let delta = to - from
    let radicand = k / m - c * c / (4 * m * m)
    let omega = radicand > 0 ? radicand.squareRoot() : 0
    return from + delta - delta * Double.exp(-c * t / (2 * m)) * Double.cos(omega * t)
  }

  /// The baked duration: one millisecond per keyframe.
  public var duration: Double { Double(keyframes.count) * 0.001 }

  /// What is on screen at time t: Core Animation spaces the keyframes evenly over the duration
  /// (keyframe i at i·duration/(count − 1)) and interpolates linearly; `to` once it is over.
  ///
  /// - Complexity: O(1).
  public func value(at t: Double) -> Double {
    guard keyframes.count > 1 else { return keyframes.first ?? to }
    guard t > 0 else { return keyframes[0] }
    guard t < duration else { return to }
    let position = t / duration * Double(keyframes.count - 1)
    let index = min(Int(position.rounded(.down)), keyframes.count - 2)
    let f = position - Double(index)
    return keyframes[index] + f * (keyframes[index + 1] - keyframes[index])
  }

  /// The slope of what is on screen, in units per second (0 before the start and once it is over).
  public func velocity(at t: Double) -> Double {
    guard keyframes.count > 1, t >= 0, t < duration else { return 0 }
    let spacing = duration / Double(keyframes.count - 1)
    let index = min(Int((t / spacing).rounded(.down)), keyframes.count - 2)
    return (keyframes[index + 1] - keyframes[index]) / spacing
  }

  /// The baked time (1 ms per keyframe) of the first keyframe from which every keyframe stays
  /// within `epsilon`·|to − from| of `to`: (i + 1) ms for the last keyframe i outside that band.
  ///
  /// Measured on the baked keyframes, as JNWSpringAnimation's own stop rule is; on screen Core
  /// Animation stretches the keyframes by count/(count − 1), within 0.1 % for any animation of a
  /// second or more.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    let band = epsilon * abs(to - from)
    let lastOutside = keyframes.lastIndex { abs($0 - to) > band }
    return lastOutside.map { Double($0 + 1) * 0.001 } ?? 0
  }

  /// ``duration``, the baked duration, whatever `epsilon`.
  public func duration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    return duration
  }
}

extension JNWSpringAnimation: Codable {
  enum CodingKeys: String, CodingKey {
    case damping, stiffness, mass, from, to
  }

  /// Reads `{"damping": 16, "stiffness": 16, "mass": 1, "from": 30, "to": 0}` (damping, stiffness
  /// and mass optional, with JNWSpringAnimation's defaults 30, 300 and 5) and bakes it.
  ///
  /// - Throws: ``SpringError`` for a value out of range, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      damping: c.decodeIfPresent(Double.self, forKey: .damping) ?? 30,
      stiffness: c.decodeIfPresent(Double.self, forKey: .stiffness) ?? 300,
      mass: c.decodeIfPresent(Double.self, forKey: .mass) ?? 5,
      from: c.decode(Double.self, forKey: .from), to: c.decode(Double.self, forKey: .to))
  }

  /// Writes the five parameters (from and to as rounded to `Float`); not the keyframes.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(damping, forKey: .damping)
    try c.encode(stiffness, forKey: .stiffness)
    try c.encode(mass, forKey: .mass)
    try c.encode(from, forKey: .from)
    try c.encode(to, forKey: .to)
  }
}
