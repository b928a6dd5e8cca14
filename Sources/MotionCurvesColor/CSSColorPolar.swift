import MotionCurvesCore
import RealModule

/// The polar forms: hsl and hwb of gamma-encoded sRGB (CSS Color 4 `hslToRgb`, `better-rgbToHsl`,
/// `hwbToRgb`, `rgbToHwb`), and LCh / OkLCh of Lab / Oklab. Each converter also says whether the
/// hue came out undefined (`achromatic`), which the caller turns into a missing hue.
enum CSSColorPolar {
  /// sRGB channel spreads (max − min) at or below this count as achromatic when converting to
  /// hsl or hwb. Conversion through XYZ leaves ~1e-16 of noise on a grey (lab(100 0 0) comes back
  /// as r = b = 1 − 2e-16, g = 1 + 2e-16), which the spec's exact test `max − min = 0` would read
  /// as a colour with an arbitrary hue and, near white, a saturation of order 1.
  static let achromaticSpread = 1e-14

  /// h s l (degrees, 0…100, 0…100) to gamma-encoded sRGB.
  static func hslToSRGB(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let s = v.y / 100, l = v.z / 100
    let a = s * min(l, 1 - l)
    let k = hslWeights(hue: v.x)
    return SIMD3(l - a * k.x, l - a * k.y, l - a * k.z)
  }

  /// ``hslToSRGB(_:)`` on the scaled path: s·min(l, 1 − l) may overflow (s and l up to
  /// 1.8e306), and a channel whose weight is 0 is l, not ∞·0.
  static func hslToSRGBScaled(_ v: SIMD3<Double>) -> ScaledVector {
    let s = v.y / 100, l = v.z / 100
    let a = ScaledDouble(s) * ScaledDouble(min(l, 1 - l))
    let k = hslWeights(hue: v.x)
    func channel(_ weight: Double) -> ScaledDouble { ScaledDouble(l) - a * ScaledDouble(weight) }
    return ScaledVector(channel(k.x), channel(k.y), channel(k.z))
  }

  /// The weights of CSS's `hslToRgb` for r, g, b at `hue` degrees: channel = l − a·weight,
  /// each weight max(−1, min(k − 3, 9 − k, 1)) with k = (n + hue/30) mod 12, n = 0, 8, 4.
  private static func hslWeights(hue degrees: Double) -> SIMD3<Double> {
    var hue = degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    func weight(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(weight(0), weight(8), weight(4))
  }

  /// h w b (degrees, 0…100, 0…100) to gamma-encoded sRGB; w + b ≥ 100 is the grey w/(w + b).
  static func hwbToSRGB(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let w = v.y / 100, b = v.z / 100
    if w + b >= 1 {
      let grey = w / (w + b)
      return SIMD3(repeating: grey)
    }
    let pure = hslToSRGB(SIMD3(v.x, 100, 50))
    return pure * (1 - w - b) + SIMD3(repeating: w)
  }

  /// The hue of an sRGB colour in [0, 360), and the spread max − min; `one` is 1 in the units of
  /// `rgb` (2^−e for significands scaled by 2^e).
  private static func hue(_ rgb: SIMD3<Double>, one: Double) -> (hue: Double, max: Double, min: Double, achromatic: Bool) {
    let (r, g, b) = (rgb.x, rgb.y, rgb.z)
    let hi = max(r, g, b), lo = min(r, g, b)
    let d = hi - lo
    if d <= achromaticSpread * max(one, hi.magnitude) { return (0, hi, lo, true) }
    var h: Double
    if hi == r {
      h = (g - b) / d + (g < b ? 6 : 0)
    } else if hi == g {
      h = (b - r) / d + 2
    } else {
      h = (r - g) / d + 4
    }
    h *= 60
    return (h, hi, lo, false)
  }

  /// Gamma-encoded sRGB to h s l; a negative saturation (far out of gamut) turns the hue by 180°
  /// and keeps |s| (csswg-drafts#9222). With `exponent` e the channels are `rgb`·2^e (the scaled
  /// path): h and s are ratios, computed on the significands with 1 written 2^−e, and l is
  /// scaled back (±∞ beyond the range).
  static func srgbToHSL(_ rgb: SIMD3<Double>, exponent: Int = 0) -> (value: SIMD3<Double>, achromatic: Bool) {
    let one = exponent == 0 ? 1 : Double(sign: .plus, exponent: -exponent, significand: 1)
    var (h, hi, lo, achromatic) = hue(rgb, one: one)
    let l = (hi + lo) / 2
    var s = 0.0
    if !achromatic {
      s = (l == 0 || l == one) ? 0 : (hi - l) / min(l, one - l)
    }
    if s < 0 {
      h += 180
      s = -s
    }
    if h >= 360 { h -= 360 }
    if s == 0 { achromatic = true }
    return (SIMD3(achromatic ? 0 : h, s * 100, scaled(l * 100, exponent)), achromatic)
  }

  /// x·2^e (x itself for e = 0).
  private static func scaled(_ x: Double, _ e: Int) -> Double {
    e == 0 ? x : Double(sign: .plus, exponent: e, significand: x)
  }

  /// Gamma-encoded sRGB to h w b (the hue as for hsl but never turned); `exponent` as for
  /// ``srgbToHSL(_:exponent:)``, w and b scaled back.
  static func srgbToHWB(_ rgb: SIMD3<Double>, exponent: Int = 0) -> (value: SIMD3<Double>, achromatic: Bool) {
    let one = exponent == 0 ? 1 : Double(sign: .plus, exponent: -exponent, significand: 1)
    var (h, hi, lo, achromatic) = hue(rgb, one: one)
    if h >= 360 { h -= 360 }
    let w = lo * 100, b = (one - hi) * 100
    if w + b >= 100 * one { achromatic = true }
    return (SIMD3(achromatic ? 0 : h, scaled(w, exponent), scaled(b, exponent)), achromatic)
  }

  /// L C h to L a b, exact at hues that are multiples of 90°.
  static func polarToRectangular(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let (s, c) = Double.sineAndCosine(degrees: v.z)
    return SIMD3(v.x, v.y * c, v.y * s)
  }

  /// L a b to L C h with h in [0, 360); C ≤ `chromaEpsilon` makes the hue powerless. With
  /// `exponent` e the components are `v`·2^e (the scaled path): h is the angle of the
  /// significands, L and C are scaled back (±∞ beyond the range).
  static func rectangularToPolar(
    _ v: SIMD3<Double>, chromaEpsilon: Double, exponent: Int = 0
  ) -> (value: SIMD3<Double>, achromatic: Bool) {
    let chroma = scaled(Double.hypot(v.y, v.z), exponent)
    var h = Double.atan2(y: v.z, x: v.y) * (180 / Double.pi)
    if h < 0 { h += 360 }
    if h >= 360 { h -= 360 }
    let achromatic = chroma <= chromaEpsilon
    return (SIMD3(scaled(v.x, exponent), chroma, achromatic ? 0 : h), achromatic)
  }
}
