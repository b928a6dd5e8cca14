import MotionCurvesCore

extension SceneProgram {
  /// A compiled ``SceneInput/Source``.
  enum InputSource: Sendable {
    /// The input's outputs in the scene's evaluator (presence, value).
    case animation(Range<Int>)
    /// The drag's motion over the scene's time.
    case drag(SceneDragMotion)
    /// A layer's frame width, read as soon as the layer is evaluated (``frameWidthInputs``).
    case frameWidth
  }

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

extension ClosedRange<Double> {
  /// `value` brought into the range (an input's value, clamped to its ``SceneInput/range``).
  @inline(__always)
  func clamping(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
