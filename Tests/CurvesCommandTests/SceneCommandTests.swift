import CurveReference
import Foundation
import TestSupport
import Testing

/// `curves scene`, run as a user would: the shipped scenes, documents from files and standard
/// input, the frame grid, and every kind of bad input (exit 64, one line, nothing written).
@Suite("curves scene")
struct SceneCommandTests {
  static let shipped = ["breathe", "countdown", "map-transition", "refresh-wave-sidebar", "search-back-icon", "sidebar-drag"]

  /// The rows after the header, split into t, layer, instance, property, value (a quoted value
  /// unquoted).
  static func rows(_ result: CurvesRunner.Result) -> [[String]] {
    result.lines.dropFirst().map { line in
      let parts = line.split(separator: ",", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 5, parts[4].hasPrefix("\"") else { return parts }
      return Array(parts[0..<4]) + [String(parts[4].dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")]
    }
  }

  @Test("--list names the five shipped scenes with their summaries")
  func list() throws {
    let result = try CurvesRunner.run(["scene", "--list"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.first == "name,summary")
    #expect(result.lines.dropFirst().map { String($0.prefix { $0 != "," }) } == Self.shipped)
  }

  @Test("every shipped scene by name: one row per property of every layer instance at each time")
  func everyScene() throws {
    for name in Self.shipped {
      let result = try CurvesRunner.run(["scene", name, "--at", "0.5", "--at", "1.25"])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
      #expect(result.lines.first == "t,layer,instance,property,value")
      let rows = Self.rows(result)
      #expect(Set(rows.map { $0[0] }) == ["0.5", "1.25"], "\(name)")
      #expect(rows.allSatisfy { $0.count == 5 }, "\(name)")
    }
  }

  @Test("breathe at 5.25 s: the ghost petals at opacity 0.3, six instances, petal k tinted k steps along")
  func breatheValues() throws {
    let rows = Self.rows(try CurvesRunner.run(["scene", "breathe", "--at", "5.25"]))
    let ghosts = rows.filter { $0[1] == "ghost" && $0[3] == "opacity" }
    #expect(ghosts.map { $0[2] } == ["0", "1", "2", "3", "4", "5"])
    #expect(ghosts.allSatisfy { abs((Double($0[4]) ?? .nan) - 0.3) <= 1e-15 })
    let fill = rows.first { $0[1] == "petal" && $0[2] == "0" && $0[3] == "fillColor" }
    #expect(fill?[4] == "color(srgb 0.17 0.59 0.6)")
  }

  @Test("the layer's own transform as numbers and each animated key path's value: the countdown label's scale is 1 + 5·cubic-bezier(0.11, 0.9, 0.92, 0.13) of the time into its step")
  func animatedKeyPaths() throws {
    let rows = Self.rows(try CurvesRunner.run(["scene", "countdown", "--at", "1.5", "--at", "2.25", "--at", "3.75"]))
    for t in [1.5, 2.25, 3.75] {
      let label = rows.filter { $0[0] == "\(t)" && $0[1] == "label" }
      func value(_ property: String) -> Double { label.first { $0[3] == property }.flatMap { Double($0[4]) } ?? .nan }
      let expected = 1 + 5 * ReferenceBezier(0.11, 0.9, 0.92, 0.13).value(at: t - t.rounded(.down))
      #expect(abs(value("animated.transform.scale") - expected) <= 1e-12 * expected, "at \(t)")
      // transform.scale is a pure scale: the matrix's diagonal, with 1 in the corner.
      #expect(abs(value("transform.m11") - expected) <= 1e-12 * expected, "at \(t)")
      #expect(value("transform.m22") == value("transform.m11") && value("transform.m44") == 1)
      #expect(value("transform.m12") == 0 && value("transform.m41") == 0)
    }
    // A layer with no animation has no animated rows, but its transform's 16 entries.
    let plain = rows.filter { $0[0] == "1.5" && $0[1] == "background" }
    #expect(plain.filter { $0[3].hasPrefix("transform.m") }.count == 16)
  }

  @Test("the frame grid: --fps 10 over the icon's 2.25 s gives 24 frames (0 … 2.3, the first at or after the end); --from/--until pick a span")
  func grid() throws {
    let all = Self.rows(try CurvesRunner.run(["scene", "search-back-icon", "--fps", "10"]))
    #expect(Set(all.map { $0[0] }).count == 24)
    let span = Self.rows(try CurvesRunner.run(["scene", "countdown", "--fps", "4", "--from", "1", "--until", "2"]))
    #expect(Set(span.map { $0[0] }) == ["1.0", "1.25", "1.5", "1.75", "2.0"])
    #expect(span.filter { $0[3] == "text" }.map { $0[4] } == ["3", "3", "3", "3", "2"])
  }

  @Test("a document from a file or standard input; --output writes the same text")
  func files() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = #"{"name": "dot", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "bounds": [0, 0, 2, 2], "position": [5, 5], "animations": [{"keyPath": "position.x", "coreAnimation": {"duration": 1}, "from": 0, "to": 10}]}]}"#
    let file = directory.appendingPathComponent("dot.json")
    try Data(json.utf8).write(to: file)
    let result = try CurvesRunner.run(["scene", file.path, "--at", "0.25"])
    #expect(result.status == 0)
    #expect(Self.rows(result).first { $0[3] == "position.x" }?[4] == "2.5")
    let output = directory.appendingPathComponent("out.csv")
    let written = try CurvesRunner.run(["scene", file.path, "--at", "0.25", "--output", output.path])
    #expect(written.status == 0 && written.stdout.isEmpty)
    #expect(try String(contentsOf: output, encoding: .utf8) == result.stdout)
  }

  @Test("bad input: exit 64, one line naming the problem, nothing on stdout")
  func hostile() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func document(_ json: String) throws -> String {
      let file = directory.appendingPathComponent("\(UUID().uuidString).json")
      try Data(json.utf8).write(to: file)
      return file.path
    }
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "bloom"]), "no file or shipped scene named 'bloom'")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene"]), "give a scene document")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "--list", "breathe"]), "--list takes no document")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "--list", "--at", "1"]), "--list takes no times")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "breathe", "--at", "nan"]), "--at nan is not a finite number")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "breathe", "--at", "1", "--fps", "5"]), "not both")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "./missing.json"]), "cannot read ./missing.json")
    // 10,000,001 frames of breathe's 820-odd rows (about 70 KB a frame): past the 64 MiB output
    // budget, refused after the first frame is computed.
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["scene", "breathe", "--fps", "100000", "--until", "100"]),
      "the output would be more than 64 MiB")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", try document("{")]), "is not valid JSON")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["scene", try document(#"{"name": "x", "size": [1, 1], "duration": 1, "layers": [{"name": "a", "opacity": -1}]}"#)]),
      "layers[0].opacity: must be in [0, 1]")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["scene", try document(#"{"name": "x", "size": [1, 1], "duration": 1, "layers": [{"name": "a"}, {"name": "a"}]}"#)]),
      "two layers are named \"a\"")
    // A failed run leaves an existing output file as it was.
    let output = directory.appendingPathComponent("keep.csv")
    try Data("kept\n".utf8).write(to: output)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "bloom", "--output", output.path]), "bloom")
    #expect(try String(contentsOf: output, encoding: .utf8) == "kept\n")
  }
}
