import Foundation
import TestSupport
import Testing

/// Every timing case of the Web Animations fixture through the built `curves animate`: one
/// `"timing"` document per distinct timing, run once with an `--at` per case, its CSV read back
/// and each expected quantity compared, exact unless the case has a tolerance.
///
/// What the command line cannot express is left out, and counted: the 18 cases whose effect has
/// no animation (`associated: false`, an unresolved local time), and the expected keys that are
/// not CSV columns (activeDuration, endTime, localTime, currentDirection, beforeFlag). That
/// leaves 824 cases with 2,816 expected values, in 211 runs.
@Suite("curves animate: Web Animations timing conformance")
struct AnimateConformanceCommandTests {
  /// An expected cell: empty (unresolved), `inf`, a number, or text (a phase).
  enum Expected: Sendable, CustomStringConvertible {
    case unresolved, infinity, number(Double), text(String)

    init?(_ any: Any) {
      if any is NSNull {
        self = .unresolved
      } else if let text = any as? String {
        self = text == "Infinity" ? .infinity : .text(text)
      } else if let number = jsonNumber(any) {
        self = .number(number)
      } else {
        return nil
      }
    }

    /// Whether a CSV cell meets the expectation within `tolerance`.
    func matches(_ cell: Substring, tolerance: Double) -> Bool {
      switch self {
      case .unresolved: return cell.isEmpty
      case .infinity: return cell == "inf"
      case let .text(text): return cell == text
      case let .number(want):
        guard let got = Double(String(cell)), got.isFinite else { return false }
        return tolerance == 0 ? got == want : abs(got - want) <= tolerance
      }
    }

    var description: String {
      switch self {
      case .unresolved: return "(empty)"
      case .infinity: return "inf"
      case let .number(value): return "\(value)"
      case let .text(text): return text
      }
    }
  }

  /// One fixture case as the command checks it.
  struct Case: Sendable {
    var id: String
    var localTime: Double
    var expected: [(column: String, value: Expected)]
    var tolerance: Double
    var negated: Bool
  }

  /// One run of the command: a timing document and the cases evaluated on it.
  struct Run: Sendable, CustomTestStringConvertible {
    var timing: String
    var cases: [Case]
    var testDescription: String { "\(cases[0].id) (\(cases.count) cases)" }
  }

  /// The CSV columns, in order.
  static let columns = [
    "t", "phase", "activeTime", "overallProgress", "simpleIterationProgress", "currentIteration", "directedProgress", "progress",
  ]

  static let sections = [
    "active_time", "local_time", "phases", "current_iteration", "simple_iteration_progress",
    "transformed_progress", "update_timing", "active_duration", "end_time", "directed_progress", "fill_modes",
  ]

  // Read once, never mutated.
  nonisolated(unsafe) static let fixture = fixtureObject(named: "web-animations-timing")

  /// Every case of the timing sections, in order.
  static var allCases: [[String: Any]] { sections.flatMap { fixture[$0] as? [[String: Any]] ?? [] } }

  /// The cases grouped by their timing (the inputs without the local time), in fixture order.
  static let runs: [Run] = {
    var order: [String] = []
    var grouped: [String: [Case]] = [:]
    for c in allCases {
      guard var inputs = c["inputs"] as? [String: Any], inputs["associated"] as? Bool != false,
        let localTime = jsonNumber(inputs["localTime"]), let expected = c["expected"] as? [String: Any]
      else { continue }
      let checked = expected.compactMap { key, value in
        columns.contains(key) ? Expected(value).map { (column: key, value: $0) } : nil
      }.sorted { $0.column < $1.column }
      guard !checked.isEmpty else { continue }
      for key in ["localTime", "_specified", "associated"] { inputs[key] = nil }
      guard let data = try? JSONSerialization.data(withJSONObject: ["timing": inputs], options: [.sortedKeys]) else { continue }
      let timing = String(decoding: data, as: UTF8.self)
      let tolerance = jsonNumber(c["tolerance"]) ?? 0
      let item = Case(
        id: c["id"] as? String ?? "?", localTime: localTime, expected: checked, tolerance: tolerance,
        negated: c["compare"] as? String == "not_equals")
      if grouped[timing] == nil { order.append(timing) }
      grouped[timing, default: []].append(item)
    }
    return order.map { Run(timing: $0, cases: grouped[$0] ?? []) }
  }()

  @Test("824 of the 845 timing cases are checkable on the command line, with 2,816 values in 211 runs")
  func counts() {
    #expect(Self.allCases.count == 845)
    let unassociated = Self.allCases.filter { ($0["inputs"] as? [String: Any])?["associated"] as? Bool == false }
    #expect(unassociated.count == 18)
    #expect(Self.runs.map(\.cases.count).reduce(0, +) == 824)
    #expect(Self.runs.flatMap(\.cases).map(\.expected.count).reduce(0, +) == 2816)
    #expect(Self.runs.count == 211)
  }

  @Test("every checkable case passes through curves animate", arguments: runs)
  func run(_ run: Run) throws {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("timing.json")
    try Data(run.timing.utf8).write(to: file)
    let result = try CurvesRunner.run(["animate", file.path] + run.cases.flatMap { ["--at", "\($0.localTime)"] })
    #expect(result.status == 0, "\(run.timing): \(result.stderr)")
    #expect(result.lines.first.map(String.init) == Self.columns.joined(separator: ","))
    let rows = result.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    try #require(rows.count == run.cases.count)
    for (c, row) in zip(run.cases, rows) {
      try #require(row.count == Self.columns.count, "\(c.id): \(row)")
      #expect(Double(String(row[0])) == c.localTime, "\(c.id)")
      for (column, expected) in c.expected {
        let cell = row[Self.columns.firstIndex(of: column) ?? 0]
        #expect(
          expected.matches(cell, tolerance: c.tolerance) != c.negated,
          "\(c.id) \(column): expected \(c.negated ? "not " : "")\(expected), got '\(cell)' (\(run.timing))")
      }
    }
  }
}
