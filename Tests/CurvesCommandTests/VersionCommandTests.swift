import TestSupport
import Foundation
import Testing

/// `curves --version`: runs the built executable.
@Suite("curves --version")
struct VersionCommandTests {
  @Test("prints the package's version, 0.x.y, on one line of stdout and exits 0")
  func version() throws {
    let result = try CurvesRunner.run(["--version"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.count == 1, "\(result.stdout)")
    let parts = try #require(result.lines.first).split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts[0] == "0" && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(result.stdout)")
  }
}
