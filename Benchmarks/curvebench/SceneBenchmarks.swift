import CurveReference
import MotionCurves

/// The per-frame scenes that are not tied to one capability: the map transition and 10,000 mixed
/// animated properties. (scene.bezier, scene.springs and scene.waves live beside their benchmarks.)
struct SceneBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let mapName = "3 springs (in: k = c = 16), one frame"
  static let mixedName = "10,000 mixed properties"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    if wants("scene.map-transition", Self.mapName) { rows.append(try mapTransition()) }
    if wants("scene.mixed", Self.mixedName) { rows.append(try mixed()) }
    return rows
  }

  /// The map transition's three values (background scale, map scale, map offset) on one spring as
  /// a SIMD4, stepped exactly per 120 Hz frame for one second; error against the closed form.
  func mapTransition() throws -> Row {
    let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
    let from = SIMD4(1.0, 1.1, 30, 0)
    let to = SIMD4(0.9, 1.0, 0, 0)
    func run() -> SIMD4<Double> {
      var animator = SpringAnimator(spring: spring, from: from, to: to)
      for _ in 0..<120 { try? animator.advance(by: 1.0 / 120) }
      return animator.value
    }
    let exact = spring.state(from: from, to: to, time: 120 * (1.0 / 120)).value
    let error = ((run() - exact) * SIMD4(1 / 0.1, 1 / 0.1, 1 / 30, 0)).max()  // relative to each distance
    return Row(benchmark: "scene.map-transition", variant: Self.mapName, implementation: "motioncurves",
               timing: harness.measure(operations: 120) { run().z }, unit: "frame", maxError: abs(error),
               frameBudget: 1e9 / 120)
  }

  /// 10,000 properties: a quarter timed by cubic béziers (the CSS keywords and custom curves), a
  /// quarter by steps(), a quarter by linear() easings, a quarter by springs stepped exactly. One
  /// frame evaluates every property once, through a `FrameEvaluator` into one output buffer. The error is measured at the last frame against
  /// independent values: the double-double reference for béziers, the spec's scan for linear(),
  /// exact fractions for steps, the closed form for springs.
  func mixed() throws -> Row {
    var generator = SeededRandom(seed: 10)
    let beziers: [CubicBezier] = try [.ease, .easeInOut, .easeOut, CubicBezier(0.11, 0.9, 0.92, 0.13), CubicBezier(0.3, 1.4, 0.6, 1)]
    let steps: [Steps] = try [Steps(4), Steps(10, .jumpBoth), Steps(3, .start)]
    let linears: [LinearEasing] = try [
      LinearEasing(stops: [.init(0), .init(1.2, 40), .init(0.9, 60), .init(1.05), .init(1)]),
      LinearEasing(stops: (0...32).map { .init(Double($0 * $0) / 1024) }),
    ]
    let springs: [DampedSpring] = try [DampedSpring(response: 0.4, dampingRatio: 0.6), DampedSpring(response: 0.8, dampingRatio: 1.2)]
    struct Property {
      var kind: Int
      var index: Int
      var start: Double
      var duration: Double
    }
    let properties = (0..<10_000).map { i in
      Property(kind: i % 4, index: i / 4, start: Double.random(in: 0...0.3, using: &generator),
               duration: Double.random(in: 0.3...1, using: &generator))
    }
    // The engine's frame: one FrameEvaluator holding every property, one output buffer.
    var frameEvaluator = FrameEvaluator()
    for p in properties {
      switch p.kind {
      case 0: try frameEvaluator.add(.cubicBezier(beziers[p.index % beziers.count]), start: p.start, duration: p.duration)
      case 1: try frameEvaluator.add(.steps(steps[p.index % steps.count]), start: p.start, duration: p.duration)
      case 2: try frameEvaluator.add(.piecewiseLinear(linears[p.index % linears.count]), start: p.start, duration: p.duration)
      default: try frameEvaluator.add(springs[p.index % springs.count], from: 0, to: 1)
      }
    }
    var output = [Double](repeating: 0, count: properties.count)
    var frame = 0
    func step(_ t: Double) -> Double {
      output.withUnsafeMutableBufferPointer { buffer in
        try? frameEvaluator.evaluate(at: t, into: buffer)
        return buffer[varyingStart(buffer.count)]
      }
    }
    // Accuracy at t = 0.5 s (60 frames), against independent values.
    for n in 0...60 { _ = step(Double(n) / 120) }
    let t = 60.0 / 120
    var worst = 0.0
    for (i, p) in properties.enumerated() where i < 400 {
      let progress = min(1, max(0, (t - p.start) / p.duration))
      switch p.kind {
      case 0:
        let curve = beziers[p.index % beziers.count]
        let reference = ReferenceBezier(curve.x1, curve.y1, curve.x2, curve.y2).value(at: progress)
        worst = max(worst, abs(output[i] - reference))
      case 1:
        let s = steps[p.index % steps.count]
        let jumps = Double(s.position == .jumpBoth ? s.count + 1 : s.count)
        let k = (progress * Double(s.count)).rounded(.down) + (s.position == .end ? 0 : 1)
        worst = max(worst, abs(output[i] - min(k, jumps) / jumps))
      case 2:
        let easing = linears[p.index % linears.count]
        let inputs = easing.inputPercentages.map { $0 / 100 }
        var a = inputs.lastIndex { $0 <= progress } ?? 0
        if a == inputs.count - 1 { a -= 1 }
        let expected = inputs[a] == inputs[a + 1] ? easing.outputs[a + 1]
          : easing.outputs[a] + (progress - inputs[a]) / (inputs[a + 1] - inputs[a]) * (easing.outputs[a + 1] - easing.outputs[a])
        worst = max(worst, abs(output[i] - expected))
      default:
        let motion = try SpringMotion(spring: springs[p.index % springs.count], from: 0, to: 1)
        worst = max(worst, abs(output[i] - motion.value(at: t)))
      }
    }
    // Two seconds of frames, over and over: the clock restarts every 240 frames (the springs
    // stay where they are), so that every timed frame sees curves before, during and after.
    frameEvaluator.resetClock()
    let timing = harness.measure(operations: 1) {
      frame += 1
      if frame % 240 == 0 { frameEvaluator.resetClock() }
      return step(Double(frame % 240) / 120)
    }
    return Row(benchmark: "scene.mixed", variant: Self.mixedName, implementation: "motioncurves",
               timing: timing, unit: "frame", maxError: worst, frameBudget: 1e9 / 120)
  }
}
