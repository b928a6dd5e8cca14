/// SVG path data that could not be read: what is wrong, and where.
///
/// The offset counts Unicode scalars from the start of the text (0-based), as ``CSSEasingError``
/// does; for the ASCII text path data normally is, it is the byte and the character offset too.
/// When the data ends too early, the offset is the length of the text.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words: `expected a number but found 'x'`.
  public let message: String
  /// The offset (0-based, in Unicode scalars) of the character where the problem starts.
  public let offset: Int

  /// An error saying `message` about the text at scalar offset `offset`.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message and where: `expected a number but found 'x' at character 17`.
  public var description: String { "\(message) at character \(offset)" }
}
