import MotionCurvesCore

// Products, determinant and inverse. Rows are SIMD4 vectors, so a product row is four
// multiply-adds of rows.

extension TransformMatrix3D {
  /// `CATransform3DConcat(self, other)`: `self` first, then `other` (the product self · other for
  /// row vectors; CSS writes the same transform as `other self` in a list, column vectors).
  ///
  /// - Precision: each entry a 4-term dot product, within 4 ulps of the sum of the magnitudes of
  ///   its terms.
  /// - Complexity: O(1), 64 multiply-adds.
  @inlinable
  public func concatenating(_ other: TransformMatrix3D) -> TransformMatrix3D {
    @inline(__always) func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
      r.x * other.row1 + r.y * other.row2 + r.z * other.row3 + r.w * other.row4
    }
    return TransformMatrix3D(rows: row(row1), row(row2), row(row3), row(row4))
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether this is exactly a 2-D affine transform (`CATransform3DIsAffine`): no z coupling and
  /// no perspective — m13 = m14 = m23 = m24 = m31 = m32 = m34 = m43 = 0 and m33 = m44 = 1.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
      && m33 == 1 && m44 == 1
  }

  /// The determinant, by cofactor expansion along 2 × 2 minors of rows 1–2 and 3–4. Entries are
  /// scaled by a power of two first (exact), so that matrices of tiny or huge entries do not
  /// underflow or overflow on the way; the result itself is 0 or ±∞ only when the determinant
  /// is beyond `Double`'s range.
  ///
  /// - Precision: within about 1e-15 of the sum of the magnitudes of the expansion's terms
  ///   (relative error grows as the matrix approaches singularity).
  public var determinant: Double {
    let (scaled, exponent) = powerOfTwoScaled()
    let d = scaled.minors().determinant
    guard exponent != 0 else { return d }
    // det(2^e · M) = 2^(4e) · det(M), undone in two steps that cannot overflow prematurely.
    let half = Double(sign: .plus, exponent: -2 * exponent, significand: 1)
    return d * half * half
  }

  /// The inverse (`CATransform3DInvert`, which returns the matrix unchanged when it cannot):
  /// the adjugate over the determinant, computed on the matrix scaled by a power of two.
  ///
  /// - Throws: ``TransformError/singular(determinant:)`` when the determinant is exactly 0 or the
  ///   matrix has non-finite entries.
  /// - Precision: ‖M·M⁻¹ − I‖ ≤ about 1e-15·κ(M), κ the condition number (exact for
  ///   translations, scales by powers of two and rotations by multiples of 90°).
  public func inverted() throws(TransformError) -> TransformMatrix3D {
    let (scaled, exponent) = powerOfTwoScaled()
    let minors = scaled.minors()
    let det = minors.determinant
    guard det != 0 && det.isFinite else { throw .singular(determinant: determinant) }
    let (a, b) = (scaled, minors)
    let s0 = b.s0, s1 = b.s1, s2 = b.s2, s3 = b.s3, s4 = b.s4, s5 = b.s5
    let c0 = b.c0, c1 = b.c1, c2 = b.c2, c3 = b.c3, c4 = b.c4, c5 = b.c5
    let adjugate = TransformMatrix3D(
      rows: SIMD4(
        a.m22 * c5 - a.m23 * c4 + a.m24 * c3, -a.m12 * c5 + a.m13 * c4 - a.m14 * c3,
        a.m42 * s5 - a.m43 * s4 + a.m44 * s3, -a.m32 * s5 + a.m33 * s4 - a.m34 * s3),
      SIMD4(
        -a.m21 * c5 + a.m23 * c2 - a.m24 * c1, a.m11 * c5 - a.m13 * c2 + a.m14 * c1,
        -a.m41 * s5 + a.m43 * s2 - a.m44 * s1, a.m31 * s5 - a.m33 * s2 + a.m34 * s1),
      SIMD4(
        a.m21 * c4 - a.m22 * c2 + a.m24 * c0, -a.m11 * c4 + a.m12 * c2 - a.m14 * c0,
        a.m41 * s4 - a.m42 * s2 + a.m44 * s0, -a.m31 * s4 + a.m32 * s2 - a.m34 * s0),
      SIMD4(
        -a.m21 * c3 + a.m22 * c1 - a.m23 * c0, a.m11 * c3 - a.m12 * c1 + a.m13 * c0,
        -a.m41 * s3 + a.m42 * s1 - a.m43 * s0, a.m31 * s3 - a.m32 * s1 + a.m33 * s0))
    // (2^e·M)⁻¹ = 2^−e·M⁻¹, so M⁻¹ = 2^e·(2^e·M)⁻¹.
    let factor = Double(sign: .plus, exponent: exponent, significand: 1) / det
    return TransformMatrix3D(
      rows: adjugate.row1 * factor, adjugate.row2 * factor, adjugate.row3 * factor, adjugate.row4 * factor)
  }

  /// The matrix times 2^e with its largest entry in [1, 2), and e (0 for a zero or non-finite matrix).
  func powerOfTwoScaled() -> (TransformMatrix3D, exponent: Int) {
    let largest = [row1, row2, row3, row4].map { Swift.max(abs($0.x), abs($0.y), abs($0.z), abs($0.w)) }.max() ?? 0
    guard largest > 0 && largest.isFinite else { return (self, 0) }
    let e = -Int(largest.exponent)
    let factor = Double(sign: .plus, exponent: e, significand: 1)
    return (TransformMatrix3D(rows: row1 * factor, row2 * factor, row3 * factor, row4 * factor), e)
  }

  /// The 2 × 2 minors of rows 1–2 (s) and rows 3–4 (c), Laplace's expansion of the determinant.
  struct Minors {
    var s0, s1, s2, s3, s4, s5: Double
    var c0, c1, c2, c3, c4, c5: Double
    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
  }

  func minors() -> Minors {
    Minors(
      s0: m11 * m22 - m21 * m12, s1: m11 * m23 - m21 * m13, s2: m11 * m24 - m21 * m14,
      s3: m12 * m23 - m22 * m13, s4: m12 * m24 - m22 * m14, s5: m13 * m24 - m23 * m14,
      c0: m31 * m42 - m41 * m32, c1: m31 * m43 - m41 * m33, c2: m31 * m44 - m41 * m34,
      c3: m32 * m43 - m42 * m33, c4: m32 * m44 - m42 * m34, c5: m33 * m44 - m43 * m34)
  }
}
