import MotionCurvesTransforms

extension LottieAnimation {
  /// Every layer at root frame `frame`, depth first (a precomposition layer, then the layers of
  /// its composition), in file order: a ``LottieProgram`` compiled and evaluated once.
  ///
  /// - Precision: as ``LottieProgram``.
  /// - Complexity: O(layer instances × keyframes); allocates the program and the result. To
  ///   evaluate many frames, compile a ``LottieProgram`` once.
  /// - Throws: ``LottieError/Kind/budget`` past ``LottieProgram/maximumLayerInstances``.
  public func layerFrames(atFrame frame: Double, mode: LottieEvaluationMode) throws(LottieError) -> [LottieLayerFrame] {
    let program = try LottieProgram(self, mode: mode)
    var out = program.makeBuffer()
    program.evaluate(atFrame: frame, into: &out)
    return program.layers.indices.map { k in
      let layer = program.layers[k]
      return LottieLayerFrame(
        indices: layer.indices, indPath: layer.indPath, name: layer.layer.name, layer: layer.layer,
        compositionTime: out.compositionTime[k], isInRange: out.isInRange[k], local: out.local[k],
        toComposition: out.toComposition[k], toRoot: out.toRoot[k], opacity: out.opacity[k],
        childTime: out.childTime[k].isNaN ? nil : out.childTime[k])
    }
  }
}
