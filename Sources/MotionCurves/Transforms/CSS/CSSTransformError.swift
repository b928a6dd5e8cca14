/// CSS transform text that could not be read or resolved: what is wrong, and where.
///
/// The offset counts Unicode scalars from the start of the text (0-based), as ``CSSEasingError``
/// and ``PathDataError`` do. Errors found while resolving a parsed value (a percentage without a
/// reference box, an `em` without a font size) carry offset 0 and name the value.
public struct CSSTransformError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words: `expected ',' but found ')'`.
  public let message: String
  /// The offset (0-based, in Unicode scalars) of the character where the problem starts.
  public let offset: Int

  /// An error saying `message` about the text at scalar offset `offset`.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message and where: `expected ',' but found ')' at character 17`.
  public var description: String { "\(message) at character \(offset)" }
}
