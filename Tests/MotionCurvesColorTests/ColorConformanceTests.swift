import Foundation
import MotionCurvesColor
import TestSupport
import Testing

/// color.js's conversion tests between CSS spaces (`css-color.json` section
/// `colorjs_conversions_css_spaces`, and the cases that section leaves out in
/// `colorjs-conversions-supplement.json`), each within its own epsilon.
///
/// A null expectation in the hue position means the hue is powerless (NaN in color.js): it must be
/// missing. A null anywhere else is a hole in color.js's sparse array (`[, 0, null]` for gray), a
/// coordinate color.js does not check.
@Suite("Color conformance")
struct ColorConformanceTests {
  struct Case {
    let group: String
    let input: String
    let target: String
    let expect: [Double?]
    let epsilon: Double
  }

  static func cases(_ object: [String: Any], key: String) -> [Case] {
    (object[key] as? [[String: Any]] ?? []).map { c in
      Case(
        group: c["group"] as? String ?? "", input: c["input"] as? String ?? "", target: c["to_space"] as? String ?? "",
        expect: (c["expect"] as? [Any] ?? []).map(jsonNumber),
        epsilon: c["epsilon"] as? Double ?? 0)
    }
  }

  static let shared = cases(fixtureObject(named: "css-color"), key: "colorjs_conversions_css_spaces")
  static let supplement = cases(fixtureObject(named: "colorjs-conversions-supplement"), key: "cases")

  /// Whether a case passes; the reason when it does not.
  static func check(_ c: Case) -> String? {
    guard let color = try? CSSColor(css: c.input) else { return "'\(c.input)' does not parse" }
    guard let space = CSSColorSpace(cssName: c.target) else { return "unknown space \(c.target)" }
    let result = color.converted(to: space)
    for i in 0..<3 {
      guard let expected = c.expect[i] else {
        if i == space.hueIndex, result.component(i) != nil { return "hue should be missing: \(result)" }
        continue
      }
      guard let actual = result.component(i) else { return "component \(i) is missing: \(result)" }
      if abs(actual - expected) > c.epsilon { return "component \(i): \(actual) vs \(expected)" }
    }
    return nil
  }

  @Test("all 32 color.js cases of css-color.json pass within their epsilon")
  func sharedCases() {
    #expect(Self.shared.count == 32)
    let failures = Self.shared.compactMap { c in Self.check(c).map { "\(c.group) \(c.input) → \(c.target): \($0)" } }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("the 10 color.js cases the shared file leaves out pass too")
  func supplementCases() {
    #expect(Self.supplement.count == 10)
    let failures = Self.supplement.compactMap { c in Self.check(c).map { "\(c.group) \(c.input) → \(c.target): \($0)" } }
    #expect(failures.isEmpty, "\(failures)")
  }
}
