import MotionCurvesCore

/// The Ray Trace Gamut Mapping of CSS Color 4 (css-color-4 `Overview.bs` #pseudo-raytrace, as
/// color.js `src/toGamut.js` `toGamutRayTrace` implements it), on bare numbers.
///
/// The RGB space is given by two conversions, so the same code serves every CSS RGB space (in
/// linear light, cube 0…1) and, in tests, color.js's other RGB gamuts (an HDR cube 0…3.77, a
/// polar "prism").
enum CSSGamutRayTrace {
  /// The colour `oklch` (lightness strictly inside 0…1) moved onto the surface of the cube
  /// `lower…upper` of the RGB space along OkLCh's constant-lightness, constant-hue chroma path;
  /// the RGB coordinates are returned unclipped (within rounding of the cube).
  ///
  /// Casts a ray from the achromatic colour of the same lightness (the anchor) to the colour and
  /// takes its exit from the cube; then, up to three more times, puts the hit back on the path
  /// (the hit's OkLCh with the original lightness and hue) and casts again, moving the anchor to
  /// the corrected colour when that lies strictly inside the cube (by 1e-12). A ray that misses
  /// ends the loop with the last hit.
  ///
  /// - Complexity: O(1): at most 4 casts and 7 conversions; no allocation (the closures are not
  ///   escaping).
  static func map(
    oklch: SIMD3<Double>, lower: Double, upper: Double,
    toRGB: (SIMD3<Double>) -> SIMD3<Double>, toOklch: (SIMD3<Double>) -> SIMD3<Double>
  ) -> SIMD3<Double> {
    let lightness = oklch.x, hue = oklch.z
    var rgb = toRGB(oklch)
    if inside(rgb, lower, upper) { return rgb }
    var anchor = toRGB(SIMD3(lightness, 0, hue))
    let low = lower + 1e-12, high = upper - 1e-12
    var last = rgb
    for i in 0..<4 {
      if i > 0 {
        var corrected = toOklch(rgb)
        corrected.x = lightness
        corrected.z = hue
        rgb = toRGB(corrected)
      }
      guard let hit = castRay(from: anchor, to: rgb, lower: lower, upper: upper) else {
        rgb = last
        break
      }
      if i > 0 && inside(rgb, low, high, strictly: true) { anchor = rgb }
      last = hit
      rgb = hit
    }
    return rgb
  }

  /// Whether every coordinate lies in `lower…upper` (or strictly between them).
  static func inside(_ v: SIMD3<Double>, _ lower: Double, _ upper: Double, strictly: Bool = false) -> Bool {
    if strictly { return lower < v.x && v.x < upper && lower < v.y && v.y < upper && lower < v.z && v.z < upper }
    return lower <= v.x && v.x <= upper && lower <= v.y && v.y <= upper && lower <= v.z && v.z <= upper
  }

  /// Where the ray from `start` through `end` meets the surface of the cube `lower…upper` (the
  /// slab method), preferring the first crossing in the direction start → end; nil when the ray
  /// misses or `start` and `end` coincide. Components of the direction at or below 1e-12 count
  /// as parallel to their slab (the spec's threshold for 64-bit floats).
  static func castRay(from start: SIMD3<Double>, to end: SIMD3<Double>, lower: Double, upper: Double) -> SIMD3<Double>? {
    var near = -Double.infinity, far = Double.infinity
    let direction = end - start
    for i in 0..<3 {
      let a = start[i], d = direction[i]
      if abs(d) > 1e-12 {
        let inverse = 1 / d
        let t1 = (lower - a) * inverse, t2 = (upper - a) * inverse
        near = max(min(t1, t2), near)
        far = min(max(t1, t2), far)
      } else if a < lower || a > upper {
        return nil
      }
    }
    if near > far || far < 0 { return nil }
    if near < 0 { near = far }
    guard near.isFinite else { return nil }
    return start + direction * near
  }
}
