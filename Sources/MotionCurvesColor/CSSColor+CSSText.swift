import MotionCurvesCore

extension CSSColor {
  /// The colour as CSS text that reads back to an equal colour, in the modern syntax with
  /// shortest round-trip numbers and `none` kept: `rgb(255 128 0 / 0.5)` for legacy sRGB,
  /// `hsl(120 50 50)`, `hwb(…)`, `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)`, `color(srgb …)`;
  /// alpha is left out when it is 1.
  ///
  /// Reads back exactly when the components are within the ranges parsing clamps to (see
  /// ``init(css:)``), with two limits of CSS text: a legacy sRGB channel is written in 255ths, and
  /// for about 1 % of `Double`s v no number R has R/255 = v (those read back within 1 ulp; every
  /// channel that came from text reads back exactly); and `hsl()`/`hwb()` text is always legacy, so
  /// an hsl or hwb colour made by conversion from a non-legacy colour reads back with ``isLegacy``
  /// set.
  public var cssText: String {
    var parts: [String]
    let name: String
    switch space {
    case .srgb where isLegacy:
      name = "rgb"
      parts = (0..<3).map { i in component(i).map(Self.rgbChannelText) ?? "none" }
    case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
      name = space.cssName
      parts = (0..<3).map { i in component(i).map(cssNumber) ?? "none" }
    default:
      name = "color"
      parts = [space.cssName] + (0..<3).map { i in component(i).map(cssNumber) ?? "none" }
    }
    if missing.contains(.alpha) {
      parts += ["/", "none"]
    } else if alpha != 1 {
      parts += ["/", cssNumber(alpha)]
    }
    return name + "(" + parts.joined(separator: " ") + ")"
  }

  /// The shortest number R with R/255 = v when one is within two steps of v·255, else v·255.
  static func rgbChannelText(_ v: Double) -> String {
    let r = v * 255
    var best: Double?
    for candidate in [r, r.nextDown, r.nextUp, r.nextDown.nextDown, r.nextUp.nextUp] where candidate / 255 == v {
      if let b = best, cssNumber(b).count <= cssNumber(candidate).count { continue }
      best = candidate
    }
    return cssNumber(best ?? r)
  }

  /// The computed value as browsers serialize it (CSS Color 4 §15):
  ///
  /// - Legacy colours (hex, named, `rgb()`, `hsl()`, `hwb()`): `rgb(r, g, b)` or `rgba(r, g, b, a)`
  ///   in sRGB, channels clamped to 0…255 and rounded half up to integers, `none` as 0; alpha with
  ///   the fewest decimals (2, else 3) that give the same 8-bit value, as Chromium writes it.
  /// - hsl and hwb colours that are not legacy (results of conversion or, later, interpolation):
  ///   `hsl(h s l)` / `hwb(h w b)` with numbers when a component is missing, else `color(srgb …)`.
  /// - Others: `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)`, `color(<space> …)` (`xyz` as `xyz-d65`),
  ///   hues reduced to [0, 360), `none` kept, alpha as `/ a` unless 1. Numbers are shortest
  ///   round-trip (browsers print about 6 significant digits; web-platform-tests compare within
  ///   1e-4).
  public var computedCSSText: String {
    if isLegacy {
      let srgb = converted(to: .srgb).components
      let channels = (0..<3).map { i in Self.eightBit(srgb[i]) }
      let a = min(max(alpha, 0), 1)
      if a == 1 && !missing.contains(.alpha) { return "rgb(\(channels[0]), \(channels[1]), \(channels[2]))" }
      return "rgba(\(channels[0]), \(channels[1]), \(channels[2]), \(Self.legacyAlphaText(a)))"
    }
    if space == .hsl || space == .hwb {
      if missing.isEmpty { return converted(to: .srgb).computedCSSText }
      return cssText
    }
    guard let hueIndex = space.hueIndex, let h = component(hueIndex) else { return cssText }
    var reduced = h.truncatingRemainder(dividingBy: 360)
    if reduced < 0 { reduced += 360 }
    if reduced >= 360 { reduced = 0 }
    var c = components
    c[hueIndex] = reduced
    return CSSColor(space: space, components: c, alpha: alpha, missing: missing).cssText
  }

  /// A channel 0…1 as an integer 0…255, rounded half up (with 1e-9 of slack, so 76.5/255, which
  /// multiplies back to 76.49999999999999, still gives 77).
  static func eightBit(_ v: Double) -> Int {
    let x = min(max(v, 0), 1) * 255
    return Int((x + 0.5 + 1e-9).rounded(.down).clamped255)
  }

  /// Alpha with 2 decimals when they give the same 8-bit value, else alpha itself rounded to 3
  /// decimals (CSSOM's `<alphavalue>` rule as Chromium applies it to its float alpha: 0.625, an
  /// interpolation result, is written 0.625, not the 0.624 of its 8-bit value 159); trailing zeros
  /// dropped.
  static func legacyAlphaText(_ a: Double) -> String {
    let eight = (a * 255).rounded()
    let two = (a * 100).rounded() / 100
    let value = (two * 255).rounded() == eight ? two : (a * 1000).rounded() / 1000
    return cssNumber(value)
  }
}

extension Double {
  fileprivate var clamped255: Double { Swift.min(Swift.max(self, 0), 255) }
}

extension CSSColor: CustomStringConvertible {
  /// ``cssText``.
  public var description: String { cssText }
}

extension CSSColor: Codable {
  /// Reads a colour from its CSS text (any syntax ``init(css:)`` reads).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try CSSColor(css: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
    }
  }

  /// Writes the colour as its ``cssText``, which reads back to the same colour.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}
