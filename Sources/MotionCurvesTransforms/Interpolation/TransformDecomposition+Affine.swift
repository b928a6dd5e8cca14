import MotionCurvesCore

extension TransformDecomposition {
  /// Decomposes a 2-D matrix by CSS Transforms 1 §"Decomposing a 2D matrix" into the 3-D
  /// parametrisation, as Chromium's `Decompose2DTransform` does (crbug 797472, WPT PR 14236):
  ///
  ///     [a b]   [sx  0] [1 0] [ cos θ  sin θ]
  ///     [c d] = [ 0 sy] [k 1] [−sin θ  cos θ]      (row vectors: the scale applies first)
  ///
  /// translation (m41, m42, 0), scale (sx, sy, 1), skew (k, 0, 0) and the quaternion
  /// (0, 0, sin θ/2, cos θ/2). When ad − bc < 0 the spec flips one axis: x when a < d, else y
  /// (its scale is negative); the rotation part is then proper, so the blend stays in the plane
  /// and recomposes to a 2-D matrix exactly (m33 = m44 = 1, the z row and column 0).
  ///
  /// - Parameters:
  ///   - matrix: a 2-D matrix (``TransformMatrix3D/isAffine``); only its a, b, c, d, m41, m42 are
  ///     read.
  ///   - singularThreshold: as ``init(decomposing:singularThreshold:)``, for ad − bc.
  /// - Returns: nil when ad − bc is 0, not finite, or smaller in magnitude than the threshold.
  /// - Precision: decomposing and recomposing returns the 2 × 2 within a few ulps of its largest
  ///   entry (lengths and the determinant are computed on power-of-two-scaled copies, and the
  ///   quaternion by Shepperd's method from the unit first row, never from an angle).
  init?(decomposingAffine matrix: TransformMatrix3D, singularThreshold: Double) {
    let row0 = SIMD3(matrix.m11, matrix.m12, 0)
    let row1 = SIMD3(matrix.m21, matrix.m22, 0)
    let (scaled, exponent) = Self.scaledDeterminant((row0, row1, SIMD3(0, 0, 1)))
    let determinant = Double(sign: .plus, exponent: exponent, significand: 1) * scaled
    guard scaled != 0, scaled.isFinite, determinant.magnitude >= singularThreshold,
      matrix.m41.isFinite, matrix.m42.isFinite
    else { return nil }
    // The spec's reflection rule: flip the axis "with minimum unit vector dot product".
    let flipsX = scaled < 0 && matrix.m11 < matrix.m22
    let flipsY = scaled < 0 && !flipsX
    var scaleX = Self.length(row0)
    if flipsX { scaleX = -scaleX }
    let unit0 = row0 / scaleX
    // Gram–Schmidt: the skew is the second row's component along the first.
    let shear = (unit0 * row1).sum()
    var scaleY = Self.length(row1 - shear * unit0)
    if flipsY { scaleY = -scaleY }
    // unit0 = (cos θ, sin θ); with one axis flipped the rows (unit0, unit1) are a rotation.
    let rotation = (unit0, SIMD3(-unit0.y, unit0.x, 0), SIMD3<Double>(0, 0, 1))
    self.init(
      translation: SIMD3(matrix.m41, matrix.m42, 0), scale: SIMD3(scaleX, scaleY, 1),
      skew: SIMD3(shear / scaleY, 0, 0), quaternion: Self.quaternion(rotation))
  }
}
