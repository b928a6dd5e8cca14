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
  static let configuration = CommandConfiguration(
    commandName: "curves",
    abstract: "Export MotionCurves' timing curves, springs and waves as CSV.",
    subcommands: [TimingCommand.self, SpringCommand.self, WaveCommand.self])

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help and --version: the full text, on stdout.
        print(fullMessage(for: error))
        terminate(0)
      }
      let message = self.message(for: error)
        .split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid input"
      writeStandardError("curves: \(message)\n")
      terminate(64)
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
