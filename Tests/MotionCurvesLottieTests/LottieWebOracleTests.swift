import Foundation
import MotionCurvesLottie
import MotionCurvesTransforms
import TestSupport
import Testing

/// The evaluator against lottie-web itself: `Tests/TestSupport/Fixtures/lottie-web/<file>.json`
/// holds what lottie-web 5.13.0 computed in headless Chromium for every corpus file at 13 frames
/// (recorded by `Tests/Differential/lottie_web.py`; see the README beside the fixtures): each
/// layer's `finalTransform.mat` (into its composition), its own `mProp.v`, and its opacity.
@Suite("Lottie: against lottie-web")
struct LottieWebOracleTests {
  /// One fixture, as recorded.
  static func fixture(_ name: String) throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("TestSupport/Fixtures/lottie-web/\(name)")
    return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// The largest difference between two matrices' 16 entries, relative to the larger of 1 and the
  /// largest entry (lottie-web's entries are `Float`: their spacing is 6e-8 of that scale).
  static func deviation(_ m: TransformMatrix3D, _ recorded: [Double]) -> Double {
    let ours = m.matrix3d
    let scale = max(1, recorded.map(abs).max() ?? 1)
    return zip(ours, recorded).map { abs($0 - $1) }.max().map { $0 / scale } ?? .infinity
  }

  /// How far apart the two matrices put the layer's origin, in the composition's pixels.
  static func originDistance(_ m: TransformMatrix3D, _ recorded: [Double]) -> Double {
    let (dx, dy) = (m.m41 - recorded[12], m.m42 - recorded[13])
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Per file: the worst matrix deviation and opacity difference over every recorded layer and frame.
  static func compare(_ name: String, mode: LottieEvaluationMode) throws -> (matrix: Double, opacity: Double, count: Int, origin: Double) {
    let animation = try LottieAnimation(json: try LottieCorpus.bytes(name))
    let recorded = try fixture(name)
    let samples = try #require(recorded["samples"] as? [[String: Any]])
    var worst = (matrix: 0.0, opacity: 0.0, count: 0, origin: 0.0)
    for sample in samples {
      let frame = try #require(sample["frame"] as? Double)
      let frames = try animation.layerFrames(atFrame: frame, mode: mode)
      let byPath = Dictionary(frames.map { ($0.indPath, $0) }, uniquingKeysWith: { a, _ in a })
      for layer in try #require(sample["layers"] as? [[String: Any]]) {
        guard let path = layer["path"] as? String, let mat = layer["mat"] as? [Double] else { continue }
        let ours = try #require(byPath[path], "\(name) layer \(path)")
        worst.matrix = max(worst.matrix, deviation(ours.toComposition, mat))
        worst.origin = max(worst.origin, originDistance(ours.toComposition, mat))
        if let opacity = layer["opacity"] as? Double { worst.opacity = max(worst.opacity, abs(ours.opacity - opacity)) }
        worst.count += 1
      }
    }
    return worst
  }

  @Test("lottieWeb mode: every recorded layer's matrix and opacity at every recorded frame", arguments: try LottieCorpus.names())
  func lottieWebMode(_ name: String) throws {
    let worst = try Self.compare(name, mode: .lottieWeb)
    // lottie-web rounds every product to Float as it builds the matrix; this mode rounds once at
    // the end: within a few Float spacings (6e-8 each) of the largest entry.
    #expect(worst.matrix <= 1e-6, "\(name): matrix deviation \(worst.matrix) over \(worst.count) layer frames")
    #expect(worst.opacity <= 1e-12, "\(name): opacity difference \(worst.opacity)")
  }

  @Test("exact mode: within 0.001 px of lottie-web at every recorded layer origin (its polyline and float tables), matrices within 1e-5")
  func exactMode() throws {
    // Measured over the 738 recorded layer frames: the worst origin distance is 6.4e-4 px
    // (KeyframeTypes.json, a layer on spatial keyframes: lottie-web's 150-point polyline against
    // the exact arc length), and the worst matrix deviation 6.8e-6 of the largest entry.
    var (origin, matrix, count) = (0.0, 0.0, 0)
    for name in try LottieCorpus.names() {
      let worst = try Self.compare(name, mode: .exact)
      (origin, matrix, count) = (max(origin, worst.origin), max(matrix, worst.matrix), count + worst.count)
    }
    #expect(count == 738)
    #expect(origin <= 1e-3 && matrix <= 1e-5, "origin \(origin) px, matrix \(matrix)")
  }

  /// Every trim path in `shapes`, depth first (lottie-web's catalogue order), with its JSON path.
  static func trims(_ shapes: [LottieShape]) -> [(path: String, trim: LottieTrim)] {
    shapes.flatMap { shape -> [(path: String, trim: LottieTrim)] in
      switch shape.kind {
      case let .trim(trim): return [(shape.path, trim)]
      case let .group(items): return trims(items)
      default: return []
      }
    }
  }

  @Test("trim paths: start, end and offset at every recorded frame, in both modes, as lottie-web has them")
  func trimPaths() throws {
    var (compared, held, worst) = (0, 0, 0.0)
    for name in try LottieCorpus.names() {
      let animation = try LottieAnimation(json: try LottieCorpus.bytes(name))
      let recorded = try Self.fixture(name)
      let catalogue = Dictionary(
        (recorded["layers"] as? [[String: Any]] ?? []).map { ($0["path"] as? String ?? "", $0["trims"] as? [[String: Any]] ?? []) },
        uniquingKeysWith: { a, _ in a })
      // lottieWeb mode's values at the previous recorded frame, per layer path and trim.
      var previous: [String: [Double]] = [:]
      for sample in try #require(recorded["samples"] as? [[String: Any]]) {
        let frame = try #require(sample["frame"] as? Double)
        for mode in LottieEvaluationMode.allCases {
          let frames = Dictionary(try animation.layerFrames(atFrame: frame, mode: mode).map { ($0.indPath, $0) }, uniquingKeysWith: { a, _ in a })
          for layer in try #require(sample["layers"] as? [[String: Any]]) {
            guard let path = layer["path"] as? String, let values = layer["trims"] as? [Any], let ours = frames[path] else { continue }
            let trims = Self.trims(ours.layer.shapes)
            for (k, value) in values.enumerated() {
              guard let entry = catalogue[path]?[k], let shapePath = entry["path"] as? String,
                let trim = trims.first(where: { $0.path.hasSuffix(shapePath) })?.trim
              else { continue }
              let t = ours.compositionTime
              let computed = [
                (trim.start?.value(atFrame: t, mode: mode).first ?? 0) * 0.01,
                (trim.end?.value(atFrame: t, mode: mode).first ?? 100) * 0.01,
                trim.offset?.value(atFrame: t, mode: mode).first ?? 0,
              ]
              let key = "\(path) \(k)"
              // What lottie-web holds: the last value it computed (kept while it holds one).
              var holding = false
              defer { if mode == .lottieWeb && !holding { previous[key] = computed } }
              guard let value = value as? [String: Double] else { continue }
              let expected = [value["s"] ?? .nan, value["e"] ?? .nan, value["o"] ?? .nan]
              func difference(_ a: [Double]) -> Double {
                max(abs(a[0] - expected[0]), abs(a[1] - expected[1]), abs(a[2] - expected[2]) / 360)
              }
              compared += 1
              if mode == .exact {
                // The exact easing against lottie-web's solver (Newton from a Float table, or
                // bisection to 1e-7 in x): measured 7.3e-8 at worst (offsets as turns).
                worst = max(worst, difference(computed))
                #expect(difference(computed) <= 1e-6, "\(name) \(path) \(shapePath) at \(frame): \(computed) vs \(expected)")
              } else if difference(computed) > 1e-12, let earlier = previous[key], difference(earlier) <= 1e-12 {
                // An engine artefact: past a property's last keyframe lottie-web can keep the value
                // it computed at an earlier frame (its property cache), here the one at frame 27,
                // 1.1e-6 frames before the last keyframe of TrimPathsInsideAndOutsideGroup.json
                // (0.49999996 instead of the end value 0.5). This mode reproduces the value it
                // held, computed at that earlier frame, to 1e-12.
                held += 1
                holding = true
              } else {
                #expect(difference(computed) <= 1e-12, "\(name) \(path) \(shapePath) at \(frame): \(computed) vs \(expected)")
              }
            }
          }
        }
      }
    }
    // lottie-web recorded 152 trim values, each compared in both modes; 24 of them it held from
    // an earlier frame.
    #expect(compared == 304 && held == 24, "\(compared) compared, \(held) held, worst \(worst)")
  }

  @Test("into the root: a precomposition's layer is its matrix, then the precomposition layer's, as lottie-web nests them")
  func toRoot() throws {
    // lottie-web draws a precomposition's layers inside the precomposition layer's group: a point
    // goes through the child's finalTransform.mat, then the precomposition layer's (each into
    // its own composition). The product of the two recorded matrices is the oracle.
    var checked = 0
    for name in ["Precomps.json", "Remap.json", "TimeStretch.json", "TimeStretchAndStartOffset.json"] {
      let animation = try LottieAnimation(json: try LottieCorpus.bytes(name))
      for sample in try #require(try Self.fixture(name)["samples"] as? [[String: Any]]) {
        let frame = try #require(sample["frame"] as? Double)
        let ours = Dictionary(try animation.layerFrames(atFrame: frame, mode: .lottieWeb).map { ($0.indPath, $0) }, uniquingKeysWith: { a, _ in a })
        let recorded = Dictionary(
          (sample["layers"] as? [[String: Any]] ?? []).compactMap { layer in
            (layer["path"] as? String).flatMap { path in (layer["mat"] as? [Double]).map { (path, $0) } }
          }, uniquingKeysWith: { a, _ in a })
        // One level deep: the precomposition layer is a root layer, its matrix its transform to the root.
        for (path, mat) in recorded where path.filter({ $0 == "/" }).count == 1 {
          let outer = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
          guard let outerMat = recorded[outer], let layer = ours[path] else { continue }
          let expected = try TransformMatrix3D(matrix3d: mat).concatenating(try TransformMatrix3D(matrix3d: outerMat))
          #expect(Self.deviation(layer.toRoot, expected.matrix3d) <= 1e-6, "\(name) \(path) at \(frame)")
          checked += 1
        }
      }
    }
    // 70 layer frames one level inside a precomposition, at the recorded frames.
    #expect(checked == 70)
  }
}
