import MotionCurvesCore

/// The colour spaces of CSS Color 4 (and `display-p3-linear` of CSS Color 4's current draft), by
/// the names CSS writes in `color()` and `color-mix(in …)`.
///
/// Components are kept in each space's CSS units: 0…1 for the RGB spaces and XYZ; degrees for
/// hues; 0…100 for `hsl` saturation and lightness, `hwb` whiteness and blackness, and `lab`/`lch`
/// lightness; `oklab`/`oklch` lightness 0…1. ``referenceRanges`` lists them.
public enum CSSColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
  /// Gamma-encoded sRGB: `color(srgb r g b)`, and what hex, named colours and `rgb()` denote.
  case srgb
  /// Linear-light sRGB.
  case srgbLinear = "srgb-linear"
  /// Display P3 (sRGB's transfer curve, P3 primaries, D65).
  case displayP3 = "display-p3"
  /// Linear-light Display P3.
  case displayP3Linear = "display-p3-linear"
  /// Adobe RGB (1998): a pure gamma of 563/256.
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB (ROMM): gamma 1.8 with a linear foot, D50.
  case prophotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020 (the 10/12-bit transfer constants as CSS gives them).
  case rec2020
  /// CIE XYZ relative to D50.
  case xyzD50 = "xyz-d50"
  /// CIE XYZ relative to D65 (`xyz` in CSS text is this space).
  case xyzD65 = "xyz-d65"
  /// CIE Lab (D50): L 0…100, a and b about ±125.
  case lab
  /// CIE LCh (D50), the polar form of ``lab``: L, C 0…150, h in degrees.
  case lch
  /// Oklab: L 0…1, a and b about ±0.4.
  case oklab
  /// OkLCh, the polar form of ``oklab``: L 0…1, C 0…0.4, h in degrees.
  case oklch
  /// HSL, a polar form of sRGB: h in degrees, s and l 0…100.
  case hsl
  /// HWB, a polar form of sRGB: h in degrees, whiteness and blackness 0…100.
  case hwb

  /// Reads a CSS space name, ASCII-case-insensitively; `xyz` is ``xyzD65``.
  public init?(cssName: String) {
    let name = asciiLowercased(cssName)
    if name == "xyz" {
      self = .xyzD65
    } else if let space = CSSColorSpace(rawValue: name) {
      self = space
    } else {
      return nil
    }
  }

  /// The name CSS writes: `srgb`, `display-p3`, `xyz-d65`, `oklch` …
  public var cssName: String { rawValue }

  /// Whether a hue is one of the components (`hsl`, `hwb`, `lch`, `oklch`).
  public var isPolar: Bool { hueIndex != nil }

  /// The index of the hue component: 0 for `hsl` and `hwb`, 2 for `lch` and `oklch`, nil otherwise.
  public var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: return 0
    case .lch, .oklch: return 2
    default: return nil
    }
  }

  /// Whether `color(<space> …)` names this space (the RGB and XYZ spaces).
  public var isPredefined: Bool {
    switch self {
    case .lab, .lch, .oklab, .oklch, .hsl, .hwb: return false
    default: return true
    }
  }

  /// The components' reference ranges (what 0 % and 100 % mean in CSS text; hue is 0…360):
  /// values outside them are valid colours outside the usual gamut or lightness.
  public var referenceRanges: (ClosedRange<Double>, ClosedRange<Double>, ClosedRange<Double>) {
    switch self {
    case .lab: return (0...100, -125...125, -125...125)
    case .lch: return (0...100, 0...150, 0...360)
    case .oklab: return (0...1, -0.4...0.4, -0.4...0.4)
    case .oklch: return (0...1, 0...0.4, 0...360)
    case .hsl, .hwb: return (0...360, 0...100, 0...100)
    default: return (0...1, 0...1, 0...1)
    }
  }

  /// The spaces that CSS groups with sRGB for polar conversions: `hsl` and `hwb` convert to and
  /// from gamma-encoded sRGB directly.
  var isSRGBPolar: Bool { self == .hsl || self == .hwb }
}
