import MotionCurvesCore

/// The values of transform text — numbers, lengths, percentages, angles, and `calc()` sums of
/// them — read with the easing scanner's tokenizer, reporting ``SyntaxError``s.
struct CSSTransformScanner: CSSComponentReader {
  var base: CSSScanner

  init(_ text: String) {
    base = CSSScanner(text)
  }

  /// A value of a transform argument: the kinds CSS Values 4 `calc()` keeps apart.
  enum Value {
    case number(Double)
    case length(CSSLength)
    case angle(CSSAngle)

    var typeName: String {
      switch self {
      case .number: return "a number"
      case .length: return "a length"
      case .angle: return "an angle"
      }
    }
  }

  mutating func consume(_ c: Unicode.Scalar) -> Bool { base.consume(c) }

  /// Consumes a comma (after white space) or throws.
  mutating func comma() throws(SyntaxError) { try expect(",") }

  /// Whether a `)` comes next (consumed when it does).
  mutating func closes() -> Bool {
    base.skipWhitespace()
    return base.consume(")")
  }

  /// A value: a number with an optional unit or `%`, or `calc()` (also `(…)` inside calc).
  mutating func value() throws(SyntaxError) -> Value {
    base.skipWhitespace()
    let start = base.position
    if let name = base.identifier() {
      guard asciiLowercased(name) == "calc", base.consume("(") else {
        base.position = start
        throw error("expected a value but found \(found)")
      }
      try base.enterNesting(at: start)
      let result = try sum()
      try expect(")")
      base.nesting -= 1
      return result
    }
    let number = try base.number()
    if base.consume("%") { return .length(.percent(number)) }
    let unitStart = base.position
    guard let unit = base.identifier() else { return .number(number) }
    let lowered = asciiLowercased(unit)
    if let angleUnit = CSSAngle.Unit(rawValue: lowered) { return .angle(CSSAngle(number, angleUnit)) }
    switch lowered {
    case "px": return .length(.px(number))
    case "em": return .length(.em(number))
    case "cm": return .length(.px(number * 96 / 2.54))
    case "mm": return .length(.px(number * 96 / 25.4))
    case "q": return .length(.px(number * 96 / 101.6))
    case "in": return .length(.px(number * 96))
    case "pt": return .length(.px(number * 96 / 72))
    case "pc": return .length(.px(number * 16))
    default:
      throw error("the unit '\(unit)' is not supported (px, %, em, cm, mm, Q, in, pt, pc, deg, rad, grad, turn)", at: unitStart)
    }
  }

  // sum = product ((" + " | " - ") product)*
  private mutating func sum() throws(SyntaxError) -> Value {
    var left = try product()
    while true {
      let save = base.position
      base.skipWhitespace()
      let scalars = base.scalars
      let p = base.position
      guard p + 1 < scalars.count, scalars[p] == "+" || scalars[p] == "-", CSSScanner.isWhitespace(scalars[p + 1]),
        p > save
      else {
        base.position = save
        return left
      }
      let negate = scalars[p] == "-"
      base.position += 1
      let right = try product()
      switch (left, right) {
      case let (.number(a), .number(b)): left = .number(negate ? a - b : a + b)
      case let (.length(a), .length(b)):
        let c = negate ? -b : b
        left = .length(CSSLength(px: a.px + c.px, percent: a.percent + c.percent, em: a.em + c.em, units: a.units.union(c.units)))
      case let (.angle(a), .angle(b)):
        left = .angle(CSSAngle(negate ? a.degrees - b.degrees : a.degrees + b.degrees, .deg))
      default:
        throw error("cannot add \(left.typeName) and \(right.typeName) in calc()", at: p)
      }
    }
  }

  // product = term (("*" | "/") term)*
  private mutating func product() throws(SyntaxError) -> Value {
    var left = try term()
    while true {
      let save = base.position
      base.skipWhitespace()
      let p = base.position
      guard p < base.scalars.count, base.scalars[p] == "*" || base.scalars[p] == "/" else {
        base.position = save
        return left
      }
      let divide = base.scalars[p] == "/"
      base.position += 1
      let right = try term()
      guard case let .number(factor) = right else {
        throw error("calc() can only \(divide ? "divide" : "multiply") by a number", at: p)
      }
      let f = divide ? 1 / factor : factor
      guard f.isFinite else { throw error("calc() divides by zero", at: p) }
      switch left {
      case let .number(a): left = .number(a * f)
      case let .length(a): left = .length(CSSLength(px: a.px * f, percent: a.percent * f, em: a.em * f, units: a.units))
      case let .angle(a): left = .angle(CSSAngle(a.value * f, a.unit))
      }
    }
  }

  // term = "(" sum ")" | value
  private mutating func term() throws(SyntaxError) -> Value {
    base.skipWhitespace()
    let start = base.position
    if base.consume("(") {
      try base.enterNesting(at: start)
      let result = try sum()
      try expect(")")
      base.nesting -= 1
      return result
    }
    return try value()
  }

  /// A plain number (a percentage counts as its hundredth where `percentAllowed`, as in `scale()`).
  mutating func number(percentAllowed: Bool = false) throws(SyntaxError) -> Double {
    base.skipWhitespace()
    let start = base.position
    let v = try value()
    switch v {
    case let .number(n): return try finite(n, at: start)
    case let .length(l) where percentAllowed && l.units == .percent: return try finite(l.percent / 100, at: start)
    default: throw error("expected a number but found \(v.typeName)", at: start)
    }
  }

  /// A length or percentage (`percentAllowed`); a bare 0 is 0px.
  mutating func length(percentAllowed: Bool = true) throws(SyntaxError) -> CSSLength {
    base.skipWhitespace()
    let start = base.position
    let v = try value()
    switch v {
    case let .length(l):
      if !percentAllowed && l.units.contains(.percent) {
        throw error("a percentage is not allowed here (a length in px or em is)", at: start)
      }
      for part in [l.px, l.percent, l.em] where !part.isFinite { throw error("the length is not finite", at: start) }
      return l
    case .number(0): return .zero
    default: throw error("expected a length but found \(v.typeName)", at: start)
    }
  }

  /// An angle; a bare 0 is 0deg.
  mutating func angle() throws(SyntaxError) -> CSSAngle {
    base.skipWhitespace()
    let start = base.position
    let v = try value()
    switch v {
    case let .angle(a):
      // Any finite value: a rotation reduces it modulo a turn (1e308turn is a whole number of turns).
      guard a.value.isFinite else { throw error("the angle is not finite", at: start) }
      return a
    case .number(0): return .zero
    default: throw error("expected an angle but found \(v.typeName)", at: start)
    }
  }

  private func finite(_ n: Double, at offset: Int) throws(SyntaxError) -> Double {
    guard n.isFinite else { throw error("the number is not finite", at: offset) }
    return n
  }
}
