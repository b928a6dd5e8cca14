import MotionCurvesCore

/// A ``SineWave`` at one instant over [x0, x1]: the plane curve x ↦ (x, A·sin(ω·x + φ + speed·t) + h)
/// that ``SineWave/path(from:width:step:time:into:)-(_,_,_,_,[SIMD2<Double>])`` samples, as a
/// ``ParametricCurve`` in x with exact arc length (``ArcLengthCurve``).
///
/// ```swift
/// let wave = try SineWave(amplitude: 5, periods: 2.5, across: 375, baseline: 30, speed: 2)
/// let curve = try wave.curve(from: 0, width: 375, time: 0.5)
/// let stroke = curve.length                                  // 379.079…: what the path's stroke covers
/// let halfway = curve.parameter(atLength: stroke / 2)        // the x half the stroke reaches
/// let firstPeriod = curve.length(from: 0, to: 150)           // 151.631…
/// ```
///
/// The wave has two variables; its curve at one time has one, x, so it takes `at:` (see
/// <doc:Vocabulary>). ``SineWave/motion(x:)`` is the other way round: one x, over time.
public struct WaveCurve: ArcLengthCurve, Hashable {
  /// The wave.
  public let wave: SineWave
  /// The instant, in seconds.
  public let time: Double
  /// [x0, x1]: the stretch of the wave the curve covers.
  public let parameterRange: ClosedRange<Double>

  /// The wave at `time` over [x0, x0 + width]: ``SineWave/curve(from:width:time:)``.
  init(wave: SineWave, from x0: Double, width: Double, time: Double = 0) throws(WaveError) {
    try WaveError.finite(x0, .x0)
    try WaveError.finite(time, .time)
    try WaveError.positive(width, .width)
    let x1 = x0 + width
    guard x1.isFinite else { throw .notFinite(.width, width) }
    self.wave = wave
    self.time = time
    parameterRange = x0...x1
  }

  /// The point (x, y(x, t)) of the wave at x.
  ///
  /// - Precision: y as ``SineWave/value(x:time:)``.
  public func point(at x: Double) -> SIMD2<Double> { SIMD2(x, wave.value(x: x, time: time)) }

  /// (1, ∂y/∂x): the tangent, with the slope ``SineWave/slope(x:time:)``.
  public func derivative(at x: Double) -> SIMD2<Double> { SIMD2(1, wave.slope(x: x, time: time)) }

  /// (0, ∂²y/∂x²) = (0, −A·ω²·sin(ω·x + φ + speed·t)).
  ///
  /// - Precision: ≤ 1e-15·|A·ω²| + half an ulp, for any phase and time.
  public func secondDerivative(at x: Double) -> SIMD2<Double> {
    SIMD2(0, -wave.amplitude * wave.angularFrequency * wave.angularFrequency * wave.sinCos(x: x, time: time).sin)
  }
}

extension SineWave {
  /// The wave at time t over [x0, x0 + width] as a curve with exact arc length: the curve a path
  /// over the same stretch samples.
  ///
  /// - Throws: ``WaveError`` for a non-finite x0 or t, or a width that is not positive and finite
  ///   (or that carries x0 + width beyond the largest Double).
  public func curve(from x0: Double, width: Double, time t: Double = 0) throws(WaveError) -> WaveCurve {
    try WaveCurve(wave: self, from: x0, width: width, time: t)
  }
}
