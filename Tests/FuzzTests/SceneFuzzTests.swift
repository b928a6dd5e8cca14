import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial scene documents: the shipped scenes with numbers (also those inside path
/// data and colour text) replaced by values at the edges of `Double`, wrong types and nonsense;
/// and scenes written to break budgets and ranges (replicators, transforms at the edges of
/// `Double`, long paths). Geometry in root coordinates is finite or the frame a typed refusal.
/// Through the library, a document either decodes or throws an ``AnimationDocumentError`` (never
/// a crash), and a decoded one evaluates at any finite time without a crash and without NaN in its
/// timing-driven values (opacity, stroke fractions); through `curves scene`, every run ends in
/// exit 0 with the CSV or exit 64 with one line.
@Suite("Fuzz: scene documents")
struct SceneFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  /// Mutated scenes per seed through the library: 30 by default (each shipped scene about six
  /// times), 150 under `LONG_TESTS=1`, or `FUZZ_RUNS`. A scene costs more than the other suites'
  /// inputs, and some mutations far more: a layer path's arc of radius −1e308 takes seconds a frame.
  static var runs: Int { TestScale.fuzzRuns(30, long: 150) }
  /// `curves scene` runs per seed: 4 by default, 15 under `LONG_TESTS=1`.
  static var commandRuns: Int { CommandFuzzTests.commandRuns / 10 }
  static let names = ["breathe", "map-transition", "refresh-wave-sidebar", "search-back-icon", "countdown", "sidebar-drag"]

  static func text(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Sources/curves/Scenes/\(name).json"), encoding: .utf8)
  }

  /// The scene's text with one to three of its number literals replaced.
  static func mutated(_ text: String, _ a: inout Adversary) -> String {
    let numbers = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?(e-?[0-9]+)?"#)
    var result = text
    for _ in 0..<a.int(1...3) {
      let matches = numbers.matches(in: result, range: NSRange(result.startIndex..., in: result))
      guard !matches.isEmpty, let range = Range(a.pick(matches).range, in: result) else { break }
      let inString = a.chance(0.5)
      let replacement = inString
        ? a.pick(["0", "-1", "1e308", "-1e308", "5e-324", "1e9", "100000", "0.5", "2", "-0"])
        : AnimationFuzzTests.number(&a)
      result.replaceSubrange(range, with: replacement)
    }
    return result
  }

  /// A scene written to break budgets and ranges (issue 27): replicators of up to 200,000
  /// instances with transforms at the edges of `Double`, anchor points and positions near ±1e308,
  /// long paths of huge relative cubics, and an animation between ±1e308.
  static func synthetic(_ a: inout Adversary) -> String {
    func transform(_ a: inout Adversary) -> String {
      a.pick([
        "none", "scale(2)", "scale(1e100)", "scale(1e308)", "scale(1e308) scale(10)", "scale(0.01) scale(1e308) scale(10)",
        "translate(1e308px, -1e308px)", "rotate(1e308deg)", "rotate(1e308turn)", "perspective(5e-324px) rotateY(45deg)",
        "matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,5e-324)", "skew(89.9999999999deg)",
      ])
    }
    func number(_ a: inout Adversary) -> String {
      a.pick(["0", "1", "-1", "10", "1e7", "1e154", "-1e308", "1e308", "5e-324", "1.7976931348623157e308"])
    }
    func size(_ a: inout Adversary) -> String { a.pick(["0", "1", "10", "1e7", "1e154", "1e308", "5e-324"]) }
    var layers: [String] = []
    for index in 0..<a.int(1...3) {
      let segments = a.pick([1, 10, 300])
      let height = number(&a)
      let path = "M 0 0" + String(repeating: " c 0 \(height) \(height) \(height) \(height) 0", count: segments)
      var layer = #"{"name": "l\#(index)", "bounds": [0, 0, \#(size(&a)), \#(size(&a))], "#
      layer += #""position": [\#(number(&a)), \#(number(&a))], "anchorPoint": [\#(a.pick(["0.5", "0", "1e308", "-1e308"])), 0.5], "#
      layer += #""transform": "\#(transform(&a))", "strokeColor": "red", "path": "\#(path)""#
      if a.chance(0.5) {
        let keyPath = a.pick(["position.x", "transform.scale", "transform.rotation.z", "strokeEnd"])
        layer += #", "animations": [{"keyPath": "\#(keyPath)", "coreAnimation": {"duration": 1}, "#
        layer += #""from": \#(number(&a)), "to": \#(number(&a))}]"#
      }
      if a.chance(0.5) {
        let count = a.pick([1, 3, 50, 1_100, 200_000])
        layer += #", "replicator": {"instanceCount": \#(count), "instanceTransform": "\#(transform(&a))"}, "#
        layer += #""sublayers": [{"name": "s\#(index)", "bounds": [0, 0, 10, 10], "path": "M 0 0 Q 5 10 10 0", "strokeColor": "blue"}]"#
      }
      layers.append(layer + "}")
    }
    return #"{"name": "edges", "size": [100, 100], "duration": 1, "layers": ["# + layers.joined(separator: ", ") + "]}"
  }

  /// The frames at `t`, or none when the evaluator refuses them as it documents: geometry beyond
  /// the range of doubles, or paths past the per-frame flattening budget.
  static func frames(of scene: inout SceneEvaluator, at t: Double, refused: inout Int) throws -> [SceneLayerFrame] {
    do {
      return try scene.evaluate(at: t)
    } catch {
      switch error {
      case .geometryOverflow, .tooManyPoints:
        refused += 1
        return []
      default: throw error
      }
    }
  }

  @Test("mutated scenes decode or throw AnimationDocumentError, and evaluate without crashing", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 7000)
    var decoded = 0
    let texts = try Self.names.map(Self.text)
    var (refused, refusedFrames) = (0, 0)
    for _ in 0..<Self.runs {
      let text = a.chance(0.5) ? Self.mutated(a.pick(texts), &a) : Self.synthetic(&a)
      let document: SceneDocument
      do {
        document = try JSONDecoder().decode(SceneDocument.self, from: Data(text.utf8))
      } catch is AnimationDocumentError {
        continue
      } catch let error as DecodingError {
        guard case .dataCorrupted = error else {
          Issue.record("\(error)")
          continue
        }
        continue
      }
      decoded += 1
      var scene: SceneEvaluator
      do {
        scene = try SceneEvaluator(document)
      } catch {
        // A typed refusal (too many instances, a bad layer): named, never a crash.
        #expect(!error.description.isEmpty)
        refused += 1
        continue
      }
      for t in [0, document.duration / 3, document.duration, 1e6, -2.5, a.finite(-1e300...1e300)] {
        for frame in try Self.frames(of: &scene, at: t, refused: &refusedFrames) {
          for value in [frame.opacity, frame.compositeOpacity, frame.strokeStart, frame.strokeEnd] {
            #expect(!value.isNaN, "\(frame.name) at \(t)")
          }
          // Geometry in root coordinates is finite, or the frame was refused.
          let m = frame.toRoot
          #expect([m.row1, m.row2, m.row3, m.row4].allSatisfy { ($0 * 0) == .zero }, "\(frame.name) at \(t)")
          let corners = frame.quad.map { [$0.topLeft, $0.topRight, $0.bottomRight, $0.bottomLeft] } ?? []
          let rootPoints: [SIMD2<Double>] =
            frame.rootPath?.commands.compactMap {
              switch $0 {
              case let .move(point), let .line(point): return point
              default: return nil
              }
            } ?? []
          #expect((corners + rootPoints).allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(frame.name) at \(t)")
        }
      }
    }
    #expect(decoded > Self.runs / 4, "too few valid documents to mean anything: \(decoded)")
    print("fuzz seed \(seed): \(Self.runs) scenes, \(decoded) decoded, \(refused) refused by SceneProgram, \(refusedFrames) frames refused (geometry or budget)")
  }

  @Test("curves scene: exit 0 with the CSV, or exit 64 with one line and nothing on stdout", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 8000)
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("scene.json")
    let texts = try Self.names.map(Self.text)
    for _ in 0..<Self.commandRuns {
      try Data((a.chance(0.5) ? Self.mutated(a.pick(texts), &a) : Self.synthetic(&a)).utf8).write(to: file)
      let arguments = ["scene", file.path] + (a.chance(0.5) ? ["--at", a.numberText()] : ["--fps", a.pick(["2", "0", a.numberText()])])
      let result = try CurvesRunner.run(arguments, in: directory)
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(arguments)")
      if result.status == 0 {
        #expect(result.stderr.isEmpty && result.lines.first == "t,layer,instance,property,value", "\(arguments)")
      } else {
        #expect(result.stdout.isEmpty && result.stderrLines.count == 1 && result.stderr.hasPrefix("curves: "), "\(result.stderr)")
      }
    }
  }
}
