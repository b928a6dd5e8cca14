/// A small reader of CSS component values: identifiers, numbers, commas and parentheses, with CSS
/// white space (space, tab, line feed, carriage return, form feed) and comments (`/* … */`) between
/// them.
package struct CSSScanner {
  package let scalars: [Unicode.Scalar]
  package var position = 0
  /// How many parentheses and math functions are open: the parser is recursive, so nesting is
  /// capped at ``maximumNesting`` to keep the stack small (browsers cap it too).
  package var nesting = 0

  /// The deepest nesting of parentheses and math functions an easing may have: 32 levels use
  /// about 20 KB of stack, well within a 512 KB secondary thread.
  package static let maximumNesting = 32

  package init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  package var isAtEnd: Bool { position == scalars.count }

  /// The text of a range of the input, scalar by scalar (the generic `append(contentsOf:)` is not
  /// specialized across the standard library boundary and costs more than the parse itself).
  package func text(_ range: Range<Int>) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(range.count)
    for i in range { result.unicodeScalars.append(scalars[i]) }
    return result
  }

  /// Skips white space and comments. An unclosed comment runs to the end of the text, as CSS
  /// reads it.
  package mutating func skipWhitespace() {
    while position < scalars.count {
      if Self.isWhitespace(scalars[position]) {
        position += 1
      } else if scalars[position] == "/" && position + 1 < scalars.count && scalars[position + 1] == "*" {
        position += 2
        while position < scalars.count && !(scalars[position] == "*" && position + 1 < scalars.count && scalars[position + 1] == "/") {
          position += 1
        }
        position = min(position + 2, scalars.count)
      } else {
        return
      }
    }
  }

  /// Enters one more level of parentheses or math function at `start`.
  package mutating func enterNesting(at start: Int) throws(SyntaxError) {
    nesting += 1
    guard nesting <= Self.maximumNesting else {
      throw SyntaxError("parentheses and math functions nest deeper than \(Self.maximumNesting) levels", at: start)
    }
  }

  /// CSS white space: space, tab, line feed, carriage return, form feed.
  package static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case " ", "\t", "\n", "\r", "\u{0C}": return true
    default: return false
    }
  }

  /// A CSS name-start code point: an ASCII letter, '_', or any non-ASCII code point.
  package static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c.value >= 0x80
  }

  /// A description of what starts at the current position, for error messages.
  package var found: String {
    guard position < scalars.count else { return "the end of the text" }
    var end = position
    while end < scalars.count, end - position < 12,
      !([" ", ",", "(", ")"] as [Unicode.Scalar]).contains(scalars[end])
    {
      end += 1
    }
    if end == position { end += 1 }
    return "'\(text(position..<end))'"
  }

  package func error(_ message: String) -> SyntaxError {
    SyntaxError(message, at: position)
  }

  /// A CSS identifier (letters, digits, '-', '_'; starting with a letter or '_', or with '-'
  /// followed by one of those or another '-', so that "-0.5" is a number), or nil.
  package mutating func identifier() -> String? {
    let start = position
    guard position < scalars.count else { return nil }
    let first = scalars[position]
    if first == "-" {
      guard position + 1 < scalars.count,
        Self.isNameStart(scalars[position + 1]) || scalars[position + 1] == "-"
      else { return nil }
    } else if !Self.isNameStart(first) {
      return nil
    }
    while position < scalars.count {
      let c = scalars[position]
      guard Self.isNameStart(c) || c == "-" || ("0"..."9").contains(c) else { break }
      position += 1
    }
    guard position > start else { return nil }
    return text(start..<position)
  }

  /// Consumes `c` if it comes next.
  package mutating func consume(_ c: Unicode.Scalar) -> Bool {
    guard position < scalars.count, scalars[position] == c else { return false }
    position += 1
    return true
  }

  package mutating func expect(_ c: Unicode.Scalar) throws(SyntaxError) {
    skipWhitespace()
    if !consume(c) { throw error("expected '\(c)' but found \(found)") }
  }

  /// A CSS <number>: [+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?.
  package mutating func number() throws(SyntaxError) -> Double {
    skipWhitespace()
    let start = position
    func digits(_ s: inout CSSScanner) -> Int {
      let from = s.position
      while s.position < s.scalars.count, ("0"..."9").contains(s.scalars[s.position]) { s.position += 1 }
      return s.position - from
    }
    _ = consume("+") || consume("-")
    var count = digits(&self)
    if consume(".") {
      let fraction = digits(&self)
      if fraction == 0 { position = start; throw error("expected a number but found \(found)") }
      count += fraction
    }
    guard count > 0 else { position = start; throw error("expected a number but found \(found)") }
    let beforeExponent = position
    if consume("e") || consume("E") {
      _ = consume("+") || consume("-")
      if digits(&self) == 0 { position = beforeExponent }
    }
    let text = self.text(start..<position)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("the number \(text) is out of range")
    }
    return value
  }
}
