import Foundation
import MotionCurvesScene
import Testing

/// A shipped scene document (`Sources/curves/Scenes/<name>.json`), read as a user would.
func shippedScene(_ name: String) throws -> SceneDocument {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let url = root.appendingPathComponent("Sources/curves/Scenes/\(name).json")
  return try JSONDecoder().decode(SceneDocument.self, from: Data(contentsOf: url))
}

/// The frame of layer `name`, instance `k`.
func frame(_ frames: [SceneLayerFrame], _ name: String, _ k: Int = 0) throws -> SceneLayerFrame {
  try #require(frames.first { $0.name == name && $0.instance == k })
}

/// (x, y) turned by `angle` as Core Animation turns it with y down: (x cos a − y sin a, x sin a + y cos a).
func turned(_ p: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
  SIMD2(p.x * cos(angle) - p.y * sin(angle), p.x * sin(angle) + p.y * cos(angle))
}
