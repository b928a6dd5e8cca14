import CBaselines
import CurveReference
import GSLOracle
import MotionCurves

/// `bezier.solve`, `bezier.init` and the `scene.bezier` frame.
struct BezierBenchmarks {
  let harness: Harness
  let quick: Bool
  /// Whether a benchmark and case are wanted (`--filter`): unwanted ones are not run at all.
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  /// `ease` first, then the curves with vertical tangents.
  static let curves: [(name: String, points: (Double, Double, Double, Double))] = [
    ("ease", (0.25, 0.1, 0.25, 1)),
    ("cubic-bezier(0, 1, 0, 1)", (0, 1, 0, 1)),
    ("cubic-bezier(1, 0, 0, 1)", (1, 0, 0, 1)),
    ("cubic-bezier(0, 1.5, 1, 1.5)", (0, 1.5, 1, 1.5)),
    ("cubic-bezier(1, 1, 0, 0)", (1, 1, 0, 0)),
    ("cubic-bezier(0.99, 0, 0.01, 1)", (0.99, 0, 0.01, 1)),
    ("cubic-bezier(0, 0, 0, 1)", (0, 0, 0, 1)),
  ]

  static let inputCount = 1024
  static let sceneName = "1,000 properties @120 Hz"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    for (name, p) in Self.curves where wants("bezier.solve", name) {
      rows += try solveRows(name: name, p)
    }
    if wants("bezier.init", "random curves") { rows.append(initRow()) }
    if wants("scene.bezier", Self.sceneName) { rows += try sceneRows() }
    return rows
  }

  /// Uniform inputs in (0, 1), plus the ends' neighbourhoods, the same for every implementation.
  static func inputs() -> [Double] {
    var generator = SeededRandom(seed: 2)
    return (0..<inputCount).map { _ in Double.random(in: 0..<1, using: &generator) }
  }

  func solveRows(name: String, _ p: (Double, Double, Double, Double)) throws -> [Row] {
    let xs = Self.inputs()
    let oracle = BezierOracle(p.0, p.1, p.2, p.3)
    let reference = try xs.map { x throws(GSLError) in try oracle.reference(x: x) }
    func maxError(_ f: (Double) -> Double) -> Double {
      zip(xs, reference).reduce(0) { max($0, abs(f($1.0) - $1.1)) }
    }
    let curve = try CubicBezier(p.0, p.1, p.2, p.3)
    var chromium = cbaseline_chromium_bezier()
    cbaseline_chromium_bezier_init(&chromium, p.0, p.1, p.2, p.3)
    let newton = NewtonBezier(p.0, p.1, p.2, p.3)

    func row(_ implementation: String, _ error: Double, _ timing: Harness.Timing) -> Row {
      Row(benchmark: "bezier.solve", variant: name, implementation: implementation, timing: timing,
          unit: "call", maxError: error)
    }
    var rows = [
      row("motioncurves", maxError(curve.value(at:)), harness.measure(operations: xs.count) {
        var sum = 0.0
        for x in xs { sum += curve.value(at: x) }
        return sum
      }),
      row(
        "chromium-c", maxError { x in withUnsafePointer(to: chromium) { cbaseline_chromium_bezier_solve($0, x, 1e-7) } },
        harness.measure(operations: xs.count) {
          withUnsafePointer(to: chromium) { curve in
            xs.withUnsafeBufferPointer { cbaseline_chromium_bezier_sum(curve, $0.baseAddress, $0.count, 1e-7) }
          }
        }),
      row("newton-only", maxError(newton.value(at:)), harness.measure(operations: xs.count) {
        var sum = 0.0
        for x in xs { sum += newton.value(at: x) }
        return sum
      }),
    ]
    // GSL is ~100× slower: time it on a slice of the same inputs.
    let gslInputs = Array(xs.prefix(quick ? 16 : 128))
    let gslValues = try gslInputs.map { x throws(GSLError) in try oracle.solve(x: x).y }
    let gslError = zip(gslValues, reference).reduce(0) { max($0, abs($1.0 - $1.1)) }
    rows.append(row("gsl-brent", gslError, harness.measure(operations: gslInputs.count) {
      var sum = 0.0
      for x in gslInputs { sum += (try? oracle.solve(x: x).y) ?? .nan }
      return sum
    }))
    return rows
  }

  /// What building a curve's table costs, over 64 seeded random curves.
  func initRow() -> Row {
    var generator = SeededRandom(seed: 3)
    let points = (0..<64).map { _ in
      (Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
       Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator))
    }
    let timing = harness.measure(operations: points.count) {
      var sum = 0.0
      for p in points {
        if let curve = try? CubicBezier(p.0, p.1, p.2, p.3) { sum += curve.x1 }
      }
      return sum
    }
    // What the initializer builds is the table the solver reads: its accuracy is the curves'
    // accuracy, measured at 17 inputs each against the double-double reference.
    var error = 0.0
    for p in points {
      guard let curve = try? CubicBezier(p.0, p.1, p.2, p.3) else { continue }
      let reference = ReferenceBezier(p.0, p.1, p.2, p.3)
      for i in 0...16 {
        let x = Double(i) / 16
        error = max(error, abs(curve.value(at: x) - reference.value(at: x)))
      }
    }
    return Row(benchmark: "bezier.init", variant: "random curves", implementation: "motioncurves",
               timing: timing, unit: "init", maxError: error)
  }

  /// 1,000 animated properties, each timed by a cubic bézier (the five CSS curves and seeded
  /// random ones), with staggered starts and durations; one frame evaluates every property once.
  func sceneRows() throws -> [Row] {
    var generator = SeededRandom(seed: 4)
    var built: [CubicBezier] = [.ease, .easeIn, .easeOut, .easeInOut, .linear]
    while built.count < 32 {
      if let c = try? CubicBezier(
        Double.random(in: 0...1, using: &generator), Double.random(in: -0.5...1.5, using: &generator),
        Double.random(in: 0...1, using: &generator), Double.random(in: -0.5...1.5, using: &generator))
      {
        built.append(c)
      }
    }
    let curves = built
    struct Property {
      var curve: Int
      var start, duration, from, to: Double
    }
    let properties = (0..<1_000).map { i in
      Property(
        curve: i % curves.count, start: Double.random(in: 0...0.5, using: &generator),
        duration: Double.random(in: 0.2...1.0, using: &generator),
        from: Double.random(in: -100...100, using: &generator), to: Double.random(in: -100...100, using: &generator))
    }
    let chromium = curves.map { curve in
      var c = cbaseline_chromium_bezier()
      cbaseline_chromium_bezier_init(&c, curve.x1, curve.y1, curve.x2, curve.y2)
      return c
    }
    let frames = 120
    let budget = 1e9 / 120

    func frame(_ n: Int, _ value: (Int, Double) -> Double) -> Double {
      let now = Double(n) / 120
      var sum = 0.0
      for p in properties {
        let progress = min(1, max(0, (now - p.start) / p.duration))
        sum += p.from + (p.to - p.from) * value(p.curve, progress)
      }
      return sum
    }
    let mc = harness.measure(operations: frames) {
      var sum = 0.0
      for n in 0..<frames { sum += frame(n) { curves[$0].value(at: $1) } }
      return sum
    }
    let cr = harness.measure(operations: frames) {
      var sum = 0.0
      chromium.withUnsafeBufferPointer { chromium in
        for n in 0..<frames {
          sum += frame(n) { index, x in cbaseline_chromium_bezier_solve(chromium.baseAddress! + index, x, 1e-7) }
        }
      }
      return sum
    }
    // Accuracy at one frame (t = 0.5 s) against the double-double reference, in progress units.
    var errors = (motioncurves: 0.0, chromium: 0.0)
    for p in properties.prefix(300) {
      let progress = min(1, max(0, (0.5 - p.start) / p.duration))
      let curve = curves[p.curve]
      let reference = ReferenceBezier(curve.x1, curve.y1, curve.x2, curve.y2).value(at: progress)
      errors.motioncurves = max(errors.motioncurves, abs(curve.value(at: progress) - reference))
      let c = withUnsafePointer(to: chromium[p.curve]) { cbaseline_chromium_bezier_solve($0, progress, 1e-7) }
      errors.chromium = max(errors.chromium, abs(c - reference))
    }
    return [
      Row(benchmark: "scene.bezier", variant: Self.sceneName, implementation: "motioncurves",
          timing: mc, unit: "frame", maxError: errors.motioncurves, frameBudget: budget),
      Row(benchmark: "scene.bezier", variant: Self.sceneName, implementation: "chromium-c",
          timing: cr, unit: "frame", maxError: errors.chromium, frameBudget: budget),
    ]
  }
}
