import MotionCurvesCore

/// A bad animation document: where (the JSON path, `keyframes[2].offset`) and what.
public struct AnimationDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value, empty for the document itself.
  public var path: String
  /// What is wrong there.
  public var message: String

  /// An error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// An error at a decoder's coding path (plus an optional key below it).
  init(_ codingPath: [any CodingKey], _ key: String? = nil, _ message: String) {
    var keys = codingPath.map { ($0.intValue, $0.stringValue) }
    if let key { keys.append((nil, key)) }
    self.init(path: Self.format(keys), message: message)
  }

  /// An error of the decoder (a missing field, a wrong type) at its path.
  package init(_ error: DecodingError) {
    switch error {
    case let .typeMismatch(_, context), let .valueNotFound(_, context):
      self.init(context.codingPath, nil, Self.plain(context.debugDescription))
    case let .keyNotFound(key, context):
      self.init(context.codingPath, key.stringValue, "is missing")
    case let .dataCorrupted(context):
      self.init(context.codingPath, nil, Self.plain(context.debugDescription))
    @unknown default:
      self.init(path: "", message: "\(error)")
    }
  }

  static func plain(_ text: String) -> String {
    text.isEmpty ? "is not valid" : text
  }

  /// `animations[1].keyframes[2].offset`.
  static func format(_ keys: [(Int?, String)]) -> String {
    var path = ""
    for (index, name) in keys {
      if let index, name.hasPrefix("Index ") || Int(name) != nil {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? name : ".\(name)"
      }
    }
    return path
  }

  /// `keyframes[2].offset: offset 1.5 is outside [0, 1]`, or the message alone at the top.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
