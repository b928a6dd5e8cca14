import CurveReference
import MotionCurvesCore
@testable import MotionCurvesGeometry
import Testing

/// The cubic rule's splitting on adversarial cubics: it ends (a split budget is never reached, so
/// the a-priori bound holds on every piece), and where one coordinate is negligible the length is
/// the other coordinate's total variation, in closed form.
@Suite("Cubic arc length: splitting")
struct CubicLengthSplitTests {
  typealias Point = SIMD2<Double>

  /// The speed polynomial q = B′/3 of a cubic as `CubicArcLength` builds it (differences scaled
  /// by a power of two) and that power of two.
  static func speed(_ p: [Point]) -> (PolynomialSpeed, Double) {
    let e0 = p[1] - p[0], e1 = p[2] - p[1], e2 = p[3] - p[2]
    let largest = max(abs(e0.x), abs(e0.y), abs(e1.x), abs(e1.y), abs(e2.x), abs(e2.y))
    let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
    let d0 = e0 / scale, d1 = e1 / scale, d2 = e2 / scale
    return (PolynomialSpeed(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0), scale)
  }

  /// How many splits ∫ over [t0, t1] takes.
  static func splits(_ p: [Point], from t0: Double = 0, to t1: Double = 1) -> Int {
    let (speed, _) = speed(p)
    var budget = PolynomialSpeed.splitBudget
    _ = speed.integral(from: t0, to: t1, budget: &budget)
    return PolynomialSpeed.splitBudget - budget
  }

  /// The total variation of the Bézier y(t) with control values y0…y3 over [0, 1]: |y| summed
  /// between the real roots of y′ (a quadratic, solved without cancellation).
  static func totalVariation(_ y0: Double, _ y1: Double, _ y2: Double, _ y3: Double) -> Double {
    func y(_ t: Double) -> Double {
      let u = 1 - t
      return u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3
    }
    // y′/3 = a t² + b t + c.
    let d0 = y1 - y0, d1 = y2 - y1, d2 = y3 - y2
    let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
    var stops = [0.0, 1.0]
    if a == 0 {
      if b != 0 { stops.append(-c / b) }
    } else {
      let disc = b * b - 4 * a * c
      if disc >= 0 {
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
        if q != 0 { stops += [q / a, c / q] }
      }
    }
    let sorted = stops.filter { $0 >= 0 && $0 <= 1 }.sorted()
    return zip(sorted, sorted.dropFirst()).reduce(0) { $0 + abs(y($1.1) - y($1.0)) }
  }

  @Test("the fuzz-found cubic (x at 1e-298, y of order 1) ends, and its length is y's total variation")
  func subnormalCrossAxis() {
    // PathFuzzTests met this shape (q_x at 1e-298, q_y = −4.48t² + 2.99t − 8.9e-300): the
    // squares in the rule test underflowed on the pieces near t = 0, and the split recursed on
    // both halves without end.
    let c = Point(1.3063776272135314e-298, -8.861414554705964e-300)
    let b = Point(-3.335518358011036e-298, 2.9864435792103006)
    let a = Point(1.0841446553759593e-298, -4.479665368815451)
    let d0 = c, d1 = c + b / 2, d2 = a + b + c
    let p0 = Point(0, 0), p1 = p0 + 4 * d0, p2 = p1 + 4 * d1, p3 = p2 + 4 * d2
    let points = [p0, p1, p2, p3]
    #expect(Self.splits(points) < PolynomialSpeed.splitBudget)
    let length = PathSegment.cubic(p0, p1, p2, p3).length
    // The x coordinate moves by less than 1e-296 in all: beside a length of order 1 it is far
    // below the rounding of the closed form.
    let exact = Self.totalVariation(p0.y, p1.y, p2.y, p3.y)
    #expect(abs(length - exact) <= 1e-12 * exact, "\(length) vs \(exact)")
  }

  @Test("one coordinate 2^−e of the other (e = 60 … 1074): the length is the other's total variation")
  func crossAxisScales() {
    var rng = SeededRandom(seed: 1201)
    var worst = 0.0
    for e in [60, 200, 400, 511, 512, 513, 600, 900, 1000, 1022, 1030, 1060, 1074] {
      for _ in 0..<60 {
        let y = (0..<4).map { _ in Double.random(in: -1...1, using: &rng) }
        let x = (0..<4).map { _ in Double.random(in: -1...1, using: &rng) * Double(sign: .plus, exponent: -e, significand: 1) }
        let points = (0..<4).map { Point(x[$0], y[$0]) }
        #expect(Self.splits(points) < PolynomialSpeed.splitBudget, "\(points)")
        let length = PathSegment.cubic(points[0], points[1], points[2], points[3]).length
        let exact = Self.totalVariation(y[0], y[1], y[2], y[3])
        // The x excursion adds at most 6·2^−e (every |x_i| ≤ 2^−e): below 1e-17 from e = 60.
        worst = max(worst, abs(length - exact) / exact)
        #expect(abs(length - exact) <= 1e-12 * exact, "e = \(e): \(length) vs \(exact)")
      }
    }
    #expect(worst <= 1e-12)
  }

  @Test("near-cusps at δ = 2^−k, collinear reversals, loops and sub-ranges never reach the split budget")
  func budgetNeverReached() {
    var rng = SeededRandom(seed: 1202)
    var most = 0
    for k in 0...60 {
      for _ in 0..<40 {
        // A cusp at t0: B′(t0) = 0 for p1, p2 chosen from p0, p3 and t0, then p2 moved by δ.
        let t0 = Double.random(in: 0.05...0.95, using: &rng)
        let p0 = Point(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
        let p3 = Point(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
        let p1 = Point(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
        // B′(t0)/3 = (1−t0)²(p1−p0) + 2(1−t0)t0(p2−p1) + t0²(p3−p2) = 0, solved for p2.
        let u = 1 - t0
        let numerator: Point = (u * u) * (p1 - p0) - (2 * u * t0) * p1 + (t0 * t0) * p3
        let p2exact: Point = numerator / (t0 * t0 - 2 * u * t0)
        let delta = Double(sign: .plus, exponent: -k, significand: 1)
        let p2 = p2exact + Point(delta, -delta)
        let points = [p0, p1, p2, p3]
        most = max(most, Self.splits(points))
        let r = Double.random(in: 0...1, using: &rng), s = Double.random(in: 0...1, using: &rng)
        most = max(most, Self.splits(points, from: min(r, s), to: max(r, s)))
        // The same polygon on a line (a collinear cubic that may reverse), and scaled by 2^±1000.
        let direction = Point(Double.random(in: -1...1, using: &rng), 1)
        let line = points.map { $0.x * direction }
        most = max(most, Self.splits(line))
        most = max(most, Self.splits(points.map { $0 * 0x1p1000 }))
        most = max(most, Self.splits(points.map { $0 * 0x1p-1000 }))
      }
    }
    for _ in 0..<2000 {
      // Loops and generic cubics.
      let points = (0..<4).map { _ in Point(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng)) }
      most = max(most, Self.splits(points))
    }
    // Measured: at most 29 splits (a near-cusp graded down to its 1e-9 threshold).
    #expect(most < PolynomialSpeed.splitBudget / 4, "most splits: \(most)")
  }
}
