// Reading and writing scene documents. Reading checks every field and reports the first problem
// at its JSON path (an AnimationDocumentError, as animation documents do); writing produces the
// form reading accepts: colours as [r, g, b, a], transforms as 16 numbers, paths as path data.

extension SceneDocument: Codable {
  static let fields = ["name", "summary", "size", "duration", "background", "layers", "inputs"]

  /// Reads a scene and checks it as ``SceneEvaluator/init(_:)`` does (unique layer names, known
  /// key paths, values with the right number of components).
  ///
  /// - Throws: ``AnimationDocumentError`` naming the JSON path of the first problem.
  public init(from decoder: any Decoder) throws {
    do {
      let o = try DocumentObject(decoder, allowed: Self.fields, what: "a scene")
      guard let name = try o.string("name"), !name.isEmpty else { throw o.error("name", "must be a non-empty string") }
      guard let size = try o.point("size"), size.x > 0, size.y > 0 else {
        throw o.error("size", "must be [width, height], both positive")
      }
      guard let duration = try o.number("duration"), duration > 0 else {
        throw o.error("duration", "must be a positive number of seconds")
      }
      let layers = try o.decode([SceneLayer].self, "layers", as: "a list of layers") ?? []
      let inputs = try o.decode([SceneInput].self, "inputs", as: "a list of inputs") ?? []
      self.init(
        name: name, summary: try o.string("summary") ?? "", size: size, duration: duration,
        background: try o.color("background") ?? SIMD4(0, 0, 0, 1), layers: layers, inputs: inputs)
      do {
        _ = try SceneEvaluator(self)
      } catch {
        throw o.error(nil, error.description)
      }
    } catch let error as DecodingError {
      throw AnimationDocumentError(error)
    }
  }

  /// Writes the scene in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(name, forKey: DocumentKey("name"))
    if !summary.isEmpty { try o.encode(summary, forKey: DocumentKey("summary")) }
    try o.encode([size.x, size.y], forKey: DocumentKey("size"))
    try o.encode(duration, forKey: DocumentKey("duration"))
    try o.encode(background.array, forKey: DocumentKey("background"))
    try o.encode(layers, forKey: DocumentKey("layers"))
    if !inputs.isEmpty { try o.encode(inputs, forKey: DocumentKey("inputs")) }
  }
}

extension SceneInput: Codable {
  /// Reads `{"name", "summary", "animation", "rest", "range": [low, high]}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["name", "summary", "animation", "rest", "range"], what: "an input")
    guard let name = try o.string("name"), !name.isEmpty else { throw o.error("name", "must be a non-empty string") }
    guard let animation = try o.decode(AnimationDocument.self, "animation", as: "an animation") else {
      throw o.error("animation", "is missing")
    }
    var range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    if let bounds = try o.decode([Double].self, "range", as: "[low, high]") {
      guard bounds.count == 2, bounds.allSatisfy(\.isFinite), bounds[0] <= bounds[1] else {
        throw o.error("range", "must be [low, high] with finite low ≤ high")
      }
      range = bounds[0]...bounds[1]
    }
    self.init(
      name: name, summary: try o.string("summary") ?? "", animation: animation, rest: try o.number("rest") ?? 0,
      range: range)
  }

  /// Writes the input in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(name, forKey: DocumentKey("name"))
    if !summary.isEmpty { try o.encode(summary, forKey: DocumentKey("summary")) }
    try o.encode(animation, forKey: DocumentKey("animation"))
    try o.encode(rest, forKey: DocumentKey("rest"))
    try o.encode([range.lowerBound, range.upperBound], forKey: DocumentKey("range"))
  }
}

extension SceneSpring: Codable {
  /// Reads `{"keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass"}` (the spring's
  /// parameters default as JNWSpringAnimation's do).
  public init(from decoder: any Decoder) throws {
    let fields = ["keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass"]
    let o = try DocumentObject(decoder, allowed: fields, what: "a spring")
    guard let keyPath = try o.string("keyPath") else { throw o.error("keyPath", "is missing") }
    guard let from = try o.number("from") else { throw o.error("from", "is missing") }
    guard let to = try o.number("to") else { throw o.error("to", "is missing") }
    do {
      let spring = try JNWSpringAnimation(
        damping: try o.number("damping") ?? 30, stiffness: try o.number("stiffness") ?? 300, mass: try o.number("mass") ?? 5,
        from: from, to: to)
      self.init(keyPath: keyPath, beginTime: try o.number("beginTime") ?? 0, spring: spring)
    } catch let error as SpringError {
      throw o.error(nil, "\(error)")
    }
  }

  /// Writes the spring in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(keyPath, forKey: DocumentKey("keyPath"))
    try o.encode(beginTime, forKey: DocumentKey("beginTime"))
    try o.encode(spring.from, forKey: DocumentKey("from"))
    try o.encode(spring.to, forKey: DocumentKey("to"))
    try o.encode(spring.damping, forKey: DocumentKey("damping"))
    try o.encode(spring.stiffness, forKey: DocumentKey("stiffness"))
    try o.encode(spring.mass, forKey: DocumentKey("mass"))
  }
}

extension SceneWave: Codable {
  /// Reads `{"header": 1 or 2, "width", "speed", "framesPerSecond"}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["header", "width", "speed", "framesPerSecond"], what: "a wave")
    guard let header = try o.decode(Int.self, "header", as: "1 or 2"), header == 1 || header == 2 else {
      throw o.error("header", "must be 1 (the front wave) or 2")
    }
    guard let width = try o.number("width"), width >= 1, width <= 100_000 else {
      throw o.error("width", "must be a number of points from 1 to 100000")
    }
    let fps = try o.number("framesPerSecond") ?? 60
    guard fps > 0 else { throw o.error("framesPerSecond", "must be positive") }
    self.init(header: header, width: width, speed: try o.number("speed") ?? 1, framesPerSecond: fps)
  }

  /// Writes the wave in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(header, forKey: DocumentKey("header"))
    try o.encode(width, forKey: DocumentKey("width"))
    try o.encode(speed, forKey: DocumentKey("speed"))
    try o.encode(framesPerSecond, forKey: DocumentKey("framesPerSecond"))
  }
}

extension SceneLayer: Codable {
  static let fields = [
    "name", "bounds", "position", "zPosition", "anchorPoint", "transform", "sublayerTransform", "opacity", "timing",
    "path", "fillColor", "strokeColor", "backgroundColor", "lineWidth", "lineCap", "strokeStart", "strokeEnd",
    "compositingFilter", "gradient", "replicator", "animations", "springs", "texts", "wave", "clock", "sublayers",
  ]

  /// Reads a layer; every field but `name` is optional and defaults as ``init(name:)`` does.
  ///
  /// - Throws: ``AnimationDocumentError`` naming the JSON path of the first problem.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: Self.fields, what: "a layer")
    guard let name = try o.string("name"), !name.isEmpty else { throw o.error("name", "must be a non-empty string") }
    self.init(name: name)
    if let bounds = try o.decode([Double].self, "bounds", as: "[x, y, width, height]") {
      guard bounds.count == 4, bounds.allSatisfy(\.isFinite), bounds[2] >= 0, bounds[3] >= 0 else {
        throw o.error("bounds", "must be [x, y, width, height] with finite numbers and a size ≥ 0")
      }
      boundsOrigin = SIMD2(bounds[0], bounds[1])
      boundsSize = SIMD2(bounds[2], bounds[3])
    }
    position = try o.point("position") ?? position
    zPosition = try o.number("zPosition") ?? zPosition
    anchorPoint = try o.point("anchorPoint") ?? anchorPoint
    transform = try o.transform("transform") ?? transform
    sublayerTransform = try o.transform("sublayerTransform") ?? sublayerTransform
    opacity = try o.fraction("opacity") ?? opacity
    timing = try o.decode(LayerTiming.self, "timing", as: "a layer timing {beginTime, speed, timeOffset}") ?? timing
    if let text = try o.string("path") {
      do { path = try VectorPath(svg: text) } catch { throw o.error("path", "\(error)") }
    }
    fillColor = try o.color("fillColor")
    strokeColor = try o.color("strokeColor")
    backgroundColor = try o.color("backgroundColor")
    if let width = try o.number("lineWidth") {
      guard width >= 0 else { throw o.error("lineWidth", "must be ≥ 0") }
      lineWidth = width
    }
    if let cap = try o.string("lineCap") {
      guard ["butt", "round", "square"].contains(cap) else { throw o.error("lineCap", "must be butt, round or square") }
      lineCap = cap
    }
    strokeStart = try o.fraction("strokeStart") ?? strokeStart
    strokeEnd = try o.fraction("strokeEnd") ?? strokeEnd
    if let filter = try o.string("compositingFilter") {
      guard let mode = ColorBlendMode(cssName: filter) else {
        throw o.error("compositingFilter", "\"\(filter)\" is not a blend mode (\(ColorBlendMode.allCases.map(\.cssName).joined(separator: ", ")))")
      }
      blendMode = mode
    }
    gradient = try o.decode(SceneGradient.self, "gradient", as: "a gradient")
    replicator = try o.decode(SceneReplicator.self, "replicator", as: "a replicator")
    animations = try o.decode([AnimationDocument].self, "animations", as: "a list of animations") ?? []
    springs = try o.decode([SceneSpring].self, "springs", as: "a list of springs") ?? []
    texts = try o.decode([String].self, "texts", as: "a list of strings") ?? []
    wave = try o.decode(SceneWave.self, "wave", as: "a wave")
    clock = try o.string("clock")
    sublayers = try o.decode([SceneLayer].self, "sublayers", as: "a list of layers") ?? []
  }

  /// Writes the layer in the form ``init(from:)`` reads, leaving out what is at its default.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    func put<T: Encodable>(_ value: T, _ key: String) throws { try o.encode(value, forKey: DocumentKey(key)) }
    let defaults = SceneLayer(name: name)
    try put(name, "name")
    if boundsOrigin != .zero || boundsSize != .zero { try put([boundsOrigin.x, boundsOrigin.y, boundsSize.x, boundsSize.y], "bounds") }
    if position != defaults.position { try put([position.x, position.y], "position") }
    if zPosition != 0 { try put(zPosition, "zPosition") }
    if anchorPoint != defaults.anchorPoint { try put([anchorPoint.x, anchorPoint.y], "anchorPoint") }
    if transform != .identity { try put(transform, "transform") }
    if sublayerTransform != .identity { try put(sublayerTransform, "sublayerTransform") }
    if opacity != 1 { try put(opacity, "opacity") }
    if timing != .identity { try put(timing, "timing") }
    if let path { try put(path.svgPathData, "path") }
    if let fillColor { try put(fillColor.array, "fillColor") }
    if let strokeColor { try put(strokeColor.array, "strokeColor") }
    if let backgroundColor { try put(backgroundColor.array, "backgroundColor") }
    if lineWidth != 1 { try put(lineWidth, "lineWidth") }
    if lineCap != "butt" { try put(lineCap, "lineCap") }
    if strokeStart != 0 { try put(strokeStart, "strokeStart") }
    if strokeEnd != 1 { try put(strokeEnd, "strokeEnd") }
    if let blendMode { try put(blendMode.cssName, "compositingFilter") }
    if let gradient { try put(gradient, "gradient") }
    if let replicator { try put(replicator, "replicator") }
    if !animations.isEmpty { try put(animations, "animations") }
    if !springs.isEmpty { try put(springs, "springs") }
    if !texts.isEmpty { try put(texts, "texts") }
    if let wave { try put(wave, "wave") }
    if let clock { try put(clock, "clock") }
    if !sublayers.isEmpty { try put(sublayers, "sublayers") }
  }
}

extension SceneGradient: Codable {
  /// Reads `{"colors": [...], "locations": [...], "startPoint": [x, y], "endPoint": [x, y]}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["colors", "locations", "startPoint", "endPoint"], what: "a gradient")
    let colors = try o.colors("colors")
    guard colors.count >= 2 else { throw o.error("colors", "must hold at least two colours") }
    let locations = try o.decode([Double].self, "locations", as: "a list of numbers")
    if let locations {
      guard locations.count == colors.count else { throw o.error("locations", "must have one location per colour") }
      guard locations.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        throw o.error("locations", "must be non-decreasing numbers in [0, 1]")
      }
    }
    self.init(
      colors: colors, locations: locations, startPoint: try o.point("startPoint") ?? SIMD2(0.5, 0),
      endPoint: try o.point("endPoint") ?? SIMD2(0.5, 1))
  }

  /// Writes the gradient in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(colors.map(\.array), forKey: DocumentKey("colors"))
    if let locations { try o.encode(locations, forKey: DocumentKey("locations")) }
    try o.encode([startPoint.x, startPoint.y], forKey: DocumentKey("startPoint"))
    try o.encode([endPoint.x, endPoint.y], forKey: DocumentKey("endPoint"))
  }
}

extension SceneReplicator: Codable {
  static let fields = [
    "instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
    "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
  ]

  /// Reads a replicator: `instanceCount` (1 … 10,000), and optionally the instance transform,
  /// delay, colour and colour offsets.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: Self.fields, what: "a replicator")
    guard let count = try o.decode(Int.self, "instanceCount", as: "a whole number"), count >= 1, count <= 10_000 else {
      throw o.error("instanceCount", "must be a whole number from 1 to 10000")
    }
    let offsets = SIMD4(
      try o.number("instanceRedOffset") ?? 0, try o.number("instanceGreenOffset") ?? 0,
      try o.number("instanceBlueOffset") ?? 0, try o.number("instanceAlphaOffset") ?? 0)
    let model: ReplicatorColorModel
    do {
      model = try ReplicatorColorModel(instanceColor: try o.color("instanceColor") ?? SIMD4(1, 1, 1, 1), offset: offsets)
    } catch {
      throw o.error("instanceColor", "\(error)")
    }
    self.init(
      instanceCount: count, instanceTransform: try o.transform("instanceTransform") ?? .identity,
      instanceDelay: try o.number("instanceDelay") ?? 0, colorModel: model)
  }

  /// Writes the replicator in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(instanceCount, forKey: DocumentKey("instanceCount"))
    try o.encode(instanceTransform, forKey: DocumentKey("instanceTransform"))
    try o.encode(instanceDelay, forKey: DocumentKey("instanceDelay"))
    try o.encode(colorModel.instanceColor.array, forKey: DocumentKey("instanceColor"))
    for (i, key) in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"].enumerated() {
      try o.encode(colorModel.offset[i], forKey: DocumentKey(key))
    }
  }
}

extension SIMD4<Double> {
  /// The four numbers as an array, for writing.
  var array: [Double] { [x, y, z, w] }
}

extension DocumentObject {
  /// [x, y] of finite numbers.
  func point(_ key: String) throws -> SIMD2<Double>? {
    guard let values = try decode([Double].self, key, as: "[x, y]") else { return nil }
    guard values.count == 2, values.allSatisfy(\.isFinite) else { throw error(key, "must be [x, y] with finite numbers") }
    return SIMD2(values[0], values[1])
  }

  /// A number in [0, 1].
  func fraction(_ key: String) throws -> Double? {
    guard let value = try number(key) else { return nil }
    guard value >= 0 && value <= 1 else { throw error(key, "must be in [0, 1]") }
    return value
  }

  /// CSS transform text (`rotate(-60deg)`), or the 16 numbers m11 … m44 of a Core Animation
  /// transform (the order of CSS `matrix3d()`).
  func transform(_ key: String) throws -> TransformMatrix3D? {
    guard has(key) else { return nil }
    if let text = try? container.decode(String.self, forKey: DocumentKey(key)) {
      do { return try CSSTransformList(css: text).matrix() } catch { throw self.error(key, "\(error)") }
    }
    guard let values = try? container.decode([Double].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be CSS transform text or 16 numbers m11 … m44")
    }
    do { return try TransformMatrix3D(matrix3d: values) } catch { throw self.error(key, "\(error)") }
  }

  /// A colour: CSS colour text (converted to sRGB, not gamut-mapped) or [r, g, b, a] in [0, 1].
  func color(_ key: String) throws -> SIMD4<Double>? {
    guard has(key) else { return nil }
    if let text = try? container.decode(String.self, forKey: DocumentKey(key)) {
      return try Self.color(text) { self.error(key, $0) }
    }
    guard let values = try? container.decode([Double].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be CSS colour text or [red, green, blue, alpha]")
    }
    return try Self.color(values) { self.error(key, $0) }
  }

  /// A list of colours, each as ``color(_:)`` reads one.
  func colors(_ key: String) throws -> [SIMD4<Double>] {
    guard has(key) else { throw error(key, "is missing") }
    if let texts = try? container.decode([String].self, forKey: DocumentKey(key)) {
      return try texts.enumerated().map { index, text in try Self.color(text) { self.error("\(key)[\(index)]", $0) } }
    }
    guard let lists = try? container.decode([[Double]].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be a list of CSS colours or of [red, green, blue, alpha]")
    }
    return try lists.enumerated().map { index, values in try Self.color(values) { self.error("\(key)[\(index)]", $0) } }
  }

  static func color(_ text: String, _ fail: (String) -> AnimationDocumentError) throws -> SIMD4<Double> {
    let color: CSSColor
    do { color = try CSSColor(css: text) } catch { throw fail("\(error)") }
    let srgb = color.converted(to: .srgb)
    let rgba = SIMD4(srgb.components.x, srgb.components.y, srgb.components.z, srgb.alpha)
    guard (0..<4).allSatisfy({ rgba[$0].isFinite }) else { throw fail("\"\(text)\" has no finite sRGB value") }
    return rgba
  }

  static func color(_ values: [Double], _ fail: (String) -> AnimationDocumentError) throws -> SIMD4<Double> {
    guard values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
      throw fail("must be [red, green, blue, alpha], each in [0, 1]")
    }
    return SIMD4(values[0], values[1], values[2], values[3])
  }
}
