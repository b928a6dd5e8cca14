import Foundation
import MotionCurvesPlatforms
import MotionCurvesTiming
import Testing

/// |a − b| ≤ ulps·ulp(b).
private func withinUlps(_ a: Double, _ b: Double, _ ulps: Double = 4) -> Bool {
  abs(a - b) <= ulps * b.ulp
}

/// |a − b| ≤ tolerance·max(1, |b|).
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

/// SwiftUI's `UnitCurve` against `../shared/notes/platform-parity.md` §2.3 and against values worked
/// out in Python with mpmath at 30 digits from the closed forms
///   in(p) = 1 − √(1 − p²), out(p) = √(1 − (1 − p)²),
///   inOut(p) = (1 − √(1 − 4p²))/2 (p < ½), (√((8 − 4p)p − 3) + 1)/2 (p ≥ ½),
/// and their derivatives p/√(1 − p²), (1 − p)/√(p(2 − p)), 2p/√(1 − 4p²), 2(1 − p)/√((8 − 4p)p − 3),
/// at 60 digits, each at the exact double input (`mpf(1e-8)` = 1.0000000000000000209e-8, `mpf(0.999)`
/// = 0.99899999999999999911); béziers by `findroot` on x(t) = x.
@Suite("SwiftUI UnitCurve")
struct SwiftUIUnitCurveTests {
  /// (p, in, out, inOut, in′, out′, inOut′), mpmath.
  static let circular: [(Double, Double, Double, Double, Double, Double, Double)] = [
    (1e-8, 5.000000000000000334226e-17, 1.414213558837561153244e-4, 1.000000000000000141845e-16,
     1.000000000000000070923e-8, 7071.06775883246647056, 2.000000000000000441845e-8),
    (0.25, 0.03175416344814577871, 0.6614378277661476476, 0.06698729810778067662,
     0.2581988897471611257, 1.133893419027681682, 0.5773502691896257645),
    (0.5, 0.1339745962155613532, 0.8660254037844386468, 0.5,
     0.5773502691896257645, 0.5773502691896257645, .infinity),
    (0.75, 0.3385621722338523524, 0.9682458365518542213, 0.9330127018922193234,
     1.133893419027681682, 0.2581988897471611257, 0.5773502691896257645),
    (0.999, 0.955289822187783665955, 0.9999994999998749999366, 0.9999989999989999979982,
     22.34390577008708255136, 0.001000000500000375888492, 0.002000004000012001816368),
  ]

  @Test("circular curves: values and velocities against their closed forms, within 4 ulps")
  func circularCurves() {
    for (p, easeIn, easeOut, easeInOut, easeInSlope, easeOutSlope, easeInOutSlope) in Self.circular {
      #expect(withinUlps(SwiftUIUnitCurve.circularEaseIn.value(at: p), easeIn), "\(p)")
      #expect(withinUlps(SwiftUIUnitCurve.circularEaseOut.value(at: p), easeOut), "\(p)")
      #expect(withinUlps(SwiftUIUnitCurve.circularEaseInOut.value(at: p), easeInOut), "\(p)")
      #expect(withinUlps(SwiftUIUnitCurve.circularEaseIn.velocity(at: p), easeInSlope), "\(p)")
      #expect(withinUlps(SwiftUIUnitCurve.circularEaseOut.velocity(at: p), easeOutSlope), "\(p)")
      if easeInOutSlope.isInfinite {
        #expect(SwiftUIUnitCurve.circularEaseInOut.velocity(at: p) == .infinity)
      } else {
        #expect(withinUlps(SwiftUIUnitCurve.circularEaseInOut.velocity(at: p), easeInOutSlope), "\(p)")
      }
      // SwiftUI's arithmetic agrees to 1e-15 absolute (it cancels near 0, where it is absolute only).
      for mode in SwiftUIUnitCurve.Mode.allCases {
        #expect(abs(SwiftUIUnitCurve.circularEaseIn.value(at: p, mode: mode) - easeIn) < 1e-15)
        #expect(abs(SwiftUIUnitCurve.circularEaseInOut.value(at: p, mode: mode) - easeInOut) < 1e-15)
      }
    }
    // The ends: 0 → 0, 1 → 1, and the vertical tangents.
    for curve in [SwiftUIUnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .linear] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    #expect(SwiftUIUnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    #expect(SwiftUIUnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
    // SwiftUI's evaluation cancels at p = 1e-8: 1 − 1e-16 rounds to 1 − 2⁻⁵³, whose square root
    // rounds to 1 − 2⁻⁵³ too, so it returns 2⁻⁵³ = 1.1e-16, twice the exact 5e-17.
    #expect(SwiftUIUnitCurve.circularEaseIn.value(at: 1e-8, mode: .swiftUI) == 0x1p-53)
    // SwiftUI passes raw progress to circular curves: NaN outside the domain; linear is raw too.
    #expect(SwiftUIUnitCurve.circularEaseIn.value(at: 1.5, mode: .swiftUI).isNaN)
    #expect(SwiftUIUnitCurve.linear.value(at: 2, mode: .swiftUI) == 2)
    #expect(SwiftUIUnitCurve.linear.velocity(at: 2, mode: .swiftUI) == 1)
  }

  @Test("the bézier curves: SwiftUI's control points, exact and SwiftUI-quantized")
  func beziers() throws {
    #expect(SwiftUIUnitCurve.easeIn.controlPoints.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == [0.42, 0, 1, 1])
    #expect(SwiftUIUnitCurve.easeOut.controlPoints.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == [0, 0, 0.58, 1])
    #expect(SwiftUIUnitCurve.easeInOut.controlPoints.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == [0.42, 0, 0.58, 1])
    #expect(try SwiftUIUnitCurve.easeIn == .bezier(startControlPoint: (0.42, 0), endControlPoint: (1, 1)))
    #expect(SwiftUIUnitCurve.circularEaseIn.controlPoints == nil)
    // easeInOut at 0.3 and 0.7 (mpmath): 0.1873959067053125501, 0.8126040932946874499, slope
    // 1.267217835766333409 at both; quantized: 196499/2²⁰, 852077/2²⁰, slope 1328774/2²⁰.
    let curve = SwiftUIUnitCurve.easeInOut
    #expect(close(curve.value(at: 0.3), 0.1873959067053125501))
    #expect(close(curve.value(at: 0.7), 0.8126040932946874499))
    #expect(close(curve.velocity(at: 0.3), 1.267217835766333409))
    #expect(curve.value(at: 0.3, mode: .swiftUI) == 196_499.0 / 1_048_576)
    #expect(curve.value(at: 0.7, mode: .swiftUI) == 852_077.0 / 1_048_576)
    #expect(curve.velocity(at: 0.3, mode: .swiftUI) == 1_328_774.0 / 1_048_576)
    // Progress is clamped for béziers in SwiftUI's mode; the exact mode continues the curve along
    // its end tangent (easeIn: slope (0 − 1)/(0.42 − 1) = 1/0.58, so 1 + 0.5/0.58 at 1.5).
    #expect(SwiftUIUnitCurve.easeIn.value(at: 1.5, mode: .swiftUI) == 1)
    #expect(SwiftUIUnitCurve.easeIn.value(at: -0.5, mode: .swiftUI) == 0)
    #expect(close(SwiftUIUnitCurve.easeIn.value(at: 1.5), 1.8620689655172414387))
  }

  @Test("SwiftUI clamps x and y of the control points for values, only x for velocities")
  func clamping() throws {
    // (0.2, 1.5) (0.8, −0.5) at 0.3, mpmath: exact y = 0.5931001777119850574, slope
    // −0.1269485067570297359 (quantized −133115/2²⁰); with y clamped to (0.2, 1) (0.8, 0):
    // y = 0.4803693401304523430, quantized 503704/2²⁰.
    let overshoot = try SwiftUIUnitCurve.bezier(startControlPoint: (0.2, 1.5), endControlPoint: (0.8, -0.5))
    #expect(close(overshoot.value(at: 0.3), 0.5931001777119850574))
    #expect(close(overshoot.velocity(at: 0.3), -0.1269485067570297359))
    #expect(overshoot.value(at: 0.3, mode: .swiftUI) == 503_704.0 / 1_048_576)
    #expect(overshoot.velocity(at: 0.3, mode: .swiftUI) == -133_115.0 / 1_048_576)
    // x outside [0, 1] is clamped in both modes: (−0.5, 0) (1.5, 1) is the diagonal (0, 0) (1, 1).
    let wide = try SwiftUIUnitCurve.bezier(startControlPoint: (-0.5, 0), endControlPoint: (1.5, 1))
    #expect(close(wide.value(at: 0.3), 0.3, 1e-15))
    #expect(close(wide.value(at: 0.3, mode: .swiftUI), 0.3, 1e-6))
    #expect(wide.controlPoints?.startControlPoint.x == -0.5)
  }

  @Test("inverse(curve)(curve(x)) = x; SwiftUI's circularEaseInOut is its own inverse, which it is not")
  func inverse() throws {
    let curves: [SwiftUIUnitCurve] = try [
      .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
      .bezier(startControlPoint: (0.2, 0.6), endControlPoint: (0.7, 0.9)),
    ]
    for curve in curves {
      for i in 1..<100 {
        let x = Double(i) / 100
        #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-9, "\(curve) at \(x)")
      }
      #expect(curve.inverse.inverse == curve)
    }
    #expect(SwiftUIUnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(SwiftUIUnitCurve.circularEaseInOut.inverse(mode: .swiftUI) == .circularEaseInOut)
    // mpmath: inOut(inOut(0.25)) = 0.004507616716241213842.
    let twice = SwiftUIUnitCurve.circularEaseInOut.value(at: SwiftUIUnitCurve.circularEaseInOut.value(at: 0.25))
    #expect(close(twice, 0.004507616716241213842))
    // The exact inverse's slope is the reciprocal: at y = inOut(0.25), 1/0.5773502691896257645.
    let inverse = SwiftUIUnitCurve.circularEaseInOut.inverse
    #expect(close(inverse.velocity(at: 0.06698729810778067662), 1 / 0.5773502691896257645, 1e-14))
    #expect(try SwiftUIUnitCurve.easeInOut.inverse == .bezier(startControlPoint: (0, 0.42), endControlPoint: (1, 0.58)))
  }

  @Test("hostile control points and progress")
  func hostile() {
    #expect(throws: CubicBezierError.self) { try SwiftUIUnitCurve.bezier(startControlPoint: (.nan, 0), endControlPoint: (1, 1)) }
    #expect(throws: CubicBezierError.notFinite(.y2, .infinity)) {
      try SwiftUIUnitCurve.bezier(startControlPoint: (0, 0), endControlPoint: (1, .infinity))
    }
    #expect(throws: CubicBezierError.beyondOutputLimit(.y1, 1e301)) {
      try SwiftUIUnitCurve.bezier(startControlPoint: (0, 1e301), endControlPoint: (1, 1))
    }
    for mode in SwiftUIUnitCurve.Mode.allCases {
      #expect(SwiftUIUnitCurve.easeInOut.value(at: .nan, mode: mode).isNaN)
      #expect(SwiftUIUnitCurve.circularEaseOut.value(at: .nan, mode: mode).isNaN)
    }
  }

  @Test("Codable: names and bézier lists")
  func codable() throws {
    let curves: [SwiftUIUnitCurve] = try [
      .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
      SwiftUIUnitCurve.circularEaseInOut.inverse, .bezier(startControlPoint: (0.2, 1.5), endControlPoint: (0.8, -0.5)),
    ]
    let data = try JSONEncoder().encode(curves)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"["linear","easeIn","easeOut","easeInOut","circularEaseIn""#))
    #expect(try JSONDecoder().decode([SwiftUIUnitCurve].self, from: data) == curves)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SwiftUIUnitCurve.self, from: Data(#""bounce""#.utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SwiftUIUnitCurve.self, from: Data("[0.1, 0.2]".utf8)) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SwiftUIUnitCurve.self, from: Data("[0.1, 0.2, 0.3, 1e400]".utf8))
    }
  }
}
