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
}
