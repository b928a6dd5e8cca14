import Foundation
import MotionCurves

/// `lottie.<file>`: one frame of a Lottie corpus file with many layers (Precomps.json: 60 layer
/// instances in nested precompositions), compiled once and evaluated per frame at frames spread
/// over the file (transforms, opacity, and every shape layer's paths, paint and trims) — `motioncurves` exact mode and `motioncurves-lottie-web` mode through
/// `LottieProgram.evaluate(atFrame:into:)`, allocations per frame counted; the baseline
/// `motioncurves-uncompiled` compiles at every frame (`LottieAnimation.shapeFrames`). The error is
/// the worst matrix entry against lottie-web 5.13.0's own `finalTransform.mat`, recorded in
/// Chromium (Tests/TestSupport/Fixtures/lottie-web), relative to the matrix's largest entry: the
/// lottie-web mode reproduces it, the exact mode differs where the motion path does.
struct LottieBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let variant = "every layer instance and its shapes, one frame"
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func rows() throws -> [Row] {
    let name = "Precomps"
    guard wants("lottie.\(name)", Self.variant) else { return [] }
    let bytes = try Data(contentsOf: Self.root.deletingLastPathComponent().appendingPathComponent("shared/lottie-corpus/\(name).json"))
    let animation = try LottieAnimation(json: Array(bytes))
    let spread = 24
    let times = (0..<spread).map { animation.inPoint + (animation.outPoint - 1 - animation.inPoint) * Double($0) / Double(spread) }
    var rows: [Row] = []
    for (implementation, mode) in [("motioncurves", LottieEvaluationMode.exact), ("motioncurves-lottie-web", .lottieWeb)] {
      let program = try LottieProgram(animation, mode: mode)
      var frame = program.makeBuffer()
      let error = try Self.error(program, name: name)
      var call = 0
      let timing = harness.measure(operations: spread) {
        call += 1
        var sum = 0.0
        for t in times {
          program.evaluate(atFrame: t + Double(call % 8) * 0.125, into: &frame)
          sum += frame.toRoot[frame.toRoot.count - 1].m41
        }
        return sum
      }
      rows.append(
        Row(benchmark: "lottie.\(name)", variant: Self.variant, implementation: implementation, timing: timing,
            unit: "frame", maxError: error, frameBudget: 1e9 / 120,
            note: "LottieProgram(mode: .\(mode)).evaluate(atFrame:into:), \(program.layers.count) layer instances"))
    }
    var call = 0
    let uncompiled = harness.measure(operations: spread) {
      call += 1
      var sum = 0.0
      for t in times {
        let frames = (try? animation.shapeFrames(atFrame: t + Double(call % 8) * 0.125, mode: .exact)) ?? [:]
        sum += Double(frames.count)
      }
      return sum
    }
    rows.append(
      Row(benchmark: "lottie.\(name)", variant: Self.variant, implementation: "motioncurves-uncompiled", timing: uncompiled,
          unit: "frame", maxError: try Self.error(LottieProgram(animation, mode: .exact), name: name), frameBudget: 1e9 / 120,
          note: "LottieAnimation.shapeFrames(atFrame:mode: .exact): compiles layers and shapes at every frame"))
    return rows
  }

  /// The worst matrix entry against lottie-web's recorded `finalTransform.mat` (into the layer's
  /// composition), relative to the largest entry, over every recorded drawn layer frame.
  static func error(_ program: LottieProgram, name: String) throws -> Double {
    let url = root.appendingPathComponent("Tests/TestSupport/Fixtures/lottie-web/\(name).json")
    guard let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
      let samples = recorded["samples"] as? [[String: Any]]
    else { return .infinity }
    var frame = program.makeBuffer()
    var worst = 0.0
    for sample in samples {
      guard let t = sample["frame"] as? Double else { continue }
      program.evaluate(atFrame: t, into: &frame)
      for layer in sample["layers"] as? [[String: Any]] ?? [] {
        guard let path = layer["path"] as? String, let mat = layer["mat"] as? [Double],
          let k = program.layers.firstIndex(where: { $0.indPath == path })
        else { continue }
        let scale = max(1, mat.map(abs).max() ?? 1)
        for (a, b) in zip(frame.toComposition[k].matrix3d, mat) { worst = max(worst, abs(a - b) / scale) }
      }
    }
    return worst
  }
}
