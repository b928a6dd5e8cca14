import MotionCurvesCore

/// How ``CSSColor/gamutMapped(to:method:)`` brings a colour inside an RGB gamut: one of the CSS
/// gamut mapping algorithms of CSS Color 4 §13.2 ("CSS Gamut Mapping to an RGB Destination"), or
/// plain clipping.
///
/// | method | path to the gamut | lightness and hue | cost |
/// |---|---|---|---|
/// | ``css`` | OkLCh chroma reduction by binary search with local MINDE | kept to one JND (ΔEOK 0.02) | ≤ log₂(C / 0.0001) steps: 12 for C ≤ 0.4 |
/// | ``rayTrace`` | OkLCh chroma reduction by casting rays in linear light | kept to ΔEOK 0.011 (measured) | ≤ 4 ray casts |
/// | ``clip`` | each component clamped to 0…1 | not kept | one conversion |
///
/// ``css`` and ``rayTrace`` both return white for an OkLCh lightness ≥ 1 and black for ≤ 0, and
/// both are a relative colorimetric intent: colours already inside are unchanged. The raw values
/// are color.js's names for the methods (`toGamut({method})`).
public enum CSSGamutMappingMethod: String, Sendable, Hashable, CaseIterable, Codable {
  /// Binary Search Gamut Mapping with Local MINDE, the spec's sample pseudocode (css-color-4
  /// `Overview.bs` #pseudo-binsearch; color.js `toGamutCSS`): chroma is halved towards the
  /// largest value whose clipped colour lies within one JND (ΔEOK < 0.02) of it, to 0.0001 in
  /// chroma, and that clipped colour is returned.
  case css
  /// Ray Trace Gamut Mapping (css-color-4 #pseudo-raytrace; color.js `toGamutRayTrace`, after
  /// Isaac Muse's ColorAide): a ray from the achromatic colour of the same lightness to the colour,
  /// in the destination's linear light, is cut at the RGB cube, and the hit is corrected back to
  /// the original OkLCh lightness and hue; at most four casts, then a final clip.
  case rayTrace = "raytrace"
  /// Each component of the destination clamped to its 0…1 range: fast, but lightness and hue
  /// shift (`color(display-p3 1 0 0)` clips to sRGB red, where ``css`` gives
  /// `color(srgb 1 0.0446 0.0459)`).
  case clip
}
