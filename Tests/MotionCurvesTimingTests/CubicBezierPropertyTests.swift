import MotionCurvesTiming
import PropertyBased
import Testing

/// Properties every timing curve must have, on generated curves and inputs.
@Suite("CubicBezier properties")
struct CubicBezierPropertyTests {
  static let unit = Gen.double(in: 0...1)
  static let overshoot = Gen.double(in: -3...4)

  @Test("ends are exact: value(0) = 0 and value(1) = 1")
  func endpoints() async {
    await propertyCheck(count: 300, input: Self.unit, Self.overshoot, Self.unit, Self.overshoot) { x1, y1, x2, y2 in
      let curve = try CubicBezier(x1, y1, x2, y2)
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
  }

  @Test("monotone: with y1, y2 ∈ [0, 1], the output never decreases as the input increases")
  func monotone() async {
    await propertyCheck(count: 200, input: Self.unit, Self.unit, Self.unit, Self.unit) { x1, y1, x2, y2 in
      let curve = try CubicBezier(x1, y1, x2, y2)
      var previous = curve.value(at: 0)
      for i in 1...4096 {
        let y = curve.value(at: Double(i) / 4096)
        #expect(y >= previous, "\(curve) at \(Double(i) / 4096)")
        previous = y
      }
    }
  }

  @Test("neighbouring doubles never reverse by more than rounding (≤ 2e-15; exact steps are smaller)")
  func monotoneAdjacent() throws {
    // Between neighbouring doubles the exact output moves by less than the solver's rounding
    // (near x = 1e-9 on cubic-bezier(0, 1, 0, 1) by ~2e-19, below one ulp of y), so only a
    // correctly rounded solver could be exactly monotone there; the reversal stays far inside the
    // error bound.
    var worst = 0.0
    for p in [(0.0, 1.0, 0.0, 1.0), (1, 0, 0, 1), (0.99, 0, 0.01, 1), (0, 0, 0, 1), (0.42, 0, 1, 1), (0, 1, 1, 0)] {
      let curve = try CubicBezier(p.0, p.1, p.2, p.3)
      for center in [1e-300, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9] {
        var x = center
        var previous = curve.value(at: x)
        for _ in 0..<256 {
          x = x.nextUp
          let y = curve.value(at: x)
          worst = max(worst, previous - y)
          #expect(y >= previous - 2e-15, "\(curve) at \(x)")
          previous = y
        }
      }
    }
    print("largest reversal between neighbouring inputs: \(worst)")
  }

  @Test("inverse round-trips: inverse(value(x)) = x where the curve is not flat")
  func inverseRoundTrip() async {
    await propertyCheck(count: 200, input: Self.unit, Self.unit, Self.unit, Self.unit, Self.unit) { x1, y1, x2, y2, x in
      let curve = try CubicBezier(x1, y1, x2, y2)
      let inverse = try #require(curve.inverse)
      // Where dy/dx = s, the inverse turns an output error e into an input error e/s: the bound is
      // the two solvers' errors (≤ 1e-14 each) over the local slope.
      let slope = max(curve.velocity(at: x), 1e-300)
      #expect(abs(inverse.value(at: curve.value(at: x)) - x) <= 1e-13 + 1e-14 / slope)
    }
  }

  @Test("inverse exists exactly when y1 and y2 lie in [0, 1], and is the curve with axes swapped")
  func inverseDefinition() throws {
    #expect(try CubicBezier(0.1, 1.2, 0.5, 0.5).inverse == nil)
    #expect(try CubicBezier(0.1, 0.5, 0.5, -0.1).inverse == nil)
    #expect(try CubicBezier(0.1, 0.7, 0.6, 0.2).inverse == CubicBezier(0.7, 0.1, 0.2, 0.6))
  }

  @Test("point symmetry: (1−x2, 1−y2, 1−x1, 1−y1) is the curve reflected through (½, ½)")
  func pointReflection() async {
    await propertyCheck(count: 200, input: Self.unit, Self.overshoot, Self.unit, Self.overshoot, Self.unit) { x1, y1, x2, y2, x in
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reflected = try CubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1)
      let scale = max(1, abs(y1), abs(y2))
      #expect(abs(reflected.value(at: 1 - x) - (1 - curve.value(at: x))) <= 4e-14 * scale)
    }
  }

  @Test("the value at any finite input is finite, and the extension is a straight line")
  func straightExtension() async {
    await propertyCheck(count: 200, input: Self.unit, Self.overshoot, Self.unit, Self.overshoot, Gen.double(in: 0...1e6)) { x1, y1, x2, y2, d in
      let curve = try CubicBezier(x1, y1, x2, y2)
      let before = curve.value(at: -d)
      let after = curve.value(at: 1 + d)
      #expect(before.isFinite && after.isFinite)
      #expect(before == (curve.startExtensionSlope == 0 ? 0 : -d * curve.startExtensionSlope))
      #expect(after == (curve.endExtensionSlope == 0 ? 1 : 1 + d * curve.endExtensionSlope))
    }
  }
}
