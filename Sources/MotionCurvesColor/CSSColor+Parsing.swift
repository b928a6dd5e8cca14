import MotionCurvesCore

extension CSSColor {
  /// Reads a CSS `<color>`: a named colour (the 148 of CSS Color 4) or `transparent`; hex with 3,
  /// 4, 6 or 8 digits; `rgb()`/`rgba()` and `hsl()`/`hsla()` in the legacy comma syntax and the
  /// modern space syntax; `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`; `color()` with every
  /// predefined space (`xyz` is `xyz-d65`); `color-mix()`, nested up to 32 deep, with or without
  /// `in <space> [<hue-method> hue]` (Oklab when absent), with one or more colours and a
  /// percentage before or after each, literal (0…100 %) or a `calc()` (evaluated by
  /// ``mix(_:in:)``). Names and keywords are ASCII-case-insensitive; the
  /// modern syntax takes `none` for any component and `/ alpha`; angles take deg, rad, grad, turn.
  ///
  /// Values are clamped where CSS clamps them when parsing: alpha to 0…1, `rgb()` channels to
  /// 0…255, `hsl()` saturation at 0, lab/lch lightness to 0…100, oklab/oklch lightness to 0…1,
  /// lch/oklch chroma at 0. `color()` components are kept as written.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem; its kind is
  ///   ``SyntaxError/Kind/needsContext`` for `currentcolor`, system colours and `light-dark()`, and
  ///   ``SyntaxError/Kind/unsupported`` for relative colours and `calc()` in components; a
  ///   `color-mix()` percentage whose `calc()` has font-relative or viewport lengths needs
  ///   context too.
  /// - Complexity: O(n) in the length of the text.
  public init(css text: String) throws(SyntaxError) {
    var scanner = CSSColorScanner(text)
    scanner.skipWhitespace()
    self = try scanner.color()
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after the colour") }
  }
}

extension CSSColorScanner {
  /// The system colours of CSS Color 4 §6.2, current and deprecated, lower-cased.
  static let systemColors: Set<String> = [
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
    "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark",
    "marktext", "selecteditem", "selecteditemtext", "visitedtext", "activeborder", "activecaption",
    "appworkspace", "background", "buttonhighlight", "buttonshadow", "captiontext", "inactiveborder",
    "inactivecaption", "inactivecaptiontext", "infobackground", "infotext", "menu", "menutext", "scrollbar",
    "threeddarkshadow", "threedface", "threedhighlight", "threedlightshadow", "threedshadow", "window",
    "windowframe", "windowtext",
  ]

  /// One colour at the current position (after white space); `color-mix()` reads its arguments
  /// through this.
  mutating func color() throws(SyntaxError) -> CSSColor {
    skipWhitespace()
    let start = position
    if base.consume("#") { return try hex(start: start) }
    guard let name = base.identifier() else { throw error("expected a colour but found \(found)") }
    let lowered = asciiLowercased(name)
    guard base.consume("(") else { return try keyword(lowered, name: name, start: start) }
    switch lowered {
    case "rgb", "rgba": return try rgb(start: start)
    case "hsl", "hsla": return try hsl(start: start)
    case "hwb": return try lab(.hwb, start: start)
    case "lab": return try lab(.lab, start: start)
    case "lch": return try lab(.lch, start: start)
    case "oklab": return try lab(.oklab, start: start)
    case "oklch": return try lab(.oklch, start: start)
    case "color": return try colorFunction(start: start)
    case "color-mix": return try colorMix(start: start)
    case "light-dark":
      throw error("light-dark() depends on the element's color-scheme", at: start, kind: .needsContext)
    default:
      throw error("'\(name)()' is not a colour function", at: start)
    }
  }

  private func keyword(_ lowered: String, name: String, start: Int) throws(SyntaxError) -> CSSColor {
    if let rgb = CSSNamedColors.rgb(named: lowered) {
      return CSSColor(
        space: .srgb,
        components: SIMD3(Double((rgb >> 16) & 0xff), Double((rgb >> 8) & 0xff), Double(rgb & 0xff)) / 255,
        isLegacy: true)
    }
    if lowered == "transparent" { return CSSColor(space: .srgb, components: .zero, alpha: 0, isLegacy: true) }
    if lowered == "currentcolor" {
      throw error("currentcolor is the element's 'color': it needs that context", at: start, kind: .needsContext)
    }
    if Self.systemColors.contains(lowered) {
      throw error("'\(name)' is a system colour: it needs the user agent's context", at: start, kind: .needsContext)
    }
    throw error("'\(name)' is not a colour name", at: start)
  }

  private mutating func hex(start: Int) throws(SyntaxError) -> CSSColor {
    var digits: [UInt8] = []
    digits.reserveCapacity(8)
    while !base.isAtEnd {
      let c = base.scalars[base.position]
      let v: UInt32
      switch c {
      case "0"..."9": v = c.value - 48
      case "a"..."f": v = c.value - 87
      case "A"..."F": v = c.value - 55
      default:
        if CSSScanner.isNameStart(c) || c == "-" {
          throw error("'\(c)' is not a hexadecimal digit", at: base.position)
        }
        v = 16
      }
      if v == 16 { break }
      digits.append(UInt8(v))
      base.position += 1
    }
    let channels: [Double]
    switch digits.count {
    case 3, 4: channels = digits.map { Double($0 * 17) }
    case 6, 8: channels = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) }
    default:
      throw error("a hex colour has 3, 4, 6 or 8 digits, not \(digits.count)", at: start)
    }
    return CSSColor(
      space: .srgb, components: SIMD3(channels[0], channels[1], channels[2]) / 255,
      alpha: channels.count == 4 ? channels[3] / 255 : 1, isLegacy: true)
  }

  private mutating func rgb(start: Int) throws(SyntaxError) -> CSSColor {
    skipWhitespace()
    let firstStart = position
    if let word = base.identifier(), asciiLowercased(word) == "from" {
      throw error("relative colours are not supported yet", at: firstStart, kind: .unsupported)
    }
    base.position = firstStart
    let first = try value()
    if peek() == "," {
      // Legacy syntax: three numbers or three percentages, commas, optional alpha, no none.
      switch first {
      case .number, .percentage: return try legacyRGB(first: first, start: firstStart)
      default: throw error("the legacy rgb() syntax takes numbers or percentages, not \(first.typeName)", at: firstStart)
      }
    }
    spaceSeparated = "rgb"
    defer { spaceSeparated = nil }
    var c: [Double?] = [try Self.channel(first, at: firstStart)]
    for _ in 0..<2 {
      skipWhitespace()
      let at = position
      c.append(try Self.channel(try value(), at: at))
    }
    let alpha = try slashAlphaAndClose()
    return CSSColor(.srgb, c[0], c[1], c[2], alpha: alpha, isLegacy: true)
  }

  /// An rgb() channel as a fraction of 255 (or of 100 %), clamped to 0…1; nil for `none`.
  private static func channel(_ v: Value, at offset: Int) throws(SyntaxError) -> Double? {
    switch v {
    case let .number(n): return min(max(n / 255, 0), 1)
    case let .percentage(p): return min(max(p / 100, 0), 1)
    case .none: return nil
    case .angle: throw SyntaxError("expected a number or a percentage but found an angle", at: offset)
    }
  }

  private mutating func legacyRGB(first: Value, start: Int) throws(SyntaxError) -> CSSColor {
    var c: [Double] = [try Self.channel(first, at: start) ?? 0]
    let percent: Bool
    if case .percentage = first { percent = true } else { percent = false }
    for _ in 0..<2 {
      try expect(",")
      skipWhitespace()
      let at = position
      let v = try value()
      switch (v, percent) {
      case (.number, false), (.percentage, true): c.append(try Self.channel(v, at: at) ?? 0)
      case (.none, _): throw error("'none' is not allowed in the legacy comma syntax", at: at)
      default:
        throw error("the legacy rgb() syntax takes three \(percent ? "percentages" : "numbers"), not \(v.typeName)", at: at)
      }
    }
    var alpha = 1.0
    if consume(",") { alpha = try alphaValue(noneAllowed: false) ?? 1 }
    try close()
    return CSSColor(space: .srgb, components: SIMD3(c[0], c[1], c[2]), alpha: alpha, isLegacy: true)
  }

  private mutating func hsl(start: Int) throws(SyntaxError) -> CSSColor {
    skipWhitespace()
    let firstStart = position
    if let word = base.identifier(), asciiLowercased(word) == "from" {
      throw error("relative colours are not supported yet", at: firstStart, kind: .unsupported)
    }
    base.position = firstStart
    let hue = try self.hue()
    if peek() == "," {
      guard let hue else { throw error("'none' is not allowed in the legacy comma syntax", at: firstStart) }
      var sl: [Double] = []
      for _ in 0..<2 {
        try expect(",")
        skipWhitespace()
        let at = position
        guard case let .percentage(p) = try value() else {
          throw error("the legacy hsl() syntax takes percentages for saturation and lightness", at: at)
        }
        sl.append(p)
      }
      var alpha = 1.0
      if consume(",") { alpha = try alphaValue(noneAllowed: false) ?? 1 }
      try close()
      return CSSColor(space: .hsl, components: SIMD3(hue, max(sl[0], 0), sl[1]), alpha: alpha, isLegacy: true)
    }
    spaceSeparated = "hsl"
    defer { spaceSeparated = nil }
    let s = try component(percentScale: 100)
    let l = try component(percentScale: 100)
    let alpha = try slashAlphaAndClose()
    return CSSColor(.hsl, hue, s.map { max($0, 0) }, l, alpha: alpha, isLegacy: true)
  }

  /// hwb(), lab(), lch(), oklab(), oklch(): the modern syntax only.
  private mutating func lab(_ space: CSSColorSpace, start: Int) throws(SyntaxError) -> CSSColor {
    skipWhitespace()
    let firstStart = position
    if let word = base.identifier(), asciiLowercased(word) == "from" {
      throw error("relative colours are not supported yet", at: firstStart, kind: .unsupported)
    }
    base.position = firstStart
    spaceSeparated = space.cssName
    defer { spaceSeparated = nil }
    var c: (Double?, Double?, Double?)
    switch space {
    case .hwb:
      c = (try hue(), try component(percentScale: 100), try component(percentScale: 100))
    case .lab:
      c = (try component(percentScale: 100).map { min(max($0, 0), 100) }, try component(percentScale: 125),
        try component(percentScale: 125))
    case .lch:
      c = (try component(percentScale: 100).map { min(max($0, 0), 100) }, try component(percentScale: 150).map { max($0, 0) },
        try hue())
    case .oklab:
      c = (try component(percentScale: 1).map { min(max($0, 0), 1) }, try component(percentScale: 0.4),
        try component(percentScale: 0.4))
    default:
      c = (try component(percentScale: 1).map { min(max($0, 0), 1) }, try component(percentScale: 0.4).map { max($0, 0) },
        try hue())
    }
    let alpha = try slashAlphaAndClose()
    return CSSColor(space, c.0, c.1, c.2, alpha: alpha, isLegacy: space == .hwb)
  }

  private mutating func colorFunction(start: Int) throws(SyntaxError) -> CSSColor {
    skipWhitespace()
    let nameStart = position
    guard let name = base.identifier() else { throw error("expected a colour space but found \(found)") }
    if asciiLowercased(name) == "from" {
      throw error("relative colours are not supported yet", at: nameStart, kind: .unsupported)
    }
    guard let space = CSSColorSpace(cssName: name), space.isPredefined else {
      throw error("'\(name)' is not a predefined colour space of color()", at: nameStart)
    }
    spaceSeparated = "color"
    defer { spaceSeparated = nil }
    let c = (try component(percentScale: 1), try component(percentScale: 1), try component(percentScale: 1))
    let alpha = try slashAlphaAndClose()
    return CSSColor(space, c.0, c.1, c.2, alpha: alpha)
  }
}
