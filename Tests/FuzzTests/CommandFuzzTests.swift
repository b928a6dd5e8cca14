import CurveReference
import Foundation
import TestSupport
import Testing

/// Drives the built `curves` with seeded adversarial command lines and checks every promise the
/// command makes, whatever it was given: exit 0 or 64; on 64 one line on stderr, nothing on stdout
/// and no file touched; on 0 an empty stderr and output that parses (CSV with its header and
/// columns, JSON, or the CSS pair), with values checked against an independent reference where one
/// exists.
///
/// The seeds are fixed so that CI is deterministic; `FUZZ_SEED=n swift test --filter FuzzTests`
/// runs another, and `FUZZ_RUNS=n` changes how many inputs each seed tries (TestScale).
@Suite("Fuzz: the curves command")
struct CommandFuzzTests {
  /// Every fuzz suite's seeds: 1 and 2, or `FUZZ_SEED` alone.
  static var seeds: [UInt64] { TestScale.fuzzSeeds([1, 2]) }
  /// The base count of the fuzz suites' library tests, which are cheap and not scaled: 150, or
  /// `FUZZ_RUNS`.
  static var runs: Int { TestScale.fuzzRuns(150) }
  /// The base count of the tests that run the built `curves` once per input (each a process of
  /// its own): 48 per seed by default (here 96 command lines, each of timing, spring and wave about
  /// 30 times, a quarter of them writing a file), 150 under `LONG_TESTS=1`, or `FUZZ_RUNS`.
  static var commandRuns: Int { TestScale.fuzzRuns(48, long: 150) }

  /// A random command line.
  static func commandLine(_ a: inout Adversary) -> [String] {
    var arguments: [String]
    switch a.int(0...2) {
    case 0:
      arguments = ["timing", a.easingText()]
      if a.chance(0.4) { arguments += (0..<a.int(1...4)).flatMap { _ in ["--at", a.numberText()] } }
      if a.chance(0.2) { arguments += ["--samples", a.pick(["2", "1", "0", "-3", "11", "10000001", "x", "101"])] }
      if a.chance(0.15) { arguments.append("--before-flag") }
      if a.chance(0.15) { arguments.append("--css") }
      if a.chance(0.15) { arguments.append("--to-linear") }
      if a.chance(0.1) { arguments += ["--tolerance", a.pick(["0.001", "0.1", a.numberText()])] }
    case 1:
      arguments = ["spring"]
      let groups = [["--stiffness", "--damping"], ["--response", "--damping-ratio"], ["--duration", "--bounce"], ["--tension", "--friction"]]
      for name in a.pick(groups) where a.chance(0.9) { arguments += [name, a.chance(0.7) ? "\(a.random.unit() * 200)" : a.numberText()] }
      if a.chance(0.2) { arguments += ["--mass", a.numberText()] }
      for name in ["--from", "--to", "--initial-velocity"] where a.chance(0.3) { arguments += [name, a.numberText()] }
      if a.chance(0.4) { arguments += ["--model", a.pick(["physical", "core-animation", "jnw", "bouncy"])] }
      if a.chance(0.3) { arguments += ["--integrator", a.pick(["closed-form", "exact-step", "rk4", "semi-implicit-euler", "verlet"])] }
      if a.chance(0.3) { arguments += ["--fps", a.pick(["60", "120", "0", "1e-320", a.numberText()])] }
      if a.chance(0.4) { arguments += ["--until", a.pick(["1", "0", "0.25", a.numberText()])] } else if a.chance(0.3) {
        arguments += ["--at", a.numberText()]
      }
      if a.chance(0.2) { arguments += ["--epsilon", a.numberText()] }
      arguments += ["--format", a.pick(["csv", "json", "css", "xml"])]
    default:
      arguments = ["wave", "--width", a.pick(["375", "10", "1", a.numberText()])]
      if a.chance(0.3) { arguments += ["--scale", a.pick(["3", "1", a.numberText()])] }
      if a.chance(0.3) {
        arguments += ["--preset", "header"]
        if a.chance(0.5) { arguments += ["--layer", a.pick(["1", "2", "3"])] }
      } else {
        arguments += ["--amplitude", a.numberText()]
        arguments += [a.pick(["--angular-frequency", "--wavelength", "--periods"]), a.numberText()]
      }
      for name in ["--phase", "--baseline", "--speed", "--time", "--closed-to"] where a.chance(0.2) { arguments += [name, a.numberText()] }
    }
    return arguments
  }

  @Test("every command line ends in exit 0 with parseable output, or exit 64 with one line and nothing written", arguments: seeds)
  func commandLines(seed: UInt64) throws {
    var adversary = Adversary(seed: seed)
    let directory = try CurvesRunner.temporaryDirectory()
    let existing = directory.appendingPathComponent("existing.csv")
    var outcomes = [Int32: Int]()
    for run in 0..<Self.commandRuns {
      var arguments = Self.commandLine(&adversary)
      // Sometimes write to a file: new, or one that exists already.
      let target: URL? = adversary.chance(0.25) ? (adversary.chance(0.5) ? existing : directory.appendingPathComponent("new-\(run).csv")) : nil
      if let target { arguments += ["--output", target.path] }
      try Data("previous".utf8).write(to: existing)
      let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      let result = try CurvesRunner.run(arguments, in: directory)
      outcomes[result.status, default: 0] += 1
      let shown = arguments.map { $0.debugDescription }.joined(separator: " ")
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(shown)")
      if result.status != 0 {
        #expect(result.stdout.isEmpty, "stdout on error: \(shown)")
        #expect(result.stderr.hasPrefix("curves: ") && result.stderr.hasSuffix("\n") && result.stderrLines.count == 1, "stderr \(result.stderr.debugDescription): \(shown)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before, "files changed: \(shown)")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "previous", "existing file changed: \(shown)")
        continue
      }
      #expect(result.stderr.isEmpty, "stderr on success: \(shown)")
      let text = try target.map { try String(contentsOf: $0, encoding: .utf8) } ?? result.stdout
      if target != nil { #expect(result.stdout.isEmpty) }
      Self.checkOutput(text, arguments: arguments, shown: shown)
    }
    print("fuzz seed \(seed): \(Self.commandRuns) command lines, exit statuses \(outcomes.sorted { $0.key < $1.key })")
  }

  /// Issue 27, item 14: `--output /dev/stdout` under `>> log` writes through the descriptor the
  /// shell opened, appending; on a refusal it writes nothing. Random command lines, each run once
  /// plainly and once as `printf 'EARLIER\n' > log; curves … --output /dev/stdout >> log`.
  @Test("--output /dev/stdout under an append redirect keeps what came before", arguments: seeds)
  func appendRedirect(seed: UInt64) throws {
    var adversary = Adversary(seed: seed &+ 9000)
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("log.txt")
    for _ in 0..<Self.commandRuns / 4 {
      let arguments = Self.commandLine(&adversary)
      let plain = try CurvesRunner.run(arguments, in: directory)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.currentDirectoryURL = directory
      let script = #"printf 'EARLIER\n' > log.txt; exec "$0" "$@" --output /dev/stdout >> log.txt"#
      process.arguments = ["-c", script, CurvesRunner.executable.path] + arguments
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let shown = arguments.map(\.debugDescription).joined(separator: " ")
      #expect(process.terminationStatus == plain.status, "exit \(process.terminationStatus): \(shown)")
      let written = try String(contentsOf: log, encoding: .utf8)
      #expect(written == "EARLIER\n" + (plain.status == 0 ? plain.stdout : ""), "\(shown)")
    }
  }

  /// The output of a successful run parses as the format it claims, with finite numbers where the
  /// input was finite and valid.
  static func checkOutput(_ text: String, arguments: [String], shown: String) {
    if arguments.contains("--css") || arguments.contains("--to-linear") {
      #expect(text.hasSuffix("\n") && text.split(separator: "\n").count == 1, "\(shown)")
      return
    }
    if let index = arguments.firstIndex(of: "--format"), index + 1 < arguments.count {
      switch arguments[index + 1] {
      case "json":
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["samples"] is [Any], "JSON does not parse: \(shown)")
        return
      case "css":
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("linear(") && lines[1].hasSuffix("s"), "\(shown)")
        #expect(Double(String(lines.last?.dropLast() ?? "")).map { $0.isFinite && $0 > 0 } == true, "\(shown)")
        return
      default: break
      }
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "", "no final newline: \(shown)")
    lines = lines.dropLast()
    guard let header = lines.first else {
      Issue.record("empty CSV: \(shown)")
      return
    }
    let columns = header.split(separator: ",").count
    #expect(["x,y,dydx", "t,value,velocity", "x,y"].contains(String(header)), "header \(header): \(shown)")
    for line in lines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let fields = cells.map { Double($0) }
      // Every cell a number, but a timing function's slope where it jumps: an empty cell (no
      // output prints nan).
      let slope = header == "x,y,dydx" ? 2 : -1
      #expect(
        cells.count == columns && cells.indices.allSatisfy { fields[$0] != nil || ($0 == slope && cells[$0].isEmpty) }
          && !line.lowercased().contains("nan"), "row \(line): \(shown)")
      // Values are finite; a timing function's slope may be ±∞ (vertical tangent) or absent (a jump).
      // A cubic bézier is finite on [0, 1]; a straight extension (outside [0, 1], or past the last
      // point of a linear()) may pass the largest Double, so ±∞ there, but never nan.
      if header == "x,y,dydx", let x = fields[0], let y = fields[1] {
        let bounded = x >= 0 && x <= 1 && bezier(arguments[1]) != nil
        #expect(x.isFinite && (bounded ? y.isFinite : !y.isNaN), "row \(line): \(shown)")
      } else {
        #expect(fields.allSatisfy { $0?.isFinite == true }, "row \(line): \(shown)")
      }
    }
    // Cubic béziers against the double-double reference.
    if arguments[0] == "timing", let curve = bezier(arguments[1]) {
      let reference = ReferenceBezier(curve.0, curve.1, curve.2, curve.3)
      let scale = max(1, abs(curve.1), abs(curve.3))
      for line in lines.dropFirst() {
        let fields = line.split(separator: ",").compactMap { Double(String($0)) }
        guard fields.count == 3, fields[0] >= 0, fields[0] <= 1 else { continue }
        #expect(abs(fields[1] - reference.value(at: fields[0])) <= 1e-12 * scale, "\(line): \(shown)")
      }
    }
  }

  /// The control points of plain `cubic-bezier(a, b, c, d)` text, when they are numbers.
  static func bezier(_ text: String) -> (Double, Double, Double, Double)? {
    guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
    let numbers = text.dropFirst(13).dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4, let a = numbers[0], let b = numbers[1], let c = numbers[2], let d = numbers[3] else { return nil }
    return (a, b, c, d)
  }
}
