import Foundation
import MotionCurvesAnimation
import MotionCurvesDocuments
import MotionCurvesTiming
import TestSupport
import Testing

/// Every keyframe case of the Web Animations fixture through the library: computed offsets and
/// easings (`keyframe_spacing`), rejected keyframes (`keyframe_offsets_invalid`), interval
/// selection and interpolation (`keyframe_interval_selection`) and the historical paced spacing
/// (`paced_spacing_historical`). Exact where the case is exact, else within its own tolerance.
@Suite("Web Animations keyframe conformance")
struct WebAnimationsKeyframeConformanceTests {
  @Test("the fixture holds the keyframe cases of its counts")
  func complete() {
    for (section, count) in WebAnimationsFixture.keyframeSections {
      #expect(WebAnimationsFixture.cases(section).count == count, "\(section)")
    }
  }

  /// The easing text of each keyframe, as the API's processing of `api_input` gives it: a
  /// keyframe list carries one easing per keyframe; the property-indexed form carries one easing
  /// for all, or a list repeated cyclically over the keyframes (Web Animations "process a
  /// keyframes argument", step on `easing` lists); `linear` where none is given.
  static func easings(_ apiInput: Any?, count: Int) -> [String] {
    if let list = apiInput as? [[String: Any]] {
      return list.prefix(count).map { $0["easing"] as? String ?? "linear" }
    }
    guard let indexed = apiInput as? [String: Any] else { return Array(repeating: "linear", count: count) }
    if let one = indexed["easing"] as? String { return Array(repeating: one, count: count) }
    guard let many = indexed["easing"] as? [String], !many.isEmpty else { return Array(repeating: "linear", count: count) }
    return (0..<count).map { many[$0 % many.count] }
  }

  /// keyframe_spacing: the offsets after the API's processing go into a ``KeyframeSequence``; the
  /// values do not matter to the computed offsets (the cases animate `left` in px, CSS variables,
  /// invalid values…), so they are dummy numbers 0, 1, 2, …. Browsers never reject keyframes
  /// without 0 or 1 (they synthesize neutral keyframes from the underlying value), so an
  /// underlying value (0) is given, which leaves the computed offsets untouched.
  @Test("keyframe_spacing: computed offsets and easings, 46 cases")
  func spacing() throws {
    var run = 0
    for c in WebAnimationsFixture.cases("keyframe_spacing") {
      let id = c["id"] as? String ?? "?"
      let inputs = try #require(c["inputs"] as? [String: Any])
      let expected = try #require(c["expected"] as? [String: Any])
      let offsets = try #require(WebAnimationsFixture.offsets(inputs["offsets"]), "\(id)")
      let easingTexts = Self.easings(c["api_input"], count: offsets.count)
      var keyframes: [KeyframeSequence<Double>.Keyframe] = []
      for (index, offset) in offsets.enumerated() {
        keyframes.append(.init(offset: offset, value: Double(index), easing: try TimingFunction(css: easingTexts[index])))
      }
      let sequence = try KeyframeSequence(keyframes, underlyingValue: 0)
      let wantOffsets = try #require(jsonNumbers(expected["computedOffsets"]), "\(id)")
      #expect(sequence.computedOffsets == wantOffsets, "\(id)")
      let wantEasings = try #require(expected["easings"] as? [String], "\(id)")
      #expect(sequence.keyframes.map(\.easing.cssText) == wantEasings, "\(id)")
      run += 1
    }
    #expect(run == 46)
  }

  /// One translation of an invalid keyframes argument: the document, and the JSON path its error
  /// must name; for the offset cases also the ``KeyframeSequence`` error of the same keyframes.
  struct InvalidCase {
    var document: String
    var path: String
    var keyframeError: KeyframeError? = nil
    var comment: String = ""
  }

  /// Each `api_input` written as an animation document. Property-indexed inputs become the
  /// equivalent keyframe list (values, offsets and easings paired index by index, lists of
  /// easings and composites repeated cyclically, as the API does); px values become numbers.
  static let invalid: [String: [InvalidCase]] = [
    // [{opacity: 0}, {opacity: 0.5, offset: 2}, {opacity: 1}]
    "keyframe_offsets_invalid-001": [
      InvalidCase(
        document: #"[{"value": 0}, {"value": 0.5, "offset": 2}, {"value": 1}]"#, path: "keyframes[1].offset",
        keyframeError: .offsetOutOfRange(index: 1, 2))
    ],
    // [{opacity: 0}, {opacity: 0.5, offset: -1}, {opacity: 1}]
    "keyframe_offsets_invalid-002": [
      InvalidCase(
        document: #"[{"value": 0}, {"value": 0.5, "offset": -1}, {"value": 1}]"#, path: "keyframes[1].offset",
        keyframeError: .offsetOutOfRange(index: 1, -1))
    ],
    // {opacity: [0, 0.5, 1], offset: [0.5, 0]}: offsets pair with the first keyframes.
    "keyframe_offsets_invalid-004": [
      InvalidCase(
        document: #"[{"value": 0, "offset": 0.5}, {"value": 0.5, "offset": 0}, {"value": 1}]"#,
        path: "keyframes[1].offset", keyframeError: .offsetsNotSorted(index: 1, 0))
    ],
    // {opacity: [0, 0.5, 1], offset: [0, 1.1]}
    "keyframe_offsets_invalid-005": [
      InvalidCase(
        document: #"[{"value": 0, "offset": 0}, {"value": 0.5, "offset": 1.1}, {"value": 1}]"#,
        path: "keyframes[1].offset", keyframeError: .offsetOutOfRange(index: 1, 1.1))
    ],
    // [{opacity: 0, offset: 1}, {opacity: 1, offset: 0}]
    "keyframe_offsets_invalid-006": [
      InvalidCase(
        document: #"[{"value": 0, "offset": 1}, {"value": 1, "offset": 0}]"#, path: "keyframes[1].offset",
        keyframeError: .offsetsNotSorted(index: 1, 0))
    ],
    // {opacity: [0, 0.5, 1], easing: ["ease-in", "inherit"]}: easings repeat, ease-in, inherit, ease-in.
    "keyframe_offsets_invalid-008": [
      InvalidCase(
        document: #"[{"value": 0, "easing": "ease-in"}, {"value": 0.5, "easing": "inherit"}, {"value": 1, "easing": "ease-in"}]"#,
        path: "keyframes[1].easing")
    ],
    // {left: [10px, 20px, 30px], easing: ["steps(1)", "steps(2)", "steps(3)", "invalid"]}: a
    // keyframe list cannot carry the unused fourth easing, so the faithful translation is the
    // Core Animation form, whose timing-function list is read (and rejected) whole, as the
    // browser reads the whole easing list before pairing it with keyframes.
    "keyframe_offsets_invalid-009": [
      InvalidCase(
        document: #"{"values": [10, 20, 30], "timingFunctions": ["steps(1)", "steps(2)", "steps(3)", "invalid"]}"#,
        path: "keyframes.timingFunctions[3]")
    ],
    // {easing: "invalid"}: no values at all, one easing. A keyframe list cannot hold an easing
    // without a keyframe, so: the Core Animation form with no values and that easing, which
    // must fail on the easing (as the browser does), not on the missing values.
    "keyframe_offsets_invalid-010": [
      InvalidCase(document: #"{"values": [], "timingFunctions": ["invalid"]}"#, path: "keyframes.timingFunctions[0]")
    ],
    // {easing: ["invalid"]}: the same in list form (our documents only have the list).
    "keyframe_offsets_invalid-011": [
      InvalidCase(document: #"{"values": [], "timingFunctions": ["invalid"]}"#, path: "keyframes.timingFunctions[0]")
    ],
    // [{opacity: 0, easing: "jumpy"}, {opacity: 1}]
    "keyframe_offsets_invalid-012": [
      InvalidCase(document: #"[{"value": 0, "easing": "jumpy"}, {"value": 1}]"#, path: "keyframes[0].easing")
    ],
    // {opacity: [0, 0.5, 1], composite: ["add", "alternate"]}: composites repeat, add, alternate,
    // add. MotionCurves only composites with `replace` and rejects the valid `add` first (its
    // own typed error at keyframes[0]); the second translation swaps the valid-but-unsupported
    // `add` for `replace` to show that `alternate` itself is rejected.
    "keyframe_offsets_invalid-014": [
      InvalidCase(
        document: #"[{"value": 0, "composite": "add"}, {"value": 0.5, "composite": "alternate"}, {"value": 1, "composite": "add"}]"#,
        path: "keyframes[0].composite", comment: "add is not supported"),
      InvalidCase(
        document: #"[{"value": 0, "composite": "replace"}, {"value": 0.5, "composite": "alternate"}, "#
          + #"{"value": 1, "composite": "replace"}]"#,
        path: "keyframes[1].composite", comment: "alternate is not a composite operation"),
    ],
    // [{opacity: 0, composite: "alternate"}, {opacity: 1}]
    "keyframe_offsets_invalid-015": [
      InvalidCase(document: #"[{"value": 0, "composite": "alternate"}, {"value": 1}]"#, path: "keyframes[0].composite")
    ],
  ]

  /// The keyframes of a translated list document, for the offset cases' direct check.
  static func keyframes(_ json: String) throws -> [KeyframeSequence<Double>.Keyframe] {
    let list = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return list.map {
      .init(offset: jsonNumber($0["offset"]), value: jsonNumber($0["value"]) ?? 0)
    }
  }

  @Test("keyframe_offsets_invalid: every case is a typed error naming the JSON path, 12 cases")
  func invalidKeyframes() throws {
    var run = 0
    let cases = WebAnimationsFixture.cases("keyframe_offsets_invalid")
    #expect(Set(cases.compactMap { $0["id"] as? String }) == Set(Self.invalid.keys))
    for c in cases {
      let id = c["id"] as? String ?? "?"
      #expect((c["expected"] as? [String: Any])?["throws"] as? String == "TypeError", "\(id)")
      let translations = try #require(Self.invalid[id], "\(id) has no translation")
      for translation in translations {
        let json = #"{"timing": {"duration": 1000}, "keyframes": "# + translation.document + "}"
        do {
          _ = try JSONDecoder().decode(AnimationDocument.self, from: Data(json.utf8))
          Issue.record("\(id): \(translation.document) was accepted")
        } catch let error as AnimationDocumentError {
          #expect(error.path == translation.path, "\(id) \(translation.comment): \(error)")
        } catch {
          Issue.record("\(id): untyped error \(error)")
        }
        if let expected = translation.keyframeError {
          #expect(throws: expected, "\(id)") { try KeyframeSequence(Self.keyframes(translation.document)) }
        }
      }
      run += 1
    }
    #expect(run == 12)
  }

  /// keyframe_interval_selection: the keyframes of one numeric property, evaluated at the
  /// iteration progress given, or at the transformed progress of the case's timing at its local
  /// time. The `clamp` cases animate opacity, whose computed value the browser clamps to [0, 1]:
  /// the test applies that clamp to the interpolated value, as the property would.
  @Test("keyframe_interval_selection: values within the case's tolerance, chosen keyframes, 121 cases")
  func intervalSelection() throws {
    var run = 0, intervalsChecked = 0
    for c in WebAnimationsFixture.cases("keyframe_interval_selection") {
      let id = c["id"] as? String ?? "?"
      let inputs = try #require(c["inputs"] as? [String: Any])
      let expected = try #require(c["expected"] as? [String: Any])
      let offsets = try #require(WebAnimationsFixture.offsets(inputs["offsets"]), "\(id)")
      let values = try #require(jsonNumbers(inputs["values"]), "\(id)")
      let easingTexts = inputs["easings"] as? [String] ?? Array(repeating: "linear", count: values.count)
      var keyframes: [KeyframeSequence<Double>.Keyframe] = []
      for index in values.indices {
        keyframes.append(.init(offset: offsets[index], value: values[index], easing: try TimingFunction(css: easingTexts[index])))
      }
      let sequence = try KeyframeSequence(keyframes)
      let progress: Double
      if let p = jsonNumber(inputs["iterationProgress"]) {
        progress = p
      } else {
        let timing = try WebAnimationsFixture.timing(try #require(inputs["timing"] as? [String: Any], "\(id)"))
        progress = try #require(timing.evaluate(at: jsonNumber(inputs["localTime"])).progress, "\(id)")
      }
      var value = sequence.value(at: progress)
      if let clamp = jsonNumbers(inputs["clamp"]) { value = min(max(value, clamp[0]), clamp[1]) }
      let want = try #require(jsonNumber(expected["value"]), "\(id)")
      let tolerance = jsonNumber(c["tolerance"]) ?? 0
      #expect(abs(value - want) <= tolerance, "\(id): progress \(progress) gives \(value), expected \(want) ± \(tolerance)")
      if let interval = expected["interval"] as? [Int] {
        // The interval's keyframes, recognised by their values (distinct in every such case).
        #expect(Set(values).count == values.count, "\(id)")
        let segment = sequence.segment(at: progress)
        let start = values[interval[0]], end = values[interval[interval.count - 1]]
        #expect(segment.start == start && segment.end == end, "\(id): interval \(interval)")
        intervalsChecked += 1
      }
      if let computed = jsonNumbers(expected["computedOffsets"]) {
        #expect(sequence.computedOffsets == computed, "\(id)")
      }
      run += 1
    }
    #expect(run == 121)
    #expect(intervalsChecked == 43)
  }

  @Test("paced_spacing_historical: paced offsets, and Core Animation's paced key times, 4 cases")
  func pacedSpacing() throws {
    var run = 0
    for c in WebAnimationsFixture.cases("paced_spacing_historical") {
      let id = c["id"] as? String ?? "?"
      let inputs = try #require(c["inputs"] as? [String: Any])
      let expected = try #require(c["expected"] as? [String: Any])
      let want = try #require(jsonNumbers(expected["computedOffsets"]), "\(id)")
      let tolerance = jsonNumber(c["tolerance"]) ?? 0
      let rawValues = try #require(inputs["values"] as? [Any])
      let offsets = WebAnimationsFixture.offsets(inputs["offsets"]) ?? Array(repeating: nil, count: rawValues.count)
      let computed: [Double]
      let keyTimes: [Double]
      if let scalars = jsonNumbers(rawValues) {
        let frames = zip(offsets, scalars).map { KeyframeSequence<Double>.Keyframe(offset: $0, value: $1) }
        computed = try KeyframeSequence(frames, spacing: .paced).computedOffsets
        keyTimes = try KeyframeValues(values: scalars, calculationMode: .paced).keyTimes
      } else {
        let vectors = try rawValues.map { any in
          let v = try #require(jsonNumbers(any), "\(id)")
          return SIMD4<Double>(v[0], v[1], v[2], v[3])
        }
        let frames = zip(offsets, vectors).map { KeyframeSequence<SIMD4<Double>>.Keyframe(offset: $0, value: $1) }
        computed = try KeyframeSequence(frames, spacing: .paced).computedOffsets
        keyTimes = try KeyframeValues(values: vectors, calculationMode: .paced).keyTimes
      }
      #expect(computed.count == want.count && zip(computed, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(id): \(computed)")
      if offsets.allSatisfy({ $0 == nil }) {
        #expect(keyTimes.count == want.count && zip(keyTimes, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(id): \(keyTimes)")
      }
      run += 1
    }
    #expect(run == 4)
  }
}
