/// Numbers and percentages in easing arguments, including CSS math functions.
///
/// `calc()`, `min()`, `max()` and `clamp()` are evaluated when every operand is a number or a
/// percentage (what an easing can take), with the types CSS Values 4 gives them: a percentage plus
/// a number, a product of two percentages or a division by a percentage are errors. Lengths and
/// other dimensions are rejected with a message naming them.
package enum CSSNumeric: Equatable {
  case number(Double)
  case percentage(Double)

  package var typeName: String {
    switch self {
    case .number: return "a number"
    case .percentage: return "a percentage"
    }
  }
}

extension CSSScanner {
  /// A number, percentage or math function at the current position (after white space).
  package mutating func numeric() throws(SyntaxError) -> CSSNumeric {
    skipWhitespace()
    let start = position
    if let name = identifier() {
      let lowered = asciiLowercased(name)
      guard consume("(") else {
        position = start
        throw error("expected a number but found \(found)")
      }
      switch lowered {
      case "calc":
        try enterNesting(at: start)
        let value = try sum()
        try expect(")")
        nesting -= 1
        return value
      case "min", "max", "clamp":
        try enterNesting(at: start)
        defer { nesting -= 1 }
        return try comparison(lowered, start: start)
      default:
        position = start
        throw error("\(name)() is not supported in an easing")
      }
    }
    let value = try number()
    if consume("%") { return .percentage(value) }
    let unitStart = position
    if let unit = identifier() {
      position = unitStart
      throw SyntaxError("the dimension \(cssNumber(value))\(unit) is not allowed in an easing", at: start)
    }
    return .number(value)
  }

  /// A plain number (also through calc()).
  package mutating func plainNumber() throws(SyntaxError) -> Double {
    skipWhitespace()
    let start = position
    switch try numeric() {
    case let .number(value): return value
    case .percentage:
      position = start
      throw error("expected a number but found a percentage")
    }
  }

  /// A CSS <integer>: digits with an optional sign, no fraction or exponent.
  package mutating func integer() throws(SyntaxError) -> Int {
    skipWhitespace()
    let start = position
    _ = consume("+") || consume("-")
    while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
    let text = self.text(start..<position)
    let atBoundary = position == scalars.count || !(["." as Unicode.Scalar, "e", "E", "%"].contains(scalars[position]))
    guard atBoundary, let value = Int(text) else {
      position = start
      _ = try? number()
      let seen = self.text(start..<min(max(position, start + 1), start + 12, scalars.count))
      position = start
      throw error("expected a whole number but found '\(seen)'")
    }
    return value
  }

  // sum = product ((" + " | " - ") product)*
  private mutating func sum() throws(SyntaxError) -> CSSNumeric {
    var value = try product()
    while true {
      let save = position
      skipWhitespace()
      guard position + 1 < scalars.count, scalars[position] == "+" || scalars[position] == "-",
        Self.isWhitespace(scalars[position + 1]), position > save
      else {
        position = save
        return value
      }
      let operatorPosition = position
      let negate = scalars[position] == "-"
      position += 1
      let right = try product()
      switch (value, right) {
      case let (.number(a), .number(b)): value = .number(negate ? a - b : a + b)
      case let (.percentage(a), .percentage(b)): value = .percentage(negate ? a - b : a + b)
      default:
        throw SyntaxError("cannot add \(value.typeName) and \(right.typeName) in calc()", at: operatorPosition)
      }
    }
  }

  // product = term (("*" | "/") term)*
  private mutating func product() throws(SyntaxError) -> CSSNumeric {
    var value = try term()
    while true {
      let save = position
      skipWhitespace()
      guard position < scalars.count, scalars[position] == "*" || scalars[position] == "/" else {
        position = save
        return value
      }
      let operatorPosition = position
      let divide = scalars[position] == "/"
      position += 1
      let right = try term()
      switch (value, right, divide) {
      case let (.number(a), .number(b), false): value = .number(a * b)
      case let (.number(a), .number(b), true): value = .number(a / b)
      case let (.percentage(a), .number(b), false), let (.number(b), .percentage(a), false):
        value = .percentage(a * b)
      case let (.percentage(a), .number(b), true): value = .percentage(a / b)
      default:
        throw SyntaxError(
          "cannot \(divide ? "divide" : "multiply") \(value.typeName) by \(right.typeName) in calc()",
          at: operatorPosition)
      }
      if case let .number(n) = value, !n.isFinite {
        throw SyntaxError("calc() does not give a finite number", at: operatorPosition)
      }
      if case let .percentage(p) = value, !p.isFinite {
        throw SyntaxError("calc() does not give a finite percentage", at: operatorPosition)
      }
    }
  }

  // term = "(" sum ")" | numeric
  private mutating func term() throws(SyntaxError) -> CSSNumeric {
    skipWhitespace()
    let start = position
    if consume("(") {
      try enterNesting(at: start)
      let value = try sum()
      try expect(")")
      nesting -= 1
      return value
    }
    return try numeric()
  }

  private mutating func comparison(_ name: String, start: Int) throws(SyntaxError) -> CSSNumeric {
    var arguments = [try sum()]
    while true {
      skipWhitespace()
      if consume(")") { break }
      try expect(",")
      arguments.append(try sum())
    }
    if name == "clamp" && arguments.count != 3 {
      throw SyntaxError("clamp() takes 3 arguments, not \(arguments.count)", at: start)
    }
    let isPercentage = { (value: CSSNumeric) -> Bool in
      if case .percentage = value { return true }
      return false
    }
    guard arguments.allSatisfy({ isPercentage($0) == isPercentage(arguments[0]) }) else {
      throw SyntaxError("\(name)() mixes numbers and percentages", at: start)
    }
    let values = arguments.map { value -> Double in
      switch value {
      case let .number(v), let .percentage(v): return v
      }
    }
    let result: Double
    switch name {
    case "min": result = values.min() ?? 0
    case "max": result = values.max() ?? 0
    default: result = max(values[0], min(values[1], values[2]))
    }
    return isPercentage(arguments[0]) ? .percentage(result) : .number(result)
  }
}
