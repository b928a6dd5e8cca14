extension LottieReader {
  /// A `layers` array.
  mutating func layers(_ elements: [LottieJSON], at path: String) throws(LottieError) -> [LottieLayer] {
    var result: [LottieLayer] = []
    result.reserveCapacity(elements.count)
    for (n, element) in elements.enumerated() {
      layerCount += 1
      guard layerCount <= LottieAnimation.maximumLayers else {
        throw LottieError(.budget, path: "\(path)[\(n)]", "the file has more than \(LottieAnimation.maximumLayers) layers")
      }
      result.append(try layer(element, at: "\(path)[\(n)]"))
    }
    return result
  }

  mutating func layer(_ json: LottieJSON, at path: String) throws(LottieError) -> LottieLayer {
    let o = try LottieObject(json, at: path, what: "a layer")
    guard let type = try o.integer("ty") else { throw LottieError(.wrongType, path: o.child("ty"), "is missing (the layer type)") }
    let inPoint = try o.requiredNumber("ip")
    let outPoint = try o.requiredNumber("op")
    var layer = LottieLayer(kind: LottieLayer.Kind(type: type), inPoint: inPoint, outPoint: outPoint, path: path)
    layer.index = try o.integer("ind")
    layer.parent = try o.integer("parent")
    layer.name = try o.string("nm")
    layer.startTime = try o.number("st") ?? 0
    layer.stretch = try o.number("sr") ?? 1
    if layer.stretch == 0 { throw LottieError(.wrongValue, path: o.child("sr"), "a time stretch of 0 divides by zero") }
    if let ks = try o.object("ks", what: "a layer transform") { layer.transform = try transform(ks) }
    layer.autoOrient = try o.flag("ao") ?? false
    layer.timeRemap = try vector(o, "tm")
    layer.referenceID = try o.string("refId")
    if let w = try o.number("w"), let h = try o.number("h") { layer.size = SIMD2(w, h) }
    layer.solidColor = try o.string("sc")
    if let w = try o.number("sw"), let h = try o.number("sh") { layer.solidSize = SIMD2(w, h) }
    if let shapes = try o.array("shapes") { layer.shapes = try self.shapes(shapes, at: o.child("shapes")) }
    layer.hasMask = try o.flag("hasMask") ?? false
    if let masks = try o.array("masksProperties") {
      for (n, element) in masks.enumerated() {
        let m = try LottieObject(element, at: "\(o.child("masksProperties"))[\(n)]", what: "a mask")
        layer.masks.append(
          LottieMask(
            mode: try m.string("mode") ?? "a", name: try m.string("nm"), shape: try bezier(m, "pt"),
            opacity: try vector(m, "o"), expansion: try vector(m, "x"), inverted: try m.flag("inv") ?? false))
      }
      if !layer.masks.isEmpty {
        let modes = layer.masks.map(\.mode).joined(separator: ", ")
        note(o.child("masksProperties"), .mask, "\(layer.masks.count) mask\(layer.masks.count == 1 ? "" : "s") (mode \(modes)) read, not applied")
      }
    }
    layer.matteMode = try o.integer("tt")
    layer.isMatteSource = try o.flag("td") ?? false
    layer.matteParent = try o.integer("tp")
    if let mode = layer.matteMode, mode != 0 {
      note(o.child("tt"), .matte, "track matte mode \(mode) read, not applied")
    }
    if layer.isMatteSource {
      note(o.child("td"), .matte, "this layer is a track matte source: read, not applied (it is not drawn by players)")
    }
    if let effects = try o.array("ef") {
      for (n, element) in effects.enumerated() {
        let e = try LottieObject(element, at: "\(o.child("ef"))[\(n)]", what: "an effect")
        layer.effects.append(LottieEffect(type: try e.integer("ty"), name: try e.string("nm"), matchName: try e.string("mn")))
      }
      if !layer.effects.isEmpty {
        note(o.child("ef"), .effects, "\(layer.effects.count) effect\(layer.effects.count == 1 ? "" : "s") read, not applied")
      }
    }
    if let styles = try o.array("sy"), !styles.isEmpty {
      note(o.child("sy"), .layerStyles, "\(styles.count) layer style\(styles.count == 1 ? "" : "s") not applied")
    }
    layer.hidden = try o.flag("hd") ?? false
    layer.blendMode = try o.integer("bm") ?? 0
    if layer.blendMode != 0 { note(o.child("bm"), .blendMode, "blend mode \(layer.blendMode) read, not applied") }
    layer.is3D = try o.flag("ddd") ?? false
    switch layer.kind {
    case .text: note(path, .textLayer, "a text layer: its transform is read, its text is not drawn")
    case .image: note(path, .image, "an image layer: its transform is read, the image is not drawn")
    case .audio, .camera, .other: note(path, .otherLayer, "a layer of type \(layer.kind.name) has nothing drawn here")
    case .precomposition:
      if layer.referenceID == nil { throw LottieError(.wrongType, path: o.child("refId"), "is missing (a precomposition layer names its asset)") }
    default: break
    }
    return layer
  }
}
