/// CSS colour text that could not be read: what is wrong, where, and whether the text is simply
/// invalid or a valid colour that needs something this library does not have.
///
/// The offset counts Unicode scalars from the start of the text (0-based), as ``CSSEasingError``
/// and ``CSSTransformError`` do.
public struct CSSColorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the text gives no colour.
  public enum Kind: String, Sendable, Hashable {
    /// The text is not a CSS colour.
    case invalid
    /// A valid colour that depends on where it is used: `currentcolor`, the system colours
    /// (`Canvas`, `ButtonText` …) and `light-dark()` resolve only against an element's style.
    case needsContext
    /// A valid colour whose syntax this version does not evaluate (relative colours `rgb(from …)`,
    /// `calc()` inside colour components).
    case unsupported
  }

  /// What is wrong, in words: `expected ',' but found ')'`.
  public let message: String
  /// The offset (0-based, in Unicode scalars) of the character where the problem starts.
  public let offset: Int
  /// Why the text gives no colour.
  public let kind: Kind

  /// An error saying `message` about the text at scalar offset `offset`.
  public init(_ message: String, at offset: Int, kind: Kind = .invalid) {
    self.message = message
    self.offset = offset
    self.kind = kind
  }

  /// The message and where: `expected ',' but found ')' at character 17`.
  public var description: String { "\(message) at character \(offset)" }
}
