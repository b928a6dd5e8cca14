@testable import MotionCurvesColor
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

  // MARK: Item 1: conversions whose intermediate values leave the range of doubles

  /// Linear light is homogeneous of degree 1 in XYZ and LMS, and Oklab of degree 1/3 (a cube
  /// root between two linear maps): oklab(X·v) = X^(1/3)·oklab(v) for linear-light v. sRGB's
  /// transfer of a value V ≥ 1e100 is ((V + 0.055)/1.055)^2.4, the 0.055 below V's last bit.
  static func oklabOfHugeSRGB(_ v: Double, linear direction: SIMD3<Double>) -> SIMD3<Double> {
    let unit = CSSColor(space: .srgbLinear, components: direction).converted(to: .oklab).components
    return unit * Double.pow(v / 1.055, 0.8)  // (V/1.055)^(2.4/3); pow's 0.8 costs 3e-14 here
  }

  @Test("color(srgb 1e308 0 0) has an Oklab (about 1.5e246) though its linear light (1e739) has no double")
  func hugeSRGBInOklab() throws {
    let huge = CSSColor(.srgb, 1e308, 0, 0)
    let oklab = huge.converted(to: .oklab)
    #expect(oklab.missing.isEmpty)
    #expect(isClose(oklab.components, Self.oklabOfHugeSRGB(1e308, linear: SIMD3(1, 0, 0)), .relative(1e-13)))
    // OkLCh: the same hue as red's (the direction is red's), chroma scaled alike.
    let red = CSSColor(.srgb, 1, 0, 0).converted(to: .oklch).components
    let oklch = huge.converted(to: .oklch)
    #expect(isClose(oklch.components.z, red.z, .absolute(1e-12)) && oklch.missing.isEmpty)
    // hsl(0 100 1e308): l = 1e306, a = s·min(l, 1 − l) = −1e306 (the plain product of s and l
    // is fine here, but g = b = l − a = 2e306 and r = l + a = 1 in exact arithmetic). Linear
    // light (2e306/1.055)^2.4 ≈ 1e735 for g and b: Oklab is that of srgb-linear(0, 1, 1) times
    // (2e306/1.055)^0.8 (r's linear light 1 is 1e-735 of it).
    let cyan = CSSColor(.hsl, 0, 100, 1e308).converted(to: .oklab)
    #expect(isClose(cyan.components, Self.oklabOfHugeSRGB(2e306, linear: SIMD3(0, 1, 1)), .relative(1e-13)))
  }

  @Test("the mix of black and color(srgb 1e308 0 0) is half its Oklab, and back in sRGB 1e308·2^−1.25")
  func hugeSRGBMix() throws {
    let black = try CSSColor(css: "black"), huge = try CSSColor(css: "color(srgb 1e308 0 0)")
    // CSS's default for a legacy and a modern colour is Oklab; black is (0, 0, 0) there, and the
    // lerp from the nearer end at 0.5 is b − b·0.5 = b/2 exactly.
    let mixed = black.interpolated(to: huge, at: 0.5)
    #expect(mixed.space == .oklab && mixed.missing.isEmpty)
    #expect(mixed.components == huge.converted(to: .oklab).components / 2)
    // Half of Oklab is an eighth of linear light (degree 3), so the encoded red is
    // 1.055·(X/8)^(5/12) − 0.055 = (1e308 + 0.055)·2^(−5/4) − 0.055 = 4.2044820762685726e307
    // (Python 1e308 * 2**-1.25). Green and blue are 0 in exact arithmetic; rounding in linear
    // light (1e-16 of X) comes back as at most (1e-16)^(5/12) ≈ 2e-7 of red.
    let srgb = mixed.converted(to: .srgb).components
    #expect(isClose(srgb.x, 4.2044820762685726e307, .relative(1e-13)))
    #expect(abs(srgb.y) <= 1e-6 * srgb.x && abs(srgb.z) <= 1e-6 * srgb.x)
  }

  @Test("huge colours go to Oklab and back to sRGB within 1e-12 of each channel")
  func hugeRoundTrip() throws {
    for rgb in [SIMD3(1e308, 5e307, -2.5e307), SIMD3(-3e200, -1e200, -2e200), SIMD3(1e150, 1.5e150, 1.25e150)] {
      let back = CSSColor(space: .srgb, components: rgb).converted(to: .oklab).converted(to: .srgb)
      #expect(isClose(back.components, rgb, .relative(1e-12)), "\(rgb)")
      // Lab takes negative XYZ through its linear foot (L = κ·y for y < 0), so −3e200 is beyond
      // the range there (L ≈ −1e484); the colours of positive XYZ come back.
      guard rgb.x > 0 else { continue }
      let viaLab = CSSColor(space: .srgb, components: rgb).converted(to: .lab).converted(to: .srgb)
      #expect(isClose(viaLab.components, rgb, .relative(1e-12)), "\(rgb)")
    }
  }

  @Test("no conversion of a finite colour gives NaN: each component is finite or ±∞")
  func noNaN() throws {
    let values = [1e308, -1e308, 1e200, -3e150, 0.5, 0, 1e-300]
    for source in CSSColorSpace.allCases {
      for target in CSSColorSpace.allCases {
        for x in values {
          for y in values {
            for z in values {
              let v = source.convert(SIMD3(x, y, z), to: target).value
              #expect(!v.x.isNaN && !v.y.isNaN && !v.z.isNaN, "\(source) (\(x), \(y), \(z)) → \(target): \(v)")
            }
          }
        }
      }
    }
  }

  @Test("an end beyond the range of doubles in the interpolation space gives ∞ there, not a missing component")
  func infiniteEnd() throws {
    let black = try CSSColor(css: "black"), huge = try CSSColor(css: "color(srgb 1e308 0 0)")
    // In linear light red is ((1e308 + 0.055)/1.055)^2.4 ≈ 1e739: beyond, and so is half of it.
    let mixed = black.interpolated(to: huge, at: 0.5, in: CSSColorInterpolationMethod(space: .srgbLinear))
    #expect(mixed.missing.isEmpty && mixed.components.x == .infinity)
    #expect(mixed.components.y == 0 && mixed.components.z == 0)
  }

  @Test("ray-trace gamut mapping of chroma 1e308 is the mapping of any huge chroma, not black")
  func rayTraceHugeChroma() throws {
    // At C = 1e80 the ray's direction (LMS = L + C·v cubed, ≈ C³·v³) is the limiting one to
    // within 1e-80, and nothing overflows (C³ = 1e240); at 1e308 the plain cube is NaN and the
    // result was black. Both must be the same colour, a strong red at L 0.5, hue 30.
    let huge = CSSColor(.oklch, 0.5, 1e308, 30).gamutMapped(to: .srgb, method: .rayTrace)
    let large = CSSColor(.oklch, 0.5, 1e80, 30).gamutMapped(to: .srgb, method: .rayTrace)
    #expect(isClose(huge.components, large.components, .absolute(1e-12)))
    #expect(huge.components.x > 0.5 && huge.isInGamut(.srgb))
  }
}
