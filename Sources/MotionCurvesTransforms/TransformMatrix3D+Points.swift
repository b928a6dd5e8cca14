import MotionCurvesCore

// Points through a transform: homogeneous coordinates, then the perspective divide.

extension TransformMatrix3D {
  /// The homogeneous image (X, Y, Z, W) = (x, y, z, 1) · M, before the divide.
  ///
  /// - Precision: each component a 4-term dot product, within 4 ulps of its terms' magnitudes.
  @inlinable
  public func homogeneousImage(of point: SIMD3<Double>) -> SIMD4<Double> {
    point.x * row1 + point.y * row2 + point.z * row3 + row4
  }

  /// The point (x, y, z) mapped through the transform and divided by W: (X, Y, Z)/W. Nil when
  /// W ≤ 0: the point is at or behind the viewer (on the eye's side of the projection plane),
  /// where the divide would mirror it or send it to infinity; renderers clip such geometry.
  ///
  /// - Precision: each coordinate within about 6 ulps of the exact quotient of the computed X, Y, Z
  ///   by W (the divide adds one rounding to the dot products').
  @inlinable
  public func projecting(_ point: SIMD3<Double>) -> SIMD3<Double>? {
    let h = homogeneousImage(of: point)
    guard h.w > 0 else { return nil }
    return SIMD3(h.x, h.y, h.z) / h.w
  }

  /// The point (x, y) of the plane z = 0 mapped and projected back to the screen plane: (X, Y)/W.
  /// Nil when W ≤ 0, as for 3-D points.
  @inlinable
  public func projecting(_ point: SIMD2<Double>) -> SIMD2<Double>? {
    let h = point.x * row1 + point.y * row2 + row4
    guard h.w > 0 else { return nil }
    return SIMD2(h.x, h.y) / h.w
  }
}
