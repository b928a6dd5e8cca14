import MotionCurvesCore

extension ColorStops {
  /// Reads a CSS colour stop list, optionally after a colour interpolation method:
  /// `[<color-interpolation-method> ,]? <color-stop> [, <hint>? , <color-stop>]*`, where a stop is
  /// `<color> <position>? <position>?` and a hint is a lone position — `red, blue 30%, rgb(0 128 0)
  /// 50% 70%`, `in oklch longer hue, red, 25%, blue`. This is the list `linear-gradient()` takes
  /// after its direction (CSS Images 4 §3.5 `<color-stop-list>`, with two positions per stop).
  ///
  /// Positions are percentages of the gradient line (`30%` is location 0.3), `0`, or a `calc()`,
  /// `min()`, `max()`, `clamp()` … of percentages; any colour ``CSSColor/init(css:)`` reads,
  /// `color-mix()` included. The stops are then placed by ``init(_:mode:)``'s fix-up.
  ///
  /// `mode` nil takes the method from the text (``ColorInterpolationMode/css(_:)``, nil when the
  /// text has none); a given `mode` is used as it is, and the text may then not name a method.
  ///
  /// - Throws: ``SyntaxError`` with the character offset (in Unicode scalars) of the first
  ///   problem: a missing colour or comma, a hint first, last or next to another hint, a position
  ///   that is not a percentage. Lengths (`10px`) are valid CSS but need the gradient line's length:
  ///   they throw with kind ``SyntaxError/Kind/needsContext``. A whole `linear-gradient(…)` (or
  ///   any `…-gradient(…)`) throws with kind ``SyntaxError/Kind/unsupported``: its direction is
  ///   not part of a stop list (``GradientLine/init(cssAngle:boxSize:)`` places the line of an
  ///   angle).
  /// - Complexity: O(n) in the length of the text.
  public init(css text: String, mode: ColorInterpolationMode? = nil) throws(SyntaxError) {
    var scanner = CSSColorScanner(text)
    let (method, stops) = try scanner.colorStopList()
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after the colour stops") }
    if let mode, let method {
      _ = mode
      throw SyntaxError("the text names '\(method.method.cssText)' but the mode is given separately", at: method.offset)
    }
    do {
      try self.init(stops, mode: mode ?? .css(method?.method))
    } catch {
      // The parser only makes finite positions and never a hint first: unreachable in practice.
      throw SyntaxError("\(error)", at: 0)
    }
  }

  /// The list as CSS text that reads back to an equal list: the interpolation method first when
  /// the mode names one (`in oklch longer hue, …`), then each stop as written — its transition
  /// hint, its colour (``CSSColor/cssText``) and its locations as percentages (`30%`, the
  /// shortest decimal that reads back to the same location). Stops without a location are written
  /// without one. Core Animation mode has no CSS spelling: its text is the stops alone (the
  /// Codable form records the mode beside it).
  ///
  /// - Complexity: O(n) in the number of stops.
  public var cssText: String {
    var parts: [String] = []
    if case let .css(method?) = mode { parts.append(method.cssText) }
    for stop in stops {
      if let hint = stop.transitionHint { parts.append(Self.percentText(hint)) }
      var text = stop.color.cssText
      if let l = stop.location { text += " " + Self.percentText(l) }
      if let l = stop.secondLocation { text += " " + Self.percentText(l) }
      parts.append(text)
    }
    return parts.joined(separator: ", ")
  }

  /// `location` as a percentage: the shortest decimal that reads back to `location` (Swift's
  /// shortest round-trip digits) with the decimal point moved two places, so that reading it as
  /// a decimal divided by 100 — which ``init(css:mode:)`` does exactly, by moving the point back
  /// in the text before rounding once — gives `location` again. (Rounding p to a `Double` and
  /// then dividing by 100 cannot always: no `Double` p has p/100 == 1/3.)
  static func percentText(_ location: Double) -> String {
    guard location != 0 else { return "0%" }
    let text = "\(location.magnitude)"
    let sign = location < 0 ? "-" : ""
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var digits = String(mantissa.filter { $0 != "." })
    var point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent + 2
    // Leading zeros of "0.0…": drop them, moving the point with them.
    while digits.count > 1 && digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while digits.count > 1 && digits.last == "0" && point < digits.count { digits.removeLast() }
    if point > 21 || point < -6 {
      // Far from 1: scientific notation, d.ddde±x.
      let rest = digits.dropFirst()
      return sign + String(digits.prefix(1)) + (rest.isEmpty ? "" : "." + rest) + "e" + String(point - 1) + "%"
    }
    if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits + "%" }
    if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) + "%" }
    let split = digits.index(digits.startIndex, offsetBy: point)
    return sign + digits[..<split] + "." + digits[split...] + "%"
  }
}

extension ColorStops: CustomStringConvertible {
  /// ``cssText``.
  public var description: String { cssText }
}

extension ColorStops: Codable {
  private enum CodingKeys: String, CodingKey {
    case mode, stops
  }

  /// Reads a list written by ``encode(to:)``: a string of CSS text (``init(css:mode:)``), or an
  /// object `{"mode": "core-animation" | "css", "stops": "<css text>"}`.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
      do {
        self = try ColorStops(css: text)
      } catch {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: "\(error)")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let modeName = try container.decode(String.self, forKey: .mode)
    let text = try container.decode(String.self, forKey: .stops)
    let mode: ColorInterpolationMode?
    switch modeName {
    case "core-animation": mode = .coreAnimation
    case "css": mode = nil
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .mode, in: container, debugDescription: "mode '\(modeName)' is neither 'css' nor 'core-animation'")
    }
    do {
      self = try ColorStops(css: text, mode: mode)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .stops, in: container, debugDescription: "\(error)")
    }
  }

  /// Writes the list as its ``cssText`` (a string) in CSS mode, and as
  /// `{"mode": "core-animation", "stops": "<css text>"}` in Core Animation mode; both read back to
  /// an equal list.
  public func encode(to encoder: any Encoder) throws {
    if case .coreAnimation = mode {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("core-animation", forKey: .mode)
      try container.encode(cssText, forKey: .stops)
    } else {
      var container = encoder.singleValueContainer()
      try container.encode(cssText)
    }
  }
}

extension CSSColorScanner {
  /// `[<color-interpolation-method> ,]? <color-stop-list>` at the current position: the method
  /// (with its offset) and the stops.
  mutating func colorStopList() throws(SyntaxError) -> (method: (method: CSSColorInterpolationMethod, offset: Int)?, stops: [ColorStop]) {
    skipWhitespace()
    var method: (CSSColorInterpolationMethod, Int)?
    let methodStart = position
    let word = base.identifier()
    if let word, asciiLowercased(word).hasSuffix("-gradient"), base.consume("(") {
      throw error("\(word)() is not read here: pass the stop list inside it (its direction has no place in a stop list)", at: methodStart, kind: .unsupported)
    }
    if let word, asciiLowercased(word) == "in" {
      base.position = methodStart
      method = (try interpolationMethod(), methodStart)
      try expect(",")
    } else {
      base.position = methodStart
    }
    var stops: [ColorStop] = []
    var hint: (location: Double, offset: Int)?
    repeat {
      skipWhitespace()
      let start = position
      if let location = try stopPosition() {
        guard !stops.isEmpty else { throw error("a transition hint goes between two colour stops, not before the first", at: start) }
        guard hint == nil else { throw error("two transition hints in a row: a colour stop goes between them", at: start) }
        hint = (location, start)
        continue
      }
      let color = try self.color()
      var stop = ColorStop(color, transitionHint: hint?.location)
      hint = nil
      stop.location = try stopPosition()
      if stop.location != nil { stop.secondLocation = try stopPosition() }
      stops.append(stop)
    } while consume(",")
    if let hint { throw error("a transition hint needs a colour stop after it", at: hint.offset) }
    return (method, stops)
  }

  /// A stop position at the current position as a location (a percentage / 100), or nil
  /// (nothing consumed) when none comes next: a percentage, `0`, or a math function of
  /// percentages.
  mutating func stopPosition() throws(SyntaxError) -> Double? {
    skipWhitespace()
    let start = position
    if let name = base.identifier() {
      let lowered = asciiLowercased(name)
      guard base.consume("("), CSSColorCalc.functions.contains(lowered) else {
        base.position = start
        return nil
      }
      var calc = CSSColorCalc(scanner: self)
      let value = try calc.function(lowered, start: start)
      self = calc.scanner
      switch value.unit {
      case .percentage: return try finite(value.value / 100, at: start)
      case .length: throw lengthError(at: start)
      case .number: throw error("a stop position is a percentage, not a number", at: start)
      }
    }
    guard !base.isAtEnd, "0123456789+-.".unicodeScalars.contains(base.scalars[base.position]) else { return nil }
    let number: Double
    do { number = try base.number() } catch { throw SyntaxError("expected a percentage or a colour but found \(found)", at: error.offset) }
    let numberText = base.text(start..<position)
    if base.consume("%") { return try finite(Self.hundredth(of: numberText) ?? number / 100, at: start) }
    let unitStart = position
    if let unit = base.identifier() {
      let lengths: Set<String> = [
        "px", "in", "cm", "mm", "q", "pt", "pc", "em", "rem", "ex", "rex", "ch", "rch", "cap", "rcap", "ic", "ric", "lh",
        "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "cqi",
        "cqb", "cqmin", "cqmax",
      ]
      guard lengths.contains(asciiLowercased(unit)) else {
        throw error("the unit '\(unit)' is not allowed in a stop position", at: unitStart)
      }
      throw lengthError(at: start)
    }
    guard number == 0 else { throw error("a stop position is a percentage: write \(cssNumber(number))%", at: start) }
    return 0
  }

  /// The number written as `text` (a CSS <number>) divided by 100, rounded once: the decimal
  /// exponent is lowered by 2 in the text before it is read.
  static func hundredth(of text: String) -> Double? {
    let parts = text.split(whereSeparator: { $0 == "e" || $0 == "E" })
    guard parts.count <= 2, let mantissa = parts.first else { return nil }
    let exponent = parts.count == 2 ? Int(parts[1]) : 0
    guard let exponent, exponent > Int.min + 2 else { return nil }
    return Double(mantissa + "e" + String(exponent - 2))
  }

  private func lengthError(at offset: Int) -> SyntaxError {
    error("a length position needs the gradient line's length: write a percentage", at: offset, kind: .needsContext)
  }

  private func finite(_ location: Double, at offset: Int) throws(SyntaxError) -> Double {
    guard location.isFinite else { throw error("the stop position is out of range", at: offset) }
    return location
  }
}
