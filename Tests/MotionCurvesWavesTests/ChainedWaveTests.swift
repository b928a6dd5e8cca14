import CurveReference
import MotionCurvesWaves
import RealModule
import Testing

/// `SineWave.path` (eight rotation chains) against sin of exactly representable angles by libm
/// (independent of the library), and against the exactly reduced `value(x:time:)` per point at
/// grid positions x0 + n·step formed here: y within the stated bound 2.4e-14·|A| +
/// |A·ω|·(ulp(n·step) + ulp(x))/2 + half an ulp of y.
@Suite("Sine wave paths by eight rotation chains")
struct ChainedWaveTests {
  /// The documented bound of `path` at a point.
  static func bound(_ wave: SineWave, x: Double, offset: Double, y: Double) -> Double {
    2.4e-14 * abs(wave.amplitude) + abs(wave.amplitude * wave.angularFrequency) * (offset.ulp + x.ulp) / 2 + y.ulp / 2
  }

  @Test("exact angles 1e6 + n/8 and others, odd counts: every point within the bound of libm's sin")
  func exactAngles() throws {
    // ω = 1, step = 1/8, x0 = 0 and an integer phase keep every angle phase + n/8 a double, so
    // libm's sin of it (correctly rounded to within an ulp) is an independent reference.
    for phase in [0.0, 1e6, -123_456_789, 1e9 + 3] {
      for count in [1, 2, 7, 8, 9, 255, 256, 257, 1023, 100_003] {
        let wave = try SineWave(amplitude: 7, angularFrequency: 1, phase: phase, baseline: -2)
        // count = 1: x = 0 on the grid and the end 1/16 off it.
        let width = count == 1 ? 1.0 / 16 : Double(count - 1) / 8
        let expected = count == 1 ? 2 : count
        var points = [SIMD2<Double>](repeating: .zero, count: expected + 3)
        var floats = [SIMD2<Float>](repeating: .zero, count: expected)
        #expect(try wave.path(from: 0, width: width, step: 1.0 / 8, into: &points) == expected)
        #expect(try wave.path(from: 0, width: width, step: 1.0 / 8, into: &floats) == expected)
        var worst = (double: 0.0, float: 0.0)
        for i in 0..<expected {
          let x = i == expected - 1 ? width : Double(i) / 8
          let reference = 7 * Double.sin(phase + x) - 2
          #expect(points[i].x == x)
          let error = abs(points[i].y - reference)
          worst.double = max(worst.double, error)
          #expect(error <= Self.bound(wave, x: x, offset: x, y: reference) + reference.ulp, "phase \(phase), n = \(i) of \(count)")
          let floatError = abs(Double(floats[i].y) - reference) - abs(reference) * 0x1p-24
          worst.float = max(worst.float, floatError)
          #expect(floats[i].x == Float(x))
        }
        #expect(worst.float <= 2.4e-14 * 7 + 2e-15)
        #expect(points[expected] == .zero)  // nothing written past the path
        if count == 100_003 { print("chains, 100,003 points at phase \(phase): worst \(worst.double / 7)·A, Float beyond its rounding \(worst.float)") }
      }
    }
  }

  @Test("seeded waves, phases to ±1e7 and 1e6, off-grid ends: the grid's x, y within the bound of the exact value")
  func seededWaves() throws {
    var rng = SeededRandom(seed: 1515)
    var worst = 0.0
    for trial in 0..<120 {
      let phase = trial % 4 == 0 ? 1e6 + Double(trial) : Double.random(in: -1e7...1e7, using: &rng)
      let wave = try SineWave(
        amplitude: Double.random(in: 0.1...50, using: &rng), angularFrequency: Double.random(in: -3...3, using: &rng),
        phase: phase, baseline: Double.random(in: -40...40, using: &rng), speed: Double.random(in: -5...5, using: &rng))
      let step = Double.random(in: 0.05...2, using: &rng)
      let t = Double.random(in: 0...100, using: &rng)
      let x0 = Double.random(in: -500...500, using: &rng)
      let steps = Int.random(in: 1...3000, using: &rng)  // any count, mostly not a multiple of 8
      let offGrid = trial % 3 != 0
      let width = Double(steps) * step + (offGrid ? Double.random(in: 0.01...0.9, using: &rng) * step : 0)
      let count = SineWave.pointCount(width: width, step: step)
      var points = [SIMD2<Double>](repeating: .zero, count: count)
      var floats = [SIMD2<Float>](repeating: .zero, count: count)
      #expect(try wave.path(from: x0, width: width, step: step, time: t, into: &points) == count)
      try wave.path(from: x0, width: width, step: step, time: t, into: &floats)
      for i in 0..<count {
        // The grid: x0 + n·step, and x0 + width for an end off the grid.
        let last = offGrid && i == count - 1
        let x = last ? x0 + width : x0 + Double(i) * step
        let offset = last ? 0 : Double(i) * step  // n·step, rounded
        #expect(points[i].x == x)
        #expect(floats[i].x == Float(x))
        // The exactly reduced value at the x written (its own bound 1e-15·|A| + half an ulp).
        let exact = wave.value(x: x, time: t)
        let slack = 1e-15 * wave.amplitude + exact.ulp / 2
        #expect(abs(points[i].y - exact) <= Self.bound(wave, x: x, offset: offset, y: exact) + slack, "trial \(trial), n = \(i)")
        #expect(abs(Double(floats[i].y) - points[i].y) <= abs(points[i].y) * 0x1p-24)
        worst = max(worst, abs(points[i].y - exact) / wave.amplitude)
      }
    }
    print("paths on 120 seeded waves: worst difference from the exactly reduced value \(worst)·A")
  }

  @Test("angles beyond 2¹⁰⁰⁰ rad and amplitudes near the largest Double: finite, and the exact value per point")
  func extremes() throws {
    // ω·x beyond 2¹⁰⁰⁰: every point's angle is reduced on its own, at the x written.
    let far = try SineWave(amplitude: 3, angularFrequency: 1e300, phase: 1)
    var points = [SIMD2<Double>](repeating: .zero, count: 301)
    try far.path(from: 1e10, width: 300, step: 1, into: &points)
    for (i, point) in points.enumerated() {
      #expect(point.x == 1e10 + Double(i))
      #expect(point.y == far.value(x: point.x), "n = \(i)")
    }
    // |A| near the largest Double: sin's rounding past ±1 must not overflow.
    let huge = try SineWave(amplitude: .greatestFiniteMagnitude, angularFrequency: 0.001, phase: .pi / 2)
    var large = [SIMD2<Double>](repeating: .zero, count: 2001)
    try huge.path(from: 0, width: 2000, step: 1, into: &large)
    for (i, point) in large.enumerated() {
      #expect(point.y.isFinite)
      let exact = huge.value(x: point.x)
      #expect(abs(point.y - exact) <= 2.4e-14 * huge.amplitude + abs(exact.ulp), "n = \(i)")
    }
  }

  @Test("validation: the errors, before anything is written")
  func validation() throws {
    let wave = try SineWave(amplitude: 1, angularFrequency: 1)
    var small = [SIMD2<Double>](repeating: .zero, count: 10)
    var floats = [SIMD2<Float>](repeating: .zero, count: 10)
    #expect(throws: WaveError.tooManyPoints(needed: 101, available: 10)) { try wave.path(from: 0, width: 100, step: 1, into: &small) }
    #expect(throws: WaveError.tooManyPoints(needed: 101, available: 10)) { try wave.path(from: 0, width: 100, step: 1, into: &floats) }
    #expect(throws: WaveError.notPositive(.step, 0)) { try wave.path(from: 0, width: 100, step: 0, into: &small) }
    #expect(throws: WaveError.notFinite(.time, .infinity)) { try wave.path(from: 0, width: 1, step: 1, time: .infinity, into: &small) }
    #expect(throws: WaveError.notFinite(.x0, -.infinity)) { try wave.path(from: -.infinity, width: 1, step: 1, into: &small) }
    #expect(small == [SIMD2<Double>](repeating: .zero, count: 10))
  }
}
