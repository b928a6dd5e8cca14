import Foundation
import TestSupport
import Testing

/// `curves scene --format lottie`: the shipped Lottie file on standard output, the span and rate
/// options honoured, and usage errors as one line with exit 64 and nothing on standard output.
@Suite("curves scene --format lottie")
struct SceneLottieCommandTests {
  @Test func writesTheShippedFile() throws {
    let result = try CurvesRunner.run(["scene", "search-back-icon", "--format", "lottie"])
    #expect(result.status == 0, "\(result.stderr)")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let shipped = try String(contentsOf: root.appendingPathComponent("Examples/lottie/search-back-icon.json"), encoding: .utf8)
    #expect(result.stdout == shipped)
  }

  @Test func theSpanAndRateSetFrAndOp() throws {
    // 0.5 s … 1.5 s at 30 fps: 30 frame intervals, so op = 30 and fr = 30 (by hand).
    let result = try CurvesRunner.run(["scene", "countdown", "--format", "lottie", "--fps", "30", "--from", "0.5", "--until", "1.5"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["fr"] as? Double == 30 && json["op"] as? Double == 30 && json["ip"] as? Double == 0)
    // The text layer's omission is named on standard error.
    #expect(result.stderr.contains("text not exported"))
  }

  @Test func usageErrors() throws {
    for (arguments, fragment) in [
      (["scene", "countdown", "--format", "lottie", "--at", "1"], "--format lottie samples a grid"),
      (["scene", "countdown", "--format", "lottie", "--fps", "0"], "--fps 0.0 must be a positive number"),
      // Beyond the exporter's 1000 fps: its typed error, one line.
      (["scene", "countdown", "--format", "lottie", "--fps", "2000"], "frame rate 2000.0 must be a positive number of at most 1000"),
      (["scene", "countdown", "--format", "lottie", "--repeat", "once"], "--repeat is for --format web"),
      (["scene", "countdown", "--format", "lottie", "--from", "2", "--until", "1"], "--until 1.0 is before --from 2.0"),
    ] {
      let result = try CurvesRunner.run(arguments)
      #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments): \(result.stderr)")
      #expect(result.stderrLines.count == 1 && result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
    }
  }
}
