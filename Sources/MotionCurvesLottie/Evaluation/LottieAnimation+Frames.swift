import MotionCurvesTransforms

extension LottieAnimation {
  /// Every layer at root frame `frame`, depth first (a precomposition layer, then the layers of
  /// its composition), in file order.
  ///
  /// Time follows the players (lottie.md §1): keyframes in their composition's frames; a
  /// precomposition shows its composition at (t − st)/sr, or at `tm`(t) × frame rate when it has a
  /// time remap (``LottieLayerFrame/childTime``). Parents contribute their transforms whether or
  /// not they are in range. Auto-orient is not applied (a diagnostic of the file says so).
  ///
  /// - Precision: as ``LottieTransform/matrix(atFrame:mode:)`` per level.
  /// - Complexity: O(layers × (keyframes + parent depth)); allocates the result. The file's
  ///   precompositions are acyclic and its parenting is acyclic (checked when it was read), so
  ///   the walk ends.
  public func layerFrames(atFrame frame: Double, mode: LottieEvaluationMode) -> [LottieLayerFrame] {
    var out: [LottieLayerFrame] = []
    append(layers, time: frame, mode: mode, prefix: [], indPrefix: "", outer: .identity, into: &out)
    return out
  }

  private func append(
    _ layers: [LottieLayer], time: Double, mode: LottieEvaluationMode, prefix: [Int], indPrefix: String,
    outer: TransformMatrix3D, into out: inout [LottieLayerFrame]
  ) {
    var locals: [TransformMatrix3D] = []
    locals.reserveCapacity(layers.count)
    for layer in layers { locals.append(layer.transform.matrix(atFrame: time, mode: mode)) }
    var byIndex: [Int: Int] = [:]
    for (k, layer) in layers.enumerated() {
      if let ind = layer.index, byIndex[ind] == nil { byIndex[ind] = k }
    }
    for (k, layer) in layers.enumerated() {
      var matrix = locals[k]
      var parent = layer.parent.flatMap { byIndex[$0] }
      var steps = 0
      while let p = parent, steps < layers.count {
        matrix = matrix.concatenating(locals[p])
        parent = layers[p].parent.flatMap { byIndex[$0] }
        steps += 1
      }
      if mode == .lottieWeb { matrix = LottieTransform.roundedToFloat(matrix) }
      let ind = layer.index.map(String.init) ?? "#\(k)"
      let indPath = indPrefix.isEmpty ? ind : indPrefix + "/" + ind
      let toRoot = matrix.concatenating(outer)
      var childTime: Double?
      if layer.kind == .precomposition {
        if let remap = layer.timeRemap {
          childTime = (remap.value(atFrame: time, mode: mode).first ?? 0) * frameRate
        } else {
          childTime = (time - layer.startTime) / layer.stretch
        }
      }
      out.append(
        LottieLayerFrame(
          indices: prefix + [k], indPath: indPath, name: layer.name, layer: layer, compositionTime: time,
          isInRange: layer.inPoint <= time && time < layer.outPoint, local: locals[k], toComposition: matrix,
          toRoot: toRoot, opacity: layer.transform.opacity(atFrame: time, mode: mode), childTime: childTime))
      if let childTime, let id = layer.referenceID, let asset = assets.first(where: { $0.id == id }) {
        append(
          asset.layers, time: childTime, mode: mode, prefix: prefix + [k], indPrefix: indPath, outer: toRoot,
          into: &out)
      }
    }
  }
}
