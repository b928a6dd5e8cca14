import MotionCurvesCore
import RealModule

// The constructors of Core Animation (`CATransform3DMake…`) and the forms that pre-apply to an
// existing transform (`CATransform3DTranslate/Scale/Rotate(t, …)`: the new operation first, then t).

extension TransformMatrix3D {
  /// `CATransform3DMakeTranslation`: p′ = p + (x, y, z).
  @inlinable
  public static func translation(x: Double, y: Double, z: Double = 0) -> TransformMatrix3D {
    TransformMatrix3D(rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(x, y, z, 1))
  }

  /// `CATransform3DMakeScale`: p′ = (sx·x, sy·y, sz·z).
  @inlinable
  public static func scale(x: Double, y: Double, z: Double = 1) -> TransformMatrix3D {
    TransformMatrix3D(rows: SIMD4(x, 0, 0, 0), SIMD4(0, y, 0, 0), SIMD4(0, 0, z, 0), SIMD4(0, 0, 0, 1))
  }

  /// `CATransform3DMakeRotation` (and CSS `rotate3d(x, y, z, angle)`): a rotation by `angle`
  /// radians about the axis (x, y, z) through the origin, which need not be normalized. In
  /// y-down screen coordinates a positive angle about +z turns clockwise, as CSS `rotate()`. A
  /// zero or non-finite axis gives the identity (Core Animation's and CSS's rule).
  ///
  /// Entries: with u the unit axis, c = cos a, s = sin a and 1 − c computed as 2 sin²(a/2) (no
  /// cancellation for small angles), m11 = c + x²(1 − c), m12 = xy(1 − c) + zs, m13 = xz(1 − c) − ys,
  /// and so on (CSS Transforms 2, "Mathematical Description of Transform Functions").
  ///
  /// - Precision: each entry within a few ulps of the exact rotation by the `Double` angle.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> TransformMatrix3D {
    let h = Double.sin(angle / 2)
    return rotation(sine: .sin(angle), versine: 2 * h * h, x: x, y: y, z: z)
  }

  /// ``rotation(angle:x:y:z:)`` with the angle in degrees, exact at multiples of 90° (sin and cos
  /// are then exactly 0 or ±1: `rotation(degrees: 90, …)` has no 6e-17 residue).
  public static func rotation(degrees: Double, x: Double, y: Double, z: Double) -> TransformMatrix3D {
    let (s, c) = Double.sineAndCosine(degrees: degrees)
    // 1 − cos: from the half angle while cos ≥ 1/2 (no cancellation), else directly (exact).
    let h = Double.sineAndCosine(degrees: degrees / 2).sine
    return rotation(sine: s, versine: c >= 0.5 ? 2 * h * h : 1 - c, x: x, y: y, z: z)
  }

  /// A perspective transform viewing from `distance` along +z: m34 = −1/distance (CSS
  /// `perspective(d)`; ∞ is the identity).
  ///
  /// - Throws: ``TransformError/notFinite(_:_:)`` for NaN and ``TransformError/notPositive(_:_:)``
  ///   unless distance > 0.
  public static func perspective(distance: Double) throws(TransformError) -> TransformMatrix3D {
    try TransformError.positive(distance, .distance, allowingInfinity: true)
    var m = identity
    m.m34 = -1 / distance
    return m
  }

  /// `CATransform3DTranslate(self, x, y, z)`: the translation first, then `self`.
  @inlinable
  public func translated(x: Double, y: Double, z: Double = 0) -> TransformMatrix3D {
    Self.translation(x: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DScale(self, x, y, z)`: the scale first, then `self`.
  @inlinable
  public func scaled(x: Double, y: Double, z: Double = 1) -> TransformMatrix3D {
    Self.scale(x: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation first, then `self` (so
  /// `perspective.rotated(by: θ, x: 0, y: 1, z: 0)` is CSS `perspective(d) rotateY(θ)`). A zero
  /// axis leaves `self` unchanged.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> TransformMatrix3D {
    Self.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The rotation from sin a and the versine k = 1 − cos a.
  static func rotation(sine s: Double, versine k: Double, x: Double, y: Double, z: Double) -> TransformMatrix3D {
    let largest = Swift.max(abs(x), abs(y), abs(z))
    guard largest > 0 && largest.isFinite else { return identity }
    let (a, b, c) = (x / largest, y / largest, z / largest)
    let norm = (a * a + b * b + c * c).squareRoot()
    let (ux, uy, uz) = (a / norm, b / norm, c / norm)
    let cosine = 1 - k
    return TransformMatrix3D(
      rows: SIMD4(cosine + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0),
      SIMD4(ux * uy * k - uz * s, cosine + uy * uy * k, uy * uz * k + ux * s, 0),
      SIMD4(ux * uz * k + uy * s, uy * uz * k - ux * s, cosine + uz * uz * k, 0),
      SIMD4(0, 0, 0, 1))
  }
}
