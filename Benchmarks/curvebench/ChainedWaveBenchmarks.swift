import MotionCurves

/// The `batch` rows for wave paths: `batch.wave.path`, the path by eight rotation chains
/// (`SineWave.path`, the `motioncurves` row every ratio is taken against), beside `naive-sin`, on
/// ``WaveBenchmarks``' header case, each with its error against the GSL reference; in `Double` and
/// in `Float`.
struct ChainedWaveBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let benchmark = "batch.wave.path"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    for float in [false, true] {
      let variant = WaveBenchmarks.variant + (float ? ", Float" : "")
      if wants(Self.benchmark, variant) { rows += try caseRows(variant: variant, float: float) }
    }
    return rows
  }

  func caseRows(variant: String, float: Bool) throws -> [Row] {
    let wave = try SineWave.header(width: 375)[0]
    let step = 1.0 / 3
    let t = 12.345
    let count = SineWave.pointCount(width: 375, step: step)
    var points = [SIMD2<Double>](repeating: .zero, count: count)
    var floats = [SIMD2<Float>](repeating: .zero, count: count)
    // Errors against the exact value at each x (for Float, beyond half a Float ulp of it).
    func error(_ fill: () throws -> Void) throws -> Double {
      try fill()
      var worst = 0.0
      for i in 0..<count {
        let x = i == count - 1 ? 375 : Double(i) * step
        let exact = try WaveBenchmarks.exactValue(wave, x: x, t: t)
        worst = max(worst, float ? abs(Double(floats[i].y) - exact) - abs(exact) * 0x1p-24 : abs(points[i].y - exact))
      }
      return max(0, worst)
    }
    let chainsError = try error {
      if float { try wave.path(from: 0, width: 375, step: step, time: t, into: &floats) }
      else { try wave.path(from: 0, width: 375, step: step, time: t, into: &points) }
    }
    let naiveError = try error {
      for i in 0..<count {
        let x = i == count - 1 ? 375 : Double(i) * step
        let y = WaveBenchmarks.naive(wave, x, t)
        if float { floats[i] = SIMD2(Float(x), Float(y)) } else { points[i] = SIMD2(x, y) }
      }
    }
    let chains = harness.measure(operations: count) {
      float
        ? (try? wave.path(from: 0, width: 375, step: step, time: t, into: &floats)).map { _ in Double(floats[7].y) } ?? .nan
        : (try? wave.path(from: 0, width: 375, step: step, time: t, into: &points)).map { _ in points[7].y } ?? .nan
    }
    let naive = harness.measure(operations: count) {
      for i in 0..<count {
        let x = i == count - 1 ? 375 : Double(i) * step
        let y = WaveBenchmarks.naive(wave, x, t)
        if float { floats[i] = SIMD2(Float(x), Float(y)) } else { points[i] = SIMD2(x, y) }
      }
      return float ? Double(floats[7].y) : points[7].y
    }
    return [
      Row(benchmark: Self.benchmark, variant: variant, implementation: "motioncurves", timing: chains, unit: "point",
          maxError: chainsError),
      Row(benchmark: Self.benchmark, variant: variant, implementation: "naive-sin", timing: naive, unit: "point",
          maxError: naiveError),
    ]
  }
}
