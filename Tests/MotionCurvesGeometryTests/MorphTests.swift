import MotionCurvesCore
import MotionCurvesGeometry
import Testing

/// Path morphing beyond the WPT cases: arcs by centre, velocity, distance, exact ends.
@Suite("Path morphing")
struct MorphTests {
  static func blend<T: Interpolatable>(_ a: T, _ b: T, _ t: Double) -> T { a.interpolated(to: b, at: t) }

  /// From a half circle (centre 0, r 10, angle 0 → 180°) to a quarter circle (0 → 90°), both
  /// `A 10 10 0 0 1`. By numbers at 1/2 the end point is the mean, (−5, 5), and the radius 10:
  /// that arc's centre is not the origin. By centre: centre (0, 0), r 10, sweep (π + π/2)/2 =
  /// 3π/4, so every point is 10 from the origin and the arc ends at 10·(cos 135°, sin 135°).
  @Test("arcs by centre stay circular; by numbers they do not")
  func byCentre() throws {
    let half = try VectorPath(svg: "M 10 0 A 10 10 0 0 1 -10 0")
    let quarter = try VectorPath(svg: "M 10 0 A 10 10 0 0 1 0 10")
    let numbers = half.interpolated(to: quarter, at: 0.5)
    #expect(numbers.svgPathData == "M 10 0 A 10 10 0 0 1 -5 5")
    let centre = half.interpolated(to: quarter, at: 0.5, arcs: .byCentre)
    let arc = try #require(centre.segments.first)
    for i in 0...20 {
      let p = arc.point(at: Double(i) / 20)
      #expect(abs((p * p).sum().squareRoot() - 10) <= 1e-12)
    }
    let h = 5 * 2.0.squareRoot()
    #expect(abs(arc.end.x + h) <= 1e-12 && abs(arc.end.y - h) <= 1e-12)
    #expect(centre.segments.count == 1)
    // Exact ends: at 0 and 1, the same geometry as the endpoints.
    let start = try #require(half.interpolated(to: quarter, at: 0, arcs: .byCentre).segments.first)
    #expect(abs(start.end.x + 10) <= 1e-12 && abs(start.end.y) <= 1e-12)
    // Growing circle: centre (20, 20) r 10 → centre (40, 50) r 20, two half arcs each; at 1/2
    // every point is 15 from (30, 35).
    let small = try VectorPath(svg: "M 30 20 A 10 10 0 0 1 10 20 A 10 10 0 0 1 30 20")
    let large = try VectorPath(svg: "M 60 50 A 20 20 0 0 1 20 50 A 20 20 0 0 1 60 50")
    let middle = small.interpolated(to: large, at: 0.5, arcs: .byCentre)
    for segment in middle.segments {
      guard case .arc = segment else { continue }
      for i in 0...10 {
        let d = segment.point(at: Double(i) / 10) - SIMD2(30, 35)
        #expect(abs((d * d).sum().squareRoot() - 15) <= 1e-12)
      }
    }
  }

  /// Builder arcs are centre-form commands: interpolating them is by centre already. A circle
  /// r = 10 → r = 20 about (20, 20) at 1/2 has r = 15.
  @Test("builder arcs interpolate by centre")
  func builderArcs() throws {
    var a = VectorPath(), b = VectorPath()
    a.addArc(center: SIMD2(20, 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    b.addArc(center: SIMD2(20, 20), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let middle = Self.blend(a, b, 0.5)
    guard case let .arc(arc)? = middle.segments.first else {
      Issue.record("expected an arc")
      return
    }
    #expect(arc.radii == SIMD2(15, 15) && arc.center == SIMD2(20, 20) && arc.sweepAngle == 2 * .pi)
  }

  /// Velocity = to − from per number: M 20 70 → M 100 30 moves (80, −40) per unit of fraction;
  /// the arc case of WPT: rx 10 → 50 (+40), ry 20 → 60 (+40), φ 30 → 70 (+40), end
  /// (140, 450) → (380, 290): (+240, −160).
  @Test("velocity is the per-number difference; nil when discrete")
  func velocity() throws {
    let a = try VectorPath(svg: "M 20 70"), b = try VectorPath(svg: "M 100 30")
    #expect(a.interpolationVelocity(to: b) == [[80, -40]])
    let arcA = try VectorPath(svg: "M 100 400 A 10 20 30 1 0 140 450")
    let arcB = try VectorPath(svg: "M 300 200 A 50 60 70 0 1 380 290")
    #expect(arcA.interpolationVelocity(to: arcB) == [[200, -200], [40, 40, 40, 240, -160]])
    #expect(try VectorPath(svg: "M 0 0 H 1").interpolationVelocity(to: VectorPath(svg: "M 0 0 V 1")) == nil)
  }

  /// By centre, by hand: the upper half circle r = 10 about (10, 0) (from (0, 0) to (20, 0),
  /// sweep flag 1: start angle π, sweep +π) grows into r = 20 about (20, 0) (to (40, 0)): the
  /// centre moves (+10, 0), both radii +10, rotation, start angle and sweep do not change. A
  /// builder circle r = 10 at (20, 20) moving to r = 20 at (50, 60): (+30, +40), +10, +10, 0, 0, 0.
  @Test("by-centre velocity: the centre-form parameters' rates")
  func centreVelocity() throws {
    let a = try VectorPath(svg: "M 0 0 A 10 10 0 0 1 20 0"), b = try VectorPath(svg: "M 0 0 A 20 20 0 0 1 40 0")
    let rates = try #require(a.interpolationVelocity(to: b, arcs: .byCentre))
    #expect(rates.count == 2 && rates[0] == [0, 0])
    let expected: [Double] = [10, 0, 10, 10, 0, 0, 0]
    #expect(rates[1].count == 7 && zip(rates[1], expected).allSatisfy { abs($0 - $1) <= 1e-12 }, "\(rates[1])")
    var small = VectorPath(), large = VectorPath()
    small.addArc(center: SIMD2(20, 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    large.addArc(center: SIMD2(50, 60), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    let circle = try #require(small.interpolationVelocity(to: large, arcs: .byCentre))
    #expect(circle.last == [30, 40, 10, 10, 0, 0, 0])
    // By numbers the same pair moves the A command's numbers: rx, ry, φ, x, y.
    #expect(a.interpolationVelocity(to: b, arcs: .byNumbers) == [[0, 0], [10, 10, 0, 20, 0]])
    #expect(try VectorPath(svg: "M 0 0 H 1").interpolationVelocity(to: VectorPath(svg: "M 0 0 V 1"), arcs: .byCentre) == nil)
  }

  /// Distance: √(3² + 4²) = 5 for one point moved by (3, 4); a flag counts 1; different
  /// structures are 1 apart; equal paths 0.
  @Test("euclideanDistance")
  func distance() throws {
    let a = try VectorPath(svg: "M 0 0 L 3 4"), b = try VectorPath(svg: "M 0 0 L 0 0")
    #expect(a.euclideanDistance(to: b) == 5)
    #expect(a.euclideanDistance(to: a) == 0)
    let small = try VectorPath(svg: "M 0 0 A 1 1 0 0 1 2 0"), large = try VectorPath(svg: "M 0 0 A 1 1 0 1 1 2 0")
    #expect(small.euclideanDistance(to: large) == 1)
    #expect(try VectorPath(svg: "M 0 0 H 1").euclideanDistance(to: VectorPath(svg: "M 0 0 V 1")) == 1)
  }

  /// Arc flags: `from`'s below 1/2, `to`'s from 1/2 (Blink, WPT).
  @Test("arc flags switch at 1/2; exact at 0 and 1")
  func flagsAndEnds() throws {
    let a = try VectorPath(svg: "M 0 0 A 1 1 0 0 1 2 0 C 0.1 0.2 0.3 0.4 0.5 0.6")
    let b = try VectorPath(svg: "M 0.7 0.3 A 3 1 10 1 0 2.1 0.9 C 0.9 0.8 0.7 0.6 0.3 0.1")
    #expect(a.interpolated(to: b, at: 0) == a)
    #expect(a.interpolated(to: b, at: 1) == b)
    guard case let .arc(_, _, large, sweep, _) = a.interpolated(to: b, at: 0.4999).commands[1],
      case let .arc(_, _, large2, sweep2, _) = a.interpolated(to: b, at: 0.5).commands[1]
    else {
      Issue.record("expected arcs")
      return
    }
    #expect(!large && sweep && large2 && !sweep2)
  }
}
