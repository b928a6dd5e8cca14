/// A strict JSON (RFC 8259) reader with budgets: at most ``LottieAnimation/maximumBytes`` bytes,
/// ``LottieAnimation/maximumJSONValues`` values and ``LottieAnimation/maximumDepth`` levels of
/// nesting. A syntax error names the JSON path being read and the byte offset.
struct LottieJSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var count = 0
  private var path: [LottiePathComponent] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The whole text as one value.
  mutating func document() throws(LottieError) -> LottieJSON {
    guard bytes.count <= LottieAnimation.maximumBytes else {
      throw LottieError(.budget, path: "", "the file has \(bytes.count) bytes, more than the \(LottieAnimation.maximumBytes) read")
    }
    // A UTF-8 byte order mark is tolerated, as JSON.parse does after decoding.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let value = try self.value(depth: 0)
    skipSpace()
    guard index == bytes.count else { throw malformed("unexpected \(describe()) after the JSON value") }
    return value
  }

  private func malformed(_ message: String) -> LottieError {
    LottieError(.malformedJSON, path: LottiePathComponent.format(path), "\(message) at byte \(index)")
  }

  private func describe() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func value(depth: Int) throws(LottieError) -> LottieJSON {
    skipSpace()
    count += 1
    guard count <= LottieAnimation.maximumJSONValues else {
      throw LottieError(
        .budget, path: LottiePathComponent.format(path),
        "the file has more than \(LottieAnimation.maximumJSONValues) JSON values (numbers, strings, arrays, objects)")
    }
    guard index < bytes.count else { throw malformed("a value is missing") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return .number(try number())
    }
  }

  private mutating func literal(_ word: String) throws(LottieError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw malformed("unexpected \(describe())") }
      index += 1
    }
  }

  private mutating func nest(_ depth: Int) throws(LottieError) {
    guard depth <= LottieAnimation.maximumDepth else {
      throw LottieError(
        .budget, path: LottiePathComponent.format(path),
        "arrays and objects nest deeper than \(LottieAnimation.maximumDepth) levels")
    }
    index += 1
    skipSpace()
  }

  private mutating func object(depth: Int) throws(LottieError) -> LottieJSON {
    try nest(depth)
    var members: [LottieJSONMember] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw malformed("expected a member name, found \(describe())") }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw malformed("expected ':', found \(describe())") }
      index += 1
      path.append(.key(key))
      let value = try self.value(depth: depth)
      path.removeLast()
      members.append(LottieJSONMember(key: key, value: value))
      skipSpace()
      guard index < bytes.count else { throw malformed("expected ',' or '}', found end of file") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
      throw malformed("expected ',' or '}', found \(describe())")
    }
  }

  private mutating func array(depth: Int) throws(LottieError) -> LottieJSON {
    try nest(depth)
    var elements: [LottieJSON] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      path.append(.index(elements.count))
      let value = try self.value(depth: depth)
      path.removeLast()
      elements.append(value)
      skipSpace()
      guard index < bytes.count else { throw malformed("expected ',' or ']', found end of file") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
      throw malformed("expected ',' or ']', found \(describe())")
    }
  }

  private mutating func number() throws(LottieError) -> Double {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - from
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = digits()
    guard integer > 0 else { index = start; throw malformed("unexpected \(describe())") }
    if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { throw malformed("a number has a leading zero") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw malformed("a number has no digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw malformed("a number has no exponent digits") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw LottieError(.wrongValue, path: LottiePathComponent.format(path), "the number \(text) is beyond the range of doubles")
    }
    return value
  }

  private mutating func string() throws(LottieError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush() {
      if run < index { scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars) }
    }
    while true {
      guard index < bytes.count else { throw malformed("a string is not closed") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush()
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw malformed("a string holds the control character 0x\(String(byte, radix: 16))") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      flush()
      index += 1
      guard index < bytes.count else { throw malformed("a string is not closed") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if code >= 0xD800, code < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
          index += 2
          let low = try hex4()
          if low >= 0xDC00, low < 0xE000 {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            scalars.append("\u{FFFD}")
            code = low
          }
        }
        // A lone surrogate becomes U+FFFD, as a decoder of JSON.parse's UTF-16 text would show it.
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default:
        index -= 1
        throw malformed("unknown escape \(describe())")
      }
      run = index
    }
  }

  private mutating func hex4() throws(LottieError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw malformed("a \\u escape needs four hex digits") }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}

/// One step of a JSON path: a member name or an array index.
enum LottiePathComponent {
  case key(String)
  case index(Int)

  /// `layers[3].ks.p.k[2].s`.
  static func format(_ components: [LottiePathComponent]) -> String {
    var text = ""
    for component in components {
      switch component {
      case let .key(key): text += text.isEmpty ? key : "." + key
      case let .index(index): text += "[\(index)]"
      }
    }
    return text
  }
}
