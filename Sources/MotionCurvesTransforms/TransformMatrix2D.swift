import MotionCurvesCore

/// A 2-D affine transform with CoreGraphics' layout (`CGAffineTransform`): x′ = a·x + c·y + tx,
/// y′ = b·x + d·y + ty — the numbers of CSS `matrix(a, b, c, d, tx, ty)`. Named so that it collides
/// with neither `CGAffineTransform` nor Foundation's `AffineTransform`.
public struct TransformMatrix2D: Sendable, Hashable, Codable {
  /// How x feeds x′ (a) and y′ (b).
  public var a: Double, b: Double
  /// How y feeds x′ (c) and y′ (d).
  public var c: Double, d: Double
  /// The translation.
  public var tx: Double, ty: Double

  /// A transform from its six numbers.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = TransformMatrix2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The 2-D part of a 4 × 4 transform that is affine (`CATransform3DIsAffine`): exact; nil when
  /// it is not (unlike `CATransform3DGetAffineTransform`, which drops the rest silently).
  public init?(exactly transform: TransformMatrix3D) {
    guard transform.isAffine else { return nil }
    self.init(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
  }

  /// `self` first, then `other` (`CGAffineTransformConcat(self, other)`).
  ///
  /// - Precision: each entry within 3 ulps of the sum of its terms' magnitudes.
  public func concatenating(_ other: TransformMatrix2D) -> TransformMatrix2D {
    TransformMatrix2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// ad − bc.
  public var determinant: Double { a * d - b * c }

  /// The inverse.
  ///
  /// - Throws: ``TransformError/singular(determinant:)`` when ad − bc is 0 or not finite.
  /// - Precision: ‖M·M⁻¹ − I‖ ≤ about 1e-15·κ(M).
  public func inverted() throws(TransformError) -> TransformMatrix2D {
    let det = determinant
    guard det != 0 && det.isFinite else { throw .singular(determinant: det) }
    let (ia, ib, ic, id) = (d / det, -b / det, -c / det, a / det)
    return TransformMatrix2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The point mapped: (a·x + c·y + tx, b·x + d·y + ty).
  @inlinable
  public func applied(to point: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
  }
}

extension TransformMatrix3D {
  /// The 4 × 4 form of a 2-D affine transform (`CATransform3DMakeAffineTransform`): exact.
  public init(_ affine: TransformMatrix2D) {
    self.init(
      rows: SIMD4(affine.a, affine.b, 0, 0), SIMD4(affine.c, affine.d, 0, 0), SIMD4(0, 0, 1, 0),
      SIMD4(affine.tx, affine.ty, 0, 1))
  }
}
