import MotionCurvesCore

extension SceneProgram {
  /// Finds each frame-width input's layer, and checks that it is evaluated before every layer on
  /// the input's clock: a frame evaluates the instances in order, and reads the width as soon as
  /// its layer is done.
  mutating func resolveFrameWidths() throws(SceneError) {
    for (input, description) in document.inputs.enumerated() {
      guard case let .frameWidth(name) = description.source else { continue }
      guard let source = instances.firstIndex(where: { $0.layer.name == name }) else {
        throw .unknownFrameLayer(input: description.name, layer: name)
      }
      if let user = entries.indices.first(where: { entries[$0].domain == input + 1 && $0 <= source }) {
        throw .frameReadTooLate(input: description.name, layer: name, user: instances[user].layer.name)
      }
      frameWidthInputs.append((source, input))
    }
    frameWidthInputs.sort { $0.entry < $1.entry }
  }

  /// The width of the bounding box of `state`'s corners in root coordinates; nil behind the viewer.
  @inline(__always)
  static func frameWidth(_ state: SceneLayerState) -> Double? {
    guard let quad = state.quad else { return nil }
    let xs = SIMD4(quad.topLeft.x, quad.topRight.x, quad.bottomRight.x, quad.bottomLeft.x)
    return xs.max() - xs.min()
  }
}
