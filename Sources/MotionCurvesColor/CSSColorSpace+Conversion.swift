import MotionCurvesCore
import RealModule

/// The conversion arithmetic between spaces, on bare components (missing ones already 0): polar
/// spaces through their rectangular companions (hsl and hwb through gamma-encoded sRGB, lch
/// through lab, oklch through oklab), an RGB space and its linear form through the transfer
/// function only, and everything else through XYZ in the source's own white, with one Bradford
/// adaptation only when the two whites differ. No allocation.
extension CSSColorSpace {
  /// The rectangular space a polar space is a form of; itself otherwise.
  var rectangularCompanion: CSSColorSpace {
    switch self {
    case .hsl, .hwb: return .srgb
    case .lch: return .lab
    case .oklch: return .oklab
    default: return self
    }
  }

  /// Whether the space's XYZ is relative to D50 (prophoto-rgb, xyz-d50, lab, lch).
  var isD50: Bool {
    switch rectangularCompanion {
    case .prophotoRGB, .xyzD50, .lab: return true
    default: return false
    }
  }

  /// `v` in this space converted to `target`, the arithmetic only (no missing or powerless
  /// handling: a hue that comes out undefined is 0 and `achromatic` is set).
  ///
  /// A finite `v` whose rectangular or final values leave the range of doubles on the way
  /// (1e308^2.4 in sRGB's transfer, ∞ − ∞ in a matrix) is converted again on the scaled path
  /// (``scaledConvert(_:to:)``), which carries an exponent beside the significands: the result is
  /// then finite wherever the exact one is, and ±∞ (never NaN) in a component whose exact value
  /// is beyond ±1.8e308.
  func convert(_ v: SIMD3<Double>, to target: CSSColorSpace) -> (value: SIMD3<Double>, achromatic: Bool) {
    if self == target { return (v, false) }
    let finite = Self.isFinite(v)
    if let result = plainConvert(v, to: target, finite: finite) { return result }
    return scaledConvert(v, to: target)
  }

  /// Whether every component is finite.
  static func isFinite(_ v: SIMD3<Double>) -> Bool { v.x.isFinite && v.y.isFinite && v.z.isFinite }

  /// The conversion in doubles; nil when `finite` input left their range on the way.
  private func plainConvert(
    _ v: SIMD3<Double>, to target: CSSColorSpace, finite: Bool
  ) -> (value: SIMD3<Double>, achromatic: Bool)? {
    let from = rectangularCompanion, to = target.rectangularCompanion
    var rect: SIMD3<Double>
    switch self {
    case .hsl: rect = CSSColorPolar.hslToSRGB(v)
    case .hwb: rect = CSSColorPolar.hwbToSRGB(v)
    case .lch, .oklch: rect = CSSColorPolar.polarToRectangular(v)
    default: rect = v
    }
    if from != to { rect = Self.convertRectangular(rect, from: from, to: to) }
    // ∞ and NaN reach the rectangular result from any step before (every matrix row and curve
    // passes them on); a finite colour with one there overflowed.
    if finite && !Self.isFinite(rect) { return nil }
    // hsl and hwb take the spread max − min, which overflows for channels of both signs.
    if finite && target.isSRGBPolar && !(rect.max() - rect.min()).isFinite { return nil }
    let result: (value: SIMD3<Double>, achromatic: Bool)
    switch target {
    case .hsl: result = CSSColorPolar.srgbToHSL(rect)
    case .hwb: result = CSSColorPolar.srgbToHWB(rect)
    case .lch: result = CSSColorPolar.rectangularToPolar(rect, chromaEpsilon: CSSColorConstants.lchChromaEpsilon)
    case .oklch: result = CSSColorPolar.rectangularToPolar(rect, chromaEpsilon: CSSColorConstants.oklchChromaEpsilon)
    default: result = (rect, false)
    }
    if finite && !Self.isFinite(result.value) { return nil }
    return result
  }

  /// Between two rectangular spaces.
  static func convertRectangular(_ v: SIMD3<Double>, from: CSSColorSpace, to: CSSColorSpace) -> SIMD3<Double> {
    // An RGB space and its linear-light form differ by the transfer function alone.
    switch (from, to) {
    case (.srgb, .srgbLinear), (.displayP3, .displayP3Linear):
      return SIMD3(
        CSSColorTransfer.srgbToLinear(v.x), CSSColorTransfer.srgbToLinear(v.y), CSSColorTransfer.srgbToLinear(v.z))
    case (.srgbLinear, .srgb), (.displayP3Linear, .displayP3):
      return SIMD3(
        CSSColorTransfer.linearToSRGB(v.x), CSSColorTransfer.linearToSRGB(v.y), CSSColorTransfer.linearToSRGB(v.z))
    default:
      break
    }
    var xyz = from.toXYZ(v)
    if from.isD50 != to.isD50 {
      xyz = from.isD50 ? CSSColorConstants.d50ToD65(xyz) : CSSColorConstants.d65ToD50(xyz)
    }
    return to.fromXYZ(xyz)
  }

  /// A rectangular space's components to XYZ in its own white (D50 for prophoto-rgb, xyz-d50 and
  /// lab; D65 otherwise).
  func toXYZ(_ v: SIMD3<Double>) -> SIMD3<Double> {
    typealias T = CSSColorTransfer
    typealias K = CSSColorConstants
    switch self {
    case .srgb: return K.linearSRGBToXYZ(SIMD3(T.srgbToLinear(v.x), T.srgbToLinear(v.y), T.srgbToLinear(v.z)))
    case .srgbLinear: return K.linearSRGBToXYZ(v)
    case .displayP3: return K.linearP3ToXYZ(SIMD3(T.srgbToLinear(v.x), T.srgbToLinear(v.y), T.srgbToLinear(v.z)))
    case .displayP3Linear: return K.linearP3ToXYZ(v)
    case .a98RGB: return K.linearA98ToXYZ(SIMD3(T.a98ToLinear(v.x), T.a98ToLinear(v.y), T.a98ToLinear(v.z)))
    case .prophotoRGB:
      return K.linearProPhotoToXYZD50(SIMD3(T.prophotoToLinear(v.x), T.prophotoToLinear(v.y), T.prophotoToLinear(v.z)))
    case .rec2020:
      return K.linearRec2020ToXYZ(SIMD3(T.rec2020ToLinear(v.x), T.rec2020ToLinear(v.y), T.rec2020ToLinear(v.z)))
    case .xyzD50, .xyzD65: return v
    case .lab: return Self.labToXYZD50(v)
    case .oklab: return Self.oklabToXYZ(v)
    case .lch, .oklch, .hsl, .hwb: return rectangularCompanion.toXYZ(v)  // not reached: callers pass rectangular spaces
    }
  }

  /// XYZ in this space's own white to its components.
  func fromXYZ(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    typealias T = CSSColorTransfer
    typealias K = CSSColorConstants
    switch self {
    case .srgb:
      let l = K.xyzToLinearSRGB(xyz)
      return SIMD3(T.linearToSRGB(l.x), T.linearToSRGB(l.y), T.linearToSRGB(l.z))
    case .srgbLinear: return K.xyzToLinearSRGB(xyz)
    case .displayP3:
      let l = K.xyzToLinearP3(xyz)
      return SIMD3(T.linearToSRGB(l.x), T.linearToSRGB(l.y), T.linearToSRGB(l.z))
    case .displayP3Linear: return K.xyzToLinearP3(xyz)
    case .a98RGB:
      let l = K.xyzToLinearA98(xyz)
      return SIMD3(T.linearToA98(l.x), T.linearToA98(l.y), T.linearToA98(l.z))
    case .prophotoRGB:
      let l = K.xyzD50ToLinearProPhoto(xyz)
      return SIMD3(T.linearToProPhoto(l.x), T.linearToProPhoto(l.y), T.linearToProPhoto(l.z))
    case .rec2020:
      let l = K.xyzToLinearRec2020(xyz)
      return SIMD3(T.linearToRec2020(l.x), T.linearToRec2020(l.y), T.linearToRec2020(l.z))
    case .xyzD50, .xyzD65: return xyz
    case .lab: return Self.xyzD50ToLab(xyz)
    case .oklab: return Self.xyzToOklab(xyz)
    case .lch, .oklch, .hsl, .hwb: return rectangularCompanion.fromXYZ(xyz)  // not reached
    }
  }

  /// CIE Lab from D50 XYZ (conversions.js `XYZ_to_Lab`).
  static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let ε = CSSColorConstants.labEpsilon, κ = CSSColorConstants.labKappa
    let w = CSSColorConstants.d50
    func f(_ value: Double) -> Double { value > ε ? Double.root(value, 3) : (κ * value + 16) / 116 }
    let f0 = f(xyz.x / w.x), f1 = f(xyz.y / w.y), f2 = f(xyz.z / w.z)
    return SIMD3(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
  }

  /// D50 XYZ from CIE Lab (conversions.js `Lab_to_XYZ`).
  static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let ε = CSSColorConstants.labEpsilon, κ = CSSColorConstants.labKappa
    let w = CSSColorConstants.d50
    let f1 = (lab.x + 16) / 116
    let f0 = lab.y / 500 + f1
    let f2 = f1 - lab.z / 200
    let c0 = f0 * f0 * f0, c2 = f2 * f2 * f2
    let x = c0 > ε ? c0 : (116 * f0 - 16) / κ
    let y = lab.x > κ * ε ? f1 * f1 * f1 : lab.x / κ
    let z = c2 > ε ? c2 : (116 * f2 - 16) / κ
    return SIMD3(x * w.x, y * w.y, z * w.z)
  }

  /// Oklab from D65 XYZ, with a sign-preserving cube root.
  static func xyzToOklab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let lms = CSSColorConstants.xyzToLMS(xyz)
    return CSSColorConstants.lmsToOklab(SIMD3(Double.root(lms.x, 3), Double.root(lms.y, 3), Double.root(lms.z, 3)))
  }

  /// D65 XYZ from Oklab.
  static func oklabToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let l = CSSColorConstants.oklabToLMS(lab)
    return CSSColorConstants.lmsToXYZ(l * l * l)
  }
}
