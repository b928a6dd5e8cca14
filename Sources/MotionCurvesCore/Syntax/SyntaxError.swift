/// Text that could not be read or resolved: what is wrong, where, and whether the text is simply
/// invalid or valid text that needs something it was not given.
///
/// Every text syntax of the library reports this one error: CSS easings, transforms, colours and
/// gradients, and SVG path data. The offset counts Unicode scalars from the start of the text
/// (0-based); for the ASCII text these syntaxes normally are, it is the byte and the character
/// offset too. When the text ends too early, the offset is the length of the text. Errors found
/// while resolving a parsed value (a percentage without a reference box) carry offset 0 and name
/// the value.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the text gives no value.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The text is not in the syntax.
    case invalid
    /// Valid text that depends on where it is used: a CSS colour such as `currentcolor`, the system
    /// colours (`Canvas`, `ButtonText` …) and `light-dark()` resolve only against an element's
    /// style.
    case needsContext
    /// A length relative to a box (a percentage) was resolved without the box's size.
    case needsReferenceBox
    /// A length relative to the font (`em`) was resolved without a font size.
    case needsFontSize
    /// Valid text whose syntax this version does not evaluate (relative colours `rgb(from …)`,
    /// `calc()` inside colour components).
    case unsupported
  }

  /// What is wrong, in words: `expected ',' but found ')'`.
  public let message: String
  /// The offset (0-based, in Unicode scalars) of the character where the problem starts.
  public let offset: Int
  /// Why the text gives no value.
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
