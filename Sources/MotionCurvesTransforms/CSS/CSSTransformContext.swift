import MotionCurvesCore

/// What resolving CSS lengths needs beyond the text: the reference box that percentages refer to
/// (the element's border box for `transform`, `translate` and the origins) and the font size
/// that `em` refers to. Either may be absent; resolving a percentage or `em` then throws
/// ``TransformError/unresolved(_:)`` with the ``SyntaxError`` naming what is missing.
public struct CSSTransformContext: Sendable, Hashable, Codable {
  /// The reference box (width, height) in px, or nil.
  public var referenceBox: SIMD2<Double>?
  /// The font size in px for `em`, or nil.
  public var fontSize: Double?

  /// A context with a reference box and a font size, each optional.
  public init(referenceBox: SIMD2<Double>? = nil, fontSize: Double? = nil) {
    self.referenceBox = referenceBox
    self.fontSize = fontSize
  }
}
