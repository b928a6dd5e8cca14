import MotionCurvesColor
import Testing

/// The two gradient scenes of animations.md, against values computed independently by
/// Fixtures/make-gradient-scene-reference.py (exact fractions for the component-wise lerps;
/// CSS Color 4's conversions written out in mpmath at 50 digits from css-color-constants.json for
/// Oklab).
@Suite("Gradient scenes: the sidebar overlay and the countdown background")
struct GradientSceneTests {
  static func rgba(_ c: CSSColor) -> SIMD4<Double> { SIMD4(c.components, c.alpha) }

  static func distance(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
    (a - b).euclideanDistance(to: .zero)
  }

  static func srgb(_ r: Double, _ g: Double, _ b: Double) -> CSSColor {
    CSSColor(space: .srgb, components: SIMD3(r, g, b) / 255, isLegacy: true)
  }

  // MARK: Sidebar (animations.md §3c)

  /// The fold's overlay, left to right over the 100-pt menu: [clear at 0.2, black at alpha
  /// a = max(0.5 − r/2, 0) at 1]. Both colours are black, so straight (Core Animation) and
  /// premultiplied (CSS) interpolation agree: black with alpha a·(x − 0.2)/0.8 from 0.2 on, clear
  /// before. r = 0: a = ½; r = π/4: a = ½ − π/8 = 0.10730091830127584519; r = π/2: a = 0 (the
  /// clamp; ½ − π/4 < 0).
  @Test("sidebar overlay at r = 0, π/4, π/2 in both modes, through the gradient line of the menu")
  func sidebar() throws {
    let cases: [(r: Double, a: Double, at: [Double])] = [
      (0, 0.5, [0.25, 0.375]),
      (Double.pi / 4, 0.10730091830127584519, [0.053650459150637922596, 0.080475688725956883894]),
      (Double.pi / 2, 0, [0, 0]),
    ]
    let line = try GradientLine(startPoint: SIMD2(0, 0.5), endPoint: SIMD2(1, 0.5))
    let menu = SIMD2<Double>(100, 504)
    for (r, a, expected) in cases {
      let alpha = max(0.5 - r / 2, 0)
      #expect(abs(alpha - a) <= 1e-16)
      let clear = CSSColor(space: .srgb, components: .zero, alpha: 0, isLegacy: true)
      let black = CSSColor(space: .srgb, components: .zero, alpha: alpha, isLegacy: true)
      for mode in [ColorInterpolationMode.coreAnimation, .css(nil)] {
        let overlay = try ColorStops(coreAnimationColors: [clear, black], locations: [0.2, 1], mode: mode)
        // Left of 0.2 (20 pt) the overlay is clear; at the fold's edge (100 pt) black at alpha a.
        for x in [0.0, 10, 20] {
          let c = overlay.value(at: line.location(of: SIMD2(x, 300), inBoundsOfSize: menu))
          #expect(Self.rgba(c) == SIMD4(0, 0, 0, 0))
        }
        for (x, want) in zip([60.0, 80], expected) {
          let c = overlay.value(at: line.location(of: SIMD2(x, 17), inBoundsOfSize: menu))
          #expect(c.components == .zero && abs(c.alpha - want) <= 1e-16, "r = \(r), x = \(x): \(c.cssText)")
        }
        let edge = overlay.value(at: line.location(of: SIMD2(100, 500), inBoundsOfSize: menu))
        #expect(Self.rgba(edge) == SIMD4(0, 0, 0, alpha))
      }
    }
  }

  /// The progress-driven variant animates the colours from [clear, black@0.5] to [clear, clear]:
  /// at animation fraction f the second stop is black at alpha ½(1 − f) in both modes.
  @Test("sidebar progress variant: the stop list [clear, black@0.5] → [clear, clear]")
  func sidebarProgress() throws {
    let clear = CSSColor(space: .srgb, components: .zero, alpha: 0, isLegacy: true)
    let black = CSSColor(space: .srgb, components: .zero, alpha: 0.5, isLegacy: true)
    for mode in [ColorInterpolationMode.coreAnimation, .css(nil)] {
      let from = try ColorStops(coreAnimationColors: [clear, black], locations: [0.2, 1], mode: mode)
      let to = try ColorStops(coreAnimationColors: [clear, clear], locations: [0.2, 1], mode: mode)
      for f in [0.25, 0.5, 0.75] {
        let now = from.interpolated(to: to, at: f)
        #expect(now.locations == [0.2, 1])
        #expect(Self.rgba(now.colors[1]) == SIMD4(0, 0, 0, 0.5 * (1 - f)))
        #expect(abs(now.value(at: 0.6).alpha - 0.25 * (1 - f)) <= 1e-16)
      }
    }
  }

  // MARK: Countdown (animations.md §5)

  static let c1 = srgb(0, 157, 248), c2 = srgb(206, 7, 85), c3 = srgb(245, 180, 51)

  /// The pairs the background cycles through, and each change as (from, to).
  static var changes: [([CSSColor], [CSSColor])] {
    [([c1, c2], [c2, c3]), ([c2, c3], [c3, c1]), ([c3, c1], [c1, c3])]
  }

  /// Core Animation: per stop the component-wise sRGB mean at 1.5 s (exact fractions from the
  /// script); CSS in Oklab: the Oklab mean (50-digit reference), stop 0 then stop 1 per change.
  static let coreAnimationMidpoints: [[SIMD3<Double>]] = [
    [SIMD3(103.0 / 255, 82.0 / 255, 111.0 / 170), SIMD3(451.0 / 510, 11.0 / 30, 4.0 / 15)],
    [SIMD3(451.0 / 510, 11.0 / 30, 4.0 / 15), SIMD3(49.0 / 102, 337.0 / 510, 299.0 / 510)],
    [SIMD3(49.0 / 102, 337.0 / 510, 299.0 / 510), SIMD3(49.0 / 102, 337.0 / 510, 299.0 / 510)],
  ]
  static let oklabMidpoints: [[SIMD3<Double>]] = [
    [SIMD3(0.61010820242999842356, 0.071144071589115238245, -0.060822835884135994232),
     SIMD3(0.67839388320096222733, 0.12058682127315364258, 0.092900448135930397215)],
    [SIMD3(0.67839388320096222733, 0.12058682127315364258, 0.092900448135930397215),
     SIMD3(0.74207371312090651653, -0.021530717100675081451, -0.0026472229071398908075)],
    [SIMD3(0.74207371312090651653, -0.021530717100675081451, -0.0026472229071398908075),
     SIMD3(0.74207371312090651653, -0.021530717100675081451, -0.0026472229071398908075)],
  ]
  /// The same Oklab midpoints converted back to gamma-encoded sRGB by the script.
  static let oklabMidpointsInSRGB: [[SIMD3<Double>]] = [
    [SIMD3(0.6110905611087006, 0.44148368970128979, 0.6533761565275317),
     SIMD3(0.89738082391617216, 0.4445075005823658, 0.30691545755587631)],
    [SIMD3(0.89738082391617216, 0.4445075005823658, 0.30691545755587631),
     SIMD3(0.61533314687340674, 0.69080989658242784, 0.68073662829954012)],
    [SIMD3(0.61533314687340674, 0.69080989658242784, 0.68073662829954012),
     SIMD3(0.61533314687340674, 0.69080989658242784, 0.68073662829954012)],
  ]

  /// Each change is a 3 s CABasicAnimation of `colors` with no timing function — linear pacing
  /// (CAAnimation's timingFunction "Defaults to nil, indicating linear pacing"; the ease-in-out
  /// default belongs to implicit and UIView animations, not to an explicit CABasicAnimation) —
  /// so 0, 1.5 and 3 s are the fractions 0, ½ and 1; at 3 s the fill holds the end, which is the
  /// next change's start. The layer's `locations` are nil: the two stops sit at 0 and 1.
  @Test("countdown: both stops at 0, 1.5 and 3 s into each change, Core Animation and CSS Oklab side by side")
  func countdown() throws {
    let duration = 3.0
    for (n, (from, to)) in Self.changes.enumerated() {
      for (name, mode) in [("core animation", ColorInterpolationMode.coreAnimation), ("oklab", .css(.oklab))] {
        let a = try ColorStops(coreAnimationColors: from, locations: nil, mode: mode)
        let b = try ColorStops(coreAnimationColors: to, locations: nil, mode: mode)
        for seconds in [0, 1.5, 3] {
          let fraction = seconds / duration  // linear pacing
          let now = a.interpolated(to: b, at: fraction)
          #expect(now.locations == [0, 1])
          switch seconds {
          case 0: #expect(now.colors == from, "\(name) change \(n)")
          case 3: #expect(now.colors == to, "\(name) change \(n)")
          default:
            for stop in 0...1 {
              let c = now.colors[stop]
              if name == "core animation" {
                let error = (c.components - Self.coreAnimationMidpoints[n][stop]).euclideanDistance(to: .zero)
                #expect(c.space == .srgb && c.isLegacy && c.alpha == 1 && error <= 2e-16, "change \(n) stop \(stop): \(c.cssText)")
              } else {
                let error = (c.components - Self.oklabMidpoints[n][stop]).euclideanDistance(to: .zero)
                #expect(c.space == .oklab && c.alpha == 1 && error <= 1e-15, "change \(n) stop \(stop): \(c.cssText) off by \(error)")
                let inSRGB = (c.converted(to: .srgb).components - Self.oklabMidpointsInSRGB[n][stop]).euclideanDistance(to: .zero)
                #expect(inSRGB <= 1e-14, "change \(n) stop \(stop): \(inSRGB)")
              }
            }
          }
        }
      }
    }
  }

  /// The Oklab midpoint is visibly lighter than the sRGB one: at 1.5 s into the first change stop 0
  /// is rgb(103, 82, 166.5) in Core Animation and about rgb(156, 113, 167) in Oklab.
  @Test("countdown: the two modes differ visibly at mid-change")
  func countdownDifference() throws {
    let (from, to) = Self.changes[0]
    let ca = try ColorStops(coreAnimationColors: from, locations: nil).interpolated(
      to: try ColorStops(coreAnimationColors: to, locations: nil), at: 0.5)
    let oklab = try ColorStops(coreAnimationColors: from, locations: nil, mode: .css(.oklab)).interpolated(
      to: try ColorStops(coreAnimationColors: to, locations: nil, mode: .css(.oklab)), at: 0.5)
    #expect(ca.colors[0].computedCSSText == "rgb(103, 82, 167)")
    #expect(oklab.colors[0].converted(to: .srgb).withLegacy(true).computedCSSText == "rgb(156, 113, 167)")
  }

  /// The diagonal (0, 0) → (1, 1) puts the screen's centre at location ½ on any screen, so at
  /// 1.5 s into the first change the centre is the mean of c1, c2, c2, c3: (219/340, 117/340,
  /// 469/1020) component-wise; in Oklab the mean of their Oklab values, (0.64425104281548032544,
  /// 0.095865446431134440412, 0.016038806125897201491).
  @Test("countdown: the screen's centre at mid-change on the diagonal")
  func countdownCentre() throws {
    let line = try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 1))
    let screen = SIMD2<Double>(375, 667)
    let x = line.location(of: screen / 2, inBoundsOfSize: screen)
    #expect(x == 0.5)
    let (from, to) = Self.changes[0]
    let ca = try ColorStops(coreAnimationColors: from, locations: nil).interpolated(
      to: try ColorStops(coreAnimationColors: to, locations: nil), at: 0.5)
    let want = SIMD3<Double>(219.0 / 340, 117.0 / 340, 469.0 / 1020)
    #expect((ca.value(at: x).components - want).euclideanDistance(to: .zero) <= 3e-16)
    let oklab = try ColorStops(coreAnimationColors: from, locations: nil, mode: .css(.oklab)).interpolated(
      to: try ColorStops(coreAnimationColors: to, locations: nil, mode: .css(.oklab)), at: 0.5)
    let centre = oklab.value(at: x)
    let reference = SIMD3<Double>(0.64425104281548032544, 0.095865446431134440412, 0.016038806125897201491)
    #expect(centre.space == .oklab && (centre.components - reference).euclideanDistance(to: .zero) <= 1e-15)
  }
}
