import MotionCurvesColor
import Testing
import TestSupport

/// `none` through `color-mix()` and interpolation, by CSS Color 4 §13.2 "Interpolating with Missing
/// Components" (§12.2 in earlier snapshots): a missing component is carried forward into its
/// analogous component of the interpolation space (reds r, x; greens g, y; blues b, z; lightness L;
/// colorfulness C, S; hue H; opponent a; opponent b), and when every component of an *analogous
/// set* (the components left once the analogous ones are removed) is missing, the other space's set
/// is missing too (csswg-drafts #10210; the spec's example: `lab(50% none none)` to LCH is
/// `lch(50% none none)`, "rather than `lch(50% 0 0)`"). A carried component then takes the other
/// colour's value.
///
/// A differential run read `lch(29.24 none none)` in oklab as `oklab(L 0 0)`: that is the reading
/// without analogous sets (the harness reference's, and Chromium's *animation*, which resolves
/// every `none` to 0). By the spec, lch's C and H and oklab's a and b are the two spaces' analogous
/// sets, both missing, so a and b are carried; Chromium 156's `color-mix()` agrees
/// (`color-mix(in oklab, lch(29.24 none none), oklab(0.7 0.1 -0.05))` is `oklab(0.545 0.1 -0.05)`).
///
/// Expected values: mpmath at 50 digits from the spec's sample-code constants
/// (../shared/conformance/css-color-constants.json: lin_sRGB_to_XYZ_D65 as rationals, the Bradford
/// matrices, Lab's ε = 216/24389 and κ = 24389/27 with the D50 white from its chromaticities,
/// OKLab.XYZ_D65_to_LMS, cube roots, OKLab.LMS_cbrt_to_OKLab), a missing component taken as 0 for
/// the conversion:
///
/// - lab(29.24 0 0) in oklab: (0.39000000000000003667, −3.2e-16, 8.2e-19);
/// - lab(50 0 20) in oklab: (0.56699316352471478709, −0.0029179493828444292724, 0.049768873068127888495);
/// - sRGB (½, ½, ½) in lab: L = 53.388964741114308230 (a, b ≈ 3e-14, a powerless hue);
/// - sRGB (0, ½, 0.2) in xyz-d65: (0.082512534190882927566, 0.15546542938885062114, 0.056979731625116280651).
@Suite("Color missing components in mixes")
struct ColorMissingMixTests {
  static func expect(
    _ color: CSSColor, _ space: CSSColorSpace, _ expected: SIMD3<Double>, missing: CSSColor.Missing = [],
    _ tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(color.space == space, "\(color)", sourceLocation: sourceLocation)
    #expect(color.missing == missing, "\(color)", sourceLocation: sourceLocation)
    #expect(isClose(color.components, expected, .absolute(tolerance)), "\(color)", sourceLocation: sourceLocation)
  }

  static let other = "oklab(0.7 0.1 -0.05)"

  @Test("lch(29.24 none none) in oklab: C, H ↔ a, b are an analogous set, so a and b are carried")
  func lchSetIntoOklab() throws {
    let lch = try CSSColor(css: "lch(29.24 none none)")
    // Converted: L is analogous (a value); a, b carried as missing, not 0 (stored as 0 either way).
    Self.expect(lch.converted(to: .oklab), .oklab, [0.39000000000000003667, 0, 0], missing: [.second, .third], 1e-13)
    // Mixed 50/50 with oklab(0.7 0.1 -0.05): L = (0.39 + 0.7)/2 and a, b are the other colour's.
    // (Without the set rule it would be (0.545, 0.05, -0.025): a, b halfway to 0.)
    let mixed = try CSSColor(css: "color-mix(in oklab, lch(29.24 none none), \(Self.other))")
    Self.expect(mixed, .oklab, [0.54500000000000001834, 0.1, -0.05], 1e-13)
    #expect(mixed.alpha == 1)
    // The same through interpolation (CSS's default space for non-legacy colours is Oklab), and
    // at the ends: the lch colour with the carried a, b filled in, and the other colour exactly.
    let end = try CSSColor(css: Self.other)
    Self.expect(lch.interpolated(to: end, at: 0.5), .oklab, [0.54500000000000001834, 0.1, -0.05], 1e-13)
    Self.expect(lch.interpolated(to: end, at: 0), .oklab, [0.39000000000000003667, 0.1, -0.05], 1e-13)
    #expect(lch.interpolated(to: end, at: 1).components == SIMD3(0.7, 0.1, -0.05))
    // Missing in both colours, a and b stay missing in the result.
    let both = try CSSColor(css: "color-mix(in oklab, lch(29.24 none none), oklab(0.7 none none))")
    Self.expect(both, .oklab, [0.54500000000000001834, 0, 0], missing: [.second, .third], 1e-13)
    // Half a set carries nothing: lch(29.24 none 40) has C = 0 for the conversion, a grey whose
    // a, b (≈ 1e-16) are values, so the mix is halfway to them.
    let half = try CSSColor(css: "color-mix(in oklab, lch(29.24 none 40), \(Self.other))")
    Self.expect(half, .oklab, [0.54500000000000001834, 0.05, -0.025], 1e-13)
  }

  @Test("hsl(120 none 50%) in lch: S and C are both colorfulness, so C is carried")
  func hslSaturationIntoLCH() throws {
    // The spec's table lists "Colorfulness: C, S" ("despite Saturation being Lightness-dependent,
    // it falls in the same category as Chroma"). hsl(120 0% 50%) is the grey (½, ½, ½): L =
    // 53.388964741114308230, its hue powerless (so missing too, and the other colour's 30).
    let hsl = try CSSColor(css: "hsl(120 none 50%)")
    Self.expect(hsl.converted(to: .lch), .lch, [53.388964741114308230, 0, 0], missing: [.second, .third], 1e-11)
    let mixed = try CSSColor(css: "color-mix(in lch, hsl(120 none 50%), lch(60 40 30))")
    Self.expect(mixed, .lch, [56.694482370557154115, 40, 30], 1e-11)
    // A saturation of 0 written out is a value: C is halfway from 0 (3e-14) to 40.
    let zero = try CSSColor(css: "color-mix(in lch, hsl(120 0% 50%), lch(60 40 30))")
    Self.expect(zero, .lch, [56.694482370557154115, 20, 30], 1e-11)
  }

  @Test("rgb(none 50% 20%) in xyz: r and x are both reds, so x is carried")
  func rgbRedIntoXYZ() throws {
    // The XYZ spaces count as "super-saturated RGB spaces": r ↔ x, g ↔ y, b ↔ z. With r = 0 the
    // colour is (0.0825…, 0.15546542938885062114, 0.056979731625116280651) in xyz-d65.
    let rgb = try CSSColor(css: "rgb(none 50% 20%)")
    Self.expect(
      rgb.converted(to: .xyzD65), .xyzD65, [0, 0.15546542938885062114, 0.056979731625116280651], missing: [.first], 1e-14)
    let mixed = try CSSColor(css: "color-mix(in xyz, rgb(none 50% 20%), color(xyz 0.3 0.2 0.1))")
    Self.expect(mixed, .xyzD65, [0.3, 0.17773271469442531057, 0.078489865812558140325], 1e-14)
    // In a space without reds (oklab) the r is not carried: no component of oklab is missing.
    #expect(rgb.converted(to: .oklab).missing.isEmpty)
  }

  @Test("lab(50 none 20) in oklab: a is opponent a in both, so it is carried")
  func labAIntoOklab() throws {
    let lab = try CSSColor(css: "lab(50 none 20)")
    Self.expect(
      lab.converted(to: .oklab), .oklab, [0.56699316352471478709, 0, 0.049768873068127888495], missing: [.second], 1e-13)
    let mixed = try CSSColor(css: "color-mix(in oklab, lab(50 none 20), \(Self.other))")
    Self.expect(mixed, .oklab, [0.63349658176235739355, 0.1, -0.00011556346593605575248], 1e-13)
  }

  @Test("every pair of space families: what the spec carries, and what it does not")
  func pairs() throws {
    let cases: [(String, CSSColorSpace, CSSColor.Missing)] = [
      // rgb family ↔ xyz: r ↔ x, g ↔ y, b ↔ z, no set.
      ("color(xyz none 0.2 none)", .srgb, [.first, .third]),
      ("color(display-p3 0.5 none 0.5)", .xyzD50, [.second]),
      // lab ↔ oklab: L, a, b each analogous.
      ("oklab(none 0.1 none)", .lab, [.first, .third]),
      // lch ↔ oklch: L, C, H each analogous.
      ("lch(none 30 none)", .oklch, [.first, .third]),
      // lch ↔ hsl: H, C ↔ S and L each analogous.
      ("oklch(0.6 0.1 none)", .hsl, [.first]),
      ("lch(none 30 40)", .hsl, [.third]),
      // hsl ↔ hwb: H only; hsl's S, L and hwb's W, B are the sets.
      ("hwb(120 none none)", .hsl, [.second, .third]),
      ("hwb(120 none 10%)", .hsl, []),
      // hwb ↔ lch: H; the sets are W, B and L, C.
      ("hwb(120 none none)", .lch, [.first, .second]),
      ("hwb(none 10% 10%)", .lch, [.third]),
      // lch ↔ oklab: L; the sets are C, H and a, b.
      ("oklab(0.5 none none)", .lch, [.second, .third]),
      ("oklab(0.5 none 0.1)", .lch, []),
      // rgb ↔ lab: no analogous component, the set is all three.
      ("color(srgb none none 0.5)", .lab, []),
      ("rgb(none none none / 50%)", .oklab, [.first, .second, .third]),
    ]
    for (text, target, expected) in cases {
      let c = try CSSColor(css: text).converted(to: target)
      #expect(c.missing == expected, "\(text) → \(target.cssName): \(c)")
    }
    // The spec's example: rgb(none none none / 50%) in OKLab is oklab(none none none / 50%).
    #expect(try CSSColor(css: "rgb(none none none / 50%)").converted(to: .oklab).alpha == 0.5)
  }
}
