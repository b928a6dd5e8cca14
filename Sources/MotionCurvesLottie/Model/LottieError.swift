/// A Lottie file that cannot be read: what kind of problem, where (the JSON path,
/// `layers[3].ks.p.k[2].s`, empty for the file itself) and what is wrong there.
public struct LottieError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem a file can have.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The text is not JSON (the message names the byte offset).
    case malformedJSON
    /// A value has the wrong JSON type (a string where a number belongs, say) or a required one is missing.
    case wrongType
    /// A value of the right type is out of range: a frame rate ≤ 0, an out point not after the in
    /// point, keyframe times that go back.
    case wrongValue
    /// A layer's `parent` names no layer of its composition.
    case unknownParent
    /// Layers whose `parent` chain comes back to itself.
    case parentCycle
    /// A precomposition layer's `refId` names no asset, or an asset that is not a precomposition.
    case unknownAsset
    /// A precomposition that contains itself, directly or through other precompositions.
    case precompositionCycle
    /// The file is larger than the reader's budget (bytes, JSON values, nesting, layers, keyframes).
    case budget
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The JSON path of the offending value, empty for the file itself.
  public var path: String
  /// What is wrong there, naming the bad value.
  public var message: String

  /// An error of `kind` at `path`.
  public init(_ kind: Kind, path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `layers[3].ks.p.k[2].s: must be a number or an array of numbers, not a string`, or the
  /// message alone for the file itself.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
