import Foundation
import TestSupport
import Testing

/// `curves keyframes` (issue 29, item 4): a SwiftUI keyframe timeline and Compose keyframes specs
/// written as JSON, run through the built executable. Every expected number is worked here.
@Suite("curves keyframes")
struct KeyframesCommandTests {
  /// Runs `curves keyframes` on `json` written to a file, with `options`.
  static func run(_ json: String, _ options: [String]) throws -> CurvesRunner.Result {
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("keyframes.json")
    try Data(json.utf8).write(to: file)
    return try CurvesRunner.run(["keyframes", file.path] + options)
  }

  /// The rows after the header as numbers, the track name dropped.
  static func rows(_ result: CurvesRunner.Result) -> [(t: Double, track: String, value: Double, velocity: Double)] {
    result.lines.dropFirst().map { line in
      let f = line.split(separator: ",").map(String.init)
      return (Double(f[0]) ?? .nan, f[1], Double(f[2]) ?? .nan, Double(f[3]) ?? .nan)
    }
  }

  @Test("SwiftUI: parallel tracks in name order; a linear keyframe halfway, a move, the end held")
  func swiftUI() throws {
    let json = """
      {"swiftui": {"initialValues": {"y": 0, "scale": 1}, "tracks": [
        {"name": "scale", "keyframes": [{"kind": "linear", "to": 2, "duration": 1}]},
        {"name": "y", "keyframes": [{"kind": "move", "to": 5}]}]}}
      """
    let result = try Self.run(json, ["--at", "0.5", "--at", "2"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.lines.first == "t,track,value,velocity")
    let rows = Self.rows(result)
    // scale: 1 → 2 over 1 s: 1.5 at 0.5 s moving at 1/s; held at 2 after. y jumped to 5 at 0.
    #expect(rows.map(\.track) == ["scale", "y", "scale", "y"])
    #expect(rows.map(\.value) == [1.5, 5, 2, 5])
    #expect(rows.map(\.velocity) == [1, 0, 0, 0])
    // The default rows end at the timeline's duration, 1 s, at 60 Hz: 61 times × 2 tracks.
    let grid = try Self.run(json, [])
    #expect(Self.rows(grid).count == 122 && Self.rows(grid).last?.t == 1)
  }

  @Test("Compose keyframes: the easing of the interval a keyframe starts, at whole milliseconds")
  func composeKeyframes() throws {
    let json = """
      {"compose": {"keyframes": {"durationMillis": 300, "keyframes": [
        {"value": 10, "atMillis": 150, "using": "FastOutSlowInEasing"}]}}, "from": 0, "to": 20}
      """
    let rows = Self.rows(try Self.run(json, ["--at", "0.075", "--at", "0.0759", "--at", "0.225"]))
    // 0 → 10 linearly over 0…150 ms: 5 at 75 ms, (10 − 0)/150 ms = 66.67/s; 75.9 ms is 75 ms.
    #expect(abs(rows[0].value - 5) < 1e-12 && abs(rows[0].velocity - 1000.0 / 15) < 1e-9)
    #expect(rows[1].value == rows[0].value)
    // 10 → 20 through FastOutSlowIn (0.4, 0, 0.2, 1) over 150…300 ms, at x = 0.5: solve
    // 3(1−s)²s·0.4 + 3(1−s)s²·0.2 + s³ = 0.5, y = 3(1−s)s² + s³; value 10 + 10y.
    // mpmath (findroot, 30 digits): 17.7556131111619777008; velocity 10·(dy/ds)/(dx/ds)/0.15 s
    // = 84.0846684107486…
    #expect(abs(rows[2].value - 17.755613111161978) < 1e-9)
    #expect(abs(rows[2].velocity - 84.0846684107486) < 1e-6)
  }

  @Test("Compose repeatable, Reverse, two iterations: backwards in the second, then the jump to the target")
  func composeRepeatable() throws {
    let json = """
      {"compose": {"iterations": 2, "animation": {"tween": {"durationMillis": 100, "easing": "LinearEasing"}},
        "repeatMode": "Reverse"}, "to": 10}
      """
    let rows = Self.rows(try Self.run(json, ["--fps", "20"]))
    // 0 → 10 over 100 ms at 100/s; the second iteration runs back at −100/s; at 200 ms the
    // animation has finished and shows the target 10 (Compose's even-Reverse jump).
    #expect(rows.map(\.t) == [0, 0.05, 0.1, 0.15, 0.2])
    #expect(zip(rows.map(\.value), [0.0, 5, 10, 5, 10]).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(rows.map(\.velocity) == [100, 100, 0, -100, 0])
  }

  @Test("A tween with every argument left out is tween(): 300 ms of FastOutSlowIn")
  func tweenDefaults() throws {
    let rows = Self.rows(try Self.run(#"{"compose": {"tween": {}}}"#, []))
    #expect(rows.count == 19 && rows.last?.t == 0.3 && rows.last?.value == 1)
  }

  @Test("Bad files and options: exit 64 with one line naming the problem")
  func refused() throws {
    for (json, options, fragment) in [
      (#"{"swiftui": {}, "compose": {}}"#, [String](), "exactly one of swiftui and compose"),
      (#"{"compose": {"tween": {}}, "speed": 2}"#, [], "unknown key 'speed'"),
      (#"{"compose": {"tween": {"durationMillis": "x"}}}"#, [], "at compose.tween.durationMillis: expected an integer"),
      (#"{"compose": {"animation": {"tween": {}}}}"#, [], "no finite end: give --until"),
      (#"{"swiftui": {"initialValues": {"a": 0}, "tracks": [{"name": "a", "keyframes": [{"kind": "linear", "to": 1, "duration": -1}]}]}}"#,
       [], "duration must not be negative"),
      (#"{"compose": {"tween": {}}, "from": 0, "to": 1e999}"#, [], "not valid JSON"),
      (#"{"compose": {"tween": {}}}"#, ["--at", "nan"], "not a finite number"),
    ] {
      CurvesRunner.expectUsageError(try Self.run(json, options), fragment)
    }
  }
}
