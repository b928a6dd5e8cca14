import MotionCurvesColor
import PropertyBased
import RealModule
import Testing

/// Sampling the gradient line: hand-computed colours in both modes, clamping, hard edges,
/// transition hints (C = P^(ln ½ / ln H)), and agreement with the two-colour interpolation.
@Suite("Gradient stops: sampling")
struct ColorStopsSamplingTests {
  static func color(_ text: String) -> CSSColor {
    (try? CSSColor(css: text)) ?? CSSColor(.srgb, 0, 0, 0)
  }

  /// Every component and alpha within `tolerance` of the expectation (in the result's space).
  static func expectColor(
    _ c: CSSColor, _ space: CSSColorSpace, _ expected: SIMD4<Double>, tolerance: Double = 1e-15,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let got = SIMD4(c.components, c.alpha)
    let error = (got - expected).euclideanDistance(to: .zero)
    #expect(c.space == space && error <= tolerance, "\(c.cssText) vs \(expected)", sourceLocation: sourceLocation)
  }

  /// red → blue, all legacy: CSS interpolates in gamma-encoded sRGB, so x is (1 − x, 0, x).
  @Test("legacy stops in CSS's default: sRGB lerp, legacy results, exact at the stops")
  func legacyDefault() throws {
    let stops = try ColorStops(css: "red, blue")
    #expect(stops.interpolationMethod == .srgb)
    for x in [0.0, 0.125, 0.25, 0.5, 0.75, 1] {
      let c = stops.value(at: x)
      Self.expectColor(c, .srgb, SIMD4(1 - x, 0, x, 1))
      #expect(c.isLegacy)
    }
    #expect(stops.value(at: 0.25).computedCSSText == "rgb(191, 0, 64)")
    #expect(stops.value(at: 0) == Self.color("red") && stops.value(at: 1) == Self.color("blue"))
  }

  /// white → transparent (transparent black): CSS premultiplies, so the colour stays white while
  /// alpha falls; Core Animation lerps straight alpha and passes through translucent grey — the
  /// difference the notes (§0.5) describe.
  @Test("white → transparent: premultiplied (CSS) vs straight (Core Animation)")
  func premultipliedVersusStraight() throws {
    let css = try ColorStops(css: "white, transparent")
    let ca = try ColorStops(css: "white, transparent", mode: .coreAnimation)
    for x in [0.25, 0.5, 0.75] {
      Self.expectColor(css.value(at: x), .srgb, SIMD4(1, 1, 1, 1 - x))
      Self.expectColor(ca.value(at: x), .srgb, SIMD4(1 - x, 1 - x, 1 - x, 1 - x))
    }
    #expect(css.value(at: 0.5).computedCSSText == "rgba(255, 255, 255, 0.5)")
    #expect(ca.value(at: 0.5).computedCSSText == "rgba(128, 128, 128, 0.5)")
  }

  @Test("outside the first and last locations the end colours; NaN is before the first")
  func clamping() throws {
    let stops = try ColorStops(css: "red 20%, blue 80%")
    for x in [-1e308, -1, 0, 0.2] { #expect(stops.value(at: x) == Self.color("red")) }
    for x in [0.8, 1, 5, 1e308, .infinity] { #expect(stops.value(at: x) == Self.color("blue")) }
    #expect(stops.value(at: -.infinity) == Self.color("red") && stops.value(at: .nan) == Self.color("red"))
    Self.expectColor(stops.value(at: 0.5), .srgb, SIMD4(0.5, 0, 0.5, 1))
  }

  /// Coincident stops: the later one wins at the edge, the earlier one is approached from below.
  @Test("hard edges: right-continuous, the last of coincident stops wins at the edge")
  func hardEdges() throws {
    let two = try ColorStops(css: "red 50%, blue 50%")
    #expect(two.value(at: 0.5.nextDown) == Self.color("red"))
    #expect(two.value(at: 0.5) == Self.color("blue"))
    let three = try ColorStops(css: "yellow, red 50%, lime 50%, blue 50%, black")
    Self.expectColor(three.value(at: 0.25), .srgb, SIMD4(1, 0.5, 0, 1))
    #expect(three.value(at: 0.5) == Self.color("blue"))
    Self.expectColor(three.value(at: 0.5.nextDown), .srgb, SIMD4(1, 0, 0, 1), tolerance: 1e-15)
    Self.expectColor(three.value(at: 0.75), .srgb, SIMD4(0, 0, 0.5, 1))
    // Two positions on one stop: a solid band.
    let band = try ColorStops(css: "red, lime 40% 60%, blue")
    for x in [0.4, 0.5, 0.6] { #expect(band.value(at: x) == Self.color("lime")) }
  }

  /// With the hint a fraction H through the segment, P gets weight C = P^(ln ½ / ln H) (CSS
  /// Images 3 "interpolate with a color hint"): halfway colour at the hint; at H = ¼ the point
  /// P = ½ has C = ½^(½) = √½ (since ln ½ / ln ¼ = ½).
  @Test("transition hints: halfway at the hint, C = P^(ln ½ / ln H), and the limits H = 0, 1")
  func hints() throws {
    let quarter = try ColorStops(css: "red, 25%, blue")
    Self.expectColor(quarter.value(at: 0.25), .srgb, SIMD4(0.5, 0, 0.5, 1))
    let c: Double = 0.5.squareRoot()
    Self.expectColor(quarter.value(at: 0.5), .srgb, SIMD4(1 - c, 0, c, 1), tolerance: 4e-16)
    let half = try ColorStops(css: "red, 50%, blue")
    Self.expectColor(half.value(at: 0.3), .srgb, SIMD4(0.7, 0, 0.3, 1))
    // A hint at 30 % in a 20 %–60 % segment (H = ¼): the hint itself gets the halfway colour.
    let inner = try ColorStops(css: "red 20%, 30%, blue 60%")
    Self.expectColor(inner.value(at: 0.3), .srgb, SIMD4(0.5, 0, 0.5, 1), tolerance: 1e-15)
    // H = 0: the second colour from the first stop on; H = 1: the first colour until the last.
    let atStart = try ColorStops(css: "red, 0%, blue")
    #expect(atStart.value(at: -0.1) == Self.color("red"))
    #expect(atStart.value(at: 0) == Self.color("blue") && atStart.value(at: 0.3) == Self.color("blue"))
    let atEnd = try ColorStops(css: "red, 100%, blue")
    #expect(atEnd.value(at: 0.999) == Self.color("red") && atEnd.value(at: 1) == Self.color("blue"))
  }

  /// Between two stops the sample is the two-colour interpolation at P = (x − l₀)/(l₁ − l₀): the
  /// segments are prepared once from the same procedure.
  @Test("sampling equals CSSColor interpolation of the bracketing stops, in every mode")
  func agreesWithPairInterpolation() async throws {
    let modes: [ColorInterpolationMode] = [
      .css(nil), .css(.oklab), .css(CSSColorInterpolationMethod(space: .oklch, hueMethod: .longer)), .coreAnimation,
    ]
    let spaces: [CSSColorSpace] = [.srgb, .oklch, .hsl, .lab, .displayP3]
    await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 16...16)) { u in
      let colors = (0..<3).map { k in
        CSSColor(
          space: spaces[Int(u[4 * k] * 4.999)], components: SIMD3(u[4 * k + 1], u[4 * k + 2] * 0.3, u[4 * k + 3] * 300),
          alpha: 0.2 + 0.8 * u[12 + k])
      }
      let locations = [0.1, 0.1 + 0.4 * u[15], 0.9]
      for mode in modes {
        guard let stops = try? ColorStops(colors.indices.map { ColorStop(colors[$0], location: locations[$0]) }, mode: mode) else {
          Issue.record("valid stops refused")
          return
        }
        let x = 0.1 + 0.8 * u[0]
        let i = x < locations[1] ? 0 : 1
        let p = (x - locations[i]) / (locations[i + 1] - locations[i])
        let expected: CSSColor
        switch mode {
        case .css(nil):
          expected = colors[i].interpolated(to: colors[i + 1], at: p, in: .oklab)
        default:
          expected = colors[i].interpolated(to: colors[i + 1], at: p, mode: mode)
        }
        #expect(stops.value(at: x) == expected)
      }
    }
  }
}
