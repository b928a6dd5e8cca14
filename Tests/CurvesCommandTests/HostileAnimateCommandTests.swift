import Foundation
import TestSupport
import Testing

/// `curves animate` on bad documents and bad flags: exit 64, one line on stderr naming the JSON
/// path or the flag, nothing on stdout, and no output file.
@Suite("curves animate: hostile input")
struct HostileAnimateCommandTests {
  /// A valid document with keyframes, for the flag cases.
  static let fade = #"{"timing": {"duration": 1000}, "keyframes": [{"value": 0}, {"value": 1}]}"#

  /// Runs `curves animate <document> arguments` with the document in a fresh directory, then
  /// again with `--output` into that directory, and checks the usage-error contract both times.
  static func expectRefused(
    _ json: String, _ arguments: [String], _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("animation.json")
    try Data(json.utf8).write(to: document)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["animate", document.path] + arguments), fragment, sourceLocation: sourceLocation)
    let file = directory.appendingPathComponent("out.csv")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["animate", document.path] + arguments + ["--output", file.path]), fragment, sourceLocation: sourceLocation)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["animation.json"], sourceLocation: sourceLocation)
  }

  @Test("text that is not JSON: one line saying so", arguments: [
    #"{"timing": {"duration": 1}"#, "", "{timing: {}}", "\u{FF}\u{FE}", #"{"timing": {"duration": 1}} trailing"#,
  ])
  func notJSON(json: String) throws {
    try Self.expectRefused(json, ["--at", "0"], "animation.json is not valid JSON")
  }

  @Test("bad documents: the message names the JSON path", arguments: [
    (#"{"timing": {"duration": 1, "bogus": 2}}"#, "timing.bogus: is not a field of a Web Animations timing"),
    (#"{"timing": {}, "color": "red"}"#, "color: is not a field of an animation"),
    (#"{"keyframes": [{"value": 0}]}"#, #"an animation needs one of "timing", "coreAnimation" or "layer""#),
    (#"{"timing": {}, "coreAnimation": {}}"#, "an animation has one clock"),
    (#"{"timing": {"duration": -1}}"#, "timing.duration: duration = -1.0 must be at least 0"),
    (#"{"timing": {"duration": 1e400}}"#, #"timing.duration: must be a number or "Infinity""#),
    (#"{"timing": {"delay": "Infinity"}}"#, "timing.delay: must be a number"),
    (#"{"timing": {"easing": "bounce"}}"#, "timing.easing: unknown easing"),
    (#"{"timing": {"fill": "sideways"}}"#, #"timing.fill: "sideways" is not one of"#),
    (#"{"coreAnimation": {"repeatCount": 2, "repeatDuration": 3}}"#, "coreAnimation.repeatDuration: repeatCount = 2.0"),
    (#"{"coreAnimation": {"speed": "fast"}}"#, "coreAnimation.speed: must be a number"),
    (#"{"timing": {"duration": 1}, "keyframes": [{"value": 0}, {"offset": 1.5, "value": 1}]}"#, "keyframes[1].offset: keyframe 1 has offset 1.5"),
    (#"{"timing": {}, "keyframes": [{"value": 0}, {"value": [1, 2]}]}"#, "keyframes[1].value: must be a number, like the first value"),
    (#"{"timing": {}, "keyframes": [{"value": 0, "composite": "add"}, {"value": 1}]}"#, "keyframes[0].composite"),
    (#"{"timing": {}, "keyframes": [{"offset": 0}]}"#, "keyframes[0].value: is missing"),
    (#"{"timing": {}, "keyframes": []}"#, "keyframes: there are no keyframes"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1], "keyTimes": [0]}}"#, "keyframes.keyTimes: 1 keyTimes"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1], "timingFunctions": ["ease", "nope"]}}"#, "keyframes.timingFunctions[1]"),
    (#"{"coreAnimation": {}, "from": 0}"#, "to: is missing"),
    (#"{"timing": {}, "animations": [{"timing": {}}]}"#, "animations: Web Animations groups are Level 2"),
    (#"{"layer": {"speed": 1}, "keyframes": {"values": [0]}}"#, "keyframes: a layer has animations, not keyframes"),
    (
      #"{"coreAnimation": {}, "animations": [{"coreAnimation": {}}, {"timing": {}, "keyframes": [{"value": 0}, {"value": 1}, {"offset": 2, "value": 1}]}]}"#,
      "animations[1].keyframes[2].offset: keyframe 2 has offset 2.0"
    ),
    (
      #"{"layer": {}, "animations": [{"coreAnimation": {}, "animations": [{"coreAnimation": {}, "keyframes": {"values": [0, 1], "keyTimes": [0, 1.5]}}]}]}"#,
      "animations[0].animations[0].keyframes.keyTimes[1]"
    ),
    (#"{"coreAnimation": {}, "animations": [{"coreAnimation": {"fillMode": 3}}]}"#, "animations[0].coreAnimation.fillMode: must be a string"),
    (#"[]"#, "animation.json: "),
  ])
  func badDocuments(json: String, fragment: String) throws {
    try Self.expectRefused(json, ["--at", "0"], fragment)
  }

  @Test("bad, repeated and conflicting flags name the flag", arguments: [
    (["--at", "nan"], "--at nan is not a finite number"),
    (["--at", "inf"], "--at inf is not a finite number"),
    (["--at", "1e400"], "1e400 is beyond the largest number"),
    (["--progress", "-inf"], "--progress -inf is not a finite number"),
    (["--from", "inf", "--until", "1"], "--from inf is not a finite number"),
    (["--fps", "0"], "--fps 0.0 must be a positive number up to 100000"),
    (["--fps", "1e6"], "--fps 1000000.0 must be a positive number up to 100000"),
    (["--from", "2", "--until", "1"], "--until 1.0 is before --from 2.0"),
    (["--from", "-1e308", "--until", "1e308"], "are too far apart"),
    (["--fps", "100000", "--until", "1000"], "0.0 … 1000.0 s at 100000.0 frames per second is 100000001 times, above the limit of 10000001"),
    // Issue 27, item 15: the cause as typed, not the grid's "end = -1.0" or "inf samples".
    (["--until", "-1"], "--until -1.0 is before --from 0.0"),
    (["--until", "1e308"], "is more than 4.6e18 times, above the limit of 10000001"),
    (["--at", "0", "--fps", "30"], "give either --at or --fps/--from/--until, not both"),
    (["--progress", "0.5", "--keyframes"], "give either --progress or --keyframes, not both"),
    (["--progress", "0.5", "--at", "1"], "--progress reads the keyframes alone"),
    (["--keyframes", "--until", "1"], "--keyframes reads the keyframes alone"),
    (["--animation", "opacity", "--animation", "scale"], "--animation is given more than once"),
    (["--keyframes", "--keyframes"], "--keyframes is given more than once"),
    (["--fps", "30", "--fps=60"], "--fps is given more than once"),
    (["--animation", "opacity"], "--animation 'opacity' names no animation of the document"),
    (["--animation", "animations[0]"], "--animation 'animations[0]' names no animation"),
    (["--animation", "a\nb"], #"--animation 'a\nb'"#),
    (["--frobnicate"], "Unknown option"),
  ])
  func badFlags(arguments: [String], fragment: String) throws {
    try Self.expectRefused(Self.fade, arguments, fragment)
  }

  @Test("what a document lacks for the request is one line", arguments: [
    (#"{"timing": {"duration": 1}}"#, ["--progress", "0.5"], "--progress needs keyframes: the document has none"),
    (#"{"timing": {"duration": 1}}"#, ["--keyframes"], "--keyframes needs keyframes: the document has none"),
    (
      #"{"coreAnimation": {"duration": 1}, "animations": [{"keyPath": "x", "coreAnimation": {}}]}"#, ["--animation", "x", "--keyframes"],
      "--keyframes needs keyframes: 'x' has none"
    ),
    (#"{"timing": {"duration": 1, "iterations": "Infinity"}}"#, [], "the document has no finite end: give --until"),
    (#"{"coreAnimation": {"speed": 0}}"#, [], "the document has no finite end"),
    (#"{"layer": {}, "animations": [{"coreAnimation": {}}]}"#, ["--fps", "10"], "the document has no finite end"),
  ])
  func missingParts(json: String, arguments: [String], fragment: String) throws {
    try Self.expectRefused(json, arguments, fragment)
  }

  /// `levels` groups of 0.25 s (Core Animation's default duration, inherited down the nesting)
  /// around a 1 s animation of 0 → 1.
  static func nested(_ levels: Int) -> String {
    var json = #"{"coreAnimation": {"duration": 1}, "keyframes": {"values": [0, 1]}}"#
    for _ in 0..<levels { json = #"{"coreAnimation": {}, "animations": ["# + json + "]}" }
    return json
  }

  @Test("deep nesting: 200 groups evaluate; beyond the JSON reader's 512 levels it is one line saying so")
  func deepNesting() throws {
    // Each group gives its child its progress × 0.25 s: at t = 0.1 every level sees 0.1, and the
    // innermost 1 s animation shows progress 0.1.
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("deep.json")
    try Data(Self.nested(200).utf8).write(to: document)
    let path = Array(repeating: "animations[0]", count: 200).joined(separator: ".")
    let result = try CurvesRunner.run(["animate", document.path, "--at", "0.1", "--animation", path])
    #expect(result.lines.last == "0.1,active,0.1,0.1,0.1,0.0,0.1,0.1,0.1")
    // 300 groups: each adds an object and a list to the innermost 3 levels, 603 in all.
    try Self.expectRefused(Self.nested(300), ["--at", "0"], "animation.json nests arrays and objects 603 levels deep")
  }

  @Test("a bad document on standard input is named as such", arguments: [
    ("{", "curves: standard input is not valid JSON"),
    (#"{"coreAnimation": {}, "animations": [{"coreAnimation": {}, "keyframes": [{"value": 0}, {"value": 1}, {"offset": -0.5, "value": 2}]}]}"#,
     "curves: standard input: animations[0].keyframes[2].offset: keyframe 2 has offset -0.5, outside [0, 1]"),
  ])
  func standardInput(json: String, message: String) throws {
    let result = try AnimateCommandTests.run(["animate", "-", "--at", "0"], input: json)
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(result.stderr == message + "\n")
  }

  @Test("an unreadable document or output file is one line, and writes nothing")
  func files() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.json").path
    CurvesRunner.expectUsageError(try CurvesRunner.run(["animate", missing, "--at", "0"]), "cannot read \(missing): No such file or directory")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["animate", directory.path, "--at", "0"]), "Is a directory")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["animate"]), "Missing expected argument")
    let document = directory.appendingPathComponent("fade.json")
    try Data(Self.fade.utf8).write(to: document)
    let target = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["animate", document.path, "--at", "0", "--output", target.path]), "it is a directory")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["fade.json", "taken"])
  }

  @Test("--help prints the usage on stdout and exits 0")
  func help() throws {
    let result = try CurvesRunner.run(["animate", "--help"])
    #expect(result.status == 0)
    for flag in ["--at", "--fps", "--from", "--until", "--animation", "--progress", "--keyframes", "--output"] {
      #expect(result.stdout.contains(flag), "\(flag)")
    }
  }
}
