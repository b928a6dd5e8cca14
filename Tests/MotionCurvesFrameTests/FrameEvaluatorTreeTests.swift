import CurveReference
import MotionCurvesAnimation
import MotionCurvesDocuments
import MotionCurvesFrame
import MotionCurvesTiming
import Testing

/// Animation-tree members of the frame evaluator (``FrameEvaluator/add(_:leaf:modelValue:reportsPresence:)``)
/// against ``AnimationNode/leaves(at:)``, the tree walk they batch: each component bit for bit.
@Suite("Frame evaluator: animation-tree members")
struct FrameEvaluatorTreeTests {
  /// A tree: a layer (begin 0.25 s, speed 2, offset 0.1) over a group of 2 s repeated 1.5 times,
  /// autoreversing, with two animations without their own duration (they take the group's): a
  /// 2-vector on linear keyframes with eased segments, and a scalar, discrete.
  static func tree() throws -> AnimationNode<ComponentVector> {
    let moving = try AnimationDocument(
      keyPath: "position", clock: .media(try MediaTiming()),
      keyframes: .values(
        try KeyframeValues(
          values: [[0, 10], [40, -5], [100, 30]], keyTimes: [0, 0.3, 1],
          timingFunctions: [.easeInOut, .cubicBezier(try CubicBezier(0, 1, 1, 0))])),
      vectorLength: 2)
    let stepping = try AnimationDocument(
      keyPath: "textIndex", clock: .media(try MediaTiming(beginTime: 0.5, duration: 1, fillMode: .both)),
      keyframes: .values(try KeyframeValues(values: [[0], [1], [2]], calculationMode: .discrete)))
    let group = try AnimationDocument(
      keyPath: "group", clock: .media(try MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true)),
      animations: [moving, stepping])
    return .layer(try LayerTiming(beginTime: 0.25, speed: 2, timeOffset: 0.1), [group.node])
  }

  @Test("each leaf's components (or the model value) and its presence, bit for bit, at times before, in and after the tree's run")
  func equalsTreeWalk() throws {
    let tree = try Self.tree()
    var frame = FrameEvaluator()
    let first = try frame.add(tree, leaf: [0, 0], modelValue: [7, 8], reportsPresence: true)
    let second = try frame.add(tree, leaf: [0, 1], modelValue: [-1])
    #expect(first == 0..<3 && second == 3..<4 && frame.count == 4)
    var output = [Double](repeating: .nan, count: frame.count)
    var times: [Double] = [-1, 0, 0.25, 0.3, 0.55]
    for k in 0..<200 { times.append(Double(k) * 0.0375 - 0.5) }
    times += [6.5, 100]
    var presences = Set<Double>()
    for t in times {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      let leaves = tree.leaves(at: t)
      let moving = leaves[0].sample.value
      #expect(output[0] == (moving == nil ? 0 : 1), "t \(t)")
      presences.insert(output[0])
      #expect(Array(output[1..<3]) == (moving?.components ?? [7, 8]), "t \(t)")
      #expect(output[3] == (leaves[1].sample.value?.components[0] ?? -1), "t \(t)")
    }
    #expect(presences == [0, 1], "the times cover both a value and none")
  }

  /// Seeded trees over every timing and keyframe kind (``FrameEvaluatorTests/seededTracks(_:)``,
  /// its scalar values spread into 1 to 4 components): each leaf under a layer timing, a group
  /// (repeating, autoreversing, at negative speed) or both, the cubic modes' control points and the
  /// Web Animations sequences' neutral keyframes included.
  static func seededTrees(_ rng: inout SeededRandom) throws -> [(tree: AnimationNode<ComponentVector>, leaf: [Int], width: Int)] {
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    var trees: [(AnimationNode<ComponentVector>, [Int], Int)] = []
    for (i, track) in try FrameEvaluatorTests.seededTracks(&rng).enumerated() {
      let width = 1 + i % 4
      let spread = (0..<width).map { _ in (rng.unit() - 0.5) * 50 }
      func vector(_ v: Double) -> ComponentVector { ComponentVector(spread.map { v + $0 * v / 7 + $0 }) }
      let keyframes: KeyframeCurve<ComponentVector>
      switch track.keyframes {
      case let .sequence(sequence):
        keyframes = .sequence(
          try KeyframeSequence(
            sequence.keyframes.map { .init(offset: $0.offset, value: vector($0.value), easing: $0.easing) }))
      case let .values(list):
        keyframes = .values(
          try KeyframeValues(
            values: list.values.map(vector), keyTimes: list.givenKeyTimes,
            timingFunctions: list.calculationMode == .discrete ? nil : list.timingFunctions,
            calculationMode: list.calculationMode))
      }
      let leaf = AnimationNode<ComponentVector>.animation(PropertyAnimation(timing: track.timing, keyframes: keyframes))
      let group = try MediaTiming(
        beginTime: (rng.unit() - 0.5), duration: pick([1, 2.5]), speed: pick([1, -1, 0.5]),
        repeatCount: pick([0, 1.5, 3]), autoreverses: rng.next() % 2 == 0, fillMode: pick(MediaTiming.FillMode.allCases),
        timingFunction: pick([.linear, .easeInOut]))
      let layer = try LayerTiming(beginTime: rng.unit(), speed: pick([1, 2, -1]), timeOffset: rng.unit() - 0.5)
      switch i % 4 {
      case 0: trees.append((leaf, [], width))
      case 1: trees.append((.layer(layer, [leaf]), [0], width))
      case 2: trees.append((.group(group, [.animation(PropertyAnimation(timing: track.timing, keyframes: keyframes)), leaf]), [1], width))
      default: trees.append((.layer(layer, [.group(group, [leaf])]), [0, 0], width))
      }
    }
    return trees
  }

  @Test("compiled tree leaves: every timing and keyframe kind under layers and groups, each component bit for bit as the tree walk, at seeded times")
  func compiledLeavesEqualTreeWalk() throws {
    var rng = SeededRandom(seed: 2026)
    let trees = try Self.seededTrees(&rng)
    var frame = FrameEvaluator()
    var ranges: [Range<Int>] = []
    for (i, entry) in trees.enumerated() {
      let model = ComponentVector((0..<entry.width).map { Double(i) + Double($0) / 8 })
      ranges.append(try frame.add(entry.tree, leaf: entry.leaf, modelValue: model, reportsPresence: true))
    }
    var output = [Double](repeating: .nan, count: frame.count)
    var times = (-40...500).map { Double($0) / 120 }
    times += (0..<300).map { _ in (rng.unit() - 0.2) * 8 }
    for t in times {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      for (i, entry) in trees.enumerated() {
        let walked = entry.tree.leaves(at: t).first { $0.path == entry.leaf }?.sample.value
        let expected = [walked == nil ? 0 : 1] + (walked?.components ?? (0..<entry.width).map { Double(i) + Double($0) / 8 })
        let got = Array(output[ranges[i]])
        if got.map(\.bitPattern) != expected.map(\.bitPattern) {
          Issue.record("tree \(i) at \(t): \(got), the tree walk gives \(expected)")
          return
        }
      }
    }
  }

  @Test("a path that leads nowhere, a value of the wrong length or a non-finite model value is refused; nothing is added")
  func refuses() throws {
    let tree = try Self.tree()
    var frame = FrameEvaluator()
    #expect(throws: FrameEvaluatorError.noAnimation(at: [0])) { try frame.add(tree, leaf: [0], modelValue: [0, 0]) }
    #expect(throws: FrameEvaluatorError.noAnimation(at: [0, 5])) { try frame.add(tree, leaf: [0, 5], modelValue: [0, 0]) }
    #expect(throws: FrameEvaluatorError.noAnimation(at: [1])) { try frame.add(tree, leaf: [1], modelValue: [0, 0]) }
    #expect(throws: FrameEvaluatorError.componentCount(2, needed: 3)) { try frame.add(tree, leaf: [0, 0], modelValue: [0, 0, 0]) }
    #expect(throws: FrameEvaluatorError.notFinite(.modelValue, .infinity)) { try frame.add(tree, leaf: [0, 0], modelValue: [0, .infinity]) }
    #expect(frame.count == 0)
    #expect(FrameEvaluatorError.noAnimation(at: [1]).description == "the tree has no animation at path [1]")
    #expect(FrameEvaluatorError.componentCount(2, needed: 3).description == "a keyframe value has 2 components but the model value has 3")
  }
}
