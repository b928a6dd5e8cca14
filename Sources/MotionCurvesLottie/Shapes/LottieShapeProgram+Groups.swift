import MotionCurvesTransforms

extension LottieShapeProgram {
  /// Each group's matrix to the layer, cumulative opacity and visibility at `frame`; parents come
  /// before their children in `groups`.
  mutating func evaluateGroups(_ frame: Double) {
    for g in groups.indices {
      let parent = groups[g].parent
      let (pm, po, pv) = parent >= 0 ? (groupMatrices[parent], groupOpacities[parent], groupVisible[parent]) : (.identity, 1, true)
      switch groups[g].kind {
      case .root:
        (groupMatrices[g], groupOpacities[g], groupVisible[g]) = (.identity, 1, true)
      case let .transform(t):
        groupMatrices[g] = t.matrix(atFrame: frame).concatenating(pm)
        groupOpacities[g] = t.opacity(atFrame: frame) * po
        groupVisible[g] = pv
      case let .copy(r, index, below):
        let repeater = repeaters[r]
        let copies = repeater.copies.scalar(atFrame: frame, or: 1)
        let n = copies.isFinite ? Swift.max(0, copies.rounded(.up)) : 0
        let offset = repeater.offset.scalar(atFrame: frame, or: 0)
        // lottie-web (RepeaterModifier.processShapes): group r is copy r ("m": 1) or copy
        // ⌈c⌉ − 1 − r ("m": 2); its opacity follows r either way.
        let k = below ? n - 1 - Double(index) : Double(index)
        groupMatrices[g] = repeater.transform.repeaterMatrix(atFrame: frame, copy: k + offset).concatenating(pm)
        let so = repeater.transform.startOpacity.scalar(atFrame: frame, or: 100) * 0.01
        let eo = repeater.transform.endOpacity.scalar(atFrame: frame, or: 100) * 0.01
        let share = n > 1 ? Double(index) / (n - 1) : 0
        groupOpacities[g] = (so + (eo - so) * share) * po
        groupVisible[g] = pv && Double(index) < n
      }
    }
  }
}
