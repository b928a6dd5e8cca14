import MotionCurvesGeometry
import Testing

/// Issue 28: subpaths of length 0 (a lone move, a dot) under one rule at every distance, 0 and
/// the total included: the point is on the first segment of positive length whose running end
/// reaches the distance — Chrome's `getPointAtLength` (SVG 2 §"Path data", `SVGGeometryElement`),
/// which walks Skia's `SkContourMeasureIter` contours (those of length 0 skipped) and takes the
/// first with `length <= contour_end`; CSS Motion Path 1 likewise ignores zero-length subpaths.
/// A path of length 0 gives its first point (Blink's `getPoint(0)`). The expected points are the
/// lines' own coordinates at the distances, worked by hand.
@Suite("Paths: subpaths of length 0")
struct ZeroLengthSubpathTests {
  typealias Point = SIMD2<Double>

  static func path(_ d: String) throws -> VectorPath { try VectorPath(svg: d) }

  @Test("a leading lone move: length 0 is the first drawn point, for point, tangent, fraction and trims")
  func leadingMove() throws {
    let path = try Self.path("M 0 0 M 10 0 L 20 0")  // L = 10, all on the line (10, 0) → (20, 0)
    let table = path.lengthTable
    #expect(table.totalLength == 10)
    for (distance, x) in [(-5.0, 10.0), (0, 10), (2.5, 12.5), (10, 20), (30, 20)] {
      let position = table.position(atLength: distance)
      #expect(position.point == Point(x, 0) && position.tangent == Point(1, 0), "at \(distance)")
      #expect(position.segmentIndex == 0)
    }
    #expect(table.position(atFraction: 0).point == Point(10, 0))
    #expect(path.position(atLength: 0).point == Point(10, 0))
    // The first point of the path is still the lone move's.
    #expect(table.start == Point(0, 0))
    // A trim from 0 starts where the point at 0 is: [0, ½] of 10 is (10, 0) → (15, 0).
    #expect(path.trimmed(strokeStart: 0, strokeEnd: 0.5).svgPathData == "M 10 0 L 15 0")
  }

  @Test("lone moves and dots between and after drawn subpaths: the earlier drawn subpath's end wins")
  func middleAndTrailing() throws {
    // L = 10 + 10; the move to (50, 50) draws nothing, the dot at (55, 5) has length 0.
    let path = try Self.path("M 0 0 L 10 0 M 50 50 M 55 5 Z M 60 0 L 70 0 M 99 99")
    let table = path.lengthTable
    #expect(table.totalLength == 20)
    let boundary = table.position(atLength: 10)
    #expect(boundary.point == Point(10, 0) && boundary.tangent == Point(1, 0))
    #expect(table.position(atLength: 10.5).point == Point(60.5, 0))
    // At the total: the last drawn point, not the trailing move's (99, 99).
    #expect(table.position(atLength: 20).point == Point(70, 0))
    #expect(table.position(atFraction: 1).point == Point(70, 0))
    // A trim across the boundary draws the two lines only.
    #expect(path.trimmed(strokeStart: 0.25, strokeEnd: 0.75).svgPathData == "M 5 0 L 10 0 M 60 0 L 65 0")
  }

  @Test("a dot before the first drawn subpath is skipped too; a path of length 0 gives its first point")
  func dots() throws {
    let dotFirst = try Self.path("M 0 0 Z M 10 0 L 20 0")
    #expect(dotFirst.position(atLength: 0).point == Point(10, 0))
    let nothing = try Self.path("M 5 5 M 10 0 L 10 0")  // length 0
    for distance in [-1.0, 0, 3] {
      let position = nothing.position(atLength: distance)
      #expect(position.point == Point(5, 5) && position.tangent == Point(1, 0) && position.distance == 0)
    }
  }
}
