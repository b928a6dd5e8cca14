/// A sine wave y(x, t) = A·sin(ω·x + φ + speed·t) + h: amplitude A, angular frequency ω (radians per
/// unit of x), phase φ, baseline h and phase velocity `speed` (radians per second).
///
/// Time-based: the wave moves at the same speed at any refresh rate. The per-frame form of code
/// that advances an offset once per displayed frame is ``advancedByFrames(_:phasePerFrame:)``.
///
/// ```swift
/// let wave = try SineWave(amplitude: 5, periods: 2.5, across: 375, baseline: 30, speed: 2)
/// var points = [SIMD2<Double>](repeating: .zero, count: wave.pointCount(width: 375, step: 1.0 / 3))
/// try wave.path(from: 0, width: 375, step: 1.0 / 3, at: 0.5, into: &points)   // no allocation
/// ```
public struct SineWave: Sendable, Hashable {
  public let amplitude: Double
  public let angularFrequency: Double
  public let phase: Double
  public let baseline: Double
  public let speed: Double

  /// - Throws: ``WaveError`` when a parameter is not finite.
  public init(amplitude: Double, angularFrequency: Double, phase: Double = 0, baseline: Double = 0, speed: Double = 0)
    throws(WaveError)
  {
    try WaveError.finite(amplitude, "amplitude")
    try WaveError.finite(angularFrequency, "angularFrequency")
    try WaveError.finite(phase, "phase")
    try WaveError.finite(baseline, "baseline")
    try WaveError.finite(speed, "speed")
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
    try WaveError.positive(wavelength, "wavelength")
    try self.init(amplitude: amplitude, angularFrequency: 2 * .pi / wavelength, phase: phase, baseline: baseline, speed: speed)
  }

  /// A wave with `periods` whole or partial periods across `width`: ω = 2π·periods/width.
  public init(amplitude: Double, periods: Double, across width: Double, phase: Double = 0, baseline: Double = 0,
              speed: Double = 0) throws(WaveError)
  {
    try WaveError.positive(width, "width")
    try WaveError.finite(periods, "periods")
    try self.init(amplitude: amplitude, angularFrequency: 2 * .pi * periods / width, phase: phase, baseline: baseline, speed: speed)
  }

  /// 2π/ω.
  public var wavelength: Double { 2 * .pi / angularFrequency }

  /// y at x and time t, with sin of the exactly reduced angle.
  ///
  /// - Precision: ≤ 1e-15·|A| + half an ulp of the result, for any phase and time (the angle
  ///   ω·x + φ + speed·t is formed and reduced modulo 2π in double-double).
  public func value(at x: Double, time t: Double = 0) -> Double {
    amplitude * angle(at: x, time: t).sinCos().sin + baseline
  }

  /// dy/dx = A·ω·cos(ω·x + φ + speed·t): the path's tangent direction.
  public func slope(at x: Double, time t: Double = 0) -> Double {
    amplitude * angularFrequency * angle(at: x, time: t).sinCos().cos
  }

  /// ω·x + φ + speed·t as a double-double.
  func angle(at x: Double, time t: Double) -> DoubleDouble {
    DoubleDouble.twoProduct(angularFrequency, x) + DoubleDouble.twoProduct(speed, t) + DoubleDouble(phase)
  }

  /// The wave after `frames` displayed frames of code that adds `phasePerFrame` to its phase once
  /// per frame (the original header's `offset += speed`): its speed depends on the refresh rate.
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
