import CurveReference
import GSLOracle
import MotionCurves
import RealModule

/// `wave.path` (motioncurves vs sin per point) and the `scene.waves` frame.
struct WaveBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let variant = "header, 375 pt × 3 (1,126 points)"
  static let sceneName = "two header waves @120 Hz"

  func rows() throws -> [Row] {
    let waves = try SineWave.header(width: 375)
    let step = 1.0 / 3
    let count = SineWave.pointCount(width: 375, step: step)
    var rows: [Row] = []
    if wants("wave.path", Self.variant) {
      var buffer = [SIMD2<Double>](repeating: .zero, count: count)
      let wave = waves[0]
      let t = 12.345
      try wave.path(from: 0, width: 375, step: step, time: t, into: &buffer)
      // The exact value at each x: GSL's sin of the double-double-reduced angle is not available,
      // so the reference is the angle formed in double-double and GSL's sin of its rounding plus
      // the first-order correction.
      var worst = (fast: 0.0, naive: 0.0)
      for point in buffer {
        let exact = try Self.exactValue(wave, x: point.x, t: t)
        worst.fast = max(worst.fast, abs(point.y - exact))
        worst.naive = max(worst.naive, abs(Self.naive(wave, point.x, t) - exact))
      }
      rows.append(Row(benchmark: "wave.path", variant: Self.variant, implementation: "motioncurves",
                      timing: harness.measure(operations: count) {
                        (try? wave.path(from: 0, width: 375, step: step, time: t, into: &buffer)).map { _ in buffer[7].y } ?? .nan
                      }, unit: "point", maxError: worst.fast))
      rows.append(Row(benchmark: "wave.path", variant: Self.variant, implementation: "naive-sin",
                      timing: harness.measure(operations: count) {
                        for i in 0..<count {
                          let x = i == count - 1 ? 375 : Double(i) * step
                          buffer[i] = SIMD2(x, Self.naive(wave, x, t))
                        }
                        return buffer[7].y
                      }, unit: "point", maxError: worst.naive))
    }
    if wants("scene.waves", Self.sceneName) {
      var front = [SIMD2<Float>](repeating: .zero, count: count + 2)
      var back = [SIMD2<Double>](repeating: .zero, count: count + 2)
      var frame = 0
      let timing = harness.measure(operations: 1) {
        frame += 1
        let t = Double(frame) / 120
        _ = try? waves[0].closedPath(from: 0, width: 375, step: step, time: t, floor: SineWave.headerFloor, into: &back)
        _ = try? waves[1].path(from: 0, width: 375, step: step, time: t, into: &front)
        return back[9].y + Double(front[9].y)
      }
      // Accuracy of the frame's two paths at the last time drawn, against the exact values (the
      // Float path within its own rounding).
      let t = Double(frame) / 120
      _ = try waves[0].closedPath(from: 0, width: 375, step: step, time: t, floor: SineWave.headerFloor, into: &back)
      _ = try waves[1].path(from: 0, width: 375, step: step, time: t, into: &front)
      var worst = 0.0
      for i in 0..<count {
        worst = max(worst, abs(back[i].y - (try Self.exactValue(waves[0], x: back[i].x, t: t))))
        let x = i == count - 1 ? 375 : Double(i) * step  // the double x the Float point was rounded from
        let exactFront = try Self.exactValue(waves[1], x: x, t: t)
        worst = max(worst, abs(Double(front[i].y) - exactFront) - abs(exactFront) * 0x1p-24)
      }
      rows.append(Row(benchmark: "scene.waves", variant: Self.sceneName, implementation: "motioncurves",
                      timing: timing, unit: "frame", maxError: max(0, worst), frameBudget: 1e9 / 120))
    }
    return rows
  }

  /// The original code's way: sin of the angle formed in double, per point.
  static func naive(_ wave: SineWave, _ x: Double, _ t: Double) -> Double {
    wave.amplitude * sinDouble(wave.angularFrequency * x + wave.phase + wave.speed * t) + wave.baseline
  }

  static func sinDouble(_ x: Double) -> Double { Double.sin(x) }

  /// A·sin(θ) + h with θ = ω·x + φ + speed·t formed in double-double: GSL's sin of θ's leading part,
  /// corrected by GSL's cos times the trailing part.
  static func exactValue(_ wave: SineWave, x: Double, t: Double) throws -> Double {
    let angle = Wide.exactProduct(wave.angularFrequency, x) + Wide.exactProduct(wave.speed, t) + Wide(wave.phase)
    let s = try GSLWaveOracle.sin(angle.hi).value
    let c = try GSLWaveOracle.cos(angle.hi).value
    return wave.amplitude * (s + angle.lo * c) + wave.baseline
  }
}
