import Foundation

@testable import MotionCurvesColor

/// The two color.js spaces that `colorjs_gamut_mapping` maps in, which CSS does not have: Okhsv
/// (with color.js's "Okhsv prism", its RGB gamut for ray tracing) and Rec. 2100 HLG. Test-only
/// references, written from their published definitions.
enum ColorJSSpaces {
  // MARK: Okhsv (Björn Ottosson, "Okhsv and Okhsl", 2021, reference code under the MIT licence)

  static let k1 = 0.206, k2 = 0.03
  static let k3 = (1 + k1) / (1 + k2)

  /// Ottosson's toe: an estimate of CIE L* from Oklab L, and its inverse.
  static func toe(_ x: Double) -> Double {
    0.5 * (k3 * x - k1 + ((k3 * x - k1) * (k3 * x - k1) + 4 * k2 * k3 * x).squareRoot())
  }
  static func toeInverse(_ x: Double) -> Double { (x * x + k1 * x) / (k3 * (x + k2)) }

  /// Oklab to linear sRGB with Ottosson's matrices.
  static func oklabToLinearSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let l = lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z
    let m = lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z
    let s = lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    return SIMD3(
      4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
      -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
      -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
  }

  /// The largest saturation C/L of the sRGB gamut at the unit hue direction (a, b): Ottosson's
  /// polynomial and one Halley step.
  static func maxSaturation(_ a: Double, _ b: Double) -> Double {
    let k: [Double], w: [Double]
    if -1.88170328 * a - 0.80936493 * b > 1 {
      k = [1.19086277, 1.76576728, 0.59662641, 0.75515197, 0.56771245]
      w = [4.0767416621, -3.3077115913, 0.2309699292]
    } else if 1.81444104 * a - 1.19445276 * b > 1 {
      k = [0.73956515, -0.45954404, 0.08285427, 0.12541070, 0.14503204]
      w = [-1.2684380046, 2.6097574011, -0.3413193965]
    } else {
      k = [1.35733652, -0.00915799, -1.15130210, -0.50559606, 0.00692167]
      w = [-0.0041960863, -0.7034186147, 1.7076147010]
    }
    var s = k[0] + k[1] * a + k[2] * b + k[3] * a * a + k[4] * a * b
    let kl = 0.3963377774 * a + 0.2158037573 * b
    let km = -0.1055613458 * a - 0.0638541728 * b
    let ks = -0.0894841775 * a - 1.2914855480 * b
    let (l, m, sh) = (1 + s * kl, 1 + s * km, 1 + s * ks)
    let f = w[0] * l * l * l + w[1] * m * m * m + w[2] * sh * sh * sh
    let f1 = w[0] * 3 * kl * l * l + w[1] * 3 * km * m * m + w[2] * 3 * ks * sh * sh
    let f2 = w[0] * 6 * kl * kl * l + w[1] * 6 * km * km * m + w[2] * 6 * ks * ks * sh
    s -= f * f1 / (f1 * f1 - 0.5 * f * f2)
    return s
  }

  /// (S_max, T_max) of the gamut's cusp at the unit hue direction (a, b).
  static func cuspST(_ a: Double, _ b: Double) -> (Double, Double) {
    let sCusp = maxSaturation(a, b)
    let rgb = oklabToLinearSRGB(SIMD3(1, sCusp * a, sCusp * b))
    let lCusp = Foundation.cbrt(1 / max(rgb.x, rgb.y, rgb.z))
    let cCusp = lCusp * sCusp
    return (cCusp / lCusp, cCusp / (1 - lCusp))
  }

  /// Okhsv (h in degrees, s and v 0…1) to Oklab.
  static func okhsvToOklab(_ hsv: SIMD3<Double>) -> SIMD3<Double> {
    let (s, v) = (hsv.y, hsv.z)
    guard v != 0 && s != 0 else { return SIMD3(toeInverse(v), 0, 0) }
    let h = hsv.x * Double.pi / 180
    let (a, b) = (cos(h), sin(h))
    let (sMax, tMax) = cuspST(a, b)
    let s0 = 0.5, k = 1 - s0 / sMax
    let lv = 1 - s * s0 / (s0 + tMax - tMax * k * s)
    let cv = s * tMax * s0 / (s0 + tMax - tMax * k * s)
    var l = v * lv, c = v * cv
    let lvt = toeInverse(lv), cvt = cv * lvt / lv
    let lNew = toeInverse(l)
    c = c * lNew / l
    l = lNew
    let scale = oklabToLinearSRGB(SIMD3(lvt, a * cvt, b * cvt))
    let scaleL = Foundation.cbrt(1 / max(scale.x, scale.y, scale.z, 0))
    return SIMD3(l * scaleL, c * scaleL * a, c * scaleL * b)
  }

  /// Oklab to Okhsv (h in degrees in [0, 360)).
  static func oklabToOkhsv(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    var l = lab.x
    var c = (lab.y * lab.y + lab.z * lab.z).squareRoot()
    guard l != 0 && l != 1 && c != 0 else { return SIMD3(0, 0, toe(l)) }
    let (a, b) = (lab.y / c, lab.z / c)
    var h = atan2(lab.z, lab.y) * 180 / Double.pi
    if h < 0 { h += 360 }
    let (sMax, tMax) = cuspST(a, b)
    let s0 = 0.5, k = 1 - s0 / sMax
    let t = tMax / (c + l * tMax)
    let lv = t * l, cv = t * c
    let lvt = toeInverse(lv), cvt = cv * lvt / lv
    let scale = oklabToLinearSRGB(SIMD3(lvt, a * cvt, b * cvt))
    let scaleL = Foundation.cbrt(1 / max(scale.x, scale.y, scale.z, 0))
    l /= scaleL
    c /= scaleL
    c = c * toe(l) / l
    l = toe(l)
    return SIMD3(h, (s0 + tMax) * cv / (tMax * s0 + tMax * k * cv), l / lv)
  }

  /// color.js's "Okhsv prism" (`okhsv.js` `Okhsv.rgbGamut`): Okhsv read as HSL (h, s·100, v·100)
  /// and converted to RGB by CSS's hslToRgb, so the Okhsv gamut s, v ∈ 0…1 is the cube 0…1.
  static func prism(_ hsv: SIMD3<Double>) -> SIMD3<Double> {
    CSSColorPolar.hslToSRGB(SIMD3(hsv.x, hsv.y * 100, hsv.z * 100))
  }
  static func prismInverse(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let hsl = CSSColorPolar.srgbToHSL(rgb).value
    return SIMD3(hsl.x, hsl.y / 100, hsl.z / 100)
  }

  // MARK: Rec. 2100 HLG (color.js `rec2100-hlg.js`: ITU-R BT.2100 HLG, media white at 0.75)

  static let hlgA = 0.17883277, hlgB = 0.28466892, hlgC = 0.55991073
  /// color.js's scale: 18 % grey at HLG 0.38, so media white (linear 1) at HLG 0.75.
  static let hlgScale = 3.7743

  /// HLG to linear light relative to media white, as color.js writes it: the branch is chosen by
  /// the signed value, and v²/3 drops the sign, so the curve is not odd.
  static func hlgDecode(_ v: Double) -> Double {
    v <= 0.5 ? v * v / 3 * hlgScale : (exp((v - hlgC) / hlgA) + hlgB) / 12 * hlgScale
  }

  /// Linear light to HLG (color.js `fromBase`, with its sign-keeping square root).
  static func hlgEncode(_ x: Double) -> Double {
    let e = x / hlgScale
    if e <= 1.0 / 12 { return Double(signOf: e, magnitudeOf: (3 * e).magnitude.squareRoot()) }
    return hlgA * log(12 * e - hlgB) + hlgC
  }
}
