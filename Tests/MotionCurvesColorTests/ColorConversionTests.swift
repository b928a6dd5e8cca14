import MotionCurvesColor
import PropertyBased
import Testing

/// Conversions between the CSS Color 4 spaces: closed forms (white, black, primaries against the
/// spec's matrices), round trips through xyz-d65 within the stated bound for random colours in every
/// space, missing components carried forward, and the achromatic cases where a hue must not appear.
@Suite("Color conversion")
struct ColorConversionTests {
  /// The error of a round trip, per component, relative to the widest reference range.
  static func error(_ a: CSSColor, _ b: CSSColor) -> Double {
    let (r0, r1, r2) = a.space.referenceRanges
    let width = max(r0.upperBound - r0.lowerBound, r1.upperBound - r1.lowerBound, r2.upperBound - r2.lowerBound)
    let d = (a.components - b.components)
    return max(abs(d.x), abs(d.y), abs(d.z)) / width
  }

  @Test("white, black and the sRGB primaries against the spec's matrices and white points")
  func closedForms() throws {
    // The sRGB transfer maps 1 to 1 exactly, so each primary is a column of lin_sRGB_to_XYZ:
    // the float64 values of css-color-constants.json, bit for bit.
    let columns: [SIMD3<Double>] = [
      SIMD3(0.4123907992659595, 0.21263900587151036, 0.01933081871559185),
      SIMD3(0.35758433938387796, 0.7151686787677559, 0.11919477979462599),
      SIMD3(0.1804807884018343, 0.07219231536073371, 0.9505321522496606),
    ]
    for (i, name) in ["red", "lime", "blue"].enumerated() {
      #expect(try CSSColor(css: name).converted(to: .xyzD65).components == columns[i], "\(name)")
    }
    let white = try CSSColor(css: "white")
    let d65 = SIMD3(0.9504559270516716, 1.0, 1.0890577507598784)
    #expect(Self.maxAbs(white.converted(to: .xyzD65).components - d65) <= 2.3e-16)
    let d50 = SIMD3(0.9642956764295677, 1.0, 0.8251046025104602)
    #expect(Self.maxAbs(white.converted(to: .xyzD50).components - d50) <= 4.5e-16)
    // White is L = 100, a = b = 0 in Lab (D50 after Bradford) and 1, 0, 0 in Oklab.
    #expect(Self.maxAbs(white.converted(to: .lab).components - SIMD3(100, 0, 0)) <= 1e-13)
    #expect(Self.maxAbs(white.converted(to: .oklab).components - SIMD3(1, 0, 0)) <= 1e-15)
    for space in CSSColorSpace.allCases where space.isPredefined && space != .xyzD50 && space != .xyzD65 {
      #expect(Self.maxAbs(white.converted(to: space).components - SIMD3(1, 1, 1)) <= 1e-14, "\(space)")
    }
    let black = try CSSColor(css: "black")
    for space in CSSColorSpace.allCases where space != .hwb {
      let c = black.converted(to: space)
      #expect(Self.maxAbs(c.components) == 0, "\(space): \(c)")
    }
    #expect(black.converted(to: .hwb).components == SIMD3(0, 0, 100))
    // D50 white read as xyz-d50 is Lab white without any adaptation.
    let labWhite = CSSColor(space: .xyzD50, components: d50).converted(to: .lab)
    #expect(Self.maxAbs(labWhite.components - SIMD3(100, 0, 0)) <= 1e-13)
  }

  static func maxAbs(_ v: SIMD3<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z)) }

  /// Random components inside (and, for the RGB and XYZ spaces, 10 % beyond) each space's
  /// reference range; Oklab and OkLCh colours are real colours (inside the rec2020 gamut), where
  /// every LMS response is well away from 0.
  static func random(_ space: CSSColorSpace, _ u: [Double]) -> CSSColor {
    let (r0, r1, r2) = space.referenceRanges
    func pick(_ r: ClosedRange<Double>, _ t: Double) -> Double { r.lowerBound + (r.upperBound - r.lowerBound) * t }
    switch space {
    case .oklab, .oklch:
      let real = CSSColor(space: .rec2020, components: SIMD3(u[0], u[1], u[2])).converted(to: space)
      // Chroma above the powerless threshold, so the hue survives the trip.
      return real.hue == nil && space == .oklch ? CSSColor(.oklch, 0.5, 0.1, 360 * u[0]) : real
    case .lch:
      return CSSColor(space: space, components: SIMD3(pick(r0, u[0]), max(pick(r1, u[1]), 0.01), pick(r2, u[2])))
    case .hsl, .hwb, .lab:
      return CSSColor(space: space, components: SIMD3(pick(r0, u[0]), pick(r1, u[1]), pick(r2, u[2])))
    case .a98RGB:
      // Channels at least 1e-3 from 0: the pure power curve has no linear foot (see below).
      let e = { (t: Double) in (t < 0.5 ? -1.0 : 1.0) * (0.001 + 1.1 * abs(t * 2 - 1)) }
      return CSSColor(space: space, components: SIMD3(e(u[0]), e(u[1]), e(u[2])))
    default:
      let e = { (r: ClosedRange<Double>, t: Double) in pick(r, t * 1.2 - 0.1) }
      return CSSColor(space: space, components: SIMD3(e(r0, u[0]), e(r1, u[1]), e(r2, u[2])))
    }
  }

  /// The colour in the rectangular form its error is measured in.
  static func rectangular(_ c: CSSColor) -> CSSColor {
    switch c.space {
    case .hsl, .hwb: return c.converted(to: .srgb)
    case .lch: return c.converted(to: .lab)
    case .oklch: return c.converted(to: .oklab)
    default: return c
    }
  }

  /// The stated bound of `converted(to:)`, relative to the widest reference range.
  static func bound(_ space: CSSColorSpace) -> Double { space == .a98RGB ? 1e-12 : 1e-13 }

  static let unit = Gen.double(in: 0...1).array(of: 3...3)

  @Test("round trips space → xyz-d65 → space stay within the stated bound", arguments: CSSColorSpace.allCases)
  func roundTrips(space: CSSColorSpace) async {
    await propertyCheck(count: 2000, input: Self.unit) { u in
      let c = Self.random(space, u)
      let back = c.converted(to: .xyzD65).converted(to: space)
      let e = Self.error(Self.rectangular(c), Self.rectangular(back))
      #expect(e <= Self.bound(space), "\(c) → \(back): \(e)")
      if space == .lch || space == .oklch { #expect(back.hue != nil, "\(c) → \(back)") }
      #expect(back.missing == [] || space.isPolar, "\(c) → \(back)")
    }
  }

  @Test("the two ill-conditioned corners: a98-rgb channels at 0, Oklab colours that are not real")
  func illConditioned() async {
    // a98-rgb's curve is a pure power (563/256) without a linear foot, so the ~1e-16 that
    // XYZ → linear a98 leaves on a channel of 0 comes back as (1e-16)^(256/563) ≈ 1e-7.
    await propertyCheck(count: 2000, input: Self.unit) { u in
      let c = CSSColor(.a98RGB, 0, u[1] * 1.2 - 0.1, u[2] * 1.2 - 0.1)
      let e = Self.error(c, c.converted(to: .xyzD65).converted(to: .a98RGB))
      #expect(e <= 2e-7, "\(c): \(e)")
    }
    // Over the whole Oklab reference box (imaginary colours included) an LMS response can
    // approach 0, where the cube root amplifies the rounding of XYZ → LMS: an absolute rounding δ
    // (a fraction of ε, the responses being differences of terms up to ~1) on a response l = l′³
    // comes back as δ / (3·l′²). Within 1e-7 wherever that allows, and within 4ε / (3·l′²) (l′ the
    // smallest cube-rooted response, from Ottosson's published Oklab → LMS′ matrix) as l′ → 0, where
    // no evaluation in doubles can do better: oklab(0.18186 −0.27104 −0.34496), l′ = −1.1e-5,
    // comes back 1.1e-7 off, δ = 0.18ε.
    await propertyCheck(count: 2000, input: Self.unit) { u in
      let c = CSSColor(.oklab, u[0], u[1] * 0.8 - 0.4, u[2] * 0.8 - 0.4)
      let e = Self.error(c, c.converted(to: .xyzD65).converted(to: .oklab))
      let (L, a, b) = (c.components.x, c.components.y, c.components.z)
      let l = L + 0.3963377774 * a + 0.2158037573 * b
      let m = L - 0.1055613458 * a - 0.0638541728 * b
      let s = L - 0.0894841775 * a - 1.2914855480 * b
      let conditioning = 4 * Double.ulpOfOne / (3 * Swift.min(l * l, m * m, s * s))
      #expect(e <= Swift.max(1e-7, conditioning), "\(c): \(e)")
    }
    // The input the bound of 1e-7 alone failed on (shrunk by the property check): within its
    // conditioning.
    let worst = CSSColor(.oklab, 0.181855175936117, -0.27103967340810814, -0.3449554710244771)
    let back = worst.converted(to: .xyzD65).converted(to: .oklab)
    #expect(Self.error(worst, back) <= 4 * Double.ulpOfOne / (3 * 1.0772557947902328e-05 * 1.0772557947902328e-05))
  }

  @Test("measured round-trip error per space (printed; the bounds are the tests above)")
  func measuredRoundTrips() {
    var generator = SystemRandomNumberGenerator()
    var report: [String] = []
    for space in CSSColorSpace.allCases {
      var worst = 0.0
      var worstColor = CSSColor(space, 0, 0, 0)
      for _ in 0..<20000 {
        let u = (0..<3).map { _ in Double.random(in: 0...1, using: &generator) }
        let c = Self.random(space, u)
        let e = Self.error(Self.rectangular(c), Self.rectangular(c.converted(to: .xyzD65).converted(to: space)))
        if e > worst { (worst, worstColor) = (e, c) }
      }
      report.append("\(space.cssName) \(worst)")
      #expect(worst <= Self.bound(space), "\(worstColor)")
    }
    print("round-trip worst:", report.joined(separator: ", "))
  }
}
