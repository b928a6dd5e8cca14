import MotionCurvesCore

/// A spring's motion in numbers: the spring's damping ratio, natural frequency and regime, how
/// long the motion takes to settle and to play, and samples of it (what `curves spring --format
/// json` prints).
///
/// ```swift
/// let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
/// let motion = try SpringModel.jnw.motion(spring: spring, from: 30, to: 0)
/// let report = try SpringMotionReport(spring: spring, motion: motion, samples: motion.samples(at: [0, 0.25]))
/// report.duration       // 1.153: JNWSpringAnimation's baked duration
/// ```
///
/// Encodes as `{"dampingRatio", "naturalFrequency", "regime", "settlingDuration", "duration",
/// "samples": [{"t", "value", "velocity"}]}`, a number JSON cannot hold (∞, NaN) as `null`;
/// decoding reads `null` back as +∞ for the two durations (a motion that never settles) and as NaN
/// elsewhere.
public struct SpringMotionReport: Sendable, Hashable {
  /// The spring's ζ (``DampedSpring/dampingRatio``).
  public var dampingRatio: Double
  /// The spring's ω₀ in radians per second (``DampedSpring/naturalFrequency``).
  public var naturalFrequency: Double
  /// How the spring returns to rest.
  public var regime: DampedSpring.Regime
  /// The motion's ``Motion/settlingDuration(epsilon:)``, in seconds; +∞ when it never settles.
  public var settlingDuration: Double
  /// How long the motion plays (``Motion/duration(epsilon:)``), in seconds; +∞ when it never ends.
  public var duration: Double
  /// Samples of the motion.
  public var samples: [MotionSample<Double>]

  /// The report of `motion`, which `spring` makes, with `samples` of it; `epsilon` is the settling
  /// tolerance, a fraction of the distance.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public init(
    spring: DampedSpring, motion: any SettlingMotion<Double>, samples: [MotionSample<Double>], epsilon: Double = 1e-3
  ) throws(SamplingError) {
    dampingRatio = spring.dampingRatio
    naturalFrequency = spring.naturalFrequency
    regime = spring.regime
    settlingDuration = try motion.settlingDuration(epsilon: epsilon)
    duration = try motion.duration(epsilon: epsilon)
    self.samples = samples
  }
}

extension SpringMotionReport: Codable {
  enum CodingKeys: String, CodingKey {
    case dampingRatio, naturalFrequency, regime, settlingDuration, duration, samples
  }

  enum SampleKeys: String, CodingKey {
    case t, value, velocity
  }

  /// Reads the form ``encode(to:)`` writes.
  ///
  /// - Throws: `DecodingError` for a missing key or a value of the wrong type.
  public init(from decoder: any Decoder) throws {
    func number<Key>(_ container: KeyedDecodingContainer<Key>, _ key: Key, null: Double) throws -> Double {
      try container.decodeNil(forKey: key) ? null : container.decode(Double.self, forKey: key)
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    dampingRatio = try number(c, .dampingRatio, null: .nan)
    naturalFrequency = try number(c, .naturalFrequency, null: .nan)
    regime = try c.decode(DampedSpring.Regime.self, forKey: .regime)
    settlingDuration = try number(c, .settlingDuration, null: .infinity)
    duration = try number(c, .duration, null: .infinity)
    var list = try c.nestedUnkeyedContainer(forKey: .samples)
    samples = []
    while !list.isAtEnd {
      let s = try list.nestedContainer(keyedBy: SampleKeys.self)
      samples.append(
        MotionSample(
          time: try number(s, .t, null: .nan), value: try number(s, .value, null: .nan),
          velocity: try number(s, .velocity, null: .nan)))
    }
  }

  /// Writes `{"dampingRatio", "naturalFrequency", "regime", "settlingDuration", "duration",
  /// "samples": [{"t", "value", "velocity"}]}`, with `null` for a number that is not finite.
  public func encode(to encoder: any Encoder) throws {
    func put<Key>(_ value: Double, _ container: inout KeyedEncodingContainer<Key>, _ key: Key) throws {
      if value.isFinite { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try put(dampingRatio, &c, .dampingRatio)
    try put(naturalFrequency, &c, .naturalFrequency)
    try c.encode(regime, forKey: .regime)
    try put(settlingDuration, &c, .settlingDuration)
    try put(duration, &c, .duration)
    var list = c.nestedUnkeyedContainer(forKey: .samples)
    for sample in samples {
      var s = list.nestedContainer(keyedBy: SampleKeys.self)
      try put(sample.time, &s, .t)
      try put(sample.value, &s, .value)
      try put(sample.velocity, &s, .velocity)
    }
  }
}
