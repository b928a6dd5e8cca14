import Foundation
import TestSupport
import Testing

/// The command-line reproductions of the hostile-input report (items 1, 3, 4, 7, 8, 17–21).
@Suite("curves: hostile input")
struct HostileCommandTests {
  @Test("traps and runaway work become usage errors", arguments: [
    (["spring", "--stiffness", "100", "--damping", "10", "--until", "1e300"], "samples is above the limit"),
    (["spring", "--stiffness", "100", "--damping", "1e-17"], "samples is above the limit"),
    (["spring", "--stiffness", "1e-300", "--damping", "1"], "samples is above the limit"),
    (["timing", "cubic-bezier(0, 5, 1, 5)", "--to-linear", "--tolerance", "1e308"], "tolerance 1e+308"),
    (["timing", "steps(100000000)", "--to-linear"], "more than 100000 steps"),
    (["timing", "steps(2147483648)", "--to-linear"], "more than 100000 steps"),
    (["spring", "--from", "1e300", "--stiffness", "1", "--damping", "1", "--model", "jnw"], "32-bit float range"),
    (["spring", "--stiffness", "100", "--damping", "10", "--fps", "1e-320", "--until", "1"], "fps = 1e-320"),
    (["spring", "--tension", "2.5751767911080026", "--friction", "128.72283376855245", "--integrator", "semi-implicit-euler"], "diverged"),
  ])
  func limits(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }

  /// Issue 27, item 4: repeated `--at` options cost quadratic time in argument parsing (20,000
  /// took 18 s, 100,000 on `animate` did not finish in 120 s). A command line is at most 4,096
  /// arguments; beyond, one line and exit 64 before any parsing.
  @Test("more than 4,096 arguments are refused before parsing; fewer are taken")
  func argumentBudget() throws {
    let many = ["timing", "ease"] + Array(repeating: "--at=0.5", count: 100_000)
    CurvesRunner.expectUsageError(try CurvesRunner.run(many), "100002 arguments is more than 4096")
    let animate = ["animate", "--animation", "opacity"] + Array(repeating: "--at=0.5", count: 20_000)
    CurvesRunner.expectUsageError(try CurvesRunner.run(animate), "arguments is more than 4096: ask for many times with --fps")
    let one = ["timing", "ease"] + Array(repeating: "--at=0.5", count: 4_095)
    CurvesRunner.expectUsageError(try CurvesRunner.run(one), "4097 arguments is more than 4096")
    // Well inside the budget, every time is a row (the header, then one per --at).
    let some = ["timing", "ease"] + Array(repeating: "--at=0.25", count: 1_000)
    let result = try CurvesRunner.run(some)
    #expect(result.status == 0 && result.lines.count == 1_001, "\(result.stderr)")
  }

  /// Issue 27, item 15: a negative value for a single-value option was refused as missing
  /// ("Missing value for '--offset <offset>'"). Every number option takes it, as `--at` does.
  @Test("negative values of single-value options are values")
  func negativeValues() throws {
    let trim = try CurvesRunner.run(["path", "trim", "M 0 0 L 10 0", "--start", "-0.25", "--end", "0.5"])
    #expect(trim.status == 0 && trim.lines == ["M 0 0 L 5 0"], "\(trim.stderr)")
    let lottie = try CurvesRunner.run(
      ["path", "trim", "M 0 0 L 10 0", "--start", "0", "--end", "0.5", "--offset", "-90", "--mode", "lottie-simultaneous"])
    #expect(lottie.status == 0 && lottie.lines == ["M 7.5 0 L 10 0 M 0 0 L 2.5 0"], "\(lottie.stderr)")
    let project = try CurvesRunner.run(
      ["transform", "project", "--bounds", "-10,0,20,10", "--matrix", "1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1"])
    #expect(project.status == 0 && project.lines.prefix(2) == ["x,y", "-10.0,0.0"], "\(project.stderr)")
    // Refused for what the value is, not as missing.
    CurvesRunner.expectUsageError(try CurvesRunner.run(["transform", "matrix", "translateX(1em)", "--em", "-1"]), "--em -1.0 needs")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["timing", "ease", "--samples", "-3"]), "--samples -3 must be at least 2")
  }

  /// Issue 27, item 14: `--output /dev/stdout` (or `/dev/stderr`, `/proc/self/fd/N`) renamed a new
  /// file over the one the shell had opened, so `>> log` lost what the log held and `{ …; } > out`
  /// kept only the command's line. Written through the open descriptor instead.
  @Test("--output naming a file the shell opened writes through it: appends keep what came before")
  func outputToOpenDescriptors() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    let curves = CurvesRunner.executable.path
    func shell(_ script: String) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      process.currentDirectoryURL = directory
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(script)")
    }
    func read(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    try shell("echo EARLIER > log.txt; '\(curves)' path length 'M0 0 L3 4' --output /dev/stdout >> log.txt")
    #expect(try read("log.txt") == "EARLIER\n5.0\n")
    try shell("{ echo header; '\(curves)' color resolve red --output /dev/stdout; echo footer; } > out.txt")
    #expect(try read("out.txt") == "header\nrgb(255, 0, 0)\nfooter\n")
    try shell("echo E > err.txt; '\(curves)' path length 'M0 0 L3 4' --output /dev/stderr 2>> err.txt")
    #expect(try read("err.txt") == "E\n5.0\n")
    try shell("echo X > fd.txt; '\(curves)' path length 'M0 0 L3 4' --output /proc/self/fd/3 3>> fd.txt")
    #expect(try read("fd.txt") == "X\n5.0\n")
    // A plain file is still replaced whole.
    try shell("echo OLD > plain.txt; '\(curves)' path length 'M0 0 L3 4' --output plain.txt")
    #expect(try read("plain.txt") == "5.0\n")
  }

  /// Issue 27, item 10 (first part): a conversion whose exact result is beyond the range of
  /// doubles printed `color(srgb none none none)` (a NaN written as a missing component) or
  /// `lab(-inf inf -inf)`; it is refused, naming the colour. A grey's powerless hue is still none.
  @Test("colours converted beyond the range of doubles are refused, not written as none or inf")
  func colorOverflow() throws {
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["color", "convert", "oklch(0.5 1e308 30)", "--to", "srgb"]), "in srgb has its r beyond ±1.8e308")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["color", "convert", "color(xyz 1e308 -1e308 1e308)", "--to", "lab"]), "in lab has its L beyond ±1.8e308")
    let grey = try CurvesRunner.run(["color", "convert", "white", "--to", "oklch"])
    #expect(grey.status == 0 && grey.stdout.hasSuffix(" none)\n"), "\(grey.stdout)")
  }

  /// Issue 27, item 15: an 82 KB nested calc() easing gave an 82,131-byte message; every command
  /// now quotes what was typed by one rule (60 characters and an ellipsis) and shortens the
  /// library's part.
  @Test("huge easings, paths and transforms: one short line quoting 60 characters")
  func hugeMessages() throws {
    let calc = String(repeating: "calc(", count: 5_000) + "0.5" + String(repeating: ")", count: 5_000)
    let runs: [[String]] = [
      ["timing", "steps(\(calc))"],
      ["timing", "cubic-bezier(" + String(repeating: "9", count: 100_000)],
      ["path", "length", "M 0 0 L " + String(repeating: "x", count: 100_000)],
      ["transform", "matrix", "rotate(" + String(repeating: "1", count: 100_000) + "foo)"],
    ]
    for arguments in runs {
      let result = try CurvesRunner.run(arguments)
      #expect(result.status == 64 && result.stderrLines.count == 1 && result.stderr.count < 400, "\(result.stderr.prefix(300))")
      #expect(result.stderr.contains("…'"), "\(result.stderr.prefix(300))")
    }
  }

  @Test("messages name what was typed, on one line (items 17, 18)", arguments: [
    (["timing", "cubic-bezier(\n1.5, 0, 1, 1)"], #"'cubic-bezier(\n1.5, 0, 1, 1)'"#),
    (["timing", "cubic-bezier(\u{2028}1.5, 0, 1, 1)"], #"\u{2028}"#),
    (["timing", "ease\r\u{85}"], #"\r\u{85}"#),
    (["spring", "--response", "1e300", "--damping-ratio", "0.5"], "response = 1e+300"),
    (["wave", "--width", "4", "--scale", "5e-324", "--amplitude", "1", "--periods", "1"], "--scale 5e-324"),
    (["timing", "ease", "--at", "1e400"], "1e400"),
    (["timing", "ease", "--at", "-1e-400"], "-1e-400"),
    // A dash-led value that argument parsing would read as grouped short flags with -h in them
    // (help, exit 0) is a usage error that names it.
    (["color", "gradient", "-10%, oklch(0.5 0.1 10)", "--at", "0.5"], "unknown option '-10%, oklch(0.5 0.1 10)' (a value that starts with '-' goes after --)"),
    (["timing", "-hx"], "unknown option '-hx'"),
  ])
  func messages(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }

  @Test("conflicting or repeated options are refused (item 21)", arguments: [
    (["spring", "--stiffness", "1", "--damping", "1", "--format", "css", "--at", "0.3"], "--format css"),
    (["wave", "--width", "10", "--preset", "header", "--phase", "3"], "--preset header sets"),
    (["timing", "ease", "--samples", "3", "--samples", "5"], "--samples is given more than once"),
    (["timing", "ease", "--output", "a", "--output=b"], "--output is given more than once"),
  ])
  func conflicts(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }

  @Test("huge times and frequencies give finite, exact rows (item 9)")
  func hugeArguments() throws {
    let spring = try CurvesRunner.run(["spring", "--response", "0.5", "--damping-ratio", "0.5", "--at", "1e301"])
    #expect(spring.status == 0 && spring.lines == ["t,value,velocity", "1e+301,1.0,0.0"])
    let wave = try CurvesRunner.run(["wave", "--width", "4", "--amplitude", "1", "--angular-frequency", "1", "--time", "1e301"])
    #expect(wave.status == 0 && wave.lines.count == 6)
    for (i, line) in wave.lines.dropFirst().enumerated() {
      #expect(abs((Double(String(line.split(separator: ",")[1])) ?? .nan) - Foundation.sin(Double(i))) <= 1.4e-14)
    }
    let steep = try CurvesRunner.run(["wave", "--width", "2", "--amplitude", "1", "--angular-frequency", "1.7976931348623157e308"])
    #expect(steep.status == 0 && steep.lines.dropFirst().allSatisfy { (Double(String($0.split(separator: ",")[1])) ?? .nan).isFinite })
  }

  @Test("JSON always parses: a non-finite number is null (item 19)")
  func json() throws {
    let result = try CurvesRunner.run(["spring", "--mass", "1e-300", "--stiffness", "1e300", "--damping", "1", "--at", "1", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let samples = try #require(object["samples"] as? [[String: Any]])
    #expect(samples.count == 1 && samples[0]["value"] as? Double == 1)
    let undamped = try CurvesRunner.run(["spring", "--stiffness", "1", "--damping", "0", "--until", "1", "--format", "json"])
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(undamped.stdout.utf8)) as? [String: Any])
    #expect(parsed["settlingDuration"] is NSNull && parsed["duration"] is NSNull)
  }

  @Test("--output: links followed, devices and FIFOs written directly, read-only files kept, long names (item 7)")
  func output() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    let manager = FileManager.default
    // A symbolic link: its target is replaced, the link stays a link.
    let target = directory.appendingPathComponent("target.csv")
    try Data("old".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.csv")
    try manager.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(try CurvesRunner.run(["timing", "ease", "--samples", "2", "--output", link.path]).status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("x,y,dydx"))
    #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == target.path)
    // A read-only file is not replaced, and keeps its mode.
    let locked = directory.appendingPathComponent("locked.csv")
    try Data("keep".utf8).write(to: locked)
    try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["timing", "ease", "--output", locked.path]), "read-only")
    #expect(try String(contentsOf: locked, encoding: .utf8) == "keep")
    #expect((try manager.attributesOfItem(atPath: locked.path)[.posixPermissions] as? Int) == 0o444)
    // A writable file keeps its mode when replaced.
    let shared = directory.appendingPathComponent("shared.csv")
    try Data("x".utf8).write(to: shared)
    try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: shared.path)
    #expect(try CurvesRunner.run(["timing", "ease", "--samples", "2", "--output", shared.path]).status == 0)
    #expect((try manager.attributesOfItem(atPath: shared.path)[.posixPermissions] as? Int) == 0o640)
    // /dev/null stays a character device.
    #expect(try CurvesRunner.run(["timing", "ease", "--output", "/dev/null"]).status == 0)
    #expect((try manager.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType) == .typeCharacterSpecial)
    // A 250-character name is a valid name.
    let long = directory.appendingPathComponent(String(repeating: "n", count: 250))
    #expect(try CurvesRunner.run(["timing", "ease", "--samples", "2", "--output", long.path]).status == 0)
    #expect(manager.fileExists(atPath: long.path))
    // A FIFO is written to, not replaced.
    let fifo = directory.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo.path]
    let received = Pipe()
    reader.standardOutput = received
    try reader.run()
    #expect(try CurvesRunner.run(["timing", "ease", "--samples", "2", "--output", fifo.path]).status == 0)
    let through = String(decoding: received.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    reader.waitUntilExit()
    #expect(through.hasPrefix("x,y,dydx\n"))
    var info = stat()
    #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    // '-' is standard output.
    #expect(try CurvesRunner.run(["timing", "ease", "--samples", "2", "--output", "-"]).lines.count == 3)
    // Nothing else was left in the directory (no temporary files).
    let names = try manager.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["fifo", "link.csv", "locked.csv", String(repeating: "n", count: 250), "shared.csv", "target.csv"].sorted())
  }

  @Test("failed writes exit 64 with a message (item 8)")
  func writeErrors() throws {
    let process = Process()
    process.executableURL = CurvesRunner.executable
    process.arguments = ["timing", "ease", "--samples", "5"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let err = Pipe()
    process.standardError = err
    try process.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
    #expect(message.hasPrefix("curves: cannot write standard output"))
  }
}
