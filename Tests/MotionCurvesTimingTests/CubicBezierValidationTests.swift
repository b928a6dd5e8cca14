import MotionCurvesTiming
import Testing

@Suite("CubicBezier validation")
struct CubicBezierValidationTests {
  @Test("x1 and x2 outside [0, 1] are rejected, naming the coordinate and value", arguments: [
    ((-0.1, 0.0, 0.5, 1.0), CubicBezierError.outsideUnitInterval(.x1, -0.1)),
    ((1.5, 0.0, 0.5, 1.0), .outsideUnitInterval(.x1, 1.5)),
    ((0.5, 0.0, 1.0000001, 1.0), .outsideUnitInterval(.x2, 1.0000001)),
    ((0.5, 0.0, -1e-300, 1.0), .outsideUnitInterval(.x2, -1e-300)),
  ])
  func outOfRange(points: (Double, Double, Double, Double), expected: CubicBezierError) {
    #expect(throws: expected) { try CubicBezier(points.0, points.1, points.2, points.3) }
  }

  @Test("non-finite coordinates are rejected, the first one named")
  func nonFinite() {
    #expect(throws: CubicBezierError.notFinite(.y1, .infinity)) { try CubicBezier(0.5, .infinity, 0.5, 1) }
    #expect(throws: CubicBezierError.notFinite(.y2, -.infinity)) { try CubicBezier(0.5, 0, 0.5, -.infinity) }
    #expect(throws: CubicBezierError.notFinite(.x2, .infinity)) { try CubicBezier(0.5, 0, .infinity, 1) }
    do {
      _ = try CubicBezier(.nan, 0, 0.5, 1)
      Issue.record("NaN accepted")
    } catch {
      #expect(error.parameter == .x1)
      #expect(error.description == "x1 = nan is not a finite number")
    }
  }

  @Test("messages say what is wrong in words")
  func messages() {
    #expect(CubicBezierError.outsideUnitInterval(.x2, 1.5).description == "x2 = 1.5 is outside [0, 1]")
  }

  @Test("the boundary values and any finite y are accepted")
  func accepted() throws {
    for points in [(0.0, -1e300, 1.0, 1e300), (1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 0.0, 0.0), (1.0, Double.leastNonzeroMagnitude, 1.0, -Double.leastNonzeroMagnitude)] {
      let curve = try CubicBezier(points.0, points.1, points.2, points.3)
      #expect(curve.controlPoints == points)
    }
  }

  @Test("equal control points make equal, equally hashed curves")
  func hashable() throws {
    let a = try CubicBezier(0.25, 0.1, 0.25, 1)
    #expect(a == .ease)
    #expect(a.hashValue == CubicBezier.ease.hashValue)
    #expect(a != .easeIn)
    #expect(try CubicBezier(0, 0, 1, 1) == CubicBezier(-0.0, 0, 1, 1))
    #expect(Set([a, .ease, .easeIn]).count == 2)
  }
}
