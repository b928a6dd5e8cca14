import MotionCurvesColor
import MotionCurvesCore
import Testing
import TestSupport

/// Issue 27 (hostile input, second pass), colour: hues in any unit and of any size, hues
/// extrapolated to any fraction, and conversions whose intermediate values leave the range of
/// doubles, each checked against values derived by hand or with exact arithmetic (the
/// derivations are in the comments).
@Suite("Color: hostile input")
struct ColorHostileInputTests {
  // MARK: Item 2: hue angles reduced in their own unit

  @Test("a hue in turn or grad has its whole turns taken out before it becomes degrees")
  func hugeTurnsAndGrads() throws {
    // 1e308 is an integer (its exponent is far above 52), so 1e308 turns is a whole number of
    // turns: the hue is 0, pure red, where 1e308 × 360 overflowed to ∞ and gave white.
    let turns = try CSSColor(css: "hsl(1e308turn 100% 50%)")
    #expect(turns.components == SIMD3(0, 100, 50))
    #expect(turns.converted(to: .srgb).components == SIMD3(1, 0, 0))
    #expect(try CSSColor(css: "hsl(-1e308turn 100% 50%)").converted(to: .srgb).components == SIMD3(1, 0, 0))
    // 1.25turn = 1 turn + 90°: the remainder 0.25 is exact, and hsl(90 100% 50%) is (0.5, 1, 0).
    #expect(try CSSColor(css: "hsl(1.25turn 100% 50%)").components == SIMD3(90, 100, 50))
    // The double 1e300 is an integer too; with exact integers (Python: int(1e300) % 400),
    // 1e300 mod 400 = 160, so 1e300grad is 160grad = 144°.
    #expect(try CSSColor(css: "hwb(1e300grad 0% 0%)").components == SIMD3(144, 0, 0))
    #expect(try CSSColor(css: "oklch(0.5 0.1 1e300grad)").components.z == 144)
    // Within one turn nothing changes: 0.25turn is 90°, 200grad 180°, 1rad 180/π.
    #expect(try CSSColor(css: "lch(50 30 0.25turn)").components.z == 90)
    #expect(try CSSColor(css: "lch(50 30 200grad)").components.z == 180)
    #expect(try CSSColor(css: "lch(50 30 1rad)").components.z == 180 / Double.pi)
  }

  @Test("a hue in rad is reduced modulo the exact 2π, also for 1e308rad")
  func hugeRadians() throws {
    // mpmath at 400 digits: 1e308 − 2π·⌊1e308/2π⌋ = 2.67102031456246519… rad
    // = 153.038191018134789473582394601722… degrees. The product 1e308 × 180/π is ∞.
    let huge = try CSSColor(css: "lch(50 30 1e308rad)")
    #expect(isClose(huge.components.z, 153.03819101813479, .absolute(1e-12)))
    #expect(huge.missing.isEmpty)
    // The remainder keeps the sign of the value: −153.038…° for −1e308rad.
    let negative = try CSSColor(css: "oklch(0.5 0.1 -1e308rad)")
    #expect(isClose(negative.components.z, -153.03819101813479, .absolute(1e-12)))
    // 7 rad = 7 − 2π + one turn: (7 − 2π)·180/π = 41.0704565915762461375870836987…°.
    #expect(isClose(try CSSColor(css: "oklch(0.5 0.1 7rad)").components.z, 41.070456591576246, .absolute(1e-12)))
  }

  @Test("a gradient line at 1e308turn is the line at 0deg")
  func gradientAngle() throws {
    let box = SIMD2<Double>(200, 100)
    #expect(try GradientLine(cssAngle: CSSAngle(1e308, .turn), boxSize: box) == GradientLine(cssAngle: .degrees(0), boxSize: box))
    // 0deg points up: the line's length is the box height, 100.
    #expect(GradientLine.cssLength(angle: CSSAngle(1e308, .turn), boxSize: box) == 100)
    // 1e300grad is 144° (above): the same line as 144deg.
    #expect(try GradientLine(cssAngle: CSSAngle(1e300, .grad), boxSize: box) == GradientLine(cssAngle: .degrees(144), boxSize: box))
  }

  // MARK: Item 3: hues extrapolated to any fraction

  @Test("red to blue in hsl at t = 1e308 is green, for every hue method")
  func hueAtHugeFraction() throws {
    let red = try CSSColor(css: "red"), blue = try CSSColor(css: "blue")
    // red is h 0 and blue h 240. shorter and decreasing take the arc −120 (red raised to 360),
    // longer and increasing the arc +240. 1e308 ≡ 2 (mod 3) (Python: int(1e308) % 3), so
    // −120·1e308 ≡ −240 ≡ 120 and 240·1e308 ≡ 480 ≡ 120 (mod 360): green, h 120; s and l are
    // 100 and 50 at both ends and stay so. The plain lerp, 360 − 120·1e308, is −∞.
    for method in CSSHueInterpolationMethod.allCases {
      let mixed = red.interpolated(to: blue, at: 1e308, in: CSSColorInterpolationMethod(space: .hsl, hueMethod: method))
      #expect(isClose(mixed.components.x, 120, .absolute(5e-13)), "\(method)")
      #expect(mixed.components.y == 100 && mixed.components.z == 50 && mixed.missing.isEmpty, "\(method)")
      #expect(mixed.converted(to: .srgb).isInGamut(.srgb), "\(method)")
    }
    // At t = 2.5 the arc −120 gives 360 − 300 = 60 (yellow), exact in the lerp as here.
    let yellow = red.interpolated(to: blue, at: 2.5, in: CSSColorInterpolationMethod(space: .hsl))
    #expect(yellow.components == SIMD3(60, 100, 50))
  }

  @Test("an arc of 0.1° at t = ±1e308 and 1e17 + 16: the exact product modulo 360")
  func smallArcHugeFraction() throws {
    let a = try CSSColor(css: "oklch(0.5 0.1 0)"), b = try CSSColor(css: "oklch(0.5 0.1 0.1)")
    let method = CSSColorInterpolationMethod(space: .oklch)
    // The arc is the double 0.1 = 3602879701896397/2⁵⁵. With exact rationals (Python
    // Fraction(1e308) * Fraction(0.1) % 360): 304 for 1e308, 56 for −1e308, and
    // 282.1551115123126 for t = 1e17 + 16 = 100000000000000016 (a double), where the plain
    // product 1e16 + 1.6 has lost every bit below 2.
    #expect(isClose(a.interpolated(to: b, at: 1e308, in: method).components.z, 304, .absolute(5e-13)))
    #expect(isClose(a.interpolated(to: b, at: -1e308, in: method).components.z, 56, .absolute(5e-13)))
    #expect(isClose(a.interpolated(to: b, at: 1e17 + 16, in: method).components.z, 282.1551115123126, .absolute(5e-13)))
    // L and C are equal at both ends: they stay 0.5 and 0.1.
    #expect(a.interpolated(to: b, at: 1e308, in: method).components.x == 0.5)
  }

  @Test("extrapolated hues equal the lerp modulo 360 wherever the lerp is exact")
  func extrapolationAgreesWithExactLerp() throws {
    // Hues and fractions on a grid of 1/8 (|t| < 2²⁰): (b − a)·t and a + (b − a)·t are exact in
    // doubles, so (a + (b − a)·t) mod 360 is the exact hue, for the increasing arc (b raised by
    // 360 when below a).
    let method = CSSColorInterpolationMethod(space: .lch, hueMethod: .increasing)
    for a in stride(from: 0.0, to: 360, by: 37.125) {
      for b in stride(from: 0.0, to: 360, by: 53.375) {
        let start = CSSColor(.lch, 50, 30, a), end = CSSColor(.lch, 50, 30, b)
        for t in [2.125, -3.5, 100.875, -77_777.25, 1_000_000.125] {
          let arc = b < a ? b + 360 - a : b - a
          var expected = (a + arc * t).truncatingRemainder(dividingBy: 360)
          if expected < 0 { expected += 360 }
          #expect(start.interpolated(to: end, at: t, in: method).components.z == expected, "\(a) → \(b) at \(t)")
        }
      }
    }
  }

  @Test("Core Animation's component-wise hue at t = 1e308 is reduced the same way")
  func coreAnimationHue() throws {
    let a = try CSSColor(css: "hsl(0 100% 50%)"), b = try CSSColor(css: "hsl(240 100% 50%)")
    // Plain numbers 0 → 240: 240·1e308 ≡ 480 ≡ 120 (mod 360), as 1e308 ≡ 2 (mod 3).
    let mixed = a.interpolated(to: b, at: 1e308, mode: .coreAnimation)
    #expect(mixed.space == .hsl && isClose(mixed.components.x, 120, .absolute(5e-13)))
    #expect(mixed.components.y == 100 && mixed.components.z == 50)
  }
}
