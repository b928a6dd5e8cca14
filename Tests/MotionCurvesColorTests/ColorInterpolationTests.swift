import MotionCurvesColor
import MotionCurvesCore
import PropertyBased
import Testing

/// Interpolation by CSS Color 4 §12 and in Core Animation mode: exact endpoints, hue arcs,
/// premultiplied alpha (and its clamp for t outside [0, 1]), missing components, the default
/// space, the interpolation-method text and keyframing through `Interpolatable`.
@Suite("Color interpolation")
struct ColorInterpolationTests {
  static let unit = Gen.double(in: 0...1).array(of: 8...8)
  static let polar: [CSSColorSpace] = [.hsl, .hwb, .lch, .oklch]

  /// A colour in `space` from eight numbers in [0, 1]: components spread over the reference
  /// ranges, alpha in (0, 1], and, from the last number, sometimes a missing component.
  static func color(_ space: CSSColorSpace, _ u: [Double], offset: Int) -> CSSColor {
    let (r0, r1, r2) = space.referenceRanges
    func at(_ r: ClosedRange<Double>, _ v: Double) -> Double { r.lowerBound + (r.upperBound - r.lowerBound) * v }
    let alpha = 0.05 + 0.95 * u[offset + 3]
    return CSSColor(space: space, components: SIMD3(at(r0, u[offset]), at(r1, u[offset + 1]), at(r2, u[offset + 2])), alpha: alpha)
  }

  /// `x` with each component that is missing in it but present in `other` taken from `other`.
  static func filled(_ x: CSSColor, from other: CSSColor) -> CSSColor {
    var components = x.components
    var missing = x.missing
    for i in 0..<3 where x.missing.contains(.component(i)) && !other.missing.contains(.component(i)) {
      components[i] = other.components[i]
      missing.remove(.component(i))
    }
    return CSSColor(space: x.space, components: components, alpha: x.alpha, missing: missing, isLegacy: x.isLegacy)
  }

  @Test("endpoints are exact: t = 0 and 1 give the colours converted to the space", arguments: CSSColorSpace.allCases)
  func endpointsExact(space: CSSColorSpace) async {
    let method = CSSColorInterpolationMethod(space: space, hueMethod: .longer)
    await propertyCheck(count: 500, input: Self.unit) { u in
      let a = Self.color(.srgb, u, offset: 0), b = Self.color(.oklch, u, offset: 4)
      // A component missing in one converted colour (a black's or grey's powerless hue) takes the
      // other's value (CSS Color 4 §12.2), at the endpoints too.
      let a2 = a.converted(to: space).withLegacy(false), b2 = b.converted(to: space).withLegacy(false)
      #expect(a.interpolated(to: b, at: 0, in: method) == Self.filled(a2, from: b2))
      #expect(a.interpolated(to: b, at: 1, in: method) == Self.filled(b2, from: a2))
      #expect(a.interpolated(to: b, at: 0, mode: .coreAnimation) == a.converted(to: .srgb))
      #expect(a.interpolated(to: b, at: 1, mode: .coreAnimation) == b.converted(to: .srgb))
    }
  }

  @Test("legacy endpoints stay legacy and exact in the default method; keyframing goes through it")
  func legacyEndpoints() async {
    await propertyCheck(count: 500, input: Self.unit) { u in
      let a = Self.color(.srgb, u, offset: 0).withLegacy(true), b = Self.color(.hsl, u, offset: 4).withLegacy(true)
      #expect(a.interpolated(to: b, at: 0) == a)
      #expect(a.interpolated(to: b, at: 1) == b.converted(to: .srgb))
      #expect(a.interpolated(to: b, at: 0.25) == a.interpolated(to: b, at: 0.25))
      #expect(a.interpolated(to: b, at: 0.25).isLegacy)
      #expect(a.euclideanDistance(to: a) == 0)
      #expect(a.euclideanDistance(to: b) == b.euclideanDistance(to: a))
    }
  }

  @Test("hue methods cover their arcs", arguments: CSSHueInterpolationMethod.allCases)
  func hueArcs(method: CSSHueInterpolationMethod) async {
    await propertyCheck(count: 2000, input: Gen.double(in: -720...720).array(of: 2...2)) { h in
      let (a, b) = method.adjusted(h[0], h[1])
      let d = b - a
      switch method {
      case .shorter: #expect(d >= -180 && d <= 180, "\(h) → \(d)")
      case .longer: #expect((d >= 180 && d <= 360) || (d > -360 && d <= -180), "\(h) → \(d)")
      case .increasing: #expect(d >= 0 && d < 360, "\(h) → \(d)")
      case .decreasing: #expect(d > -360 && d <= 0, "\(h) → \(d)")
      }
      // Each adjusted hue is the original one plus a whole number of turns.
      for (x, y) in [(a, h[0]), (b, h[1])] {
        let turns = (x - y) / 360
        #expect(abs(turns - turns.rounded()) < 1e-9)
      }
      // The interpolated hue moves monotonically along that arc.
      let from = CSSColor(.oklch, 0.7, 0.1, h[0]), to = CSSColor(.oklch, 0.7, 0.1, h[1])
      let m = CSSColorInterpolationMethod(space: .oklch, hueMethod: method)
      let mid = from.interpolated(to: to, at: 0.5, in: m).hue ?? .nan
      #expect(abs(mid - (a + b) / 2) < 1e-9)
    }
    // Equal hues: no turn except for longer, which makes a full one.
    let (a, b) = method.adjusted(40, 40)
    #expect(b - a == (method == .longer ? 360 : 0))
  }

  @Test("premultiplied alpha, the alpha clamp before un-premultiplying, and Core Animation's straight alpha")
  func alpha() throws {
    let clear = try CSSColor(css: "transparent"), green = try CSSColor(css: "green")
    #expect(clear.interpolated(to: green, at: 0.3).computedCSSText == "rgba(0, 128, 0, 0.3)")
    // t = 1.5: alpha 1.5 is clamped to 1 before dividing, so green brightens to 192.
    #expect(clear.interpolated(to: green, at: 1.5).computedCSSText == "rgb(0, 192, 0)")
    #expect(clear.interpolated(to: green, at: -0.3).computedCSSText == "rgba(0, 0, 0, 0)")
    let white = try CSSColor(css: "white")
    // Core Animation: straight alpha, so white → clear passes through grey.
    #expect(white.interpolated(to: clear, at: 0.5, mode: .coreAnimation).computedCSSText == "rgba(128, 128, 128, 0.5)")
    #expect(white.interpolated(to: clear, at: 0.5).computedCSSText == "rgba(255, 255, 255, 0.5)")
    // Both transparent: the result stays premultiplied, zeros.
    let clearRed = CSSColor(.srgb, 1, 0, 0, alpha: 0)
    #expect(clearRed.interpolated(to: clear, at: 0.5, in: .srgb) == CSSColor(.srgb, 0, 0, 0, alpha: 0))
  }

  @Test("missing components take the other colour's value; the default space and hue")
  func missingAndDefault() throws {
    let a = try CSSColor(css: "oklch(0.783 0.108 326.5)"), b = try CSSColor(css: "oklch(0.392 0.4 none)")
    for t in stride(from: -0.5, through: 1.5, by: 0.25) {
      #expect(a.interpolated(to: b, at: t, in: CSSColorInterpolationMethod(space: .oklch)).hue == 326.5)
    }
    let both = CSSColor(.lab, 50, nil, 10), other = CSSColor(.lab, 70, nil, 30)
    #expect(both.interpolated(to: other, at: 0.5, in: CSSColorInterpolationMethod(space: .lab)) == CSSColor(.lab, 60, nil, 20))
    #expect(CSSColorInterpolationMethod.default(for: try CSSColor(css: "red"), try CSSColor(css: "#00f")) == .srgb)
    #expect(CSSColorInterpolationMethod.default(for: try CSSColor(css: "red"), try CSSColor(css: "rgb(none 0 0)")) == .oklab)
    #expect(CSSColorInterpolationMethod.default(for: try CSSColor(css: "red"), try CSSColor(css: "color(srgb 0 0 1)")) == .oklab)
    #expect(try CSSColor(css: "red").interpolated(to: CSSColor(css: "lab(50 0 0)"), at: 0.5).space == .oklab)
    // Core Animation mode in a polar space lerps the hue as a number: 350 → 10 goes the long way.
    let h1 = CSSColor(.oklch, 0.7, 0.1, 350), h2 = CSSColor(.oklch, 0.7, 0.1, 10)
    #expect(h1.interpolated(to: h2, at: 0.5, mode: .coreAnimation).hue == 180)
    #expect(h1.interpolated(to: h2, at: 0.5, mode: .css(nil)).space == .oklab)
    // CSS shorter hue: 350 + 360 … 10 + 360 meets at 360, which serialization reduces to 0.
    let shorter = h1.interpolated(to: h2, at: 0.5, mode: .css(CSSColorInterpolationMethod(space: .oklch)))
    #expect(shorter.hue == 360)
    #expect(shorter.computedCSSText == "oklch(0.7 0.1 0)")
  }

  @Test("interpolation-method text: in <space> [<hue-method> hue], typed errors with offsets")
  func methodText() throws {
    #expect(try CSSColorInterpolationMethod(css: "in oklch longer hue") == CSSColorInterpolationMethod(space: .oklch, hueMethod: .longer))
    #expect(try CSSColorInterpolationMethod(css: " IN  XYZ ") == CSSColorInterpolationMethod(space: .xyzD65))
    #expect(try CSSColorInterpolationMethod(css: "in hsl shorter hue").cssText == "in hsl")
    #expect(CSSColorInterpolationMethod(space: .lch, hueMethod: .decreasing).cssText == "in lch decreasing hue")
    let cases: [(String, Int, String)] = [
      ("oklab", 0, "expected 'in'"),
      ("in rgb", 3, "not a colour space"),
      ("in srgb longer hue", 8, "polar space"),
      ("in lch longer", 13, "expected 'hue'"),
      ("in lch hue", 7, "after the interpolation method"),
    ]
    for (text, offset, message) in cases {
      #expect {
        _ = try CSSColorInterpolationMethod(css: text)
      } throws: { error in
        guard let e = error as? SyntaxError else { return false }
        return e.offset == offset && e.message.contains(message)
      }
    }
  }
}
