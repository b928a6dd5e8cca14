import CurveReference
import Foundation
import MotionCurvesColor
import MotionCurvesGeometry
import MotionCurvesScene
import MotionCurvesSprings
import Testing

/// The frame of layer `name`, instance `k`.
func frame(_ frames: [SceneLayerFrame], _ name: String, _ k: Int = 0) throws -> SceneLayerFrame {
  try #require(frames.first { $0.name == name && $0.instance == k })
}

/// (x, y) turned by `angle` as Core Animation turns it with y down: (x cos a − y sin a, x sin a + y cos a).
func turned(_ p: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
  SIMD2(p.x * cos(angle) - p.y * sin(angle), p.x * sin(angle) + p.y * cos(angle))
}

/// A presented colour's sRGB red, green, blue and alpha (frames present `color(srgb …)` colours).
func rgba(_ color: CSSColor) -> SIMD4<Double> {
  #expect(color.space == .srgb && color.missing.isEmpty, "\(color)")
  return SIMD4(color.components, color.alpha)
}

/// A Core Animation named curve as Core Animation plays it: `CAMediaTimingFunction` keeps its
/// control points as 32-bit floats, so the documented decimals rounded to `Float`.
func coreAnimationCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> ReferenceBezier {
  ReferenceBezier(Double(Float(x1)), Double(Float(y1)), Double(Float(x2)), Double(Float(y2)))
}
