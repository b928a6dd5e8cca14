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

  /// The numbers of a one-line colour `name(a b c)`.
  static func numbers(_ line: Substring?, after prefix: String) -> [Double] {
    guard let line, line.hasPrefix(prefix), line.hasSuffix(")") else { return [] }
    return line.dropFirst(prefix.count).dropLast().split(separator: " ").compactMap { Double($0) }
  }

  /// Item 1: the mix printed black (`oklab(0 0 0)`): linear light of 1e308 is 1e739, beyond
  /// doubles, and the NaN it made counted as missing. Oklab is homogeneous of degree 1/3 in
  /// linear light, so red 1e308 is (1e308/1.055)^0.8 = 2.40655…e246 times red's linear-light
  /// Oklab (0.62795536…, 0.22486…, 0.12584…) — `color convert 'color(srgb-linear 1 0 0)'
  /// --to oklab` — and the mix at 0.5 is half of that (black is 0 in Oklab).
  @Test("a colour whose linear light overflows still converts and mixes where the result is finite")
  func overflowingIntermediates() throws {
    let unit = try CurvesRunner.run(["color", "convert", "color(srgb-linear 1 0 0)", "--to", "oklab"])
    let red = Self.numbers(unit.lines.first, after: "oklab(")
    #expect(red.count == 3, "\(unit.stdout)")
    let scale = Foundation.pow(1e308 / 1.055, 0.8)
    let converted = try CurvesRunner.run(["color", "convert", "color(srgb 1e308 0 0)", "--to", "oklab"])
    let oklab = Self.numbers(converted.lines.first, after: "oklab(")
    #expect(oklab.count == 3 && zip(oklab, red).allSatisfy { isClose($0, $1 * scale, .relative(1e-13)) }, "\(converted.stdout)\(converted.stderr)")
    for arguments in [
      ["color", "mix", "black", "color(srgb 1e308 0 0)", "--at", "0.5"],
      ["color", "resolve", "color-mix(in oklab, black, color(srgb 1e308 0 0))"],
    ] {
      let mix = try CurvesRunner.run(arguments)
      let half = Self.numbers(mix.lines.last.map { $0.drop(while: { $0 != "o" }) }, after: "oklab(")
      #expect(half.count == 3 && zip(half, red).allSatisfy { isClose($0, $1 * scale / 2, .relative(1e-13)) }, "\(mix.stdout)\(mix.stderr)")
    }
    // oklch(0.5 1e308 30) in Oklab is (0.5, 1e308·cos 30°, 1e308·sin 30°): finite, and was
    // refused because its XYZ is not.
    let polar = try CurvesRunner.run(["color", "convert", "oklch(0.5 1e308 30)", "--to", "oklab"])
    let ab = Self.numbers(polar.lines.first, after: "oklab(")
    #expect(ab.count == 3 && ab[0] == 0.5 && isClose(ab[1], 1e308 * 3.squareRoot() / 2, .relative(1e-15))
      && isClose(ab[2], 0.5e308, .relative(1e-15)), "\(polar.stdout)\(polar.stderr)")
  }

  /// Item 1 (the other side) and item 4: where the exact result is beyond ±1.8e308, one line naming
  /// the colour and the component, exit 64, nothing written.
  @Test("results beyond the range of doubles are usage errors naming the component", arguments: [
    // Linear light of 1e308 is ((1e308 + 0.055)/1.055)^2.4 ≈ 1e739, and half of it too.
    (["color", "convert", "color(srgb 1e308 0 0)", "--to", "srgb-linear"], "in srgb-linear has its r beyond ±1.8e308"),
    (["color", "mix", "black", "color(srgb 1e308 0 0)", "--in", "srgb-linear", "--at", "0.5"], "the mix at 0.5 has its r beyond"),
    (["color", "resolve", "color-mix(in srgb-linear, black, color(srgb 1e308 0 0))"], "has its r beyond ±1.8e308"),
    // C = 1e308 at L 0.5: LMS ≈ 1e307, cubed 1e921, and sRGB (1e921)^(5/12) ≈ 1e384.
    (["color", "convert", "oklch(0.5 1e308 30)", "--to", "srgb"], "in srgb has its r beyond ±1.8e308"),
    // XYZ y = −1e308 is below Lab's ε: L = κ·y = −9.03e310.
    (["color", "convert", "color(xyz 1e308 -1e308 1e308)", "--to", "lab"], "in lab has its L beyond ±1.8e308"),
    // hsl's l of sRGB (1e308, 0, 0) is 5e307, and 100·l = 5e309.
    (["color", "convert", "color(srgb 1e308 0 0)", "--to", "hsl"], "in hsl has its l beyond ±1.8e308"),
    // red to blue in lch: L goes 54.29 → 29.57, −24.7·1e308 beyond.
    (["color", "mix", "red", "blue", "--in", "lch", "--at", "1e308"], "the mix at 1e+308 has its L beyond"),
  ])
  func beyondTheRange(arguments: [String], fragment: String) throws {
    let result = try CurvesRunner.run(arguments)
    CurvesRunner.expectUsageError(result, fragment)
    #expect(!result.stderr.contains("inf") && !result.stderr.contains("nan"), "\(result.stderr)")
  }
}
