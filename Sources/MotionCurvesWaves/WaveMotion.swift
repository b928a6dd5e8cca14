import MotionCurvesCore

/// One point of a moving ``SineWave``: the y of the wave at a fixed x, over time, as a ``Motion``.
///
/// ```swift
/// let wave = try SineWave(amplitude: 5, wavelength: 150, baseline: 30, speed: 2)
/// let point = wave.motion(x: 75)
/// point.value(at: 0.5)            // wave.value(x: 75, time: 0.5)
/// point.velocity(at: 0.5)         // wave.velocity(x: 75, time: 0.5)
/// ```
public struct WaveMotion: Motion, Hashable, Codable {
  /// The wave.
  public let wave: SineWave
  /// Where along the wave the point is.
  public let x: Double

  /// The point of `wave` at `x` (``SineWave/motion(x:)``).
  public init(wave: SineWave, x: Double) {
    self.wave = wave
    self.x = x
  }

  /// y at time t: ``SineWave/value(x:time:)``.
  public func value(at t: Double) -> Double { wave.value(x: x, time: t) }

  /// ∂y/∂t at time t: ``SineWave/velocity(x:time:)``.
  public func velocity(at t: Double) -> Double { wave.velocity(x: x, time: t) }

  /// 0 for a point that does not move (amplitude or speed 0), +∞ otherwise: a wave never settles.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    return wave.amplitude == 0 || wave.speed == 0 ? 0 : .infinity
  }
}
