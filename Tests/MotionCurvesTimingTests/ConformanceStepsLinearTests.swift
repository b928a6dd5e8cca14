import Foundation
import MotionCurvesTiming
import Testing

/// The steps(), linear() and syntax sections of the conformance fixture.
@Suite("CSS easing conformance: steps(), linear(), syntax")
struct ConformanceStepsLinearTests {
  typealias Fixture = ConformanceTests

  @Test("steps_single_derived and steps_boundary_beforeflag_derived: exact values, with the before flag")
  func steps() throws {
    for section in ["steps_single_derived", "steps_boundary_beforeflag_derived"] {
      for c in Fixture.cases(section) {
        let easing = try #require(c["easing"] as? String)
        let x = try #require(c["input"] as? Double)
        let before = try #require(c["beforeFlag"] as? Bool)
        let expected = try #require(c["expected"] as? Double)
        let y = try TimingFunction(css: easing).value(at: x, beforeFlag: before)
        // Exact in the tests; the fixture prints thirds to 12 digits.
        #expect(abs(y - expected) <= 5e-13, "\(section): \(easing) at \(x), before flag \(before)")
      }
    }
  }

  @Test("steps_output_chained: a cubic bézier effect easing feeding steps(), exact px")
  func chained() throws {
    for c in Fixture.cases("steps_output_chained") {
      let animation = try #require(c["animation"] as? [String: Any])
      let effect = try TimingFunction(css: try #require(animation["effect_easing"] as? String))
      let keyframe = try TimingFunction(css: try #require(animation["keyframe_easing"] as? String))
      let duration = try #require(animation["duration_ms"] as? Double)
      let time = try #require(c["time_ms"] as? Double)
      let left = 100 * keyframe.value(at: effect.value(at: time / duration))
      #expect(left == (try #require(c["expected_left_px"] as? Double)), "\(animation) at \(time) ms")
    }
  }

  @Test("steps_layout_jump: widths of the step-jump layout tests (input = at/3 s)")
  func layout() throws {
    for c in Fixture.cases("steps_layout_jump") {
      let easing = try TimingFunction(css: try #require(c["easing"] as? String))
      let rounded = try #require(c["input"] as? Double)
      // The fixture prints at/3 to 12 digits; the test evaluated at/3 itself (at in tenths of s).
      let x = (rounded * 30).rounded() / 10 / 3
      let range = try #require(c["width_range_px"] as? [Double])
      let width = range[0] + (range[1] - range[0]) * easing.value(at: x)
      #expect(abs(width - (try #require(c["expected_width_px"] as? Double))) < 1e-9, "\(c)")
      #expect(abs(easing.value(at: x) - (try #require(c["expected"] as? Double))) < 1e-11)
    }
  }

  @Test("linear_output: linear() values at the published tolerance, and their stated equivalences")
  func linear() throws {
    for c in Fixture.cases("linear_output") {
      let easing = try #require(c["easing"] as? String)
      let x = try #require(c["input"] as? Double)
      let expected = try #require(c["expected"] as? Double)
      let tolerance = try #require(c["tolerance"] as? Double)
      let y = try TimingFunction(css: easing).value(at: x)
      #expect(abs(y - expected) <= tolerance, "\(easing) at \(x)")
      if let equivalent = c["equivalent_to"] as? String {
        #expect(abs(try TimingFunction(css: equivalent).value(at: x) - y) <= 1e-15, "\(equivalent) at \(x)")
      }
    }
  }

  static var parsing: [String: Any] { Fixture.fixture["parsing"] as? [String: Any] ?? [:] }

  /// "text => serialization" entries of a valid list.
  static func validEntries(_ key: String) -> [(text: String, serialization: String)] {
    (parsing[key] as? [String] ?? []).map { entry in
      let parts = entry.components(separatedBy: " => ")
      return (parts[0], parts.count > 1 ? parts[1] : parts[0])
    }
  }

  @Test("valid syntax parses, serializes as browsers do, and reads back equal")
  func validSyntax() throws {
    var count = 0
    for key in Self.parsing.keys where key.hasSuffix("valid") || key.contains("syntax-valid") || key.contains("gRoundtripEasings") {
      guard !key.contains("invalid") else { continue }
      for (text, serialization) in Self.validEntries(key) {
        count += 1
        let list = try TimingFunction.list(css: text)
        for function in list { #expect(try TimingFunction(css: function.cssText) == function) }
        // WPT's linear() syntax test checks the *specified* value, which keeps the author's form;
        // its computed values are checked below. Every other list gives the computed form.
        if !key.hasPrefix("linear-") {
          #expect(list.map(\.computedCSSText).joined(separator: ", ") == serialization, "\(key): \(text)")
        }
      }
    }
    #expect(count == 15 + 8 + 8 + 13)
  }

  @Test("computed linear() serializations, including calc() and the spec's examples")
  func computedSerialization() throws {
    let computed = try #require(Self.parsing["linear-timing-functions-syntax.html computed (input => computed)"] as? [String: Any])
    var count = 0
    for (text, value) in computed {
      let pairs: [(String, String)]
      if let serialization = value as? String {
        pairs = [(text, serialization)]
      } else {
        pairs = (value as? [String: String] ?? [:]).map { ($0.key, $0.value) }
      }
      for (input, serialization) in pairs {
        count += 1
        #expect(try TimingFunction(css: input).computedCSSText == serialization, "\(input)")
      }
    }
    #expect(count == 12)
  }

  @Test("invalid syntax is rejected with a message and a position inside the text")
  func invalidSyntax() throws {
    var count = 0
    for (key, value) in Self.parsing where key.contains("invalid") || key.contains("gInvalidEasings") {
      for text in value as? [String] ?? [] {
        count += 1
        // The syntax tests check property values, which are lists; Web Animations' gInvalidEasings
        // check a single easing, where a list is invalid too.
        let single = key.contains("gInvalidEasings")
        do {
          if single { _ = try TimingFunction(css: text) } else { _ = try TimingFunction.list(css: text) }
          Issue.record("accepted \(text) (\(key))")
        } catch {
          #expect(!error.message.isEmpty)
          #expect(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "\(text): \(error)")
        }
      }
    }
    #expect(count == 9 + 6 + 18 + 8)
  }
}
