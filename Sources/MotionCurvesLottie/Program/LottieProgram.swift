import MotionCurvesTransforms

/// A Lottie animation compiled for evaluation frame after frame: every layer instance (a
/// precomposition's layers once per layer that shows it) in drawing-list order, with its
/// transform's keyframe segments solved ahead, its parent and the precomposition layer that shows
/// it resolved to positions in the list.
///
/// Compile once, then ``evaluate(atFrame:into:)`` writes each layer's matrices, opacity and time,
/// and each shape layer's drawn paths, paint and trims (a ``LottieShapeProgram`` per shape layer),
/// into a ``LottieFrameBuffer`` made by ``makeBuffer()``, without allocating once the buffer has
/// held one frame:
///
/// ```swift
/// let json = #"{"fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":3,"ind":1,"ip":0,"op":30,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]}}}]}"#
/// let program = try LottieProgram(LottieAnimation(json: Array(json.utf8)))
/// var buffer = program.makeBuffer()
/// program.evaluate(atFrame: 10, into: &buffer)
/// print(buffer.toRoot[0].m41)  // 30.0
/// ```
///
/// Time follows the players (lottie.md §1): keyframes in their composition's frames; a
/// precomposition shows its composition at (t − st)/sr, or at `tm`(t) × frame rate when it has a
/// time remap (in lottie-web mode a remap landing exactly on the layer's `op` shows `op − 1`, as
/// lottie-web does). Parents contribute their transforms whether or not they are in range; parents'
/// opacity is not inherited (§3.3). Auto-oriented layers turn with their motion path
/// (``LottieTransform`` order, the rotation after `r`).
///
/// - Precision: per level as ``LottieTransform/matrix(atFrame:mode:)``: exact mode within a few
///   ulps of the largest entry per product; ``LottieEvaluationMode/lottieWeb`` mode within 1e-6 of
///   the largest entry of lottie-web's own `Float32Array` matrices (measured 1.3e-7 on the corpus).
/// - Complexity: compiling O(layer instances × keyframes); evaluating O(layer instances ×
///   (log keyframes + parent depth) + shape output), allocation-free after the buffer's first
///   frame. At most ``maximumLayerInstances`` layer instances.
public struct LottieProgram: Sendable {
  /// The most layer instances one program holds (precompositions shown by many layers, and nested,
  /// multiply their layers): 100,000.
  public static let maximumLayerInstances = 100_000

  /// One layer instance: where it is and what it is.
  public struct Layer: Sendable, Hashable {
    /// Its positions in the layer lists from the root composition: `[7, 2]` is the third layer
    /// of the precomposition the eighth root layer shows.
    public var indices: [Int]
    /// Its `ind` path from the root composition (`"3"`, `"7/2"`; `#n` for a layer without `ind`).
    public var indPath: String
    /// The layer as read.
    public var layer: LottieLayer
    /// The instance of its parent (`parent`), in ``LottieProgram/layers``.
    public var parent: Int?
    /// The precomposition layer instance that shows it; nil in the root composition.
    public var container: Int?
  }

  /// The animation compiled.
  public let animation: LottieAnimation
  /// How it is evaluated.
  public let mode: LottieEvaluationMode
  /// Every layer instance, depth first (a precomposition layer, then its composition's layers),
  /// in file order.
  public let layers: [Layer]
  let transforms: [LottieCompiledTransform]
  let timeRemaps: [LottieCompiledProperty?]
  /// Each shape layer's items, compiled (a buffer holds its own copy, whose output it reuses).
  let shapes: [LottieShapeProgram?]
  /// Each layer's time fields, kept apart from the layer so a frame copies none of it.
  let timing: [Timing]

  struct Timing: Sendable {
    var inPoint: Double, outPoint: Double, startTime: Double, stretch: Double
    var isPrecomposition: Bool
    var container: Int, parent: Int  // −1: none
  }

  /// Compiles `animation` for evaluation in `mode`.
  ///
  /// - Throws: ``LottieError/Kind/budget`` when precompositions expand to more than
  ///   ``maximumLayerInstances`` layer instances (at the precomposition layer that passes it).
  public init(_ animation: LottieAnimation, mode: LottieEvaluationMode = .exact) throws(LottieError) {
    self.animation = animation
    self.mode = mode
    var layers: [Layer] = []
    try Self.flatten(animation.layers, in: animation, prefix: [], indPrefix: "", container: nil, into: &layers)
    self.layers = layers
    transforms = layers.map { LottieCompiledTransform($0.layer.transform, mode: mode, autoOrients: $0.layer.autoOrient) }
    timing = layers.map {
      Timing(
        inPoint: $0.layer.inPoint, outPoint: $0.layer.outPoint, startTime: $0.layer.startTime, stretch: $0.layer.stretch,
        isPrecomposition: $0.layer.kind == .precomposition, container: $0.container ?? -1, parent: $0.parent ?? -1)
    }
    shapes = layers.map {
      $0.layer.kind == .shape && !$0.layer.shapes.isEmpty
        ? LottieShapeProgram(shapes: $0.layer.shapes, mode: mode, layerPath: $0.layer.path + ".") : nil
    }
    timeRemaps = layers.map { $0.layer.kind == .precomposition ? $0.layer.timeRemap.map { LottieCompiledProperty($0, mode: mode) } : nil }
  }

  private static func flatten(
    _ list: [LottieLayer], in animation: LottieAnimation, prefix: [Int], indPrefix: String, container: Int?,
    into layers: inout [Layer]
  ) throws(LottieError) {
    var byIndex: [Int: Int] = [:]
    for (k, layer) in list.enumerated() {
      if let ind = layer.index, byIndex[ind] == nil { byIndex[ind] = k }
    }
    // The positions of this list's layers in `layers`, known as they are appended (children of
    // precompositions come between them).
    var positions = [Int](repeating: 0, count: list.count)
    for (k, layer) in list.enumerated() {
      guard layers.count < maximumLayerInstances else {
        throw LottieError(
          .budget, path: layer.path,
          "precompositions expand to more than \(maximumLayerInstances) layer instances")
      }
      let ind = layer.index.map(String.init) ?? "#\(k)"
      let indPath = indPrefix.isEmpty ? ind : indPrefix + "/" + ind
      positions[k] = layers.count
      layers.append(Layer(indices: prefix + [k], indPath: indPath, layer: layer, parent: nil, container: container))
      if layer.kind == .precomposition, let id = layer.referenceID, let asset = animation.asset(id) {
        try flatten(asset.layers, in: animation, prefix: prefix + [k], indPrefix: indPath, container: positions[k], into: &layers)
      }
    }
    for (k, layer) in list.enumerated() {
      if let p = layer.parent.flatMap({ byIndex[$0] }) { layers[positions[k]].parent = positions[p] }
    }
  }

  /// A frame to evaluate into, sized for this program's layers.
  public func makeBuffer() -> LottieFrameBuffer {
    let n = layers.count
    return LottieFrameBuffer(
      compositionTime: Array(repeating: 0, count: n), isInRange: Array(repeating: false, count: n),
      local: Array(repeating: .identity, count: n), toComposition: Array(repeating: .identity, count: n),
      toRoot: Array(repeating: .identity, count: n), opacity: Array(repeating: 0, count: n),
      childTime: Array(repeating: .nan, count: n), shapes: shapes)
  }

  /// Evaluates every layer instance at root frame `frame` into `out` (made by ``makeBuffer()``;
  /// a buffer of another program is resized once, then reused).
  ///
  /// - Complexity: O(layer instances × (log keyframes + parent depth)); allocation-free when
  ///   `out` came from ``makeBuffer()`` of this program and is not shared.
  public func evaluate(atFrame frame: Double, into out: inout LottieFrameBuffer) {
    if out.local.count != layers.count { out = makeBuffer() }
    out.frame = frame
    // Times and own transforms, in list order: a precomposition layer comes before its layers.
    let rate = animation.frameRate
    for k in 0..<timing.count {
      let layer = timing[k]
      let time = layer.container >= 0 ? out.childTime[layer.container] : frame
      out.compositionTime[k] = time
      out.isInRange[k] = layer.inPoint <= time && time < layer.outPoint
      out.local[k] = transforms[k].matrix(atFrame: time)
      out.opacity[k] = transforms[k].opacity(atFrame: time)
      if shapes[k] != nil { out.shapes[k]?.evaluate(atFrame: time) }
      if layer.isPrecomposition {
        if let remap = timeRemaps[k] {
          let remapped = remap.scalar(atFrame: time, or: 0) * rate
          // lottie-web (`CompElement.prepareFrame`) shows frame op − 1 where the remap lands on op.
          out.childTime[k] = mode == .lottieWeb && remapped == layer.outPoint ? layer.outPoint - 1 : remapped
        } else {
          out.childTime[k] = (time - layer.startTime) / layer.stretch
        }
      }
    }
    // Parents, then the containers (which come earlier in the list, so are done).
    for k in 0..<timing.count {
      var matrix = out.local[k]
      var parent = timing[k].parent
      var steps = 0
      while parent >= 0, steps < timing.count {
        matrix = matrix.concatenating(out.local[parent])
        parent = timing[parent].parent
        steps += 1
      }
      if mode == .lottieWeb { matrix = LottieTransform.roundedToFloat(matrix) }
      out.toComposition[k] = matrix
      let container = timing[k].container
      out.toRoot[k] = container >= 0 ? matrix.concatenating(out.toRoot[container]) : matrix
    }
  }
}
