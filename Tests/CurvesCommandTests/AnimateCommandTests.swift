import Foundation
import TestSupport
import Testing

/// `curves animate`: Core Animation documents, groups and layers, vector values, the frame grid,
/// standard input, `--progress`, `--keyframes` and `--output`, each expectation worked out by hand
/// in the comments.
@Suite("curves animate")
struct AnimateCommandTests {
  static let header = "t,phase,activeTime,overallProgress,simpleIterationProgress,currentIteration,directedProgress,progress"

  /// Writes `json` to a fresh directory and runs `curves animate` on it.
  static func animate(_ json: String, _ arguments: [String]) throws -> CurvesRunner.Result {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("animation.json")
    try Data(json.utf8).write(to: file)
    return try CurvesRunner.run(["animate", file.path] + arguments)
  }

  /// The rows after the header, split into cells.
  static func cells(_ result: CurvesRunner.Result) -> [[String]] {
    result.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  /// Checks that the cells hold these numbers within `tolerance` (nil: an empty cell).
  static func expectNumbers(
    _ cells: ArraySlice<String>, _ expected: [Double?], tolerance: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(cells.count == expected.count, "\(cells)", sourceLocation: sourceLocation)
    for (cell, want) in zip(cells, expected) {
      if let want {
        let got = Double(cell) ?? .nan
        #expect(tolerance == 0 ? got == want : abs(got - want) <= tolerance, "\(cells) vs \(expected)", sourceLocation: sourceLocation)
      } else {
        #expect(cell.isEmpty, "\(cells) vs \(expected)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("beginTime, speed and timeOffset: t is the parent time; the active local time is (t − 1)·2 + 0.5")
  func beginSpeedOffset() throws {
    let json = #"{"coreAnimation": {"beginTime": 1, "duration": 2, "speed": 2, "timeOffset": 0.5}, "keyframes": {"values": [10, 30]}}"#
    let result = try Self.animate(json, ["--at", "0", "--at", "1", "--at", "1.5", "--at", "1.75"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.first.map(String.init) == Self.header + ",value")
    let rows = Self.cells(result)
    // t = 0: local (0 − 1)·2 + 0.5 = −1.5 < 0, before, fill removed: everything unresolved.
    #expect(rows[0] == ["0.0", "before", "", "", "", "", "", "", ""])
    // t = 1: local 0.5 of a 2 s leg: progress 0.25, value 10 + 20·0.25 = 15.
    #expect(rows[1][1] == "active")
    Self.expectNumbers(rows[1][2...], [0.5, 0.25, 0.25, 0, 0.25, 0.25, 15])
    // t = 1.5: local 1.5: progress 0.75, value 25.
    Self.expectNumbers(rows[2][2...], [1.5, 0.75, 0.75, 0, 0.75, 0.75, 25])
    // t = 1.75: local 2 = the active duration, the end of a forwards interval: after, removed.
    #expect(rows[3] == ["1.75", "after", "", "", "", "", "", "", ""])
  }

  @Test("speed 0 with timeOffset freezes local time at the offset, whatever the parent time")
  func frozen() throws {
    let json = #"{"coreAnimation": {"duration": 4, "speed": 0, "timeOffset": 1}, "keyframes": {"values": [0, 8]}}"#
    let result = try Self.animate(json, ["--at", "-5", "--at", "0", "--at", "100"])
    // Local time 1 of 4 at every t: progress 0.25, value 8·0.25 = 2.
    for row in Self.cells(result) {
      #expect(row[1] == "active")
      Self.expectNumbers(row[2...], [1, 0.25, 0.25, 0, 0.25, 0.25, 2])
    }
    #expect(Self.cells(result).map { $0[0] } == ["-5.0", "0.0", "100.0"])
  }

  @Test("autoreverses with fill forwards: each repeat goes there and back, and it ends at the from value")
  func autoreverseFillForwards() throws {
    let json = #"""
      {"coreAnimation": {"duration": 1, "repeatCount": 2, "autoreverses": true, "fillMode": "forwards",
                         "removedOnCompletion": false},
       "keyframes": {"values": [0, 100]}}
      """#
    let rows = Self.cells(try Self.animate(json, ["--at", "0.25", "--at", "1.25", "--at", "2.5", "--at", "9"]))
    // Four legs of 1 s (2 repeats × there and back), alternate; active duration 4.
    // t = 0.25: leg 0 forwards, progress 0.25, value 25.
    Self.expectNumbers(rows[0][2...], [0.25, 0.25, 0.25, 0, 0.25, 0.25, 25])
    // t = 1.25: leg 1 backwards: simple 0.25, directed 1 − 0.25 = 0.75, value 75.
    Self.expectNumbers(rows[1][2...], [1.25, 1.25, 0.25, 1, 0.75, 0.75, 75])
    // t = 2.5: leg 2 forwards, half-way: value 50.
    Self.expectNumbers(rows[2][2...], [2.5, 2.5, 0.5, 2, 0.5, 0.5, 50])
    // t = 9: after, filling: active time clamped to 4, overall 4, the boundary rule gives simple 1 in
    // the last leg (3, backwards), directed 1 − 1 = 0: the from value, 0.
    #expect(rows[3][1] == "after")
    Self.expectNumbers(rows[3][2...], [4, 4, 1, 3, 0, 0, 0])
  }

  @Test("a fractional repeatCount ends mid-leg, and fill both holds both ends")
  func fractionalRepeat() throws {
    let json = #"""
      {"coreAnimation": {"duration": 2, "repeatCount": 1.5, "fillMode": "both", "removedOnCompletion": false},
       "keyframes": {"values": [10, 20]}}
      """#
    let rows = Self.cells(try Self.animate(json, ["--at", "-1", "--at", "2.5", "--at", "3", "--at", "10"]))
    // Active duration 2 × 1.5 = 3.
    // t = −1: before, fill backwards: active time max(−1, 0) = 0, progress 0, value 10.
    #expect(rows[0][1] == "before")
    Self.expectNumbers(rows[0][2...], [0, 0, 0, 0, 0, 0, 10])
    // t = 2.5: overall 2.5/2 = 1.25: iteration 1, progress 0.25, value 12.5.
    Self.expectNumbers(rows[1][2...], [2.5, 1.25, 0.25, 1, 0.25, 0.25, 12.5])
    // t = 3 and 10: after, active time 3, overall 1.5: half-way through iteration 1, value 15.
    for row in rows[2...] {
      #expect(row[1] == "after")
      Self.expectNumbers(row[2...], [3, 1.5, 0.5, 1, 0.5, 0.5, 15])
    }
  }

  /// A breathe-like petal group: 10.5 s, repeating forever, two children without a duration.
  static let petal = #"""
    {"coreAnimation": {"duration": 10.5, "repeatCount": "Infinity"},
     "animations": [
       {"keyPath": "position.x", "coreAnimation": {},
        "keyframes": {"values": [0, -80, -80, 0], "keyTimes": [0.1, 0.4, 0.5, 0.95]}},
       {"keyPath": "transform.scale", "coreAnimation": {},
        "keyframes": {"values": [1, 3.5, 3.5, 1], "keyTimes": [0.1, 0.4, 0.5, 0.95]}}]}
    """#

  static let petalTimes = ["0", "2.1", "4.2", "5.25", "9.975", "15.75", "3600"]

  @Test("a group by default reports its own timing, with no value column")
  func groupItself() throws {
    let result = try Self.animate(Self.petal, Self.petalTimes.flatMap { ["--at", $0] })
    #expect(result.lines.first.map(String.init) == Self.header)
    let rows = Self.cells(result)
    // The group's progress is t/10.5 within its iteration: 0, 0.2, 0.4, 0.5, 0.95, then 15.75 is
    // half-way through iteration 1, and 3600 = 342 × 10.5 + 9 is 9/10.5 = 6/7 through iteration 342.
    let expected: [(Double, Double, Double)] = [(0, 0, 0), (0.2, 0.2, 0), (0.4, 0.4, 0), (0.5, 0.5, 0), (0.95, 0.95, 0), (1.5, 0.5, 1), (3600 / 10.5, 6.0 / 7, 342)]
    for (row, (time, (overall, simple, iteration))) in zip(rows, zip(Self.petalTimes, expected)) {
      #expect(row[0] == "\(Double(time) ?? .nan)" && row[1] == "active")
      // 3600/10.5 has a fraction part of 6/7 only to 1 ulp of 342.86 (5.7e-14).
      Self.expectNumbers(row[2...], [Double(time), overall, simple, iteration, simple, simple], tolerance: 1e-13)
    }
  }

  @Test("a child of the group, by keyPath and by JSON path: it runs on the group's time and takes its duration")
  func groupChild() throws {
    let arguments = Self.petalTimes.flatMap { ["--at", $0] }
    let byKeyPath = try Self.animate(Self.petal, arguments + ["--animation", "position.x"])
    let byPath = try Self.animate(Self.petal, arguments + ["--animation", "animations[0]"])
    #expect(byKeyPath.status == 0 && byKeyPath.stdout == byPath.stdout)
    #expect(byKeyPath.lines.first.map(String.init) == Self.header + ",value")
    // The child's fraction f is the group's progress (its duration is the group's 10.5 s):
    // f = 0 < 0.1 holds 0; f = 0.2 is 1/3 of the way from 0.1 to 0.4: −80/3; f = 0.4 and 0.5 are
    // −80; f = 0.95 is the last key time: 0; t = 15.75 is f = 0.5 again: −80; t = 3600 is f = 6/7,
    // (6/7 − 0.5)/0.45 = 50/63 of the way from −80 to 0: −80 + 80·50/63 = −16.507936….
    let values: [Double] = [0, -80.0 / 3, -80, -80, 0, -80, -80 + 80 * 50.0 / 63]
    // The child's local time is its fraction × 10.5.
    let local: [Double] = [0, 2.1, 4.2, 5.25, 9.975, 5.25, 9]
    for (row, (value, time)) in zip(Self.cells(byKeyPath), zip(values, local)) {
      // 3600 s carries the group's 1-ulp error (5.7e-14 in 342.86) through 10.5 and 80/0.45.
      Self.expectNumbers([row[2], row[8]][...], [time, value], tolerance: 1e-11)
    }
    // The second child, by JSON path: scale 1 → 3.5 over [0.1, 0.4]: f = 0.2 gives 1 + 2.5/3.
    let scale = Self.cells(try Self.animate(Self.petal, ["--at", "2.1", "--at", "5.25", "--animation", "animations[1]"]))
    Self.expectNumbers(scale[0][8...], [1 + 2.5 / 3], tolerance: 1e-14)
    Self.expectNumbers(scale[1][8...], [3.5])
  }

  @Test("a layer maps its parent's time before the group sees it; a selected layer shows its local time")
  func layer() throws {
    let json = #"{"layer": {"beginTime": 1, "speed": 2}, "animations": ["# + Self.petal + "]}"
    // Layer local time (t − 1)·2: t = 3.1 gives 4.2, the group's progress 0.4, the petal's −80;
    // t = 0 gives −2, before the group (fill removed): the group has no effect, the child is idle.
    let child = Self.cells(try Self.animate(json, ["--at", "3.1", "--at", "0", "--animation", "animations[0].animations[0]"]))
    #expect(child[0][1] == "active")
    Self.expectNumbers(child[0][2...], [4.2, 0.4, 0.4, 0, 0.4, 0.4, -80])
    #expect(child[1] == ["0.0", "idle", "", "", "", "", "", "", ""])
    let group = Self.cells(try Self.animate(json, ["--at", "3.1", "--at", "0", "--animation", "animations[0]"]))
    Self.expectNumbers(group[0][2...], [4.2, 0.4, 0.4, 0, 0.4, 0.4])
    #expect(group[1] == ["0.0", "before", "", "", "", "", "", ""])
    let layer = Self.cells(try Self.animate(json, ["--at", "3.1", "--at", "0"]))
    #expect(layer == [["3.1", "active", "4.2", "", "", "", "", ""], ["0.0", "active", "-2.0", "", "", "", "", ""]])
  }

  @Test("array values give the columns value.0, value.1")
  func vectors() throws {
    let json = #"{"timing": {"duration": 100}, "keyframes": [{"value": [0, 10]}, {"value": [50, -10]}]}"#
    let result = try Self.animate(json, ["--at", "25", "--at", "100"])
    #expect(result.lines.first.map(String.init) == Self.header + ",value.0,value.1")
    // Local time 25 of 100: progress 0.25, (0 + 50·0.25, 10 − 20·0.25) = (12.5, 5).
    let rows = Self.cells(result)
    Self.expectNumbers(rows[0][2...], [25, 0.25, 0.25, 0, 0.25, 0.25, 12.5, 5])
    // Local time 100: after, fill auto (none): no value.
    #expect(rows[1] == ["100.0", "after", "", "", "", "", "", "", "", ""])
  }

  @Test("--fps, --from and --until: frames t0 + k/fps up to the first at or after t1; by default to the end")
  func grid() throws {
    let json = #"{"timing": {"duration": 1, "delay": 0.5, "fill": "both"}, "from": 0, "to": 4}"#
    // End time 0.5 + 1 = 1.5: frames 0, 0.25, …, 1.5. Before 0.5 the start holds (fill backwards);
    // then 4·(t − 0.5); at 1.5 the end holds (fill forwards, simple progress 1).
    let rows = Self.cells(try Self.animate(json, ["--fps", "4"]))
    #expect(rows.map { $0[0] } == ["0.0", "0.25", "0.5", "0.75", "1.0", "1.25", "1.5"])
    #expect(rows.map { $0[1] } == ["before", "before", "active", "active", "active", "active", "after"])
    #expect(rows.map { Double($0[8]) } == [0, 0, 0, 1, 2, 3, 4])
    Self.expectNumbers(rows[6][2...], [1, 1, 1, 0, 1, 1, 4])
    // --from −0.5 --until 0.6 at 2 fps: −0.5, 0, then 0.5 and the first frame at or after 0.6, 1.
    let window = Self.cells(try Self.animate(json, ["--fps", "2", "--from", "-0.5", "--until", "0.6"]))
    #expect(window.map { $0[0] } == ["-0.5", "0.0", "0.5", "1.0"])
    #expect(window.map { Double($0[8]) } == [0, 0, 0, 2])
    // 60 fps by default: 1.5 s is 90 frames after 0.
    #expect(Self.cells(try Self.animate(json, [])).count == 91)
  }

  /// Runs `curves` with `input` on its standard input: the exit status, stdout and stderr.
  static func run(_ arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = CurvesRunner.executable
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }

  @Test("'-' reads the document from standard input")
  func standardInput() throws {
    let json = #"{"timing": {"duration": 2}, "keyframes": [{"value": 1}, {"value": 3}]}"#
    let result = try Self.run(["animate", "-", "--at", "0.5"], input: json)
    #expect(result.status == 0 && result.stderr.isEmpty)
    // 0.5 of 2: progress 0.25, value 1 + 2·0.25 = 1.5.
    #expect(result.stdout == Self.header + ",value\n0.5,active,0.5,0.25,0.25,0.0,0.25,0.25,1.5\n")
  }

  @Test("--progress evaluates the keyframes alone, extrapolating beyond [0, 1] for a keyframes list")
  func progress() throws {
    let list = #"{"timing": {"duration": 100}, "keyframes": [{"value": 0}, {"offset": 0.5, "value": 10}, {"value": 20}]}"#
    let rows = Self.cells(try Self.animate(list, ["--progress", "0.25", "--progress", "1.5", "--progress", "-0.5"]))
    // 0.25 is half of [0, 0.5]: 5. 1.5 extends the last interval [0.5, 1] by 2 widths: 10 + 2·10 = 30.
    // −0.5 extends the first one back by a width: 0 − 10 = −10.
    #expect(rows == [["0.25", "5.0"], ["1.5", "30.0"], ["-0.5", "-10.0"]])
    let values = #"{"coreAnimation": {}, "keyframes": {"values": [0, 10, 30], "keyTimes": [0, 0.5, 1]}}"#
    let result = try Self.animate(values, ["--progress", "-1", "--progress", "0.75", "--progress", "2"])
    #expect(result.lines.first == "progress,value")
    // Core Animation holds the first value before the first key time and the last after the last;
    // 0.75 is half-way from 10 to 30: 20.
    #expect(Self.cells(result) == [["-1.0", "0.0"], ["0.75", "20.0"], ["2.0", "30.0"]])
  }

  @Test("--keyframes lists a keyframes list: computed offsets, each easing's CSS text, quoted when it has commas")
  func keyframesList() throws {
    let json = #"""
      {"timing": {"duration": 1},
       "keyframes": [{"value": 0, "easing": "cubic-bezier(0.1, 0.2, 0.3, 0.4)"}, {"value": 5},
                     {"offset": 1, "value": 10, "easing": "ease"}]}
      """#
    let result = try Self.animate(json, ["--keyframes"])
    // The missing middle offset is half-way between 0 and 1.
    #expect(result.lines == ["offset,easing,value", #"0.0,"cubic-bezier(0.1, 0.2, 0.3, 0.4)",0.0"#, "0.5,linear,5.0", "1.0,ease,10.0"])
    // Paced spacing: distances 5 ((0,0)→(3,4)) and 6 ((3,4)→(3,10)), so the middle offset is 5/11.
    let paced = #"{"timing": {"duration": 1}, "spacing": "paced", "keyframes": [{"value": [0, 0]}, {"value": [3, 4]}, {"value": [3, 10]}]}"#
    let pacedResult = try Self.animate(paced, ["--keyframes"])
    #expect(pacedResult.lines.first == "offset,easing,value.0,value.1")
    #expect(Self.cells(pacedResult)[1] == ["\(5.0 / 11)", "linear", "3.0", "4.0"])
  }

  @Test("--keyframes lists Core Animation values: key times used, the segment's timing function, the last row's empty")
  func keyframesValues() throws {
    let linear = #"{"coreAnimation": {}, "keyframes": {"values": [0, 10, 30], "timingFunctions": ["ease-in", "steps(2, start)"]}}"#
    // Key times omitted: 0, 1/2, 1.
    #expect(try Self.animate(linear, ["--keyframes"]).lines == [
      "offset,easing,value", "0.0,ease-in,0.0", #"0.5,"steps(2, start)",10.0"#, "1.0,,30.0",
    ])
    // Discrete, 3 values: 4 even key times 0, 1/3, 2/3, 1; each value holds until the next (steps(1)),
    // and the closing key time repeats the last value.
    let discrete = #"{"coreAnimation": {}, "keyframes": {"values": [1, 2, 3], "calculationMode": "discrete"}}"#
    #expect(try Self.animate(discrete, ["--keyframes"]).lines == [
      "offset,easing,value", "0.0,steps(1),1.0", "\(1.0 / 3),steps(1),2.0", "\(2.0 / 3),steps(1),3.0", "1.0,,3.0",
    ])
    // Paced ignores the key times given: distances 5 and 6, key times 0, 5/11, 1.
    let paced = #"{"coreAnimation": {}, "keyframes": {"values": [[0, 0], [3, 4], [3, 10]], "calculationMode": "paced", "keyTimes": [0, 0.1, 1]}}"#
    #expect(Self.cells(try Self.animate(paced, ["--keyframes"])) == [
      ["0.0", "linear", "0.0", "0.0"], ["\(5.0 / 11)", "linear", "3.0", "4.0"], ["1.0", "", "3.0", "10.0"],
    ])
  }

  @Test("--output writes the same CSV to the file and nothing to stdout")
  func outputFile() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("petal.json")
    try Data(Self.petal.utf8).write(to: document)
    let file = directory.appendingPathComponent("petal.csv")
    let arguments = ["animate", document.path, "--animation", "transform.scale", "--fps", "2", "--until", "10.5"]
    let result = try CurvesRunner.run(arguments + ["--output", file.path])
    #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == (try CurvesRunner.run(arguments)).stdout)
    // 0, 0.5, …, 10.5: 22 rows after the header.
    #expect(written.split(separator: "\n").count == 23)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["petal.csv", "petal.json"])
  }
}
