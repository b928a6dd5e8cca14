import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `curves`: exports MotionCurves' curves as CSV for plotting.
///
/// Every failure — a bad flag, an unreadable easing, a value out of range — ends the same way:
/// exit status 64 (EX_USAGE), exactly one line on stderr, nothing on stdout and no output file.
@main
struct Curves: ParsableCommand {
  /// The package's version, which `curves --version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "curves",
    abstract: "Export MotionCurves' timing curves, springs, waves, paths, transforms, colours, animations and scenes as CSV.",
    version: version,
    subcommands: [
      TimingCommand.self, SpringCommand.self, WaveCommand.self, PathToolCommand.self, TransformCommand.self,
      AnimateCommand.self, KeyframesCommand.self, DecayCommand.self, SnapCommand.self, RubberBandCommand.self, ColorCommand.self, SceneCommand.self,
      LottieCommand.self,
    ])

  static func main() {
    // A closed pipe is a write error to report, not a signal that ends the process silently.
    signal(SIGPIPE, SIG_IGN)
    do {
      try refuseTooManyArguments(CommandLine.arguments.count - 1)
      try refuseRepeatedOptions(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let arguments = Array(CommandLine.arguments.dropFirst())
      if code == .success, let grouped = spuriousHelpRequest(arguments) {
        // Argument parsing splits '-10%, red' into the short flags -1 -0 -% … and finds -h among
        // them: a value that starts with '-', not a request for help.
        writeStandardError(
          "curves: unknown option \(quoted(grouped)) (a value that starts with '-' goes after --)\n")
        terminate(64)
      }
      if code == .success {
        // --help and --version: the full text, on stdout.
        print(fullMessage(for: error))
        terminate(0)
      }
      // One line: the message without the usage and help lines argument parsing appends, with any
      // line break inside it (from quoted input) escaped.
      let lines = self.message(for: error).split(separator: "\n")
        .filter { !$0.hasPrefix("Usage:") && !$0.hasPrefix("Help:") && !$0.hasPrefix("  See '") }
      let message = lines.isEmpty ? "invalid input" : escaped(lines.joined(separator: "\n"))
      writeStandardError("curves: \(message)\n")
      terminate(64)
    }
  }
}

/// The argument that made argument parsing print help although no help was asked for (no `-h`,
/// `--help`, `help` or `--version` before `--`): a dash-led value such as `-10%, red`, which it read
/// as grouped short flags containing `h`. Nil when help was asked for.
func spuriousHelpRequest(_ arguments: [String]) -> String? {
  let before = arguments.prefix { $0 != "--" }
  let asked: Set<String> = ["-h", "--help", "-help", "help", "--version", "--experimental-dump-help"]
  if before.contains(where: asked.contains) { return nil }
  return before.first { $0.hasPrefix("-") && !$0.hasPrefix("--") && $0.count > 2 && $0.contains("h") }
}

/// The options that may be given more than once: the repeatable `--at` and `--progress`.
let repeatableOptions: Set<String> = ["--at", "--progress", "--at-length", "--at-fraction"]

/// Refuses an option given twice, where the last would silently win.
/// The most arguments one run takes. Argument parsing costs time quadratic in the number of
/// times one option repeats (20,000 `--at` options took 18 s), so the count is the budget that
/// keeps parsing under half a second: more times come from `--fps`, `--from` and `--until`.
let maximumArguments = 4_096

/// Refuses a command line of more than ``maximumArguments`` arguments before parsing it.
func refuseTooManyArguments(_ count: Int) throws {
  guard count <= maximumArguments else {
    throw ValidationError(
      "\(count) arguments is more than \(maximumArguments): ask for many times with --fps, --from and --until instead of --at")
  }
}

func refuseRepeatedOptions(_ arguments: [String]) throws {
  var seen: Set<String> = []
  for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") && argument.count > 2 {
    let name = String(argument.prefix { $0 != "=" })
    if !repeatableOptions.contains(name) && !seen.insert(name).inserted {
      throw ValidationError("\(escaped(name)) is given more than once")
    }
  }
}

/// Runs a library call, turning its typed error into the one-line usage error every failure ends in.
@discardableResult
func usage<T, Failure: Error>(_ body: () throws(Failure) -> T) throws -> T {
  do {
    return try body()
  } catch {
    throw ValidationError("\(error)")
  }
}

func writeStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Flushes standard output and ends the process with `code`.
func terminate(_ code: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(code)
  #else
    Darwin.exit(code)
  #endif
}
