import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesFrame
import MotionCurvesTransforms

/// Evaluates a ``SceneDocument`` at any time: every property of every layer and replicator
/// instance, its transform to the root, and its geometry in root coordinates.
///
/// The initializer flattens the layer tree into one entry per layer instance and adds every
/// animation leaf to a ``FrameEvaluator`` (``FrameEvaluator/add(_:leaf:modelValue:reportsPresence:)``)
/// under the layer timings of the layer and all its superlayers, root first — and, for instance k
/// of a replicator's sublayers, a timing that begins k·`instanceDelay` later. Layers whose clock
/// is a scripted input (``SceneLayer/clock``) go to one more evaluator per input, evaluated at the
/// input's value. A frame evaluates the inputs, then every evaluator, then each instance: its
/// model values, each animation that has a value at that time applied over them in order,
/// the transform components composed, the geometry mapped to the root.
///
/// ```swift
/// var dot = SceneLayer(name: "dot")
/// dot.boundsSize = SIMD2(10, 10)
/// dot.position = SIMD2(50, 50)
/// dot.animations = [
///   try AnimationDocument(
///     keyPath: "position.x", clock: .media(try MediaTiming(duration: 1)),
///     keyframes: .values(try KeyframeValues(values: [[0], [100]])))
/// ]
/// var scene = try SceneEvaluator(SceneDocument(name: "dot", size: SIMD2(100, 100), duration: 1, layers: [dot]))
/// let frame = try scene.evaluate(at: 0.25)[0]
/// frame.position.x          // 25: a quarter of the way
/// frame.quad?.topLeft        // (20, 45): the square spans 20 … 30 across
/// ```
///
/// - Precision: each animated value is what ``AnimationNode/leaves(at:)`` gives for that
///   animation at the same time, bit for bit; a whole matrix (`transform`,
///   `sublayerTransform`) is Core Animation's interpolation by decomposition between the two
///   keyframes around the progress, the fraction within 1 ulp of the keyframe index. Geometry:
///   4×4 products and projections in double precision (a few ulps per level of depth); paths
///   flattened to within 0.01 pt (at most 4,096 pieces per segment).
/// - Complexity: a frame is O(animations + layer instances + path points).
public struct SceneEvaluator: Sendable {
  /// The scene.
  public let document: SceneDocument

  /// One animation of a layer instance and where its value lands.
  struct Binding: Sendable {
    let property: SceneProperty
    /// The clock domain: 0 the scene's, i + 1 input i's.
    let domain: Int
    /// The outputs: presence (1 or 0), then the components.
    let outputs: Range<Int>
    /// For whole matrices: the keyframe matrices, between which the output (a keyframe index)
    /// interpolates.
    let matrices: [TransformMatrix3D]?
  }

  /// One layer instance, in depth-first order.
  struct Entry: Sendable {
    let layer: SceneLayer
    let instance: Int
    let depth: Int
    let parent: Int?
    /// The layer's model values as a frame (colours in sRGB, gradient locations resolved), built
    /// once: each frame starts from a copy of it, which allocates nothing.
    let model: SceneLayerFrame
    /// The colour model of the replicator above, for instance colours.
    let colorModel: ReplicatorColorModel?
    /// The replicator's instance transform applied `instance` times (identity when the
    /// superlayer is not a replicator).
    let instanceMatrix: TransformMatrix3D
    /// The clock domain and the timings from it down to this layer: its local time.
    let domain: Int
    let timings: [LayerTiming]
    var bindings: [Binding] = []
  }

  var entries: [Entry] = []
  /// The scene's evaluator, then one per input.
  var evaluators: [FrameEvaluator]
  var values: [[Double]]
  /// Each input's outputs in the scene's evaluator (presence, value).
  var inputOutputs: [Range<Int>] = []

  /// Builds the evaluator for `document`.
  ///
  /// - Throws: ``SceneError`` for duplicate layer or input names, unknown key paths or inputs,
  ///   values with the wrong number of components, nested replicators, invalid springs.
  public init(_ document: SceneDocument) throws(SceneError) {
    self.document = document
    var names = Set<String>()
    for (layer, _) in document.allLayers {
      if layer.name.isEmpty { throw .unnamedLayer }
      if !names.insert(layer.name).inserted { throw .duplicateName(layer.name) }
    }
    var inputNames = Set<String>()
    for input in document.inputs where !inputNames.insert(input.name).inserted { throw .duplicateInput(input.name) }
    evaluators = Array(repeating: FrameEvaluator(), count: document.inputs.count + 1)
    values = []
    for input in document.inputs {
      do {
        let outputs = try evaluators[0].add(input.animation.node, modelValue: [input.rest], reportsPresence: true)
        inputOutputs.append(outputs)
      } catch {
        // A group or a layer as the input's animation, or values of more than one number.
        let count = if case let .componentCount(count, _) = error { count } else { 0 }
        throw .componentCount(layer: "input \(input.name)", keyPath: "value", count: count, needed: 1)
      }
    }
    try add(document.layers, depth: 0, parent: nil, domain: 0, chain: [], instance: 0, colorModel: nil, replicated: false)
    values = evaluators.map { [Double](repeating: 0, count: $0.count) }
  }

  private mutating func add(
    _ layers: [SceneLayer], depth: Int, parent: Int?, domain: Int, chain: [LayerTiming], instance: Int,
    colorModel: ReplicatorColorModel?, instanceMatrix: TransformMatrix3D = .identity, replicated: Bool
  ) throws(SceneError) {
    for layer in layers {
      var domain = domain
      var timings = chain + [layer.timing]
      switch layer.clock {
      case nil:
        break
      case .scene:
        // Back on the scene's clock, whatever the superlayers' clocks are.
        domain = 0
        timings = [layer.timing]
      case let .input(name):
        guard let input = document.inputs.firstIndex(where: { $0.name == name }) else {
          throw .unknownInput(layer: layer.name, name: name)
        }
        // Speed 0 and timeOffset = the input's value: the local time is the value.
        domain = input + 1
        timings = []
      }
      let index = entries.count
      entries.append(
        Entry(
          layer: layer, instance: instance, depth: depth, parent: parent,
          model: SceneLayerFrame(model: layer, instance: instance, depth: depth, parent: parent),
          colorModel: colorModel, instanceMatrix: instanceMatrix, domain: domain, timings: timings))
      for animation in layer.animations { try bind(animation, of: layer, entry: index) }
      try bindChanges(of: layer, entry: index)
      if let replicator = layer.replicator {
        if replicated { throw .nestedReplicator(layer: layer.name) }
        var power = TransformMatrix3D.identity
        for k in 0..<replicator.instanceCount {
          let delay = LayerTiming(validBeginTime: Double(k) * replicator.instanceDelay, speed: 1, timeOffset: 0)
          try add(
            layer.sublayers, depth: depth + 1, parent: index, domain: domain, chain: timings + [delay], instance: k,
            colorModel: replicator.colorModel, instanceMatrix: power, replicated: true)
          power = power.concatenating(replicator.instanceTransform)
        }
      } else {
        try add(
          layer.sublayers, depth: depth + 1, parent: index, domain: domain, chain: timings, instance: instance,
          colorModel: colorModel, replicated: replicated)
      }
    }
  }
}
