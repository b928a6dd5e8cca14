import Foundation
import MotionCurvesTransforms
import PropertyBased
import TestSupport
import Testing

/// 4 × 4 and affine transforms against closed forms: the numbers of
/// ../shared/notes/transforms-color.md §1 (Core Animation conventions, the sidebar's worked
/// example) and hand-derived matrices.
@Suite("Transform matrices")
struct TransformMatrixTests {

  static var perspective500: TransformMatrix3D {
    var p = TransformMatrix3D.identity
    p.m34 = -1.0 / 500
    return p
  }

  /// transforms-color.md §1.3: perspective(500px) rotateY(−30deg) is matrix3d(0.8660254038, 0,
  /// 0.5, −0.001, 0, 1, 0, 0, −0.5, 0, 0.8660254038, −0.001732050808, 0, 0, 0, 1) — the fields of
  /// CATransform3DRotate(P, −π/6, 0, 1, 0). By hand: rotateY(φ) has m11 = m33 = cos φ,
  /// m13 = −sin φ, m31 = sin φ; R·P adds m14 = m13·(−1/500)… (the 10-digit values of the notes).
  @Test("CATransform3DRotate(P, −π/6, 0, 1, 0) is CSS perspective(500px) rotateY(−30deg)")
  func sidebarExample() throws {
    let folded = Self.perspective500.rotated(by: -Double.pi / 6, x: 0, y: 1, z: 0)
    let expected = try TransformMatrix3D(matrix3d: [
      0.8660254038, 0, 0.5, -0.001, 0, 1, 0, 0, -0.5, 0, 0.8660254038, -0.001732050808, 0, 0, 0, 1,
    ])
    #expect(isClose(folded, expected, .absolute(1e-10)))
    // The same in degrees, and as an explicit product: the rotation first, then P.
    #expect(isClose(Self.perspective500.rotated(by: -Double.pi / 6, x: 0, y: 1, z: 0), TransformMatrix3D.rotation(degrees: -30, x: 0, y: 1, z: 0).concatenating(Self.perspective500), .absolute(1e-16)))
    // (100, 50) → x′ = 100·cos 30°/(1 − 100·sin 30°/500) = 96.2250449…, y′ = 50/0.9 = 55.5…
    let p = try #require(folded.projecting(SIMD2(100, 50)))
    let expectedX: Double = 100 * 3.0.squareRoot() / 2 / 0.9
    let expectedY: Double = 50 / 0.9
    #expect(abs(p.x - expectedX) <= 1e-13)
    #expect(abs(p.y - expectedY) <= 1e-13)
    #expect(abs(p.x - 96.2250449) <= 5e-8)
  }

  /// The pitfall of the notes: setting m34 on a rotated matrix is not the perspective. Done right
  /// (R·P) m34 = −cos θ/500: row 3 of rotateY(θ) is (sin θ, 0, cos θ, 0), column 4 of P is
  /// (0, 0, −1/500, 1).
  @Test("setting m34 after a rotation differs; done right m34 = −cos θ/500")
  func m34AfterRotation() {
    for theta in [0.3, 1.0, 2.5] {
      let right = Self.perspective500.rotated(by: theta, x: 0, y: 1, z: 0)
      #expect(abs(right.m34 - (-Double.cos(theta) / 500)) <= 1e-18)
      var wrong = TransformMatrix3D.rotation(angle: theta, x: 0, y: 1, z: 0)
      wrong.m34 = -1.0 / 500
      #expect(!isClose(right, wrong, .absolute(1e-6)))
    }
  }

  /// Core Animation's definitions: Translate(t) = T·t, Scale(t) = S·t, Concat(a, b) = a·b;
  /// rotation about z by 90° sends (1, 0) to (0, 1) (clockwise on a y-down screen), exactly.
  @Test("constructors: translate, scale, rotate (exact at multiples of 90°), perspective")
  func constructors() throws {
    let r = TransformMatrix3D.rotation(degrees: 90, x: 0, y: 0, z: 2)
    #expect(r.matrix3d == [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(TransformMatrix3D.rotation(degrees: 180, x: 1, y: 0, z: 0).matrix3d == [1, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1])
    #expect(TransformMatrix3D.rotation(degrees: -270, x: 0, y: 0, z: 1) == r)
    #expect(TransformMatrix3D.rotation(degrees: 720, x: 0.3, y: 0.4, z: 0.5) == .identity)
    #expect(TransformMatrix3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
    // rotate3d(1, 1, 1, 120°) cycles the axes: x → y → z → x (a row vector (1,0,0) becomes (0,1,0)).
    let cycle = TransformMatrix3D.rotation(degrees: 120, x: 1, y: 1, z: 1)
    let image = try #require(cycle.projecting(SIMD3(1, 0, 0)))
    let offBy: Double = Swift.max(abs(image.x), abs(image.y - 1), abs(image.z))
    #expect(offBy <= 1e-15)
    // Radians: the small-angle entries keep their relative accuracy (1 − cos as 2 sin²(a/2)).
    let tiny = TransformMatrix3D.rotation(angle: 1e-9, x: 1, y: 1, z: 0)
    // m12 = xy(1 − cos a) + z·sin a with x = y = 1/√2, z = 0: ½·2 sin²(a/2).
    let half: Double = Double.sin(5e-10)
    let expectedM12: Double = half * half
    #expect(abs(tiny.m12 - expectedM12) <= 1e-15 * expectedM12)
    // Translate(t) applies the translation first: a point moves by (10, 0) and then scales by 2.
    let t = TransformMatrix3D.scale(x: 2, y: 2).translated(x: 10, y: 0)
    #expect(t.projecting(SIMD2(1, 1)) == SIMD2(22, 2))
    #expect(TransformMatrix3D.translation(x: 10, y: 0).scaled(x: 2, y: 2).projecting(SIMD2(1, 1)) == SIMD2(12, 2))
    #expect(try TransformMatrix3D.perspective(distance: 500).m34 == -1.0 / 500)
    #expect(throws: TransformError.notPositive(.distance, 0)) { try TransformMatrix3D.perspective(distance: 0) }
    #expect(throws: TransformError.notPositive(.distance, -.infinity)) { try TransformMatrix3D.perspective(distance: -.infinity) }
    // ∞ views from infinitely far: m34 = −0, the identity's projection.
    #expect(try TransformMatrix3D.perspective(distance: .infinity).m34 == 0)
    #expect(throws: TransformError.wrongCount(3, expected: 16)) { try TransformMatrix3D(matrix3d: [1, 2, 3]) }
  }

  /// Determinants by hand: a rotation's is 1, scale(2, 3, 4)'s 24, a perspective's 1; inverses
  /// of translations and power-of-two scales are exact; tiny and huge matrices invert without
  /// underflow (1e-100·I has determinant 1e-400, below Double's range, and inverse 1e100·I).
  @Test("determinant and inverse: closed forms, tiny and huge entries, singular is a typed error")
  func inverse() throws {
    #expect(abs(TransformMatrix3D.rotation(angle: 0.7, x: 1, y: 2, z: 3).determinant - 1) <= 1e-15)
    #expect(TransformMatrix3D.scale(x: 2, y: 3, z: 4).determinant == 24)
    #expect(Self.perspective500.determinant == 1)
    #expect(try TransformMatrix3D.translation(x: 3, y: -7.5, z: 0.25).inverted() == .translation(x: -3, y: 7.5, z: -0.25))
    #expect(try TransformMatrix3D.scale(x: 4, y: 0.5, z: 8).inverted() == .scale(x: 0.25, y: 2, z: 0.125))
    let tiny = TransformMatrix3D.scale(x: 1e-100, y: 1e-100, z: 1e-100)
    let tinyInverse = try tiny.concatenating(.translation(x: 1e-100, y: 0)).inverted()
    let m11Error: Double = abs(tinyInverse.m11 - 1e100) / 1e100
    let m41Error: Double = abs(tinyInverse.m41 + 1)
    #expect(m11Error <= 1e-15)
    #expect(m41Error <= 1e-15)
    let huge = TransformMatrix3D.scale(x: 1e200, y: 3e200, z: 1e150)
    let hugeInverse = try huge.inverted()
    let m22Error: Double = abs(hugeInverse.m22 * 3e200 - 1)
    #expect(m22Error <= 1e-15)
    #expect(throws: TransformError.self) { try TransformMatrix3D.scale(x: 1, y: 0).inverted() }
    #expect(throws: TransformError.self) { try TransformMatrix3D(matrix3d: [Double](repeating: .nan, count: 16)).inverted() }
    // A rank-3 matrix (row 3 = row 1 + row 2) is exactly singular.
    let rank3 = TransformMatrix3D(rows: SIMD4(1, 2, 3, 0), SIMD4(0, 1, 4, 0), SIMD4(1, 3, 7, 0), SIMD4(5, 6, 0, 1))
    #expect(rank3.determinant == 0)
    #expect(throws: TransformError.singular(determinant: 0)) { try rank3.inverted() }
  }

  /// A random well-conditioned transform from 11 numbers in [0, 1]: a rotation by up to ±7 rad
  /// about a random axis, a scale in [0.5, 2] per axis, a translation within ±500 and a
  /// perspective of 200 … 2000.
  static func random(_ u: [Double]) -> TransformMatrix3D {
    var p = TransformMatrix3D.identity
    p.m34 = -1 / (200 + 1800 * u[7])
    return TransformMatrix3D.rotation(angle: 14 * u[0] - 7, x: 2 * u[1] - 1, y: 2 * u[2] - 1, z: 2 * u[3] - 0.9)
      .concatenating(.scale(x: 0.5 + 1.5 * u[4], y: 0.5 + 1.5 * u[5], z: 0.5 + 1.5 * u[6]))
      .concatenating(.translation(x: 1000 * u[8] - 500, y: 1000 * u[9] - 500, z: 1000 * u[10] - 500))
      .concatenating(p)
  }

  static let parameters = Gen.double(in: 0...1).array(of: 11...11)

  @Test("property: M·M⁻¹ = I within 1e-13·‖M‖·‖M⁻¹‖; (A·B)·C = A·(B·C) within 1e-13 of the magnitudes")
  func properties() async {
    await propertyCheck(count: 300, input: Self.parameters, Self.parameters, Self.parameters) { a, b, c in
      let (ma, mb, mc) = (Self.random(a), Self.random(b), Self.random(c))
      let inverse = try ma.inverted()
      let norm = { (m: TransformMatrix3D) in m.matrix3d.map(abs).max() ?? 0 }
      #expect(isClose(ma.concatenating(inverse), .identity, .absolute(1e-13 * norm(ma) * norm(inverse))))
      let left = ma.concatenating(mb).concatenating(mc), right = ma.concatenating(mb.concatenating(mc))
      #expect(isClose(left, right, .absolute(1e-13 * norm(ma) * norm(mb) * norm(mc))))
    }
  }

  /// The sidebar's helper view (animations.md §3c): 100 wide, anchorPoint (1, 0.5), right edge at
  /// x = 100, transform P·rotateY(−π/2 + r). By hand: a corner at x (relative to the anchor,
  /// x ∈ {−100, 0}) goes to x·cos φ/(1 + x·sin φ/500) with φ = −π/2 + r, cos φ = sin r,
  /// sin φ = −cos r; the corner at 0 stays at the anchor, the one at −100 lands at
  /// −100·sin r/(1 + cos r/5). So the frame width is w(r) = 500·sin r/(5 + cos r) and the frame's
  /// right edge stays at x = 100.
  @Test("sidebar helper view: frame width w(r) = 500·sin r/(5 + cos r) at r = 0, π/8, π/4, 3π/8, π/2")
  func sidebarHelper() throws {
    for r in [0, Double.pi / 8, Double.pi / 4, 3 * Double.pi / 8, Double.pi / 2] {
      let helper = LayerGeometry(
        boundsSize: SIMD2(100, 600), position: SIMD2(100, 364), anchorPoint: SIMD2(1, 0.5),
        transform: Self.perspective500.rotated(by: -Double.pi / 2 + r, x: 0, y: 1, z: 0))
      let frame = try #require(helper.frame)
      let expected = 500 * Double.sin(r) / (5 + Double.cos(r))
      #expect(abs(frame.size.x - expected) <= 1e-12, "r = \(r): \(frame.size.x) vs \(expected)")
      let rightEdge: Double = frame.origin.x + frame.size.x
      #expect(abs(rightEdge - 100) <= 1e-12)
      // The far edge's height: 600/(1 + cos r/5), centred on y = 364 (the near edge keeps 600).
      #expect(abs(frame.size.y - 600) <= 1e-12)
      let corners = try #require(helper.corners)
      let farEdge: Double = corners[3].y - corners[0].y
      let expectedFar: Double = 600 / (1 + Double.cos(r) / 5)
      #expect(abs(farEdge - expectedFar) <= 1e-11)
    }
    // Behind the viewer: a layer turned towards the eye past its plane has no quad.
    let behind = LayerGeometry(boundsSize: SIMD2(2000, 10), position: .zero, transform: Self.perspective500.rotated(by: 1.2, x: 0, y: 1, z: 0))
    #expect(behind.corners == nil && behind.frame == nil)
  }

  @Test("affine transforms: exact conversions, CoreGraphics concat order, inverse")
  func affine() throws {
    let affine = TransformMatrix2D(a: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -4)
    let full = TransformMatrix3D(affine)
    #expect(full.isAffine && TransformMatrix2D(exactly: full) == affine)
    #expect(TransformMatrix2D(exactly: Self.perspective500) == nil)
    #expect(full.projecting(SIMD2(1, 2)) == affine.applied(to: SIMD2(1, 2)))
    // x′ = 2·1 − 1·2 + 10 = 10, y′ = 0.5·1 + 3·2 − 4 = 2.5.
    #expect(affine.applied(to: SIMD2(1, 2)) == SIMD2<Double>(10, 2.5))
    let other = TransformMatrix2D(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 6)
    #expect(TransformMatrix3D(affine.concatenating(other)) == full.concatenating(TransformMatrix3D(other)))
    let inverse = try affine.inverted()
    let back = inverse.applied(to: affine.applied(to: SIMD2(3, -7)))
    let backError: Double = Swift.max(abs(back.x - 3), abs(back.y + 7))
    #expect(backError <= 1e-14)
    #expect(throws: TransformError.singular(determinant: 0)) { try TransformMatrix2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() }
  }

  @Test("Codable: the 16 numbers of matrix3d(); a wrong count is a decoding error")
  func codable() throws {
    let m = Self.perspective500.rotated(by: 0.4, x: 1, y: 0, z: 0)
    let data = try JSONEncoder().encode(m)
    #expect(try JSONDecoder().decode(TransformMatrix3D.self, from: data) == m)
    #expect(try JSONDecoder().decode(TransformMatrix3D.self, from: Data("[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]".utf8)) == .identity)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TransformMatrix3D.self, from: Data("[1,2]".utf8)) }
  }
}
