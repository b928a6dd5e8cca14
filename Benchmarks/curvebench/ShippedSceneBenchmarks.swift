import CurveReference
import Foundation
import MotionCurves

/// `scene.<name>`: one frame of each shipped scene document (`Sources/curves/Scenes`) — every layer
/// instance's presented values, transform to the root and root geometry, through
/// `SceneEvaluator` — at frames spread over the scene's duration, with its share of the 60 Hz and
/// 120 Hz budgets: `motioncurves` is the compiled program writing every instance's state into a
/// caller's buffer (what an engine runs), `motioncurves-frames` the document-level frames built
/// from it, paths flattened into root coordinates (what `curves scene` prints). Each row's error is one of its animated values against an independent closed
/// form over every timed frame.
struct ShippedSceneBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let variant = "the scene document, every layer, one frame"

  /// The shipped scenes' folder in the source tree this benchmark was built from.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/curves/Scenes")

  func rows() throws -> [Row] {
    var rows: [Row] = []
    for (name, reference) in Self.references where wants("scene.\(name)", Self.variant) {
      let document = try JSONDecoder().decode(
        SceneDocument.self, from: Data(contentsOf: Self.folder.appendingPathComponent("\(name).json")))
      let program = try SceneProgram(document)
      var buffer = program.makeBuffer()
      // 24 frames spread evenly over the scene, offset by one 120 Hz frame per timed call.
      let spread = 24
      let times = (0..<spread).map { document.duration * Double($0) / Double(spread) }
      var error = 0.0
      for t in times {
        try program.evaluate(at: t, into: &buffer)
        let frames = try program.instances.indices.map { try SceneLayerFrame(program, instance: $0, in: buffer) }
        error = max(error, abs(try reference(frames, t)))
      }
      var call = 0
      let timing = harness.measure(operations: spread) {
        call += 1
        var sum = 0.0
        for t in times {
          try? program.evaluate(at: t + Double(call % 8) / 120, into: &buffer)
          sum += buffer.layers.last?.position.x ?? 0
        }
        return sum
      }
      // The document-level wrapper: the same frame, then every layer's SceneLayerFrame built
      // and its stroked path flattened to 0.01 pt in root coordinates.
      var scene = try SceneEvaluator(document)
      let frames = harness.measure(operations: spread) {
        call += 1
        var sum = 0.0
        for t in times {
          let frames = (try? scene.evaluate(at: t + Double(call % 8) / 120)) ?? []
          sum += frames.last?.position.x ?? 0
        }
        return sum
      }
      rows.append(
        Row(benchmark: "scene.\(name)", variant: Self.variant, implementation: "motioncurves", timing: timing,
            unit: "frame", maxError: error, frameBudget: 1e9 / 120, note: "SceneProgram.evaluate(at:into:)"))
      rows.append(
        Row(benchmark: "scene.\(name)", variant: Self.variant, implementation: "motioncurves-frames", timing: frames,
            unit: "frame", maxError: error, frameBudget: 1e9 / 120,
            note: "SceneEvaluator: frames with root paths flattened to 0.01 pt"))
    }
    return rows
  }

  /// The layer instance's frame.
  static func layer(_ frames: [SceneLayerFrame], _ name: String, _ instance: Int = 0) throws -> SceneLayerFrame {
    guard let frame = frames.first(where: { $0.name == name && $0.instance == instance }) else {
      throw MissingLayer(name: name)
    }
    return frame
  }

  /// A layer the reference reads is not in the scene.
  struct MissingLayer: Error { let name: String }

  /// Per scene: presented value − independent value at time t.
  static let references: [(String, @Sendable ([SceneLayerFrame], Double) throws -> Double)] = [
    // The petal's x: straight lines through (0.1, 180), (0.4, 100), (0.5, 100), (0.95, 180) of the
    // 10.5 s cycle, the ends held.
    ("breathe", { frames, t in
      let p = t.truncatingRemainder(dividingBy: 10.5) / 10.5
      let keys: [(Double, Double)] = [(0.1, 180), (0.4, 100), (0.5, 100), (0.95, 180)]
      var x = 180.0
      for (a, b) in zip(keys, keys.dropFirst()) where p > a.0 && p <= b.0 { x = a.1 + (b.1 - a.1) * (p - a.0) / (b.0 - a.0) }
      return try layer(frames, "petal", 3).position.x - x
    }),
    // The background's scale on the way in: JNWSpringAnimation's formula (overdamped: ω = 0) at
    // τ = t·(n − 1)/n, n its keyframe count; the target once the n ms are over. Relative to Δ.
    ("map-transition", { frames, t in
      guard t < 2 else { return 0 }
      let n = Double(try JNWSpringAnimation(damping: 16, stiffness: 16, mass: 1, from: 1, to: 0.9).keyframes.count)
      let to = Double(Float(0.9))
      let expected = t >= n * 0.001 ? to : 1 + (to - 1) * (1 - Foundation.exp(-8 * t * (n - 1) / n))
      return (try layer(frames, "appBackground").transform.m11 - expected) / 0.1
    }),
    // The front wave at x = 100: 5.5·sin(2.5π·100/375 + offset·π/375) + 30, offset = 120 t.
    ("refresh-wave-sidebar", { frames, t in
      guard let path = try layer(frames, "wave1").path, case let .line(point) = path.commands[101] else { return .infinity }
      return point.y - (5.5 * Foundation.sin(2.5 * .pi * 100 / 375 + 120 * t * .pi / 375) + 30)
    }),
    // The top arc's strokeStart: Core Animation's easeInEaseOut from 0 to 1 over [0.25, 0.75] and
    // back over [1.5, 2]; Core Animation keeps its control points (0.42, 0, 0.58, 1) as 32-bit floats.
    ("search-back-icon", { frames, t in
      let ease = ReferenceBezier(Double(Float(0.42)), 0, Double(Float(0.58)), 1)
      let expected = t < 1.5 ? ease.value(at: min(max((t - 0.25) / 0.5, 0), 1)) : 1 - ease.value(at: min((t - 1.5) / 0.5, 1))
      return try layer(frames, "topArc").strokeStart - expected
    }),
    // The content's slide: the helper's frame width w(r) = 100·sin r / (1 + 0.2·cos r) (worked
    // by hand from the fold's perspective, Tests/MotionCurvesSceneTests/SidebarDragSceneTests)
    // at the fold angle r the menu button shows.
    ("sidebar-drag", { frames, t in
      let button = try layer(frames, "menuButton").transform
      let r = Foundation.atan2(button.m12, button.m11)
      guard let quad = try layer(frames, "content").quad else { return .infinity }
      return quad.topLeft.x - 100 * Foundation.sin(r) / (1 + 0.2 * Foundation.cos(r))
    }),
    // The label's scale within each step: 1 + 5·cubic-bezier(0.11, 0.9, 0.92, 0.13) of the time into it.
    ("countdown", { frames, t in
      guard t < 5 else { return 0 }
      let expected = 1 + 5 * ReferenceBezier(0.11, 0.9, 0.92, 0.13).value(at: t - t.rounded(.down))
      return try layer(frames, "label").transform.m11 - expected
    }),
  ]
}
