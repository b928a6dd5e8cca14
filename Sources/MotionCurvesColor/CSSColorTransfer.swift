import MotionCurvesCore
import RealModule

/// The transfer functions (gamma encoding ↔ linear light) of the RGB spaces, extended to negative
/// values by odd symmetry as CSS Color 4's sample code does, so out-of-gamut colours convert both
/// ways.
enum CSSColorTransfer {
  /// sRGB (and Display P3) to linear light: v/12.92 for |v| ≤ 0.04045, else
  /// sign(v)·((|v| + 0.055)/1.055)^2.4.
  @inline(__always)
  static func srgbToLinear(_ v: Double) -> Double {
    let a = v.magnitude
    if a <= 0.04045 { return v / 12.92 }
    return Double(signOf: v, magnitudeOf: Double.pow((a + 0.055) / 1.055, 2.4))
  }

  /// Linear light to sRGB: 12.92·v for |v| ≤ 0.04045/12.92, else sign(v)·(1.055·|v|^(1/2.4) − 0.055).
  ///
  /// The spec's sample code switches at 0.0031308, but 12.92 × 0.0031308 = 0.040449936 is not the
  /// decoding threshold 0.04045: for v in (0.040449936, 0.04045] decoding takes the linear branch
  /// and encoding the power branch, and v comes back 3.0e-8 off. Switching at 0.04045/12.92
  /// (= 0.00313080495…) makes the pair inverse to rounding; it differs from the sample code only
  /// for linear values in (0.0031308, 0.00313080495], by at most 3.0e-8.
  @inline(__always)
  static func linearToSRGB(_ v: Double) -> Double {
    let a = v.magnitude
    if a > 0.04045 / 12.92 { return Double(signOf: v, magnitudeOf: 1.055 * Double.pow(a, 1 / 2.4) - 0.055) }
    return 12.92 * v
  }

  /// Adobe RGB (1998) to linear light: sign(v)·|v|^(563/256).
  @inline(__always)
  static func a98ToLinear(_ v: Double) -> Double {
    Double(signOf: v, magnitudeOf: Double.pow(v.magnitude, 563.0 / 256))
  }

  /// Linear light to Adobe RGB (1998): sign(v)·|v|^(256/563).
  @inline(__always)
  static func linearToA98(_ v: Double) -> Double {
    Double(signOf: v, magnitudeOf: Double.pow(v.magnitude, 256.0 / 563))
  }

  /// ProPhoto to linear light: v/16 for |v| ≤ 16/512, else sign(v)·|v|^1.8.
  @inline(__always)
  static func prophotoToLinear(_ v: Double) -> Double {
    let a = v.magnitude
    if a <= 16.0 / 512 { return v / 16 }
    return Double(signOf: v, magnitudeOf: Double.pow(a, 1.8))
  }

  /// Linear light to ProPhoto: sign(v)·|v|^(1/1.8) for |v| ≥ 1/512, else 16·v.
  @inline(__always)
  static func linearToProPhoto(_ v: Double) -> Double {
    let a = v.magnitude
    if a >= 1.0 / 512 { return Double(signOf: v, magnitudeOf: Double.pow(a, 1 / 1.8)) }
    return 16 * v
  }

  /// Rec. 2020 to linear light: v/4.5 for |v| < 4.5β, else sign(v)·((|v| + α − 1)/α)^(1/0.45).
  @inline(__always)
  static func rec2020ToLinear(_ v: Double) -> Double {
    let α = CSSColorConstants.rec2020Alpha, β = CSSColorConstants.rec2020Beta
    let a = v.magnitude
    if a < β * 4.5 { return v / 4.5 }
    return Double(signOf: v, magnitudeOf: Double.pow((a + α - 1) / α, 1 / 0.45))
  }

  /// Linear light to Rec. 2020: sign(v)·(α·|v|^0.45 − (α − 1)) for |v| > β, else 4.5·v.
  @inline(__always)
  static func linearToRec2020(_ v: Double) -> Double {
    let α = CSSColorConstants.rec2020Alpha, β = CSSColorConstants.rec2020Beta
    let a = v.magnitude
    if a > β { return Double(signOf: v, magnitudeOf: α * Double.pow(a, 0.45) - (α - 1)) }
    return 4.5 * v
  }
}
