import MotionCurvesCore
import RealModule

/// A 4 × 4 transform taken apart into the components CSS Transforms 2 interpolates
/// ("Decomposing a 3D matrix", Graphics Gems II `unmatrix`): perspective, translation, scale,
/// skew and a rotation quaternion, so that
///
///     M = S · K · R(q) · T · P      (Core Animation's row-vector order: S applies first)
///
/// — CSS's column form `P · T · R · K · S`. Rows 1–3 of the upper 3 × 3 are
/// `scale.x · q₀`, `scale.y · (skew.x · q₀ + q₁)` and `scale.z · (skew.y · q₀ + skew.z · q₁ + q₂)`
/// with q₀, q₁, q₂ the orthonormal rows of R(q): exactly the Gram–Schmidt steps of the spec.
///
/// Numerical care (what the spec's pseudo-code does not have):
/// - the determinant and every length are computed on copies scaled by powers of two (exact), so
///   entries near `Double`'s overflow or underflow thresholds neither overflow nor vanish;
/// - the perspective is solved from the 3 × 3 system by LU with partial pivoting, not with the
///   cofactor inverse (WebKit's own FIXME calls that "numerically unstable");
/// - lengths use a scaled 3-norm (no overflow or underflow of the squares);
/// - the quaternion is extracted by Shepperd's method (largest diagonal pivot), never from a
///   square root of a cancelled difference.
///
/// Quaternion sign: q and −q are the same rotation. Extraction returns the sign with w ≥ 0;
/// ``interpolated(to:at:shortestPath:)`` decides the path (see there).
///
/// - Precision: decomposing and recomposing returns the matrix within 1e-13·‖M‖ (max-entry norm,
///   after normalising m44 to 1) for matrices whose upper 3 × 3 has condition number below 1e3;
///   the bound grows with that condition number (measured in the tests on random matrices).
public struct TransformDecomposition: Sendable, Hashable {
  /// The perspective row (x, y, z, w); (0, 0, 0, 1) for a matrix without perspective. CSS
  /// `perspective(d)` gives (0, 0, −1/d, 1).
  public var perspective: SIMD4<Double>
  /// The translation (m41, m42, m43 after normalising m44).
  public var translation: SIMD3<Double>
  /// The scale factors along x, y, z (all three negated when the matrix mirrors).
  public var scale: SIMD3<Double>
  /// The shears xy, xz and yz.
  public var skew: SIMD3<Double>
  /// The rotation as a unit quaternion (x, y, z, w): a rotation by θ about the unit axis u is
  /// (u·sin θ/2, cos θ/2), turning as ``TransformMatrix3D/rotation(angle:x:y:z:)``.
  public var quaternion: SIMD4<Double>

  /// A decomposition from its parts.
  public init(
    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), translation: SIMD3<Double> = .zero,
    scale: SIMD3<Double> = SIMD3(1, 1, 1), skew: SIMD3<Double> = .zero, quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
  ) {
    self.perspective = perspective
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.quaternion = quaternion
  }

  /// The identity's decomposition.
  public static let identity = TransformDecomposition()

  /// Decomposes `matrix`.
  ///
  /// - Parameters:
  ///   - matrix: the transform to take apart.
  ///   - singularThreshold: the matrix cannot be decomposed when m44 is 0 or the
  ///     determinant of its upper 3 × 3 (after normalising m44) is 0 or smaller in magnitude than
  ///     this: 0 as the spec, WebKit and Gecko; 1e-8 as Chromium.
  /// - Throws: ``TransformError/singular(determinant:)`` when it cannot be decomposed, and
  ///   ``TransformError/notFinite(_:_:)`` for a non-finite entry.
  public init(decomposing matrix: TransformMatrix3D, singularThreshold: Double = 0) throws(TransformError) {
    // A NaN or ∞ makes the sum non-finite (so can an overflowing sum: then every entry is checked).
    let sum = matrix.row1 + matrix.row2 + matrix.row3 + matrix.row4
    if !(sum.x.isFinite && sum.y.isFinite && sum.z.isFinite && sum.w.isFinite) {
      let rows = [matrix.row1, matrix.row2, matrix.row3, matrix.row4]
      for r in 0..<4 {
        for c in 0..<4 { try TransformError.finite(rows[r][c], .entry(r, c)) }
      }
    }
    guard matrix.m44 != 0 else { throw .singular(determinant: matrix.determinant) }
    // Normalise by m44, then scale rows 1–3 and 4 by powers of two so the 3 × 3 is near 1.
    var m = matrix
    let w = m.m44
    m.row1 /= w
    m.row2 /= w
    m.row3 /= w
    m.row4 /= w
    let upper = Self.upper3x3(m)
    let (scaledDeterminant, exponent) = Self.scaledDeterminant(upper)
    let determinant = Double(sign: .plus, exponent: exponent, significand: 1) * scaledDeterminant
    // Exactly singular by the scaled value (1e-300³ is not 0); below the threshold by the value.
    guard scaledDeterminant != 0, scaledDeterminant.isFinite, determinant.magnitude >= singularThreshold else {
      throw .singular(determinant: determinant)
    }
    // Perspective: the last column c = A · p with A = [L 0; t 1] (the matrix with its last
    // column replaced by e4), so L · p.xyz = c.xyz and p.w = c.w − t · p.xyz.
    let column = SIMD3(m.m14, m.m24, m.m34)
    let translation = SIMD3(m.m41, m.m42, m.m43)
    if column == .zero {
      perspective = SIMD4(0, 0, 0, 1)
    } else {
      let p = Self.solve(upper, column)
      perspective = SIMD4(p.x, p.y, p.z, 1 - (translation * p).sum())
    }
    self.translation = translation
    // Gram–Schmidt on the rows of L.
    var rows = upper
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale.x = Self.length(rows.0)
    rows.0 /= scale.x
    skew.x = (rows.0 * rows.1).sum()
    rows.1 -= skew.x * rows.0
    scale.y = Self.length(rows.1)
    rows.1 /= scale.y
    skew.x /= scale.y
    skew.y = (rows.0 * rows.2).sum()
    rows.2 -= skew.y * rows.0
    skew.z = (rows.1 * rows.2).sum()
    rows.2 -= skew.z * rows.1
    scale.z = Self.length(rows.2)
    rows.2 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z
    // A mirror: negate the scales and the basis, so the basis is a rotation.
    if (rows.0 * Self.cross(rows.1, rows.2)).sum() < 0 {
      scale = -scale
      rows = (-rows.0, -rows.1, -rows.2)
    }
    self.scale = scale
    self.skew = skew
    self.quaternion = Self.quaternion(rows)
  }

  /// The matrix these components compose (the inverse of decomposition).
  public var matrix: TransformMatrix3D {
    let basis = Self.rotationRows(quaternion)
    let r1 = scale.x * basis.0
    let r2 = scale.y * (skew.x * basis.0 + basis.1)
    let r3 = scale.z * (skew.y * basis.0 + skew.z * basis.1 + basis.2)
    let p = SIMD3(perspective.x, perspective.y, perspective.z)
    return TransformMatrix3D(
      rows: SIMD4(r1.x, r1.y, r1.z, (r1 * p).sum()), SIMD4(r2.x, r2.y, r2.z, (r2 * p).sum()),
      SIMD4(r3.x, r3.y, r3.z, (r3 * p).sum()),
      SIMD4(translation.x, translation.y, translation.z, (translation * p).sum() + perspective.w))
  }
}

extension TransformDecomposition {
  typealias Rows = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  static func upper3x3(_ m: TransformMatrix3D) -> Rows {
    (SIMD3(m.m11, m.m12, m.m13), SIMD3(m.m21, m.m22, m.m23), SIMD3(m.m31, m.m32, m.m33))
  }

  static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  /// The determinant of a 3 × 3 given by rows as d·2^e, computed on the rows scaled by powers
  /// of two (so d is 0 only for a singular matrix, not for one whose determinant underflows).
  static func scaledDeterminant(_ rows: Rows) -> (Double, exponent: Int) {
    let (a, ea) = powerOfTwoNormalized(rows.0)
    let (b, eb) = powerOfTwoNormalized(rows.1)
    let (c, ec) = powerOfTwoNormalized(rows.2)
    return ((a * cross(b, c)).sum(), ea + eb + ec)
  }

  /// v scaled by a power of two so its largest entry is in [1, 2), and the exponent undone.
  static func powerOfTwoNormalized(_ v: SIMD3<Double>) -> (SIMD3<Double>, Int) {
    let largest = max(v.x.magnitude, v.y.magnitude, v.z.magnitude)
    guard largest > 0 && largest.isFinite else { return (v, 0) }
    let e = Int(largest.exponent)
    return (v * Double(sign: .plus, exponent: -e, significand: 1), e)
  }

  /// ‖v‖ without overflow or underflow of the squares.
  static func length(_ v: SIMD3<Double>) -> Double {
    let (scaled, e) = powerOfTwoNormalized(v)
    return (scaled * scaled).sum().squareRoot() * Double(sign: .plus, exponent: e, significand: 1)
  }

  /// Solves L · x = b, L given by its rows, by LU with partial pivoting.
  static func solve(_ rows: Rows, _ b: SIMD3<Double>) -> SIMD3<Double> {
    // Each row carries its right-hand side in w, so a row swap moves both.
    var r0 = SIMD4(rows.0, b.x)
    var r1 = SIMD4(rows.1, b.y)
    var r2 = SIMD4(rows.2, b.z)
    if r1.x.magnitude > r0.x.magnitude { swap(&r0, &r1) }
    if r2.x.magnitude > r0.x.magnitude { swap(&r0, &r2) }
    r1 -= (r1.x / r0.x) * r0
    r2 -= (r2.x / r0.x) * r0
    if r2.y.magnitude > r1.y.magnitude { swap(&r1, &r2) }
    r2 -= (r2.y / r1.y) * r1
    let z = r2.w / r2.z
    let y = (r1.w - r1.z * z) / r1.y
    let x = (r0.w - r0.y * y - r0.z * z) / r0.x
    return SIMD3(x, y, z)
  }

  /// The unit quaternion of a rotation given by orthonormal rows (row-vector convention), by
  /// Shepperd's method: the largest of 1 + trace, 1 + 2m11 − trace, … chooses which component is
  /// taken by a square root, so no square root of a cancelled difference is ever used. w ≥ 0.
  static func quaternion(_ r: Rows) -> SIMD4<Double> {
    let (m11, m12, m13) = (r.0.x, r.0.y, r.0.z)
    let (m21, m22, m23) = (r.1.x, r.1.y, r.1.z)
    let (m31, m32, m33) = (r.2.x, r.2.y, r.2.z)
    let trace = m11 + m22 + m33
    var q: SIMD4<Double>
    if trace >= max(m11, m22, m33) {
      let s = 2 * (1 + trace).squareRoot()
      q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
    } else if m11 >= m22 && m11 >= m33 {
      let s = 2 * (1 + m11 - m22 - m33).squareRoot()
      q = SIMD4(s / 4, (m12 + m21) / s, (m13 + m31) / s, (m23 - m32) / s)
    } else if m22 >= m33 {
      let s = 2 * (1 - m11 + m22 - m33).squareRoot()
      q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
    } else {
      let s = 2 * (1 - m11 - m22 + m33).squareRoot()
      q = SIMD4((m13 + m31) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
    }
    if q.w < 0 { q = -q }
    let norm = (q * q).sum().squareRoot()
    return q / norm
  }

  /// The rows of the rotation matrix of a unit quaternion (row-vector convention, as
  /// ``TransformMatrix3D/rotation(angle:x:y:z:)``).
  static func rotationRows(_ q: SIMD4<Double>) -> Rows {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
      SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
      SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
      SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
  }
}
