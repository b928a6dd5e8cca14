import MotionCurvesCore
import MotionCurvesDocuments

extension SceneInput: Codable {
  /// Reads `{"name", "summary", "rest", "range": [low, high]}` with exactly one source:
  /// `"animation"` (an animation document of one number), `"drag"` (a ``SceneDrag``) or
  /// `"frameWidthOf"` (a layer's name: ``Source/frameWidth(layer:)``).
  public init(from decoder: any Decoder) throws {
    let sources = ["animation", "drag", "frameWidthOf"]
    let o = try DocumentObject(decoder, allowed: ["name", "summary", "rest", "range"] + sources, what: "an input")
    guard let name = try o.string("name"), !name.isEmpty else { throw o.error("name", "must be a non-empty string") }
    guard name != "scene" else { throw o.error("name", "\"scene\" names the scene's own clock: choose another name") }
    let given = sources.filter { o.has($0) }
    guard given.count == 1 else {
      throw o.error(given.count > 1 ? given[1] : nil, "give one source: animation, drag or frameWidthOf")
    }
    let source: Source
    if let animation = try o.decode(AnimationDocument.self, "animation", as: "an animation") {
      source = .animation(animation)
    } else if let drag = try o.decode(SceneDrag.self, "drag", as: "a drag") {
      source = .drag(drag)
    } else if let layer = try o.string("frameWidthOf"), !layer.isEmpty {
      source = .frameWidth(layer: layer)
    } else {
      throw o.error(given[0], "must not be null or empty")
    }
    var range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    if let bounds = try o.decode([Double].self, "range", as: "[low, high]") {
      guard bounds.count == 2, bounds.allSatisfy(\.isFinite), bounds[0] <= bounds[1] else {
        throw o.error("range", "must be [low, high] with finite low ≤ high")
      }
      range = bounds[0]...bounds[1]
    }
    self.init(name: name, summary: try o.string("summary") ?? "", source: source, rest: try o.number("rest") ?? 0, range: range)
  }

  /// Writes the input in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(name, forKey: DocumentKey("name"))
    if !summary.isEmpty { try o.encode(summary, forKey: DocumentKey("summary")) }
    switch source {
    case let .animation(animation): try o.encode(animation, forKey: DocumentKey("animation"))
    case let .drag(drag): try o.encode(drag, forKey: DocumentKey("drag"))
    case let .frameWidth(layer): try o.encode(layer, forKey: DocumentKey("frameWidthOf"))
    }
    try o.encode(rest, forKey: DocumentKey("rest"))
    try o.encode([range.lowerBound, range.upperBound], forKey: DocumentKey("range"))
  }
}
