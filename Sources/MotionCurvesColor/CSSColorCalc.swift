import MotionCurvesCore

/// The math functions a `color-mix()` percentage may be written with: `calc()`, `min()`, `max()`,
/// `clamp()`, `abs()`, `sign()`, with `+ - * /` and parentheses, over numbers, percentages and
/// absolute lengths (px, cm, mm, q, in, pt, pc). Font-relative and viewport lengths (`em`, `rem`,
/// `vw` …) need an element: ``SyntaxError/Kind/needsContext``.
struct CSSColorCalc {
  var scanner: CSSColorScanner
  var depth = 0

  static let functions: Set<String> = ["calc", "min", "max", "clamp", "abs", "sign"]
  static let maximumDepth = 32

  enum Unit: Equatable {
    case number, percentage, length
    var name: String {
      switch self {
      case .number: return "a number"
      case .percentage: return "a percentage"
      case .length: return "a length"
      }
    }
  }

  /// A value and its type (lengths in px).
  struct Value {
    var value: Double
    var unit: Unit
  }

  init(scanner: CSSColorScanner) {
    self.scanner = scanner
  }

  private func error(_ message: String, at offset: Int? = nil, kind: SyntaxError.Kind = .invalid) -> SyntaxError {
    scanner.error(message, at: offset, kind: kind)
  }

  /// The body of math function `name` (its '(' read) up to and including ')'.
  mutating func function(_ name: String, start: Int) throws(SyntaxError) -> Value {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw error("math functions nest deeper than \(Self.maximumDepth) levels", at: start) }
    var arguments = [try sum()]
    while scanner.consume(",") { arguments.append(try sum()) }
    try scanner.close()
    func same(_ values: [Value]) throws(SyntaxError) -> Unit {
      let unit = values[0].unit
      for v in values where v.unit != unit {
        throw error("\(name)() mixes \(unit.name) with \(v.unit.name)", at: start)
      }
      return unit
    }
    switch (name, arguments.count) {
    case ("calc", 1): return arguments[0]
    case ("abs", 1): return Value(value: abs(arguments[0].value), unit: arguments[0].unit)
    case ("sign", 1):
      let v = arguments[0].value
      return Value(value: v > 0 ? 1 : v < 0 ? -1 : 0, unit: .number)
    case ("min", _), ("max", _):
      let unit = try same(arguments)
      let values = arguments.map(\.value)
      return Value(value: (name == "min" ? values.min() : values.max()) ?? 0, unit: unit)
    case ("clamp", 3):
      let unit = try same(arguments)
      return Value(value: max(arguments[0].value, min(arguments[1].value, arguments[2].value)), unit: unit)
    default:
      throw error("\(name)() does not take \(arguments.count) arguments", at: start)
    }
  }

  private mutating func sum() throws(SyntaxError) -> Value {
    var left = try product()
    while true {
      scanner.skipWhitespace()
      let at = scanner.position
      let sign: Double
      if scanner.base.consume("+") { sign = 1 } else if scanner.base.consume("-") { sign = -1 } else { return left }
      let right = try product()
      guard right.unit == left.unit else { throw error("cannot add \(left.unit.name) and \(right.unit.name)", at: at) }
      left.value += sign * right.value
    }
  }

  private mutating func product() throws(SyntaxError) -> Value {
    var left = try term()
    while true {
      scanner.skipWhitespace()
      let at = scanner.position
      if scanner.base.consume("*") {
        let right = try term()
        if left.unit == .number {
          left = Value(value: left.value * right.value, unit: right.unit)
        } else if right.unit == .number {
          left.value *= right.value
        } else {
          throw error("cannot multiply \(left.unit.name) by \(right.unit.name)", at: at)
        }
      } else if scanner.base.consume("/") {
        let right = try term()
        guard right.unit == .number else { throw error("cannot divide by \(right.unit.name)", at: at) }
        left.value /= right.value
      } else {
        return left
      }
    }
  }

  private mutating func term() throws(SyntaxError) -> Value {
    scanner.skipWhitespace()
    let start = scanner.position
    if scanner.base.consume("(") {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else { throw error("parentheses nest deeper than \(Self.maximumDepth) levels", at: start) }
      let value = try sum()
      try scanner.close()
      return value
    }
    if let name = scanner.base.identifier() {
      let lowered = asciiLowercased(name)
      guard scanner.base.consume("("), Self.functions.contains(lowered) else {
        throw error("'\(name)' is not a number, percentage or math function", at: start)
      }
      return try function(lowered, start: start)
    }
    let number: Double
    do { number = try scanner.base.number() } catch {
      throw SyntaxError("expected a number, percentage or length but found \(scanner.found)", at: error.offset)
    }
    if scanner.base.consume("%") { return Value(value: number, unit: .percentage) }
    let unitStart = scanner.position
    guard let unit = scanner.base.identifier() else { return Value(value: number, unit: .number) }
    let px: [String: Double] = ["px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 4.0 / 3, "pc": 16]
    let lowered = asciiLowercased(unit)
    if let factor = px[lowered] { return Value(value: number * factor, unit: .length) }
    let relative: Set<String> = [
      "em", "rem", "ex", "rex", "ch", "rch", "cap", "rcap", "ic", "ric", "lh", "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax",
      "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
    ]
    if relative.contains(lowered) {
      throw error("'\(unit)' lengths depend on the element (its font or viewport): they need that context", at: unitStart, kind: .needsContext)
    }
    throw error("the unit '\(unit)' is not allowed here", at: unitStart)
  }
}
