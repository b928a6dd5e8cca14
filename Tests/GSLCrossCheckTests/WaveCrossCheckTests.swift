import CurveReference
import GSLOracle
import MotionCurves
import Testing

/// Waves against GSL: sin/cos by gsl_sf_sin_e/gsl_sf_cos_e at extreme phases, arc lengths by
/// gsl_integration_qags at extreme widths and frequencies.
@Suite("Waves against GSL")
struct WaveCrossCheckTests {
  @Test("values and slopes at phases up to 1e6 rad and beyond match GSL's sin and cos")
  func extremePhases() throws {
    var worst = 0.0
    for phase in [0.0, 1e3, 1e6, 1e6 + 0.5, -1e6, 1e9, 123_456_789.125] {
      let wave = try SineWave(amplitude: 2, angularFrequency: 1, phase: phase, baseline: 0)
      for x in stride(from: 0.0, through: 64, by: 0.25) {  // phase + x exact
        let sin = try GSLWaveOracle.sin(phase + x)
        let cos = try GSLWaveOracle.cos(phase + x)
        worst = max(worst, abs(wave.value(x: x) - 2 * sin.value))
        #expect(abs(wave.value(x: x) - 2 * sin.value) <= 2 * (1e-15 + sin.error))
        #expect(abs(wave.slope(x: x) - 2 * cos.value) <= 2 * (1e-15 + cos.error))
      }
    }
    print("wave values vs gsl_sf_sin_e at phases to 1e9: worst \(worst / 2)·A")
  }

  @Test("a 10⁶-point path at phase 1e6 against GSL's sin of every (exact) angle")
  func pathAgainstGSL() throws {
    let wave = try SineWave(amplitude: 1, angularFrequency: 1, phase: 1e6)
    let points = try wave.path(from: 0, width: 999_999.0 / 16, step: 1.0 / 16)
    var worst = 0.0
    for (i, point) in points.enumerated() where i % 7 == 0 {
      worst = max(worst, abs(point.y - (try GSLWaveOracle.sin(1e6 + point.x)).value))
    }
    #expect(points.count == 1_000_000)
    #expect(worst <= 1e-12)
    print("10⁶-point path vs GSL sin: worst \(worst)·A")
  }

  /// ∫ √(1 + y′²) over [0, x] by qags, piece by piece: half-period pieces (its extrapolation needs
  /// smooth, short intervals).
  static func qagsLength(_ wave: SineWave, to x: Double) throws -> Double {
    let pieces = max(1, Int((x * abs(wave.angularFrequency) / .pi).rounded(.up)))
    var reference = 0.0
    for k in 0..<pieces {
      let a = x * Double(k) / Double(pieces)
      let b = x * Double(k + 1) / Double(pieces)
      reference += try GSLWaveOracle.integrate(from: a, to: b, relativeTolerance: 1e-13) { x in
        let s = wave.slope(x: x)
        return (1 + s * s).squareRoot()
      }.value
    }
    return reference
  }

  static let lengthCases: [(amplitude: Double, omega: Double, phase: Double, width: Double)] = [
    (5.0, 2.5 * Double.pi / 375, 0.3, 375.0), (1, 1, 1e6, 1e4), (0.01, 100, 2, 3.3), (50, 0.001, -7, 1e6),
    (2, 20, 0, 1), (3, -0.7, 0.2, 43.3), (1e4, 3, 0.1, 5),
  ]

  @Test("arc length against qags at extreme widths and frequencies")
  func arcLength() throws {
    var worst = 0.0
    for (amplitude, omega, phase, width) in Self.lengthCases {
      let wave = try SineWave(amplitude: amplitude, angularFrequency: omega, phase: phase)
      let ours = try wave.curve(from: 0, width: width).length
      let reference = try Self.qagsLength(wave, to: width)
      worst = max(worst, abs(ours - reference) / reference)
      #expect(abs(ours - reference) <= 1e-11 * reference, "A = \(amplitude), ω = \(omega), width = \(width)")
    }
    print("arc length vs qags: worst relative difference \(worst)")
  }

  @Test("the x at a length (the ArcLengthCurve inverse): qags's length to it is that length")
  func inverseArcLength() throws {
    var worst = 0.0
    for (amplitude, omega, phase, width) in Self.lengthCases {
      let wave = try SineWave(amplitude: amplitude, angularFrequency: omega, phase: phase)
      let curve = try wave.curve(from: 0, width: width)
      let total = try Self.qagsLength(wave, to: width)
      for fraction in [0.03, 0.37, 0.5, 0.91] {
        let x = curve.parameter(atLength: fraction * total)
        let reached = try Self.qagsLength(wave, to: x)
        worst = max(worst, abs(reached - fraction * total) / total)
        #expect(abs(reached - fraction * total) <= 1e-11 * total, "A = \(amplitude), ω = \(omega), fraction \(fraction)")
      }
    }
    print("inverse arc length vs qags: worst |s(x) − s|/L \(worst)")
  }
}
