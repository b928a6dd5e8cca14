import MotionCurvesTransforms

extension SceneEvaluator {
  /// The key paths that layer instance `index` has animated at the time last evaluated (see
  /// ``SceneProgram/animatedValues(ofLayer:in:)``).
  public func animatedValues(ofLayer index: Int) -> [(keyPath: String, values: [Double])] {
    program.animatedValues(ofLayer: index, in: buffer)
  }
}

extension SceneProgram {
  /// The key paths that layer instance `index` has animated, with the values they present in
  /// `buffer` (the time it was last evaluated at): for each key
  /// path its animations, springs and transitions drive, the value of the last of them that has
  /// one then (as Core Animation layers them), in the order the key paths were first bound. A key
  /// path none of them gives a value at that time is left out; a whole-matrix `transform` or
  /// `sublayerTransform` gives its 16 entries row by row (m11, m12 … m44).
  ///
  /// What a plot of `transform.scale` or `transform.rotation.z` over time reads: the frame holds
  /// the composed transform, this the animated key path itself.
  ///
  /// - Complexity: O(b) for the layer's b bindings; allocates the result. Not a per-frame path.
  public func animatedValues(ofLayer index: Int, in buffer: SceneFrameBuffer) -> [(keyPath: String, values: [Double])] {
    guard entries.indices.contains(index), fits(buffer), buffer.time != nil else { return [] }
    var result: [(keyPath: String, values: [Double])] = []
    for binding in bindings[entries[index].bindings] {
      let offset = domainOffsets[binding.domain]
      let outputs = buffer.values[(offset + binding.outputs.lowerBound)..<(offset + binding.outputs.upperBound)]
      guard outputs.first == 1 else { continue }
      let numbers = Array(outputs.dropFirst())
      let shown: [Double]
      if let keyMatrices = binding.matrices {
        let m = Self.matrix(matrices[keyMatrices], at: numbers[0])
        shown = [m.row1, m.row2, m.row3, m.row4].flatMap { [$0.x, $0.y, $0.z, $0.w] }
      } else {
        shown = numbers
      }
      let keyPath = binding.property.rawValue
      if let existing = result.firstIndex(where: { $0.keyPath == keyPath }) {
        result[existing].values = shown
      } else {
        result.append((keyPath, shown))
      }
    }
    return result
  }
}
