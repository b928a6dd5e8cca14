import MotionCurvesGeometry
import MotionCurvesPlatforms
import MotionCurvesTiming
import Testing

/// Android's `PathInterpolator` against `../shared/notes/platform-parity.md` §3.4: the exact mode
/// against closed forms and the library's own (separately tested) ``CubicBezier`` and
/// ``Material3Easing``, Android's mode within the bound its 0.002 polyline allows, and `initPath`'s
/// errors.
///
/// The bound of Android's mode: the flattening keeps the path's point B(u) within 0.002 of the
/// chord's point L(u) at the same parameter u. At input x, the chord point L(u*) (u* where
/// B's x = x) is off by (eₓ, e_y) with |(eₓ, e_y)| ≤ 0.002; the chord's own y at x is
/// L_y(u*) + m·(x − L_x(u*)), m the chord's slope, so it misses B_y(u*) = y(x) by
/// |e_y − m·eₓ| ≤ 0.002·√(1 + m²) (Cauchy–Schwarz).
@Suite("Android PathInterpolator")
struct AndroidPathInterpolatorTests {
  static let grid = (1...999).map { Double($0) / 1000 }

  /// The bracketing chord's slope at x, found by scanning the points (not the type's search).
  static func chordSlope(_ interpolator: AndroidPathInterpolator, at x: Double) -> Double {
    let points = interpolator.points
    for i in 1..<points.count where points[i - 1].x <= x && x <= points[i].x && points[i].x > points[i - 1].x {
      return (points[i].y - points[i - 1].y) / (points[i].x - points[i - 1].x)
    }
    return .infinity
  }

  /// Checks Android's mode against `exact` within 0.002·√(1 + m²) (+ 1e-12 of rounding) and
  /// returns the largest error seen.
  static func checkAndroidBound(
    _ interpolator: AndroidPathInterpolator, exact: (Double) -> Double
  ) -> Double {
    var largest = 0.0
    for x in grid {
      let m = chordSlope(interpolator, at: x)
      let error = abs(interpolator.value(at: x) - exact(x))
      #expect(error <= 0.002 * (1 + m * m).squareRoot() + 1e-12, "x = \(x), m = \(m)")
      largest = max(largest, error)
    }
    return largest
  }

  @Test("the cubic constructor: exact mode is CubicBezier's y(x) to 1e-12; Android's mode within 0.002·√(1 + m²)")
  func cubicConstructor() throws {
    for (x1, y1, x2, y2) in [(0.4, 0.0, 0.2, 1.0), (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.3, 0.0, 0.8, 0.15)] {
      let interpolator = try AndroidPathInterpolator(
        controlX1: x1, controlY1: y1, controlX2: x2, controlY2: y2)
      let bezier = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for x in Self.grid {
        #expect(abs(interpolator.value(at: x, mode: .exact) - bezier.value(at: x)) <= 1e-12, "x = \(x)")
      }
      // The polyline's points lie on the curve, and its ends are exactly Android's.
      for point in interpolator.points {
        #expect(abs(point.y - bezier.value(at: point.x)) <= 1e-12)
      }
      #expect(interpolator.points.first == .init(fraction: 0, x: 0, y: 0))
      #expect(interpolator.points.last == .init(fraction: 1, x: 1, y: 1))
      let largest = Self.checkAndroidBound(interpolator) { bezier.value(at: $0) }
      // A polyline within 0.002 of a curve in the unit square: the error is of that order.
      #expect(largest > 0 && largest < 0.01)
    }
  }

  @Test("closed forms: the cubic (0, 0, 1, 1) is y = x and the quadratic (0.5, 0) is y = x²")
  func closedForms() throws {
    // x(t) = y(t) = 3t² − 2t³: the curve is the diagonal, in both modes.
    let diagonal = try AndroidPathInterpolator(controlX1: 0, controlY1: 0, controlX2: 1, controlY2: 1)
    for x in Self.grid {
      #expect(abs(diagonal.value(at: x) - x) <= 1e-15)
      #expect(abs(diagonal.value(at: x, mode: .exact) - x) <= 1e-15)
    }
    // moveTo(0,0); quadTo(0.5, 0, 1, 1): x(t) = 2t(1 − t)·0.5 + t² = t, y(t) = t², so y = x².
    // Chords of y = x² over [a, b] sit above it by (x − a)(b − x) ≤ (b − a)²/4 and have slope
    // a + b ≤ 2, so Android's mode is within 0.002·√5 everywhere.
    let parabola = try AndroidPathInterpolator(controlX: 0.5, controlY: 0)
    for x in Self.grid {
      #expect(abs(parabola.value(at: x, mode: .exact) - x * x) <= 1e-15)
      let android = parabola.value(at: x)
      #expect(android >= x * x - 1e-15 && android - x * x <= 0.002 * 5.0.squareRoot())
    }
    _ = Self.checkAndroidBound(parabola) { $0 * $0 }
  }

  @Test("Material 3's emphasized path: exact mode is Material3Easing.emphasized; Android's mode within its bound")
  func material3Emphasized() throws {
    let interpolator = try AndroidPathInterpolator(
      pathData: "M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1")
    for x in Self.grid + [0.166666, 0.1666655, 0.1666665] {
      let expected = Material3Easing.emphasized.value(at: x)
      #expect(abs(interpolator.value(at: x, mode: .exact) - expected) <= 1e-12, "x = \(x)")
    }
    let largest = Self.checkAndroidBound(interpolator) { Material3Easing.emphasized.value(at: $0) }
    // The steepest chords sit by the join, where the path's slope is 0.34/0.033333 ≈ 10.2 (left)
    // and 0.42/0.041667 ≈ 10.08 (right): the bound there is 0.002·√(1 + 10.2²) ≈ 0.0205.
    #expect(largest <= 0.002 * (1 + 10.2 * 10.2).squareRoot())
    #expect(largest > 0)
  }

  @Test("t ≤ 0 gives 0 and t ≥ 1 gives 1 in both modes; NaN gives NaN")
  func outsideTheUnitInterval() throws {
    // A path that overshoots in y, so the clamping in t is visible: y(x) would go past 1 near x = 1.
    let interpolator = try AndroidPathInterpolator(controlX1: 0.3, controlY1: -0.5, controlX2: 0.7, controlY2: 1.5)
    for mode in AndroidPathInterpolator.Mode.allCases {
      for t in [-1e300, -2, -0.5, -0.0, 0] { #expect(interpolator.value(at: t, mode: mode) == 0) }
      for t in [1, 1.5, 2, 1e300, .infinity] { #expect(interpolator.value(at: t, mode: mode) == 1) }
      #expect(interpolator.value(at: -.infinity, mode: mode) == 0)
      #expect(interpolator.value(at: .nan, mode: mode).isNaN)
    }
  }

  @Test("a vertical jump via moveTo is allowed; the polyline and values follow by hand")
  func verticalJump() throws {
    let interpolator = try AndroidPathInterpolator(pathData: "M 0,0 L 0.5,0.25 M 0.5,0.75 L 1,1")
    // Two lines of equal length √(0.25² + 0.5²); the moveTo adds a point at the same fraction.
    #expect(interpolator.points == [
      .init(fraction: 0, x: 0, y: 0), .init(fraction: 0.5, x: 0.5, y: 0.25),
      .init(fraction: 0.5, x: 0.5, y: 0.75), .init(fraction: 1, x: 1, y: 1),
    ])
    for mode in AndroidPathInterpolator.Mode.allCases {
      // Before the jump y = x/2, after it y = 0.5 + x/2; at the jump AOSP's search (t < x[mid]
      // false at both points at 0.5) lands on the bracket after it: 0.75.
      #expect(interpolator.value(at: 0.25, mode: mode) == 0.125)
      #expect(interpolator.value(at: 0.5, mode: mode) == 0.75)
      #expect(interpolator.value(at: 0.75, mode: mode) == 0.875)
    }
  }

  @Test("each of initPath's errors, with Android's message")
  func validationErrors() {
    func error(_ pathData: String) -> AndroidPathInterpolatorError? {
      do {
        _ = try AndroidPathInterpolator(pathData: pathData)
        return nil
      } catch {
        return error
      }
    }
    let notAtOrigin = error("M 0.1,0 L 1,1")
    #expect(notAtOrigin == .mustStartAtOriginAndEndAtOne(first: SIMD2(0.1, 0), last: SIMD2(1, 1)))
    #expect(notAtOrigin?.description == "The Path must start at (0,0) and end at (1,1)")
    #expect(error("M 0,0 L 1,0.9") == .mustStartAtOriginAndEndAtOne(first: SIMD2(0, 0), last: SIMD2(1, 0.9)))
    #expect(error("") == .mustStartAtOriginAndEndAtOne(first: nil, last: nil))

    // Points (0,0), (0.6,0.5), (0.4,0.6), (1,1): x falls at point 2.
    let loop = error("M 0,0 L 0.6,0.5 L 0.4,0.6 L 1,1")
    #expect(loop == .loopsBack(index: 2))
    #expect(loop?.description.hasPrefix("The Path cannot loop back on itself.") == true)

    // The moveTo puts (0.6, 0.6) at point 0.4's length fraction with a different x.
    let jump = error("M 0,0 L 0.4,0.4 M 0.6,0.6 L 1,1")
    #expect(jump == .discontinuityInX(index: 2))
    #expect(jump?.description.hasPrefix("The Path cannot have discontinuity in the X axis.") == true)

    if case .invalidPathData = error("M 0,0 X 1,1") {} else { Issue.record("path data that does not parse") }
  }

  @Test("hostile control points: a looping cubic and a NaN are typed errors")
  func hostileControls() {
    // x(t) = 3·1.5·t(1−t)² + 3·(−0.5)·t²(1−t) + t³ rises past 1 and comes back: a loop.
    do {
      _ = try AndroidPathInterpolator(controlX1: 1.5, controlY1: 0, controlX2: -0.5, controlY2: 1)
      Issue.record("a looping cubic was accepted")
    } catch {
      if case .loopsBack = error {} else { Issue.record("\(error)") }
    }
    do {
      _ = try AndroidPathInterpolator(controlX1: .nan, controlY1: 0, controlX2: 1, controlY2: 1)
      Issue.record("a NaN control was accepted")
    } catch {
      #expect(error == .nonFiniteSegment(index: 0))
    }
  }
}
