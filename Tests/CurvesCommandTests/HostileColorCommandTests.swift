import Foundation
import TestSupport
import Testing

/// Issue 27 (hostile input, second pass), `curves color`: the reproductions of the report run
/// through the built command, each against a value derived by hand or with exact arithmetic
/// (the derivations are in the comments).
@Suite("curves color: hostile input")
struct HostileColorCommandTests {
  /// Item 2: 1e308 × 360 overflowed to ∞ and the hue came out white. 1e308 is an integer, so
  /// 1e308turn is a whole number of turns: hue 0, pure red.
  @Test("a hue of 1e308turn (or any unit) is reduced in its own unit")
  func hugeHueAngles() throws {
    let red = try CurvesRunner.run(["color", "convert", "hsl(1e308turn 100% 50%)", "--to", "srgb"])
    #expect(red.status == 0 && red.lines == ["color(srgb 1 0 0)"], "\(red.stderr)")
    // 1e300 mod 400 = 160 with exact integers: 1e300grad is 160grad = 144deg, the same colour.
    let grad = try CurvesRunner.run(["color", "convert", "hwb(1e300grad 0% 0%)", "--to", "srgb"])
    let degrees = try CurvesRunner.run(["color", "convert", "hwb(144deg 0% 0%)", "--to", "srgb"])
    #expect(grad.status == 0 && grad.lines.count == 1 && grad.lines == degrees.lines, "\(grad.stderr)")
    // 1e308rad ≡ 153.0381910181347894…° (mpmath, 400 digits): a real hue, not none.
    let rad = try CurvesRunner.run(["color", "convert", "lch(50 30 1e308rad)", "--to", "lch"])
    #expect(rad.status == 0 && !rad.stdout.contains("none"), "\(rad.stdout)\(rad.stderr)")
    let hue = rad.lines.first.flatMap { Double($0.dropFirst("lch(50 30 ".count).dropLast()) }
    #expect(hue.map { isClose($0, 153.03819101813479, .absolute(1e-12)) } == true, "\(rad.stdout)")
  }

  /// Item 3: the lerp 360 − 120·t overflowed at t = 1e308 ("beyond the range of doubles (-inf)").
  /// The hue is exact modulo 360: 1e308 ≡ 2 (mod 3), so −120·1e308 ≡ 120: green, as at t = 2.
  @Test("a hue extrapolated to t = 1e308 is the exact hue modulo 360")
  func hugeFractions() throws {
    let green = try CurvesRunner.run(["color", "mix", "red", "blue", "--in", "hsl", "--at", "1e308", "--at", "2"])
    #expect(green.status == 0 && green.lines == ["t,color", "1e+308,color(srgb 0 1 0)", "2.0,color(srgb 0 1 0)"], "\(green.stderr)")
    // longer hue: the arc +240, and 240·1e308 ≡ 480 ≡ 120 as well.
    let longer = try CurvesRunner.run(["color", "mix", "red", "blue", "--in", "hsl longer hue", "--at", "1e308"])
    #expect(longer.status == 0 && longer.lines == ["t,color", "1e+308,color(srgb 0 1 0)"], "\(longer.stderr)")
    // An arc of 0.1 (the double): 1e308 × 0.1 mod 360 = 304 with exact rationals (Python
    // Fraction(1e308) * Fraction(0.1) % 360).
    let oklch = try CurvesRunner.run(["color", "mix", "oklch(0.5 0.1 0)", "oklch(0.5 0.1 0.1)", "--in", "oklch", "--at", "1e308"])
    #expect(oklch.status == 0 && oklch.lines == ["t,color", "1e+308,oklch(0.5 0.1 304)"], "\(oklch.stderr)")
  }
}
