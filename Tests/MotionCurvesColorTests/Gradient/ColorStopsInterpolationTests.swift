import MotionCurvesColor
import PropertyBased
import TestSupport
import Testing

/// Interpolating two stop lists (animating `CAGradientLayer.colors` and `locations`): exact
/// endpoints, per-stop lerps, the union-resampling policy for unequal counts, and hostile sizes.
@Suite("Gradient stops: interpolation between lists")
struct ColorStopsInterpolationTests {
  static func color(_ text: String) -> CSSColor {
    (try? CSSColor(css: text)) ?? CSSColor(.srgb, 0, 0, 0)
  }

  static func rgba(_ c: CSSColor) -> SIMD4<Double> { SIMD4(c.components, c.alpha) }


  @Test("t = 0 and 1 give the two lists exactly, whatever their counts and modes")
  func endpoints() throws {
    let a = try ColorStops(css: "red, blue 30%, lime 50% 70%")
    let b = try ColorStops(css: "in oklch longer hue, white, 40%, black")
    let c = try ColorStops(coreAnimationColors: [Self.color("teal")], locations: [0.5])
    for (x, y) in [(a, b), (b, a), (a, c), (c, b), (a, a)] {
      #expect(x.interpolated(to: y, at: 0) == x && x.interpolated(to: y, at: 1) == y)
      #expect(x.interpolated(to: y, at: 1) == y)
    }
  }

  /// Core Animation: colours and locations each lerped per stop — [red 0, blue 1] → [lime 0.2,
  /// black 0.8] at ¼ is [(0.75, 0.25, 0) at 0.05, (0, 0, 0.75) at 0.95].
  @Test("equal counts: per-stop colour in the list's mode, locations lerped")
  func equalCounts() throws {
    let a = try ColorStops(coreAnimationColors: [Self.color("red"), Self.color("blue")], locations: nil)
    let b = try ColorStops(coreAnimationColors: [Self.color("lime"), Self.color("black")], locations: [0.2, 0.8])
    let mid = a.interpolated(to: b, at: 0.25)
    #expect(mid.mode == .coreAnimation)
    #expect(mid.locations == [0.05, 0.95])
    #expect(isClose(Self.rgba(mid.colors[0]), SIMD4(0.75, 0.25, 0, 1), .absolute(5e-16)))
    #expect(isClose(Self.rgba(mid.colors[1]), SIMD4(0, 0, 0.75, 1), .absolute(5e-16)))
    #expect(mid.colors.allSatisfy { $0.isLegacy })
    // CSS's default for legacy colours stays sRGB and legacy; premultiplied: red → transparent
    // keeps red while alpha falls.
    let fade = try ColorStops(css: "red, red").interpolated(to: try ColorStops(css: "red, transparent"), at: 0.5)
    #expect(fade.interpolationMethod == .srgb && fade.colors[1].computedCSSText == "rgba(255, 0, 0, 0.5)")
  }

  /// red → blue (2 stops) against red, lime 50 %, blue (3 stops): the first is resampled at
  /// 50 % to purple (½, 0, ½), and halfway between purple and lime is (¼, ½, ¼).
  @Test("unequal counts: both resampled at the union of locations, then per stop")
  func unequalCounts() throws {
    let two = try ColorStops(css: "red, blue")
    let three = try ColorStops(css: "red, lime 50%, blue")
    let mid = two.interpolated(to: three, at: 0.5)
    #expect(mid.locations == [0, 0.5, 1])
    #expect(isClose(Self.rgba(mid.colors[1]), SIMD4(0.25, 0.5, 0.25, 1), .absolute(5e-16)))
    #expect(mid.colors[0] == Self.color("red") && mid.colors[2] == Self.color("blue"))
    // Hard edges survive: red|blue at 50 % against lime, yellow, black gives 0, 50 %, 50 %, 1.
    let edge = try ColorStops(css: "red 50%, blue 50%")
    let other = try ColorStops(css: "lime, yellow, black")
    let mixed = edge.interpolated(to: other, at: 0.5)
    #expect(mixed.locations == [0, 0.5, 0.5, 1])
    #expect(isClose(Self.rgba(mixed.colors[1]), SIMD4(1, 0.5, 0, 1), .absolute(5e-16)))
    #expect(isClose(Self.rgba(mixed.colors[2]), SIMD4(0.5, 0.5, 0.5, 1), .absolute(5e-16)))
    // The resampled list draws what the original draws (rectangular space, no hints).
    let early = edge.interpolated(to: other, at: 1e-300)
    for x in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(isClose(Self.rgba(early.value(at: x)), Self.rgba(edge.value(at: x)), .absolute(5e-16)))
    }
  }

  @Test("hints lerp as fractions of their segments; ½ stands in for none")
  func hints() throws {
    let a = try ColorStops(css: "red, 20%, blue")
    let b = try ColorStops(css: "red, blue")
    #expect(a.interpolated(to: b, at: 0.5).transitionHints == [0.35])
    #expect(b.interpolated(to: b, at: 0.5).transitionHints == [nil])
  }

  @Test("any two lists interpolate without a crash: finite, non-decreasing locations, t far outside [0, 1]")
  func hostile() async {
    let palette = ["red", "lime", "blue", "transparent", "oklch(70% 0.1 none)", "color(display-p3 1 0 0 / 0.5)"].map(Self.color)
    await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 14...14)) { u in
      func list(_ offset: Int) -> ColorStops? {
        let n = 1 + Int(u[offset] * 5.999)
        let colors = (0..<n).map { palette[Int(u[offset + 1 + $0] * 5.999) % palette.count] }
        let locations = (0..<n).map { u[(offset + 1 + $0) % 14] * 4 - 2 }
        let mode: ColorInterpolationMode = u[offset] < 0.5 ? .coreAnimation : .css(nil)
        return try? ColorStops(coreAnimationColors: colors, locations: locations, mode: mode)
      }
      guard let a = list(0), let b = list(7) else {
        Issue.record("valid lists refused")
        return
      }
      for t in [-1e300, -3, 0.5, 1.5, 1e300] {
        let r = a.interpolated(to: b, at: t)
        #expect(r.locations.allSatisfy { $0.isFinite })
        #expect(zip(r.locations, r.locations.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(r.colors.count == r.locations.count && r.transitionHints.count == r.colors.count - 1)
        _ = r.value(at: 0.5)
      }
      #expect(a.euclideanDistance(to: a) == 0)
      #expect(a.euclideanDistance(to: b) == b.euclideanDistance(to: a))
    }
  }

  /// [red 0, blue 1] and [red 0, blue 0.5]: the colours agree, the locations differ by ½.
  @Test("euclideanDistance: colours, locations and hints of the aligned stops")
  func distance() throws {
    let a = try ColorStops(css: "red, blue")
    let b = try ColorStops(css: "red, blue 50%")
    #expect(a.euclideanDistance(to: b) == 0.5)
    let c = try ColorStops(css: "red, 25%, blue")
    #expect(a.euclideanDistance(to: c) == 0.25)
    // Equal lists written differently are at distance 0.
    #expect(a.euclideanDistance(to: try ColorStops(css: "red 0%, blue 100%")) == 0)
  }
}
