import CurveReference
import MotionCurvesTiming
import PropertyBased
import Testing

/// The batch forms `values(at:into:)` and `values(of:at:into:)` against the scalar `value(at:)`:
/// equal bit for bit (compared as bit patterns, so NaN and −0 count), on seeded random curves and
/// inputs and on the scalar tests' edge cases — the curves with vertical tangents of
/// `CubicBezierAccuracyTests`, its probe inputs down to subnormal distances from 0, ½ and 1, the
/// diagonal curves, inputs outside [0, 1], ±∞ and NaN — and, independently of the scalar path,
/// within the 1e-12·max(1, |y1|, |y2|) bound of the double-double reference `ReferenceBezier`.
@Suite("CubicBezier batch")
struct CubicBezierBatchTests {
  /// The accuracy suite's extreme curves, the diagonal ones, and the named ones.
  static let edgeCurves: [(Double, Double, Double, Double)] =
    CubicBezierAccuracyTests.extremeCurves + [
      (0.3, 0.3, 0.7, 0.7), (0, 0, 1, 1), (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1),
      (0.5, 1e300, 0.5, 0), (0.5, -1e6, 0.5, 1e6),
    ]

  /// The probe inputs, every input outside (0, 1) the scalar form special-cases, and an odd count.
  static let edgeInputs: [Double] =
    CubicBezierAccuracyTests.probeInputs + [
      0, 1, -0.0, -1e-300, -0.5, -1, 1.5, 2, 1e300, -1e300, .infinity, -.infinity, .nan, 1.0.nextUp, 0.5,
    ]

  /// One curve, many inputs, through the batch form.
  static func batch(_ curve: CubicBezier, _ xs: [Double]) -> [Double] {
    var ys = [Double](repeating: -7, count: xs.count)
    xs.withUnsafeBufferPointer { inputs in
      ys.withUnsafeMutableBufferPointer { outputs in curve.values(at: inputs, into: outputs) }
    }
    return ys
  }

  /// Many curves, one input each, through the batch form.
  static func batch(_ curves: [CubicBezier], _ xs: [Double]) -> [Double] {
    var ys = [Double](repeating: -7, count: xs.count)
    curves.withUnsafeBufferPointer { curves in
      xs.withUnsafeBufferPointer { inputs in
        ys.withUnsafeMutableBufferPointer { outputs in CubicBezier.values(of: curves, at: inputs, into: outputs) }
      }
    }
    return ys
  }

  @Test("one curve: edge curves × edge inputs (and every prefix length 0…5) equal value(at:) bit for bit")
  func oneCurveEdgeCases() throws {
    for (x1, y1, x2, y2) in Self.edgeCurves {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let ys = Self.batch(curve, Self.edgeInputs)
      for (x, y) in zip(Self.edgeInputs, ys) {
        #expect(y.bitPattern == curve.value(at: x).bitPattern, "\(curve) at \(x)")
      }
      for n in 0...5 {
        let xs = Array(Self.edgeInputs.suffix(40).prefix(n))
        let prefix = Self.batch(curve, xs)
        #expect(prefix.map(\.bitPattern) == xs.map { curve.value(at: $0).bitPattern }, "\(curve), \(n) inputs")
      }
    }
  }

  @Test("one curve: 300 seeded random curves × 257 inputs equal value(at:) bit for bit and the reference within 1e-12·Y")
  func oneCurveRandom() throws {
    var rng = SeededRandom(seed: 15)
    for _ in 0..<300 {
      let p = (
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
      let curve = try CubicBezier(p.0, p.1, p.2, p.3)
      let reference = ReferenceBezier(p.0, p.1, p.2, p.3)
      let scale = max(1, abs(p.1), abs(p.3))
      let xs = (0..<257).map { _ in Double.random(in: 0...1, using: &rng) }
      for (x, y) in zip(xs, Self.batch(curve, xs)) {
        #expect(y.bitPattern == curve.value(at: x).bitPattern, "\(curve) at \(x)")
        let error = abs(y - reference.value(at: x))
        #expect(error <= 1e-12 * scale, "\(curve) at \(x)")
      }
    }
  }

  @Test("many curves: every pairing of edge curves with edge inputs equals value(at:) bit for bit")
  func manyCurvesEdgeCases() throws {
    let built = try Self.edgeCurves.map { try CubicBezier($0.0, $0.1, $0.2, $0.3) }
    // Every curve meets every input, and neighbours differ so both lanes see every combination.
    var curves: [CubicBezier] = []
    var xs: [Double] = []
    for (k, x) in Self.edgeInputs.enumerated() {
      for c in built.indices {
        curves.append(built[(c + k) % built.count])
        xs.append(x)
      }
    }
    let ys = Self.batch(curves, xs)
    for i in xs.indices {
      #expect(ys[i].bitPattern == curves[i].value(at: xs[i]).bitPattern, "\(curves[i]) at \(xs[i])")
    }
    for n in 0...5 {
      let prefix = Self.batch(Array(curves.prefix(n)), Array(xs.prefix(n)))
      #expect(prefix.map(\.bitPattern) == (0..<n).map { curves[$0].value(at: xs[$0]).bitPattern })
    }
  }

  @Test("many curves: 2,001 seeded random curves with random inputs equal value(at:) bit for bit and the reference within 1e-12·Y")
  func manyCurvesRandom() throws {
    var rng = SeededRandom(seed: 16)
    var curves: [CubicBezier] = []
    var references: [(ReferenceBezier, Double)] = []
    for _ in 0..<2_001 {
      let p = (
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
        Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
      curves.append(try CubicBezier(p.0, p.1, p.2, p.3))
      references.append((ReferenceBezier(p.0, p.1, p.2, p.3), max(1, abs(p.1), abs(p.3))))
    }
    let xs = curves.map { _ in Double.random(in: -0.1...1.1, using: &rng) }
    let ys = Self.batch(curves, xs)
    for i in xs.indices {
      #expect(ys[i].bitPattern == curves[i].value(at: xs[i]).bitPattern, "\(curves[i]) at \(xs[i])")
      if xs[i] >= 0 && xs[i] <= 1 {
        let error = abs(ys[i] - references[i].0.value(at: xs[i]))
        #expect(error <= 1e-12 * references[i].1, "\(curves[i]) at \(xs[i])")
      }
    }
  }

  @Test("generated curves and inputs: both batch forms equal value(at:) bit for bit")
  func generated() async {
    let unit = Gen.double(in: 0...1)
    let overshoot = Gen.double(in: -3...4)
    await propertyCheck(count: 200, input: unit, overshoot, unit, overshoot, unit) { x1, y1, x2, y2, x in
      let curve = try CubicBezier(x1, y1, x2, y2)
      let xs = [x, 1 - x, x * 1e-9, 1 - x * 1e-9, x]
      let one = Self.batch(curve, xs)
      let many = Self.batch([curve, .ease, curve, .linear, curve], xs)
      #expect(one.map(\.bitPattern) == xs.map { curve.value(at: $0).bitPattern })
      let expected = [curve.value(at: xs[0]), CubicBezier.ease.value(at: xs[1]), curve.value(at: xs[2]),
                      CubicBezier.linear.value(at: xs[3]), curve.value(at: xs[4])]
      #expect(many.map(\.bitPattern) == expected.map(\.bitPattern))
    }
  }
}
