/// CSS easing text that could not be read: what is wrong, and where.
public struct CSSEasingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words: `expected ',' but found ')'`.
  public let message: String
  /// The character offset (0-based, in Unicode scalars) where the problem starts.
  public let offset: Int

  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) at character \(offset)" }
}
