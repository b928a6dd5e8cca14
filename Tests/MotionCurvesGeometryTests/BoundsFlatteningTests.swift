import MotionCurvesGeometry
import RealModule
import TestSupport
import Testing

/// Exact bounding boxes against hand-computed extrema, and flattening checked against dense
/// samples of the exact curves.
@Suite("Path bounds and flattening")
struct BoundsFlatteningTests {

  /// (0,0) (−100,100) (300,100) (200,0): x(t) = −300t + 1500t² − 1000t³, x′ = 0 at
  /// t = 1/2 ± u with u = √0.15, where x = 100 ± 300√0.15 (substituting t = 1/2 + u and
  /// u² = 0.15 gives x = 100 + 450u − 1000u³ = 100 + 300u); y(t) = 300t(1 − t) peaks at 75.
  @Test("cubic: extrema at the roots of the derivative")
  func cubicBounds() {
    let cubic = PathSegment.cubic(SIMD2(0, 0), SIMD2(-100, 100), SIMD2(300, 100), SIMD2(200, 0))
    let box = cubic.boundingBox
    let u = 0.15.squareRoot()
    #expect(isClose(box.min, SIMD2(100 - 300 * u, 0), .absolute(1e-12 * 300)))
    #expect(isClose(box.max, SIMD2(100 + 300 * u, 75), .absolute(1e-12 * 300)))
    // (0,0) (0,1) (1,1) (1,0): x monotone, y = 3t(1 − t) peaks at 3/4.
    let arch = PathSegment.cubic(SIMD2(0, 0), SIMD2(0, 1), SIMD2(1, 1), SIMD2(1, 0)).boundingBox
    #expect(isClose(arch.min, SIMD2(0, 0), .absolute(1e-12)) && isClose(arch.max, SIMD2(1, 0.75), .absolute(1e-12)))
    // Quadratic (0,0) (1,2) (2,0): y = 4t(1 − t) peaks at 1.
    let quadratic = PathSegment.quadratic(SIMD2(0, 0), SIMD2(1, 2), SIMD2(2, 0)).boundingBox
    #expect(isClose(quadratic.min, SIMD2(0, 0), .absolute(1e-12)) && isClose(quadratic.max, SIMD2(2, 1), .absolute(1e-12)))
  }

  /// Circle (20, 20), r = 10, from −45° sweeping +180° (through 0° and 90°): x reaches 30 at 0°,
  /// y reaches 30 at 90°; the ends are (20 + 5√2, 20 − 5√2) and (20 − 5√2, 20 + 5√2).
  /// A full ellipse rx = 20, ry = 10 rotated 30°: half-width √(rx²cos²φ + ry²sin²φ) = √325,
  /// half-height √(rx²sin²φ + ry²cos²φ) = √175.
  @Test("arcs: the axis-extreme angles inside the sweep")
  func arcBounds() {
    let arc = PathSegment.arc(EllipticalArc(center: SIMD2(20, 20), radii: SIMD2(10, 10), startAngle: -.pi / 4, sweepAngle: .pi))
    let h = 5 * 2.0.squareRoot()
    let box = arc.boundingBox
    #expect(isClose(box.min, SIMD2(20 - h, 20 - h), .absolute(1e-12)) && isClose(box.max, SIMD2(30, 30), .absolute(1e-12)))
    // The same half circle swept the other way (−45° back to −225°) crosses 180° and 270°.
    let other = PathSegment.arc(EllipticalArc(center: SIMD2(20, 20), radii: SIMD2(10, 10), startAngle: -.pi / 4, sweepAngle: -.pi))
    #expect(isClose(other.boundingBox.min, SIMD2(10, 10), .absolute(1e-12)) && isClose(other.boundingBox.max, SIMD2(20 + h, 20 + h), .absolute(1e-12)))
    let ellipse = PathSegment.arc(
      EllipticalArc(center: SIMD2(0, 0), radii: SIMD2(20, 10), rotation: .pi / 6, startAngle: 0.3, sweepAngle: 2 * .pi))
    let (w, v) = (325.0.squareRoot(), 175.0.squareRoot())
    #expect(isClose(ellipse.boundingBox.min, SIMD2(-w, -v), .absolute(1e-12)) && isClose(ellipse.boundingBox.max, SIMD2(w, v), .absolute(1e-12)))
  }

  @Test("paths: the icon, a lone move, the empty path")
  func pathBounds() throws {
    let icon = try VectorPath(svg: "M 26 28 A 10 10 0 0 1 14 12 A 10 10 0 0 1 26 28 L 35 40")
    let box = try #require(icon.boundingBox)
    #expect(isClose(box.min, SIMD2(10, 10), .absolute(1e-12)) && isClose(box.max, SIMD2(35, 40), .absolute(1e-12)))
    let point = try #require(try VectorPath(svg: "M 10 10").boundingBox)
    #expect(point.min == SIMD2(10, 10) && point.max == SIMD2(10, 10))
    #expect(VectorPath().boundingBox == nil)
  }

  /// Arcs of more than a turn have the full ellipse's box (and a huge sweep does not loop);
  /// a non-finite angle gives the end points' box without looping.
  @Test("arcs of many turns and non-finite angles")
  func hostileArcs() {
    let many = PathSegment.arc(EllipticalArc(center: SIMD2(0, 0), radii: SIMD2(2, 1), startAngle: 0.1, sweepAngle: 1e12))
    let box = many.boundingBox
    #expect(isClose(box.min, SIMD2(-2, -1), .absolute(1e-12)) && isClose(box.max, SIMD2(2, 1), .absolute(1e-12)))
    let broken = PathSegment.arc(EllipticalArc(center: SIMD2(0, 0), radii: SIMD2(2, 1), startAngle: .infinity, sweepAngle: 1))
    _ = broken.boundingBox
    // A tolerance that is not positive asks for the finest flattening; a line is always 1 piece.
    #expect(PathSegment.line(SIMD2(0, 0), SIMD2(1, 1)).flattened(tolerance: 0).count == 2)
  }

  /// Issue 27, crash 1: a tolerance so small (or a curve so large) that the piece count passes
  /// `Int.max` as a `Double` was converted before it was clamped, and trapped.
  @Test("a piece count beyond Int.max is clamped, not converted: 1e-40 and a 1e300 curve give 2²⁰ pieces")
  func hugePieceCounts() throws {
    let quadratic = PathSegment.quadratic(SIMD2(0, 0), SIMD2(5, 10), SIMD2(10, 0))
    #expect(quadratic.flattened(tolerance: 1e-40).count == (1 << 20) + 1)
    let path = try VectorPath(svg: "M0 0 Q 5 10 10 0 A 5 5 0 0 1 20 0 C 1e300 1e300 -1e300 1e300 30 0")
    for polyline in path.flattened(tolerance: 1e-40) { #expect(polyline.count <= 3 * (1 << 20) + 1) }
    #expect(PathSegment.cubic(SIMD2(0, 0), SIMD2(1e300, 1e300), SIMD2(-1e300, 1e300), SIMD2(1, 0)).flattened(tolerance: 1).count == (1 << 20) + 1)
  }

  /// The distance from p to the polyline.
  static func distance(_ p: SIMD2<Double>, _ polyline: [SIMD2<Double>]) -> Double {
    var best = Double.infinity
    for (a, b) in zip(polyline, polyline.dropFirst()) {
      let d = b - a, w = p - a
      let length2 = (d * d).sum()
      let t = length2 > 0 ? Swift.min(1, Swift.max(0, (w * d).sum() / length2)) : 0
      let e = w - d * t
      best = Swift.min(best, (e * e).sum().squareRoot())
    }
    return best
  }

  /// Every segment kind, cusp and loop included, at tolerances 1 … 1e-4: 2,001 exact samples of
  /// each curve are within the tolerance of its polyline (plus 1e-12 of the coordinates for
  /// rounding), and the polyline runs from the start to exactly the end.
  @Test("flattening stays within the tolerance of dense exact samples")
  func flatteningError() {
    let segments: [PathSegment] = [
      .cubic(SIMD2(0, 0), SIMD2(200, 200), SIMD2(0, 200), SIMD2(200, 0)),  // cusp
      .cubic(SIMD2(0, 0), SIMD2(300, 200), SIMD2(-100, 200), SIMD2(200, 0)),  // loop
      .quadratic(SIMD2(0, 0), SIMD2(150, 300), SIMD2(300, 0)),
      .arc(EllipticalArc(center: SIMD2(50, 50), radii: SIMD2(120, 15), rotation: 0.4, startAngle: 0.2, sweepAngle: 5)),
      .arc(EllipticalArc(center: SIMD2(0, 0), radii: SIMD2(100, 100), startAngle: 0, sweepAngle: -2 * .pi)),
      .line(SIMD2(1, 1), SIMD2(4, 5)),
    ]
    for segment in segments {
      for tolerance in [1.0, 0.1, 0.01, 1e-4] {
        let polyline = segment.flattened(tolerance: tolerance)
        #expect(polyline.first == segment.start && polyline.last == segment.end)
        var worst = 0.0
        // The polyline's points are at uniform parameters (documented), so the sample at t lies
        // beside piece ⌊t·n⌋; its distance to that piece and its neighbours is measured.
        let n = polyline.count - 1
        for i in 0...2000 {
          let t = Double(i) / 2000
          let piece = Swift.min(n - 1, Int(t * Double(n)))
          let nearby = Array(polyline[Swift.max(0, piece - 1)...Swift.min(n, piece + 2)])
          worst = Swift.max(worst, Self.distance(segment.point(at: t), nearby))
        }
        #expect(worst <= tolerance + 1e-12 * 300, "\(segment) at \(tolerance): \(worst)")
      }
    }
  }

  /// A circle r = 100 at tolerance 0.1: chords of angle δ with 100·(1 − cos(δ/2)) = 0.1, i.e.
  /// δ = 2·acos(0.999) = 0.0894502 rad; 2π/δ = 70.24 → 71 chords, 72 points.
  @Test("a circle is flattened into the sagitta formula's number of chords")
  func circleChords() throws {
    var circle = VectorPath()
    circle.addArc(center: SIMD2(0, 0), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let polylines = circle.flattened(tolerance: 0.1)
    #expect(polylines.count == 1)
    #expect(polylines.first?.count == 72)
    // A closed square flattens to its corners, back to the start.
    let square = try VectorPath(svg: "M 0 0 H 10 V 10 H 0 Z").flattened(tolerance: 0.5)
    #expect(square == [[SIMD2(0, 0), SIMD2(10, 0), SIMD2(10, 10), SIMD2(0, 10), SIMD2(0, 0)]])
  }
}
