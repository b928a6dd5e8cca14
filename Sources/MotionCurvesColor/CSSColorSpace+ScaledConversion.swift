import MotionCurvesCore
import RealModule

/// The conversion path for colours whose intermediate values leave the range of doubles: the
/// same steps as ``CSSColorSpace/convert(_:to:)`` (polar form, transfer, matrices, Lab and Oklab,
/// polar form) on ``ScaledVector``s, which carry a power-of-two exponent beside the significands
/// — per component through the transfer functions, cube roots and powers (their exponents taken
/// exactly), one common exponent through the matrices. `color(srgb 1e308 0 0)` is red at
/// 1e308^2.4 ≈ 1e739 in linear light, beyond doubles, and at about 1e246 in Oklab, within them.
///
/// Every step that stays in range computes what the plain path computes, bit for bit, except
/// the powers (one extra rounding, for an exponent taken exactly instead of rounded: better than
/// `pow` on huge arguments). A component whose exact value is beyond ±1.8e308 comes out ±∞;
/// none comes out NaN.
extension CSSColorSpace {
  /// `v` (finite) in this space converted to `target` on the scaled path.
  func scaledConvert(_ v: SIMD3<Double>, to target: CSSColorSpace) -> (value: SIMD3<Double>, achromatic: Bool) {
    let from = rectangularCompanion, to = target.rectangularCompanion
    var rect: ScaledVector
    switch self {
    case .hsl: rect = CSSColorPolar.hslToSRGBScaled(v)
    case .hwb: rect = ScaledVector(CSSColorPolar.hwbToSRGB(v))
    case .lch, .oklch: rect = ScaledVector(CSSColorPolar.polarToRectangular(v))
    default: rect = ScaledVector(v)
    }
    if from != to { rect = Self.convertRectangularScaled(rect, from: from, to: to) }
    // Significands and exponent for the polar forms; the plain values when nothing is large.
    let scaled = rect.normalized
    let n = scaled.exponent > 0 ? scaled : ScaledVector(rect.value)
    switch target {
    case .hsl: return CSSColorPolar.srgbToHSL(n.significands, exponent: n.exponent)
    case .hwb: return CSSColorPolar.srgbToHWB(n.significands, exponent: n.exponent)
    case .lch:
      return CSSColorPolar.rectangularToPolar(
        n.significands, chromaEpsilon: CSSColorConstants.lchChromaEpsilon, exponent: n.exponent)
    case .oklch:
      return CSSColorPolar.rectangularToPolar(
        n.significands, chromaEpsilon: CSSColorConstants.oklchChromaEpsilon, exponent: n.exponent)
    default: return (rect.value, false)
    }
  }

  /// Between two rectangular spaces, scaled.
  static func convertRectangularScaled(_ v: ScaledVector, from: CSSColorSpace, to: CSSColorSpace) -> ScaledVector {
    switch (from, to) {
    case (.srgb, .srgbLinear), (.displayP3, .displayP3Linear): return v.map(ScaledTransfer.srgb.decode)
    case (.srgbLinear, .srgb), (.displayP3Linear, .displayP3): return v.map(ScaledTransfer.srgb.encode)
    default: break
    }
    var xyz = from.toXYZScaled(v)
    if from.isD50 != to.isD50 {
      xyz = from.isD50 ? CSSColorConstants.d50ToD65(xyz) : CSSColorConstants.d65ToD50(xyz)
    }
    return to.fromXYZScaled(xyz)
  }

  /// ``toXYZ(_:)``, scaled.
  func toXYZScaled(_ v: ScaledVector) -> ScaledVector {
    typealias K = CSSColorConstants
    switch self {
    case .srgb: return K.linearSRGBToXYZ(v.map(ScaledTransfer.srgb.decode))
    case .srgbLinear: return K.linearSRGBToXYZ(v)
    case .displayP3: return K.linearP3ToXYZ(v.map(ScaledTransfer.srgb.decode))
    case .displayP3Linear: return K.linearP3ToXYZ(v)
    case .a98RGB: return K.linearA98ToXYZ(v.map(ScaledTransfer.a98.decode))
    case .prophotoRGB: return K.linearProPhotoToXYZD50(v.map(ScaledTransfer.prophoto.decode))
    case .rec2020: return K.linearRec2020ToXYZ(v.map(ScaledTransfer.rec2020.decode))
    case .xyzD50, .xyzD65: return v
    case .lab: return Self.labToXYZD50Scaled(v.value)
    case .oklab: return K.lmsToXYZ(K.oklabToLMS(v).map { $0.power(3, over: 1) })
    case .lch, .oklch, .hsl, .hwb: return rectangularCompanion.toXYZScaled(v)  // not reached
    }
  }

  /// ``fromXYZ(_:)``, scaled.
  func fromXYZScaled(_ xyz: ScaledVector) -> ScaledVector {
    typealias K = CSSColorConstants
    switch self {
    case .srgb: return K.xyzToLinearSRGB(xyz).map(ScaledTransfer.srgb.encode)
    case .srgbLinear: return K.xyzToLinearSRGB(xyz)
    case .displayP3: return K.xyzToLinearP3(xyz).map(ScaledTransfer.srgb.encode)
    case .displayP3Linear: return K.xyzToLinearP3(xyz)
    case .a98RGB: return K.xyzToLinearA98(xyz).map(ScaledTransfer.a98.encode)
    case .prophotoRGB: return K.xyzD50ToLinearProPhoto(xyz).map(ScaledTransfer.prophoto.encode)
    case .rec2020: return K.xyzToLinearRec2020(xyz).map(ScaledTransfer.rec2020.encode)
    case .xyzD50, .xyzD65: return xyz
    case .lab: return Self.xyzD50ToLabScaled(xyz)
    case .oklab: return K.lmsToOklab(K.xyzToLMS(xyz).map { $0.power(1, over: 3) })
    case .lch, .oklch, .hsl, .hwb: return rectangularCompanion.fromXYZScaled(xyz)  // not reached
    }
  }

  /// ``labToXYZD50(_:)`` with the cubes scaled (Lab itself is finite: it is only ever a source).
  static func labToXYZD50Scaled(_ lab: SIMD3<Double>) -> ScaledVector {
    let ε = CSSColorConstants.labEpsilon, κ = CSSColorConstants.labKappa
    let w = CSSColorConstants.d50
    let f1 = (lab.x + 16) / 116
    let f0 = lab.y / 500 + f1
    let f2 = f1 - lab.z / 200
    let c0 = ScaledDouble(f0).power(3, over: 1), c2 = ScaledDouble(f2).power(3, over: 1)
    let x = c0.value > ε ? c0 : ScaledDouble((116 * f0 - 16) / κ)
    let y = lab.x > κ * ε ? ScaledDouble(f1).power(3, over: 1) : ScaledDouble(lab.x / κ)
    let z = c2.value > ε ? c2 : ScaledDouble((116 * f2 - 16) / κ)
    return ScaledVector(x * ScaledDouble(w.x), y * ScaledDouble(w.y), z * ScaledDouble(w.z))
  }

  /// ``xyzD50ToLab(_:)`` on scaled XYZ.
  static func xyzD50ToLabScaled(_ xyz: ScaledVector) -> ScaledVector {
    let ε = CSSColorConstants.labEpsilon, κ = CSSColorConstants.labKappa
    let w = CSSColorConstants.d50
    func f(_ value: ScaledDouble) -> ScaledDouble {
      value.value > ε ? value.power(1, over: 3) : (κ * value + 16) / 116
    }
    let f0 = f(xyz[0] / w.x), f1 = f(xyz[1] / w.y), f2 = f(xyz[2] / w.z)
    return ScaledVector(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
  }
}

/// An RGB transfer curve for the scaled path: the plain function (``CSSColorTransfer``) wherever
/// its argument and result are normal doubles, else the curve's piece that applies there — the
/// power piece sign(v)·((|v| + offset)/scale)^(n/d) to linear light and
/// sign(v)·(scale·|v|^(d/n) − offset) back, for values beyond the range, and the linear foot
/// (or, for a98-rgb, which has none, the power) for values below 2⁻¹⁰²².
struct ScaledTransfer: Sendable {
  let toLinear: @Sendable (Double) -> Double
  let fromLinear: @Sendable (Double) -> Double
  let offset: Double, scale: Double, numerator: Int, denominator: Int
  /// The foot's slope (linear light = encoded / slope), nil for a pure power.
  let footSlope: Double?

  /// sRGB and Display P3: exponent 2.4 = 12/5.
  static let srgb = ScaledTransfer(
    toLinear: CSSColorTransfer.srgbToLinear, fromLinear: CSSColorTransfer.linearToSRGB, offset: 0.055, scale: 1.055,
    numerator: 12, denominator: 5, footSlope: 12.92)
  /// a98-rgb: 563/256.
  static let a98 = ScaledTransfer(
    toLinear: CSSColorTransfer.a98ToLinear, fromLinear: CSSColorTransfer.linearToA98, offset: 0, scale: 1,
    numerator: 563, denominator: 256, footSlope: nil)
  /// prophoto-rgb: 1.8 = 9/5.
  static let prophoto = ScaledTransfer(
    toLinear: CSSColorTransfer.prophotoToLinear, fromLinear: CSSColorTransfer.linearToProPhoto, offset: 0, scale: 1,
    numerator: 9, denominator: 5, footSlope: 16)
  /// rec2020: 1/0.45 = 20/9.
  static let rec2020 = ScaledTransfer(
    toLinear: CSSColorTransfer.rec2020ToLinear, fromLinear: CSSColorTransfer.linearToRec2020,
    offset: CSSColorConstants.rec2020Alpha - 1, scale: CSSColorConstants.rec2020Alpha, numerator: 20, denominator: 9,
    footSlope: 4.5)

  /// Gamma-encoded to linear light.
  func decode(_ x: ScaledDouble) -> ScaledDouble {
    let v = x.value
    if v == 0 && x.significand == 0 { return x }
    if v.isNormal {
      let plain = toLinear(v)
      if plain.isNormal { return ScaledDouble(plain) }
    }
    if v.magnitude < 1, let footSlope { return x / footSlope }
    return ((x.magnitude + offset) / scale).power(numerator, over: denominator).withSign(of: x)
  }

  /// Linear light to gamma-encoded.
  func encode(_ x: ScaledDouble) -> ScaledDouble {
    let v = x.value
    if v == 0 && x.significand == 0 { return x }
    if v.isNormal {
      let plain = fromLinear(v)
      if plain.isNormal { return ScaledDouble(plain) }
    }
    if v.magnitude < 1, let footSlope { return footSlope * x }
    return (scale * x.magnitude.power(denominator, over: numerator) - offset).withSign(of: x)
  }
}
