import MotionCurvesColor
import PropertyBased
import Testing

/// Properties of conversion and interpolation that `ColorConversionTests` and
/// `ColorInterpolationTests` leave out: round trips of sRGB-gamut colours through every space,
/// of in-range colours through every other space, exact endpoints with missing components in any
/// space and both modes, and the hue arcs as the interpolation actually travels them.
@Suite("Color properties")
struct ColorPropertyTests {
  static let unit3 = Gen.double(in: 0...1).array(of: 3...3)
  static let unit16 = Gen.double(in: 0...1).array(of: 16...16)
  static let spaces = CSSColorSpace.allCases

  static func pick<T>(_ list: [T], _ u: Double) -> T { list[min(Int(u * Double(list.count)), list.count - 1)] }

  // MARK: Conversion round trips (bounds: the `converted(to:)` doc comment)

  @Test("an sRGB-gamut colour goes to any space and back to srgb within 1e-13, and round-trips there through xyz-d65 within the stated bound", arguments: CSSColorSpace.allCases)
  func srgbGamutRoundTrips(space: CSSColorSpace) async {
    await propertyCheck(count: 500, input: Self.unit3) { u in
      let c = CSSColor(.srgb, u[0], u[1], u[2])
      let inSpace = c.converted(to: space)
      let back = inSpace.converted(to: .srgb)
      let e = ColorConversionTests.error(c, back)
      #expect(e <= 1e-13, "\(c) → \(inSpace) → \(back): \(e)")
      let trip = inSpace.converted(to: .xyzD65).converted(to: space)
      let e2 = ColorConversionTests.error(ColorConversionTests.rectangular(inSpace), ColorConversionTests.rectangular(trip))
      #expect(e2 <= ColorConversionTests.bound(space), "\(inSpace) → \(trip): \(e2)")
    }
  }

  @Test("an in-range colour goes through every other space (not hsl, hwb) and back within 2e-13 (a98-rgb 1e-11)", arguments: CSSColorSpace.allCases)
  func throughEveryOtherSpace(space: CSSColorSpace) async {
    let bound = space == .a98RGB ? 1e-11 : 2e-13
    await propertyCheck(count: 300, input: Self.unit3) { u in
      // In-range components (RGB and XYZ 10 % beyond 0…1, a98-rgb channels ≥ 1e-3 from 0, Oklab
      // and OkLCh real colours): the colours the doc comment's bounds are stated for.
      let c = ColorConversionTests.random(space, u)
      for other in Self.spaces where other != space && other != .hsl && other != .hwb {
        let via = c.converted(to: other)
        guard via.missing.isEmpty else { continue }  // a hue the other space finds powerless is dropped by design
        let back = via.converted(to: space)
        let e = ColorConversionTests.error(ColorConversionTests.rectangular(c), ColorConversionTests.rectangular(back))
        #expect(e <= bound, "\(c) → \(other.cssName) → \(back): \(e)")
      }
    }
  }

  // MARK: Interpolation endpoints

  /// A colour in `space` from four numbers in [0, 1] (components over the reference ranges,
  /// alpha in [0.05, 1]), with the components and alpha in `missing` set to `none`.
  static func color(_ space: CSSColorSpace, _ u: ArraySlice<Double>, missing: Double, legacy: Bool) -> CSSColor {
    let u = Array(u)
    let (r0, r1, r2) = space.referenceRanges
    func at(_ r: ClosedRange<Double>, _ v: Double) -> Double { r.lowerBound + (r.upperBound - r.lowerBound) * v }
    let bits = CSSColor.Missing(rawValue: UInt8(min(missing * 16, 15)))
    return CSSColor(
      space: space, components: SIMD3(at(r0, u[0]), at(r1, u[1]), at(r2, u[2])), alpha: 0.05 + 0.95 * u[3],
      missing: bits, isLegacy: legacy)
  }

  /// Both colours in `space` with each missing value taken from the other colour (CSS Color 4
  /// §12.2, written out here as the spec states it), and what is missing in both.
  static func filled(_ a: CSSColor, _ b: CSSColor, in space: CSSColorSpace) -> (CSSColor, CSSColor) {
    let ca = a.converted(to: space), cb = b.converted(to: space)
    var va = [ca.components.x, ca.components.y, ca.components.z, ca.alpha]
    var vb = [cb.components.x, cb.components.y, cb.components.z, cb.alpha]
    var missing: CSSColor.Missing = []
    for i in 0..<4 {
      let inA = ca.missing.contains(.component(i)), inB = cb.missing.contains(.component(i))
      if inA && inB { missing.insert(.component(i)) } else if inA { va[i] = vb[i] } else if inB { vb[i] = va[i] }
    }
    func make(_ v: [Double]) -> CSSColor {
      CSSColor(space: space, components: SIMD3(v[0], v[1], v[2]), alpha: v[3], missing: missing)
    }
    return (make(va), make(vb))
  }

  @Test("t = 0 and t = 1 give the start and end colours exactly: any spaces, missing components and alpha, both modes")
  func endpointsWithMissing() async {
    await propertyCheck(count: 1500, input: Self.unit16) { u in
      let a = Self.color(Self.pick(Self.spaces, u[0]), u[4..<8], missing: u[12], legacy: u[14] < 0.5)
      let b = Self.color(Self.pick(Self.spaces, u[1]), u[8..<12], missing: u[13], legacy: u[15] < 0.5)
      // CSS with an explicit method, in any space and hue method.
      let method = CSSColorInterpolationMethod(
        space: Self.pick(Self.spaces, u[2]), hueMethod: Self.pick(CSSHueInterpolationMethod.allCases, u[3]))
      let (fa, fb) = Self.filled(a, b, in: method.space)
      #expect(a.interpolated(to: b, at: 0, in: method) == fa, "\(a) → \(b) in \(method)")
      #expect(a.interpolated(to: b, at: 1, in: method) == fb, "\(a) → \(b) in \(method)")
      // CSS's default method: legacy sRGB for two legacy colours without none, else Oklab.
      let both = a.isLegacy && b.isLegacy && a.missing.isEmpty && b.missing.isEmpty
      let (da, db) = Self.filled(a, b, in: both ? .srgb : .oklab)
      #expect(a.interpolated(to: b, at: 0, mode: .css(nil)) == da.withLegacy(both), "\(a) → \(b)")
      #expect(a.interpolated(to: b, at: 1, mode: .css(nil)) == db.withLegacy(both), "\(a) → \(b)")
      // Core Animation: the shared space, or sRGB; legacy when both are.
      let (ka, kb) = Self.filled(a, b, in: a.space == b.space ? a.space : .srgb)
      let legacy = a.isLegacy && b.isLegacy
      #expect(a.interpolated(to: b, at: 0, mode: .coreAnimation) == ka.withLegacy(legacy), "\(a) → \(b)")
      #expect(a.interpolated(to: b, at: 1, mode: .coreAnimation) == kb.withLegacy(legacy), "\(a) → \(b)")
    }
  }

  // MARK: Hue arcs

  /// A colour of hue `h` in a polar space whose hue is never powerless at these other components.
  static func polar(_ space: CSSColorSpace, _ h: Double) -> CSSColor {
    switch space {
    case .hsl: return CSSColor(.hsl, h, 60, 50)
    case .hwb: return CSSColor(.hwb, h, 20, 20)
    case .lch: return CSSColor(.lch, 60, 40, h)
    default: return CSSColor(.oklch, 0.7, 0.1, h)
    }
  }

  /// The hue path of the interpolation from `h1` to `h2`: the hues at t = 1/8 … 7/8 and the arc
  /// they imply, 2·(h(3/4) − h(1/4)) (the endpoints return the hues as stored).
  static func path(_ space: CSSColorSpace, _ method: CSSHueInterpolationMethod, _ h1: Double, _ h2: Double) -> (hues: [Double], arc: Double) {
    let m = CSSColorInterpolationMethod(space: space, hueMethod: method)
    let a = polar(space, h1), b = polar(space, h2)
    let hues = (1...7).map { a.interpolated(to: b, at: Double($0) / 8, in: m).hue ?? .nan }
    return (hues, 2 * (hues[5] - hues[1]))
  }

  @Test("the interpolated hue travels the arc its method promises, monotonically, in every polar space", arguments: [CSSColorSpace.hsl, .hwb, .lch, .oklch])
  func hueArcs(space: CSSColorSpace) async {
    await propertyCheck(count: 500, input: Gen.double(in: -720...720).array(of: 2...2)) { h in
      var arcs: [CSSHueInterpolationMethod: Double] = [:]
      for method in CSSHueInterpolationMethod.allCases {
        let (hues, arc) = Self.path(space, method, h[0], h[1])
        arcs[method] = arc
        // Equal steps of arc/8 between the samples: the path is monotone with the arc's sign.
        for k in 0..<6 {
          let step = hues[k + 1] - hues[k]
          #expect(abs(step - arc / 8) <= 1e-9, "\(method) \(h): \(hues)")
        }
        // The path joins the two hues: the arc is h2 − h1 plus whole turns.
        let turns = (arc - (h[1] - h[0])) / 360
        #expect(abs(turns - turns.rounded()) <= 1e-11, "\(method) \(h): arc \(arc)")
        switch method {
        case .shorter: #expect(abs(arc) <= 180 + 1e-9, "\(h): \(arc)")
        case .longer: #expect(abs(arc) >= 180 - 1e-9 && abs(arc) <= 360 + 1e-9, "\(h): \(arc)")
        case .increasing: #expect(arc >= -1e-9 && arc < 360, "\(h): \(arc)")
        case .decreasing: #expect(arc <= 1e-9 && arc > -360, "\(h): \(arc)")
        }
      }
      // Shorter and longer are complementary arcs (a full turn for equal hues); increasing and
      // decreasing go round opposite ways and together make a full turn, or none.
      let shorter = arcs[.shorter] ?? .nan, longer = arcs[.longer] ?? .nan
      let increasing = arcs[.increasing] ?? .nan, decreasing = arcs[.decreasing] ?? .nan
      #expect(abs(abs(shorter) + abs(longer) - 360) <= 1e-9, "\(h): \(shorter), \(longer)")
      let sum = increasing - decreasing
      #expect(abs(sum - 360) <= 1e-9 || (abs(increasing) <= 1e-9 && abs(decreasing) <= 1e-9), "\(h): \(increasing), \(decreasing)")
    }
  }
}
