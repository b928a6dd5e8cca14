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
    // Parenting.json: ip 0, op 122 → frames 0 … 121 by default; 12 layers × 3 rows each.
    let all = try CurvesRunner.run(["lottie", Self.corpus("Parenting.json")])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(all.lines.count == 1 + 122 * 12 * 3)
    let some = try CurvesRunner.run(["lottie", Self.corpus("Parenting.json"), "--from", "10", "--until", "11", "--step", "0.5"])
    #expect(Set(some.lines.dropFirst().map { $0.split(separator: ",")[0] }) == ["10.0", "10.5", "11.0"])
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
