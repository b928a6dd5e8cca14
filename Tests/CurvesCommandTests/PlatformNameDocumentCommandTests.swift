import Foundation
import TestSupport
import Testing

/// `curves animate` and `curves scene` with documents that name a platform's curve.
@Suite("Platform names in documents, through curves")
struct PlatformNameDocumentCommandTests {
  /// Writes `json` to a fresh directory and runs `curves <command>` on it with `arguments`.
  static func run(_ command: String, _ json: String, _ arguments: [String]) throws -> CurvesRunner.Result {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("document.json")
    try Data(json.utf8).write(to: file)
    return try CurvesRunner.run([command, file.path] + arguments)
  }

  @Test("curves animate: timingFunction swiftui.circularEaseIn gives progress 0.2 and value 2 at 0.6 s")
  func animate() throws {
    let json = #"{"coreAnimation": {"duration": 1, "timingFunction": "swiftui.circularEaseIn"}, "keyframes": {"values": [0, 10]}}"#
    let result = try Self.run("animate", json, ["--at", "0.6"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let row = result.lines.dropFirst().first.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    // 1 − √(1 − 0.6²) = 1 − 0.8 = 0.2; the value 0 + 10·0.2 = 2.
    let (progress, value) = (Double(row.dropLast().last ?? "") ?? .nan, Double(row.last ?? "") ?? .nan)
    #expect(abs(progress - 0.2) <= 1e-15, "\(row)")
    #expect(abs(value - 2) <= 1e-14, "\(row)")
    // A spring's name where a timing function goes: usage error naming the key.
    let bad = try Self.run(
      "animate", #"{"coreAnimation": {"duration": 1, "timingFunction": "swiftui.bouncy"}, "keyframes": {"values": [0, 10]}}"#,
      ["--at", "0.6"])
    CurvesRunner.expectUsageError(bad, "timingFunction")
  }

  @Test("curves scene: a transition on compose.EaseOutBounce and a spring named swiftui.bouncy")
  func scene() throws {
    let json = #"""
      {"name": "dot", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "bounds": [0, 0, 2, 2], "position": [5, 5],
        "animations": [{"keyPath": "position.x", "coreAnimation": {"duration": 1, "timingFunction": "compose.EaseOutBounce"}, "from": 0, "to": 10}],
        "springs": [{"keyPath": "position.y", "to": 0, "from": 5, "spring": "swiftui.bouncy"}]}]}
      """#
    let result = try Self.run("scene", json, ["--at", "0.5"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let rows = result.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    // EaseOutBounce(0.5) = 7.5625·(0.5 − 1.5/2.75)² + 0.75 = 1/64 + 3/4 = 0.765625: x = 7.65625.
    let x = rows.first { $0.count > 4 && $0[3] == "position.x" }.flatMap { Double($0[4]) } ?? .nan
    #expect(abs(x - 7.65625) <= 1e-12, "\(rows)")
    #expect(rows.contains { $0.count > 4 && $0[3] == "position.y" }, "\(rows)")
  }
}
