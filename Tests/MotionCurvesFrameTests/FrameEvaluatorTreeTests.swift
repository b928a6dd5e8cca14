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
