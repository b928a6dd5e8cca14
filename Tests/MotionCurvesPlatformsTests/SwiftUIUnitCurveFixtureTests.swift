import MotionCurvesPlatforms
import Testing

/// The `UnitCurve` values OpenSwiftUI's compatibility tests expect of SwiftUI on Apple devices:
/// OpenSwiftUIProject/OpenSwiftUI, `Tests/OpenSwiftUICompatibilityTests/Animation/Animation/
/// UnitCurveCompatibilityTests.swift` (commit 0b687460), each with the tolerance it gives there
/// (`isApproximatelyEqual` with no tolerance: relative √ulp ≈ 1.5e-8, exactly 0 for 0).
@Suite("SwiftUI UnitCurve: OpenSwiftUI's compatibility values")
struct SwiftUIUnitCurveFixtureTests {
  /// One expected value: the curve's name, the progress, value or velocity, what SwiftUI gives, and
  /// the absolute tolerance (nil: the relative default).
  struct Fixture: Sendable, CustomStringConvertible {
    let curve: String
    let progress: Double
    let isVelocity: Bool
    let expected: Double
    let tolerance: Double?
    var description: String { "\(curve).\(isVelocity ? "velocity" : "value")(at: \(progress)) ≈ \(expected)" }
  }

  static let curves: [String: SwiftUIUnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
    "circularEaseInOut": .circularEaseInOut,
  ]

  /// The five values of one curve at 0, ¼, ½, ¾ and 1: the tolerance applies inside (0, 1), except
  /// for linear and the exact ½ of the symmetric curves, as in the source; `.easeOut`'s velocity at
  /// 0 is given ± 0.01.
  static func rows(_ curve: String, values: [Double], velocities: [Double], tolerance: Double) -> [Fixture] {
    var rows: [Fixture] = []
    for (i, p) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
      let interior = p > 0 && p < 1 && curve != "linear"
      rows.append(Fixture(curve: curve, progress: p, isVelocity: false, expected: values[i],
                          tolerance: interior && !(p == 0.5 && values[i] == 0.5) ? tolerance : nil))
      rows.append(Fixture(curve: curve, progress: p, isVelocity: true, expected: velocities[i],
                          tolerance: interior ? tolerance : (curve == "easeOut" && p == 0 ? 0.01 : nil)))
    }
    return rows
  }

  /// The values at 0, ¼, ½, ¾ and 1, as the compatibility tests list them.
  static let fixtures: [Fixture] =
    rows("linear", values: [0, 0.25, 0.5, 0.75, 1], velocities: [1, 1, 1, 1, 1], tolerance: 0)
    + rows("easeIn", values: [0, 0.09, 0.32, 0.62, 1], velocities: [0, 0.67, 1.07, 1.37, 0], tolerance: 0.01)
    + rows("easeOut", values: [0, 0.38, 0.68, 0.91, 1], velocities: [1, 1.37, 1.07, 0.67, 0], tolerance: 0.01)
    + rows("easeInOut", values: [0, 0.13, 0.5, 0.87, 1], velocities: [0, 1.06, 1.72, 1.06, 0], tolerance: 0.01)
    + rows("circularEaseIn", values: [0, 0.032, 0.134, 0.339, 1],
           velocities: [0, 0.258, 0.577, 1.134, .infinity], tolerance: 0.001)
    + rows("circularEaseOut", values: [0, 0.661, 0.866, 0.968, 1],
           velocities: [.infinity, 1.134, 0.577, 0.258, 0], tolerance: 0.001)
    + rows("circularEaseInOut", values: [0, 0.067, 0.5, 0.933, 1],
           velocities: [0, 0.577, .infinity, 0.577, 0], tolerance: 0.001)

  /// Whether `actual` matches `fixture` as `isApproximatelyEqual` would.
  static func matches(_ actual: Double, _ fixture: Fixture) -> Bool {
    if fixture.expected.isInfinite { return actual == fixture.expected }
    if let tolerance = fixture.tolerance { return abs(actual - fixture.expected) <= tolerance }
    if fixture.expected == 0 { return actual == 0 }
    return abs(actual - fixture.expected) <= 1.5e-8 * abs(fixture.expected)
  }

  /// The two values SwiftUI gives from its end-point arithmetic, not from the curve: at a control
  /// point that sits on its end point the tangent's slope is 1/0.58 = 1.7241, where SwiftUI returns
  /// 1 (`.easeOut` at 0: dx/dt = dy/dt = 0) and 0 (`.easeIn` at 1: dx/dt rounds to −2.2e-16). The
  /// exact mode gives the tangent; ``SwiftUIUnitCurve/Mode/swiftUI`` reproduces SwiftUI.
  static func isSwiftUIArtefact(_ fixture: Fixture) -> Bool {
    fixture.isVelocity && ((fixture.curve == "easeOut" && fixture.progress == 0)
      || (fixture.curve == "easeIn" && fixture.progress == 1))
  }

  @Test("every value passes in SwiftUI's mode", arguments: fixtures)
  func swiftUIMode(_ fixture: Fixture) throws {
    let curve = try #require(Self.curves[fixture.curve])
    let actual = fixture.isVelocity
      ? curve.velocity(at: fixture.progress, mode: .swiftUI) : curve.value(at: fixture.progress, mode: .swiftUI)
    #expect(Self.matches(actual, fixture), "\(actual)")
  }

  @Test("every value passes exactly too, except SwiftUI's two end-point artefacts", arguments: fixtures)
  func exactMode(_ fixture: Fixture) throws {
    let curve = try #require(Self.curves[fixture.curve])
    let actual = fixture.isVelocity ? curve.velocity(at: fixture.progress) : curve.value(at: fixture.progress)
    if Self.isSwiftUIArtefact(fixture) {
      #expect(abs(actual - 1 / 0.58) < 1e-12, "the tangent's slope")
    } else {
      #expect(Self.matches(actual, fixture), "\(actual)")
    }
  }

  @Test("custom béziers, clamping and inverses")
  func beziers() throws {
    // (0.25, 0.1) (0.75, 0.9): value 0.5 ± 0.01 and velocity 1.20 ± 0.01 at ½ (exactly 1.35/1.125).
    let curve = try SwiftUIUnitCurve.bezier(startControlPoint: (0.25, 0.1), endControlPoint: (0.75, 0.9))
    for mode in SwiftUIUnitCurve.Mode.allCases {
      #expect(abs(curve.value(at: 0.5, mode: mode) - 0.5) <= 0.01)
      #expect(abs(curve.velocity(at: 0.5, mode: mode) - 1.20) <= 0.01)
      #expect(curve.value(at: 0, mode: mode) == 0)
      #expect(curve.value(at: 1, mode: mode) == 1)
    }
    // (−0.5, 2) (1.5, −1): value 0.5 and velocity −1 at ½ (by hand: x′ = 1.5, y′ = −1.5 with x clamped).
    let extreme = try SwiftUIUnitCurve.bezier(startControlPoint: (-0.5, 2), endControlPoint: (1.5, -1))
    for mode in SwiftUIUnitCurve.Mode.allCases {
      #expect(abs(extreme.value(at: 0.5, mode: mode) - 0.5) <= 1.5e-8 * 0.5)
      #expect(abs(extreme.velocity(at: 0.5, mode: mode) + 1) <= 1.5e-8)
    }
    // easeInOut at −0.5 and 1.5: 0 and 1.
    for mode in SwiftUIUnitCurve.Mode.allCases {
      #expect(SwiftUIUnitCurve.easeInOut.value(at: -0.5, mode: mode) == 0)
      #expect(SwiftUIUnitCurve.easeInOut.value(at: 1.5, mode: mode) == 1)
    }
    // linear's velocity is 1 outside [0, 1] too.
    #expect(SwiftUIUnitCurve.linear.velocity(at: -0.5, mode: .swiftUI) == 1)
    #expect(SwiftUIUnitCurve.linear.velocity(at: 1.5, mode: .swiftUI) == 1)
    // circularEaseIn.inverse is circularEaseOut; easeIn.inverse is not easeOut; a bézier's inverse
    // swaps the coordinates.
    let easeIn = SwiftUIUnitCurve.circularEaseIn
    #expect(easeIn.inverse.value(at: 0.3) == SwiftUIUnitCurve.circularEaseOut.value(at: 0.3))
    #expect(easeIn.inverse.velocity(at: 0.7) == SwiftUIUnitCurve.circularEaseOut.velocity(at: 0.7))
    #expect(abs(SwiftUIUnitCurve.easeIn.inverse.value(at: 0.3) - SwiftUIUnitCurve.easeOut.value(at: 0.3)) > 1e-3)
    let swapped = try SwiftUIUnitCurve.bezier(startControlPoint: (0.1, 0.25), endControlPoint: (0.9, 0.75))
    #expect(curve.inverse == swapped)
    #expect(curve.inverse.value(at: 0.3, mode: .swiftUI) == swapped.value(at: 0.3, mode: .swiftUI))
  }
}
