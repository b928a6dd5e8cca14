import Foundation
import MotionCurvesAnimation
import MotionCurvesTransforms
import PropertyBased
import TestSupport
import Testing

/// Decomposition, the engine-difference options and interpolation of matrices, against closed
/// forms and the examples of ../shared/notes/transforms-color.md §2–§4.
@Suite("Transform decomposition and interpolation")
struct TransformInterpolationTests {

  static func maxNorm(_ m: TransformMatrix3D) -> Double { m.matrix3d.map(abs).max() ?? 0 }

  /// rotateX(θ) as the CSS text `matrix3d(…)` (so the list takes the matrix path) for θ in degrees.
  static func rotateXMatrix(_ degrees: Double) -> TransformMatrix3D {
    .rotation(degrees: degrees, x: 1, y: 0, z: 0)
  }

  /// The angle about x of a rotation about x: atan2(m23, m22), in degrees.
  static func angleAboutX(_ m: TransformMatrix3D) -> Double { Double.atan2(y: m.m23, x: m.m22) * 180 / .pi }

  @Test("decomposition of closed forms: scale, skew, rotation, perspective, translation")
  func closedForms() throws {
    // rotateZ(90°) then scale(2, 3) then translate(5, 6): in CA order S·R·T.
    let m = TransformMatrix3D.scale(x: 2, y: 3).concatenating(.rotation(degrees: 90, x: 0, y: 0, z: 1))
      .concatenating(.translation(x: 5, y: 6))
    let d = try TransformDecomposition(decomposing: m)
    #expect(d.scale == SIMD3(2, 3, 1) && d.skew == .zero && d.translation == SIMD3(5, 6, 0))
    let half = 0.5.squareRoot()
    #expect(abs(d.quaternion.z - half) <= 2.3e-16 && abs(d.quaternion.w - half) <= 2.3e-16)
    #expect(d.perspective == SIMD4(0, 0, 0, 1))
    // perspective(400px): (0, 0, −1/400, 1); skewX(45°) (tan = 1): skew xy = 1.
    let p = try TransformDecomposition(decomposing: CSSTransformList(css: "perspective(400px)").matrix())
    #expect(p.perspective == SIMD4(0, 0, -1.0 / 400, 1))
    let k = try TransformDecomposition(decomposing: CSSTransformList(css: "skewX(45deg)").matrix())
    #expect(k.skew == SIMD3(1, 0, 0) && k.scale == SIMD3(1, 1, 1))
    // A mirror negates all three scales and keeps a proper rotation (det R = +1).
    let mirror = try TransformDecomposition(decomposing: .scale(x: -1, y: 1))
    #expect(mirror.scale == SIMD3(-1, -1, -1))
    #expect(isClose(mirror.matrix, .scale(x: -1, y: 1), .absolute(1e-15)))
  }

  /// The example of transforms-color.md §4: matrix3d(rotateX(170°)) → matrix3d(rotateX(−170°)).
  /// Shortest path turns 20° through 180° (175°, 180°, −175° at ¼, ½, ¾); the spec's path turns
  /// 340° through 0° (85°, 0°, −85°).
  @Test("shortest path: 20° through 180° (Chromium, WebKit); without: 340° through 0° (spec, Gecko)")
  func shortestPath() throws {
    let a = Self.rotateXMatrix(170)
    let b = Self.rotateXMatrix(-170)
    let expectShort: [(Double, Double)] = [(0.25, 175), (0.5, 180), (0.75, -175)]
    let expectLong: [(Double, Double)] = [(0.25, 85), (0.5, 0), (0.75, -85)]
    for (t, angle) in expectShort {
      let m = try #require(a.interpolated(to: b, at: t, options: .standard))
      let got = Self.angleAboutX(m)
      let error = min(abs(got - angle), abs(abs(got) - 180) + abs(abs(angle) - 180))
      #expect(error <= 1e-12, "t = \(t): \(got)")
    }
    for (t, angle) in expectLong {
      let m = try #require(a.interpolated(to: b, at: t, options: .gecko))
      #expect(abs(Self.angleAboutX(m) - angle) <= 1e-12, "t = \(t)")
    }
    // Through CSS text with --shortest-path no: the same.
    let from = CSSTransformList([.matrix3d(a)])
    let to = CSSTransformList([.matrix3d(b)])
    let mid = try from.interpolated(to: to, at: 0.5, options: .gecko, context: CSSTransformContext()).matrix()
    #expect(isClose(mid, .identity, .absolute(1e-15)))
  }

  /// Chromium cannot decompose a matrix whose |det| < 1e-8 (scale3d(0.001, 0.001, 0.001): 1e-9)
  /// and flips discretely; the spec's exact-zero test interpolates it.
  @Test("singular threshold: exactly 0 (spec, WebKit, Gecko) or |det| < 1e-8 (Chromium)")
  func singularThreshold() throws {
    let small = TransformMatrix3D.scale(x: 0.001, y: 0.001, z: 0.001)
    let standard = try #require(small.interpolated(to: .identity, at: 0.5, options: .standard))
    #expect(isClose(standard, .scale(x: 0.5005, y: 0.5005, z: 0.5005), .absolute(1e-15)))
    #expect(small.interpolated(to: .identity, at: 0.5, options: .chromium) == nil)
    #expect(small.interpolatedOrDiscrete(to: .identity, at: 0.4, options: .chromium) == small)
    #expect(small.interpolatedOrDiscrete(to: .identity, at: 0.5, options: .chromium) == .identity)
    // Exactly singular: discrete under every option; scale(0) per function is not (WPT -002).
    let zero = TransformMatrix3D.scale(x: 0, y: 1)
    #expect(zero.interpolated(to: .identity, at: 0.3, options: .standard) == nil)
    let perFunction = try CSSTransformList(css: "scale(0)")
      .interpolated(to: CSSTransformList(css: "scale(1)"), at: 0.5, context: CSSTransformContext())
    #expect(perFunction.cssText == "scale(0.5)")
  }

  /// transforms-color.md §2.4: matrix(1,0,0,7,0,0) → matrix(7,0,1,1,0,0) at ½ is
  /// matrix(4,0,2,4,0,0) by the browsers' decomposition (skew 0 → 1 and the scales lerped apart),
  /// what WPT expects: the default 2-D parametrisation (CSS Transforms 1, as Chromium decomposes
  /// 2-D matrices) and the 3-D decomposition agree on a matrix without a mirror. The spec's 2-D
  /// pseudo-code with the residual matrix (WebKit) gives matrix(4, 0, 1.49…, 3.59…).
  @Test("2-D matrices: the browsers' parametrisation (2d, 3d: WPT) versus the residual 2-D algorithm (WebKit)")
  func twoDimensional() throws {
    let a = TransformMatrix3D(TransformMatrix2D(a: 1, b: 0, c: 0, d: 7, tx: 0, ty: 0))
    let b = TransformMatrix3D(TransformMatrix2D(a: 7, b: 0, c: 1, d: 1, tx: 0, ty: 0))
    for options in [TransformInterpolationOptions.standard, .coreAnimation] {
      let blended = try #require(a.interpolated(to: b, at: 0.5, options: options))
      #expect(isClose(blended, TransformMatrix3D(TransformMatrix2D(a: 4, b: 0, c: 2, d: 4, tx: 0, ty: 0)), .absolute(1e-14)))
    }
    let twoD = try #require(a.interpolated(to: b, at: 0.5, options: .webKit))
    #expect(abs(twoD.m11 - 4) <= 1e-14 && abs(twoD.m12) <= 1e-14)
    #expect((twoD.m21 * 100).rounded() / 100 == 1.49 && (twoD.m22 * 100).rounded() / 100 == 3.59)
    // The 2-D algorithm keeps the translation exactly and round-trips at t = 0 and 1.
    let c = TransformMatrix3D(TransformMatrix2D(a: 2, b: 1, c: -1, d: 3, tx: 10, ty: -4))
    let d = TransformMatrix3D(TransformMatrix2D(a: -1, b: 0.5, c: 0.25, d: 2, tx: -3, ty: 7))
    let near = try #require(c.interpolated(to: d, at: 1e-12, options: .webKit))
    #expect(isClose(near, c, .absolute(1e-10)))
  }

  /// Core Animation's facts (transforms-color.md §1): CATransform3DRotate(P, θ, 0, 1, 0) with
  /// P.m34 = −1/500 is CSS `perspective(500px) rotateY(θ)`, for any θ.
  @Test("CATransform3DRotate(P, θ, 0, 1, 0) equals CSS perspective(500px) rotateY(θ)")
  func coreAnimationEqualsCSS() throws {
    var p = TransformMatrix3D.identity
    p.m34 = -1.0 / 500
    for degrees in [-90.0, -30, 0, 17, 45, 120, 270] {
      let ca = p.rotated(by: degrees * .pi / 180, x: 0, y: 1, z: 0)
      let css = try CSSTransformList(css: "perspective(500px) rotateY(\(degrees)deg)").matrix()
      #expect(isClose(ca, css, .absolute(1e-15)), "θ = \(degrees)°")
    }
    // CSS lists read right to left: translate(10px) rotate(90deg) rotates first, then moves.
    let list = try CSSTransformList(css: "translate(10px) rotate(90deg)").matrix()
    #expect(list.projecting(SIMD2(1, 0)) == SIMD2(10, 1))
  }

  /// The sidebar's menu (animations.md §3c): 100 wide, 600 tall at y = 64…664, anchorPoint
  /// (1, 0.5) at x = 100; transform (P·rotateY(−π/2 + r)) then translate(w(r) − 100), r = pan/80
  /// clamped to [0, π/2]. By hand: the anchor edge (z = 0) keeps x = 100, then moves by
  /// w − 100 to x = w(r); the far edge lands at 100 − w(r), then at 0; its height shrinks by
  /// 1/(1 + cos r/5). So the corners are (0, 364 ∓ 300/(1 + cos r/5)) and (w(r), 64 | 664).
  @Test("sidebar menu: projected corners for pans 0, 20, 62.8, 100 and 200 (clamped)")
  func sidebarMenu() throws {
    var p = TransformMatrix3D.identity
    p.m34 = -1.0 / 500
    for pan in [0.0, 20, 62.8, 100, 200] {
      let r = min(max(pan / 80, 0), Double.pi / 2)
      let w = 500 * Double.sin(r) / (5 + Double.cos(r))
      let menu = LayerGeometry(
        boundsSize: SIMD2(100, 600), position: SIMD2(100, 364), anchorPoint: SIMD2(1, 0.5),
        transform: p.rotated(by: -Double.pi / 2 + r, x: 0, y: 1, z: 0).concatenating(.translation(x: w - 100, y: 0)))
      let half: Double = 300 / (1 + Double.cos(r) / 5)
      let expected: [SIMD2<Double>] = [SIMD2(0, 364 - half), SIMD2(w, 64), SIMD2(w, 664), SIMD2(0, 364 + half)]
      if r == 0 {
        // Folded edge-on: every corner projects onto the line x = 0.
        let corners = try #require(menu.corners)
        #expect(corners.allSatisfy { abs($0.x) <= 1e-12 })
        continue
      }
      let corners = try #require(menu.corners)
      for (got, want) in zip(corners, expected) {
        let error: Double = max(abs(got.x - want.x), abs(got.y - want.y))
        #expect(error <= 1e-11, "pan \(pan): \(got) vs \(want)")
      }
    }
  }

  /// Near-singular, tiny and huge matrices decompose without NaN, and recompose.
  @Test("extremes: tiny, huge and nearly singular matrices decompose without NaN")
  func extremes() throws {
    for s in [1e-300, 1e-150, 1e-20, 1e20, 1e150, 1e300] {
      let m = TransformMatrix3D.scale(x: s, y: 2 * s, z: 0.5 * s).concatenating(.rotation(degrees: 30, x: 1, y: 2, z: 3))
        .concatenating(.translation(x: s, y: -s, z: 3))
      let d = try TransformDecomposition(decomposing: m)
      #expect(d.quaternion.x.isFinite && d.scale.x.isFinite && d.skew.z.isFinite)
      #expect(abs(d.scale.y / s - 2) <= 1e-15)
      let back = d.matrix
      #expect(isClose(back, m, .absolute(1e-14 * Self.maxNorm(m))), "s = \(s)")
    }
    // Nearly singular 3 × 3 (det 1e-12) with perspective: finite, round trip relative to κ.
    let nearly = TransformMatrix3D(rows: SIMD4(1, 2, 3, 0.001), SIMD4(4, 5, 6, 0), SIMD4(7, 8, 9 + 1e-12 / 3, 0), SIMD4(1, 1, 1, 1))
    let d = try TransformDecomposition(decomposing: nearly)
    #expect(d.perspective.x.isFinite && d.perspective.w.isFinite && d.quaternion.w.isFinite)
    // m44 = 0 and non-finite entries are typed errors.
    var flat = TransformMatrix3D.identity
    flat.m44 = 0
    #expect(throws: TransformError.self) { try TransformDecomposition(decomposing: flat) }
    var bad = TransformMatrix3D.identity
    bad.m12 = .nan
    let error = #expect(throws: TransformError.self) { try TransformDecomposition(decomposing: bad) }
    #expect(error.map { "\($0)" } == "m12 = nan is not a finite number")
  }

  static let parameters = Gen.double(in: -1...1).array(of: 16...16)

  /// A random matrix: the 3 × 3 part well conditioned (identity plus entries within ±0.45), a
  /// translation within ±500, a perspective row within ±0.004 and m44 in [0.5, 1.5].
  static func random(_ u: [Double]) -> TransformMatrix3D {
    TransformMatrix3D(
      rows: SIMD4(1 + 0.45 * u[0], 0.45 * u[1], 0.45 * u[2], 0.004 * u[3]),
      SIMD4(0.45 * u[4], 1 + 0.45 * u[5], 0.45 * u[6], 0.004 * u[7]),
      SIMD4(0.45 * u[8], 0.45 * u[9], -1 + 0.45 * u[10], 0.004 * u[11]),
      SIMD4(500 * u[12], 500 * u[13], 500 * u[14], 1 + 0.5 * u[15]))
  }

  /// The stated bound: decompose → recompose within 1e-13·‖M‖ (max-entry norm after
  /// normalising m44), here on matrices with mirrors (m33 near −1), skew and perspective.
  @Test("property: decompose → recompose within 1e-13·‖M‖; interpolation at 0 and 1 is the end over its m44")
  func roundTrip() async {
    await propertyCheck(count: 500, input: Self.parameters, Self.parameters, Gen.double(in: -1...2)) { a, b, t in
      let m = Self.random(a)
      var normalised = m
      let w = m.m44
      normalised.row1 /= w
      normalised.row2 /= w
      normalised.row3 /= w
      normalised.row4 /= w
      let back = try TransformDecomposition(decomposing: m).matrix
      #expect(isClose(back, normalised, .absolute(1e-13 * Self.maxNorm(normalised))))
      let n = Self.random(b)
      // At the ends, each end divided by its m44 (not the end as given): CSS Transforms 2
      // §"Decomposing a 3D matrix" normalizes the matrix by m44 before anything else, so that is
      // what recomposition gives at 0 and 1 — Chromium 156's value (issue 28). Each entry is the
      // one division, so the comparison is exact.
      var normalisedEnd = n
      normalisedEnd.row1 /= n.m44
      normalisedEnd.row2 /= n.m44
      normalisedEnd.row3 /= n.m44
      normalisedEnd.row4 /= n.m44
      #expect(m.interpolated(to: n, at: 0, options: .standard) == normalised)
      #expect(m.interpolated(to: n, at: 1, options: .standard) == normalisedEnd)
      // Continuity: a tiny step from 0 stays within 1e-9·‖M‖ of the start (after normalising).
      let step = try #require(m.interpolated(to: n, at: 1e-12, options: .standard))
      #expect(isClose(step, normalised, .absolute(1e-9 * Self.maxNorm(normalised))))
      // The decomposition's blend is what the matrix blend composes.
      let mid = try #require(m.interpolated(to: n, at: t, options: .standard))
      #expect(mid.matrix3d.allSatisfy { $0.isFinite })
    }
  }

  /// Scalar key paths rebuild the matrix from the number each frame: 0 → 4π on
  /// transform.rotation.z turns twice (at 1/8 it is a quarter turn), where the matrix path from
  /// the identity to the same end does not move at all.
  @Test("scalar key paths: transform.rotation.z turns twice where the matrix lerp stays put")
  func scalarKeyPaths() {
    let quarter = TransformComponent.rotationZ.matrix(4 * .pi / 8)
    #expect(isClose(quarter, .rotation(degrees: 90, x: 0, y: 0, z: 1), .absolute(1e-15)))
    let end = TransformComponent.rotationZ.matrix(4 * .pi)
    let matrixPath = TransformMatrix3D.identity.interpolated(to: end, at: 1.0 / 8)
    #expect(isClose(matrixPath, .identity, .absolute(1e-15)))
    #expect(TransformComponent(rawValue: "transform.scale.x") == .scaleX)
    let base = TransformMatrix3D.translation(x: 10, y: 0)
    #expect(TransformComponent.scale.applied(2, to: base).projecting(SIMD2(1, 1)) == SIMD2(12, 2))
  }

  /// A CAKeyframeAnimation of `transform`: matrices keyframed with Core Animation's adopted
  /// decomposition path. Halfway between the identity and a quarter turn is an eighth turn (a
  /// lerp of the entries would shrink the layer to cos 45° instead).
  @Test("keyframes of matrices: linear mode blends by decomposition")
  func keyframedMatrices() throws {
    let values: [TransformMatrix3D] = [.identity, .rotation(degrees: 90, x: 0, y: 0, z: 1), .scale(x: 2, y: 2)]
    let keyframes = try KeyframeValues(values: values, keyTimes: [0, 0.5, 1])
    #expect(isClose(keyframes.value(at: 0.25), .rotation(degrees: 45, x: 0, y: 0, z: 1), .absolute(1e-15)))
    #expect(keyframes.value(at: 0.5) == values[1] && keyframes.value(at: 1) == values[2])
    let lists = try [CSSTransformList(css: "rotate(0deg)"), CSSTransformList(css: "rotate(360deg)")]
    let spin = try KeyframeValues(values: lists)
    #expect(spin.value(at: 0.25).cssText == "rotate(90deg)")
  }
}
