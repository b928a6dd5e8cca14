import CurveReference
import MotionCurvesTiming
import TestSupport
import Testing

/// The slope's stated bound where it is nearly flat (hostile-input item 16): relative 1e-12, or
/// absolute 1e-13·max(1, |y1|, |y2|), whichever is larger; and relative 1e-12 next to a flat end.
@Suite("Slope near flat points")
struct SlopeBoundTests {
  static func bound(_ exact: Double, _ y1: Double, _ y2: Double) -> Double {
    max(1e-12 * abs(exact), 1e-13 * max(1, abs(y1), abs(y2)))
  }

  @Test("flat ends and interior extremes of random and extreme curves, against double-double")
  func flatPoints() throws {
    var random = SeededRandom(seed: 16)
    var curves: [(Double, Double, Double, Double)] = [(0, 1, 0, 1), (0.5, 0, 0.5, 1), (0, 1.5, 1, 1.5), (0.3, -0.4, 0.7, 1), (1, 0, 0, 1)]
    // The five curves above and 100 seeded ones by default (each y1, y2 is 0, 1 or random in
    // [−3, 3], so most are flat at an end or have interior extremes), 300 under LONG_TESTS=1; each
    // at 1,008 inputs against the double-double reference.
    for _ in 0..<TestScale.count(100, long: 300) {
      let y = [0, 1, 6 * random.unit() - 3].map { $0 }
      curves.append((random.unit(), y[Int(random.unit() * 3) % 3], random.unit(), y[Int(random.unit() * 3) % 3]))
    }
    var worst = 0.0
    for (x1, y1, x2, y2) in curves {
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let reference = ReferenceBezier(x1, y1, x2, y2)
      var inputs = [0.9999999999999999, 0.9999999999999998, 1 - 1e-12, 1 - 1e-8, 1e-300, 1e-16, 1e-12, 1e-8, 0.5]
      inputs += (1...999).map { Double($0) / 1000 }
      for x in inputs {
        let exact = reference.slope(at: x)
        guard exact.isFinite && abs(exact) <= 1e3 else { continue }  // steep slopes: CubicBezierAccuracyTests
        let error = abs(curve.velocity(at: x) - exact)
        worst = max(worst, error / Self.bound(exact, y1, y2))
        #expect(error <= Self.bound(exact, y1, y2), "\(curve) at \(x): \(curve.velocity(at: x)) vs \(exact)")
      }
    }
    print("slope near flat points: worst error / bound = \(worst)")
  }

  @Test("next to a flat end the slope keeps its sign and a relative error, down to subnormal slopes")
  func flatEnds() throws {
    var worst = 0.0
    for (x1, y1, x2) in [(0.0, 1.0, 0.0), (0.25, 0.1, 0.25), (0.42, 0, 0.58), (0.9, 3, 0.2), (0.1, -2, 0.99)] {
      // y2 = 1: flat at x = 1 (y′(1) = 0); y1 = 0 curves are flat at x = 0.
      for (a, b, c, d) in [(x1, y1, x2, 1.0), (x1, 0, x2, y1)] {
        let curve = try CubicBezier(x1: a, y1: b, x2: c, y2: d)
        let reference = ReferenceBezier(a, b, c, d)
        for k in 10...40 {  // within the 1e-3 zone of each end
          let offset = Double(sign: .plus, exponent: -k, significand: 1)
          for x in [1 - offset, offset * 1e-3] where x > 0 && x < 1 {
            let exact = reference.slope(at: x)
            guard exact != 0 && abs(exact) < 1 else { continue }
            let relative = abs(curve.velocity(at: x) / exact - 1)
            worst = max(worst, relative)
            #expect(relative <= 1e-12, "\(curve) at \(x): \(curve.velocity(at: x)) vs \(exact)")
          }
        }
      }
    }
    print("slope next to flat ends: worst relative error \(worst)")
  }
}
