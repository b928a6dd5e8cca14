import Foundation
import TestSupport
import Testing

/// `curves timing`: runs the built executable and checks its output and exit status.
@Suite("curves timing")
struct TimingCommandTests {
  /// Parses the CSV the command printed into (x, y, dydx) rows, checking the header.
  static func rows(_ result: CurvesRunner.Result) throws -> [(Double, Double, Double)] {
    let lines = result.lines
    #expect(lines.first == "x,y,dydx")
    return try lines.dropFirst().map { line in
      let fields = line.split(separator: ",").map { Double(String($0)) }
      #expect(fields.count == 3)
      return (try #require(fields[0]), try #require(fields[1]), try #require(fields[2]))
    }
  }

  @Test("default: 101 evenly spaced inputs over [0, 1] with value and slope")
  func defaultSamples() throws {
    let result = try CurvesRunner.run(["timing", "ease"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let rows = try Self.rows(result)
    #expect(rows.count == 101)
    #expect(rows.first! == (0, 0, 0.4))
    #expect(rows.last! == (1, 1, 0))
    #expect(rows[50].0 == 0.5)
    // ease at 0.5: t = 0.69957243870638562…, y = 0.80240338758485698951… (mpmath, 40 digits).
    #expect(abs(rows[50].1 - 0.80240338758485699) < 1e-12)
  }

  @Test("--at repeats, keeps order, and takes inputs outside [0, 1] and negative numbers")
  func explicitInputs() throws {
    let result = try CurvesRunner.run(["timing", "cubic-bezier(0, 1.5, 1, 1.5)", "--at", "-0.5", "--at", "2", "--at", "0.25"])
    #expect(result.status == 0)
    let rows = try Self.rows(result)
    #expect(rows.map(\.0) == [-0.5, 2, 0.25])
    #expect(rows[0].1 == 0 && rows[1].1 == 1)
  }

  @Test("numbers are printed in shortest round-trip form with '.' as the decimal separator")
  func roundTrip() throws {
    let inputs = ["0.1", "0.3333333333333333", "1e-300", "0.9999999999999999", "5e-324"]
    let result = try CurvesRunner.run(["timing", "cubic-bezier(0, 1, 0, 1)"] + inputs.flatMap { ["--at", $0] })
    #expect(result.status == 0)
    let lines = result.lines.dropFirst()
    for (line, input) in zip(lines, inputs) {
      let field = String(line.split(separator: ",")[0])
      #expect(Double(field) == Double(input))
      #expect(!field.contains(" "))
    }
    #expect(!result.stdout.contains(";"))
  }

  @Test("vertical tangents print as inf")
  func infiniteSlope() throws {
    let result = try CurvesRunner.run(["timing", "cubic-bezier(0, 1, 0, 1)", "--at", "0"])
    #expect(result.lines.last == "0.0,0.0,inf")
  }

  @Test("Core Animation names use 32-bit control points")
  func coreAnimation() throws {
    let ca = try Self.rows(try CurvesRunner.run(["timing", "easeIn", "--samples", "3"]))
    let css = try Self.rows(try CurvesRunner.run(["timing", "ease-in", "--samples", "3"]))
    #expect(ca[1].1 != css[1].1)
    #expect(abs(ca[1].1 - css[1].1) < 1e-7)
  }

  /// The named column of a CSV the command printed, as text.
  static func column(_ name: String, of result: CurvesRunner.Result) throws -> [Substring] {
    let header = try #require(result.lines.first).split(separator: ",")
    let index = try #require(header.firstIndex(of: Substring(name)), "\(header)")
    return result.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[index] }
  }

  @Test(
    "a Core Animation name is one curve: curves timing, an animation document and cubic-bezier() of the 32-bit control points agree bit for bit",
    arguments: [
      ("default", [0.25, 0.1, 0.25, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
      ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("linear", [0, 0, 1, 1]),
    ])
  func coreAnimationNameIsOneCurve(_ name: String, _ points: [Double]) throws {
    let at = ["0", "0.1", "0.25", "0.3333333333333333", "0.5", "0.6", "0.75", "0.9", "0.999", "1"].flatMap { ["--at", $0] }
    let timing = try CurvesRunner.run(["timing", name] + at)
    #expect(timing.status == 0, "\(timing.stderr)")
    // CAMediaTimingFunction's float control points, widened to Double and written out exactly.
    let float32 = points.map { "\(Double(Float($0)))" }.joined(separator: ", ")
    let bezier = try CurvesRunner.run(["timing", "cubic-bezier(\(float32))"] + at)
    // An animation of 1 s on the name, holding its end: its eased progress at t = x.
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("eased.json")
    let document = #"{"coreAnimation": {"duration": 1, "timingFunction": "\#(name)", "fillMode": "forwards", "removedOnCompletion": false}}"#
    try document.write(to: file, atomically: true, encoding: .utf8)
    let animate = try CurvesRunner.run(["animate", file.path] + at)
    #expect(animate.status == 0, "\(animate.stderr)")
    let y = try Self.column("y", of: timing)
    #expect(y.count == 10)
    #expect(y == (try Self.column("y", of: bezier)), "\(name): curves timing vs cubic-bezier(\(float32))")
    #expect(y == (try Self.column("progress", of: animate)), "\(name): curves timing vs the animation document")
  }

  @Test("--output writes the same CSV to a file and nothing to stdout")
  func outputFile() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("ease.csv")
    let result = try CurvesRunner.run(["timing", "ease", "--samples", "5", "--output", file.path])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == (try CurvesRunner.run(["timing", "ease", "--samples", "5"])).stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["ease.csv"])
  }

  @Test("bad input: exit 64, one line on stderr, nothing on stdout, no file", arguments: [
    (["timing", "cubic-bezier(1.5, 0, 0, 1)"], "x1 = 1.5 is outside [0, 1]"),
    (["timing", "bounce"], "unknown easing 'bounce'"),
    (["timing", "cubic-bezier(0, 0, 1)"], "expected ','"),
    (["timing", "ease", "--at", "nan"], "--at nan is not a finite number"),
    (["timing", "ease", "--at", "inf"], "--at inf is not a finite number"),
    (["timing", "ease", "--samples", "1"], "--samples 1 must be at least 2"),
    (["timing", "ease", "--samples", "0"], "--samples 0 must be at least 2"),
    (["timing", "ease", "--samples", "3", "--at", "0.5"], "either --at or --samples"),
    (["timing", "ease", "--at", "abc"], "abc"),
    (["timing"], "Missing expected argument"),
    (["timing", "ease", "--frobnicate"], "Unknown option"),
    (["nonsense"], "nonsense"),
  ])
  func badInput(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
    // With --output: the same failure, and no file is created.
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("out.csv")
    let result = try CurvesRunner.run(arguments + ["--output", file.path])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("--help prints usage on stdout and exits 0")
  func help() throws {
    let result = try CurvesRunner.run(["timing", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--samples"))
  }
}

/// The CSS easing features of `curves timing`.
@Suite("curves timing with CSS easing functions")
struct TimingCSSCommandTests {
  @Test("--css prints the canonical serialization alone")
  func css() throws {
    for (input, expected) in [
      ("STEPS(3, Jump-Start)", "steps(3, jump-start)"), ("steps(2, end)", "steps(2)"),
      ("step-start", "steps(1, start)"), ("Ease", "ease"), ("linear(0, 0.25, 1)", "linear(0 0%, 0.25 50%, 1 100%)"),
    ] {
      let result = try CurvesRunner.run(["timing", input, "--css"])
      #expect(result.status == 0)
      #expect(result.stdout == expected + "\n")
    }
  }

  @Test("steps() with and without --before-flag; slopes are empty cells at the jumps (no nan: issue 27, item 16)")
  func beforeFlag() throws {
    let plain = try CurvesRunner.run(["timing", "steps(4, start)", "--at", "0", "--at", "0.5", "--at", "0.6"])
    #expect(plain.lines == ["x,y,dydx", "0.0,0.25,", "0.5,0.75,", "0.6,0.75,0.0"])
    let before = try CurvesRunner.run(["timing", "steps(4, start)", "--at", "0", "--at", "0.5", "--before-flag"])
    #expect(before.lines == ["x,y,dydx", "0.0,0.0,", "0.5,0.5,"])
    // The linear() jump of the issue: 0.25 → 0.75 at 58.6 %.
    let jump = try CurvesRunner.run(["timing", "linear(0, 0.25 58.6%, 0.75 58.6%, 1)", "--at", "0.586", "--at", "0.5"])
    #expect(jump.lines.count == 3 && jump.lines[1] == "0.586,0.75," && !jump.stdout.contains("nan"), "\(jump.stdout)")
  }

  @Test("--to-linear prints a linear() easing within the tolerance")
  func toLinear() throws {
    let result = try CurvesRunner.run(["timing", "ease", "--to-linear"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("linear(0 0%, ") && result.stdout.hasSuffix(", 1 100%)\n"))
    let coarse = try CurvesRunner.run(["timing", "ease", "--to-linear", "--tolerance", "0.05"])
    #expect(coarse.stdout.split(separator: ",").count < result.stdout.split(separator: ",").count)
    // The printed easing, read back by curves itself, stays within 0.05 of ease.
    let approx = try CurvesRunner.run(["timing", String(coarse.stdout.dropLast()), "--samples", "1001"])
    let exact = try CurvesRunner.run(["timing", "ease", "--samples", "1001"])
    for (a, b) in zip(approx.lines.dropFirst(), exact.lines.dropFirst()) {
      let ya = Double(String(a.split(separator: ",")[1])) ?? .nan
      let yb = Double(String(b.split(separator: ",")[1])) ?? .nan
      #expect(abs(ya - yb) <= 0.05)
    }
  }

  @Test("bad CSS or flags: exit 64, the parse error with its position on one line", arguments: [
    (["timing", "steps(0, start)"], "steps(0, start) needs at least 1 step at character 6"),
    (["timing", "linear(0)"], "linear() needs at least 2 stops, not 1 at character 0"),
    (["timing", "cubic-bezier(0, 0, 1)"], "expected ',' but found ')' at character 20"),
    (["timing", "ease", "--css", "--to-linear"], "either --css or --to-linear"),
    (["timing", "ease", "--tolerance", "0.1"], "--tolerance goes with --to-linear"),
    (["timing", "ease", "--to-linear", "--tolerance", "0"], "--tolerance 0.0 must be a positive finite number"),
    (["timing", "ease", "--css", "--at", "0.5"], "go with the CSV output"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }
}
