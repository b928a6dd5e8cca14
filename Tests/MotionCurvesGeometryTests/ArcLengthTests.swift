import MotionCurvesGeometry
import Testing

/// Arc lengths and points at a length against closed forms and hand computations.
@Suite("Arc length")
struct ArcLengthTests {
  typealias Point = SIMD2<Double>

  @Test("lines, circles and a parabola in closed form")
  func closedForms() {
    #expect(PathSegment.line(Point(0, 0), Point(3, 4)).length == 5)
    let arc = EllipticalArc(center: Point(1, 2), radii: Point(7, 7), startAngle: 0.3, sweepAngle: -2.5)
    #expect(abs(PathSegment.arc(arc).length - 17.5) <= 1e-15 * 17.5)
    // y = x² on [0, 1] is the quadratic (0,0) (½,0) (1,1): ∫₀¹ √(1 + 4x²) dx = √5/2 + asinh(2)/4
    // = 1.478942857544597433827906… (also kurbo's test value, ×100).
    let parabola = PathSegment.quadratic(Point(0, 0), Point(0.5, 0), Point(1, 1)).length
    #expect(abs(parabola - 1.478942857544597433827906) <= 1e-12 * 1.4789)
    // The ellipse rx = 2, ry = 1 has perimeter 4·2·E(3/4) = 9.688448220547676198428503… (mpmath).
    let ellipse = EllipticalArc(center: .zero, radii: Point(2, 1), rotation: 0.7, startAngle: 1, sweepAngle: 2 * .pi)
    #expect(abs(ellipse.length - 9.688448220547676198428503) <= 1e-12 * 9.69)
    // Ten turns of it: ten perimeters (whole quarter-periods by the complete integral).
    var turns = ellipse
    turns.sweepAngle = -20 * .pi
    #expect(abs(turns.length - 96.88448220547676198428503) <= 1e-12 * 96.9)
  }

  /// The collinear cubic with x controls 0, 2, −1, 1 (y = 0) doubles back twice:
  /// x(t) = 6t − 15t² + 10t³, x′(t) = 6(1 − 5t + 5t²) = 0 at t = (5 ∓ √5)/10. Its length is the
  /// total variation |x(t1)| + |x(t2) − x(t1)| + |1 − x(t2)|.
  @Test("a collinear cubic that reverses twice: the total variation of x")
  func collinearReversal() {
    func x(_ t: Double) -> Double { 6 * t - 15 * t * t + 10 * t * t * t }
    let t1 = (5 - 5.0.squareRoot()) / 10, t2 = (5 + 5.0.squareRoot()) / 10
    let exact = abs(x(t1)) + abs(x(t2) - x(t1)) + abs(1 - x(t2))
    let cubic = PathSegment.cubic(Point(0, 0), Point(2, 0), Point(-1, 0), Point(1, 0))
    #expect(abs(cubic.length - exact) <= 1e-12 * exact)
  }

  @Test("degenerate segments have length 0; lengths scale exactly from 1e-6 to 1e6 and beyond")
  func degenerateAndScale() {
    let p = Point(3, -2)
    #expect(PathSegment.cubic(p, p, p, p).length == 0)
    #expect(PathSegment.quadratic(p, p, p).length == 0)
    #expect(PathSegment.line(p, p).length == 0)
    // The cusp cubic of the fixture, 365.6854249492380195206754896838792314279 (40 digits),
    // scaled by powers of ten: the length scales with it.
    let exact = 365.6854249492380195206754896838792314279
    for k in [-12, -6, -3, 0, 3, 6, 12, 100] {
      let s = Double.pow(10, Double(k)) / 200
      let cubic = PathSegment.cubic(Point(0, 0), Point(200, 200) * s, Point(0, 200) * s, Point(200, 0) * s)
      #expect(abs(cubic.length - exact * s) <= 1e-12 * exact * s, "scale 1e\(k)")
    }
  }

  /// Issue 27, item 12: an SVG quarter circle `A r r 0 0 1 r r` from the origin is πr/2 long.
  /// Beyond r = 1e154 the centre's rx·y1 overflowed (the arc was measured as its chord, 1.414e155);
  /// below 1e-154 it underflowed (a half turn at 1e-200, 7e-6 off at 1e-160).
  @Test("SVG arcs of radius 1e-300 to 1e300: a quarter circle is πr/2 within 1e-12·L")
  func arcsAtTheEdgesOfDouble() throws {
    for r in [1e-300, 1e-200, 1e-160, 1e-155, 1e-154, 1, 1e154, 1e155, 1e200, 1e300] {
      let path = try VectorPath(svg: "M 0 0 A \(r) \(r) 0 0 1 \(r) \(r)")
      let exact = Double.pi / 2 * r
      #expect(abs(path.length - exact) <= 1e-12 * exact, "r \(r): \(path.length)")
      guard case let .arc(arc) = path.subpaths.first?.segments.first else {
        Issue.record("r \(r): not an arc")
        continue
      }
      // The centre (0, r) and the radius r, to a few ulps.
      #expect(abs(arc.center.x) <= 1e-15 * r && abs(arc.center.y - r) <= 1e-15 * r, "r \(r): centre \(arc.center)")
    }
  }

  @Test("sub-range lengths add up; the parameter at a length inverts them")
  func subRangesAndInverse() {
    let cubic = PathSegment.cubic(Point(0, 0), Point(300, 200), Point(-100, 200), Point(200, 0))  // a loop
    let whole = cubic.length
    let a = cubic.length(from: 0, to: 0.3), b = cubic.length(from: 0.3, to: 1)
    #expect(abs(a + b - whole) <= 1e-12 * whole)
    #expect(cubic.length(from: 0.7, to: 0.2) == -cubic.length(from: 0.2, to: 0.7))
    for fraction in [0.0, 0.1, 0.25, 0.5, 0.9, 1.0] {
      let t = cubic.parameter(atLength: fraction * whole)
      #expect(abs(cubic.length(from: 0, to: t) - fraction * whole) <= 1e-12 * whole)
    }
    // A circle: θ = θ1 + s/r exactly.
    let circle = PathSegment.arc(EllipticalArc(center: .zero, radii: Point(10, 10), startAngle: 0, sweepAngle: 2 * .pi))
    #expect(circle.parameter(atLength: 5 * Double.pi) == 0.25)
    // An ellipse: the root of the E-based length.
    let ellipse = PathSegment.arc(EllipticalArc(center: .zero, radii: Point(30, 1e-3), startAngle: 0.2, sweepAngle: 5))
    let l = ellipse.length
    for fraction in [0.05, 0.33, 0.5, 0.97] {
      let t = ellipse.parameter(atLength: fraction * l)
      #expect(abs(ellipse.length(from: 0, to: t) - fraction * l) <= 1e-12 * l)
    }
  }

  /// The magnifier ↔ back-arrow icon of notes §4.1: a circle r = 10 as two half arcs and a
  /// 15-long handle; L = 20π + 15; arc 1 ends at πr/L, arc 2 at 2πr/L.
  @Test("the search icon: total 20π + 15 and the fractions where the arcs end")
  func icon() throws {
    var icon = VectorPath()
    let start = 0.9272952180016122  // atan2(0.8, 0.6): the handle's direction
    icon.addArc(center: Point(20, 20), radius: 10, startAngle: start, endAngle: start + .pi, clockwise: true)
    icon.addArc(center: Point(20, 20), radius: 10, startAngle: start + .pi, endAngle: start + 2 * .pi, clockwise: true)
    icon.addLine(to: Point(35, 40))
    let table = icon.lengthTable
    let total = 20 * Double.pi + 15
    #expect(abs(table.totalLength - total) <= 1e-12 * total)
    #expect(abs(icon.length - total) <= 1e-12 * total)
    let arcEnd = table.position(atFraction: 10 * Double.pi / total)
    #expect(abs(arcEnd.point.x - 14) <= 1e-9 && abs(arcEnd.point.y - 12) <= 1e-9)
    let handle = table.position(atLength: total - 7.5)  // the handle's midpoint (30.5, 34)
    #expect(abs(handle.point.x - 30.5) <= 1e-12 && abs(handle.point.y - 34) <= 1e-12)
    #expect(abs(handle.tangent.x - 0.6) <= 1e-15 && abs(handle.tangent.y - 0.8) <= 1e-15)
    // Normal: (−0.8, 0.6), to the right of travel in y-down coordinates.
    #expect(abs(handle.normal.x + 0.8) <= 1e-15 && abs(handle.normal.y - 0.6) <= 1e-15)
  }

  @Test("boundaries: clamped, the earlier subpath wins, a zero-length path gives its start")
  func boundaries() throws {
    var path = VectorPath()
    path.move(to: Point(50, 50))
    path.addLine(to: Point(150, 50))
    path.move(to: Point(50, 100))
    path.addLine(to: Point(150, 100))
    #expect(path.position(atLength: 100).point == Point(150, 50))
    #expect(path.position(atLength: 100).segmentIndex == 0)
    #expect(path.position(atLength: 100.5).point == Point(50.5, 100))
    #expect(path.position(atLength: -3).point == Point(50, 50))
    #expect(path.position(atLength: 1e9).point == Point(150, 100))
    #expect(path.position(atFraction: 2).point == Point(150, 100))
    var dot = VectorPath()
    dot.move(to: Point(7, 8))
    dot.addLine(to: Point(7, 8))
    #expect(dot.length == 0)
    #expect(dot.position(atLength: 3).point == Point(7, 8))
    #expect(VectorPath().position(atFraction: 0.5).point == Point(0, 0))
    // A leading zero-length segment is skipped: the tangent is the first moving segment's.
    var lead = VectorPath()
    lead.move(to: Point(0, 0))
    lead.addLine(to: Point(0, 0))
    lead.addLine(to: Point(0, 5))
    #expect(lead.position(atLength: 0).tangent == Point(0, 1))
  }

  @Test("tangent at a cusp and at coincident control points: the direction of travel")
  func degenerateTangents() {
    // The fixture's cusp: B′(½) = 0; just after the cusp the curve moves along B″(½) ∝ (1, −… ).
    let cusp = PathSegment.cubic(Point(0, 0), Point(200, 200), Point(0, 200), Point(200, 0))
    // B″(½) = 6·(½(p0 − 2p1 + p2) + ½(p1 − 2p2 + p3)) = 6·(½(−400, −200) + ½(400, −200)) = (0, −1200).
    #expect(cusp.unitTangent(at: 0.5) == Point(0, -1))
    // P1 = P0: the start tangent is towards P2.
    let flat = PathSegment.cubic(Point(0, 0), Point(0, 0), Point(3, 4), Point(10, 0))
    #expect(flat.unitTangent(at: 0) == Point(0.6, 0.8))
  }
}
