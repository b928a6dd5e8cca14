import MotionCurvesCore

/// The CSS `translate` property: `none` or x [y [z]] (CSS Transforms 2).
public struct CSSTranslate: Sendable, Hashable {
  /// The translation; nil for `none`.
  public var value: (x: CSSLength, y: CSSLength, z: CSSLength)?

  /// A translation by (x, y, z).
  public init(x: CSSLength, y: CSSLength = .zero, z: CSSLength = .zero) {
    value = (x, y, z)
  }

  private init(none: Void) { value = nil }

  /// `none`.
  public static let none = CSSTranslate(none: ())

  /// Reads `none` or `<length-percentage> [<length-percentage> <length>?]?`.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String) throws(SyntaxError) {
    var s = CSSTransformScanner(text)
    if try s.isNoneKeyword() {
      self = .none
      return
    }
    let x = try s.length()
    var y = CSSLength.zero
    var z = CSSLength.zero
    if !s.atEnd() {
      y = try s.length()
      if !s.atEnd() { z = try s.length(percentAllowed: false) }
    }
    try s.requireEnd()
    self.init(x: x, y: y, z: z)
  }

  /// The matrix (a translation; the identity for `none`).
  ///
  /// - Throws: what ``CSSTransformFunction/matrix(in:)`` throws for `translate3d(x, y, z)`.
  public func matrix(in context: CSSTransformContext = CSSTransformContext()) throws(TransformError) -> TransformMatrix3D {
    guard let value else { return .identity }
    return try CSSTransformFunction.translate3d(value.x, value.y, value.z).matrix(in: context)
  }

  /// The computed value's text: `none`, or x, then y unless both y and z are 0, then z unless 0
  /// (`10px`, `10px 20%`, `0px 0px 5px`).
  public var cssText: String {
    guard let value else { return "none" }
    let zIsZero = value.z.px == 0 && value.z.em == 0
    let yIsZero = value.y.px == 0 && value.y.percent == 0 && value.y.em == 0
    var parts = [value.x.cssText]
    if !(yIsZero && zIsZero) { parts.append(value.y.cssText) }
    if !zIsZero { parts.append(value.z.cssText) }
    return parts.joined(separator: " ")
  }

  /// The translation a `fraction` of the way to `end`, component by component (`none` is 0px,
  /// and an interpolated `none` end reads `0px`, as browsers compute it); `none` to `none` stays
  /// `none`; 0 and 1 return the ends exactly. Each part is finite wherever its exact blend is.
  ///
  /// - Throws: ``TransformError/beyondRange(_:significand:exponent:)`` naming the length whose
  ///   exact blend is beyond the range of doubles (`0px` → `100px` at 1e308 is 1e310px).
  public func interpolated(to end: CSSTranslate, at fraction: Double) throws(TransformError) -> CSSTranslate {
    if value == nil && end.value == nil { return .none }
    let a = value ?? (.zero, .zero, .zero)
    let b = end.value ?? (.zero, .zero, .zero)
    let at = " of translate at t = \(fraction)"
    return CSSTranslate(
      x: try a.x.checkedInterpolated(to: b.x, at: fraction, naming: "x" + at),
      y: try a.y.checkedInterpolated(to: b.y, at: fraction, naming: "y" + at),
      z: try a.z.checkedInterpolated(to: b.z, at: fraction, naming: "z" + at))
  }

  /// Equal when both are `none` or their three lengths are equal.
  public static func == (l: CSSTranslate, r: CSSTranslate) -> Bool {
    switch (l.value, r.value) {
    case (nil, nil): return true
    case let (a?, b?): return a.x == b.x && a.y == b.y && a.z == b.z
    default: return false
    }
  }

  /// Hashes the three lengths (nothing for `none`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value?.x)
    hasher.combine(value?.y)
    hasher.combine(value?.z)
  }
}

extension CSSTransformScanner {
  /// Whether the text is the keyword `none` (and nothing else).
  mutating func isNoneKeyword() throws(SyntaxError) -> Bool {
    skipWhitespace()
    let start = position
    if let word = identifier(), asciiLowercased(word) == "none" {
      try requireEnd()
      return true
    }
    base.position = start
    return false
  }

  /// Whether only white space remains.
  mutating func atEnd() -> Bool {
    skipWhitespace()
    return isAtEnd
  }

  /// Throws unless only white space remains.
  mutating func requireEnd() throws(SyntaxError) {
    skipWhitespace()
    guard isAtEnd else { throw error("unexpected \(found)") }
  }
}
