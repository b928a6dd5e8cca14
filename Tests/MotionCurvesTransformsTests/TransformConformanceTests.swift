import Foundation
import TestSupport
import Testing

import MotionCurvesTransforms

/// Every case of css-transforms-interpolation.json (web-platform-tests css/css-transforms/
/// animation), under its own comparison rule, with the default options:
///
/// - `normalizeValue(2dp)`: the computed values of result and expectation agree number by
///   number after the browser's serialization (6 significant digits) and JavaScript's
///   toFixed(2). For `transform` both are compared as the 16 entries of
///   their matrices: whether a browser prints `matrix()` or `matrix3d()` follows its operation
///   types, an engine artefact, so the label is not compared.
/// - `compareWithPerspective`: relative 1e-5 per matrix entry.
/// - exact string: the interpolated list's text equals the expectation.
/// - reftest: the midpoint's matrix equals the expectation's (2-dp per entry, in the reftest's
///   120 × 80 px border box with 15px font).
///
/// `initial`, `inherit`, `unset` and neutral keyframes take the values of the WPT style sheets
/// (css-transforms-context.json).
@Suite("CSS transforms conformance (web-platform-tests)")
struct TransformConformanceTests {
  static var fixture: [String: Any] { fixtureObject(named: "css-transforms-interpolation") }
  nonisolated(unsafe) static let contextFixture = fixtureObject(named: "css-transforms-context")
  static var cases: [[String: Any]] { fixture["cases"] as? [[String: Any]] ?? [] }

  struct Outcome {
    var passed = 0
    var failures: [String] = []
  }

  @Test("all 663 cases are present")
  func count() {
    #expect(Self.cases.count == 663)
  }

  @Test("every case passes under its comparison rule")
  func everyCase() throws {
    var perFile: [String: Outcome] = [:]
    for c in Self.cases {
      let file = c["file"] as? String ?? "?"
      let result: String?
      do {
        result = try Self.check(c)
      } catch {
        result = "threw \(error)"
      }
      if let result {
        perFile[file, default: Outcome()].failures.append(
          "\(c["property"] ?? "") \(c["from"] ?? "") → \(c["to"] ?? "") at \(c["at"] ?? ""): \(result)")
      } else {
        perFile[file, default: Outcome()].passed += 1
      }
    }
    for (file, outcome) in perFile.sorted(by: { $0.key < $1.key }) {
      print("\(file): \(outcome.passed)/\(outcome.passed + outcome.failures.count)")
      for failure in outcome.failures { Issue.record("\(file): \(failure)") }
    }
    #expect(perFile.values.map(\.passed).reduce(0, +) == 663)
  }

  // MARK: - One case

  /// nil when the case passes, else what differed.
  static func check(_ c: [String: Any]) throws -> String? {
    let file = c["file"] as? String ?? ""
    let property = c["property"] as? String ?? ""
    let kind = c["kind"] as? String ?? ""
    let comparison = c["comparison"] as? String ?? ""
    let context = Self.context(file)
    let from = resolveKeyword(c["from"] as? String ?? "", file: file)
    let to = resolveKeyword(c["to"] as? String ?? "", file: file)
    let expect = c["expect"] as? String ?? ""
    if kind == "no_interpolation" {
      // perspective: none ↔ length is discrete: from below 0.5, to from 0.5 on.
      let a = try CSSPerspective(css: from)
      let b = try CSSPerspective(css: to)
      for t in c["at"] as? [Double] ?? [] {
        let expected = t < 0.5 ? a : b
        if try a.interpolated(to: b, at: t) != expected { return "not discrete at \(t)" }
      }
      return nil
    }
    let t = jsonNumber(c["at"]) ?? .nan
    switch property {
    case "transform":
      let a = try CSSTransformList(css: from)
      let b = try CSSTransformList(css: to)
      let result = try a.interpolated(to: b, at: t, context: context)
      if comparison.hasPrefix("exact string") {
        return result.cssText == expect ? nil : "got \(result.cssText)"
      }
      let actual = try result.matrix(in: context).matrix3d
      let expected = try CSSTransformList(css: expect).matrix(in: context).matrix3d
      if comparison == "compareWithPerspective" {
        // transform-interpolation-001's compareWithPerspective: |a − e| / max(1e-6, min(|a|, |e|)) < 1e-5.
        return isClose(actual, expected, .relative(1e-5, floor: 1e-6)) ? nil : "got \(actual)"
      }
      return compare(actual, expected)
    case "rotate":
      let result = try CSSRotate(css: from).interpolated(to: CSSRotate(css: to), at: t)
      return compareText(result.cssText, try CSSRotate(css: expect).cssText)
    case "translate":
      let result = try CSSTranslate(css: from).interpolated(to: CSSTranslate(css: to), at: t)
      return compareText(result.cssText, try CSSTranslate(css: expect).cssText)
    case "scale":
      let result = try CSSScale(css: from).interpolated(to: CSSScale(css: to), at: t)
      return compareText(result.cssText, try CSSScale(css: expect).cssText)
    case "perspective":
      let result = try CSSPerspective(css: from).interpolated(to: CSSPerspective(css: to), at: t)
      return compareText(result.cssText, try CSSPerspective(css: expect).cssText)
    case "transform-origin", "perspective-origin":
      let depth = property == "transform-origin"
      let box = context.referenceBox ?? SIMD2(0, 0)
      let result = try CSSTransformOrigin(css: from, allowsDepth: depth)
        .interpolated(to: CSSTransformOrigin(css: to, allowsDepth: depth), at: t)
      let actual = try result.resolved(in: box, fontSize: context.fontSize)
      let expected = try CSSTransformOrigin(css: expect, allowsDepth: depth).resolved(in: box, fontSize: context.fontSize)
      return compare([actual.x, actual.y, actual.z], [expected.x, expected.y, expected.z])
    default:
      return "unknown property \(property)"
    }
  }

  static func compare(_ actual: [Double], _ expected: [Double]) -> String? {
    WPTNormalization.normalized(actual) == WPTNormalization.normalized(expected)
      ? nil : "got \(WPTNormalization.normalized(actual)), expected \(WPTNormalization.normalized(expected))"
  }

  /// Two computed-value texts compared as normalizeValue does: numbers rounded, the rest equal.
  static func compareText(_ actual: String, _ expected: String) -> String? {
    normalize(actual) == normalize(expected) ? nil : "got '\(actual)', expected '\(expected)'"
  }

  static func normalize(_ text: String) -> String {
    let pattern = try? NSRegularExpression(pattern: #"-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?"#)
    var result = ""
    var last = text.startIndex
    let range = NSRange(text.startIndex..., in: text)
    for match in pattern?.matches(in: text, range: range) ?? [] {
      guard let r = Range(match.range, in: text) else { continue }
      result += text[last..<r.lowerBound]
      result += WPTNormalization.normalized([Double(text[r]) ?? .nan])[0]
      last = r.upperBound
    }
    return result + text[last...]
  }

  // MARK: - Cascade context

  static func context(_ file: String) -> CSSTransformContext {
    if file.contains("transform-interpolation-reftests.js") {
      return CSSTransformContext(referenceBox: SIMD2(120, 80), fontSize: 15)
    }
    let files = contextFixture["files"] as? [String: [String: Any]] ?? [:]
    let entry = files[file]
    if let box = entry?["box"] as? [Double] { return CSSTransformContext(referenceBox: SIMD2(box[0], box[1]), fontSize: 16) }
    return CSSTransformContext(referenceBox: SIMD2(100, 100), fontSize: 16)
  }

  /// `initial`/`unset` → the initial value, `inherit` → the parent's, `(neutral)` → the
  /// target's underlying value (WPT style sheets).
  static func resolveKeyword(_ value: String, file: String) -> String {
    let files = contextFixture["files"] as? [String: [String: Any]] ?? [:]
    guard let entry = files[file] else { return value }
    switch value {
    case "initial", "unset": return entry["initial"] as? String ?? value
    case "inherit": return entry["parent"] as? String ?? value
    case "(neutral)": return entry["underlying"] as? String ?? value
    default: return value
    }
  }
}
