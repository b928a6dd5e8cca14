import MotionCurvesCore

/// A CSS `transform-origin` (x y z) or `perspective-origin` (x y): the point about which the
/// transform applies — Core Animation's anchor point, in lengths rather than unit fractions.
///
/// Keywords become percentages (`left` 0%, `center` 50%, `right` 100%; `top`/`bottom` for y),
/// and a percentage x refers to the box's width, y to its height.
public struct CSSTransformOrigin: Sendable, Hashable {
  /// The horizontal position.
  public var x: CSSLength
  /// The vertical position.
  public var y: CSSLength
  /// The depth (a length without percentages; 0 for `perspective-origin`).
  public var z: CSSLength

  /// An origin at (x, y, z).
  public init(x: CSSLength, y: CSSLength, z: CSSLength = .zero) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The initial value, `50% 50% 0`.
  public static let center = CSSTransformOrigin(x: .percent(50), y: .percent(50))

  /// Reads one to three values (`left`, `center 20%`, `bottom right`, `10px 20px 5px`); a third
  /// value, a depth, only when `allowsDepth` (transform-origin, not perspective-origin).
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String, allowsDepth: Bool = true) throws(SyntaxError) {
    var s = CSSTransformScanner(text)
    var items: [OriginItem] = []
    var z = CSSLength.zero
    while !s.atEnd() {
      let start = s.position
      if items.count == 2 {
        guard allowsDepth else { throw s.error("perspective-origin takes at most two values", at: start) }
        z = try s.length(percentAllowed: false)
        try s.requireEnd()
        break
      }
      if let word = s.identifier() {
        guard let keyword = OriginItem.Keyword(rawValue: asciiLowercased(word)) else {
          throw s.error("expected a position keyword or a length but found '\(word)'", at: start)
        }
        items.append(OriginItem(keyword: keyword, length: nil, offset: start))
      } else {
        items.append(OriginItem(keyword: nil, length: try s.length(), offset: start))
      }
    }
    guard let first = items.first else { throw s.error("expected a position but found the end of the text") }
    let second = items.count > 1 ? items[1] : OriginItem(keyword: .center, length: nil, offset: first.offset)
    // One vertical keyword alone, or a vertical keyword first (`top left`), swaps the pair.
    let swapped = first.keyword?.isVertical == true || second.keyword?.isHorizontal == true
    let (horizontal, vertical) = swapped ? (second, first) : (first, second)
    if horizontal.keyword?.isVertical == true {
      throw s.error("'\(horizontal.keyword?.rawValue ?? "")' cannot give the horizontal position", at: horizontal.offset)
    }
    if vertical.keyword?.isHorizontal == true {
      throw s.error("'\(vertical.keyword?.rawValue ?? "")' cannot give the vertical position", at: vertical.offset)
    }
    if swapped && (first.length != nil || second.length != nil) {
      throw s.error("a length cannot be paired with a keyword of the other axis in this order", at: first.offset)
    }
    self.init(x: horizontal.value, y: vertical.value, z: z)
  }

  /// The origin in px inside a box of `size` (percentages of the width for x, of the height for
  /// y; `em` by the font size), finite wherever its exact value is.
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` when `em` has no font size;
  ///   ``TransformError/beyondRange(_:significand:exponent:)`` naming the coordinate when its exact
  ///   value is beyond the range of doubles (`200%` of a 1e308 box).
  public func resolved(in size: SIMD2<Double>, fontSize: Double? = nil) throws(TransformError) -> SIMD3<Double> {
    SIMD3(
      try x.checkedResolved(reference: size.x, fontSize: fontSize, naming: "x of transform-origin \(cssText)"),
      try y.checkedResolved(reference: size.y, fontSize: fontSize, naming: "y of transform-origin \(cssText)"),
      try z.checkedResolved(reference: nil, fontSize: fontSize, naming: "z of transform-origin \(cssText)"))
  }

  /// The origin a `fraction` of the way to `end`, coordinate by coordinate (as `calc()` sums).
  public func interpolated(to end: CSSTransformOrigin, at fraction: Double) -> CSSTransformOrigin {
    CSSTransformOrigin(
      x: x.interpolated(to: end.x, at: fraction), y: y.interpolated(to: end.y, at: fraction),
      z: z.interpolated(to: end.z, at: fraction))
  }

  /// The text: `x y z` (z omitted when 0).
  public var cssText: String {
    let zIsZero = z.px == 0 && z.em == 0
    return ([x.cssText, y.cssText] + (zIsZero ? [] : [z.cssText])).joined(separator: " ")
  }
}

/// One value of a position: a keyword or a length, and where it was read.
private struct OriginItem {
  enum Keyword: String {
    case left, right, top, bottom, center
    var isVertical: Bool { self == .top || self == .bottom }
    var isHorizontal: Bool { self == .left || self == .right }
  }
  var keyword: Keyword?
  var length: CSSLength?
  var offset: Int

  var value: CSSLength {
    if let length { return length }
    switch keyword {
    case .left, .top: return .percent(0)
    case .right, .bottom: return .percent(100)
    default: return .percent(50)
    }
  }
}
