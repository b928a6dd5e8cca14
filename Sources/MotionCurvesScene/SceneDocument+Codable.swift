import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments

// Reading and writing scene documents. Reading checks every field and reports the first problem
// at its JSON path (an AnimationDocumentError, as animation documents do); writing produces the
// form reading accepts: colours as CSS text, transforms as 16 numbers, paths as path data.

extension SceneDocument: Codable {
  static let fields = ["name", "summary", "size", "duration", "background", "layers", "inputs"]

  /// Reads a scene and checks it as ``SceneEvaluator/init(_:tolerance:)`` does (unique layer names, known
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
        background: try o.color("background") ?? CSSColor(space: .srgb, components: .zero), layers: layers, inputs: inputs)
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
    try o.encode(background, forKey: DocumentKey("background"))
    try o.encode(layers, forKey: DocumentKey("layers"))
    if !inputs.isEmpty { try o.encode(inputs, forKey: DocumentKey("inputs")) }
  }
}
