/// The checks across layers: every `parent` names a layer of the same composition and no chain
/// of parents comes back; every precomposition layer names a precomposition asset and no
/// precomposition contains itself.
enum LottieStructure {
  static func check(_ animation: LottieAnimation) throws(LottieError) {
    try checkParents(animation.layers)
    var precompositions: [String: LottieAsset] = [:]
    for asset in animation.assets {
      try checkParents(asset.layers)
      if case .precomposition = asset.kind, precompositions[asset.id] == nil { precompositions[asset.id] = asset }
    }
    // Depth-first over the composition graph: root, then each precomposition reached.
    var state: [String: Bool] = [:]  // false: on the current path; true: done
    func visit(_ layers: [LottieLayer]) throws(LottieError) {
      for layer in layers {
        guard case .precomposition = layer.kind, let id = layer.referenceID else { continue }
        guard let asset = precompositions[id] else {
          throw LottieError(.unknownAsset, path: layer.path + ".refId", "\"\(id)\" names no precomposition asset")
        }
        switch state[id] {
        case false?:
          throw LottieError(
            .precompositionCycle, path: layer.path + ".refId",
            "precomposition \"\(id)\" contains itself (directly or through other precompositions)")
        case true?: continue
        case nil:
          state[id] = false
          try visit(asset.layers)
          state[id] = true
        }
      }
    }
    try visit(animation.layers)
    // Precompositions no layer reaches from the root are checked too.
    for asset in animation.assets where state[asset.id] == nil && precompositions[asset.id] != nil {
      state[asset.id] = false
      try visit(asset.layers)
      state[asset.id] = true
    }
  }

  static func checkParents(_ layers: [LottieLayer]) throws(LottieError) {
    var byIndex: [Int: Int] = [:]
    for (n, layer) in layers.enumerated() {
      if let index = layer.index, byIndex[index] == nil { byIndex[index] = n }
    }
    // Each layer's chain walked once: 1 on the chain being walked, 2 known to end at a root.
    var state = [UInt8](repeating: 0, count: layers.count)
    for n in layers.indices where state[n] == 0 {
      var chain: [Int] = []
      var current = n
      while state[current] != 2 {
        let layer = layers[current]
        if state[current] == 1 {
          throw LottieError(
            .parentCycle, path: layer.path + ".parent",
            "parent \(layer.parent.map(String.init) ?? "") leads back to this layer (ind \(layer.index.map(String.init) ?? "none")): parenting has a cycle")
        }
        state[current] = 1
        chain.append(current)
        guard let parent = layer.parent else { break }
        guard let next = byIndex[parent] else {
          throw LottieError(.unknownParent, path: layer.path + ".parent", "parent \(parent) names no layer's ind in this composition")
        }
        current = next
      }
      for c in chain { state[c] = 2 }
    }
  }
}
