import Foundation
import MotionCurvesColor
import MotionCurvesCore
import PropertyBased
import Testing

/// The gradient line: projection t = ((p − s)·(e − s))/|e − s|² in points (unit coordinates
/// scaled by the bounds), the degenerate line, and CSS angles (|W sin A| + |H cos A|).
@Suite("Gradient line: projection and CSS angles")
struct GradientLineTests {
  @Test("Core Animation's default line: top to bottom, location = y / height for every x")
  func defaultLine() throws {
    let line = GradientLine.coreAnimationDefault
    #expect(try GradientLine() == line)
    #expect(line.startPoint == SIMD2(0.5, 0) && line.endPoint == SIMD2(0.5, 1))
    for (x, y) in [(0.0, 0.0), (37.0, 25.0), (300.0, 100.0), (-5.0, 150.0)] {
      #expect(line.location(of: SIMD2(x, y), inBoundsOfSize: SIMD2(300, 100)) == y / 100)
    }
  }

  /// The diagonal (0, 0) → (1, 1) on a 200 × 100 layer runs from (0, 0) to (200, 100) in points:
  /// the top-right corner projects to (200·200 + 0·100)/(200² + 100²) = 0.8, the bottom-left to
  /// 100²/50000 = 0.2, the centre to ½; in unit coordinates (a square) both corners are at ½.
  @Test("diagonal on a 200 × 100 layer: lines of equal colour are perpendicular in points")
  func diagonalProjection() throws {
    let line = try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 1))
    let size = SIMD2<Double>(200, 100)
    #expect(line.location(of: SIMD2(200, 0), inBoundsOfSize: size) == 0.8)
    #expect(line.location(of: SIMD2(0, 100), inBoundsOfSize: size) == 0.2)
    #expect(line.location(of: SIMD2(100, 50), inBoundsOfSize: size) == 0.5)
    #expect(line.location(of: SIMD2(200, 100), inBoundsOfSize: size) == 1)
    #expect(line.location(ofUnitPoint: SIMD2(1, 0)) == 0.5 && line.location(ofUnitPoint: SIMD2(0, 1)) == 0.5)
    // Beyond the ends the location runs on: (400, 200) is at 2, (−200, −100) at −1.
    #expect(line.location(of: SIMD2(400, 200), inBoundsOfSize: size) == 2)
    #expect(line.location(of: SIMD2(-200, -100), inBoundsOfSize: size) == -1)
  }

  /// Any point moved along the perpendicular of the line keeps its location; moved along the line
  /// by k·(e − s) it gains k (closed forms of the projection).
  @Test("projection: invariant along the perpendicular, linear along the line")
  func projectionProperties() async throws {
    await propertyCheck(count: 500, input: Gen.double(in: -2...2).array(of: 9...9)) { u in
      guard let line = try? GradientLine(startPoint: SIMD2(u[0], u[1]), endPoint: SIMD2(u[2], u[3])) else { return }
      let size = SIMD2(50 + 100 * abs(u[4]), 50 + 100 * abs(u[5]))
      let s = line.startPoint * size, d = line.endPoint * size - s
      guard d.x * d.x + d.y * d.y > 1 else { return }
      let p = SIMD2(u[6], u[7]) * 100
      let t = line.location(of: p, inBoundsOfSize: size)
      let perpendicular = SIMD2(-d.y, d.x) * u[8]
      let along = line.location(of: p + d * u[8], inBoundsOfSize: size)
      let scale = (abs(t) + abs(u[8]) + 1) * 1e-13
      #expect(abs(line.location(of: p + perpendicular, inBoundsOfSize: size) - t) <= scale)
      #expect(abs(along - (t + u[8])) <= scale)
    }
  }

  /// Start = end has no direction: every point is at +∞, so a gradient shows its last colour
  /// (Skia's rule for a degenerate linear gradient in clamp mode). So does a layer of zero size
  /// along the line.
  @Test("degenerate line: start = end, or a zero-size layer, puts every point at +∞")
  func degenerate() throws {
    let point = try GradientLine(startPoint: SIMD2(0.3, 0.3), endPoint: SIMD2(0.3, 0.3))
    #expect(point.location(of: SIMD2(10, 20), inBoundsOfSize: SIMD2(100, 100)) == .infinity)
    let stops = try ColorStops(css: "red, blue")
    #expect(stops.value(at: point.location(ofUnitPoint: SIMD2(0, 0))) == (try CSSColor(css: "blue")))
    #expect(GradientLine.coreAnimationDefault.location(of: SIMD2(1, 1), inBoundsOfSize: SIMD2(100, 0)) == .infinity)
    // Tiny and huge lines still project without overflow or underflow.
    let tiny = try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1e-300, 0))
    #expect(tiny.location(of: SIMD2(5e-301, 7), inBoundsOfSize: SIMD2(1, 1)) == 0.5)
    let huge = try GradientLine(startPoint: SIMD2(-1e308, 0), endPoint: SIMD2(1e308, 0))
    #expect(huge.location(of: SIMD2(0, 0), inBoundsOfSize: SIMD2(1, 1)) == 0.5)
    for bad in [Double.nan, .infinity] {
      let error = #expect(throws: ColorStopsError.self) { try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1, bad)) }
      #expect(error.map { "\($0)" } == "endPoint.y = \(bad) is not a finite number")
    }
  }

  /// |W sin A| + |H cos A| (CSS Images 3 §linear-gradient-syntax): exact at multiples of 90°;
  /// 45° in 200 × 100 is 300/√2; 30° is 100 + 50√3.
  @Test("CSS gradient line length |W sin A| + |H cos A|")
  func cssLength() {
    let box = SIMD2<Double>(200, 100)
    for (degrees, expected) in [(0.0, 100.0), (90, 200), (180, 100), (270, 200), (-90, 200), (720, 100)] {
      #expect(GradientLine.cssLength(angle: .degrees(degrees), boxSize: box) == expected)
    }
    let diagonal: Double = 300 / Double(2).squareRoot()
    #expect(abs(GradientLine.cssLength(angle: .degrees(45), boxSize: box) - diagonal) <= 2 * diagonal.ulp)
    let thirty: Double = 100 + 50 * Double(3).squareRoot()
    #expect(abs(GradientLine.cssLength(angle: CSSAngle(30, .deg), boxSize: box) - thirty) <= 2 * thirty.ulp)
    #expect(GradientLine.cssLength(angle: CSSAngle(0.25, .turn), boxSize: box) == 200)
  }

  /// `linear-gradient(45deg, …)` in 200 × 100: centre (100, 50), direction (√½, −√½), half
  /// length 150/√2·… = 75√2·√½·… — the points (25, 125) and (175, −25), i.e. unit (0.125, 1.25)
  /// and (0.875, −0.25); the bottom-left corner is at 0 and the top-right at 1 (the spec: "pure
  /// white exactly at the corner").
  @Test("CSS angles: 45deg puts the corners at 0 and 1; 90deg is left to right; sides exact")
  func cssAngle() throws {
    let box = SIMD2<Double>(200, 100)
    let line = try GradientLine(cssAngle: .degrees(45), boxSize: box)
    #expect(abs(line.startPoint.x - 0.125) <= 1e-15 && abs(line.startPoint.y - 1.25) <= 1e-15)
    #expect(abs(line.endPoint.x - 0.875) <= 1e-15 && abs(line.endPoint.y + 0.25) <= 1e-15)
    #expect(abs(line.location(of: SIMD2(0, 100), inBoundsOfSize: box)) <= 1e-15)
    #expect(abs(line.location(of: SIMD2(200, 0), inBoundsOfSize: box) - 1) <= 1e-15)
    #expect(try GradientLine(cssAngle: .degrees(90), boxSize: box) == GradientLine(startPoint: SIMD2(0, 0.5), endPoint: SIMD2(1, 0.5)))
    #expect(try GradientLine(cssAngle: .degrees(180), boxSize: box) == GradientLine.coreAnimationDefault)
    #expect(try GradientLine(cssAngle: .zero, boxSize: box) == GradientLine(startPoint: SIMD2(0.5, 1), endPoint: SIMD2(0.5, 0)))
    #expect(throws: ColorStopsError.notPositive(.boxWidth, 0)) { try GradientLine(cssAngle: .zero, boxSize: SIMD2(0, 100)) }
    #expect(throws: ColorStopsError.notPositive(.boxHeight, -1)) { try GradientLine(cssAngle: .zero, boxSize: SIMD2(1, -1)) }
    #expect(throws: ColorStopsError.notFinite(.boxHeight, .infinity)) {
      try GradientLine(cssAngle: .zero, boxSize: SIMD2(1, .infinity))
    }
  }

  @Test("Codable: start and end points, defaults when left out, validated")
  func codable() throws {
    let line = try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 1))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(line), as: UTF8.self)
    #expect(json == #"{"endPoint":[1,1],"startPoint":[0,0]}"#)
    #expect(try JSONDecoder().decode(GradientLine.self, from: Data(json.utf8)) == line)
    #expect(try JSONDecoder().decode(GradientLine.self, from: Data("{}".utf8)) == GradientLine.coreAnimationDefault)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(GradientLine.self, from: Data(#"{"startPoint":[1e999,0]}"#.utf8)) }
  }
}
