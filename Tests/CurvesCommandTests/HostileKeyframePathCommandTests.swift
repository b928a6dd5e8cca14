import Foundation
import TestSupport
import Testing

/// Issue 27, item 7, through the built `curves`: cubic keyframes whose tangents overflow print
/// their finite values (not an empty cell for NaN); a spline whose control point is beyond the
/// range of doubles is refused, naming the segment. Expected values are worked by hand in the
/// comments (the library tests hold the derivations in full).
@Suite("curves animate and curves path at the edges of Double")
struct HostileKeyframePathCommandTests {
  /// |a − b| within 8 ulps of the larger magnitude.
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 8 * Swift.max(abs(a), abs(b), .leastNormalMagnitude).ulp
  }

  /// The value column of `curves animate` on a Core Animation document with `keyframes`, at `t`.
  static func animatedValue(_ keyframes: String, at t: Double) throws -> String {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("animation.json")
    try Data(#"{"coreAnimation": {"duration": 1}, "keyframes": {\#(keyframes)}}"#.utf8).write(to: document)
    let result = try CurvesRunner.run(["animate", document.path, "--at", "\(t)"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    return result.lines.last.map { String($0.split(separator: ",", omittingEmptySubsequences: false).last ?? "") } ?? ""
  }

  @Test("cubic keyframes near ±1e308 print their values (the issue's three documents)", arguments: [
    // Two values: the cubic segment is the line, −1e308 + ¾·(1e308 − 1) = −2.5e307.
    (#""values": [-1e308, -1], "calculationMode": "cubic""#, 0.75, -2.5e307),
    // Paced, two values: the line, 5e307 at ½.
    (#""values": [0, 1e308], "calculationMode": "cubicPaced""#, 0.5, 5e307),
    // Values 0, 1, 0 with continuity 1e308 at the middle: the tangent into 1 is −1 − 1e308, out
    // of 0 it is 1; at u = ½: ⅛ + ½ + ⅛·1e308 = 1.25e307.
    (#""values": [0, 1, 0], "calculationMode": "cubic", "continuityValues": [0, 1e308, 0]"#, 0.25, 1.25e307),
    // Values 0, 1e308, 0: out of 0 the tangent is 1e308, into 1e308 it is 0; at u = ½:
    // ½·1e308 + ⅛·1e308 = 6.25e307.
    (#""values": [0, 1e308, 0], "calculationMode": "cubic""#, 0.25, 6.25e307),
  ])
  func cubicKeyframes(keyframes: String, t: Double, exact: Double) throws {
    let cell = try Self.animatedValue(keyframes, at: t)
    let value = try #require(Double(cell), "value cell '\(cell)'")
    #expect(Self.close(value, exact), "\(value)")
  }

  @Test("a spline whose control point is beyond the range of doubles is refused, naming the segment")
  func splineOutOfRange() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("animation.json")
    // Out of 1.7e308 the tangent is 1.7e308: the control point 1.7e308 + 1.7e308/3 is beyond.
    let json = #"{"coreAnimation": {"duration": 1}, "keyframes": {"values": [-1.7e308, 1.7e308, 1.7e308], "calculationMode": "cubic"}}"#
    try Data(json.utf8).write(to: document)
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["animate", document.path, "--at", "0.5"]),
      "keyframes: the spline from value 1 to value 2 reaches beyond the range of doubles")
  }
}
