import MotionCurvesColor
import MotionCurvesCore

// Scene colours as Core Animation holds them: sRGB (red, green, blue, alpha), as a `CGColor` in the
// sRGB space does on a standard display.

extension CSSColor {
  /// The colour converted to sRGB (not gamut-mapped): red, green, blue, alpha, a missing
  /// component as 0.
  var sceneRGBA: SIMD4<Double> {
    let srgb = converted(to: .srgb)
    return SIMD4(srgb.components, srgb.alpha)
  }

  /// An sRGB colour from red, green, blue, alpha.
  init(sceneRGBA c: SIMD4<Double>) {
    self.init(space: .srgb, components: SIMD3(c.x, c.y, c.z), alpha: c.w)
  }
}
