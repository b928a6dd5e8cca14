import Foundation
import MotionCurvesAnimation
import MotionCurvesDocuments
import Testing

/// Issue 28: keyframes lists as Web Animations reads them. Web Animations 1 §"Processing a
/// keyframes argument" types a keyframe's offset `double?` (null by default), so `"offset": null`
/// is an offset to compute; §"Compute missing keyframe offsets" gives a lone keyframe offset 1;
/// §"The effect value of a keyframe effect" fills offsets 0 and 1 from the underlying value
/// (`"underlyingValue"`), and a document without one holds the nearest keyframe's value.
@Suite("Animation documents: Web Animations keyframes")
struct WebAnimationsKeyframeDocumentTests {
  static func decode(_ json: String) throws -> AnimationDocument {
    try JSONDecoder().decode(AnimationDocument.self, from: Data(json.utf8))
  }

  /// The value of a document's keyframes at progress `p` (a plain number).
  static func value(_ document: AnimationDocument, _ p: Double) -> Double? {
    document.keyframes?.value(at: p).components.first
  }

  @Test("\"offset\": null is an offset to compute, as an absent one")
  func nullOffset() throws {
    let document = try Self.decode(
      #"{"timing": {"duration": 10}, "keyframes": [{"offset": null, "value": 0}, {"offset": 0.25, "value": 10}, {"offset": null, "value": 20}, {"value": 40}]}"#
    )
    guard case let .sequence(sequence) = document.keyframes else {
      Issue.record("a keyframes list is a sequence")
      return
    }
    // Compute missing keyframe offsets: the first (of several) at 0, the last at 1, and keyframe 2
    // evenly between its fixed neighbours 0.25 and 1: 0.25 + (1 − 0.25)·(1/2) = 0.625.
    #expect(sequence.computedOffsets == [0, 0.25, 0.625, 1])
    #expect(sequence.keyframes.map(\.offset) == [nil, 0.25, nil, nil])
    // p = 0.5 lies in [0.25, 0.625]: fraction (0.5 − 0.25)/0.375 = 2/3, value 10 + 10·(2/3) = 50/3.
    #expect(abs((Self.value(document, 0.5) ?? .nan) - 50.0 / 3) <= 1e-14)
    // The same document with the offsets left out evaluates identically.
    let absent = try Self.decode(
      #"{"timing": {"duration": 10}, "keyframes": [{"value": 0}, {"offset": 0.25, "value": 10}, {"value": 20}, {"value": 40}]}"#)
    for k in 0...16 {
      let p = Double(k) / 16
      #expect(Self.value(absent, p) == Self.value(document, p))
    }
  }

  @Test("a lone keyframe: computed offset 1; the underlying value at 0, or without one its own value throughout")
  func loneKeyframe() throws {
    for json in [
      #"{"timing": {"duration": 10}, "keyframes": [{"value": 5}]}"#,
      #"{"timing": {"duration": 10}, "keyframes": [{"offset": null, "value": 5}]}"#,
      #"{"timing": {"duration": 10}, "keyframes": [{"offset": 1, "value": 5}]}"#,
    ] {
      let document = try Self.decode(json)
      guard case let .sequence(sequence) = document.keyframes else {
        Issue.record("\(json): a keyframes list is a sequence")
        continue
      }
      #expect(sequence.computedOffsets == [1], "\(json)")
      // No underlying value: the keyframe at 0 holds the lone keyframe's value, 5 at every progress.
      for p in [-0.5, 0, 0.25, 1, 1.5] { #expect(Self.value(document, p) == 5, "\(json) at \(p)") }
      // Through the timing: duration 10, t = 2.5 is progress 0.25, value 5.
      #expect(document.node.leaves(at: 2.5).first?.sample.value?.components == [5])
    }
    // With an underlying value 1: the neutral keyframe (1 at offset 0) to 5 at 1, 1 + 4p; 2 at p = ¼.
    let underlying = try Self.decode(#"{"timing": {"duration": 10}, "keyframes": [{"value": 5}], "underlyingValue": 1}"#)
    #expect(Self.value(underlying, 0.25) == 2)
    #expect(Self.value(underlying, 0) == 1 && Self.value(underlying, 1) == 5)
  }

  @Test("without an underlying value, missing end keyframes hold the first and last values")
  func heldEnds() throws {
    let document = try Self.decode(
      #"{"timing": {"duration": 1}, "keyframes": [{"offset": 0.5, "value": [3, 30]}, {"offset": 0.75, "value": [7, 70]}]}"#)
    // [0, 0.5]: 3 held; [0.5, 0.75]: 3 → 7, at p = 0.625 half-way, 5; [0.75, 1]: 7 held.
    #expect(document.keyframes?.value(at: 0.25).components == [3, 30])
    #expect(document.keyframes?.value(at: 0.625).components == [5, 50])
    #expect(document.keyframes?.value(at: 0.9).components == [7, 70])
  }

  @Test("a lone keyframe without an underlying value writes back as it reads")
  func roundTrip() throws {
    let original = try Self.decode(#"{"timing": {"duration": 10}, "keyframes": [{"offset": null, "value": 5}]}"#)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(original)
    // The null offset is written as absent (the same computed offset), no underlying value.
    #expect(String(decoding: encoded, as: UTF8.self) == #"{"keyframes":[{"value":5}],"timing":{"duration":10}}"#)
    let decoded = try JSONDecoder().decode(AnimationDocument.self, from: encoded)
    for p in [0, 0.5, 1] { #expect(Self.value(decoded, p) == 5) }
  }
}
