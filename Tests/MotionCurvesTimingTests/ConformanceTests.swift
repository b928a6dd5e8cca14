import CurveReference
import Foundation
import MotionCurvesTiming
import TestSupport
import Testing

/// The published CSS easing cases (web-platform-tests and Chromium's unit test), copied with their
/// sources into Fixtures/css-easing-cases.json. Each must pass at its published tolerance, and every
/// cubic-bézier value must also be within 1e-12 of the exact value (the double-double reference).
@Suite("CSS easing conformance")
struct ConformanceTests {
  static var fixture: [String: Any] { fixtureObject(named: "css-easing-cases") }

  static func cases(_ section: String) -> [[String: Any]] {
    fixture[section] as? [[String: Any]] ?? []
  }

  /// The cases of a section that give one easing's value at one input.
  static func valueCases(_ section: String) throws -> [(easing: String, x: Double, expected: Double, tolerance: Double)] {
    try cases(section).map { c in
      (
        try #require(c["easing"] as? String), try #require(c["input"] as? Double),
        try #require(c["expected"] as? Double), try #require(c["tolerance"] as? Double)
      )
    }
  }

  /// The curve for a CSS easing of the fixture, and its exact reference.
  static func curve(_ css: String) throws -> (CubicBezier, ReferenceBezier) {
    let curve = try CubicBezier(css: css)
    return (curve, ReferenceBezier(curve.x1, curve.y1, curve.x2, curve.y2))
  }

  /// The exact value at any input: the reference inside [0, 1], the same straight extension outside.
  static func exact(_ pair: (CubicBezier, ReferenceBezier), _ x: Double) -> Double {
    (0...1).contains(x) ? pair.1.value(at: x) : pair.0.value(at: x)
  }

  @Test("the fixture is present and complete")
  func fixtureLoaded() {
    #expect(Self.cases("cubic_bezier_single_derived").count == 24)
    #expect(Self.cases("cubic_bezier_output").count == 24)
    #expect(Self.cases("named_easing_samples_derived").count == 70)
    #expect(Self.cases("steps_single_derived").count == 53)
    #expect(Self.cases("steps_output_chained").count == 53)
    #expect(Self.cases("steps_boundary_beforeflag_derived").count == 120)
    #expect(Self.cases("steps_layout_jump").count == 24)
    #expect(Self.cases("linear_output").count == 25)
  }

  @Test("cubic_bezier_single_derived: 24 single-easing values, inside and outside [0, 1]")
  func single() throws {
    var worst = 0.0
    for (easing, x, expected, tolerance) in try Self.valueCases("cubic_bezier_single_derived") {
      let pair = try Self.curve(easing)
      let y = pair.0.value(at: x)
      #expect(abs(y - expected) <= tolerance, "\(easing) at \(x)")
      worst = max(worst, abs(y - Self.exact(pair, x)))
      #expect(abs(y - Self.exact(pair, x)) <= 1e-12)
    }
    print("cubic_bezier_single_derived: worst error against the exact value \(worst)")
  }

  @Test("cubic_bezier_output: 24 chained effect/keyframe easings, in px at the published tolerance")
  func chained() throws {
    var worst = 0.0
    for c in Self.cases("cubic_bezier_output") {
      let animation = try #require(c["animation"] as? [String: Any])
      let effect = try Self.curve(try #require(animation["effect_easing"] as? String))
      let keyframe = try Self.curve(try #require(animation["keyframe_easing"] as? String))
      let duration = try #require(animation["duration_ms"] as? Double)
      let time = try #require(c["time_ms"] as? Double)
      let expected = try #require(c["expected_left_px"] as? Double)
      let tolerance = try #require(c["tolerance_px"] as? Double)
      let progress = effect.0.value(at: time / duration)
      let left = 100 * keyframe.0.value(at: progress)
      #expect(abs(left - expected) <= tolerance, "\(animation) at \(time) ms")
      let exact = 100 * Self.exact(keyframe, Self.exact(effect, time / duration))
      worst = max(worst, abs(left - exact) / 100)
      #expect(abs(left - exact) <= 1e-10)
    }
    print("cubic_bezier_output: worst error against the exact value \(worst) (in progress)")
  }

  @Test("named_easing_samples_derived: every keyword and function at the transformed-progress inputs")
  func named() throws {
    let cases = Self.cases("named_easing_samples_derived")
    #expect(cases.count == 70)
    var worst = 0.0
    for c in cases {
      let easing = try #require(c["easing"] as? String)
      let x = try #require(c["input"] as? Double)
      let expected = try #require(c["expected"] as? Double)
      let tolerance = try #require(c["tolerance"] as? Double)
      let function = try TimingFunction(css: easing)
      let y = function.value(at: x, beforeFlag: c["beforeFlag"] as? Bool ?? false)
      #expect(abs(y - expected) <= tolerance, "\(easing) at \(x)")
      if let curve = function.bezier {
        let reference = ReferenceBezier(curve.x1, curve.y1, curve.x2, curve.y2)
        let error = abs(y - ((0...1).contains(x) ? reference.value(at: x) : y))
        worst = max(worst, error)
        #expect(error <= 1e-12)
      }
    }
    print("named_easing_samples_derived: worst cubic-bézier error against the exact value \(worst)")
  }

  @Test("named_easings: the keywords' control points")
  func keywords() throws {
    let named = try #require(Self.fixture["named_easings"] as? [String: Any])
    #expect(named.count == 7)
    for (name, value) in named {
      if let points = value as? [Double] {
        let curve = try CubicBezier(css: name)
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points, "\(name)")
      } else {
        // step-start and step-end name steps(1, start) and steps(1, end).
        let steps = try #require(value as? String)
        #expect(try TimingFunction(css: name) == TimingFunction(css: steps), "\(name)")
      }
    }
  }

  @Test("Chromium cubic_bezier_unittest: Solve (with the browsers' extension) and Slope")
  func chromium() throws {
    let section = try #require(Self.fixture["chromium_cubic_bezier_unittest"] as? [String: Any])
    let cases = try #require(section["cases"] as? [[String: Any]])
    var counts = (solve: 0, slope: 0)
    for c in cases {
      let p = try #require(c["bezier"] as? [Double])
      let curve = try CubicBezier(p[0], p[1], p[2], p[3])
      let x = try #require(c["input"] as? Double)
      let expected = try #require(c["expected"] as? Double)
      let tolerance = try #require(c["tolerance"] as? Double)
      switch c["fn"] as? String {
      case "Solve":
        counts.solve += 1
        #expect(abs(curve.value(at: x) - expected) <= tolerance, "\(p) Solve(\(x))")
      case "Slope":
        // Chromium clamps the input to [0, 1] and returns dy/dx there.
        counts.slope += 1
        #expect(abs(curve.velocity(at: min(1, max(0, x))) - expected) <= tolerance, "\(p) Slope(\(x))")
      default:
        Issue.record("unknown case \(c)")
      }
    }
    #expect(counts.solve == 64 && counts.slope == 23)
    for r in try #require(section["range"] as? [[String: Any]]) {
      let p = try #require(r["bezier"] as? [Double])
      let range = try CubicBezier(p[0], p[1], p[2], p[3]).outputRange
      let tolerance = try #require(r["tolerance"] as? Double)
      #expect(abs(range.lowerBound - (try #require(r["range_min"] as? Double))) <= tolerance, "\(p)")
      #expect(abs(range.upperBound - (try #require(r["range_max"] as? Double))) <= tolerance, "\(p)")
    }
  }
}
