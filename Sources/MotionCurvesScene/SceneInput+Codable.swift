import MotionCurvesCore
import MotionCurvesDocuments

extension SceneInput: Codable {
  /// Reads `{"name", "summary", "animation", "rest", "range": [low, high]}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["name", "summary", "animation", "rest", "range"], what: "an input")
    guard let name = try o.string("name"), !name.isEmpty else { throw o.error("name", "must be a non-empty string") }
    guard name != "scene" else { throw o.error("name", "\"scene\" names the scene's own clock: choose another name") }
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
