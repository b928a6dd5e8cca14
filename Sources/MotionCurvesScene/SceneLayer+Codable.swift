import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesGeometry

extension SceneLayer: Codable {
  static let fields = [
    "name", "bounds", "position", "zPosition", "anchorPoint", "transform", "sublayerTransform", "opacity", "timing",
    "path", "fillColor", "strokeColor", "backgroundColor", "lineWidth", "lineCap", "strokeStart", "strokeEnd",
    "compositingFilter", "gradient", "replicator", "animations", "springs", "transitions", "texts", "wave", "clock", "sublayers",
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
    lineCap = try o.choice("lineCap", SceneLineCap.self) ?? lineCap
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
    transitions = try o.decode([SceneTransition].self, "transitions", as: "a list of transitions") ?? []
    texts = try o.decode([String].self, "texts", as: "a list of strings") ?? []
    wave = try o.decode(SceneWave.self, "wave", as: "a wave")
    clock = try o.decode(SceneClock.self, "clock", as: "\"scene\" or an input's name")
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
    if let fillColor { try put(fillColor, "fillColor") }
    if let strokeColor { try put(strokeColor, "strokeColor") }
    if let backgroundColor { try put(backgroundColor, "backgroundColor") }
    if lineWidth != 1 { try put(lineWidth, "lineWidth") }
    if lineCap != .butt { try put(lineCap, "lineCap") }
    if strokeStart != 0 { try put(strokeStart, "strokeStart") }
    if strokeEnd != 1 { try put(strokeEnd, "strokeEnd") }
    if let blendMode { try put(blendMode.cssName, "compositingFilter") }
    if let gradient { try put(gradient, "gradient") }
    if let replicator { try put(replicator, "replicator") }
    if !animations.isEmpty { try put(animations, "animations") }
    if !springs.isEmpty { try put(springs, "springs") }
    if !transitions.isEmpty { try put(transitions, "transitions") }
    if !texts.isEmpty { try put(texts, "texts") }
    if let wave { try put(wave, "wave") }
    if let clock { try put(clock, "clock") }
    if !sublayers.isEmpty { try put(sublayers, "sublayers") }
  }
}
