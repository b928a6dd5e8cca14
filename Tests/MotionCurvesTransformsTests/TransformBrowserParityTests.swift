import Foundation
import MotionCurvesTransforms
import TestSupport
import Testing

/// Issue 28's transform defects, found by a differential run against Chromium 156: each
/// expectation worked out by hand (or in 50-digit arithmetic from the spec's algorithm, the
/// derivation written beside it), never read back from the code.
@Suite("Transform interpolation as browsers compute it (issue 28)")
struct TransformBrowserParityTests {
  static func list(_ css: String) throws -> CSSTransformList { try CSSTransformList(css: css) }

  static func affine(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double = 0, _ ty: Double = 0)
    -> TransformMatrix3D
  {
    TransformMatrix3D(TransformMatrix2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
  }

  /// CSS Transforms 1 §"Decomposing a 2D matrix": scaleX(−1) has ad − bc = −1 < 0 and a = −1 < d = 1,
  /// so the x axis is flipped: scale (−1, 1), angle 0, skew 0. rotate(0deg) is scale (1, 1). At ¼
  /// the x scale is −1 + ¼·2 = −½, nothing else moves: matrix(−0.5, 0, 0, 1, 0, 0), what Chromium
  /// 156 computes (issue 28). The 3-D decomposition instead negates all three scales and turns
  /// half a turn about x (rows (1,0,0), (0,−1,0), (0,0,−1)); at ¼ it is scale −½ and a turn of
  /// 135° about x: rows (−½, 0, 0), (0, √2/4, −√2/4), (0, √2/4, √2/4) — the matrix3d.
  @Test("scaleX(-1) → rotate(0deg) at ¼ is matrix(-0.5, 0, 0, 1, 0, 0); the 3-D option keeps the old matrix3d")
  func mirrorToIdentity() throws {
    let from = try Self.list("scaleX(-1)")
    let to = try Self.list("rotate(0deg)")
    let quarter = try from.interpolated(to: to, at: 0.25, context: CSSTransformContext())
    let m = try quarter.matrix()
    #expect(m == Self.affine(-0.5, 0, 0, 1))
    #expect(try quarter.computedCSSText() == "matrix(-0.5, 0, 0, 1, 0, 0)")
    let threeD = try from.interpolated(to: to, at: 0.25, options: .coreAnimation, context: CSSTransformContext()).matrix()
    let r = Double(2).squareRoot() / 4
    let expected = TransformMatrix3D(
      rows: SIMD4(-0.5, 0, 0, 0), SIMD4(0, r, -r, 0), SIMD4(0, r, r, 0), SIMD4(0, 0, 0, 1))
    #expect(isClose(threeD, expected, .absolute(2e-16)))
  }

  /// A mirrored 2-D matrix beside a 3-D one (the differential run's last 24 failures): Chromium 156
  /// decomposes each 2-D matrix in 2-D, whatever the other end. scaleY(−2.28) has ad − bc < 0 and
  /// a = 1 ≥ d = −2.28, so y is flipped: scale (1, −2.28, 1), no rotation. rotateX(130.85grad) is
  /// scale 1 and a turn θ = 130.85 · 0.9° = 117.765° about x. At t the scale is
  /// (1, −2.28 + 3.28t, 1) and the turn tθ about x (the quaternions' dot product cos(θ/2) > 0, so
  /// no flip); recomposed (row vectors, the scale first): m11 = 1, m22 = sy·cos φ, m23 = sy·sin φ,
  /// m32 = −sin φ, m33 = cos φ with φ = tθ. The 3-D decomposition of scaleY(−2.28) is instead a half
  /// turn about y with every scale negated, which moves m11.
  @Test("scaleY(-2.28) → rotateX(130.85grad): the mirrored 2-D end decomposes in 2-D (m11 = 1 throughout)")
  func mirroredTwoDimensionalBesideThreeDimensional() throws {
    let from = try Self.list("scaleY(-2.28)")
    let to = try Self.list("rotateX(130.85grad)")
    let theta = 117.765 * Double.pi / 180
    for t in [0.125, 0.5, 143.0 / 1024] {
      let m = try from.interpolated(to: to, at: t, context: CSSTransformContext()).matrix()
      let sy = -2.28 + 3.28 * t
      let phi = t * theta
      let expected = TransformMatrix3D(
        rows: SIMD4(1, 0, 0, 0), SIMD4(0, sy * cos(phi), sy * sin(phi), 0), SIMD4(0, -sin(phi), cos(phi), 0),
        SIMD4(0, 0, 0, 1))
      #expect(isClose(m, expected, .absolute(1e-14)), "t = \(t): \(m)")
    }
    // The 3-D option (Core Animation's) decomposes scaleY(−2.28) in 3-D: m11 leaves 1.
    let threeD = try from.interpolated(to: to, at: 0.5, options: .coreAnimation, context: CSSTransformContext()).matrix()
    #expect(abs(threeD.m11 - 1) > 0.1)
  }

  /// `none` → matrix(0.147, 0.603, 1.793, −0.126, −3.08, 30.26) at ½ (issue 28). ad − bc =
  /// −1.099701 < 0 and a = 0.147 ≥ d = −0.126, so the spec flips y. In 50-digit arithmetic from
  /// the spec's steps: sx = √(a² + b²) = 0.620659326845250912…, θ = atan2(b, a) = 76.2996013346…°,
  /// the skew (a, b)/sx · (c, d) / sy = −0.170585459138438539… with sy = −1.771827075554748931….
  /// Halfway to the identity: sx′ = (1 + sx)/2, sy′ = (1 + sy)/2, k′ = k/2, θ′ = θ/2, and the rows
  /// sx′(cos θ′, sin θ′), sy′(k′ cos θ′ − sin θ′, k′ sin θ′ + cos θ′):
  /// matrix(0.63724195570227656…, 0.50055654357461280…, 0.26427115986116081…,
  /// −0.28314916683721628…, −1.54, 15.13). The element stays in the plane (m33 = 1); the 3-D
  /// decomposition lerps the z scale −1 → 1 through 0 there, so m33 = 0: edge-on.
  @Test("none → a mirrored matrix() at ½ stays 2-D (m33 = 1), the 2-D decomposition's values")
  func mirroredMatrixFromNone() throws {
    let from = CSSTransformList.none
    let to = try Self.list("matrix(0.147, 0.603, 1.793, -0.126, -3.08, 30.26)")
    let half = try from.interpolated(to: to, at: 0.5, context: CSSTransformContext()).matrix()
    #expect(half.isAffine)
    let expected = Self.affine(0.6372419557022766, 0.5005565435746128, 0.2642711598611608, -0.2831491668372163, -1.54, 15.13)
    #expect(isClose(half, expected, .absolute(1e-15)))
    let threeD = try from.interpolated(to: to, at: 0.5, options: .coreAnimation, context: CSSTransformContext()).matrix()
    #expect(threeD.m31 == 0 && threeD.m32 == 0 && threeD.m33 == 0)
  }

  /// A skew tells the two 2-D parametrisations apart. matrix(1, 0, 1, 1, 0, 0) (skewX(45deg)):
  /// - 2d: sx = 1, the rows' dot product 1 is the skew, sy = 1, angle 0; at ½ the skew is ½:
  ///   matrix(1, 0, 0.5, 1, 0, 0) (the 3-D decomposition agrees: no mirror).
  /// - 2d-residual (the spec's pseudo-code, WebKit): scales 1 and √2, angle 0, residual rows
  ///   (1, 0) and (1/√2, 1/√2); at ½ against the identity sy = (1 + √2)/2 and the residual's second
  ///   row (1/(2√2), (1 + 1/√2)/2), so c = (1 + √2)/(4√2) = (2 + √2)/8 and d = (3√2 + 4)/8.
  @Test("skewed 2-D matrices: skew lerped (2d, 3d) versus the residual 2 × 2 (2d-residual)")
  func skewParametrisations() throws {
    let skewed = Self.affine(1, 0, 1, 1)
    let twoD = try #require(TransformMatrix3D.identity.interpolated(to: skewed, at: 0.5, options: .standard))
    #expect(twoD == Self.affine(1, 0, 0.5, 1))
    let threeD = try #require(TransformMatrix3D.identity.interpolated(to: skewed, at: 0.5, options: .coreAnimation))
    #expect(isClose(threeD, Self.affine(1, 0, 0.5, 1), .absolute(2e-16)))
    let root2 = Double(2).squareRoot()
    let residual = try #require(TransformMatrix3D.identity.interpolated(to: skewed, at: 0.5, options: .webKit))
    #expect(isClose(residual, Self.affine(1, 0, (2 + root2) / 8, (3 * root2 + 4) / 8), .absolute(1e-15)))
  }

  /// A y-axis mirror (a = 1 ≥ d = −1: the spec flips y) → rotate(90deg). The mirror is scale
  /// (1, −1) at angle 0; rotate(90deg) is scale (1, 1) at 90°. At ¼: sy = −1 + ¼·2 = −½, θ = 22.5°,
  /// rows (cos θ, sin θ) and −½(−sin θ, cos θ), with cos 22.5° = √(2 + √2)/2 and
  /// sin 22.5° = √(2 − √2)/2. Each preset that decomposes 2-D pairs in 2-D agrees.
  @Test("matrix(1, 0, 0, -1, 0, 0) → rotate(90deg) at ¼: y flipped, angle 22.5°")
  func yMirrorToRotation() throws {
    let from = try Self.list("matrix(1, 0, 0, -1, 0, 0)")
    let to = try Self.list("rotate(90deg)")
    let c = (2 + Double(2).squareRoot()).squareRoot() / 2
    let s = (2 - Double(2).squareRoot()).squareRoot() / 2
    let expected = Self.affine(c, s, s / 2, -c / 2)
    for options in [TransformInterpolationOptions.standard, .chromium, .gecko] {
      let m = try from.interpolated(to: to, at: 0.25, options: options, context: CSSTransformContext()).matrix()
      #expect(m.isAffine && isClose(m, expected, .absolute(4e-16)), "\(options)")
    }
  }

  /// The value at an end that is `none` is what the interpolation computes there (CSS Transforms 1
  /// §"Interpolation of Transforms": `none` becomes the other list's identity functions), which
  /// getComputedStyle serializes as matrix(1, 0, 0, 1, 0, 0) (Chromium 156, issue 28); `none`
  /// only when both ends are.
  @Test("a none end interpolates to the identity functions, computed matrix(1, 0, 0, 1, 0, 0)")
  func noneEnd() throws {
    let rotate = try Self.list("rotate(90deg)")
    let start = try CSSTransformList.none.interpolated(to: rotate, at: 0, context: CSSTransformContext())
    #expect(start.cssText == "rotate(0deg)")
    #expect(try start.computedCSSText() == "matrix(1, 0, 0, 1, 0, 0)")
    let end = try rotate.interpolated(to: .none, at: 1, context: CSSTransformContext())
    #expect(try end.computedCSSText() == "matrix(1, 0, 0, 1, 0, 0)")
    // The other end is kept as written; the matrix path (none → matrix()) gives the identity.
    #expect(try rotate.interpolated(to: .none, at: 0, context: CSSTransformContext()) == rotate)
    let matrix = try Self.list("matrix(7, 0, 2, 2, 6, 0)")
    let fromNone = try CSSTransformList.none.interpolated(to: matrix, at: 0, context: CSSTransformContext())
    #expect(try fromNone.computedCSSText() == "matrix(1, 0, 0, 1, 0, 0)")
    #expect(try CSSTransformList.none.interpolated(to: .none, at: 0, context: CSSTransformContext()).isNone)
    // A singular other end makes the animation discrete: the none end stays none.
    let singular = try Self.list("matrix(0, 0, 0, 0, 5, 5)")
    #expect(try CSSTransformList.none.interpolated(to: singular, at: 0, context: CSSTransformContext()).isNone)
  }

  /// perspective(1000px) translateZ(100px) is, in row-vector order, translateZ first: rows 1–3 of
  /// the identity with m34 = −1/1000, and the fourth row (0, 0, 100, 1 − 100/1000 = 9/10). Its
  /// decomposition (CSS Transforms 2 §"Decomposing a 3D matrix") first divides by m44 = 9/10,
  /// so the interpolation at 0 recomposes m11 = m22 = m33 = 10/9, m34 = −1/900, m43 = 1000/9,
  /// m44 = 1 (each within 2 ulps: the double 0.9 is not 9/10). translateZ(50px) at 1 is itself.
  @Test("perspective(1000px) translateZ(100px) → translateZ(50px) at 0 is normalized: m44 = 1")
  func normalizedAtTheEnds() throws {
    let from = try Self.list("perspective(1000px) translateZ(100px)")
    let to = try Self.list("translateZ(50px)")
    let start = try from.interpolated(to: to, at: 0, context: CSSTransformContext()).matrix()
    let expected: [Double] = [10.0 / 9, 0, 0, 0, 0, 10.0 / 9, 0, 0, 0, 0, 10.0 / 9, -1.0 / 900, 0, 0, 1000.0 / 9, 1]
    for (got, want) in zip(start.matrix3d, expected) {
      #expect(abs(got - want) <= 2 * want.ulp, "\(got) vs \(want)")
    }
    #expect(try from.interpolated(to: to, at: 1, context: CSSTransformContext()).matrix() == to.matrix())
    // The same at the matrix level, and an end with m44 = 1 is returned exactly.
    let m = try from.matrix()
    let normalized = try #require(m.interpolated(to: to.matrix(), at: 0, options: .standard))
    #expect(normalized.m44 == 1 && normalized == start)
    let skew = Self.affine(0.3125, 1.0625, -0.0625, 1.34375, 7, 8)
    #expect(skew.interpolated(to: .identity, at: 0, options: .standard) == skew)
    // An end that cannot be decomposed has no interpolation, at 0 too (CSS: discrete).
    #expect(m.interpolated(to: Self.affine(0, 0, 0, 0), at: 0, options: .standard) == nil)
  }
}
