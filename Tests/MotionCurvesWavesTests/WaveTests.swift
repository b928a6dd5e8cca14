import CurveReference
import MotionCurvesWaves
import RealModule
import TestSupport
import Testing

@Suite("Sine waves")
struct WaveTests {
  @Test("validation: finite parameters, positive width, step and wavelength, buffers big enough")
  func validation() throws {
    #expect(throws: WaveError.notFinite(.amplitude, .infinity)) { try SineWave(amplitude: .infinity, angularFrequency: 1) }
    #expect(throws: WaveError.notPositive(.wavelength, 0)) { try SineWave(amplitude: 1, wavelength: 0) }
    #expect(throws: WaveError.notPositive(.width, -3)) { try SineWave(amplitude: 1, periods: 2, across: -3) }
    let wave = try SineWave(amplitude: 1, angularFrequency: 1)
    var small = [SIMD2<Double>](repeating: .zero, count: 10)
    #expect(throws: WaveError.tooManyPoints(needed: 101, available: 10)) { try wave.path(from: 0, width: 100, step: 1, into: &small) }
    #expect(throws: WaveError.notPositive(.step, 0)) { try wave.path(from: 0, width: 100, step: 0, into: &small) }
    #expect(throws: WaveError.notFinite(.time, .infinity)) { try wave.path(from: 0, width: 1, step: 1, time: .infinity, into: &small) }
    #expect(WaveError.notPositive(.width, 0).description == "width = 0.0 must be greater than 0")
    // Too many points is an error before anything is allocated.
    #expect(throws: WaveError.tooManyPoints(needed: Int.max, available: 100_000_000)) { try wave.path(from: 0, width: 1e12, step: 1e-3) }
  }

  @Test("point count: one per pixel, the end included: 375 pt at scale 3 is 1,126 points")
  func pointCount() {
    #expect(SineWave.pointCount(width: 375, step: 1.0 / 3) == 1126)
    #expect(SineWave.pointCount(width: 10, step: 1) == 11)
    #expect(SineWave.pointCount(width: 10.5, step: 1) == 12)  // 0…10 and the end 10.5
  }

  /// sin of an angle that is exactly a double, by libm: the independent reference.
  static func exactPath(_ amplitude: Double, _ phase: Double, _ step: Double, _ count: Int, _ baseline: Double) -> [Double] {
    (0..<count).map { amplitude * Double.sin(phase + Double($0) * step) + baseline }
  }

  @Test("10⁶ points at phase 1e6 rad: every point within 1e-12·A of sin (exact angles, ω = 1)")
  func millionPoints() throws {
    // ω = 1, step = 1/8 and an integer phase keep every angle 1e6 + n/8 exactly representable.
    for phase in [0.0, 1e6, -123_456_789] {
      let wave = try SineWave(amplitude: 7, angularFrequency: 1, phase: phase, baseline: -2)
      let count = 1_000_001
      var points = [SIMD2<Double>](repeating: .zero, count: count)
      var floats = [SIMD2<Float>](repeating: .zero, count: count)
      #expect(try wave.path(from: 0, width: Double(count - 1) / 8, step: 1.0 / 8, into: &points) == count)
      try wave.path(from: 0, width: Double(count - 1) / 8, step: 1.0 / 8, into: &floats)
      let reference = Self.exactPath(7, phase, 1.0 / 8, count, -2)
      var worst = (double: 0.0, float: 0.0)
      for i in 0..<count {
        #expect(points[i].x == Double(i) / 8)
        worst.double = max(worst.double, abs(points[i].y - reference[i]))
        worst.float = max(worst.float, abs(Double(floats[i].y) - reference[i]) - abs(reference[i]) * 0x1p-24)
      }
      #expect(worst.double <= 1e-12 * 7, "phase \(phase)")
      #expect(worst.float <= 1e-12 * 7)
      print("10⁶ points, phase \(phase): worst error \(worst.double / 7)·A (Double), Float beyond its rounding \(worst.float)")
    }
  }

  @Test("any ω, step and phase: the recurrence agrees with sin per point within 1e-12·A")
  func recurrence() throws {
    var rng = SeededRandom(seed: 12)
    for _ in 0..<50 {
      let wave = try SineWave(
        amplitude: Double.random(in: 0.1...50, using: &rng), angularFrequency: Double.random(in: -3...3, using: &rng),
        phase: Double.random(in: -1e7...1e7, using: &rng), baseline: 30, speed: Double.random(in: -5...5, using: &rng))
      let step = Double.random(in: 0.05...2, using: &rng)
      let t = Double.random(in: 0...100, using: &rng)
      let points = try wave.path(from: -17.25, width: 5000 * step + 0.3, step: step, time: t)
      for point in points {
        #expect(abs(point.y - wave.value(x: point.x, time: t)) <= 1e-12 * wave.amplitude + abs(wave.amplitude * wave.angularFrequency) * point.x.ulp)
      }
      #expect(points.last?.x == -17.25 + 5000 * step + 0.3)
    }
  }

  @Test("closed polygon, superposition and the per-frame offset form")
  func shapes() throws {
    let waves = try SineWave.header(width: 375)
    var closed = [SIMD2<Double>](repeating: .zero, count: 1128)
    #expect(try waves[0].closedPath(from: 0, width: 375, step: 1.0 / 3, time: 0.4, floor: SineWave.headerFloor, into: &closed) == 1128)
    #expect(closed[1126] == SIMD2(375, 40) && closed[1127] == SIMD2(0, 40))
    var sum = [SIMD2<Double>](repeating: .zero, count: 1126)
    try SineWave.superposedPath(waves, from: 0, width: 375, step: 1.0 / 3, time: 0.4, into: &sum)
    let a = try waves[0].path(from: 0, width: 375, step: 1.0 / 3, time: 0.4)
    let b = try waves[1].path(from: 0, width: 375, step: 1.0 / 3, time: 0.4)
    for i in 0..<1126 { #expect(abs(sum[i].y - (a[i].y + b[i].y)) <= 1e-13) }
  }

  @Test("the header preset is the original code: 1.1·A·sin(2.5πx/W + offset·π/W) + h and its twin")
  func header() throws {
    let width = 375.0
    let frames = 90
    let offset = Double(frames) * 2  // offset += 2 per frame
    let byFrames = try SineWave.headerAfterFrames(frames, width: width, speed: 2)
    let byTime = try SineWave.header(width: width, speed: 2, framesPerSecond: 60)
    for x in stride(from: 0.0, through: width, by: 12.5) {
      let first = 1.1 * 5 * Double.sin(2.5 * .pi * x / width + offset * .pi / width) + 30
      let second = 5 * Double.sin(2.5 * .pi * x / width + 3 * offset * .pi / width + .pi / 4) + 30
      #expect(abs(byFrames[0].value(x: x) - first) <= 1e-13)
      #expect(abs(byFrames[1].value(x: x) - second) <= 1e-13)
      // 90 frames at 60 Hz are 1.5 s.
      #expect(abs(byTime[0].value(x: x, time: 1.5) - first) <= 1e-12)
      #expect(abs(byTime[1].value(x: x, time: 1.5) - second) <= 1e-12)
    }
    // 1.25 periods across the width, as the code wrote it.
    #expect(abs(byTime[0].wavelength - width / 1.25) < 1e-12)
  }

  @Test("slope and arc length: closed forms and an independent Simpson sum")
  func slopeAndLength() throws {
    let wave = try SineWave(amplitude: 3, angularFrequency: 0.7, phase: 0.2, baseline: 1)
    #expect(abs(wave.slope(x: 2) - 3 * 0.7 * Double.cos(0.7 * 2 + 0.2)) < 1e-15)
    #expect(try SineWave(amplitude: 0, angularFrequency: 5).curve(from: 2, width: 7).length == 7)
    // Composite Simpson with 2·10⁶ panels as the reference.
    for (x0, x1) in [(0.0, 1.0), (-3.3, 40), (0, 2 * .pi / 0.7), (5, 4)] {
      let reference = simpson({ x in
        let slope = wave.slope(x: x)
        return (1 + slope * slope).squareRoot()
      }, from: x0, to: x1, intervals: 2_000_000)
      let curve = try wave.curve(from: min(x0, x1), width: abs(x1 - x0))
      #expect(abs(curve.length(from: x0, to: x1) - reference) <= 1e-10 * abs(reference), "[\(x0), \(x1)]")
    }
    // ω < 0: the angle runs backwards along x, and the length is that of the stretch it covers.
    let backwards = try SineWave(amplitude: 3, angularFrequency: -0.7, phase: 0.2, baseline: 1)
    for (x0, x1) in [(0.0, 1.0), (-3.3, 40), (2, 2.5)] {
      let reference = simpson({ x in
        let slope = backwards.slope(x: x)
        return (1 + slope * slope).squareRoot()
      }, from: x0, to: x1, intervals: 2_000_000)
      let length = try backwards.curve(from: x0, width: x1 - x0).length
      #expect(abs(length - reference) <= 1e-10 * reference, "ω < 0 over [\(x0), \(x1)]: \(length) vs \(reference)")
    }
  }
}
