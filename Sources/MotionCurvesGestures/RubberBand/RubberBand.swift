/// UIKit's rubber band: how far a scroll view's content follows a finger dragged past its edge.
///
/// Dragging x points beyond the edge moves the content only
///
///     b(x, d, c) = (1 − 1/(x·c/d + 1))·d = c·x/(1 + c·x/d),
///
/// where d is the view's ``dimension`` along the drag (its width or height) and c the ``constant``,
/// 0.55 (``appleConstant``). The content starts at the finger's slope c and never reaches d. A drag
/// past the other edge (negative x) is the mirror image, b(−x) = −b(x).
///
/// Source: Apple has never published the formula or the constant. Both come from a tweet by Grant
/// Paul (@chpwn), preserved in "Analysis of Apple's rubber band scrolling"
/// (squareb.wordpress.com, 2013-01-06; mirrored in gist originell/6961057). Treat c = 0.55 as
/// de-facto, not documented; pass another constant to the initializer.
///
/// ```swift
/// let band = try RubberBand(dimension: 960)
/// try band.offset(forOverscroll: 100)                // 52.0197044334…
/// try band.overscroll(forOffset: 52800.0 / 1015)     // 100: the finger's overscroll, recovered
/// ```
public struct RubberBand: Hashable, Codable, Sendable {
  /// The constant from @chpwn's tweet, c = 0.55: the content's slope at the edge. Not published by
  /// Apple (see the type's discussion).
  public static let appleConstant = 0.55

  /// The view's size along the drag, in points: the limit the offset approaches.
  public let dimension: Double
  /// The slope c of the offset at the edge (0.55 in UIKit as reported).
  public let constant: Double

  /// A rubber band for a view `dimension` points long along the drag.
  ///
  /// - Throws: ``GestureError`` naming `dimension` or `constant` unless it is positive and finite.
  public init(dimension: Double, constant: Double = RubberBand.appleConstant) throws(GestureError) {
    try GestureError.requirePositive(dimension, "dimension")
    try GestureError.requirePositive(constant, "constant")
    self.dimension = dimension
    self.constant = constant
  }

  /// u = c·|x|/d, the overscroll in units where the formula is b/d = u/(1 + u).
  func units(_ overscroll: Double) -> Double {
    let scaled = constant * abs(overscroll) / dimension
    return scaled.isFinite ? scaled : constant * (abs(overscroll) / dimension)
  }

  /// The displayed offset b for a finger `overscroll` points past the edge; negative overscroll
  /// gives the mirrored, negative offset.
  ///
  /// - Precision: relative error ≤ 1e-15 for every finite overscroll: computed as c·x/(1 + u)
  ///   while u = c·|x|/d < 1 and as d/(1 + 1/u) beyond, so neither a tiny x (down to 1e-300) nor a
  ///   huge one loses digits. Near the limit the offset rounds to d itself; use
  ///   ``remainingOffset(forOverscroll:)`` for the distance still left, which keeps its digits.
  /// - Throws: ``GestureError`` naming `overscroll` unless it is finite.
  public func offset(forOverscroll overscroll: Double) throws(GestureError) -> Double {
    try GestureError.requireFinite(overscroll, "overscroll")
    let u = units(overscroll)
    let magnitude = u < 1 ? constant * abs(overscroll) / (1 + u) : dimension / (1 + 1 / u)
    return overscroll < 0 ? -magnitude : magnitude
  }

  /// How far the offset still is from its limit: d − |b(x)| = d/(1 + u), always positive.
  ///
  /// - Precision: relative error ≤ 1e-15 for every finite overscroll, including overscrolls so large
  ///   that the offset itself rounds to d.
  /// - Throws: ``GestureError`` naming `overscroll` unless it is finite.
  public func remainingOffset(forOverscroll overscroll: Double) throws(GestureError) -> Double {
    try GestureError.requireFinite(overscroll, "overscroll")
    return dimension / (1 + units(overscroll))
  }

  /// The slope db/dx = c/(1 + u)²: how far the content moves per point of finger movement; c at the
  /// edge, falling to 0.
  ///
  /// - Precision: relative error ≤ 1e-15 (it underflows to 0 for u beyond about 1e154).
  /// - Throws: ``GestureError`` naming `overscroll` unless it is finite.
  public func slope(forOverscroll overscroll: Double) throws(GestureError) -> Double {
    try GestureError.requireFinite(overscroll, "overscroll")
    let shrink = 1 / (1 + units(overscroll))
    return constant * shrink * shrink
  }
}
