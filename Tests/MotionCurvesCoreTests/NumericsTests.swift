import MotionCurves
import MotionCurvesCore
import TestSupport
import Testing

/// Core's shared numerics against closed forms and published high-precision values: the real roots
/// of a quadratic (coefficients built from exactly representable roots, so the roots are known
/// exactly; at 1e±300 and where the schoolbook formula cancels), and the integral of the second
/// kind over intervals of angles (2·E(m) from mpmath at 40 digits).
@Suite("Core numerics: quadratic roots and the integral of the second kind")
struct NumericsTests {
  static func roots(_ a: Double, _ b: Double, _ c: Double) -> [Double] { Array(QuadraticRoots(a, b, c)) }

  /// The coefficients of scale·(t − r)(t − s), exact when r + s and r·s are.
  static func coefficients(_ r: Double, _ s: Double, scale: Double = 1) -> (Double, Double, Double) {
    (scale, -(r + s) * scale, r * s * scale)
  }

  @Test("simple, linear, constant, complex and double roots")
  func simpleCases() {
    #expect(Self.roots(1, -3, 2) == [1, 2])
    #expect(Self.roots(-2, 0, 8) == [-2, 2])
    #expect(Self.roots(0, 2, -3) == [1.5])
    #expect(Self.roots(0, 0, 1) == [])
    #expect(Self.roots(0, 0, 0) == [])
    #expect(Self.roots(1, 0, 1) == [])
    #expect(Self.roots(1, -2, 1) == [1])
    #expect(Self.roots(4, 0, 0) == [0])
    #expect(Self.roots(3, 6, 0) == [-2, 0])
    #expect(Self.roots(.nan, 1, 1) == [] && Self.roots(1, .infinity, 1) == [])
  }

  /// Roots of the given (double) coefficients from Python's `decimal` at 1,200 digits (the
  /// schoolbook formula evaluated there, where nothing cancels), rounded to the nearest double; and
  /// what the schoolbook formula gives in doubles.
  static let references: [(a: Double, b: Double, c: Double, roots: [Double], schoolbook: String)] = [
    (1, -1e8, 1, [1e-8, 99_999_999.999_999_99], "7.45e-9 for 1e-8: cancellation"),
    (1e300, -3e300, 2e300, [1, 2], "NaN: b² overflows"),
    (1e-300, -3e-300, 2e-300, [0.999_999_999_999_999_9, 2.000_000_000_000_000_4], "a double root 1.5: b² underflows"),
    (-0.1, 0.3, 1e-17, [-3.333_333_333_333_333_5e-17, 2.999_999_999_999_999_6], "−0 for −3.3e-17: cancellation"),
    (1e-300, 1, -1, [-9.999_999_999_999_999e299, 1], "coefficients 300 orders apart"),
  ]

  @Test("coefficients at 1e±300 and where the schoolbook formula cancels: within 3 ulps of 1,200-digit roots")
  func extremeAndCancelling() {
    for (a, b, c, expected, note) in Self.references {
      let found = Self.roots(a, b, c)
      #expect(found.count == expected.count, "\(note)")
      for (root, reference) in zip(found, expected) {
        #expect(abs(root - reference) <= 3 * reference.ulp, "\(a), \(b), \(c) (schoolbook: \(note)): \(found)")
      }
    }
    // The same roots, 1 and 2, for every power-of-two scale of the coefficients: exact.
    for scale in [0x1p1000, 0x1p996, 0x1p-1000, 0x1p-1070] {
      #expect(Self.roots(scale, -3 * scale, 2 * scale) == [1, 2], "scale \(scale)")
    }
    // A root beyond the largest Double is left out: 2⁻¹⁰⁶³·t² + t + 1 has roots ≈ −1 and ≈ −2¹⁰⁶³.
    #expect(Self.roots(0x1p-1063, 1, 1) == [-1])
  }

  @Test("close roots: the discriminant from exact products, so roots 2⁻²⁶ apart are found exactly")
  func closeRoots() {
    // Roots 1 + 2⁻²⁶ and 1 + 2⁻²⁵ (sum and product exact): the discriminant 2⁻⁵² is below the
    // rounding of b² = 4 + 12·2⁻²⁶ + 9·2⁻⁵², so the schoolbook b² − 4ac is 0, a double root.
    let p = 1 + 0x1p-26, q = 1 + 0x1p-25
    let (a, b, c) = Self.coefficients(p, q)
    #expect(b * b - 4 * a * c == 0)
    #expect(Self.roots(a, b, c) == [p, q])
    // A scale that is not a power of two, and negative: −3(t + 5)(t − ¼).
    let (a3, b3, c3) = Self.coefficients(-5, 0.25, scale: -3)
    #expect(Self.roots(a3, b3, c3) == [-5, 0.25])
  }


  @Test("the integral of the second kind over intervals against mpmath: a quarter, whole turns, mirrored quarters")
  func secondKindOverIntervals() {
    var worst = 0.0
    for (ratio, length) in quarterEllipses {
      let mc = ratio * ratio
      // 2·E(m) is twice a quarter, and also the half-period [π/2, 3π/2] (two mirrored quarters)
      // and, per half-period, 20 of them from −7.3.
      let quarter = EllipticIntegral.secondKind(from: 0, width: .pi / 2, m: 1 - mc, mc: mc)
      let half = EllipticIntegral.secondKind(from: .pi / 2, width: .pi, m: 1 - mc, mc: mc)
      let many = EllipticIntegral.secondKind(from: -7.3, width: 20 * .pi, m: 1 - mc, mc: mc) / 20
      for (value, name) in [(2 * quarter, "quarter"), (half, "half"), (many, "20 half-periods")] {
        worst = max(worst, abs(value - length) / length)
        #expect(abs(value - length) <= 1e-13 * length, "r = \(ratio), \(name): \(value)")
      }
    }
    print("E over intervals vs mpmath: worst relative error \(worst)")
  }
}
