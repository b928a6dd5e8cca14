import MotionCurvesColor
import Testing

/// Issue 28: `color-mix()` whose percentages are all 0%. CSS Color 5 §"Calculating the result of
/// color-mix()" ("calculate a color-mix()"), as edited for csswg-drafts #14013 and #14014 (June
/// 2026, "Accepted as Obvious Bugfix"): normalizing 0% + 0% leaves the percentages unscaled
/// (total 0) and a leftover of 100%, so alpha mult = 1 − 1 = 0; the pair is interpolated at
/// progress 0.5 "if combined percentage is greater than 0, and 0.5 otherwise" (#14013); and the
/// step "If leftover is 100%, return transparent black, converted to the specified interpolation
/// <color-space>" is gone (#14014). So the result is the equal mix, in the interpolation space,
/// with alpha 0 — in every space, hue and `none` following CSS Color 4 §13 as in any mix.
///
/// web-platform-tests css/css-color/parsing/color-computed-color-mix-function.html (the copy in
/// Tests/TestSupport/Fixtures/css-color.json) agrees in its hsl, hwb, lab, lch and oklch cases
/// (updated by wpt #60448 for #14013/#14014), in `color-mix(in srgb, red 0%)` → `color(srgb 1 0 0 / 0)`
/// and in `color-mix(in srgb, red 0%, green 0%, blue 0%)` → `color(srgb 0.25 0.1254902 0.5 / 0)`;
/// its looped oklab and predefined-space cases and `color-mix(in srgb, red 0%, blue 0%)` still
/// expect `0 0 0 / 0`, the removed early exit (see ColorMixConformanceTests, where they are the
/// documented cases). The expected values below are the algorithm worked by hand.
@Suite("color-mix(): percentages summing to 0%")
struct ColorMixZeroSumTests {
  static func components(_ css: String) throws -> (space: CSSColorSpace, components: [Double], alpha: Double) {
    let color = try CSSColor(css: css)
    return (color.space, [color.components.x, color.components.y, color.components.z], color.alpha)
  }

  @Test("the issue's probe: red 0%, blue 0% in srgb is the equal mix (0.5, 0, 0.5) with alpha 0")
  func srgb() throws {
    // red (1, 0, 0) and blue (0, 0, 1), both opaque, at progress 0.5: (0.5, 0, 0.5); alpha 1 × 0.
    let mix = try CSSColor(css: "color-mix(in srgb, red 0%, blue 0%)")
    #expect(mix.computedCSSText == "color(srgb 0.5 0 0.5 / 0)")
    // Continuous with small percentages: 0.1% + 0.1% is the same mix with alpha 0.002.
    let small = try CSSColor(css: "color-mix(in srgb, red 0.1%, blue 0.1%)")
    #expect(small.computedCSSText == "color(srgb 0.5 0 0.5 / 0.002)")
  }

  @Test("polar spaces: the hue is interpolated as in any mix (shorter arc), alpha 0")
  func polar() throws {
    // hsl(120 10% 20%) and hsl(30 30% 40%): hue 75 (shorter arc), s 20%, l 30%. To sRGB:
    // C = (1 − |2·0.3 − 1|)·0.2 = 0.12, h′ = 1.25, X = C·(1 − |1.25 − 1|) = 0.09, m = 0.3 − 0.06 = 0.24:
    // (X + m, C + m, m) = (0.33, 0.36, 0.24). WPT expects `color(srgb 0.33 0.36 0.24 / 0)`.
    let hsl = try CSSColor(css: "color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%) 0%)")
    #expect(hsl.alpha == 0 && hsl.space == .hsl)
    let rgb = hsl.converted(to: .srgb).components
    for (got, want) in zip([rgb.x, rgb.y, rgb.z], [0.33, 0.36, 0.24]) { #expect(abs(got - want) <= 1e-12) }
    // lch with alpha: premultiplied mean alpha (0.4 + 0.8)/2 = 0.6; L = (10·0.4 + 50·0.8)/2/0.6 = 110/3,
    // C = (20·0.4 + 60·0.8)/2/0.6 = 140/3; hue not premultiplied: (30 + 70)/2 = 50; alpha 0.6 × 0.
    let lch = try Self.components("color-mix(in lch, lch(10% 20 30deg / .4) 0%, lch(50% 60 70deg / .8) 0%)")
    #expect(lch.alpha == 0 && lch.space == .lch)
    for (got, want) in zip(lch.components, [110.0 / 3, 140.0 / 3, 50]) { #expect(abs(got - want) <= 1e-12) }
    // A missing hue takes the other colour's (CSS Color 4 §13.3): oklch(0.5 0 none) and
    // oklch(0.7 0.1 120): L 0.6, C 0.05, h 120, alpha 0.
    let oklch = try Self.components("color-mix(in oklch, oklch(0.5 0 none) 0%, oklch(0.7 0.1 120) 0%)")
    #expect(oklch.alpha == 0 && oklch.space == .oklch)
    for (got, want) in zip(oklch.components, [0.6, 0.05, 120]) { #expect(abs(got - want) <= 1e-12) }
  }

  @Test("one and three colours: the same rule")
  func counts() throws {
    // One colour at 0%: that colour with alpha 0 (WPT: color(srgb 1 0 0 / 0)).
    #expect(try CSSColor(css: "color-mix(in srgb, red 0%)").computedCSSText == "color(srgb 1 0 0 / 0)")
    // red + green at 0.5: (0.5, 0.5·128/255, 0); then with blue at 0.5: (0.25, 32/255, 0.5).
    let three = try Self.components("color-mix(in srgb, red 0%, green 0%, blue 0%)")
    #expect(three.alpha == 0)
    for (got, want) in zip(three.components, [0.25, 32.0 / 255, 0.5]) { #expect(abs(got - want) <= 1e-15) }
  }
}
