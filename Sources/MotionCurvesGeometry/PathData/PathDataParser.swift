import MotionCurvesCore

// SVG 2 path data (w3c/svgwg paths.html #PathDataBNF) → absolute commands, in one pass over the
// UTF-8 bytes. Every complete argument set is appended as soon as it is read, so that when an
// error stops the parse, `commands` holds exactly what SVG's error handling renders: everything
// before the command containing the error, plus that command's complete earlier argument sets.

/// Reads path data into absolute ``PathCommand``s, keeping the command kinds.
struct PathDataParser {
  private let bytes: [UInt8]
  private var position = 0
  private let acceptsTrailingDecimalPoint: Bool
  /// The commands read so far (the rendered prefix after an error).
  private(set) var commands: [PathCommand] = []
  private var current = SIMD2<Double>.zero
  private var subpathStart = SIMD2<Double>.zero

  init(_ text: String, acceptsTrailingDecimalPoint: Bool) {
    bytes = Array(text.utf8)
    self.acceptsTrailingDecimalPoint = acceptsTrailingDecimalPoint
  }

  /// Reads the whole text. On an error, `commands` keeps the rendered prefix.
  ///
  /// - Complexity: O(n) in the length of the text.
  mutating func parse() throws(SyntaxError) {
    skipWhitespace()
    var first = true
    var afterClose = false
    while position < bytes.count {
      let byte = bytes[position]
      if first && byte != UInt8(ascii: "M") && byte != UInt8(ascii: "m") {
        throw error("path data must begin with 'M' or 'm' but found \(found(position))")
      }
      guard Self.isCommand(byte) else {
        if afterClose && Self.isNumberStart(byte) {
          throw error("'Z' takes no numbers but found \(found(position))")
        }
        throw error("expected a command letter but found \(found(position))")
      }
      position += 1
      try command(byte)
      first = false
      afterClose = byte | 0x20 == UInt8(ascii: "z")
      skipWhitespace()
    }
  }

  // MARK: commands

  private mutating func command(_ letter: UInt8) throws(SyntaxError) {
    let relative = letter >= UInt8(ascii: "a")
    let kind = letter | 0x20
    if kind == UInt8(ascii: "z") {
      commands.append(.close)
      current = subpathStart
      return
    }
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: ",") {
      throw error("a ',' cannot follow the command letter '\(Character(Unicode.Scalar(letter)))'")
    }
    var first = true
    repeat {
      try argumentSet(kind, relative: relative, first: first)
      first = false
    } while try moreArguments()
  }

  /// After an argument set: whether another follows (an implicit repeat of the command).
  private mutating func moreArguments() throws(SyntaxError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else { return false }
    if bytes[position] == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
      guard position < bytes.count, Self.isNumberStart(bytes[position]) else {
        throw error("expected a number after ',' but found \(found(position))")
      }
      return true
    }
    return Self.isNumberStart(bytes[position])
  }

  private mutating func argumentSet(_ kind: UInt8, relative: Bool, first: Bool) throws(SyntaxError) {
    let base = relative ? current : .zero
    switch kind {
    case UInt8(ascii: "m"):
      let p = try point(base)
      if first {
        commands.append(.move(p))
        subpathStart = p
      } else {
        commands.append(.line(p))
      }
      current = p
    case UInt8(ascii: "l"):
      let p = try point(base)
      commands.append(.line(p))
      current = p
    case UInt8(ascii: "h"):
      let x = try coordinate(base.x)
      commands.append(.horizontal(x))
      current.x = x
    case UInt8(ascii: "v"):
      let y = try coordinate(base.y)
      commands.append(.vertical(y))
      current.y = y
    case UInt8(ascii: "c"):
      let c1 = try point(base)
      separator()
      let c2 = try point(base)
      separator()
      let p = try point(base)
      commands.append(.cubic(c1, c2, p))
      current = p
    case UInt8(ascii: "s"):
      let c2 = try point(base)
      separator()
      let p = try point(base)
      commands.append(.smoothCubic(c2, p))
      current = p
    case UInt8(ascii: "q"):
      let c = try point(base)
      separator()
      let p = try point(base)
      commands.append(.quadratic(c, p))
      current = p
    case UInt8(ascii: "t"):
      let p = try point(base)
      commands.append(.smoothQuadratic(p))
      current = p
    default:  // "a"
      let rx = try number()
      separator()
      let ry = try number()
      separator()
      let rotation = try number()
      separator()
      let largeArc = try flag()
      separator()
      let sweep = try flag()
      separator()
      let p = try point(base)
      commands.append(.arc(radii: SIMD2(rx, ry), rotation: rotation, largeArc: largeArc, sweep: sweep, to: p))
      current = p
    }
  }

  /// A coordinate pair made absolute: the pair read + `base` (the current point of a relative
  /// command, 0 for an absolute one). Relative coordinates that add up past the largest double are
  /// refused at the pair: the point they name is not a number.
  private mutating func point(_ base: SIMD2<Double>) throws(SyntaxError) -> SIMD2<Double> {
    let start = position
    let p = try pair() + base
    guard p.x.isFinite && p.y.isFinite else { throw error(Self.overflow, at: start) }
    return p
  }

  /// One coordinate made absolute, as ``point(_:)``.
  private mutating func coordinate(_ base: Double) throws(SyntaxError) -> Double {
    let start = position
    let c = try number() + base
    guard c.isFinite else { throw error(Self.overflow, at: start) }
    return c
  }

  static let overflow = "relative coordinates add up past the largest number (about 1.8e308)"

  // MARK: tokens

  /// `coordinate comma_wsp? coordinate`.
  private mutating func pair() throws(SyntaxError) -> SIMD2<Double> {
    let x = try number()
    separator()
    let y = try number()
    return SIMD2(x, y)
  }

  /// `comma_wsp?`: white space, at most one comma, white space.
  private mutating func separator() {
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
    }
  }

  /// `flag ::= "0" | "1"`: one character, so `1125,25` is two flags and a number.
  private mutating func flag() throws(SyntaxError) -> Bool {
    guard position < bytes.count else { throw error("expected an arc flag (0 or 1) but found the end of the data") }
    switch bytes[position] {
    case UInt8(ascii: "0"):
      position += 1
      return false
    case UInt8(ascii: "1"):
      position += 1
      return true
    default:
      throw error("expected an arc flag (0 or 1) but found \(found(position))")
    }
  }

  /// `sign? (digit* "." digit+ | digit+) exponent?`, scanned greedily (`0.6.5` is 0.6 then .5),
  /// converted with correct rounding; a value that overflows to infinity is an error.
  package mutating func number() throws(SyntaxError) -> Double {
    let start = position
    var i = position
    if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
    let integerStart = i
    while i < bytes.count && Self.isDigit(bytes[i]) { i += 1 }
    let integerDigits = i - integerStart
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      let dot = i
      i += 1
      let fractionStart = i
      while i < bytes.count && Self.isDigit(bytes[i]) { i += 1 }
      if i == fractionStart {
        if integerDigits == 0 {
          throw error("expected a number but found \(found(start))", at: start)
        }
        if !acceptsTrailingDecimalPoint {
          throw error("expected a digit after '.'", at: dot)
        }
      }
    } else if integerDigits == 0 {
      throw error("expected a number but found \(found(start))", at: start)
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      var j = i + 1
      if j < bytes.count && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
      guard j < bytes.count, Self.isDigit(bytes[j]) else {
        throw error("expected the digits of an exponent but found \(found(j))", at: j)
      }
      while j < bytes.count && Self.isDigit(bytes[j]) { j += 1 }
      i = j
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
      throw error("number out of range: \(shown)", at: start)
    }
    position = i
    return value
  }

  // MARK: characters

  package mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D: position += 1
      default: return
      }
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private static func isNumberStart(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "m"), UInt8(ascii: "z"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
      UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"):
      return true
    default: return false
    }
  }

  /// The character at byte `index` for a message: `'x'`, or "the end of the data".
  private func found(_ index: Int) -> String {
    guard index < bytes.count else { return "the end of the data" }
    let tail = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
    guard let scalar = tail.unicodeScalars.first else { return "the end of the data" }
    return "'\(scalar)'"
  }

  /// An error at byte `index` (default: the current position), its offset counted in scalars.
  private func error(_ message: String, at index: Int? = nil) -> SyntaxError {
    let end = min(index ?? position, bytes.count)
    var scalars = 0
    for byte in bytes[0..<end] where byte & 0xC0 != 0x80 { scalars += 1 }
    return SyntaxError(message, at: scalars)
  }
}
