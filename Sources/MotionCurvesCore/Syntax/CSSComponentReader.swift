/// A reader of one CSS value syntax (colours, transforms) on top of the shared ``CSSScanner``: the
/// position, white space, identifiers, expected punctuation and errors, written once for every
/// syntax that reads component values.
package protocol CSSComponentReader {
  /// The shared tokenizer.
  var base: CSSScanner { get set }
}

extension CSSComponentReader {
  /// The scalar offset of the next character.
  package var position: Int { base.position }
  /// Whether the whole text has been read.
  package var isAtEnd: Bool { base.isAtEnd }
  /// The next few characters, quoted, or "the end of the text": what an error says it found.
  package var found: String { base.found }

  /// Skips white space and comments.
  package mutating func skipWhitespace() { base.skipWhitespace() }

  /// The identifier that comes next, consumed, or nil.
  package mutating func identifier() -> String? { base.identifier() }

  /// Consumes `c` after white space, or throws `expected 'c' but found …`.
  package mutating func expect(_ c: Unicode.Scalar) throws(SyntaxError) { try base.expect(c) }

  /// An error saying `message` about the text at `offset` (by default the current position).
  package func error(_ message: String, at offset: Int? = nil, kind: SyntaxError.Kind = .invalid) -> SyntaxError {
    SyntaxError(message, at: offset ?? base.position, kind: kind)
  }
}
