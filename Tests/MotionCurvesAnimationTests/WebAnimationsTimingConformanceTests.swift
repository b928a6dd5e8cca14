import Foundation
import MotionCurvesAnimation
import TestSupport
import Testing

/// Every timing case of the Web Animations fixture through ``EffectTiming``: each expected
/// quantity exact where the case is exact (`assert_equals`), else within the case's own tolerance.
@Suite("Web Animations timing conformance")
struct WebAnimationsTimingConformanceTests {
  /// The computed quantity a fixture key names.
  static func actual(_ key: String, _ timing: EffectTiming, _ computed: ComputedTiming) -> Any? {
    switch key {
    case "phase": return computed.phase.rawValue
    case "activeTime": return computed.activeTime
    case "overallProgress": return computed.overallProgress
    case "simpleIterationProgress": return computed.simpleIterationProgress
    case "currentIteration": return computed.currentIteration
    case "currentDirection": return computed.currentDirection?.rawValue
    case "directedProgress": return computed.directedProgress
    case "beforeFlag": return computed.beforeFlag
    case "progress": return computed.progress
    case "localTime": return computed.localTime
    case "activeDuration": return timing.activeDuration
    case "endTime": return timing.endTime
    default: return "unknown key \(key)"
    }
  }

  /// nil when the actual value meets the expectation, else what went wrong.
  static func mismatch(_ expected: Any, _ actual: Any?, tolerance: Double, negated: Bool) -> String? {
    let met: Bool
    if expected is NSNull {
      met = actual == nil
    } else if let text = expected as? String, text != "Infinity" {
      met = (actual as? String) == text
    } else if let flag = actual as? Bool {
      met = (expected as? Bool) == flag
    } else if let want = jsonNumber(expected), let got = actual as? Double {
      met = want.isInfinite ? got == want : abs(got - want) <= tolerance
    } else {
      met = false
    }
    return met != negated ? nil : "expected \(negated ? "not " : "")\(expected), got \(String(describing: actual))"
  }

  @Test("the fixture holds the 845 timing cases of its counts")
  func complete() {
    let count = WebAnimationsFixture.timingSections.map { WebAnimationsFixture.cases($0).count }.reduce(0, +)
    #expect(count == 845)
  }

  @Test("every timing case passes", arguments: WebAnimationsFixture.timingSections)
  func section(_ name: String) throws {
    let cases = WebAnimationsFixture.cases(name)
    #expect(!cases.isEmpty)
    for c in cases {
      let id = c["id"] as? String ?? "?"
      let inputs = try #require(c["inputs"] as? [String: Any])
      let expected = try #require(c["expected"] as? [String: Any])
      let timing = try WebAnimationsFixture.timing(inputs)
      let computed = timing.evaluate(at: WebAnimationsFixture.localTime(inputs))
      let tolerance = jsonNumber(c["tolerance"]) ?? 0
      for (key, value) in expected {
        let problem = Self.mismatch(
          value, Self.actual(key, timing, computed), tolerance: tolerance, negated: c["compare"] as? String == "not_equals")
        #expect(problem == nil, "\(id) \(key): \(problem ?? "")")
      }
    }
  }
}
