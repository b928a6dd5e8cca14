import MotionCurvesCore

/// The values of colour text — numbers, percentages, angles and `none` — read with the easing
/// scanner's tokenizer, reporting ``SyntaxError``s.
struct CSSColorScanner: CSSComponentReader {
  var base: CSSScanner
  /// The function being read in the space-separated syntax, for the error a comma gets there.
  var spaceSeparated: String?
  /// How many `color-mix()` are open around the current position.
  var mixNesting = 0

  init(_ text: String) {
    base = CSSScanner(text)
  }

  /// One component as written.
  enum Value {
    case number(Double)
    case percentage(Double)
    /// An angle, in degrees (``CSSAngle/reducedDegrees``: whole turns taken out in its unit).
    case angle(Double)
    case none

    var typeName: String {
      switch self {
      case .number: return "a number"
      case .percentage: return "a percentage"
      case .angle: return "an angle"
      case .none: return "'none'"
      }
    }
  }

  /// Consumes `c` after white space if it comes next.
  mutating func consume(_ c: Unicode.Scalar) -> Bool {
    base.skipWhitespace()
    return base.consume(c)
  }

  /// The next scalar after white space, not consumed.
  mutating func peek() -> Unicode.Scalar? {
    base.skipWhitespace()
    return base.isAtEnd ? nil : base.scalars[base.position]
  }

  /// A component: a number, a percentage, an angle (deg, rad, grad, turn) or `none`.
  mutating func value() throws(SyntaxError) -> Value {
    base.skipWhitespace()
    let start = base.position
    if let function = spaceSeparated, base.consume(",") {
      throw error("\(function)() separates its components with spaces, not commas", at: start)
    }
    if let word = base.identifier() {
      let lowered = asciiLowercased(word)
      if lowered == "none" { return .none }
      if ["calc", "min", "max", "clamp"].contains(lowered), base.consume("(") {
        throw error("\(word)() inside a colour function is not supported yet", at: start, kind: .unsupported)
      }
      base.position = start
      throw error("expected a number, a percentage or 'none' but found \(found)")
    }
    let number: Double
    do { number = try base.number() } catch {
      throw SyntaxError("expected a number, a percentage or 'none' but found \(found)", at: error.offset)
    }
    if base.consume("%") { return .percentage(number) }
    let unitStart = base.position
    guard let unit = base.identifier() else { return .number(number) }
    guard let angleUnit = CSSAngle.Unit(rawValue: asciiLowercased(unit)) else {
      throw error("the unit '\(unit)' is not allowed in a colour (hues take deg, rad, grad, turn)", at: unitStart)
    }
    // Whole turns out in the angle's own unit first: 1e308turn is 0, not ∞ (an ∞ hue is NaN).
    return .angle(CSSAngle(number, angleUnit).reducedDegrees)
  }

  /// A component that is a number or a percentage (100 % = `percentScale`), or `none` when
  /// `noneAllowed`; nil for `none`.
  mutating func component(percentScale: Double, noneAllowed: Bool = true) throws(SyntaxError) -> Double? {
    base.skipWhitespace()
    let start = base.position
    switch try value() {
    case let .number(n): return n
    case let .percentage(p): return p / 100 * percentScale
    case .none:
      guard noneAllowed else { throw error("'none' is not allowed in the legacy comma syntax", at: start) }
      return nil
    case .angle: throw error("expected a number or a percentage but found an angle", at: start)
    }
  }

  /// A hue: a number (degrees), an angle or `none`; nil for `none`.
  mutating func hue(noneAllowed: Bool = true) throws(SyntaxError) -> Double? {
    base.skipWhitespace()
    let start = base.position
    switch try value() {
    case let .number(n), let .angle(n): return n
    case .none:
      guard noneAllowed else { throw error("'none' is not allowed in the legacy comma syntax", at: start) }
      return nil
    case .percentage: throw error("a hue is a number or an angle, not a percentage", at: start)
    }
  }

  /// An alpha value: a number or percentage clamped to 0…1, or `none` (nil).
  mutating func alphaValue(noneAllowed: Bool = true) throws(SyntaxError) -> Double? {
    guard let a = try component(percentScale: 1, noneAllowed: noneAllowed) else { return nil }
    return min(max(a, 0), 1)
  }

  /// The optional `/ alpha` of the modern syntax and the closing parenthesis; alpha 1 when absent.
  mutating func slashAlphaAndClose() throws(SyntaxError) -> Double? {
    var alpha: Double? = 1
    if consume("/") { alpha = try alphaValue() }
    try close()
    return alpha
  }

  /// The closing parenthesis.
  mutating func close() throws(SyntaxError) {
    base.skipWhitespace()
    if !base.consume(")") {
      throw error(base.isAtEnd ? "expected ')' but found the end of the text" : "expected ')' but found \(found)")
    }
  }
}
