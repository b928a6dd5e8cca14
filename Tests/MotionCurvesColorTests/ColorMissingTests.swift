import MotionCurvesColor
import Testing

/// Missing components through conversion (CSS Color 4 §12.2 "carried forward"), powerless hues,
/// and the four achromatic cases where floating-point noise would otherwise invent a hue.
@Suite("Color missing components")
struct ColorMissingTests {
  @Test("analogous components stay missing; analogous sets travel whole or not at all")
  func carriedForward() throws {
    let cases: [(String, CSSColorSpace, CSSColor.Missing)] = [
      // Individually analogous: reds r ↔ x, lightness, colourfulness C ↔ S, hue.
      ("color(srgb none 0.5 0.5)", .displayP3, [.first]),
      ("color(srgb none 0.5 0.5)", .xyzD50, [.first]),
      ("lch(none 30 40)", .oklab, [.first]),
      ("lch(50 30 none)", .oklch, [.third]),
      // … and a missing chroma converts as 0, so the target also finds the hue powerless.
      ("lch(50 none 40)", .oklch, [.second, .third]),
      ("lch(50 none 40)", .hsl, [.first, .second]),
      ("hsl(none 50% 50%)", .oklch, [.third]),
      ("oklch(0.5 0.1 none)", .hwb, [.first]),
      ("oklab(0.5 none 0.1)", .lab, [.second]),
      // Sets: lab's a, b ↔ lch's C, h only when both are missing.
      ("lab(50 none none)", .lch, [.second, .third]),
      ("lab(50 0.1 none)", .lch, []),
      ("color(srgb none none none)", .oklab, [.first, .second, .third]),
      ("color(srgb none none 0.5)", .oklab, []),
      // hwb's whiteness and blackness have no analogue; in sRGB the hue has none either, so the
      // set is all three.
      ("hwb(none none none)", .srgb, [.first, .second, .third]),
      ("hwb(120 none none)", .srgb, []),
      ("hwb(none none none)", .hsl, [.first, .second, .third]),
      ("hwb(none none 10%)", .hsl, [.first]),
      // Alpha is analogous to alpha.
      ("oklch(0.5 0.1 30 / none)", .srgb, [.alpha]),
    ]
    for (text, target, expected) in cases {
      let c = try CSSColor(css: text).converted(to: target)
      #expect(c.missing == expected, "\(text) → \(target.cssName): \(c)")
      for i in 0..<3 where c.missing.contains(.component(i)) { #expect(c.components[i] == 0) }
    }
    // Missing components convert as 0, and same-space conversion is the identity.
    let none = try CSSColor(css: "oklch(0.5 none 30)")
    #expect(none.converted(to: .oklch) == none)
    #expect(none.converted(to: .srgb).components == CSSColor(.oklch, 0.5, 0, 30).converted(to: .srgb).components)
  }

  @Test("powerless hues become missing at the spec's thresholds")
  func powerless() {
    // LCh: C ≤ 0.0015; OkLCh: C ≤ 0.000004 (conversions.js).
    #expect(CSSColor(.lab, 50, 0.0015, 0).converted(to: .lch).hue == nil)
    #expect(CSSColor(.lab, 50, 0.0016, 0).converted(to: .lch).hue == 0)
    #expect(CSSColor(.oklab, 0.5, 0, 0.000004).converted(to: .oklch).hue == nil)
    #expect(CSSColor(.oklab, 0.5, 0, 0.000005).converted(to: .oklch).hue == 90)
    // HSL: s = 0; HWB: w + b ≥ 100.
    #expect(CSSColor(.srgb, 0.4, 0.4, 0.4).converted(to: .hsl).hue == nil)
    #expect(CSSColor(.srgb, 0.4, 0.4, 0.4).converted(to: .hwb).hue == nil)
    #expect(CSSColor(.srgb, 1.2, 1.2, 1.2).converted(to: .hwb).hue == nil)
    #expect(CSSColor(.srgb, 0.4, 0.4, 0.5).converted(to: .hsl).hue == 240)
  }

  @Test("four tricky achromatic cases: no hue out of rounding noise")
  func achromatic() throws {
    // 1. sRGB white through XYZ and Bradford to LCh: a, b come out ~1e-14, not 0; the hue of that
    //    noise (atan2 of two rounding errors) must not survive — C ≤ 0.0015 makes it missing.
    let white = try CSSColor(css: "white").converted(to: .lch)
    #expect(white.hue == nil && abs(white.components.x - 100) <= 1e-12 && white.components.y <= 1e-12)
    // 2. lab(100 0 0) to hsl: sRGB comes back as (1 − 3e-16, 1 − 1e-16, 1 − 3e-16), so the spec's
    //    exact test max − min = 0 fails and s = (max − l)/min(l, 1 − l) divides noise by noise
    //    (s ≈ 67 %, hue 120). Spreads ≤ 1e-14 count as grey: hsl(none 0 100).
    let labWhite = try CSSColor(css: "lab(100 0 0)").converted(to: .hsl)
    #expect(labWhite.hue == nil && labWhite.components.y == 0 && abs(labWhite.components.z - 100) <= 1e-12)
    // 3. OkLCh just under and over its threshold keeps or loses its hue by the spec's rule, through
    //    a round trip (the tiny chroma itself survives to 1e-15).
    let faint = CSSColor(.oklch, 0.5, 0.000003, 120).converted(to: .xyzD65).converted(to: .oklch)
    #expect(faint.hue == nil && abs(faint.components.y - 0.000003) <= 1e-15)
    let visible = CSSColor(.oklch, 0.5, 0.000006, 120).converted(to: .xyzD65).converted(to: .oklch)
    #expect(abs((visible.hue ?? 0) - 120) <= 1e-8)
    // 4. hwb with w + b ≥ 100 is a grey w/(w + b); kept as written in its own space, it loses the
    //    hue only on conversion, and the grey goes to hsl without a hue or saturation.
    let greyHWB = try CSSColor(css: "hwb(120 60% 60%)")
    #expect(greyHWB.converted(to: .hwb).hue == 120)
    let grey = greyHWB.converted(to: .hsl)
    #expect(grey.hue == nil && grey.components == SIMD3(0, 0, 50))
    #expect(greyHWB.converted(to: .srgb).components == SIMD3(repeating: 0.5))
  }

  @Test("sRGB values in the band between the spec's two thresholds round-trip")
  func transferBand() {
    // 0.04045 decodes by the linear branch; the sample code would encode 0.04045/12.92 by the power
    // branch (it switches at 0.0031308) and return 0.04044997.
    for v in [0.040449936, 0.04044995, 0.04045, 0.0404501, -0.04045] {
      let back = CSSColor(.srgb, v, 0.5, 0.5).converted(to: .srgbLinear).converted(to: .srgb)
      #expect(abs(back.components.x - v) <= 1e-17, "\(v) → \(back.components.x)")
    }
  }
}
