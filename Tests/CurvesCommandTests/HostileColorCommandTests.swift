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
}
