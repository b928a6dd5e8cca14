import Foundation
import MotionCurvesScene

/// A shipped scene document (`Sources/curves/Scenes/<name>.json`), read as a user would.
public func shippedScene(_ name: String) throws -> SceneDocument {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let url = root.appendingPathComponent("Sources/curves/Scenes/\(name).json")
  return try JSONDecoder().decode(SceneDocument.self, from: Data(contentsOf: url))
}
