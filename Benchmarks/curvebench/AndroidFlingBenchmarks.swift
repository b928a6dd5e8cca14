import MotionCurves

/// `decay.android`: one Android fling evaluated at every 120 Hz frame of its duration — the
/// library's exact spline, its OverScroller numerics, and a plain Swift transcription of AOSP's
/// `SplineOverScroller.update()` (the baseline), each with its worst error against the exact
/// position evaluated independently here (the spline's time cubic solved by 200-step bisection).
struct AndroidFlingBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let variant = "4000 px/s, density 2.625, every 120 Hz frame"

  func rows() throws -> [Row] {
    guard wants("decay.android", Self.variant) else { return [] }
    let velocity = 4000.0, density = 2.625
    let exact = try AndroidFlingDecay(density: density).motion(from: 0, velocity: velocity)
    let platform = try AndroidFlingDecay(density: density, numerics: .overScroller).motion(from: 0, velocity: velocity)
    let times = (0...Int((exact.duration * 120).rounded(.up))).map { Double($0) / 120 }
    let reference = times.map { Self.reference(exact, at: $0) }
    let baseline = AOSPSplineUpdate(start: 0, splineDistance: Int(platform.splineDistance),
                                    splineDurationMs: Int(platform.splineDuration * 1000))
    func worst(_ value: (Double) -> Double) -> Double {
      zip(times, reference).reduce(0) { max($0, abs(value($1.0) - $1.1)) }
    }
    let count = times.count
    return [
      Row(benchmark: "decay.android", variant: Self.variant, implementation: "motioncurves",
          timing: harness.measure(operations: count) {
            var sum = 0.0
            for t in times { sum += exact.value(at: t) }
            return sum
          }, unit: "frame", maxError: worst { exact.value(at: $0) }),
      Row(benchmark: "decay.android", variant: Self.variant, implementation: "motioncurves-overScroller",
          timing: harness.measure(operations: count) {
            var sum = 0.0
            for t in times { sum += platform.value(at: t) }
            return sum
          }, unit: "frame", maxError: worst { platform.value(at: $0) }),
      Row(benchmark: "decay.android", variant: Self.variant, implementation: "aosp-update-transcribed",
          timing: harness.measure(operations: count) {
            var sum = 0.0
            for t in times { sum += Double(baseline.position(milliseconds: Int(t * 1000 + 1e-6))) }
            return sum
          }, unit: "frame", maxError: worst { Double(baseline.position(milliseconds: Int($0 * 1000 + 1e-6))) },
          note: "SplineOverScroller.update() in Swift: float table, int ms, int px"),
    ]
  }

  /// The exact position by plain bisection: s with B(s; 0.175, 0.35) = t/T, then D·B(s; 0.5, 1).
  static func reference(_ fling: AndroidFling, at t: Double) -> Double {
    if t <= 0 { return fling.from }
    if t >= fling.duration { return fling.to }
    let tau = t / fling.splineDuration
    func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * s * (1 - s) * ((1 - s) * a + s * b) + s * s * s }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if cubic(mid, 0.175, 0.35) < tau { low = mid } else { high = mid }
    }
    return fling.from + fling.splineDistance * cubic((low + high) / 2, 0.5, 1)
  }
}

/// AOSP `SplineOverScroller.update()`, SPLINE state, transcribed plainly (OverScroller.java,
/// aosp-mirror/platform_frameworks_base commit 050275cd): `float` table lookup, int ms in, int px out.
struct AOSPSplineUpdate {
  let start: Int
  let splineDistance: Int
  let splineDurationMs: Int
  let table: [Float] = AndroidSpline.floatPositionTable

  func position(milliseconds currentTime: Int) -> Int {
    if currentTime <= 0 { return start }
    if currentTime > splineDurationMs { return start + splineDistance }
    let t = Float(currentTime) / Float(splineDurationMs)
    let index = Int(Float(100) * t)
    var distanceCoef: Float = 1
    if index < 100 {
      let tInf = Float(index) / 100
      let tSup = Float(index + 1) / 100
      let dInf = table[index], dSup = table[index + 1]
      let velocityCoef = (dSup - dInf) / (tSup - tInf)
      distanceCoef = dInf + (t - tInf) * velocityCoef
    }
    let distance = Double(distanceCoef * Float(splineDistance))
    return start + Int((distance + 0.5).rounded(.down))
  }
}
