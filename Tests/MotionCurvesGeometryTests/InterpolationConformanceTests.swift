import MotionCurvesGeometry
import Testing

/// The fixture's `interpolation` section: 121 literal cases from web-platform-tests
/// (d-interpolation-single, -relative-absolute, -discrete; offset-path-interpolation). Each
/// interpolated path is serialized as canonical absolute path data and compared with the
/// expected string; "discrete" cases must flip from `from` to `to` at 0.5.
@Suite("Path interpolation conformance (svg-paths.json)")
struct InterpolationConformanceTests {
  @Test("interpolation: 121 WPT cases")
  func interpolation() throws {
    let cases = try TrimFixture.load().interpolation.cases
    #expect(cases.count == 121)
    var passed = 0
    for c in cases {
      let from = try VectorPath(svg: c.from), to = try VectorPath(svg: c.to)
      let result = from.interpolated(to: to, at: c.at)
      if c.expect == "discrete" {
        // Structures differ: `from` strictly before 0.5, `to` from 0.5 on.
        let before = from.interpolated(to: to, at: c.at - 0.25)
        #expect(result == to && before == from, "\(c.from) → \(c.to)")
        #expect(from.euclideanDistance(to: to) == 1)
        #expect(from.interpolationVelocity(to: to) == nil)
        if result == to && before == from { passed += 1 }
      } else {
        #expect(result.svgPathData == c.expect, "\(c.from) → \(c.to) at \(c.at)")
        if result.svgPathData == c.expect { passed += 1 }
      }
    }
    #expect(passed == 121)
  }
}
