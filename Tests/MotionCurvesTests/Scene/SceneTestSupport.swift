import Foundation
import MotionCurves
import Testing

/// A shipped scene document (`Sources/curves/Scenes/<name>.json`), read as a user would.
func shippedScene(_ name: String) throws -> SceneDocument {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
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

/// y at x of the timing curve cubic-bezier(x1, y1, x2, y2) by bisection on t (200 halvings, far
/// below double precision), then y(t): an oracle independent of the library's solver.
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
  var (lo, hi) = (0.0, 1.0)
  for _ in 0..<200 {
    let mid = 0.5 * (lo + hi)
    if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
  }
  return coordinate(y1, y2, 0.5 * (lo + hi))
}

