import Foundation
import TestSupport

/// `Fixtures/svg-paths.json` (copied from `../shared/conformance/`, sources in its `_about`), read
/// once for the conformance suites that walk it as JSON objects.
enum SVGPathsFixture {
  // Read once, never mutated.
  nonisolated(unsafe) static let object = fixtureObject(named: "svg-paths")

  static func section(_ name: String) -> [String: Any] { object[name] as? [String: Any] ?? [:] }
  static func cases(_ name: String) -> [[String: Any]] { section(name)["cases"] as? [[String: Any]] ?? [] }
}
