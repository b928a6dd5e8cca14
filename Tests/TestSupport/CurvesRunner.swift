import Foundation
import Testing

/// Runs the built `curves` executable, as a user would, and captures what it prints.
public struct CurvesRunner {
  public struct Result {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var lines: [Substring] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    public var stderrLines: [Substring] { stderr.split(separator: "\n") }
  }

  /// The directory the test bundle was built into; SwiftPM puts the products beside it.
  public static var productsDirectory: URL {
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  public static var executable: URL { productsDirectory.appendingPathComponent("curves") }

  public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A fresh empty directory for files the command writes.
  public static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("curves-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The contract for bad input: exit status 64, nothing on stdout, one line on stderr that says
  /// what is wrong (containing `fragment`).
  public static func expectUsageError(_ result: Result, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 64, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("curves: ") && result.stderr.contains(fragment), "\(result.stderr)", sourceLocation: sourceLocation)
  }
}
