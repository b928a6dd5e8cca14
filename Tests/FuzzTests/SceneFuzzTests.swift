import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial scene documents: the shipped scenes with numbers (also those inside path
/// data and colour text) replaced by values at the edges of `Double`, wrong types and nonsense.
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
  static let names = ["breathe", "map-transition", "refresh-wave-sidebar", "search-back-icon", "countdown"]

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

  /// The frames at `t`, or none when the evaluator refuses them as it documents: geometry beyond
  /// the range of doubles, or paths past the per-frame flattening budget.
  static func frames(of scene: inout SceneEvaluator, at t: Double) throws -> [SceneLayerFrame] {
    do {
      return try scene.evaluate(at: t)
    } catch {
      switch error {
      case .geometryOverflow, .tooManyPoints: return []
      default: throw error
      }
    }
  }

  @Test("mutated scenes decode or throw AnimationDocumentError, and evaluate without crashing", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 7000)
    var decoded = 0
    let texts = try Self.names.map(Self.text)
    for _ in 0..<Self.runs {
      let text = Self.mutated(a.pick(texts), &a)
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
      var scene = try SceneEvaluator(document)
      for t in [0, document.duration / 3, document.duration, 1e6, -2.5, a.finite(-1e300...1e300)] {
        for frame in try Self.frames(of: &scene, at: t) {
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
    print("fuzz seed \(seed): \(Self.runs) scenes, \(decoded) decoded")
  }

  @Test("curves scene: exit 0 with the CSV, or exit 64 with one line and nothing on stdout", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 8000)
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("scene.json")
    let texts = try Self.names.map(Self.text)
    for _ in 0..<Self.commandRuns {
      try Data(Self.mutated(a.pick(texts), &a).utf8).write(to: file)
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
