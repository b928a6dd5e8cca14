import Foundation
import TestSupport
import Testing

/// `curves lottie <file> --at …`: the built executable's CSV against lottie-web 5.13.0's own
/// recorded `finalTransform` (Tests/TestSupport/Fixtures/lottie-web, recorded in headless Chromium
/// by Tests/Differential/lottie_web.py), and its refusals.
@Suite("curves lottie <file>")
struct LottieFramesCommandTests {
  static func corpus(_ name: String) -> String { LottieCorpus.directory.appendingPathComponent(name).path }

  static func recorded(_ name: String) throws -> [[String: Any]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("TestSupport/Fixtures/lottie-web/\(name)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    return try #require(object["samples"] as? [[String: Any]])
  }

  /// The rows of a run by (frame, layer, property): the values after the property.
  static func rows(_ stdout: String) -> [String: [Double]] {
    var rows: [String: [Double]] = [:]
    for line in stdout.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 6, let frame = Double(fields[0]) else { continue }
      rows["\(frame) \(fields[1]) \(fields[3]) \(fields[4])"] = fields[5...].compactMap(Double.init)
    }
    return rows
  }

  @Test("lottie-web mode: every root layer's transform and opacity as lottie-web recorded them")
  func againstLottieWeb() throws {
    // Parenting.json: 6 root layers with parents; 13 recorded frames. A root layer's
    // finalTransform.mat is its layer-to-root matrix. lottie-web keeps it in a Float32Array:
    // entries agree to 1e-6 of the largest (about 16 float spacings).
    for file in ["Parenting.json", "KeyframeTypes.json", "Skew.json"] {
      let samples = try Self.recorded(file)
      let frames = samples.compactMap { $0["frame"] as? Double }
      let arguments = ["lottie", Self.corpus(file), "--mode", "lottie-web"] + frames.flatMap { ["--at", "\($0)"] }
      let result = try CurvesRunner.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.lines.first == "frame,layer,name,shape,property,value")
      let rows = Self.rows(result.stdout)
      var compared = 0
      for sample in samples {
        let frame = try #require(sample["frame"] as? Double)
        for layer in sample["layers"] as? [[String: Any]] ?? [] {
          guard let path = layer["path"] as? String, !path.contains("/"), let mat = layer["mat"] as? [Double] else { continue }
          let transform = try #require(rows["\(frame) \(path)  transform"], "\(file) \(frame) \(path)")
          #expect(transform.count == 16)
          let scale = max(1, mat.map(abs).max() ?? 1)
          let worst = zip(transform, mat).map { abs($0 - $1) }.max() ?? .infinity
          #expect(worst <= 1e-6 * scale, "\(file) frame \(frame) layer \(path): \(worst)")
          if let opacity = layer["opacity"] as? Double {
            #expect(rows["\(frame) \(path)  opacity"] == [opacity], "\(file) frame \(frame) layer \(path)")
          }
          if let inRange = layer["inRange"] as? Bool {
            #expect(rows["\(frame) \(path)  visible"] == [inRange ? 1 : 0], "\(file) frame \(frame) layer \(path)")
          }
          compared += 1
        }
      }
      #expect(compared >= 13, "\(file): \(compared) layer frames")
    }
  }

  @Test("a frame grid: --from, --until, --step, and the file's own range by default")
  func grid() throws {
    // Parenting.json: ip 0, op 122 → frames 0 … 121 by default; 12 layers with 3 rows each (and
    // the shape layers' rows besides).
    let all = try CurvesRunner.run(["lottie", Self.corpus("Parenting.json")])
    #expect(all.status == 0, "\(all.stderr)")
    for property in [",,transform,", ",,opacity,", ",,visible,"] {
      #expect(all.lines.filter { $0.contains(property) }.count == 122 * 12)
    }
    let some = try CurvesRunner.run(["lottie", Self.corpus("Parenting.json"), "--from", "10", "--until", "11", "--step", "0.5"])
    #expect(Set(some.lines.dropFirst().map { $0.split(separator: ",")[0] }) == ["10.0", "10.5", "11.0"])
  }

  @Test("a shape layer's rows: paint, opacity and the path in root coordinates, by hand")
  func shapeRows() throws {
    // A layer at p = (50, 40) with one group: a 20 × 10 rectangle centred at its origin (d 1),
    // filled red at 50 %, in a group whose transform has opacity 80 %. The spec's rectangle
    // (lottie.md §4.3) starts at the top right and goes clockwise: (10, −5), (10, 5), (−10, 5),
    // (−10, −5), straight sides (zero tangents), moved by (50, 40) into the root. Opacity
    // 0.5 × 0.8 = 0.4.
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("rect.json")
    try Data(
      #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"nm":"box","ip":0,"op":60,"ks":{"p":{"a":0,"k":[50,40]}},"shapes":[{"ty":"gr","it":[{"ty":"rc","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":50}},{"ty":"tr","p":{"a":0,"k":[0,0]},"o":{"a":0,"k":80}}]}]}]}"#
        .utf8
    ).write(to: file)
    let result = try CurvesRunner.run(["lottie", file.path, "--at", "0"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.contains("0.0,1,box,shapes[0].it[1],color,1.0,0.0,0.0"))
    #expect(result.lines.contains("0.0,1,box,shapes[0].it[1],fillRule,nonzero"))
    #expect(result.lines.contains("0.0,1,box,shapes[0].it[1],opacity,0.4"))
    #expect(
      result.lines.contains(
        "0.0,1,box,shapes[0].it[1],path,M 60 35 C 60 35 60 45 60 45 C 60 45 40 45 40 45 C 40 45 40 35 40 35 C 40 35 60 35 60 35 Z"))
  }

  @Test("trim rows: TrimPaths.json's values as lottie-web recorded them")
  func trimRows() throws {
    // lottie-web's recorded trims (s, e as fractions, o in degrees) for every layer at its 13
    // frames; the lottie-web mode prints the same numbers (the file's values, before lottie-web's
    // clamp and rounding).
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("TestSupport/Fixtures/lottie-web/TrimPaths.json")
    let fixture = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    // The catalogue: each layer's trim items (their paths in the layer), in the order each
    // sample's `trims` list their values (null where lottie-web did not evaluate the layer).
    var catalogue: [String: [String]] = [:]
    for layer in fixture["layers"] as? [[String: Any]] ?? [] {
      guard let path = layer["path"] as? String else { continue }
      catalogue[path] = (layer["trims"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    }
    let samples = try #require(fixture["samples"] as? [[String: Any]])
    let frames = samples.compactMap { $0["frame"] as? Double }
    let result = try CurvesRunner.run(
      ["lottie", Self.corpus("TrimPaths.json"), "--mode", "lottie-web"] + frames.flatMap { ["--at", "\($0)"] })
    #expect(result.status == 0, "\(result.stderr)")
    let rows = Self.rows(result.stdout)
    var compared = 0
    for sample in samples {
      let frame = try #require(sample["frame"] as? Double)
      for layer in sample["layers"] as? [[String: Any]] ?? [] {
        guard let path = layer["path"] as? String, let shapes = catalogue[path], let values = layer["trims"] as? [Any] else { continue }
        for (shape, value) in zip(shapes, values) {
          guard let trim = value as? [String: Any], let s = trim["s"] as? Double, let e = trim["e"] as? Double,
            let o = trim["o"] as? Double
          else { continue }
          let start = try #require(rows["\(frame) \(path) \(shape) trimStart"]?.first, "\(frame) \(path) \(shape)")
          let end = try #require(rows["\(frame) \(path) \(shape) trimEnd"]?.first)
          let offset = try #require(rows["\(frame) \(path) \(shape) trimOffset"]?.first)
          #expect(abs(start - s) <= 1e-12 && abs(end - e) <= 1e-12 && abs(offset - o) <= 1e-12, "\(frame) \(path) \(shape): \(start) \(end) \(offset) vs \(s) \(e) \(o)")
          compared += 1
        }
      }
    }
    #expect(compared > 0)
  }

  @Test("refusals: one line, exit 64, nothing written")
  func refusals() throws {
    let file = Self.corpus("Parenting.json")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--step", "0"]), "--step 0.0 must be a positive number")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--at", "nan"]), "--at nan is not a finite number")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--at", "1", "--from", "0"]), "give either --at or")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--step", "1e-9"]), "more than 1000000 frames")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--mode", "skottie"]), "skottie")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", file, "--from", "5", "--until", "4"]), "--until 4.0 is before --from 5.0")
    let directory = try CurvesRunner.temporaryDirectory()
    let selfReference = directory.appendingPathComponent("self.json")
    try Data(
      #"{"fr":30,"ip":0,"op":10,"w":1,"h":1,"assets":[{"id":"a","layers":[{"ty":0,"refId":"a","ip":0,"op":10}]}],"layers":[{"ty":0,"refId":"a","ip":0,"op":10}]}"#
        .utf8
    ).write(to: selfReference)
    let result = try CurvesRunner.run(["lottie", selfReference.path, "--at", "0"])
    #expect(result.status == 64 && result.stdout.isEmpty && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
