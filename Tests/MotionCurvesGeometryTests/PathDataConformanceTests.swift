import Foundation
import MotionCurvesCore
import MotionCurvesGeometry
import Testing

/// The published path data cases of Fixtures/svg-paths.json (`parse`: web-platform-tests, the SVG 2
/// grammar's prose examples, svgtypes, svg.path, svgpathtools and kurbo; `serialization`: WPT's
/// serialization.svg). Each case is checked against its own expectation: the absolute rendering
/// (`rendered_absolute`, the form of getComputedStyle(el).d), an equivalent spelling
/// (`equivalent_to`), or the drawn control points (`control_points`).
@Suite("SVG path data conformance")
struct PathDataConformanceTests {
  static var fixture: [String: Any] { SVGPathsFixture.object }
  static func section(_ name: String) -> [String: Any] { SVGPathsFixture.section(name) }
  static func cases(_ name: String) -> [[String: Any]] { SVGPathsFixture.cases(name) }

  static func point(_ value: Any?) throws -> SIMD2<Double> {
    let pair = try #require(value as? [Double])
    try #require(pair.count == 2)
    return SIMD2(pair[0], pair[1])
  }

  @Test("the fixture is present and complete")
  func counts() {
    #expect(Self.cases("parse").count == 41)
    #expect(Self.cases("serialization").count == 3)
    #expect(Self.cases("arc_center").count == 11)
  }

  /// Cases with `rendered_absolute`: error = false, strict and lenient both render it; error = true,
  /// strict throws and lenient renders exactly the prefix SVG 2's error handling draws.
  @Test("parse: the rendered absolute path data (28 cases)")
  func rendered() throws {
    var checked = 0
    for c in Self.cases("parse") {
      guard let expected = c["rendered_absolute"] as? String else { continue }
      let d = try #require(c["d"] as? String)
      let error = try #require(c["error"] as? Bool)
      let trailingDot = c["allow_trailing_dot"] as? Bool ?? false
      let lenient = try VectorPath(svg: d, lenient: true, acceptsTrailingDecimalPoint: trailingDot)
      #expect(lenient.svgPathData == expected, "lenient \(d)")
      if error {
        #expect(throws: SyntaxError.self, "strict \(d)") {
          try VectorPath(svg: d, acceptsTrailingDecimalPoint: trailingDot)
        }
        #expect(VectorPath.parsing(svg: d, acceptsTrailingDecimalPoint: trailingDot).error != nil, "\(d)")
      } else {
        let strict = try VectorPath(svg: d, acceptsTrailingDecimalPoint: trailingDot)
        #expect(strict.svgPathData == expected, "strict \(d)")
      }
      // The rendering reads back to the same commands.
      #expect(try VectorPath(svg: expected) == lenient, "\(d)")
      if let letters = c["segments"] as? [String] {
        // kurbo's segment kinds: an H or V is a line.
        let kinds = lenient.commands.map { command -> String in
          switch command {
          case .horizontal, .vertical: return "L"
          default: return String(command.letter)
          }
        }
        #expect(kinds == letters, "\(d)")
      }
      checked += 1
    }
    #expect(checked == 28)
  }

  @Test("parse: equivalent spellings read to equal commands (10 cases)")
  func equivalent() throws {
    var checked = 0
    for c in Self.cases("parse") {
      guard let other = c["equivalent_to"] as? String else { continue }
      let d = try #require(c["d"] as? String)
      #expect(c["error"] as? Bool == false)
      let path = try VectorPath(svg: d)
      let reference = try VectorPath(svg: other)
      #expect(path == reference, "\(d) vs \(other)")
      #expect(!path.commands.isEmpty)
      checked += 1
    }
    #expect(checked == 10)
  }

  /// The drawn control points (svgtypes' reflection tests: S after C, T after T, S after T).
  @Test("parse: the control points of smooth commands (3 cases)")
  func controlPoints() throws {
    var checked = 0
    for c in Self.cases("parse") {
      guard let expected = c["control_points"] as? [[[Double]]] else { continue }
      let d = try #require(c["d"] as? String)
      let segments = try VectorPath(svg: d).segments
      #expect(segments.count == expected.count, "\(d)")
      for (segment, points) in zip(segments, expected) {
        let p = points.map { SIMD2($0[0], $0[1]) }
        switch (segment, p.count) {
        case let (.quadratic(a, b, e), 3): #expect([a, b, e] == p, "\(d)")
        case let (.cubic(a, b, e, f), 4): #expect([a, b, e, f] == p, "\(d)")
        default: Issue.record("\(d): \(segment) is not a segment of \(p.count) points")
        }
      }
      checked += 1
    }
    #expect(checked == 3)
  }

  /// WPT bounding.svg: the two rendered prefixes, each translated, have the union box
  /// (31, 36, 32, 35). By hand: `M0 0 L3 -4 Z` + (60, 40) spans x 60…63, y 36…40;
  /// `M0 0 L-9 11` + (40, 60) spans x 31…40, y 60…71.
  @Test("parse: WPT bounding box of the rendered prefixes")
  func boundingBox() throws {
    let section = try #require(Self.section("parse")["wpt_bounding_box"] as? [String: Any])
    let paths = try #require(section["paths"] as? [[Any]])
    #expect(paths.count == 2)
    var low = SIMD2(Double.infinity, .infinity), high = -low
    for entry in paths {
      let d = try #require(entry.first as? String)
      let offset = try Self.point(entry.last)
      let box = try #require(try VectorPath(svg: d, lenient: true).boundingBox)
      low = pointwiseMin(low, box.min + offset)
      high = pointwiseMax(high, box.max + offset)
    }
    let bbox = try #require(section["bbox"] as? [String: Double])
    #expect(low.x == bbox["x"])
    #expect(low.y == bbox["y"])
    #expect(high.x - low.x == bbox["width"])
    #expect(high.y - low.y == bbox["height"])
  }

  @Test("serialization: WPT getComputedStyle(d) forms (3 cases)")
  func serialization() throws {
    var checked = 0
    for c in Self.cases("serialization") {
      let d = try #require(c["d"] as? String)
      let expected = try #require(c["absolute"] as? String)
      let path = try VectorPath(svg: d)
      #expect(path.svgPathData == expected, "\(d)")
      #expect(try VectorPath(svg: expected) == path, "\(d)")
      checked += 1
    }
    #expect(checked == 3)
  }
}
