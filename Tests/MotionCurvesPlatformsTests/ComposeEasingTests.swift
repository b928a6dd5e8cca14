import Foundation
import MotionCurvesPlatforms
import MotionCurvesTiming
import Testing
import TestSupport

/// Compose's `Easing` constants against `../shared/notes/platform-parity.md` §1.3 ("Tween /
/// keyframes / easing"), which copies them from androidx `animation-core` `Easing.kt` and
/// `EasingFunctions.kt`.
@Suite("Compose easings")
struct ComposeEasingTests {
  /// The note's list, in its order: name and control points (a, b, c, d).
  static let noteBeziers: [(String, Double, Double, Double, Double)] = [
    ("FastOutSlowInEasing", 0.4, 0, 0.2, 1), ("LinearOutSlowInEasing", 0, 0, 0.2, 1),
    ("FastOutLinearInEasing", 0.4, 0, 1, 1),
    ("Ease", 0.25, 0.1, 0.25, 1), ("EaseIn", 0.42, 0, 1, 1), ("EaseOut", 0, 0, 0.58, 1),
    ("EaseInOut", 0.42, 0, 0.58, 1), ("EaseInSine", 0.12, 0, 0.39, 0), ("EaseOutSine", 0.61, 1, 0.88, 1),
    ("EaseInOutSine", 0.37, 0, 0.63, 1), ("EaseInCubic", 0.32, 0, 0.67, 0), ("EaseOutCubic", 0.33, 1, 0.68, 1),
    ("EaseInOutCubic", 0.65, 0, 0.35, 1), ("EaseInQuint", 0.64, 0, 0.78, 0), ("EaseOutQuint", 0.22, 1, 0.36, 1),
    ("EaseInOutQuint", 0.83, 0, 0.17, 1), ("EaseInCirc", 0.55, 0, 1, 0.45), ("EaseOutCirc", 0, 0.55, 0.45, 1),
    ("EaseInOutCirc", 0.85, 0, 0.15, 1), ("EaseInQuad", 0.11, 0, 0.5, 0), ("EaseOutQuad", 0.5, 1, 0.89, 1),
    ("EaseInOutQuad", 0.45, 0, 0.55, 1), ("EaseInQuart", 0.5, 0, 0.75, 0), ("EaseOutQuart", 0.25, 1, 0.5, 1),
    ("EaseInOutQuart", 0.76, 0, 0.24, 1), ("EaseInExpo", 0.7, 0, 0.84, 0), ("EaseOutExpo", 0.16, 1, 0.3, 1),
    ("EaseInOutExpo", 0.87, 0, 0.13, 1), ("EaseInBack", 0.36, 0, 0.66, -0.56),
    ("EaseOutBack", 0.34, 1.56, 0.64, 1), ("EaseInOutBack", 0.68, -0.6, 0.32, 1.6),
  ]
  /// The note's constants that are not cubic béziers.
  static let noteOthers = [
    "LinearEasing", "EaseOutElastic", "EaseInElastic", "EaseInOutElastic", "EaseOutBounce", "EaseInBounce",
    "EaseInOutBounce",
  ]

  @Test("every constant of the note, by its Compose name, with its control points")
  func constants() throws {
    #expect(ComposeEasing.allCases.count == Self.noteBeziers.count + Self.noteOthers.count)
    for (name, a, b, c, d) in Self.noteBeziers {
      let easing = try ComposeEasing(named: name)
      #expect(easing.name == name)
      let p = try #require(easing.controlPoints)
      #expect(p.a == a && p.b == b && p.c == c && p.d == d, "\(name)")
      let curve = try #require(easing.cubicBezierEasing).bezier
      #expect(curve.x1 == a && curve.y1 == b && curve.x2 == c && curve.y2 == d, "\(name)")
    }
    for name in Self.noteOthers {
      let easing = try ComposeEasing(named: name)
      #expect(easing.name == name && easing.controlPoints == nil && easing.cubicBezierEasing == nil)
    }
  }

  @Test("names round-trip, through Codable too; unknown names are a typed error")
  func names() throws {
    for easing in ComposeEasing.allCases {
      #expect(try ComposeEasing(named: easing.name) == easing)
      let data = try JSONEncoder().encode(easing)
      #expect(String(decoding: data, as: UTF8.self) == "\"\(easing.name)\"")
      #expect(try JSONDecoder().decode(ComposeEasing.self, from: data) == easing)
    }
    #expect(throws: PlatformNameError.unknown("FastOutSlowIn", .composeEasing)) { try ComposeEasing(named: "FastOutSlowIn") }
    #expect(throws: PlatformNameError.unknown("easeIn", .composeEasing)) { try ComposeEasing(named: "easeIn") }
    #expect(throws: PlatformNameError.unknown("", .composeEasing)) { try ComposeEasing(named: "") }
    #expect(PlatformNameError.unknown("X", .composeEasing).description == "\"X\" is not a Compose easing")
  }

  @Test("the cubic béziers against bisection, inside (0, 1)")
  func beziersAgainstBisection() throws {
    for (name, a, b, c, d) in Self.noteBeziers {
      let easing = try ComposeEasing(named: name)
      for x in bezierSampleInputs {
        let reference = bisectedBezier(a, b, c, d, at: x)
        #expect(isClose(easing.value(at: x), reference, .absolute(1e-12 * max(1, abs(b), abs(d)))), "\(name) at \(x)")
      }
    }
  }

  @Test("the cubic béziers next to their vertical tangents, against a 50-digit mpmath bisection")
  func beziersNearTheEnds() {
    // mpmath (mp.dps = 50): 300 bisections of x(t) = x (x the double shown), then y(t).
    let reference: [(ComposeEasing, Double, Double)] = [
      (.easeInCirc, 0.999999999, 0.9999550927524772410731),
      (.easeOutCirc, 1e-9, 0.00004490724815778988789289),
      (.easeOutExpo, 1e-4, 0.0006248860380481808393553),
      (.easeInOutCirc, 0.999999999, 0.9999999999999999995386),
      (.easeIn, 0.999999999, 0.9999999982758720948211),
    ]
    for (easing, x, y) in reference {
      #expect(isClose(easing.value(at: x), y, .absolute(1e-12)), "\(easing.name) at \(x)")
    }
  }

  @Test("slopes of the cubic béziers against a central difference of the bisection")
  func bezierSlopes() throws {
    for (name, a, b, c, d) in Self.noteBeziers {
      let easing = try ComposeEasing(named: name)
      for x in stride(from: 0.05, through: 0.95, by: 0.05) {
        let h = 1e-6
        let difference = (bisectedBezier(a, b, c, d, at: x + h) - bisectedBezier(a, b, c, d, at: x - h)) / (2 * h)
        #expect(isClose(easing.velocity(at: x), difference, .absolute(1e-6 * max(1, abs(difference)))), "\(name) at \(x)")
      }
    }
  }

  @Test("CubicBezierEasing returns the input unchanged outside (0, 1), and NaN as NaN")
  func outsideUnitInterval() throws {
    let easing = ComposeEasing.easeOutBack
    for x in [-2.5, -1e-300, 0, 1, 1.0000001, 7, -Double.infinity, Double.infinity] {
      #expect(easing.value(at: x) == x)
    }
    #expect(easing.value(at: .nan).isNaN)
    #expect(easing.velocity(at: .nan).isNaN)
    #expect(easing.velocity(at: -1) == 1 && easing.velocity(at: 2) == 1)
    // CubicBezier itself extends linearly instead: the Compose reading differs from the CSS one.
    let curve = try #require(easing.cubicBezierEasing).bezier
    #expect(curve.value(at: 2) != 2)
    #expect(ComposeEasing.linear.value(at: 3) == 3 && ComposeEasing.linear.value(at: .nan).isNaN)
    #expect(ComposeEasing.linear.velocity(at: 0.3) == 1)
  }

  @Test("clamping: exact keeps EaseOutBack's overshoot, [0, 1] removes it, the extrema keep it")
  func clamping() throws {
    let easing = ComposeEasing.easeOutBack
    // Where the overshoot peaks: the bisection's maximum over a fine grid.
    let x = 0.58
    let exact = bisectedBezier(0.34, 1.56, 0.64, 1, at: x)
    #expect(exact > 1.09)
    #expect(isClose(easing.value(at: x), exact, .absolute(1e-12 * 1.56)))
    #expect(easing.value(at: x, clamping: .unitInterval) == 1)
    #expect(isClose(easing.value(at: x, clamping: .verticalExtrema), exact, .absolute(1e-12 * 1.56)))
    let inBack = ComposeEasing.easeInBack
    #expect(inBack.value(at: 0.2) < 0 && inBack.value(at: 0.2, clamping: .unitInterval) == 0)
    // The curve's extrema bound the clamped values.
    let range = try #require(easing.cubicBezierEasing).bezier.outputRange
    for x in bezierSampleInputs {
      #expect(range.contains(easing.value(at: x, clamping: .verticalExtrema)))
    }
    // Clamping never touches the closed forms or the inputs outside (0, 1).
    #expect(ComposeEasing.easeOutElastic.value(at: 0.1, clamping: .unitInterval) == 1.25)
    #expect(easing.value(at: 1.5, clamping: .unitInterval) == 1.5)
  }

  @Test("CubicBezierEasing refuses NaN and control x outside [0, 1] with a typed error")
  func hostileControlPoints() {
    #expect(throws: CubicBezierError.self) { try ComposeCubicBezierEasing(0.4, .nan, 0.2, 1) }
    #expect(throws: CubicBezierError.outsideUnitInterval(.x2, 1.5)) { try ComposeCubicBezierEasing(0.4, 0, 1.5, 1) }
  }

  // Hand-computed values of the closed forms (Compose's formulas, note §1.3), with the derivation.
  @Test("EaseOutElastic, EaseInElastic and EaseInOutElastic at hand-computed points")
  func elastic() {
    // EaseOutElastic = 2^(−10x)·sin((10x − 0.75)·2π/3) + 1.
    // x = 0.1: ½·sin(0.25·2π/3 = π/6) + 1 = ¼ + 1.
    // x = 0.5: 2^−5·sin(4.25·2π/3 = 17π/6 ≡ 5π/6) + 1 = 1/64 + 1.
    // x = 0.9: 2^−9·sin(8.25·2π/3 = 11π/2 ≡ −π/2) + 1 = 1 − 1/512.
    // x = 0.25: 2^−2.5·sin(1.75·2π/3 = 7π/6) + 1 = 1 − 2^−3.5.
    let out: [(Double, Double)] = [(0, 0), (0.1, 1.25), (0.5, 1.015625), (0.9, 0.998046875), (0.25, 1 - 0.08838834764831844055), (1, 1)]
    for (x, y) in out { #expect(isClose(ComposeEasing.easeOutElastic.value(at: x), y, .absolute(2e-14)), "out \(x)") }
    // EaseInElastic = −2^(10x−10)·sin((10x − 10.75)·2π/3).
    // x = 0.1: −2^−9·sin(−9.75·2π/3 = −6.5π ≡ −π/2) = 2^−9.  x = 0.5: −2^−5·sin(−23π/6 ≡ π/6) = −1/64.
    // x = 0.9: −½·sin(−1.75·2π/3 = −7π/6, sin = ½) = −¼.  x = 0.75: −2^−2.5·sin(−13π/6, sin = −½) = 2^−3.5.
    let into: [(Double, Double)] = [(0, 0), (0.1, 0.001953125), (0.5, -0.015625), (0.9, -0.25), (0.75, 0.08838834764831844055), (1, 1)]
    for (x, y) in into { #expect(isClose(ComposeEasing.easeInElastic.value(at: x), y, .absolute(2e-14)), "in \(x)") }
    // EaseInOutElastic, c5 = 2π/4.5 = 4π/9.
    // x = 0.5: −(2^0·sin(−1.125·4π/9 = −π/2))/2 = ½.
    // x = 0.25: −(2^−5·sin(−6.125·4π/9 = −49π/18 ≡ −13π/18))/2 = sin(130°)/64, sin 130° = cos 40°.
    // x = 0.75: (2^−5·sin(3.875·4π/9 = 31π/18))/2 + 1 = 1 − sin(50°)/64.
    let cos40 = 0.766044443118978035202
    let inOut: [(Double, Double)] = [(0, 0), (0.5, 0.5), (0.25, cos40 / 64), (0.75, 1 - cos40 / 64), (1, 1)]
    for (x, y) in inOut { #expect(isClose(ComposeEasing.easeInOutElastic.value(at: x), y, .absolute(2e-14)), "inOut \(x)") }
    // Outside [0, 1] the formulas apply as written (Kotlin's `in 0f..0.5f` sends x < 0 to the
    // second branch): EaseOutElastic(−0.1) = 2^1·sin(−1.75·2π/3 = −7π/6, sin = ½) + 1 = 2.
    #expect(isClose(ComposeEasing.easeOutElastic.value(at: -0.1), 2, .absolute(1e-14)))
    #expect(ComposeEasing.easeOutElastic.value(at: .nan).isNaN && ComposeEasing.easeInOutElastic.value(at: .nan).isNaN)
  }

  @Test("elastic slopes against a 40-digit mpmath differentiation")
  func elasticSlopes() {
    // mpmath (mp.dps = 40): mp.diff of each closed form at x, from the formulas above.
    let slopes: [(ComposeEasing, Double, Double)] = [
      (.easeOutElastic, 0.1, 7.3361288697712259794), (.easeOutElastic, 0.25, -2.593713235736818244),
      (.easeOutElastic, 0.5, -0.67511654828568453291), (.easeOutElastic, 0.9, 0.013538030870311431825),
      (.easeInElastic, 0.1, 0.013538030870311431825), (.easeInElastic, 0.5, -0.67511654828568453291),
      (.easeInElastic, 0.9, 7.3361288697712259794),
      (.easeInOutElastic, 0.1, -0.049011221811687719409), (.easeInOutElastic, 0.25, 0.44640073760496175927),
      (.easeInOutElastic, 0.5, 6.9314718055994530942), (.easeInOutElastic, 0.75, 0.44640073760496175927),
    ]
    for (easing, x, slope) in slopes {
      #expect(isClose(easing.velocity(at: x), slope, .absolute(1e-13 * max(1, abs(slope)))), "\(easing.name) at \(x)")
    }
  }

  @Test("EaseOutBounce, EaseInBounce and EaseInOutBounce at hand-computed points")
  func bounce() {
    // EaseOutBounce: n1 = 7.5625 = 2.75², so n1·(x − o/2.75)² = (2.75x − o)².
    // x = 0.2 (< 1/2.75): 0.55² = 0.3025.  x = 0.5 (< 2/2.75): (1.375 − 1.5)² + 0.75 = 0.765625.
    // x = 0.8 (< 2.5/2.75): (2.2 − 2.25)² + 0.9375 = 0.94.  x = 0.95: (2.6125 − 2.625)² + 0.984375 = 0.98453125.
    let out: [(Double, Double)] = [(0, 0), (0.2, 0.3025), (0.5, 0.765625), (0.8, 0.94), (0.95, 0.98453125), (1, 1)]
    for (x, y) in out { #expect(isClose(ComposeEasing.easeOutBounce.value(at: x), y, .absolute(4e-16)), "out \(x)") }
    #expect(ComposeEasing.easeOutBounce.value(at: 1) == 1)
    // EaseInBounce(0.5) = 1 − 0.765625; EaseInBounce(0.8) = 1 − out(0.2) = 0.6975.
    #expect(isClose(ComposeEasing.easeInBounce.value(at: 0.5), 0.234375, .absolute(4e-16)))
    #expect(isClose(ComposeEasing.easeInBounce.value(at: 0.8), 0.6975, .absolute(4e-16)))
    // EaseInOutBounce(0.25) = (1 − out(0.5))/2; (0.75) = (1 + out(0.5))/2; (0.5) = (1 + out(0))/2.
    #expect(isClose(ComposeEasing.easeInOutBounce.value(at: 0.25), 0.1171875, .absolute(4e-16)))
    #expect(isClose(ComposeEasing.easeInOutBounce.value(at: 0.75), 0.8828125, .absolute(4e-16)))
    #expect(ComposeEasing.easeInOutBounce.value(at: 0.5) == 0.5)
    // Slopes: d/dx (2.75x − o)² = 5.5·(2.75x − o).
    #expect(isClose(ComposeEasing.easeOutBounce.velocity(at: 0.5), 5.5 * -0.125, .absolute(1e-15)))
    #expect(isClose(ComposeEasing.easeOutBounce.velocity(at: 0.2), 5.5 * 0.55, .absolute(1e-15)))
    #expect(isClose(ComposeEasing.easeInBounce.velocity(at: 0.5), 5.5 * -0.125, .absolute(1e-15)))
    #expect(isClose(ComposeEasing.easeInOutBounce.velocity(at: 0.25), 5.5 * -0.125, .absolute(1e-15)))
    #expect(ComposeEasing.easeOutBounce.value(at: .nan).isNaN && ComposeEasing.easeInOutBounce.velocity(at: .nan).isNaN)
  }
}
