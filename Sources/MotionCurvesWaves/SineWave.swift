import MotionCurvesCore

/// A sine wave y(x, t) = A·sin(ω·x + φ + speed·t) + h: amplitude A, angular frequency ω (radians per
/// unit of x), phase φ, baseline h and phase velocity `speed` (radians per second).
///
/// Time-based: the wave moves at the same speed at any refresh rate. The per-frame form of code
/// that advances an offset once per displayed frame is ``advancedByFrames(_:phasePerFrame:)``.
///
/// ```swift
/// let wave = try SineWave(amplitude: 5, periods: 2.5, across: 375, baseline: 30, speed: 2)
/// var points = [SIMD2<Double>](repeating: .zero, count: SineWave.pointCount(width: 375, step: 1.0 / 3))
/// try wave.path(from: 0, width: 375, step: 1.0 / 3, time: 0.5, into: &points)   // no allocation
/// wave.value(x: 100, time: 0.5)
/// ```
///
/// The wave has two variables, so both are named: `x:` along the wave and `time:` in seconds (see
/// <doc:Vocabulary>). ``slope(x:time:)`` is the path's tangent ∂y/∂x; ``velocity(x:time:)`` is how
/// fast a point moves, ∂y/∂t; ``motion(x:)`` is that point as a ``Motion``. A wave encodes as its
/// five parameters.
public struct SineWave: Sendable, Hashable, Codable {
  /// Amplitude A.
  public let amplitude: Double
  /// Angular frequency ω, in radians per unit of x.
  public let angularFrequency: Double
  /// Phase φ, in radians.
  public let phase: Double
  /// Baseline h.
  public let baseline: Double
  /// Phase velocity, in radians per second.
  public let speed: Double

  /// The wave y = A·sin(ω·x + φ + speed·t) + h.
  ///
  /// - Throws: ``WaveError`` when a parameter is not finite.
  public init(amplitude: Double, angularFrequency: Double, phase: Double = 0, baseline: Double = 0, speed: Double = 0)
    throws(WaveError)
  {
    try WaveError.finite(amplitude, .amplitude)
    try WaveError.finite(angularFrequency, .angularFrequency)
    try WaveError.finite(phase, .phase)
    try WaveError.finite(baseline, .baseline)
    try WaveError.finite(speed, .speed)
    self.amplitude = amplitude
    self.angularFrequency = angularFrequency
    self.phase = phase
    self.baseline = baseline
    self.speed = speed
  }

  /// A wave given by its wavelength L: ω = 2π/L.
  public init(amplitude: Double, wavelength: Double, phase: Double = 0, baseline: Double = 0, speed: Double = 0)
    throws(WaveError)
  {
    try WaveError.positive(wavelength, .wavelength)
    try self.init(amplitude: amplitude, angularFrequency: 2 * .pi / wavelength, phase: phase, baseline: baseline, speed: speed)
  }

  /// A wave with `periods` whole or partial periods across `width`: ω = 2π·periods/width.
  public init(amplitude: Double, periods: Double, across width: Double, phase: Double = 0, baseline: Double = 0,
              speed: Double = 0) throws(WaveError)
  {
    try WaveError.positive(width, .width)
    try WaveError.finite(periods, .periods)
    try self.init(amplitude: amplitude, angularFrequency: 2 * .pi * periods / width, phase: phase, baseline: baseline, speed: speed)
  }

  /// 2π/ω (±∞ for ω = 0).
  public var wavelength: Double { 2 * .pi / angularFrequency }

  /// y at x and time t, with sin of the exactly reduced angle.
  ///
  /// - Precision: ≤ 1e-15·|A| + half an ulp of the result, for any phase and time (the angle
  ///   ω·x + φ + speed·t is formed and reduced modulo 2π in double-double).
  public func value(x: Double, time t: Double = 0) -> Double {
    amplitude * sinCos(x: x, time: t).sin + baseline
  }

  /// ∂y/∂x = A·ω·cos(ω·x + φ + speed·t): the slope of the path, its tangent direction.
  ///
  /// - Precision: ≤ 1e-15·|A·ω| + half an ulp of the result, for any phase and time.
  public func slope(x: Double, time t: Double = 0) -> Double {
    amplitude * angularFrequency * sinCos(x: x, time: t).cos
  }

  /// ∂y/∂t = A·speed·cos(ω·x + φ + speed·t): how fast the point of the wave at x moves, in units
  /// per second.
  ///
  /// - Precision: ≤ 1e-15·|A·speed| + half an ulp of the result, for any phase and time.
  public func velocity(x: Double, time t: Double = 0) -> Double {
    amplitude * speed * sinCos(x: x, time: t).cos
  }

  /// The point of the wave at `x` moving over time, as a ``Motion``.
  public func motion(x: Double) -> WaveMotion { WaveMotion(wave: self, x: x) }

  /// ω·x + φ + speed·t as a double-double.
  func angle(x: Double, time t: Double) -> DoubleDouble {
    DoubleDouble.twoProduct(angularFrequency, x) + DoubleDouble.twoProduct(speed, t) + DoubleDouble(phase)
  }

  /// sin and cos of ω·x + φ + speed·t, reduced exactly for any finite x and t, also where ω·x or
  /// speed·t is beyond the largest Double.
  func sinCos(x: Double, time t: Double) -> (sin: Double, cos: Double) {
    DoubleDouble.sinCos(angularFrequency, x, plus: speed, t, plus: phase)
  }

  /// The wave after `frames` displayed frames of code that adds `phasePerFrame` to its phase once
  /// per frame (the original header's `offset += speed`): its speed depends on the refresh rate.
  ///
  /// - Precision: the phase frames·phasePerFrame + φ is formed and reduced modulo 2π in
  ///   double-double, then rounded once.
  public func advancedByFrames(_ frames: Int, phasePerFrame: Double) -> SineWave {
    let moved = (DoubleDouble.twoProduct(Double(frames), phasePerFrame) + DoubleDouble(phase)).reducedModulo2Pi
    return SineWave(validated: amplitude, angularFrequency, moved.value, baseline, speed)
  }

  init(validated amplitude: Double, _ omega: Double, _ phase: Double, _ baseline: Double, _ speed: Double) {
    self.amplitude = amplitude
    self.angularFrequency = omega
    self.phase = phase
    self.baseline = baseline
    self.speed = speed
  }
}

extension SineWave {
  enum CodingKeys: String, CodingKey {
    case amplitude, angularFrequency, phase, baseline, speed
  }

  /// Reads `{"amplitude": 5, "angularFrequency": 0.02}` with optional `phase`, `baseline` and
  /// `speed` (default 0).
  ///
  /// - Throws: ``WaveError`` for a parameter that is not finite, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      amplitude: c.decode(Double.self, forKey: .amplitude), angularFrequency: c.decode(Double.self, forKey: .angularFrequency),
      phase: c.decodeIfPresent(Double.self, forKey: .phase) ?? 0, baseline: c.decodeIfPresent(Double.self, forKey: .baseline) ?? 0,
      speed: c.decodeIfPresent(Double.self, forKey: .speed) ?? 0)
  }
}
