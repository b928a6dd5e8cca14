import MotionCurvesCore

/// The CSS `perspective` property: `none` or a length ≥ 0 (the distance from the z = 0 plane to
/// the viewer for the element's children).
///
/// Unlike the `perspective()` function, the property interpolates the distance linearly
/// (csswg-drafts#3084 kept them different), clamped at 0; `none` and a length do not interpolate
/// (discrete: the start before 0.5, the end from 0.5 on).
public struct CSSPerspective: Sendable, Hashable {
  /// The distance; nil for `none`.
  public var distance: CSSLength?

  /// A perspective at `distance`.
  public init(_ distance: CSSLength?) {
    self.distance = distance
  }

  /// `none`.
  public static let none = CSSPerspective(nil)

  /// Reads `none` or a non-negative length.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String) throws(SyntaxError) {
    var s = CSSTransformScanner(text)
    if try s.isNoneKeyword() {
      self = .none
      return
    }
    s.skipWhitespace()
    let start = s.position
    let d = try s.length(percentAllowed: false)
    if d.px < 0 || d.em < 0 { throw s.error("perspective needs a length ≥ 0", at: start) }
    try s.requireEnd()
    self.init(d)
  }

  /// The computed value's text: `none` or the length.
  public var cssText: String { distance?.cssText ?? "none" }

  /// The matrix it applies to children about the perspective origin at (0, 0): m34 = −1/d with
  /// d clamped at 1px; the identity for `none`.
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` when an `em` has no font size.
  public func matrix(in context: CSSTransformContext = CSSTransformContext()) throws(TransformError) -> TransformMatrix3D {
    try CSSTransformFunction.perspective(distance).matrix(in: context)
  }

  /// The perspective a `fraction` of the way to `end`: lengths linearly, clamped at 0; with
  /// `none` on one side, discrete. 0 and 1 return the ends exactly.
  ///
  /// - Throws: ``TransformError/beyondRange(_:significand:exponent:)`` when the exact blended
  ///   distance is beyond the range of doubles (`100px` → `200px` at 1e308 is 1e310px).
  public func interpolated(to end: CSSPerspective, at fraction: Double) throws(TransformError) -> CSSPerspective {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    guard let a = distance, let b = end.distance else { return fraction < 0.5 ? self : end }
    var d = try a.checkedInterpolated(to: b, at: fraction, naming: "the distance of perspective at t = \(fraction)")
    d.px = max(d.px, 0)
    d.em = max(d.em, 0)
    return CSSPerspective(d)
  }
}
