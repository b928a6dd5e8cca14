import MotionCurvesCore

/// A 4 × 4 transform with Core Animation's layout and conventions: the fields `m11` … `m44` of
/// `CATransform3D`, points as row vectors (p′ = p · M), translation in `m41`…`m43`, perspective in
/// `m14`, `m24`, `m34` (`m34 = −1/d` views from distance d). CSS `matrix3d()` lists the same 16
/// numbers in the same order (CSS multiplies column vectors but lists the matrix column by column),
/// so ``init(matrix3d:)`` and ``matrix3d`` copy them one to one.
///
/// Named so that it collides with neither QuartzCore's `CATransform3D` nor SwiftUI's and
/// Foundation's transform types.
///
/// ```swift
/// var perspective = TransformMatrix3D.identity
/// perspective.m34 = -1.0 / 500
/// let folded = perspective.rotated(by: -Double.pi / 6, x: 0, y: 1, z: 0)   // CATransform3DRotate
/// let point = folded.projecting(SIMD2(100, 50))                            // (96.225…, 55.555…)
/// ```
public struct TransformMatrix3D: Sendable, Hashable {
  /// The rows, m11…m14 to m41…m44.
  public var row1: SIMD4<Double>, row2: SIMD4<Double>, row3: SIMD4<Double>, row4: SIMD4<Double>

  /// A transform from its four rows.
  @inlinable
  public init(rows row1: SIMD4<Double>, _ row2: SIMD4<Double>, _ row3: SIMD4<Double>, _ row4: SIMD4<Double>) {
    self.row1 = row1
    self.row2 = row2
    self.row3 = row3
    self.row4 = row4
  }

  /// A transform from its sixteen fields, as `CATransform3D`'s memberwise initializer.
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    row1 = SIMD4(m11, m12, m13, m14)
    row2 = SIMD4(m21, m22, m23, m24)
    row3 = SIMD4(m31, m32, m33, m34)
    row4 = SIMD4(m41, m42, m43, m44)
  }

  /// A transform from the 16 arguments of CSS `matrix3d()`, in their order (= m11, m12, …, m44).
  ///
  /// - Throws: ``TransformError/wrongCount(_:expected:)`` unless there are 16.
  public init(matrix3d values: [Double]) throws(TransformError) {
    guard values.count == 16 else { throw .wrongCount(values.count, expected: 16) }
    self.init(
      rows: SIMD4(values[0], values[1], values[2], values[3]), SIMD4(values[4], values[5], values[6], values[7]),
      SIMD4(values[8], values[9], values[10], values[11]), SIMD4(values[12], values[13], values[14], values[15]))
  }

  /// The 16 fields m11, m12, …, m44: the arguments of CSS `matrix3d()`.
  public var matrix3d: [Double] {
    [row1, row2, row3, row4].flatMap { [$0.x, $0.y, $0.z, $0.w] }
  }

  /// The identity, `CATransform3DIdentity`.
  public static let identity = TransformMatrix3D(
    rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

  /// Row 1, column 1.
  @inlinable public var m11: Double {
    get { row1.x }
    set { row1.x = newValue }
  }
  /// Row 1, column 2.
  @inlinable public var m12: Double {
    get { row1.y }
    set { row1.y = newValue }
  }
  /// Row 1, column 3.
  @inlinable public var m13: Double {
    get { row1.z }
    set { row1.z = newValue }
  }
  /// Row 1, column 4.
  @inlinable public var m14: Double {
    get { row1.w }
    set { row1.w = newValue }
  }
  /// Row 2, column 1.
  @inlinable public var m21: Double {
    get { row2.x }
    set { row2.x = newValue }
  }
  /// Row 2, column 2.
  @inlinable public var m22: Double {
    get { row2.y }
    set { row2.y = newValue }
  }
  /// Row 2, column 3.
  @inlinable public var m23: Double {
    get { row2.z }
    set { row2.z = newValue }
  }
  /// Row 2, column 4.
  @inlinable public var m24: Double {
    get { row2.w }
    set { row2.w = newValue }
  }
  /// Row 3, column 1.
  @inlinable public var m31: Double {
    get { row3.x }
    set { row3.x = newValue }
  }
  /// Row 3, column 2.
  @inlinable public var m32: Double {
    get { row3.y }
    set { row3.y = newValue }
  }
  /// Row 3, column 3.
  @inlinable public var m33: Double {
    get { row3.z }
    set { row3.z = newValue }
  }
  /// Row 3, column 4.
  @inlinable public var m34: Double {
    get { row3.w }
    set { row3.w = newValue }
  }
  /// Row 4, column 1.
  @inlinable public var m41: Double {
    get { row4.x }
    set { row4.x = newValue }
  }
  /// Row 4, column 2.
  @inlinable public var m42: Double {
    get { row4.y }
    set { row4.y = newValue }
  }
  /// Row 4, column 3.
  @inlinable public var m43: Double {
    get { row4.z }
    set { row4.z = newValue }
  }
  /// Row 4, column 4.
  @inlinable public var m44: Double {
    get { row4.w }
    set { row4.w = newValue }
  }
}
