import CurveReference
import MotionCurvesTiming
import RealModule
import Testing

/// The 1e-12 bound against closed forms and against the independent double-double reference,
/// on the curves with vertical tangents and at extreme inputs.
@Suite("CubicBezier accuracy")
struct CubicBezierAccuracyTests {
  static let extremeCurves: [(Double, Double, Double, Double)] = [
    (0, 1, 0, 1), (1, 0, 0, 1), (0, 1.5, 1, 1.5), (1, 1, 0, 0), (0.99, 0, 0.01, 1), (0, 0, 0, 1),
    (1, 0, 1e-9, 1), (1 - 0x1p-52, 0, 0x1p-52, 1), (0, 1, 1, 0), (1, 0.3, 1, 0.7), (0.5, -1, 0.5, 2),
    (0.25, 0.1, 0.25, 1), (0.42, 0, 0.58, 1), (1e-300, 1, 1 - 0x1p-53, 0),
  ]

  /// Inputs that crowd the places where x′ vanishes, down to subnormal distances.
  static var probeInputs: [Double] {
    var xs: [Double] = [0x1p-1074, 0x1p-1022, 1e-300, 1e-200, 1e-100, 1e-30, 1e-16, 1e-8, 1e-4]
    xs += xs.map { 1 - $0 }.filter { $0 < 1 }
    xs += [0.5, 0.5.nextUp, 0.5.nextDown, 0.5 + 1e-16, 0.5 - 1e-12, 0.5 + 1e-8, 0.5 - 1e-5, 0.49, 0.51]
    xs += (1..<200).map { Double($0) / 200 }
    // Neighbours too: a solver that is exact at round numbers can still fail one ulp away.
    xs += xs.flatMap { x in [x.nextUp, x.nextUp.nextUp, x.nextDown] }.filter { $0 > 0 && $0 < 1 }
    return xs
  }

  @Test("extreme curves within 1e-12 of the double-double reference at extreme inputs")
  func extremeCurvesAgainstReference() throws {
    var worst = 0.0
    for (x1, y1, x2, y2) in Self.extremeCurves {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = ReferenceBezier(x1, y1, x2, y2)
      for x in Self.probeInputs {
        let error = abs(curve.value(at: x) - reference.value(at: x))
        worst = max(worst, error)
        #expect(error <= 1e-12, "\(curve) at \(x)")
      }
    }
    print("extreme curves, worst error against the double-double reference: \(worst)")
  }

  @Test("cubic-bezier(0, 1, 0, 1) is y = 1 − (1 − ∛x)³, with small relative error down to subnormals")
  func cubeRootCurve() throws {
    let curve = try CubicBezier(0, 1, 0, 1)
    for x in Self.probeInputs where x > 0 && x < 1 {
      let t = Double.root(x, 3)
      // 1 − s³ = t·(3 − 3t + t²): no cancellation for small t.
      let exact = t * (3 - 3 * t + t * t)
      #expect(abs(curve.value(at: x) - exact) <= 1e-15 * max(exact, 1e-300) + 4e-16, "x = \(x)")
      if x < 1e-8 {
        #expect(abs(curve.value(at: x) / exact - 1) <= 1e-13, "relative, x = \(x)")
      }
    }
  }

  @Test("cubic-bezier(1, 0, 0, 1) is t = ½ + ½∛(2x − 1), y = 3t² − 2t³, through the vertical tangent")
  func interiorVerticalTangent() throws {
    let curve = try CubicBezier(1, 0, 0, 1)
    for x in Self.probeInputs where x > 0 && x < 1 {
      let t = 0.5 + 0.5 * Double.root(2 * x - 1, 3)
      let exact = t * t * (3 - 2 * t)
      #expect(abs(curve.value(at: x) - exact) <= 2e-15, "x = \(x)")
    }
    #expect(curve.value(at: 0.5) == 0.5)
    #expect(curve.velocity(at: 0.5) == .infinity)
  }

  @Test("curves with y = x as a point set return x exactly", arguments: [
    (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (0.3, 0.3, 0.7, 0.7),
  ])
  func diagonal(points: (Double, Double, Double, Double)) throws {
    let curve = try CubicBezier(points.0, points.1, points.2, points.3)
    for x in Self.probeInputs { #expect(curve.value(at: x) == x) }
  }

  @Test("seeded random curves: 200 curves × 200 inputs within 1e-12 of the reference")
  func randomCurves() throws {
    var rng = SeededRandom(seed: 7)
    var worst = 0.0
    for _ in 0..<200 {
      let p = (
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
      let curve = try CubicBezier(p.0, p.1, p.2, p.3)
      let reference = ReferenceBezier(p.0, p.1, p.2, p.3)
      for _ in 0..<200 {
        let x = Double.random(in: 0...1, using: &rng)
        let error = abs(curve.value(at: x) - reference.value(at: x))
        worst = max(worst, error)
        #expect(error <= 1e-12, "\(curve) at \(x)")
      }
    }
    print("random curves, worst error against the double-double reference: \(worst)")
  }

  @Test("huge overshoot: the bound scales with max(1, |y1|, |y2|)")
  func hugeOutputs() throws {
    let curve = try CubicBezier(0.3, 1e6, 0.7, -1e6)
    let reference = ReferenceBezier(0.3, 1e6, 0.7, -1e6)
    for x in Self.probeInputs {
      #expect(abs(curve.value(at: x) - reference.value(at: x)) <= 1e-12 * 1e6, "x = \(x)")
    }
  }

  @Test("velocity matches dy/dx of the reference within 1e-12 relative where finite")
  func velocity() throws {
    var rng = SeededRandom(seed: 11)
    for (x1, y1, x2, y2) in Self.extremeCurves + [(0.1, 0.7, 0.6, 0.2)] {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = ReferenceBezier(x1, y1, x2, y2)
      for _ in 0..<50 {
        let x = Double.random(in: 0.001...0.999, using: &rng)
        let expected = reference.slope(at: x)
        guard expected.isFinite, abs(x - 0.5) > 1e-3 else { continue }
        #expect(abs(curve.velocity(at: x) - expected) <= 1e-12 * max(1, abs(expected)), "\(curve) at \(x)")
      }
    }
  }
}
