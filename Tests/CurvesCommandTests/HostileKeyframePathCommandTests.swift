import Foundation
import TestSupport
import Testing

/// Issue 27, items 7 and 8 (second part), through the built `curves`: cubic keyframes whose
/// tangents overflow print their finite values (not an empty cell for NaN), and paths whose
/// length is beyond the range of doubles are measured, walked and trimmed by their exact length;
/// a length that is itself beyond that range is refused, naming it. Expected values are worked
/// by hand in the comments (the library tests hold the derivations in full).
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

  /// The numbers of the CSV rows after the header.
  static func rows(_ result: CurvesRunner.Result) -> [[Double]] {
    result.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
  }

  @Test("path point on M −1e308 0 L 1e308 0: (0, 0) at ½ (length 1e308), (−5e307, 0) at ¼")
  func pathPoint() throws {
    let result = try CurvesRunner.run(
      ["path", "point", "M -1e308 0 L 1e308 0", "--at-fraction", "0.5", "--at-fraction", "0.25"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let rows = Self.rows(result)
    #expect(rows.count == 2 && rows.allSatisfy { $0.count == 5 }, "\(result.stdout)")
    guard rows.count == 2, rows.allSatisfy({ $0.count == 5 }) else { return }
    #expect(rows[0] == [1e308, 0, 0, 1, 0])
    #expect(Self.close(rows[1][0], 5e307) && Self.close(rows[1][1], -5e307) && rows[1][2] == 0)
    // At a length: 1.5e308 along is 5e307.
    let along = try CurvesRunner.run(["path", "point", "M -1e308 0 L 1e308 0", "--at-length", "1.5e308"])
    #expect(Self.rows(along).first.map { Self.close($0[1], 5e307) && $0[2] == 0 } == true, "\(along.stdout)")
  }

  @Test("path point on a half circle of radius 1e308 and a cubic longer than 2e308")
  func pathPointCurves() throws {
    // The half circle about (0, 0) from angle π to 2π (y down): (0, −1e308) at ½, tangent (1, 0).
    let arc = try CurvesRunner.run(["path", "point", "M -1e308 0 A 1e308 1e308 0 0 1 1e308 0", "--at-fraction", "0.5"])
    let top = try #require(Self.rows(arc).first, "\(arc.stdout)\(arc.stderr)")
    #expect(abs(top[1]) <= 1e-12 * 1e308 && Self.close(top[2], -1e308) && Self.close(top[3], 1), "\(top)")
    // Symmetric about x = 0: half its length is at t = ½, B(½) = (0, 0.75e308).
    let cubic = try CurvesRunner.run(["path", "point", "M -1e308 0 C -1e308 1e308 1e308 1e308 1e308 0", "--at-fraction", "0.5"])
    let middle = try #require(Self.rows(cubic).first, "\(cubic.stdout)\(cubic.stderr)")
    #expect(abs(middle[1]) <= 1e-11 * 1e308 && abs(middle[2] - 7.5e307) <= 1e-11 * 1e308, "\(middle)")
  }

  @Test("path trim ¼ … ¾ of M −1e308 0 L 1e308 0 is M -5e307 0 L 5e307 0, in every mode", arguments: [
    "core-animation", "lottie-simultaneous", "lottie-individual",
  ])
  func pathTrim(mode: String) throws {
    let result = try CurvesRunner.run(
      ["path", "trim", "M -1e308 0 L 1e308 0", "--start", "0.25", "--end", "0.75", "--mode", mode])
    #expect(result.status == 0 && result.stdout == "M -5e307 0 L 5e307 0\n", "\(result.stdout)\(result.stderr)")
  }

  @Test("a length beyond the range of doubles is refused, naming it: 2e308, π·1e308", arguments: [
    (["path", "length", "M -1e308 0 L 1e308 0"], "the length of 'M -1e308 0 L 1e308 0' is 2e308, beyond the range of doubles"),
    (["path", "point", "M -1e308 0 L 1e308 0", "--at-fraction", "1"], "the length at --at-fraction 1.0 of 'M -1e308 0 L 1e308 0' is 2e308"),
    (["path", "length", "M -1e308 0 A 1e308 1e308 0 0 1 1e308 0"], "is 3.142e308, beyond the range of doubles"),
  ])
  func lengthBeyond(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }

  @Test("the other path subcommands on the 2e308 line: normalize keeps it, interpolate meets at 0")
  func otherSubcommands() throws {
    let normalized = try CurvesRunner.run(["path", "normalize", "M -1e308 0 L 1e308 0"])
    #expect(normalized.status == 0 && normalized.stdout == "M -1e308 0 L 1e308 0\n")
    // Each number from −1e308 to 1e308 (or back) at ½ is 0.
    let mixed = try CurvesRunner.run(["path", "interpolate", "M -1e308 0 L 1e308 0", "M 1e308 0 L -1e308 0", "--at", "0.5"])
    #expect(mixed.status == 0 && mixed.lines.last == "0.5,M 0 0 L 0 0", "\(mixed.stdout)")
    // A length within range is printed as before.
    let length = try CurvesRunner.run(["path", "length", "M -1e308 0 L 0 0 L 5e307 0"])
    #expect(length.status == 0 && length.stdout == "1.5e+308\n", "\(length.stdout)")
  }
}
