import CurveReference
import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesGeometry
import MotionCurvesScene
import TestSupport
import Testing

/// The compiled scene (``SceneProgram``) against the tree walk it compiles, and as a read-only
/// program: buffers evaluated in any order, seeking backwards, agree.
@Suite("Scene program")
struct SceneProgramTests {
  static let names = ["breathe", "countdown", "map-transition", "refresh-wave-sidebar", "search-back-icon"]

  /// The local time of instance `index` at scene time `t`, worked out from the tree as Core
  /// Animation defines it: every layer's timing from the root down, and for the sublayers of
  /// instance k of a replicator a timing that begins k·instanceDelay later. A layer on a scripted
  /// input's clock stands still at the input's value (its animation's value at t, or its rest
  /// value, clamped to its range), and its sublayers' timings apply from there; a layer on the
  /// scene's clock starts again from t.
  static func localTime(_ program: SceneProgram, _ index: Int, at t: Double) -> Double {
    var chain: [Int] = []
    var current: Int? = index
    while let i = current {
      chain.insert(i, at: 0)
      current = program.instances[i].parent
    }
    var local = t
    for (position, i) in chain.enumerated() {
      let layer = program.instances[i].layer
      switch layer.clock {
      case let .input(name):
        guard let input = program.document.inputs.first(where: { $0.name == name }) else { return .nan }
        guard case let .animation(animation) = input.source else { return .nan }
        let value = animation.node.leaves(at: t).first?.sample.value?.components[0] ?? input.rest
        local = min(max(value, input.range.lowerBound), input.range.upperBound)
        continue
      case .scene:
        // Back on the scene's clock, whatever is above (a replicator's delay included).
        local = layer.timing.localTime(atParentTime: t)
        continue
      case nil: break
      }
      if position > 0, let replicator = program.instances[chain[position - 1]].layer.replicator {
        let k = Double(program.instances[i].instance)
        local = LayerTiming(validBeginTime: k * replicator.instanceDelay, speed: 1, timeOffset: 0).localTime(atParentTime: local)
      }
      local = layer.timing.localTime(atParentTime: local)
    }
    return local
  }

  @Test("every shipped scene: each animated key path bit for bit as the tree walk of the layer's own animation at the instance's local time (scripted inputs included), frames forward, stalls and seeks back")
  func equalsTreeWalk() throws {
    var rng = SeededRandom(seed: 2611)
    var compared = 0, inputLayers = 0
    for name in Self.names {
      let program = try SceneProgram(try shippedScene(name))
      var buffer = program.makeBuffer()
      let duration = program.document.duration
      // Frames forward, the same frame twice (a stall), then seeks back and forth.
      var times: [Double] = []
      for k in 0..<60 {
        let t = duration * Double(k) / 60
        times += k % 10 == 0 ? [t, t] : [t]
      }
      times += (0..<60).map { _ in (rng.unit() * 1.2 - 0.1) * duration }
      for t in times {
        try program.evaluate(at: t, into: &buffer)
        for index in program.instances.indices {
          let layer = program.instances[index].layer
          // Springs and transitions add animations of their own: compare the layers without.
          guard layer.springs.isEmpty, layer.transitions.isEmpty else { continue }
          let local = Self.localTime(program, index, at: t)
          let shown = Dictionary(program.animatedValues(ofLayer: index, in: buffer).map { ($0.keyPath, $0.values) }) { $1 }
          var expected: [String: [Double]] = [:]
          for animation in layer.animations {
            for leaf in animation.node.leaves(at: local) {
              guard let keyPath = leaf.animation.keyPath, keyPath != "transform", keyPath != "sublayerTransform" else { continue }
              if let value = leaf.sample.value { expected[keyPath] = value.components }
            }
          }
          if case .input = layer.clock { inputLayers += expected.count }
          for (keyPath, values) in expected {
            compared += 1
            #expect(shown[keyPath]?.map(\.bitPattern) == values.map(\.bitPattern), "\(name) \(layer.name)[\(index)] \(keyPath) at \(t)")
          }
        }
      }
    }
    print("scene programs against the tree walk: \(compared) values, \(inputLayers) of them on scripted-input layers")
    #expect(compared > 3_000, "compared \(compared) values")
    #expect(inputLayers > 0, "layers on a scripted input's clock are compared")
  }

  @Test("read-only: two buffers evaluated in turn at seeded times, forward and back, each equal to a fresh buffer's frame")
  func reentrant() throws {
    var rng = SeededRandom(seed: 2612)
    for name in Self.names {
      let program = try SceneProgram(try shippedScene(name))
      var (a, b) = (program.makeBuffer(), program.makeBuffer())
      for _ in 0..<40 {
        let (s, t) = (rng.unit() * program.document.duration, rng.unit() * program.document.duration)
        try program.evaluate(at: s, into: &a)
        try program.evaluate(at: t, into: &b)
        var fresh = program.makeBuffer()
        try program.evaluate(at: s, into: &fresh)
        #expect(a.layers == fresh.layers && a.pathNumbers == fresh.pathNumbers && a.gradientColors == fresh.gradientColors, "\(name) at \(s)")
        fresh = program.makeBuffer()
        try program.evaluate(at: t, into: &fresh)
        #expect(b.layers == fresh.layers && b.gradientLocations == fresh.gradientLocations, "\(name) at \(t)")
      }
    }
  }

  @Test("a buffer of another program is reshaped; a non-finite time is refused and leaves the buffer as it was")
  func buffers() throws {
    let breathe = try SceneProgram(try shippedScene("breathe"))
    let countdown = try SceneProgram(try shippedScene("countdown"))
    var buffer = breathe.makeBuffer()
    try countdown.evaluate(at: 1.5, into: &buffer)
    var own = countdown.makeBuffer()
    try countdown.evaluate(at: 1.5, into: &own)
    #expect(buffer.layers == own.layers && buffer.layers.count == countdown.instances.count)
    #expect(throws: SceneError.notFinite(.time, .infinity)) { try countdown.evaluate(at: .infinity, into: &own) }
    #expect(own.time == 1.5)
    // The frames built from a buffer are the document-level evaluator's.
    var scene = try SceneEvaluator(try shippedScene("countdown"))
    let frames = try scene.evaluate(at: 1.5)
    #expect(try frames == countdown.instances.indices.map { try SceneLayerFrame(countdown, instance: $0, in: own) })
  }

  @Test("flattening on request: each breathe petal's circle, scaled and turned to the root, within the tolerance asked, closed, into reused buffers")
  func flattening() throws {
    let program = try SceneProgram(try shippedScene("breathe"))
    var buffer = program.makeBuffer()
    var points: [SIMD2<Double>] = [], polylines: [ScenePolyline] = []
    points.reserveCapacity(1 << 14)
    for (t, scale) in [(2.1, 16.0 / 9), (4.2, 10.0 / 3)] {
      try program.evaluate(at: t, into: &buffer)
      for index in program.instances.indices where program.instances[index].layer.name == "petal" {
        for tolerance in [1.0, 0.01, 1e-4] {
          points.removeAll(keepingCapacity: true)
          polylines.removeAll(keepingCapacity: true)
          #expect(try program.flattenPath(ofLayer: index, in: buffer, tolerance: tolerance, points: &points, polylines: &polylines))
          // The circle of radius 24 about (180, 180) in the petal's coordinates (BreatheSceneTests).
          let centre = try #require(buffer.layers[index].toRoot.projecting(SIMD2<Double>(180, 180)))
          let radius = 24 * scale
          #expect(polylines.count == 1 && polylines[0].isClosed && polylines[0].points == 0..<points.count)
          // Vertices on the circle (to rounding); chords within the tolerance of it.
          var worst = 0.0
          for (a, b) in zip(points, points.dropFirst()) {
            let va = a - centre
            worst = max(worst, abs((va * va).sum().squareRoot() - radius))
            let mid = (a + b) / 2 - centre
            worst = max(worst, radius - (mid * mid).sum().squareRoot())
          }
          #expect(worst <= tolerance, "t \(t) petal \(index) tolerance \(tolerance): \(worst)")
          #expect(worst > tolerance / 64, "t \(t): no finer than asked (\(points.count) points)")
        }
      }
    }
    #expect(throws: SceneError.notPositive(.tolerance, 0)) {
      try program.flattenPath(ofLayer: 0, in: buffer, tolerance: 0, points: &points, polylines: &polylines)
    }
    #expect(throws: SceneError.noInstance(-1, count: program.instances.count)) {
      try program.flattenPath(ofLayer: -1, in: buffer, tolerance: 1, points: &points, polylines: &polylines)
    }
    let before = points.count
    #expect(throws: SceneError.self) {
      try program.flattenPath(ofLayer: 0, in: buffer, tolerance: .nan, points: &points, polylines: &polylines)
    }
    #expect(points.count == before)
    #expect(SceneError.noInstance(9, count: 3).description == "layer instance 9 is not in the scene (0..<3)")
  }

  /// Issue 27, crash 1: a path under `scale(1e100)` (its tolerance 1e-102 in the layer) or under
  /// 1,100 replicated `scale(2)` (an infinite transform) trapped converting its piece count; every
  /// segment of a root path now stays within 4,096 pieces, and geometry beyond the range of
  /// doubles is a typed error naming the first instance it reaches.
  @Test("paths under huge and infinite transforms: no trap, at most 4,096 pieces per segment")
  func hugeTransforms() throws {
    var big = SceneLayer(name: "b")
    big.boundsSize = SIMD2(10, 10)
    big.transform = .scale(x: 1e100, y: 1e100, z: 1)
    big.path = try VectorPath(svg: "M0 0 Q 5 10 10 0 A 5 5 0 0 1 20 0 C 0 1e7 1e7 1e7 1e7 0")
    big.strokeColor = try CSSColor(css: "red")
    func program(copies count: Int) throws -> SceneProgram {
      var copies = SceneLayer(name: "copies")
      copies.replicator = SceneReplicator(instanceCount: count, instanceTransform: .scale(x: 2, y: 2, z: 1))
      var dot = SceneLayer(name: "dot")
      dot.path = try VectorPath(svg: "M0 0 Q 5 10 10 0")
      copies.sublayers = [dot]
      return try SceneProgram(SceneDocument(name: "huge", size: SIMD2(10, 10), duration: 1, layers: [big, copies]))
    }
    // Instances: b, copies, then dot k (scaled by 2^k) at index 2 + k. Its path reaches
    // x = 10·2^k, finite up to k = 1020 (10·2^1020 ≈ 1.1e308).
    let finite = try program(copies: 1_021)
    var buffer = finite.makeBuffer()
    try finite.evaluate(at: 0, into: &buffer)
    var points: [SIMD2<Double>] = [], polylines: [ScenePolyline] = []
    // Three segments, each at most 4,096 lines, and the move.
    try finite.flattenPath(ofLayer: 0, in: buffer, tolerance: 0.01, points: &points, polylines: &polylines)
    #expect(points.count <= 3 * 4_096 + 1 && points.count > 3)
    for index in 2..<finite.instances.count {
      points.removeAll(keepingCapacity: true)
      try finite.flattenPath(ofLayer: index, in: buffer, tolerance: 0.01, points: &points, polylines: &polylines)
      #expect(points.count <= 4_097 && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "dot[\(index - 2)]")
    }
    // 10·2^1021 is beyond the largest double (1.8e308): the root path of instance 1021 is refused,
    // appending nothing; and 2^1024 itself, the transform to the root of instance 1024.
    let pathBeyond = try program(copies: 1_022)
    var beyond = pathBeyond.makeBuffer()
    try pathBeyond.evaluate(at: 0, into: &beyond)
    points.removeAll()
    #expect(throws: SceneError.geometryOverflow(layer: "dot", instance: 1_021)) {
      try pathBeyond.flattenPath(ofLayer: 2 + 1_021, in: beyond, tolerance: 0.01, points: &points, polylines: &polylines)
    }
    #expect(points.isEmpty)
    let transformBeyond = try program(copies: 1_100)
    var infinite = transformBeyond.makeBuffer()
    #expect(throws: SceneError.geometryOverflow(layer: "dot", instance: 1_024)) {
      try transformBeyond.evaluate(at: 0, into: &infinite)
    }
  }

  /// Issue 27, item 11: an anchor point of 1e308 times a width of 10 put NaN in the transform to
  /// the root and the bounds' corners silently vanished; and issue 27, item 2: a frame's root
  /// paths flatten to at most 2²⁰ points however many instances replicate a long path.
  @Test("geometry beyond doubles and flattening beyond the per-frame budget are typed errors")
  func frameBudgets() throws {
    var anchored = SceneLayer(name: "anchored")
    anchored.boundsSize = SIMD2(10, 10)
    anchored.anchorPoint = SIMD2(1e308, 0)
    let program = try SceneProgram(SceneDocument(name: "a", size: SIMD2(10, 10), duration: 1, layers: [anchored]))
    var buffer = program.makeBuffer()
    #expect(throws: SceneError.geometryOverflow(layer: "anchored", instance: 0)) {
      try program.evaluate(at: 0, into: &buffer)
    }
    // 100 cubics 1e7 pt tall: Wang's bound 6·|(1e7, −1e7)| = 6√2·1e7 asks for
    // ⌈√(6√2·1e7 / (8·0.01))⌉ = ⌈32,567.7⌉ = 32,568 pieces at 0.01 pt; the tolerance grows 4×
    // (pieces ÷ 2) until at most 4,096: ⌈16,283.9⌉, ⌈8,141.9⌉, then ⌈4,071.0⌉ = 4,071 (√ of
    // 1.0607e9 / 4^k). So 1 + 100 × 4,071 = 407,101 points an instance, and three instances pass
    // 2²⁰ = 1,048,576.
    var long = SceneLayer(name: "long")
    long.path = try VectorPath(svg: "M 0 0" + String(repeating: " c 0 1e7 1e7 1e7 1e7 0", count: 100))
    var copies = SceneLayer(name: "copies")
    copies.replicator = SceneReplicator(instanceCount: 1_000, instanceTransform: .translation(x: 1, y: 0, z: 0))
    copies.sublayers = [long]
    var scene = try SceneEvaluator(SceneDocument(name: "long", size: SIMD2(10, 10), duration: 1, layers: [copies]))
    #expect(throws: SceneError.tooManyPoints(limit: 1 << 20)) { try scene.evaluate(at: 0) }
    // Two instances fit: 2 × 407,101 points.
    var two = try SceneEvaluator(
      SceneDocument(
        name: "two", size: SIMD2(10, 10), duration: 1,
        layers: [{ var layer = copies; layer.replicator?.instanceCount = 2; return layer }()]))
    let frames = try two.evaluate(at: 0)
    #expect(frames.compactMap(\.rootPath).map(\.commands.count) == [407_101, 407_101])
    // flattenPath has the same budget per call, and appends nothing past it: 600 such cubics, at
    // most 4,096 pieces each and at least 2,048 (600 × 2,048 = 1,228,800), pass 2²⁰ points.
    long.path = try VectorPath(svg: "M 0 0" + String(repeating: " c 0 1e7 1e7 1e7 1e7 0", count: 600))
    let single = try SceneProgram(SceneDocument(name: "one", size: SIMD2(10, 10), duration: 1, layers: [long]))
    let state = single.makeBuffer()
    var points: [SIMD2<Double>] = [], polylines: [ScenePolyline] = []
    #expect(throws: SceneError.tooManyPoints(limit: 1 << 20)) {
      try single.flattenPath(ofLayer: 0, in: state, tolerance: 1e-9, points: &points, polylines: &polylines)
    }
    #expect(points.isEmpty && polylines.isEmpty)
    #expect(
      SceneError.tooManyPoints(limit: 1 << 20).description
        == "the paths flatten to more than 1048576 points: ask for a larger tolerance or fewer, shorter paths")
  }

  /// Issue 27, item 3: 10,000 replicator instances × 100 plain sublayers (a 9 KB document) were
  /// built before any cap, passing 2.6 GB. The expanded count is checked first.
  @Test("a layer tree expanding past 100,000 instances is refused before any is built")
  func instanceBudget() throws {
    var replicated = SceneLayer(name: "r")
    replicated.replicator = SceneReplicator(instanceCount: 10_000)
    replicated.sublayers = (0..<100).map { SceneLayer(name: "s\($0)") }
    let document = SceneDocument(name: "many", size: SIMD2(10, 10), duration: 1, layers: [replicated])
    #expect(throws: SceneError.tooManyInstances(1_000_001, limit: 100_000)) { try SceneProgram(document) }
    #expect(
      SceneError.tooManyInstances(1_000_001, limit: 100_000).description
        == "the layer tree expands to 1000001 layer instances, more than 100000: replicate fewer")
    // 1 + 999 × 100 = 99,901 instances: within the budget.
    replicated.replicator = SceneReplicator(instanceCount: 999)
    let within = try SceneProgram(SceneDocument(name: "many", size: SIMD2(10, 10), duration: 1, layers: [replicated]))
    #expect(within.instances.count == 99_901)
  }
}
