extension LottieAnimation {
  /// Reads Bodymovin JSON (UTF-8 bytes): the composition, layers, assets and markers, with the old
  /// keyframe format normalised (see ``LottieKeyframe``), then checks the structure: parents exist
  /// and form no cycle, precompositions exist and contain no cycle.
  ///
  /// Budgets: at most ``LottieAnimation/maximumBytes`` bytes, ``LottieAnimation/maximumJSONValues`` JSON values,
  /// ``LottieAnimation/maximumDepth`` levels of nesting, ``LottieAnimation/maximumLayers`` layers and ``LottieAnimation/maximumKeyframes``
  /// keyframes; a larger file is a ``LottieError`` of kind `budget` before it costs
  /// more than reading that much.
  ///
  /// - Throws: ``LottieError`` naming the JSON path and the bad value.
  public init(json bytes: some Collection<UInt8>) throws(LottieError) {
    guard bytes.count <= Self.maximumBytes else {
      throw LottieError(.budget, path: "", "the file has \(bytes.count) bytes, more than the \(Self.maximumBytes) read")
    }
    var parser = LottieJSONParser(Array(bytes))
    let root = try parser.document()
    var reader = LottieReader()
    try self.init(root, reader: &reader)
    diagnostics = reader.diagnostics
    try LottieStructure.check(self)
  }

  private init(_ json: LottieJSON, reader: inout LottieReader) throws(LottieError) {
    let o = try LottieObject(json, at: "", what: "a Lottie animation")
    let frameRate = try o.requiredNumber("fr")
    guard frameRate > 0 else { throw LottieError(.wrongValue, path: "fr", "frame rate \(frameRate) must be > 0") }
    let inPoint = try o.requiredNumber("ip")
    let outPoint = try o.requiredNumber("op")
    guard outPoint > inPoint else {
      throw LottieError(.wrongValue, path: "op", "out point \(outPoint) must be after the in point \(inPoint)")
    }
    let width = try o.requiredNumber("w")
    let height = try o.requiredNumber("h")
    guard width >= 0, height >= 0 else {
      throw LottieError(.wrongValue, path: width < 0 ? "w" : "h", "size \(width) × \(height) must not be negative")
    }
    var version = try o.string("v")
    if version == nil, let ver = try o.integer("ver") { version = String(ver) }
    var assets: [LottieAsset] = []
    for (n, element) in (try o.array("assets") ?? []).enumerated() {
      assets.append(try Self.asset(element, at: "assets[\(n)]", reader: &reader))
    }
    let layers = try reader.layers(try o.array("layers") ?? [], at: "layers")
    var markers: [LottieMarker] = []
    for (n, element) in (try o.array("markers") ?? []).enumerated() {
      let m = try LottieObject(element, at: "markers[\(n)]", what: "a marker")
      markers.append(LottieMarker(comment: try m.string("cm"), time: try m.number("tm") ?? 0, duration: try m.number("dr") ?? 0))
    }
    for key in ["fonts", "chars"] {
      if let value = o[key], Self.isNonEmpty(value) { reader.note(key, .fonts, "\(key) for text layers are read, not used") }
    }
    self.init(
      version: version, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, size: SIMD2(width, height),
      name: try o.string("nm"), is3D: try o.flag("ddd") ?? false, layers: layers, assets: assets, markers: markers)
  }

  private static func isNonEmpty(_ json: LottieJSON) -> Bool {
    switch json {
    case let .array(elements): return !elements.isEmpty
    case let .object(members):
      return members.contains { member in
        if case let .array(list) = member.value { return !list.isEmpty }
        return false
      }
    default: return true
    }
  }

  private static func asset(_ json: LottieJSON, at path: String, reader: inout LottieReader) throws(LottieError) -> LottieAsset {
    let o = try LottieObject(json, at: path, what: "an asset")
    guard let id = try o.string("id") else { throw LottieError(.wrongType, path: o.child("id"), "is missing (the asset id)") }
    let name = try o.string("nm")
    if let layers = try o.array("layers") {
      let frameRate = try o.number("fr")
      if let frameRate, !(frameRate > 0) {
        throw LottieError(.wrongValue, path: o.child("fr"), "frame rate \(frameRate) must be > 0")
      }
      return LottieAsset(
        id: id, name: name, frameRate: frameRate, kind: .precomposition(try reader.layers(layers, at: o.child("layers"))), path: path)
    }
    if o["p"] != nil || o["w"] != nil {
      reader.note(path, .image, "an image asset is not drawn")
      return LottieAsset(
        id: id, name: name,
        kind: .image(
          width: try o.number("w"), height: try o.number("h"), folder: try o.string("u"), file: try o.string("p"),
          embedded: try o.flag("e") ?? false),
        path: path)
    }
    return LottieAsset(id: id, name: name, kind: .other, path: path)
  }
}
