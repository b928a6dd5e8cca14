import MotionCurvesCore
import MotionCurvesGeometry
import Testing

/// Issue 27, item 8 (second part): a path whose total length is beyond the range of Double
/// (M −1e308 0 L 1e308 0, of length 2e308) measured +∞, so every fraction of it was the start
/// and every trim empty. It is measured in a unit 2ᵏ (exact), so points at fractions and at
/// finite lengths, trims and dashes are those of the exact length; only a length that is itself
/// beyond the range of Double reads +∞. Expected points are worked by hand (midpoints,
/// symmetry, the circle's parameterization), never taken from the code under test.
@Suite("Path lengths beyond the range of Double")
struct PathLengthOverflowTests {
  /// |a − b| ≤ `tolerance` in each coordinate (2e296 below is 1e-12·L for L = 2e308, written
  /// out: the product of the literals would overflow).
  static func near(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  /// The line of the issue, of length 2e308.
  static func line() throws -> VectorPath { try VectorPath(svg: "M -1e308 0 L 1e308 0") }

  @Test("M −1e308 0 L 1e308 0: the point at ½ is (0, 0) at length 1e308; at ¼, (−5e307, 0)")
  func lineFractions() throws {
    let line = try Self.line()
    let table = PathLengthTable(line)
    // The exact length is 2e308: beyond the range of Double, so the total reads +∞.
    #expect(table.totalLength == .infinity)
    let middle = table.position(atFraction: 0.5)
    #expect(middle.point == SIMD2(0, 0) && middle.tangent == SIMD2(1, 0) && middle.distance == 1e308)
    // ¼ of 2e308 is 5e307 along: −1e308 + 5e307 = −5e307 (1e308/2 = 5e307 exactly in doubles).
    let quarter = table.position(atFraction: 0.25)
    #expect(Self.near(quarter.point, SIMD2(-5e307, 0), 2e296) && quarter.distance == 5e307)
    // At finite lengths: 1.5e308 along is 5e307.
    #expect(Self.near(table.position(atLength: 1.5e308).point, SIMD2(5e307, 0), 2e296))
    #expect(table.segment(atLength: 1.5e308).map { $0.index == 0 && $0.distance == 1.5e308 } == true)
    // The fraction 1 is the end; its distance, 2e308, is beyond the range of Double: +∞.
    let end = table.position(atFraction: 1)
    #expect(end.point == SIMD2(1e308, 0) && end.distance == .infinity)
    // The path's own conveniences go through the same table.
    #expect(line.position(atFraction: 0.5).point == SIMD2(0, 0))
    #expect(line.position(atLength: 1e308).point == SIMD2(0, 0))
  }

  @Test("the reversed line: the tangent is (−1, 0), also where the derivative 2e308 overflows")
  func reversedLine() throws {
    let reversed = try VectorPath(svg: "M 1e308 0 L -1e308 0")
    let middle = reversed.position(atFraction: 0.5)
    #expect(middle.point == SIMD2(0, 0) && middle.tangent == SIMD2(-1, 0))
    #expect(PathSegment.line(SIMD2(1e308, 0), SIMD2(-1e308, 0)).unitTangent(at: 0.3) == SIMD2(-1, 0))
  }

  @Test("a segment's inverse arc length when its length overflows: ½ at 1e308, with or without the total")
  func segmentInverse() {
    let segment = PathSegment.line(SIMD2(-1e308, 0), SIMD2(1e308, 0))
    #expect(segment.length == .infinity)
    #expect(segment.parameter(atLength: 1e308) == 0.5)
    #expect(segment.parameter(atLength: 1e308, total: .infinity) == 0.5)
    #expect(segment.parameter(atLength: 5e307, total: nil) == 0.25)
  }

  @Test("trims: strokeStart ¼ to strokeEnd ¾ is M −5e307 0 L 5e307 0, in every trim")
  func trims() throws {
    let line = try Self.line()
    #expect(line.trimmed(strokeStart: 0.25, strokeEnd: 0.75).svgPathData == "M -5e307 0 L 5e307 0")
    #expect(line.lottieTrimmed(start: 0.25, end: 0.75, offsetDegrees: 0).svgPathData == "M -5e307 0 L 5e307 0")
    // Lottie individually: the shapes end to end, the last first: the unit segment (0 → 1)
    // occupies [0, 1] of the total 2e308 + 1, the long line [1, 2e308 + 1]. The interval
    // [¼, ¾] of the total misses the first and cuts the line at (¼·(2e308 + 1) − 1)/2e308,
    // ¼ within an ulp: −5e307 and 5e307 within 1e-12 of the length.
    let unit = try VectorPath(svg: "M 0 0 L 1 0")
    let shapes = VectorPath.lottieTrimmed(
      [line, unit], start: 0.25, end: 0.75, offsetDegrees: 0, mode: .individually)
    #expect(shapes[1].isEmpty)
    let cut = shapes[0].segments
    if case let .line(a, b)? = cut.first, cut.count == 1 {
      #expect(Self.near(a, SIMD2(-5e307, 0), 2e296) && Self.near(b, SIMD2(5e307, 0), 2e296))
    } else {
      Issue.record("\(shapes[0].svgPathData)")
    }
  }

  @Test("dashes of 5e307 (or a quarter of pathLength 4) on the 2e308 line: [−1e308, −5e307] and [0, 5e307]")
  func dashes() throws {
    // Dash 5e307, gap 5e307 from −1e308: dashes at lengths [0, 5e307] and [1e308, 1.5e308].
    let expected = "M -1e308 0 L -5e307 0 M 0 0 L 5e307 0"
    let line = try Self.line()
    #expect(try line.dashed(pattern: [5e307, 5e307]).svgPathData == expected)
    // pathLength 4: the pattern [1, 1] in author units is [L/4, L/4] = [5e307, 5e307].
    #expect(try line.dashed(pattern: [1, 1], pathLength: 4).svgPathData == expected)
  }

  @Test("a half circle of radius 1e308 (length π·1e308): (0, −1e308) at ½, (−√½, −√½)·1e308 at ¼")
  func halfCircle() throws {
    // From (−1e308, 0) to (1e308, 0), sweep 1 (y down: increasing angle): the centre (0, 0), the
    // angle from π to 2π; at fraction f of the (constant-speed) length the angle is π + f·π.
    let arc = try VectorPath(svg: "M -1e308 0 A 1e308 1e308 0 0 1 1e308 0")
    guard case .arc = arc.segments.first else {
      Issue.record("drawn as \(arc.segments)")
      return
    }
    let tolerance = 1e-12 * Double.pi * 1e308
    let top = arc.position(atFraction: 0.5)
    #expect(Self.near(top.point, SIMD2(0, -1e308), tolerance) && Self.near(top.tangent, SIMD2(1, 0), 1e-12), "\(top)")
    let r = 0.5.squareRoot() * 1e308
    #expect(Self.near(arc.position(atFraction: 0.25).point, SIMD2(-r, -r), tolerance))
    // Half of π·1e308 is within range: the distance is π/2·1e308.
    #expect(abs(top.distance - Double.pi / 2 * 1e308) <= 1e-12 * Double.pi * 1e308)
  }

  @Test("a symmetric cubic longer than 2e308: at ½ of its length, B(½) = (0, 7.5e307)")
  func symmetricCubic() throws {
    // Control points (−1e308, 0), (−1e308, 1e308), (1e308, 1e308), (1e308, 0): mirror-symmetric
    // about x = 0, so half its length is at t = ½, B(½) = (p₀ + 3p₁ + 3p₂ + p₃)/8 = (0, 0.75e308),
    // where it moves along +x. It is longer than its chord, 2e308.
    let cubic = try VectorPath(svg: "M -1e308 0 C -1e308 1e308 1e308 1e308 1e308 0")
    #expect(cubic.length == .infinity)
    let middle = cubic.position(atFraction: 0.5)
    #expect(Self.near(middle.point, SIMD2(0, 7.5e307), 1e-11 * 1e308) && Self.near(middle.tangent, SIMD2(1, 0), 1e-9), "\(middle)")
  }

  @Test("lengths along an overflowing path within 1e-12·L: a corner at ⅔ of 3e308, and ½, ⅚")
  func accuracy() throws {
    // −1e308 → 1e308 along x (2e308), then up to y = 1e308 (1e308): L = 3e308.
    let path = try VectorPath(svg: "M -1e308 0 L 1e308 0 L 1e308 1e308")
    let table = PathLengthTable(path)
    let tolerance = 3e296  // 1e-12·L
    #expect(Self.near(table.position(atFraction: 2.0 / 3).point, SIMD2(1e308, 0), tolerance))
    #expect(Self.near(table.position(atFraction: 0.5).point, SIMD2(5e307, 0), tolerance))
    #expect(Self.near(table.position(atFraction: 5.0 / 6).point, SIMD2(1e308, 5e307), tolerance))
    // The running sums in range are exact lengths: 0 and 2e308 (+∞) and 3e308 (+∞).
    #expect(table.cumulativeLengths[0] == 0 && table.cumulativeLengths[1] == .infinity)
    #expect(table.segmentLengths[1] == 1e308)
    // A path whose length is in range is measured as before, in units of 1.
    let small = PathLengthTable(try VectorPath(svg: "M 0 0 L 3 4 L 3 0"))
    // 7 along: 2 along the second side, (3, 4) → (3, 0), at t = ½: (3, 2).
    #expect(small.totalLength == 9 && small.position(atLength: 7).point == SIMD2(3, 2))
  }
}
