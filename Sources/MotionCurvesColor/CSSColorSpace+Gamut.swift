import MotionCurvesCore

/// Which spaces have a gamut, and the linear-light form of each RGB space that gamut mapping
/// works in (the spec's "linear-light form of destination").
extension CSSColorSpace {
  /// Whether the space has gamut limits: the RGB spaces (`srgb`, `srgb-linear`, `display-p3`,
  /// `display-p3-linear`, `a98-rgb`, `prophoto-rgb`, `rec2020`), whose gamut is the cube 0…1 of
  /// their components, and `hsl` and `hwb`, whose gamut is sRGB's (CSS Color 4 §13.2: "For HSL and
  /// HWB, [inGamut] returns true if the color is inside the gamut of sRGB"). XYZ, Lab, LCh, Oklab
  /// and OkLCh have none: every colour is inside them.
  public var hasGamutLimits: Bool { gamutRGBSpace != nil }

  /// The RGB space whose 0…1 cube is this space's gamut: itself for the RGB spaces, `srgb` for
  /// `hsl` and `hwb`, nil for the unbounded spaces.
  var gamutRGBSpace: CSSColorSpace? {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: return self
    case .hsl, .hwb: return .srgb
    case .xyzD50, .xyzD65, .lab, .lch, .oklab, .oklch: return nil
    }
  }

  /// An RGB space's components in linear light (identity for the linear spaces).
  func linearLight(_ v: SIMD3<Double>) -> SIMD3<Double> {
    typealias T = CSSColorTransfer
    switch self {
    case .srgb, .displayP3: return SIMD3(T.srgbToLinear(v.x), T.srgbToLinear(v.y), T.srgbToLinear(v.z))
    case .a98RGB: return SIMD3(T.a98ToLinear(v.x), T.a98ToLinear(v.y), T.a98ToLinear(v.z))
    case .prophotoRGB: return SIMD3(T.prophotoToLinear(v.x), T.prophotoToLinear(v.y), T.prophotoToLinear(v.z))
    case .rec2020: return SIMD3(T.rec2020ToLinear(v.x), T.rec2020ToLinear(v.y), T.rec2020ToLinear(v.z))
    default: return v
    }
  }

  /// Linear light to an RGB space's components (identity for the linear spaces).
  func gammaEncoded(_ v: SIMD3<Double>) -> SIMD3<Double> {
    typealias T = CSSColorTransfer
    switch self {
    case .srgb, .displayP3: return SIMD3(T.linearToSRGB(v.x), T.linearToSRGB(v.y), T.linearToSRGB(v.z))
    case .a98RGB: return SIMD3(T.linearToA98(v.x), T.linearToA98(v.y), T.linearToA98(v.z))
    case .prophotoRGB: return SIMD3(T.linearToProPhoto(v.x), T.linearToProPhoto(v.y), T.linearToProPhoto(v.z))
    case .rec2020: return SIMD3(T.linearToRec2020(v.x), T.linearToRec2020(v.y), T.linearToRec2020(v.z))
    default: return v
    }
  }

  /// Oklab to an RGB space's linear light, through D65 XYZ (and Bradford to D50 for ProPhoto).
  func linearLight(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    typealias K = CSSColorConstants
    let xyz = Self.oklabToXYZ(lab)
    switch self {
    case .srgb, .srgbLinear: return K.xyzToLinearSRGB(xyz)
    case .displayP3, .displayP3Linear: return K.xyzToLinearP3(xyz)
    case .a98RGB: return K.xyzToLinearA98(xyz)
    case .prophotoRGB: return K.xyzD50ToLinearProPhoto(K.d65ToD50(xyz))
    default: return K.xyzToLinearRec2020(xyz)
    }
  }

  /// An RGB space's linear light to Oklab (the inverse of ``linearLight(fromOklab:)``).
  func oklab(fromLinearLight v: SIMD3<Double>) -> SIMD3<Double> {
    typealias K = CSSColorConstants
    let xyz: SIMD3<Double>
    switch self {
    case .srgb, .srgbLinear: xyz = K.linearSRGBToXYZ(v)
    case .displayP3, .displayP3Linear: xyz = K.linearP3ToXYZ(v)
    case .a98RGB: xyz = K.linearA98ToXYZ(v)
    case .prophotoRGB: xyz = K.d50ToD65(K.linearProPhotoToXYZD50(v))
    default: xyz = K.linearRec2020ToXYZ(v)
    }
    return Self.xyzToOklab(xyz)
  }
}
