import Foundation
import MotionCurvesColor
import PropertyBased
import TestSupport
import Testing

/// The 12 separable blend modes of Compositing and Blending Level 1 §10.2: every mode against the
/// spec's formula evaluated exactly (`Fixtures/blend-reference.json`, written by
/// `make-blend-reference.py` with Python fractions and mpmath), a few values worked by hand, the
/// spec's invariants, and the [0, 1] range.
@Suite("Compositing: blend modes")
struct CompositingBlendModeTests {
  /// 2⁻⁵³: half an ulp of 1, the unit of every bound below.
  static let u = 0x1p-53

  /// The fixture, read with `JSONDecoder`, which rounds 17-digit decimals correctly
  /// (`JSONSerialization` on Linux does not: it reads 0.19999999999999996 as …93).
  struct Reference: Decodable {
    struct Blend: Decodable {
      let mode: ColorBlendMode
      let cb: Double
      let cs: Double
      /// The exact value as a double-double: exact[0] + exact[1].
      let exact: [Double]
    }
    struct Composite: Decodable {
      let mode: ColorBlendMode
      let source: [Double]
      let backdrop: [Double]
      /// Straight (r, g, b, a), each exact as a double-double.
      let exact: [[Double]]
    }
    let blend: [Blend]
    let composite: [Composite]

    static let shared: Reference? = {
      guard let url = fixtureURL(named: "blend-reference"),
        let data = try? Data(contentsOf: url)
      else { return nil }
      return try? JSONDecoder().decode(Reference.self, from: data)
    }()
  }

  static let cases = Reference.shared?.blend ?? []

  /// |got − (hi + lo)| in units of 2⁻⁵³; got − hi is exact (the two are within a factor 2, or hi is 0).
  static func error(_ got: Double, _ hi: Double, _ lo: Double) -> Double {
    abs((got - hi) - lo) / u
  }

  @Test("every mode at the 64 grid points (0, 0.1, 0.25, 0.3, 0.5, 0.7, 0.75, 1)² is within 4·2⁻⁵³ of the exact formula (screen, exclusion, soft-light's darkening branch within 3 ulps)")
  func exactReference() {
    #expect(Self.cases.count == 768)
    for mode in ColorBlendMode.allCases { #expect(Self.cases.filter { $0.mode == mode }.count == 64) }
    var failures: [String] = []
    for c in Self.cases {
      let got = c.mode.blend(backdrop: c.cb, source: c.cs)
      let e = Self.error(got, c.exact[0], c.exact[1])
      if e > 4 { failures.append("\(c.mode.cssName)(\(c.cb), \(c.cs)) = \(got), exact \(c.exact): \(e)·2⁻⁵³") }
      // Sums of non-negative terms keep a relative bound: 3 ulps of the exact value.
      let relative = c.mode == .screen || c.mode == .exclusion || (c.mode == .softLight && c.cs <= 0.5)
      if relative && abs((got - c.exact[0]) - c.exact[1]) > 3 * c.exact[0].ulp {
        failures.append("\(c.mode.cssName)(\(c.cb), \(c.cs)) = \(got), exact \(c.exact): more than 3 ulps")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("normal, darken and lighten are exact; multiply and difference correctly rounded")
  func exactModes() {
    for c in Self.cases where [.normal, .darken, .lighten, .multiply, .difference].contains(c.mode) {
      // Correctly rounded: the result is hi, the double nearest the exact value (lo = 0 when exact).
      #expect(c.mode.blend(backdrop: c.cb, source: c.cs) == c.exact[0], "\(c.mode.cssName)(\(c.cb), \(c.cs))")
      if c.mode != .multiply && c.mode != .difference { #expect(c.exact[1] == 0) }
    }
  }

  @Test("values worked by hand from the spec's formulas")
  func handValues() {
    typealias M = ColorBlendMode
    // color-dodge(0.5, 0.5) = min(1, 0.5 / (1 − 0.5)) = min(1, 1) = 1; (0.25, 0.5) = 0.25/0.5 = 0.5.
    #expect(M.colorDodge.blend(backdrop: 0.5, source: 0.5) == 1)
    #expect(M.colorDodge.blend(backdrop: 0.25, source: 0.5) == 0.5)
    // The spec's special cases: cb = 0 → 0 even when cs = 1; cs = 1 → 1.
    #expect(M.colorDodge.blend(backdrop: 0, source: 1) == 0)
    #expect(M.colorDodge.blend(backdrop: 0.01, source: 1) == 1)
    // color-burn(0.5, 0.5) = 1 − min(1, 0.5/0.5) = 0; (0.75, 0.5) = 1 − 0.25/0.5 = 0.5.
    #expect(M.colorBurn.blend(backdrop: 0.5, source: 0.5) == 0)
    #expect(M.colorBurn.blend(backdrop: 0.75, source: 0.5) == 0.5)
    // cb = 1 → 1 even when cs = 0; cs = 0 → 0.
    #expect(M.colorBurn.blend(backdrop: 1, source: 0) == 1)
    #expect(M.colorBurn.blend(backdrop: 0.99, source: 0) == 0)
    // hard-light(0.5, 0.75) = screen(0.5, 0.5) = 0.5 + 0.5 − 0.25 = 0.75; (0.5, 0.25) = 0.5·0.5 = 0.25.
    #expect(M.hardLight.blend(backdrop: 0.5, source: 0.75) == 0.75)
    #expect(M.hardLight.blend(backdrop: 0.5, source: 0.25) == 0.25)
    // overlay(0.75, 0.5) = hard-light(0.5, 0.75) = 0.75.
    #expect(M.overlay.blend(backdrop: 0.75, source: 0.5) == 0.75)
    // soft-light, cs ≤ ½: (0.5, 0.25) = 0.5 − (1 − 0.5)·0.5·0.5 = 0.375.
    #expect(M.softLight.blend(backdrop: 0.5, source: 0.25) == 0.375)
    // cs > ½, cb ≤ ¼: D(0.25) = ((4 − 12)·0.25 + 4)·0.25 = 0.5, so (0.25, 0.75) = 0.25 + 0.5·0.25 = 0.375.
    #expect(M.softLight.blend(backdrop: 0.25, source: 0.75) == 0.375)
    // D(0.16) = ((2.56 − 12)·0.16 + 4)·0.16 = 2.4896·0.16 = 0.398336; (0.16, 1) = D(0.16).
    #expect(abs(M.softLight.blend(backdrop: 0.16, source: 1) - 0.398336) <= 4 * Self.u)
    // cb > ¼: D = √cb, (0.36, 1) = 0.6 and (0.5625, 1) = 0.75.
    #expect(abs(M.softLight.blend(backdrop: 0.36, source: 1) - 0.6) <= 4 * Self.u)
    #expect(M.softLight.blend(backdrop: 0.5625, source: 1) == 0.75)
    // screen(0.5, 0.5) = 0.75; exclusion(0.5, 0.5) = 1 − 0.5 = 0.5; difference(0.25, 0.75) = 0.5.
    #expect(M.screen.blend(backdrop: 0.5, source: 0.5) == 0.75)
    #expect(M.exclusion.blend(backdrop: 0.5, source: 0.5) == 0.5)
    #expect(M.difference.blend(backdrop: 0.25, source: 0.75) == 0.5)
  }

  /// Eight channels in [0, 1], a quarter of them replaced by 0, 1, ½ or ¼ (the spec's branch points).
  static let channels = PropertyBased.zip(Gen.double(in: 0...1).array(of: 8...8), Gen.int(in: 0..<16).array(of: 8...8))
    .map { (values: [Double], picks: [Int]) -> [Double] in
      Swift.zip(values, picks).map { v, p in p < 4 ? [0, 1, 0.5, 0.25][p] : v }
    }

  @Test("for channels in [0, 1] every mode's result is in [0, 1]", arguments: ColorBlendMode.allCases)
  func range(mode: ColorBlendMode) async {
    await propertyCheck(count: 2000, input: Self.channels) { c in
      for i in stride(from: 0, to: 8, by: 2) {
        let b = mode.blend(backdrop: c[i], source: c[i + 1])
        #expect(b >= 0 && b <= 1, "\(mode.cssName)(\(c[i]), \(c[i + 1])) = \(b)")
      }
    }
  }

  @Test("the spec's invariants: neutral and absorbing colours, symmetry, screen as the complement of multiply")
  func invariants() async {
    typealias M = ColorBlendMode
    let u = Self.u
    await propertyCheck(count: 2000, input: Self.channels) { c in
      let a = c[0], b = c[1]
      // normal selects the source.
      #expect(M.normal.blend(backdrop: a, source: b) == b)
      // multiply and screen, darken, lighten and difference are symmetric exactly; screen and
      // exclusion up to their rounding.
      #expect(M.multiply.blend(backdrop: a, source: b) == M.multiply.blend(backdrop: b, source: a))
      #expect(M.darken.blend(backdrop: a, source: b) == M.darken.blend(backdrop: b, source: a))
      #expect(M.lighten.blend(backdrop: a, source: b) == M.lighten.blend(backdrop: b, source: a))
      #expect(M.difference.blend(backdrop: a, source: b) == M.difference.blend(backdrop: b, source: a))
      #expect(abs(M.screen.blend(backdrop: a, source: b) - M.screen.blend(backdrop: b, source: a)) <= 4 * u)
      #expect(abs(M.exclusion.blend(backdrop: a, source: b) - M.exclusion.blend(backdrop: b, source: a)) <= 4 * u)
      // screen = 1 − (1 − a)(1 − b) = 1 − multiply of the complements.
      let complement = 1 - M.multiply.blend(backdrop: 1 - a, source: 1 - b)
      #expect(abs(M.screen.blend(backdrop: a, source: b) - complement) <= 4 * u)
      // overlay(a, b) = hard-light(b, a), exactly as defined.
      #expect(M.overlay.blend(backdrop: a, source: b) == M.hardLight.blend(backdrop: b, source: a))
      // Neutral colours: multiply by white, screen / difference / exclusion / dodge with black,
      // burn with white, hard-light and soft-light with ½ leave the backdrop unchanged.
      #expect(M.multiply.blend(backdrop: a, source: 1) == a)
      #expect(M.screen.blend(backdrop: a, source: 0) == a)
      #expect(M.difference.blend(backdrop: a, source: 0) == a)
      #expect(M.exclusion.blend(backdrop: a, source: 0) == a)
      #expect(M.colorDodge.blend(backdrop: a, source: 0) == a)
      #expect(abs(M.colorBurn.blend(backdrop: a, source: 1) - a) <= u)
      #expect(M.hardLight.blend(backdrop: a, source: 0.5) == a)
      #expect(M.softLight.blend(backdrop: a, source: 0.5) == a)
      #expect(M.overlay.blend(backdrop: 0.5, source: b) == b)
      // Absorbing colours: multiply by black is black, screen with white is white; painting with
      // white inverts under difference and exclusion.
      #expect(M.multiply.blend(backdrop: a, source: 0) == 0)
      #expect(M.screen.blend(backdrop: a, source: 1) == 1)
      #expect(M.difference.blend(backdrop: a, source: 1) == 1 - a)
      #expect(abs(M.exclusion.blend(backdrop: a, source: 1) - (1 - a)) <= u)
      // multiply is never lighter than either colour: a·b ≤ min(a, b) exactly, and rounding to
      // nearest cannot cross a double. screen is never darker in exact arithmetic; rounded,
      // a + fl(b·(1 − a)) can fall half an ulp of b(1 − a) short when a(1 − b) is smaller than
      // that, so the bound is max(a, b) − 2⁻⁵³.
      #expect(M.multiply.blend(backdrop: a, source: b) <= min(a, b))
      #expect(M.screen.blend(backdrop: a, source: b) >= max(a, b) - u)
    }
  }

  @Test("screen is associative: three layers give 1 − Π(1 − cₖ) in any grouping")
  func screenAssociative() async {
    typealias M = ColorBlendMode
    await propertyCheck(count: 2000, input: Self.channels) { c in
      let (a, b, d) = (c[0], c[1], c[2])
      let left = M.screen.blend(backdrop: M.screen.blend(backdrop: a, source: b), source: d)
      let right = M.screen.blend(backdrop: a, source: M.screen.blend(backdrop: b, source: d))
      let closed = 1 - (1 - a) * (1 - b) * (1 - d)
      // Each screen rounds twice (≤ 2·2⁻⁵³ on a result ≤ 1) and passes its inputs' errors on
      // with a factor ≤ 1; the closed form rounds five times.
      #expect(abs(left - closed) <= 9 * Self.u)
      #expect(abs(right - closed) <= 9 * Self.u)
    }
  }

  @Test("channels outside [0, 1] still give a result in [0, 1], as the spec's clamp requires")
  func clampedResult() {
    for mode in ColorBlendMode.allCases {
      for (cb, cs) in [(1.5, 0.2), (-0.3, 0.8), (0.4, 1.25), (0.6, -0.5), (2, 2), (-1, -1)] {
        let b = mode.blend(backdrop: cb, source: cs)
        #expect(b >= 0 && b <= 1, "\(mode.cssName)(\(cb), \(cs)) = \(b)")
      }
    }
    // screen(1.5, 0.2) = 1.5 + 0.2 − 0.3 = 1.4 → 1; multiply(−0.3, 0.8) = −0.24 → 0.
    #expect(ColorBlendMode.screen.blend(backdrop: 1.5, source: 0.2) == 1)
    #expect(ColorBlendMode.multiply.blend(backdrop: -0.3, source: 0.8) == 0)
  }

  @Test("the three-channel form is the one-channel form per channel")
  func vectorForm() {
    let cb = SIMD3<Double>(0.1, 0.5, 0.9), cs = SIMD3<Double>(0.7, 0.3, 0.25)
    for mode in ColorBlendMode.allCases {
      let v = mode.blend(backdrop: cb, source: cs)
      for i in 0..<3 { #expect(v[i] == mode.blend(backdrop: cb[i], source: cs[i])) }
    }
  }

  @Test("CSS names: the spec's 12 separable keywords in its order, case-insensitive, Codable as the keyword")
  func names() throws {
    let keywords = [
      "normal", "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn", "hard-light",
      "soft-light", "difference", "exclusion",
    ]
    #expect(ColorBlendMode.allCases.map(\.cssName) == keywords)
    #expect(ColorBlendMode(cssName: "Color-Dodge") == .colorDodge)
    #expect(ColorBlendMode(cssName: "SOFT-LIGHT") == .softLight)
    // The non-separable modes and other text are not separable blend modes.
    for other in ["hue", "saturation", "color", "luminosity", "colordodge", "", "plus-lighter"] {
      #expect(ColorBlendMode(cssName: other) == nil)
    }
    let json = try JSONEncoder().encode([ColorBlendMode.colorBurn, .hardLight])
    #expect(String(decoding: json, as: UTF8.self) == #"["color-burn","hard-light"]"#)
    #expect(try JSONDecoder().decode([ColorBlendMode].self, from: Data(#"["exclusion"]"#.utf8)) == [.exclusion])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([ColorBlendMode].self, from: Data(#"["hue"]"#.utf8)) }
  }
}
