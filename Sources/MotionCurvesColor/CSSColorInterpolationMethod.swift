import MotionCurvesCore

/// A CSS `<color-interpolation-method>`: the space colours are interpolated in and, for the polar
/// spaces, which way the hue goes — `in oklab`, `in oklch longer hue`, `in srgb`.
///
/// ```swift
/// let method = try CSSColorInterpolationMethod(css: "in oklch longer hue")
/// let mid = try CSSColor(css: "red").interpolated(to: CSSColor(css: "blue"), at: 0.5, in: method)
/// ```
///
/// Any ``CSSColorSpace`` can be an interpolation space (`xyz` is `xyz-d65`). The hue method matters
/// only in `hsl`, `hwb`, `lch` and `oklch`; CSS text accepts `… hue` only after those.
public struct CSSColorInterpolationMethod: Sendable, Hashable, CustomStringConvertible {
  /// The space the components are interpolated in.
  public var space: CSSColorSpace
  /// The hue arc for polar spaces (ignored in rectangular ones).
  public var hueMethod: CSSHueInterpolationMethod

  /// A method in `space` with `hueMethod` (``CSSHueInterpolationMethod/shorter`` by default).
  public init(space: CSSColorSpace, hueMethod: CSSHueInterpolationMethod = .shorter) {
    self.space = space
    self.hueMethod = hueMethod
  }

  /// `in oklab`: the CSS default for everything except two legacy sRGB colours.
  public static let oklab = CSSColorInterpolationMethod(space: .oklab)
  /// `in srgb`: gamma-encoded sRGB, which CSS uses when both colours are legacy sRGB forms.
  public static let srgb = CSSColorInterpolationMethod(space: .srgb)

  /// The method CSS uses when none is written (CSS Color 4 §12.1): gamma-encoded sRGB when both
  /// colours are legacy forms (hex, named, `transparent`, `rgb()`, `hsl()`, `hwb()`) with no
  /// `none` component — the condition Chromium's `GetColorInterpolationSpace` tests — else Oklab;
  /// the hue method is `shorter` either way.
  public static func `default`(for first: CSSColor, _ second: CSSColor) -> CSSColorInterpolationMethod {
    first.isLegacy && second.isLegacy && first.missing.isEmpty && second.missing.isEmpty ? .srgb : .oklab
  }

  /// Reads `in <space> [<hue-method> hue]`, ASCII-case-insensitively, with CSS white space and
  /// comments between the words.
  ///
  /// - Throws: ``SyntaxError`` (kind ``SyntaxError/Kind/invalid``) with the character offset
  ///   of an unknown space, a hue method after a rectangular space, or anything left over.
  /// - Complexity: O(n) in the length of the text.
  public init(css text: String) throws(SyntaxError) {
    var scanner = CSSColorScanner(text)
    self = try scanner.interpolationMethod()
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after the interpolation method") }
  }

  /// `in <space>`, followed by `<method> hue` when the method is not `shorter` (the default,
  /// which CSS serialization leaves out).
  public var cssText: String {
    var text = "in " + space.cssName
    if space.isPolar && hueMethod != .shorter { text += " " + hueMethod.cssName + " hue" }
    return text
  }

  /// ``cssText``.
  public var description: String { cssText }
}

extension CSSColorScanner {
  /// `in <space> [<hue-method> hue]` at the current position.
  mutating func interpolationMethod() throws(SyntaxError) -> CSSColorInterpolationMethod {
    skipWhitespace()
    let inStart = position
    guard let word = base.identifier(), asciiLowercased(word) == "in" else {
      base.position = inStart
      throw error("expected 'in' and a colour space but found \(found)")
    }
    skipWhitespace()
    let spaceStart = position
    guard let name = base.identifier() else { throw error("expected a colour space but found \(found)") }
    guard let space = CSSColorSpace(cssName: name) else {
      throw error("'\(name)' is not a colour space", at: spaceStart)
    }
    var method = CSSColorInterpolationMethod(space: space)
    skipWhitespace()
    let hueStart = position
    if let word = base.identifier() {
      guard let hue = CSSHueInterpolationMethod(rawValue: asciiLowercased(word)) else {
        base.position = hueStart
        return method
      }
      guard space.isPolar else {
        throw error("a hue method needs a polar space (hsl, hwb, lch, oklch), not \(space.cssName)", at: hueStart)
      }
      skipWhitespace()
      let hueWordStart = position
      guard let hueWord = base.identifier(), asciiLowercased(hueWord) == "hue" else {
        base.position = hueWordStart
        throw error("expected 'hue' after '\(word)' but found \(found)")
      }
      method.hueMethod = hue
    }
    return method
  }
}
