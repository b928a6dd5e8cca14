/// A value a listing shows in a trailing comment, as ``SnippetExtractor`` reads it, and how a
/// computed value is compared with it.
///
/// The forms and their tolerance (the rule a listing follows; see ``SnippetExtractor``):
/// - a number — `0.6`, `-40`, `3e-100`, `+∞`, `1/3` — written with all its digits is the value
///   within 1e-12 relative (exactly when it is 0, infinite, or the value is an integer);
/// - a number ending in `…` — `0.8024033877…`, `-26.66…` — shows the value's leading digits: the
///   value is within one unit of the last digit shown (whether the digits were cut or rounded);
/// - a string in quotes — `"rgb(0, 128, 0)"` — is the value's text exactly (a `String`, or what
///   `print` writes for the value);
/// - `nil`, `true`, `false` and an enum case — `.after` — are the value exactly;
/// - a list `[0, 0.8, 1]`, a tuple or vector `(100, 50)` (with labels when the tuple has them,
///   `(min: (10, 10), max: (30, 30))`) and a range `0.25...1` compare element by element.
indirect enum ShownValue: Equatable, CustomStringConvertible {
  /// A number, and for digits cut short (`…`) the unit of the last digit shown.
  case number(Double, unit: Double?)
  case text(String)
  case bool(Bool)
  case none
  case enumCase(String)
  case list([ShownValue])
  case tuple([(label: String?, value: ShownValue)])
  case range(ShownValue, ShownValue)

  static func == (a: ShownValue, b: ShownValue) -> Bool { a.description == b.description }

  var description: String {
    switch self {
    case let .number(value, unit): return unit.map { "\(value) (digits to \($0))" } ?? "\(value)"
    case let .text(text): return text.debugDescription
    case let .bool(value): return "\(value)"
    case .none: return "nil"
    case let .enumCase(name): return ".\(name)"
    case let .list(items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    case let .tuple(items):
      return "(" + items.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ") + ")"
    case let .range(lower, upper): return "\(lower)...\(upper)"
    }
  }

  // MARK: Reading

  /// Reads the value at the start of a comment: the value, and the rest of the comment (prose
  /// after `: `, `, ` or a space, or empty). Nil when the text does not start with a value.
  static func read(_ text: Substring) -> (value: ShownValue, rest: Substring)? {
    var reader = Reader(text: text)
    guard let value = reader.value() else { return nil }
    let rest = reader.rest
    // After the value: the end, or prose after a separator.
    guard rest.isEmpty || rest.hasPrefix(": ") || rest.hasPrefix(", ") || rest.hasPrefix(" ") else { return nil }
    return (value, rest)
  }

  private struct Reader {
    var text: Substring
    var rest: Substring { text }

    mutating func skipSpaces() { text = text.drop { $0 == " " } }

    mutating func value() -> ShownValue? {
      guard let first = text.first else { return nil }
      let item: ShownValue
      switch first {
      case "\"":
        guard let text = quoted() else { return nil }
        item = .text(text)
      case "[":
        guard let items = sequence(open: "[", close: "]") else { return nil }
        if items.contains(where: { $0.label != nil }) { return nil }
        item = .list(items.map(\.value))
      case "(":
        guard let items = sequence(open: "(", close: ")") else { return nil }
        item = .tuple(items)
      case ".":
        let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.first?.isLetter == true else { return nil }
        text = text.dropFirst(1 + name.count)
        item = .enumCase(String(name))
      default:
        if let word = ["nil", "true", "false"].first(where: { text.hasPrefix($0) }),
          text.dropFirst(word.count).first.map({ !$0.isLetter && !$0.isNumber }) ?? true
        {
          text = text.dropFirst(word.count)
          item = word == "nil" ? .none : .bool(word == "true")
        } else if let number = number() {
          item = number
        } else {
          return nil
        }
      }
      // A range: `lower...upper`.
      if text.hasPrefix("..."), case .number = item {
        text = text.dropFirst(3)
        guard let upper = number() else { return nil }
        return .range(item, upper)
      }
      return item
    }

    /// `"…"`, with `\"` and `\\` escapes.
    mutating func quoted() -> String? {
      var result = ""
      var index = text.index(after: text.startIndex)
      while index < text.endIndex {
        let c = text[index]
        if c == "\"" {
          text = text[text.index(after: index)...]
          return result
        }
        if c == "\\" {
          index = text.index(after: index)
          guard index < text.endIndex else { return nil }
        }
        result.append(text[index])
        index = text.index(after: index)
      }
      return nil
    }

    /// Items between `open` and `close`, separated by `, `, each optionally labelled `name: `.
    mutating func sequence(open: Character, close: Character) -> [(label: String?, value: ShownValue)]? {
      text = text.dropFirst()
      var items: [(label: String?, value: ShownValue)] = []
      skipSpaces()
      if text.first == close {
        text = text.dropFirst()
        return items
      }
      while true {
        var label: String?
        let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if word.first?.isLetter == true, text.dropFirst(word.count).hasPrefix(": ") {
          label = String(word)
          text = text.dropFirst(word.count + 2)
        }
        guard let item = value() else { return nil }
        items.append((label, item))
        skipSpaces()
        if text.first == close {
          text = text.dropFirst()
          return items
        }
        guard text.first == "," else { return nil }
        text = text.dropFirst()
        skipSpaces()
      }
    }

    /// A decimal number (`-26.66…`, `3e-100`, `+∞`, `−0.001` with a minus sign) or a fraction of
    /// integers (`2/3`).
    mutating func number() -> ShownValue? {
      var body = text
      var sign = 1.0
      if let first = body.first, "+-−".contains(first) {
        sign = first == "+" ? 1 : -1
        body = body.dropFirst()
      }
      if body.first == "∞" {
        text = body.dropFirst()
        return .number(sign * .infinity, unit: nil)
      }
      let integer = body.prefix { $0.isASCII && $0.isNumber }
      guard !integer.isEmpty else { return nil }
      body = body.dropFirst(integer.count)
      var fraction: Substring = ""
      if body.first == ".", body.dropFirst().first?.isASCII == true, body.dropFirst().first?.isNumber == true {
        fraction = body.dropFirst().prefix { $0.isASCII && $0.isNumber }
        body = body.dropFirst(1 + fraction.count)
      }
      var exponent = 0
      if let e = body.first, e == "e" || e == "E" {
        var digits = body.dropFirst()
        var exponentSign = 1
        if let s = digits.first, s == "-" || s == "+" {
          exponentSign = s == "-" ? -1 : 1
          digits = digits.dropFirst()
        }
        let exponentDigits = digits.prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(exponentDigits) else { return nil }
        exponent = exponentSign * value
        body = digits.dropFirst(exponentDigits.count)
      }
      let literal = integer + (fraction.isEmpty ? "" : "." + fraction) + (exponent == 0 ? "" : "e\(exponent)")
      guard let magnitude = Double(String(literal)) else { return nil }
      // A fraction of integers: `1/3`.
      if fraction.isEmpty, exponent == 0, body.first == "/" {
        let denominator = body.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard let d = Double(String(denominator)), d != 0 else { return nil }
        text = body.dropFirst(1 + denominator.count)
        return .number(sign * magnitude / d, unit: nil)
      }
      var unit: Double?
      if body.first == "…" {
        body = body.dropFirst()
        unit = Double("1e\(exponent - fraction.count)")
      }
      text = body
      return .number(sign * magnitude, unit: unit)
    }
  }

  // MARK: Comparing

  /// Why `actual` is not this value (nil when it is), in words for the listing's author.
  func mismatch(_ actual: Any) -> String? {
    let actual = Self.unwrapped(actual)
    switch self {
    case .none:
      return actual == nil ? nil : "the value is \(Self.text(actual)), not nil"
    case let .number(expected, unit):
      guard let actual else { return "the value is nil, not a number" }
      guard let value = Self.number(actual) else {
        return "the value is \(Self.text(actual)) (\(type(of: actual))), not a number: show a number it has"
      }
      if let unit {
        return (value - expected).magnitude <= unit
          ? nil : "the value is \(value), not \(expected) to the digits shown (within \(unit))"
      }
      if value == expected { return nil }
      let isInteger = actual is any BinaryInteger
      if !isInteger, expected != 0, expected.isFinite, (value - expected).magnitude <= 1e-12 * expected.magnitude { return nil }
      return "the value is \(value), not \(expected)"
        + (isInteger ? "" : " within 1e-12 relative: show all its digits, or its leading digits with …")
    case let .text(expected):
      guard let actual else { return "the value is nil, not \(self)" }
      let shown = actual as? String ?? (actual as? Substring).map(String.init) ?? String(describing: actual)
      return shown == expected ? nil : "the value reads \(shown.debugDescription), not \(self)"
    case let .bool(expected):
      guard let value = actual as? Bool else { return "the value is \(Self.text(actual)), not a Bool" }
      return value == expected ? nil : "the value is \(value)"
    case let .enumCase(name):
      guard let actual else { return "the value is nil, not .\(name)" }
      return String(describing: actual) == name ? nil : "the value is .\(actual), not .\(name)"
    case let .range(lower, upper):
      guard let actual, let bounds = Self.bounds(actual) else { return "the value is \(Self.text(actual)), not a range" }
      return lower.mismatch(bounds.lower).map { "its lower bound: \($0)" } ?? upper.mismatch(bounds.upper).map { "its upper bound: \($0)" }
    case let .list(items):
      return Self.mismatch(items.map { (nil, $0) }, actual)
    case let .tuple(items):
      return Self.mismatch(items, actual)
    }
  }

  /// Element by element: an array, a tuple (labels checked where shown) or a SIMD vector.
  private static func mismatch(_ items: [(label: String?, value: ShownValue)], _ actual: Any?) -> String? {
    guard let actual, let elements = elements(actual) else {
      return "the value is \(text(actual)), not a list of \(items.count)"
    }
    guard elements.count == items.count else { return "the value \(text(actual)) has \(elements.count) elements, not \(items.count)" }
    for (index, (item, element)) in zip(items, elements).enumerated() {
      if let label = item.label, label != element.label { return "element \(index) is labelled \(element.label ?? "nothing"), not \(label)" }
      if let problem = item.value.mismatch(element.value) { return "element \(index): \(problem)" }
    }
    return nil
  }

  /// The value inside an optional, or nil for nil; any other value as it is.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  static func text(_ value: Any?) -> String { value.map { String(describing: $0) } ?? "nil" }

  static func number(_ value: Any) -> Double? {
    switch value {
    case let x as Double: return x
    case let x as Float: return Double(x)
    case let x as Int: return Double(x)
    default: return nil
    }
  }

  static func bounds(_ value: Any) -> (lower: Any, upper: Any)? {
    let children = Mirror(reflecting: value).children
    guard let lower = children.first(where: { $0.label == "lowerBound" })?.value,
      let upper = children.first(where: { $0.label == "upperBound" })?.value
    else { return nil }
    return (lower, upper)
  }

  static func elements(_ value: Any) -> [(label: String?, value: Any)]? {
    switch value {
    case let v as SIMD2<Double>: return v.indices.map { (nil, v[$0]) }
    case let v as SIMD3<Double>: return v.indices.map { (nil, v[$0]) }
    case let v as SIMD4<Double>: return v.indices.map { (nil, v[$0]) }
    case let v as SIMD2<Float>: return v.indices.map { (nil, v[$0]) }
    default:
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .tuple || mirror.displayStyle == .collection else { return nil }
      return mirror.children.map { child in
        // Tuple elements without a label are named `.0`, `.1`, … by the mirror.
        (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
      }
    }
  }
}
