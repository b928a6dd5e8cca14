import CurveReference
import GSLOracle
import MotionCurves
import Testing

/// Cross-checks `CubicBezier` against GSL's Brent root bracketing (bracket width ≤ 1e-15 in t) on
/// an accurately evaluated residual: 1,000 seeded random curves and the extreme curves, 1,000
/// inputs each.
@Suite("CubicBezier against GSL Brent")
struct BezierCrossCheckTests {
  /// Curves where x′(t) vanishes or nearly does, which published solvers get wrong.
  static let extremeCurves: [(Double, Double, Double, Double)] = [
    (0, 1, 0, 1), (1, 0, 0, 1), (0, 1.5, 1, 1.5), (1, 1, 0, 0), (0.99, 0, 0.01, 1), (0, 0, 0, 1),
    (1, 0, 1e-9, 1), (1 - 0x1p-52, 0, 0x1p-52, 1), (0, -0.5, 1, -0.5), (1, 1, 1, 1), (0, 0, 0, 0),
    (0.25, 0.1, 0.25, 1), (0, 0, 1, 1), (0.5, -1, 0.5, 2), (1e-300, 1, 1 - 1e-16, 0),
  ]

  static let inputsPerCurve = 1_000

  /// The inputs: an even grid with both ends, plus points that crowd the ends and x = ½ (where
  /// the interior vertical tangent of (1, y1, 0, y2) lies) on a geometric scale.
  static func inputs(_ rng: inout SeededRandom) -> [Double] {
    var xs: [Double] = []
    for i in 0..<700 { xs.append(Double(i) / 699) }
    for k in stride(from: 1, through: 1074, by: 11) {
      let d = Double(sign: .plus, exponent: -k, significand: 1)
      xs.append(d)
      xs.append(1 - d)
      xs.append(0.5 + d / 2)
    }
    while xs.count < inputsPerCurve { xs.append(rng.unit()) }
    return xs.filter { (0...1).contains($0) }
  }

  static func randomCurves() -> [(Double, Double, Double, Double)] {
    var rng = SeededRandom(seed: 0x6d6f_7469_6f6e)
    return (0..<1_000).map { _ in
      (rng.unit(), rng.unit() * 5 - 2, rng.unit(), rng.unit() * 5 - 2)
    }
  }

  struct Measured {
    var maxError = 0.0
    var worst = ""
    /// Against GSL's root polished by a double-double Newton step: the solver's own error.
    var maxReferenceError = 0.0
  }

  static func check(_ curves: [(Double, Double, Double, Double)]) throws -> Measured {
    var measured = Measured()
    var rng = SeededRandom(seed: 42)
    let xs = inputs(&rng)
    for (x1, y1, x2, y2) in curves {
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let oracle = BezierOracle(x1, y1, x2, y2)
      let scale = max(1, abs(y1), abs(y2))
      for x in xs {
        let (t, expected, root) = try oracle.solve(x: x)
        #expect(root.upper - root.lower <= 1e-15)
        let value = curve.value(at: x)
        let error = abs(value - expected)
        if error / scale > measured.maxError {
          measured.maxError = error / scale
          measured.worst = "\(curve.cssText) at x = \(x)"
        }
        #expect(error <= 1e-12 * scale, "\(curve.cssText) at x = \(x)")
        let reference = oracle.reference(x: x, polishing: t)
        measured.maxReferenceError = max(measured.maxReferenceError, abs(value - reference) / scale)
      }
    }
    return measured
  }

  @Test("1,000 random curves, 1,000 inputs each, within 1e-12")
  func randomCurvesMatchGSL() throws {
    let measured = try Self.check(Self.randomCurves())
    print("random curves: max |y − y_GSL| / max(1,|y1|,|y2|) = \(measured.maxError) (\(measured.worst)); against the polished reference \(measured.maxReferenceError)")
  }

  @Test("extreme curves (vertical tangents), 1,000 inputs each, within 1e-12")
  func extremeCurvesMatchGSL() throws {
    let measured = try Self.check(Self.extremeCurves)
    print("extreme curves: max |y − y_GSL| / max(1,|y1|,|y2|) = \(measured.maxError) (\(measured.worst)); against the polished reference \(measured.maxReferenceError)")
  }
}
