import Foundation
import MotionCurvesColor
import PropertyBased
import TestSupport
import Testing

/// Source-over with straight and premultiplied alpha and the general blend-then-composite formula
/// (Compositing and Blending Level 1 §5, §9): the spec's worked examples, the exact reference of
/// `Fixtures/blend-reference.json`, the alpha edge cases, straight and premultiplied paths
/// against each other, group invariance, and `CSSColor.composited(over:blendMode:in:)`.
@Suite("Compositing: alpha")
struct CompositingAlphaTests {
  static let u = 0x1p-53

  /// Straight RGBA pairs: channels in [0, 1] (some exactly 0, 1 or ½), alphas in [0, 1] (some
  /// exactly 0 or 1).
  static let pairs = PropertyBased.zip(Gen.double(in: 0...1).array(of: 8...8), Gen.int(in: 0..<12).array(of: 8...8))
    .map { (values: [Double], picks: [Int]) -> (SIMD4<Double>, SIMD4<Double>) in
      let v = Swift.zip(values, picks).map { v, p in p < 3 ? [0, 1, 0.5][p] : v }
      return (SIMD4(v[0], v[1], v[2], v[3]), SIMD4(v[4], v[5], v[6], v[7]))
    }


  @Test("the spec's §5 examples: red over nothing, blue over red, half blue over red, half blue over half red")
  func specExamples() {
    let red = SIMD4<Double>(1, 0, 0, 1), blue = SIMD4<Double>(0, 0, 1, 1)
    let clearBlack = SIMD4<Double>(0, 0, 0, 0)
    // co = RGB(1,0,0)·1 + RGB(0,0,0)·0·(1 − 1) = RGB(1,0,0); αo = 1.
    #expect(ColorCompositing.sourceOver(red, over: clearBlack) == red)
    // co = RGB(0,0,1)·1 + RGB(1,0,0)·1·0 = RGB(0,0,1).
    #expect(ColorCompositing.sourceOver(blue, over: red) == blue)
    // co = RGB(0,0,1)·0.5 + RGB(1,0,0)·1·0.5 = RGB(0.5,0,0.5); αo = 0.5 + 1·0.5 = 1.
    let halfBlue = SIMD4<Double>(0, 0, 1, 0.5)
    #expect(ColorCompositing.sourceOver(halfBlue, over: red) == SIMD4(0.5, 0, 0.5, 1))
    // co = RGB(0,0,1)·0.5 + RGB(1,0,0)·0.5·0.5 = RGB(0.25, 0, 0.5); αo = 0.75; Co = (1/3, 0, 2/3).
    let halfRed = SIMD4<Double>(1, 0, 0, 0.5)
    let straight = ColorCompositing.sourceOver(halfBlue, over: halfRed)
    #expect(isClose(straight, SIMD4(1.0 / 3, 0, 2.0 / 3, 0.75), .absolute(8 * Self.u)))
    #expect(straight.w == 0.75)
    // The same with premultiplied colours: cs = (0, 0, 0.5, 0.5), cb = (0.5, 0, 0, 0.5) →
    // co = cs + cb·(1 − 0.5) = (0.25, 0, 0.5, 0.75), exactly.
    let premultiplied = ColorCompositing.sourceOver(
      premultiplied: ColorCompositing.premultiplied(halfBlue), over: ColorCompositing.premultiplied(halfRed))
    #expect(premultiplied == SIMD4(0.25, 0, 0.5, 0.75))
    #expect(isClose(ColorCompositing.unpremultiplied(premultiplied), straight, .absolute(2 * Self.u)))
    // The blend modes reduce to these at normal.
    #expect(ColorBlendMode.normal.composite(halfBlue, over: halfRed) == straight)
  }

  @Test("every mode at 32 colour and alpha pairs is within 12·2⁻⁵³ of the exact general formula (8 for normal)")
  func exactReference() {
    let cases = CompositingBlendModeTests.Reference.shared?.composite ?? []
    #expect(cases.count == 384)
    var failures: [String] = []
    for c in cases {
      let s = SIMD4(c.source[0], c.source[1], c.source[2], c.source[3])
      let b = SIMD4(c.backdrop[0], c.backdrop[1], c.backdrop[2], c.backdrop[3])
      let got = c.mode.composite(s, over: b)
      let bound: Double = c.mode == .normal ? 8 : 12
      for i in 0..<4 {
        let e = abs((got[i] - c.exact[i][0]) - c.exact[i][1]) / Self.u
        if e > (i == 3 ? 3 : bound) { failures.append("\(c.mode.cssName) \(s) over \(b): [\(i)] \(got[i]) vs \(c.exact[i]): \(e)") }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("premultiplied path: within 32·2⁻⁵³ of the exact formula, except at color-dodge's and color-burn's poles")
  func premultipliedReference() {
    let cases = CompositingBlendModeTests.Reference.shared?.composite ?? []
    #expect(cases.count == 384)
    var failures: [String] = []
    for c in cases {
      let s = SIMD4(c.source[0], c.source[1], c.source[2], c.source[3])
      let b = SIMD4(c.backdrop[0], c.backdrop[1], c.backdrop[2], c.backdrop[3])
      let ps = ColorCompositing.premultiplied(s), pb = ColorCompositing.premultiplied(b)
      let got = ColorCompositing.unpremultiplied(c.mode.composite(premultiplied: ps, over: pb))
      if c.mode == .colorDodge || c.mode == .colorBurn {
        // The division cs/αs moves B's argument by an ulp, and B's slope near its pole
        // (cb/(1 − cs)² or (1 − cb)/cs²) multiplies that: compare with the straight path at the
        // colours the division recovers, where both paths evaluate B at the same point.
        let recovered = c.mode.composite(ColorCompositing.unpremultiplied(ps), over: ColorCompositing.unpremultiplied(pb))
        if !isClose(got, recovered, .absolute(32 * Self.u)) { failures.append("\(c.mode.cssName) \(s) over \(b): \(got) vs \(recovered)") }
        continue
      }
      for i in 0..<4 {
        let e = abs((got[i] - c.exact[i][0]) - c.exact[i][1]) / Self.u
        if e > 32 { failures.append("\(c.mode.cssName) \(s) over \(b): [\(i)] \(got[i]) vs \(c.exact[i]): \(e)") }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("alpha edge cases: both transparent, transparent source, transparent backdrop, opaque source, opaque backdrop", arguments: ColorBlendMode.allCases)
  func alphaEdges(mode: ColorBlendMode) async {
    await propertyCheck(count: 500, input: Self.pairs) { pair in
      let (s, b) = pair
      let clearS = SIMD4(s.x, s.y, s.z, 0), clearB = SIMD4(b.x, b.y, b.z, 0)
      // Both fully transparent: transparent black, whatever the colours.
      #expect(mode.composite(clearS, over: clearB) == .zero)
      #expect(mode.composite(premultiplied: .zero, over: .zero) == .zero)
      // A transparent source leaves the backdrop: co = αb·Cb, αo = αb, so Co = fl(αb·Cb)/αb,
      // within 2 roundings; premultiplied, exactly.
      if b.w > 0 {
        #expect(isClose(mode.composite(clearS, over: b), b, .absolute(2 * Self.u)))
        let pb = ColorCompositing.premultiplied(b)
        #expect(mode.composite(premultiplied: .zero, over: pb) == pb)
      }
      // Over a transparent backdrop the source is unblended (Cs′ = Cs): within 2 roundings.
      if s.w > 0 {
        #expect(isClose(mode.composite(s, over: clearB), s, .absolute(2 * Self.u)))
        let ps = ColorCompositing.premultiplied(s)
        #expect(mode.composite(premultiplied: ps, over: .zero) == ps)
      }
      // An opaque source or backdrop makes the result opaque, exactly.
      let opaqueS = SIMD4(s.x, s.y, s.z, 1), opaqueB = SIMD4(b.x, b.y, b.z, 1)
      #expect(mode.composite(opaqueS, over: b).w == 1)
      #expect(mode.composite(s, over: opaqueB).w == 1)
      // Both opaque: exactly B(Cb, Cs) (for normal, exactly the source).
      let blended = mode == .normal ? SIMD3(s.x, s.y, s.z) : mode.blend(backdrop: SIMD3(b.x, b.y, b.z), source: SIMD3(s.x, s.y, s.z))
      #expect(mode.composite(opaqueS, over: opaqueB) == SIMD4(blended, 1))
      #expect(mode.composite(premultiplied: opaqueS, over: opaqueB) == SIMD4(blended, 1))
    }
  }

  @Test("source-over of an opaque source is the source, exactly, straight and premultiplied")
  func opaqueSource() async {
    await propertyCheck(count: 1000, input: Self.pairs) { pair in
      let (s, b) = pair
      let opaque = SIMD4(s.x, s.y, s.z, 1)
      #expect(ColorCompositing.sourceOver(opaque, over: b) == opaque)
      #expect(ColorCompositing.sourceOver(premultiplied: opaque, over: ColorCompositing.premultiplied(b)) == opaque)
    }
  }

  @Test("straight and premultiplied paths agree within 32·2⁻⁵³", arguments: ColorBlendMode.allCases)
  func pathsAgree(mode: ColorBlendMode) async {
    await propertyCheck(count: 1000, input: Self.pairs) { pair in
      let (s, b) = pair
      let ps = ColorCompositing.premultiplied(s), pb = ColorCompositing.premultiplied(b)
      let viaPremultiplied = ColorCompositing.unpremultiplied(mode.composite(premultiplied: ps, over: pb))
      // Away from color-dodge's and color-burn's poles the original straight colours do; at the
      // poles, B's slope amplifies the ulp the division cs/αs costs, so both paths are compared
      // at the colours the division recovers.
      let poles = mode == .colorDodge || mode == .colorBurn
      let straightS = poles ? ColorCompositing.unpremultiplied(ps) : s
      let straightB = poles ? ColorCompositing.unpremultiplied(pb) : b
      let viaStraight = mode.composite(straightS, over: straightB)
      #expect(isClose(viaPremultiplied, viaStraight, .absolute(32 * Self.u)), "\(s) over \(b): \(viaPremultiplied) vs \(viaStraight)")
    }
  }

  @Test("results stay in [0, 1]: ≥ 0 exactly (every term is non-negative), ≤ 1 within the 12·2⁻⁵³ bound", arguments: ColorBlendMode.allCases)
  func resultRange(mode: ColorBlendMode) async {
    await propertyCheck(count: 1000, input: Self.pairs) { pair in
      let (s, b) = pair
      let r = mode.composite(s, over: b)
      #expect(r.min() >= 0 && r.max() <= 1 + 12 * Self.u, "\(r)")
      #expect(r.w <= 1)
    }
  }

  @Test("source-over is group invariant (§7.1): A over (B over C) = (A over B) over C")
  func groupInvariance() async {
    await propertyCheck(count: 1000, input: Self.pairs, Gen.double(in: 0...1).array(of: 4...4)) { pair, c in
      let a = ColorCompositing.premultiplied(pair.0), b = ColorCompositing.premultiplied(pair.1)
      let cc = ColorCompositing.premultiplied(SIMD4(c[0], c[1], c[2], c[3]))
      let left = ColorCompositing.sourceOver(premultiplied: a, over: ColorCompositing.sourceOver(premultiplied: b, over: cc))
      let right = ColorCompositing.sourceOver(premultiplied: ColorCompositing.sourceOver(premultiplied: a, over: b), over: cc)
      // Each side rounds 1 − α, a product and a sum per level on values ≤ 1.
      #expect(isClose(left, right, .absolute(6 * Self.u)), "\(left) vs \(right)")
    }
  }

  @Test("premultiplying and back returns each channel within 2 ulps; alpha 0 gives transparent black")
  func premultiplyRoundTrip() async {
    await propertyCheck(count: 1000, input: Self.pairs) { pair in
      let s = pair.0
      let back = ColorCompositing.unpremultiplied(ColorCompositing.premultiplied(s))
      if s.w == 0 {
        #expect(back == .zero)
      } else {
        #expect(back.w == s.w)
        for i in 0..<3 { #expect(abs(back[i] - s[i]) <= 2 * max(s[i].ulp, Double.leastNormalMagnitude), "\(s)") }
      }
      if s.w == 1 { #expect(back == s) }
    }
  }

  @Test("CSSColor.composited: the spec's example in CSS text, screen over black, srgb-linear, none as 0, alpha clamped")
  func cssColors() throws {
    let halfBlue = try CSSColor(css: "rgb(0 0 255 / 0.5)"), halfRed = try CSSColor(css: "rgb(255 0 0 / 0.5)")
    let over = try halfBlue.composited(over: halfRed)
    // (1/3, 0, 2/3) · 255 = (85, 0, 170); αo = 0.75.
    #expect(over.computedCSSText == "rgba(85, 0, 170, 0.75)")
    #expect(over.space == .srgb && over.isLegacy)
    #expect(abs(over.components.x - 1.0 / 3) <= 8 * Self.u && abs(over.components.z - 2.0 / 3) <= 8 * Self.u)
    // Screen over opaque black gives the colour itself, exactly (B(0, c) = c).
    let teal = try CSSColor(css: "rgb(43 150 153)"), black = try CSSColor(css: "black")
    let lit = try teal.composited(over: black, blendMode: .screen)
    #expect(lit.components == teal.components && lit.alpha == 1)
    // 50 % white over black in linear light is linear 0.5: sRGB 0.7353569830524495 (the sRGB
    // transfer of 0.5: 1.055·0.5^(1/2.4) − 0.055), against 0.5 when composited gamma-encoded.
    let halfWhite = try CSSColor(css: "rgb(255 255 255 / 0.5)")
    let linear = try halfWhite.composited(over: black, in: .srgbLinear)
    #expect(linear.space == .srgbLinear && !linear.isLegacy)
    #expect(linear.components == SIMD3(0.5, 0.5, 0.5))
    #expect(abs(linear.converted(to: .srgb).components.x - 0.7353569830524495) <= 1e-15)
    #expect(try halfWhite.composited(over: black).components == SIMD3(0.5, 0.5, 0.5))
    // Missing components render as 0.
    let noRed = try CSSColor(css: "rgb(none 255 0)")
    #expect(try noRed.composited(over: black).components == SIMD3(0, 1, 0))
    // Alpha outside [0, 1] is clamped first: alpha 1.5 is opaque, −1 transparent.
    let bright = CSSColor(space: .srgb, components: SIMD3(1, 0, 0), alpha: 1.5)
    let blue = try CSSColor(css: "blue")
    #expect(try bright.composited(over: blue).components == SIMD3(1, 0, 0))
    let ghost = CSSColor(space: .srgb, components: SIMD3(1, 0, 0), alpha: -1)
    #expect(try ghost.composited(over: blue).components == SIMD3(0, 0, 1))
    // A display-p3 colour composites in display-p3 when asked, and the result is not legacy.
    let p3 = try CSSColor(css: "color(display-p3 1 0 0 / 0.5)")
    let inP3 = try p3.composited(over: black, in: .displayP3)
    #expect(inP3.space == .displayP3 && !inP3.isLegacy && inP3.components == SIMD3(0.5, 0, 0))
  }

  @Test("compositing outside an RGB space is an error naming the space", arguments: [CSSColorSpace.lab, .oklch, .xyzD65, .hsl])
  func notRGB(space: CSSColorSpace) throws {
    let red = try CSSColor(css: "red")
    let error = #expect(throws: ColorCompositingError.self) { try red.composited(over: red, in: space) }
    #expect(error == .notAnRGBSpace(space))
    #expect(error?.description.hasPrefix("\(space.cssName) is not an RGB space") == true)
  }
}
