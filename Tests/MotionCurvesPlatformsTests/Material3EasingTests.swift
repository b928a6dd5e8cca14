import Foundation
import MotionCurvesPlatforms
import MotionCurvesTiming
import Testing
import TestSupport

/// Material 3's easing tokens against `../shared/notes/platform-parity.md` §3.1, which copies them
/// from Compose's `MotionTokens.kt`, material-foundation's `css/motion.css` and MDC-Android's
/// `tokens.xml`.
@Suite("Material 3 easing tokens")
struct Material3EasingTests {
  /// The note's table: the Compose/CSS column, MDC's where it differs as the `MDC` variants, and
  /// Compose's cubic stand-in for `emphasized`.
  static let noteBeziers: [(String, Double, Double, Double, Double)] = [
    ("emphasizedDecelerate", 0.05, 0.7, 0.1, 1), ("emphasizedAccelerate", 0.3, 0, 0.8, 0.15),
    ("standard", 0.2, 0, 0, 1), ("standardDecelerate", 0, 0, 0, 1), ("standardAccelerate", 0.3, 0, 1, 1),
    ("legacy", 0.4, 0, 0.2, 1), ("legacyDecelerate", 0, 0, 0.2, 1), ("legacyAccelerate", 0.4, 0, 1, 1),
    ("linear", 0, 0, 1, 1),
    ("emphasizedDecelerateMDC", 0.1, 0.7, 0.1, 1), ("emphasizedAccelerateMDC", 0.3, 0, 0.8, 0.2),
    ("emphasizedCompose", 0.2, 0, 0, 1),
  ]

  @Test("every token and variant of the note, with its control points")
  func constants() throws {
    #expect(Material3Easing.allCases.count == Self.noteBeziers.count + 1)
    for (name, x1, y1, x2, y2) in Self.noteBeziers {
      let easing = try Material3Easing(named: name)
      #expect(easing.name == name)
      let p = try #require(easing.controlPoints)
      #expect(p.x1 == x1 && p.y1 == y1 && p.x2 == x2 && p.y2 == y2, "\(name)")
      let curve = try #require(easing.bezier)
      #expect(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) == curve, "\(name)")
      for x in bezierSampleInputs {
        #expect(isClose(easing.value(at: x), bisectedBezier(x1, y1, x2, y2, at: x), .absolute(1e-12)), "\(name) at \(x)")
      }
    }
    #expect(Material3Easing.emphasized.controlPoints == nil && Material3Easing.emphasized.bezier == nil)
  }

  @Test("names round-trip, through Codable too; unknown names are a typed error")
  func names() throws {
    for easing in Material3Easing.allCases {
      #expect(try Material3Easing(named: easing.name) == easing)
      let data = try JSONEncoder().encode(easing)
      #expect(try JSONDecoder().decode(Material3Easing.self, from: data) == easing)
    }
    #expect(throws: PlatformNameError.unknown("Emphasized", .material3Easing)) { try Material3Easing(named: "Emphasized") }
    #expect(throws: PlatformNameError.unknown("emphasized-decelerate", .material3Easing)) {
      try Material3Easing(named: "emphasized-decelerate")
    }
  }

  @Test("emphasized: the two-segment path, y(0) = 0, y(1) = 1, continuous at (0.166666, 0.4)")
  func emphasizedPath() {
    let e = Material3Easing.emphasized
    #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1)
    #expect(isClose(e.value(at: 0.166666), 0.4, .absolute(1e-15)))
    let below = e.value(at: 0.166666.nextDown)
    let above = e.value(at: 0.166666.nextUp)
    #expect(isClose(below, 0.4, .absolute(1e-14)) && isClose(above, 0.4, .absolute(1e-14)))
    #expect(below < 0.4 && above > 0.4)
    // The corner: 0.34/0.033333 on the left, 0.42/0.041667 on the right (control-point slopes).
    #expect(isClose(e.velocity(at: 0.166666), 0.34 / 0.033333, .relative(1e-10)))
    #expect(isClose(e.velocity(at: 0.166666.nextUp), 0.42 / 0.041667, .relative(1e-8)))
    #expect(e.velocity(at: 0) == 0 && e.velocity(at: 1) == 0)
  }

  @Test("emphasized at interior points, against a 40-digit mpmath bisection on the path itself")
  func emphasizedInterior() {
    // mpmath, mp.dps = 40: on each segment as written (not normalized), 200 bisections of
    // x(t) = x in Bernstein form, then y(t).
    let reference: [(Double, Double)] = [
      (0.05, 0.020608488606031473299), (0.1, 0.093479871432052075679), (0.15, 0.27332344515440355037),
      (0.2, 0.63570144911939046047), (0.3, 0.8404685664815950236), (0.5, 0.95061246262844074012),
      (0.8, 0.99480124873402576818),
    ]
    for (x, y) in reference {
      #expect(isClose(Material3Easing.emphasized.value(at: x), y, .absolute(2e-12)), "x = \(x)")
    }
    // And the test's own double bisection on the written segments, on the whole grid.
    for x in bezierSampleInputs {
      let y = x <= 0.166666
        ? 0.4 * bisectedBezier(0.05 / 0.166666, 0, 0.133333 / 0.166666, 0.06 / 0.4, at: x / 0.166666)
        : 0.4 + 0.6 * bisectedBezier(0.041667 / 0.833334, 0.7, 0.083334 / 0.833334, 1, at: (x - 0.166666) / 0.833334)
      #expect(isClose(Material3Easing.emphasized.value(at: x), y, .absolute(1e-11)), "x = \(x)")
    }
  }

  @Test("outside [0, 1] the end values, as PathInterpolator; NaN gives NaN")
  func outside() throws {
    for easing in Material3Easing.allCases {
      #expect(easing.value(at: -0.5) == 0 && easing.value(at: 1.5) == 1 && easing.value(at: -.infinity) == 0)
      #expect(easing.velocity(at: -0.5) == 0 && easing.velocity(at: 2) == 0)
      #expect(easing.value(at: .nan).isNaN && easing.velocity(at: .nan).isNaN)
    }
    // The CSS reading of the same curve extends linearly.
    let standard = try #require(Material3Easing.standard.bezier)
    #expect(standard.value(at: 1.5) == 1)
    #expect(try #require(Material3Easing.emphasizedDecelerate.bezier).value(at: -0.5) != 0)
  }
}
