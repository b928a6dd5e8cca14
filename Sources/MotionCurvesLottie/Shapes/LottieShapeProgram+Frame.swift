import MotionCurvesGeometry

extension LottieShapeProgram {
  /// The last evaluation as public values (allocating): the drawn items back to front and every
  /// trim's values.
  public var frame: LottieShapeFrame {
    let drawnShapes = drawn.map { d -> LottieDrawnShape in
      var commands: [PathCommand] = []
      for sp in d.subpaths {
        let sub = subpaths[sp]
        commands.append(.move(points[sub.firstPoint]))
        for j in 0..<sub.segmentCount {
          let b = sub.firstPoint + 3 * j
          commands.append(.cubic(points[b + 1], points[b + 2], points[b + 3]))
        }
        if sub.isClosed { commands.append(.close) }
      }
      let style = styles[d.style]
      return LottieDrawnShape(shape: style.shape, copy: style.copy, paint: paint(d.style), opacity: d.opacity,
        path: VectorPath(commands: commands))
    }
    let trims = trimItems.indices.map {
      LottieTrimValues(shape: trimItems[$0].shape, start: trimValues[$0][0], end: trimValues[$0][1], offset: trimValues[$0][2])
    }
    return LottieShapeFrame(drawn: drawnShapes, trims: trims)
  }
}

extension LottieAnimation {
  /// Every shape layer's drawn items at `frame` of the root composition (allocating; compile a
  /// ``LottieShapeProgram`` per layer to evaluate many frames), keyed by the layer's JSON path
  /// (`layers[0]`, `assets[1].layers[2]`), for the layers ``layerFrames(atFrame:mode:)`` lists;
  /// each layer is evaluated at its own composition time.
  ///
  /// - Precision: as ``LottieShapeProgram``.
  public func shapeFrames(atFrame frame: Double, mode: LottieEvaluationMode) throws(LottieError) -> [String: LottieShapeFrame] {
    var result: [String: LottieShapeFrame] = [:]
    for layerFrame in try layerFrames(atFrame: frame, mode: mode) {
      guard layerFrame.layer.kind == .shape, let first = layerFrame.layer.shapes.first else { continue }
      let prefix = LottieShapeProgram.layerPrefix(first.path)
      var program = LottieShapeProgram(shapes: layerFrame.layer.shapes, mode: mode, layerPath: prefix)
      program.evaluate(atFrame: layerFrame.compositionTime)
      result[String(prefix.dropLast())] = program.frame
    }
    return result
  }
}
