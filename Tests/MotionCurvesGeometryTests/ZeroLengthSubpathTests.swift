import MotionCurvesGeometry
import Testing

/// Subpaths of length 0 (a lone move, a dot) and the point at a length, as Chromium 156's
/// `getPointAtLength` (SVG 2 `SVGGeometryElement`: the distance clamped to [0, L], then "the point
/// on the path at" it; a moveto has zero length) returns it, observed with headless Chromium 156
/// (Debian's build) through playwright:
///
/// - distance 0 (a negative one, every distance on a path of length 0) is the path's first point,
///   even a leading lone move's: `M 0 0 M 10 0 L 20 0` is at (0, 0) at 0 and at −1;
/// - a positive distance is on the first segment of positive length whose running end reaches it:
///   the same path is at (10, 0) at 1e-9 (Chromium: (10, 0) in floats) and (15, 0) at 5; at a join
///   the earlier subpath's end, at L the last drawn point before trailing moves.
///
/// Every expected point is worked by hand from the lines' own coordinates: a line (a, b) of length
/// n is at a + (b − a)·s/n a distance s along it, and every such value below is exact in binary.
@Suite("Paths: subpaths of length 0")
struct ZeroLengthSubpathTests {
  typealias Point = SIMD2<Double>

  static func path(_ d: String) throws -> VectorPath { try VectorPath(svg: d) }

  @Test("a leading lone move: distance 0 is its point (Chromium 156), any positive distance the drawn line's")
  func leadingMove() throws {
    let path = try Self.path("M 0 0 M 10 0 L 20 0")  // L = 10, all drawn on the line (10, 0) → (20, 0)
    let table = path.lengthTable
    #expect(table.totalLength == 10)
    #expect(table.start == Point(0, 0))
    // 0, −0, below 0 and NaN are distance 0: the first move's point, the tangent where drawing
    // starts (the line's direction (1, 0)), segment 0 at parameter 0.
    for distance in [0.0, -0.0, -5, -.infinity, .nan] {
      let position = table.position(atLength: distance)
      #expect(position.point == Point(0, 0), "at \(distance)")
      #expect(position.tangent == Point(1, 0) && position.normal == Point(0, 1), "at \(distance)")
      #expect(position.distance == 0 && position.segmentIndex == 0 && position.parameter == 0, "at \(distance)")
    }
    // Positive distances: 10 + s on the line; clamped to L = 10 beyond it.
    for (distance, x) in [(2.5, 12.5), (5, 15), (10, 20), (30, 20)] {
      let position = table.position(atLength: distance)
      #expect(position.point == Point(x, 0) && position.tangent == Point(1, 0), "at \(distance)")
      #expect(position.segmentIndex == 0)
    }
    // Just after 0 the point is already on the line: 10 + 1e-9 (to 1e-12·L).
    let justAfter = table.position(atLength: 1e-9)
    #expect(abs(justAfter.point.x - 10.000000001) <= 1e-11 && justAfter.point.y == 0)
    // Fractions are lengths: 0 is distance 0, ¼ is 2.5; NaN counts as 0.
    #expect(table.position(atFraction: 0).point == Point(0, 0))
    #expect(table.position(atFraction: -1).point == Point(0, 0))
    #expect(table.position(atFraction: .nan).point == Point(0, 0))
    #expect(table.position(atFraction: 0.25).point == Point(12.5, 0))
    // VectorPath's own query measures per call, with the same rule.
    #expect(path.position(atLength: 0).point == Point(0, 0))
    #expect(path.position(atFraction: 0).point == Point(0, 0))
    // The segment *drawn* at 0 is still the line, from its start.
    #expect(table.segment(atLength: 0).map { $0.index == 0 && $0.distance == 0 } == true)
    #expect(table.segment(atLength: -3).map { $0.index == 0 && $0.distance == 0 } == true)
  }

  /// The probes run against Chromium 156, with the points it returned (its floats, here exact).
  static let chromiumProbes: [(d: String, distance: Double, point: Point)] = [
    // Two lone moves before the line (10, 0) → (20, 0): 0 is the first move's (0, 0).
    ("M 0 0 M 5 5 M 10 0 L 20 0", 0, Point(0, 0)),
    ("M 0 0 M 5 5 M 10 0 L 20 0", 5, Point(15, 0)),
    ("M 0 0 M 5 5 M 10 0 L 20 0", 10, Point(20, 0)),
    ("M 0 0 M 5 5 M 10 0 L 20 0", 11, Point(20, 0)),
    // A dot drawn by L to the current point, or by Z, before the line: 0 is the dot's point.
    ("M 0 0 L 0 0 M 10 0 L 20 0", 0, Point(0, 0)),
    ("M 0 0 L 0 0 M 10 0 L 20 0", 5, Point(15, 0)),
    ("M 0 0 Z M 10 0 L 20 0", 0, Point(0, 0)),
    ("M 0 0 Z M 10 0 L 20 0", 5, Point(15, 0)),
    // Relative moves: m 1 1 then m 10 0 is (11, 1); the line runs to (21, 1).
    ("m 1 1 m 10 0 l 10 0", 0, Point(1, 1)),
    ("m 1 1 m 10 0 l 10 0", 5, Point(16, 1)),
    // Trailing moves: at L = 10 and beyond, the line's end (20, 0), not (30, 0) or (40, 0).
    ("M 10 0 L 20 0 M 30 0 M 40 0", 0, Point(10, 0)),
    ("M 10 0 L 20 0 M 30 0 M 40 0", 5, Point(15, 0)),
    ("M 10 0 L 20 0 M 30 0 M 40 0", 10, Point(20, 0)),
    ("M 10 0 L 20 0 M 30 0 M 40 0", 11, Point(20, 0)),
    // A join at 10: the first subpath's end (20, 0), not the second's start (30, 0).
    ("M 10 0 L 20 0 M 30 0 L 40 0", 0, Point(10, 0)),
    ("M 10 0 L 20 0 M 30 0 L 40 0", 10, Point(20, 0)),
    ("M 10 0 L 20 0 M 30 0 L 40 0", 15, Point(35, 0)),
    ("M 10 0 L 20 0 M 30 0 L 40 0", 20, Point(40, 0)),
    ("M 10 0 L 20 0 M 30 0 L 40 0", 21, Point(40, 0)),
    // A join across a lone move and a dot: still the earlier drawn end (10, 0).
    ("M 0 0 L 10 0 M 50 50 Z M 10 5 L 20 5", 10, Point(10, 0)),
    // Paths of length 0: the first point at every distance.
    ("M 1 2 M 3 4", 0, Point(1, 2)),
    ("M 1 2 M 3 4", 1, Point(1, 2)),
    ("M 1 2 M 3 4", -1, Point(1, 2)),
    ("M 1 2", 0, Point(1, 2)),
    ("M 1 2", 1, Point(1, 2)),
    ("M 3 4 Z", 1, Point(3, 4)),
    // A lone move before a cubic (x from 10 to 30 along the axis): (0, 0) at 0.
    ("M 0 0 M 10 0 C 15 0 20 0 30 0", 0, Point(0, 0)),
  ]

  @Test("Chromium 156's getPointAtLength on lone moves, dots, joins and trailing moves", arguments: chromiumProbes)
  func chromium(probe: (d: String, distance: Double, point: Point)) throws {
    let position = try Self.path(probe.d).position(atLength: probe.distance)
    #expect(position.point == probe.point)
  }

  @Test("a dot before the line: the point at 0 is the dot's, the tangent and segment the line's")
  func dotFirst() throws {
    // Segments: the dot's line (0, 0) → (0, 0), then (10, 0) → (20, 0).
    let table = try Self.path("M 0 0 L 0 0 M 10 0 L 20 0").lengthTable
    #expect(table.segmentLengths == [0, 10])
    let zero = table.position(atLength: 0)
    #expect(zero.point == Point(0, 0) && zero.tangent == Point(1, 0))
    #expect(zero.segmentIndex == 1 && zero.parameter == 0 && zero.distance == 0)
  }

  @Test("distance 0 is the first point exactly, an arc's start included; the tangent is the arc's")
  func arcStart() throws {
    // The half circle about (15, 0), r = 5, from (10, 0) with sweep 1 (increasing angle from π,
    // y down): it leaves (10, 0) towards −y, tangent (0, −1).
    for (d, point) in [("M 10 0 A 5 5 0 0 1 20 0", Point(10, 0)), ("M 0 0 M 10 0 A 5 5 0 0 1 20 0", Point(0, 0))] {
      let position = try Self.path(d).position(atLength: 0)
      #expect(position.point == point, "\(d)")
      #expect(abs(position.tangent.x) <= 1e-15 && abs(position.tangent.y + 1) <= 1e-15, "\(d)")
    }
  }

  @Test("lone moves and dots between and after drawn subpaths: the earlier drawn subpath's end wins")
  func middleAndTrailing() throws {
    // L = 10 + 10; the move to (50, 50) draws nothing, the dot at (55, 5) has length 0.
    let path = try Self.path("M 0 0 L 10 0 M 50 50 M 55 5 Z M 60 0 L 70 0 M 99 99")
    let table = path.lengthTable
    #expect(table.totalLength == 20)
    #expect(table.position(atLength: 0).point == Point(0, 0))
    let boundary = table.position(atLength: 10)
    #expect(boundary.point == Point(10, 0) && boundary.tangent == Point(1, 0))
    #expect(table.position(atLength: 10.5).point == Point(60.5, 0))
    // At the total: the last drawn point, not the trailing move's (99, 99).
    #expect(table.position(atLength: 20).point == Point(70, 0))
    #expect(table.position(atFraction: 1).point == Point(70, 0))
    // A trim across the boundary draws the two lines only.
    #expect(path.trimmed(strokeStart: 0.25, strokeEnd: 0.75).svgPathData == "M 5 0 L 10 0 M 60 0 L 65 0")
  }

  @Test("a path of length 0 gives its first point at every distance, with tangent (1, 0)")
  func nothingDrawn() throws {
    let nothing = try Self.path("M 5 5 M 10 0 L 10 0")  // length 0
    for distance in [-1.0, 0, 3, .nan] {
      let position = nothing.position(atLength: distance)
      #expect(position.point == Point(5, 5) && position.tangent == Point(1, 0) && position.distance == 0)
    }
  }

  @Test("trims hold what is drawn: from 0 they start at the first drawn point; a trim of length 0 is empty")
  func trims() throws {
    let path = try Self.path("M 0 0 M 10 0 L 20 0")
    // [0, ½] of 10 is the line from (10, 0) to (15, 0): the lone move draws nothing.
    #expect(path.trimmed(strokeStart: 0, strokeEnd: 0.5).svgPathData == "M 10 0 L 15 0")
    // Its end is the point at 5, (15, 0), as position(atLength:) gives it.
    #expect(path.position(atLength: 5).point == Point(15, 0))
    // Equal ends draw nothing, at 0 as anywhere.
    #expect(path.trimmed(strokeStart: 0, strokeEnd: 0).isEmpty)
    #expect(path.trimmed(strokeStart: 0.3, strokeEnd: 0.3).isEmpty)
  }
}
