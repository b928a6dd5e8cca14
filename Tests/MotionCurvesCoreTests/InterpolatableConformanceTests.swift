import MotionCurves
import Testing

/// What each ``Interpolatable`` adopter's `interpolated(to:at:)` documents, reached through the
/// protocol (as keyframes reach it), against values worked out by hand.
@Suite("Interpolatable conformances give the documented interpolation")
struct InterpolatableConformanceTests {
  /// The protocol's requirement, generically: the witness keyframes use.
  static func blend<T: Interpolatable>(_ a: T, _ b: T, at t: Double) -> T { a.interpolated(to: b, at: t) }

  /// Whether every component of `a` is within `tolerance` of `b`.
  static func close(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ tolerance: Double) -> Bool {
    ((a - b) * (a - b)).sum().squareRoot() <= tolerance
  }

  /// CSS's default method: gamma-encoded sRGB between legacy colours (the result legacy too),
  /// Oklab otherwise; premultiplied alpha.
  @Test("CSSColor: CSS's rules in CSS's default method")
  func color() throws {
    let red = try CSSColor(css: "rgb(255 0 0)"), blue = try CSSColor(css: "rgb(0 0 255)")
    let quarter = Self.blend(red, blue, at: 0.25)
    #expect(quarter.space == .srgb && quarter.isLegacy)
    #expect(Self.close(SIMD4(quarter.components, quarter.alpha), SIMD4(0.75, 0, 0.25, 1), 1e-16))
    // Not legacy: Oklab, each component lerped (0.5 + (0.7 − 0.5)/2 = 0.6, …).
    let a = try CSSColor(css: "oklab(0.5 0.1 0)"), b = try CSSColor(css: "oklab(0.7 -0.1 0.2)")
    let mid = Self.blend(a, b, at: 0.5)
    #expect(mid.space == .oklab && Self.close(SIMD4(mid.components, mid.alpha), SIMD4(0.6, 0, 0.1, 1), 1e-16))
    // Premultiplied: red → transparent at ½ keeps red at alpha ½ (straight alpha would darken it).
    let clear = try CSSColor(css: "transparent")
    let fading = Self.blend(red, clear, at: 0.5)
    #expect(Self.close(SIMD4(fading.components, fading.alpha), SIMD4(1, 0, 0, 0.5), 1e-16))
    #expect(fading == red.interpolated(to: clear, at: 0.5, mode: .css(nil)))
  }

  /// The list's own mode: CSS premultiplies (white → transparent stays white at alpha ½), Core
  /// Animation does not (a grey at alpha ½).
  @Test("ColorStops: stop by stop in the list's own mode")
  func colorStops() throws {
    let white = try CSSColor(css: "white"), clear = try CSSColor(css: "transparent")
    let css = try ColorStops(coreAnimationColors: [white, white], locations: [0, 1], mode: .css(nil))
    let cssEnd = try ColorStops(coreAnimationColors: [clear, white], locations: [0, 0.5], mode: .css(nil))
    let cssMid = Self.blend(css, cssEnd, at: 0.5)
    #expect(cssMid.locations == [0, 0.75])
    #expect(Self.close(SIMD4(cssMid.colors[0].components, cssMid.colors[0].alpha), SIMD4(1, 1, 1, 0.5), 1e-16))
    let ca = try ColorStops(coreAnimationColors: [white, white], locations: [0, 1])
    let caEnd = try ColorStops(coreAnimationColors: [clear, white], locations: [0, 0.5])
    let caMid = Self.blend(ca, caEnd, at: 0.5)
    #expect(Self.close(SIMD4(caMid.colors[0].components, caMid.colors[0].alpha), SIMD4(0.5, 0.5, 0.5, 0.5), 1e-16))
  }

  /// Core Animation's whole-matrix interpolation: by decomposition, the rotation slerped the short
  /// way, and discrete when a matrix is singular.
  @Test("TransformMatrix3D: Core Animation's decomposition, discrete when singular")
  func matrix() {
    let quarterTurn = TransformMatrix3D.rotation(degrees: 90, x: 0, y: 0, z: 1)
    let eighth = Self.blend(TransformMatrix3D.identity, quarterTurn, at: 0.5)
    let expected = TransformMatrix3D.rotation(degrees: 45, x: 0, y: 0, z: 1)
    #expect(zip(eighth.matrix3d, expected.matrix3d).allSatisfy { abs($0 - $1) <= 1e-15 })
    // 170° → −170° about x: the short way through 180° (m22 = cos 180° = −1).
    let a = TransformMatrix3D.rotation(degrees: 170, x: 1, y: 0, z: 0)
    let b = TransformMatrix3D.rotation(degrees: -170, x: 1, y: 0, z: 0)
    #expect(abs(Self.blend(a, b, at: 0.5).m22 + 1) <= 1e-15)
    let flat = TransformMatrix3D.scale(x: 0, y: 1)
    #expect(Self.blend(flat, .identity, at: 0.5.nextDown) == flat)
    #expect(Self.blend(flat, .identity, at: 0.5) == .identity)
  }

  /// CSS's list interpolation with the standard options; discrete when a length needs a box.
  @Test("CSSTransformList: CSS's rules, discrete without a reference box")
  func transformList() throws {
    let a = try CSSTransformList(css: "translateX(10px) rotate(0deg)")
    let b = try CSSTransformList(css: "translateX(30px) rotate(90deg)")
    #expect(Self.blend(a, b, at: 0.25).cssText == "translateX(15px) rotate(22.5deg)")
    let c = try CSSTransformList(css: "rotate(45deg) translateX(10%)")
    let d = try CSSTransformList(css: "translateX(10%)")
    #expect(Self.blend(c, d, at: 0.25) == c && Self.blend(c, d, at: 0.75) == d)
  }

  /// The browsers' rules: every number of matching commands lerped, arcs included.
  @Test("VectorPath: number by number, arcs too (not by centre)")
  func path() throws {
    let a = try VectorPath(svg: "M 0 0 L 10 0 A 10 10 0 0 1 30 0")
    let b = try VectorPath(svg: "M 0 0 L 20 8 A 20 20 0 0 1 60 0")
    #expect(Self.blend(a, b, at: 0.25) == (try VectorPath(svg: "M 0 0 L 12.5 2 A 12.5 12.5 0 0 1 37.5 0")))
    #expect(Self.blend(a, b, at: 0.25) == a.interpolated(to: b, at: 0.25, arcs: .byNumbers))
    // Different commands: a flip at ½.
    let line = try VectorPath(svg: "M 0 0 L 1 1")
    #expect(Self.blend(a, line, at: 0.5.nextDown) == a && Self.blend(a, line, at: 0.5) == line)
  }
}
