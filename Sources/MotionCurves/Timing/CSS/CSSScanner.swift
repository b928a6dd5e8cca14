/// A small reader of CSS component values: identifiers, numbers, commas and parentheses, with CSS
/// white space (space, tab, line feed, carriage return, form feed) between them.
struct CSSScanner {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  var isAtEnd: Bool { position == scalars.count }

  mutating func skipWhitespace() {
    while position < scalars.count, [" ", "\t", "\n", "\r", "\u{0C}"].contains(scalars[position]) {
      position += 1
    }
  }

  /// A description of what starts at the current position, for error messages.
  var found: String {
    guard position < scalars.count else { return "the end of the text" }
    var end = position
    while end < scalars.count, end - position < 12,
      !([" ", ",", "(", ")"] as [Unicode.Scalar]).contains(scalars[end])
    {
      end += 1
    }
    if end == position { end += 1 }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[position..<end])
    return "'\(text)'"
  }

  func error(_ message: String) -> CSSEasingError {
    CSSEasingError(message, at: position)
  }

  /// A CSS identifier (letters, digits, '-', '_'; starting with a letter or '_', or with '-'
  /// followed by one of those or another '-', so that "-0.5" is a number), or nil.
  mutating func identifier() -> String? {
    let start = position
    func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" }
    guard position < scalars.count else { return nil }
    let first = scalars[position]
    if first == "-" {
      guard position + 1 < scalars.count, isNameStart(scalars[position + 1]) || scalars[position + 1] == "-" else {
        return nil
      }
    } else if !isNameStart(first) {
      return nil
    }
    while position < scalars.count {
      let c = scalars[position]
      let isName = c.properties.isAlphabetic || c == "-" || c == "_" || (position > start && ("0"..."9").contains(c))
      if !isName { break }
      position += 1
    }
    guard position > start else { return nil }
    var name = ""
    name.unicodeScalars.append(contentsOf: scalars[start..<position])
    return name
  }

  /// Consumes `c` if it comes next.
  mutating func consume(_ c: Unicode.Scalar) -> Bool {
    guard position < scalars.count, scalars[position] == c else { return false }
    position += 1
    return true
  }

  mutating func expect(_ c: Unicode.Scalar) throws(CSSEasingError) {
    skipWhitespace()
    if !consume(c) { throw error("expected '\(c)' but found \(found)") }
  }

  /// A CSS <number>: [+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?.
  mutating func number() throws(CSSEasingError) -> Double {
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
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<position])
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("the number \(text) is out of range")
    }
    return value
  }
}
