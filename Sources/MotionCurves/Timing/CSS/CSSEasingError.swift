/// CSS easing text that could not be read: what is wrong, and where.
public struct CSSEasingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words: `expected ',' but found ')'`.
  public let message: String
  /// The character offset (0-based, in Unicode scalars) where the problem starts.
  public let offset: Int

  /// An error saying `message` about the text at character `offset`.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message and where: `expected ',' but found ')' at character 17`.
  public var description: String { "\(message) at character \(offset)" }
}
