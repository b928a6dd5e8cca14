/// A CSS `<length-percentage>` as a sum px + %·box + em·font size, the form of a `calc()` of
/// lengths, percentages and `em` (which is what interpolating `50px` to `50%` gives). Absolute
/// units (cm, mm, Q, in, pt, pc) are converted to px when parsed; `units` records which of px, %
/// and em the value carries, so `0%` and `0px` serialize as written.
public struct CSSLength: Sendable, Hashable {
  /// The px part.
  public var px: Double
  /// The percentage part (50 for `50%`).
  public var percent: Double
  /// The em part.
  public var em: Double
  /// Which parts the value carries.
  public var units: Units

  /// The parts a length carries.
  public struct Units: OptionSet, Sendable, Hashable {
    /// The bits: 1 px, 2 percent, 4 em.
    public let rawValue: UInt8
    /// Creates the set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// px (and the absolute units converted to it).
    public static let px = Units(rawValue: 1)
    /// Percentages of the reference box.
    public static let percent = Units(rawValue: 2)
    /// em, multiples of the font size.
    public static let em = Units(rawValue: 4)
  }

  /// A length from its parts; `units` defaults to the parts that are non-zero (px when all are).
  public init(px: Double = 0, percent: Double = 0, em: Double = 0, units: Units? = nil) {
    self.px = px
    self.percent = percent
    self.em = em
    if let units {
      self.units = units
    } else {
      var present: Units = []
      if px != 0 { present.insert(.px) }
      if percent != 0 { present.insert(.percent) }
      if em != 0 { present.insert(.em) }
      self.units = present.isEmpty ? .px : present
    }
  }

  /// `value`px.
  public static func px(_ value: Double) -> CSSLength { CSSLength(px: value, units: .px) }
  /// `value`%.
  public static func percent(_ value: Double) -> CSSLength { CSSLength(percent: value, units: .percent) }
  /// `value`em.
  public static func em(_ value: Double) -> CSSLength { CSSLength(em: value, units: .em) }

  /// 0px.
  public static let zero = CSSLength.px(0)

  /// Whether the value is a plain px length.
  public var isAbsolute: Bool { units == .px }

  /// The length in px: px + percent/100·reference + em·font size.
  ///
  /// - Parameters:
  ///   - reference: the length percentages refer to (the box's width for x, height for y).
  ///   - fontSize: the font size `em` refers to.
  /// - Throws: ``SyntaxError`` when a percentage has no reference or an `em` no font size.
  public func resolved(reference: Double?, fontSize: Double?) throws(SyntaxError) -> Double {
    var value = px
    if units.contains(.percent) && percent != 0 {
      guard let reference else {
        throw SyntaxError("\(cssText) needs a reference box (a percentage)", at: 0, kind: .needsReferenceBox)
      }
      value += percent / 100 * reference
    }
    if units.contains(.em) && em != 0 {
      guard let fontSize else { throw SyntaxError("\(cssText) needs a font size (em)", at: 0, kind: .needsFontSize) }
      value += em * fontSize
    }
    return value
  }

  /// The length a fraction `t` of the way to `end`, part by part. The result carries the parts that
  /// are non-zero at either end (`0px` → `50%` gives `25%`, `50px` → `50%` gives
  /// `calc(25px + 25%)`), or `end`'s parts when all are zero; 0 and 1 return the ends exactly.
  /// Each part interpolates as `Double` does: finite wherever the exact value is (`-1e308px` →
  /// `1e308px` at ½ is `0px`).
  public func interpolated(to end: CSSLength, at t: Double) -> CSSLength {
    if t == 0 { return self }
    if t == 1 { return end }
    var units: Units = []
    if px != 0 || end.px != 0 { units.insert(.px) }
    if percent != 0 || end.percent != 0 { units.insert(.percent) }
    if em != 0 || end.em != 0 { units.insert(.em) }
    return CSSLength(
      px: px.interpolated(to: end.px, at: t), percent: percent.interpolated(to: end.percent, at: t),
      em: em.interpolated(to: end.em, at: t), units: units.isEmpty ? end.units : units)
  }

  /// `-self`.
  public static prefix func - (value: CSSLength) -> CSSLength {
    CSSLength(px: -value.px, percent: -value.percent, em: -value.em, units: value.units)
  }

  /// The CSS text: `25px`, `25%`, `2em`, or `calc(25% + 25px)` for a sum.
  public var cssText: String {
    var terms: [(Double, String)] = []
    if units.contains(.percent) { terms.append((percent, "%")) }
    if units.contains(.px) { terms.append((px, "px")) }
    if units.contains(.em) { terms.append((em, "em")) }
    let nonzero = terms.filter { $0.0 != 0 }
    if nonzero.count <= 1 {
      let (value, unit) = nonzero.first ?? terms.first ?? (0, "px")
      return cssNumber(value) + unit
    }
    var text = "calc(" + cssNumber(nonzero[0].0) + nonzero[0].1
    for (value, unit) in nonzero.dropFirst() {
      text += value < 0 ? " - " : " + "
      text += cssNumber(value.magnitude) + unit
    }
    return text + ")"
  }
}
