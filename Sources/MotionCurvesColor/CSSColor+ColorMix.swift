import MotionCurvesCore

extension CSSColor {
  /// `color-mix()` evaluated (CSS Color 5 §2, with csswg-drafts #14013 and #14014 resolved):
  /// the colours mixed in `method` by their percentages.
  ///
  /// 1. Percentages (each in 0…100, nil when omitted): the omitted ones share what the given ones
  ///    leave of 100 % equally (none when they sum to 100 % or more), so `red, blue` is 50/50 and
  ///    `red 30%, blue` is 30/70.
  /// 2. A total above 100 % is scaled down to 100 %. A total below 100 % becomes an alpha
  ///    multiplier (total / 100 %), and the percentages are used in proportion.
  /// 3. The colours are folded from the left: the running mix, with the sum of the percentages so
  ///    far, is interpolated (``interpolated(to:at:in:)``) with the next colour at progress
  ///    p_next / (sum + p_next), or 0.5 when both are 0 % (#14013). One colour is that colour
  ///    converted to the space.
  /// 4. Alpha (unless missing) is multiplied by the multiplier. Percentages summing to 0 % give
  ///    the equal mix with alpha 0, in every space (hue and `none` as in any mix): CSS Color 5
  ///    §"Calculating the result of color-mix()" has had no special case for transparent black
  ///    since #14014 (`color-mix(in srgb, red 0%, blue 0%)` is `color(srgb 0.5 0 0.5 / 0)`; the
  ///    WPT cases still expecting `0 0 0 / 0` predate it).
  ///
  /// ```swift
  /// let mix = CSSColor.mix([(try CSSColor(css: "red"), 25), (try CSSColor(css: "blue"), nil)], in: .srgb)
  /// mix?.computedCSSText   // "color(srgb 0.25 0 0.75)"
  /// ```
  ///
  /// - Returns: the mix in `method.space`, not legacy; nil when `colors` is empty.
  /// - Complexity: O(n) conversions for n colours.
  public static func mix(_ colors: [(color: CSSColor, percentage: Double?)], in method: CSSColorInterpolationMethod = .oklab) -> CSSColor? {
    guard let first = colors.first else { return nil }
    var given = 0.0, omitted = 0
    for item in colors {
      if let p = item.percentage { given += p } else { omitted += 1 }
    }
    let share = omitted > 0 ? max(0, 100 - given) / Double(omitted) : 0
    var percentages = colors.map { $0.percentage ?? share }
    var total = percentages.reduce(0, +)
    if total > 100 {
      percentages = percentages.map { $0 * 100 / total }
      total = 100
    }
    let multiplier = total / 100
    var result = first.color.converted(to: method.space).withLegacy(false)
    var sum = percentages[0]
    for (item, p) in zip(colors.dropFirst(), percentages.dropFirst()) {
      let combined = sum + p
      let progress = combined > 0 ? p / combined : 0.5
      result = result.interpolate(to: item.color, at: progress, method: method)
      sum = combined
    }
    guard multiplier != 1, !result.missing.contains(.alpha) else { return result }
    return CSSColor(
      space: result.space, components: result.components, alpha: result.alpha * multiplier, missing: result.missing)
  }
}

extension CSSColorScanner {
  /// The arguments of `color-mix(` (already read) and its closing parenthesis:
  /// `[<color-interpolation-method> ,]? [<color> && <percentage [0,100]>?]#`.
  mutating func colorMix(start: Int) throws(SyntaxError) -> CSSColor {
    mixNesting += 1
    defer { mixNesting -= 1 }
    guard mixNesting <= Self.maximumMixNesting else {
      throw error("color-mix() nests deeper than \(Self.maximumMixNesting) levels", at: start)
    }
    skipWhitespace()
    var method = CSSColorInterpolationMethod.oklab
    let methodStart = position
    if let word = base.identifier(), asciiLowercased(word) == "in" {
      base.position = methodStart
      method = try interpolationMethod()
      try expect(",")
    } else {
      base.position = methodStart
    }
    var items: [(color: CSSColor, percentage: Double?)] = []
    repeat {
      var percentage = try mixPercentage()
      let color = try self.color()
      if percentage == nil { percentage = try mixPercentage() }
      items.append((color, percentage))
    } while consume(",")
    try close()
    guard let result = CSSColor.mix(items, in: method) else { throw error("color-mix() needs a colour", at: start) }
    return result
  }

  /// The deepest nesting of `color-mix()` inside `color-mix()` read (the parser is recursive).
  static let maximumMixNesting = 32

  /// A `color-mix()` percentage at the current position, or nil (nothing consumed) when none
  /// comes next: a literal in 0…100 %, or a `calc()` of percentages, clamped to 0…100 % as CSS
  /// clamps calculations.
  mutating func mixPercentage() throws(SyntaxError) -> Double? {
    skipWhitespace()
    let start = position
    if let name = base.identifier() {
      if base.consume("("), CSSColorCalc.functions.contains(asciiLowercased(name)) {
        var calc = CSSColorCalc(scanner: self)
        let value = try calc.function(asciiLowercased(name), start: start)
        self = calc.scanner
        guard value.unit == .percentage else {
          throw error("a color-mix() percentage must be a percentage, not \(value.unit.name)", at: start)
        }
        return min(max(value.value, 0), 100)
      }
      base.position = start
      return nil
    }
    guard !base.isAtEnd, "0123456789+-.".unicodeScalars.contains(base.scalars[base.position]) else { return nil }
    let number: Double
    do { number = try base.number() } catch { throw SyntaxError("expected a percentage or a colour but found \(found)", at: error.offset) }
    guard base.consume("%") else { throw error("a color-mix() weight is a percentage", at: start) }
    guard (0...100).contains(number) else {
      throw error("a color-mix() percentage is between 0% and 100%, not \(cssNumber(number))%", at: start)
    }
    return number
  }
}
