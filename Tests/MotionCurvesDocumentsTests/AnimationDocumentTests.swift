import Foundation
import MotionCurvesAnimation
import MotionCurvesDocuments
import MotionCurvesTiming
import Testing

/// Animation documents: every field read into the value it names, `"Infinity"` where the platform
/// allows ∞, errors naming the JSON path at every depth, and encoding back to a document that
/// evaluates identically.
@Suite("Animation documents")
struct AnimationDocumentTests {
  static func decode(_ json: String) throws -> AnimationDocument {
    try JSONDecoder().decode(AnimationDocument.self, from: Data(json.utf8))
  }

  /// The JSON path of the error a bad document throws ("accepted" when none).
  static func errorPath(_ json: String) -> String {
    do {
      _ = try decode(json)
      return "accepted"
    } catch let error as AnimationDocumentError {
      return error.path
    } catch {
      return "untyped \(error)"
    }
  }

  @Test("a Web Animations document: every timing field, keyframes with offsets, easings, spacing and underlying value")
  func webAnimationsFields() throws {
    let document = try Self.decode(
      """
      {"keyPath": "opacity",
       "timing": {"duration": 1000, "delay": 50, "endDelay": -20, "iterations": 2.5, "iterationStart": 0.25,
                  "direction": "alternate-reverse", "fill": "both", "easing": "cubic-bezier(0.1, 0.2, 0.3, 0.4)",
                  "playbackRate": -2},
       "keyframes": [{"offset": 0, "value": 0, "easing": "ease-in"}, {"value": 0.5}, {"offset": 1, "value": 1, "composite": "replace"}],
       "spacing": "paced", "underlyingValue": 0.25}
      """)
    #expect(document.keyPath == "opacity")
    let timing = try EffectTiming(
      duration: 1000, delay: 50, endDelay: -20, iterations: 2.5, iterationStart: 0.25, direction: .alternateReverse, fill: .both,
      easing: .cubicBezier(try CubicBezier(0.1, 0.2, 0.3, 0.4)), playbackRate: -2)
    #expect(document.clock == .effect(timing))
    guard case let .sequence(keyframes) = document.keyframes else {
      Issue.record("not a keyframe list")
      return
    }
    #expect(keyframes.keyframes.map(\.offset) == [0, nil, 1])
    #expect(keyframes.keyframes.map(\.value) == [[0], [0.5], [1]])
    #expect(keyframes.keyframes.map(\.easing) == [.easeIn, .linear, .linear])
    #expect(keyframes.spacing == .paced && keyframes.underlyingValue == [0.25])
    #expect(document.vectorLength == nil && document.animations.isEmpty && !document.isGroup)
  }

  @Test("a Core Animation document: every media timing field, Core Animation names, keyframe values of vectors")
  func coreAnimationFields() throws {
    let document = try Self.decode(
      """
      {"coreAnimation": {"beginTime": 0.5, "duration": 2, "speed": 1.5, "timeOffset": 0.25, "repeatCount": "Infinity",
                         "autoreverses": true, "fillMode": "both", "removedOnCompletion": false,
                         "timingFunction": "easeInEaseOut", "wrapsTimeOffset": true},
       "keyframes": {"values": [[0, 0], [10, 5], [20, 0]], "keyTimes": [0, 0.25, 1], "timingFunctions": ["easeIn", "steps(2)"],
                     "calculationMode": "cubic", "tensionValues": [0, 0.5, 0], "continuityValues": [0, -0.5, 0],
                     "biasValues": [0.25, 0, 0], "validation": "ignoreInvalid"}}
      """)
    let timing = try MediaTiming(
      beginTime: 0.5, duration: 2, speed: 1.5, timeOffset: 0.25, repeatCount: .infinity, autoreverses: true, fillMode: .both,
      removedOnCompletion: false, timingFunction: .cubicBezier(try CubicBezier(coreAnimationControlPoints: 0.42, 0, 0.58, 1)),
      wrapsTimeOffset: true)
    #expect(document.clock == .media(timing))
    #expect(document.vectorLength == 2)
    guard case let .values(values) = document.keyframes else {
      Issue.record("not keyframe values")
      return
    }
    #expect(values.values == [[0, 0], [10, 5], [20, 0]])
    #expect(values.keyTimes == [0, 0.25, 1])
    // Core Animation names are its 32-bit control points, as `CAMediaTimingFunction` keeps them.
    #expect(values.timingFunctions == [.cubicBezier(try CubicBezier(coreAnimationControlPoints: 0.42, 0, 1, 1)), try TimingFunction(css: "steps(2)")])
    #expect(values.calculationMode == .cubic && values.validation == .ignoreInvalid)
    #expect(values.tensionValues == [0, 0.5, 0] && values.continuityValues == [0, -0.5, 0] && values.biasValues == [0.25, 0, 0])
    // Core Animation's other names: default is (0.25, 0.1, 0.25, 1) in 32 bits, linear is linear.
    #expect(try Self.decode(#"{"coreAnimation": {"timingFunction": "default"}}"#).clock
      == .media(try MediaTiming(timingFunction: .cubicBezier(try CubicBezier(coreAnimationControlPoints: 0.25, 0.1, 0.25, 1)))))
    #expect(try Self.decode(#"{"coreAnimation": {"timingFunction": "linear"}}"#).clock == .media(try MediaTiming()))
  }

  @Test("a layer over a group and an animation: the tree evaluates as its parts")
  func layersAndGroups() throws {
    let document = try Self.decode(
      """
      {"layer": {"beginTime": 1, "speed": 0, "timeOffset": 0.375},
       "animations": [
         {"keyPath": "x", "coreAnimation": {"duration": 1}, "from": 0, "to": 100},
         {"coreAnimation": {"duration": 2},
          "animations": [{"keyPath": "step", "coreAnimation": {}, "keyframes": {"values": [1, 2], "calculationMode": "discrete"}}]}]}
      """)
    #expect(document.clock == .layer(try LayerTiming(beginTime: 1, speed: 0, timeOffset: 0.375)))
    #expect(document.animations.count == 2 && document.animations[1].isGroup)
    #expect(document.animation(named: "x")?.keyPath == "x")
    #expect(document.animation(named: "animations[1].animations[0]")?.keyPath == "step")
    #expect(document.animation(named: "animations[2]") == nil)
    for tp in [0.0, 5, 1e6] {
      let leaves = document.node.leaves(at: tp)
      // Frozen at local time 0.375: x = 0.375 of 0 → 100; the group's progress 0.1875 of its 2 s
      // gives its child (duration 0: the group's 2 s) time 0.375, fraction 0.1875: the first of
      // two held values (key times 0, 0.5, 1).
      #expect(leaves.map(\.path) == [[0], [1, 0]])
      #expect(leaves[0].sample.value == [37.5])
      #expect(leaves[1].sample.value == [1])
    }
    // A timing without keyframes animates its progress.
    let bare = try Self.decode(#"{"timing": {"duration": 1000}}"#)
    #expect(bare.node.leaves(at: 250)[0].sample.value == [0.25])
    let plain = try Self.decode(#"{"timing": {"duration": 1000}, "keyframes": [{"value": 0}, {"value": 100}]}"#)
    #expect(plain.node.leaves(at: 250)[0].sample.value == [25])
  }

  @Test("\"Infinity\" where the platform allows ∞: iterations, durations, repeatCount, repeatDuration")
  func infinity() throws {
    #expect(try Self.decode(#"{"timing": {"duration": 1, "iterations": "Infinity"}}"#).clock
      == .effect(try EffectTiming(duration: 1, iterations: .infinity)))
    #expect(try Self.decode(#"{"timing": {"duration": "Infinity"}}"#).clock == .effect(try EffectTiming(duration: .infinity)))
    #expect(try Self.decode(#"{"coreAnimation": {"duration": "Infinity"}}"#).clock == .media(try MediaTiming(duration: .infinity)))
    #expect(try Self.decode(#"{"coreAnimation": {"repeatCount": "Infinity"}}"#).clock == .media(try MediaTiming(repeatCount: .infinity)))
    #expect(try Self.decode(#"{"coreAnimation": {"repeatDuration": "Infinity"}}"#).clock
      == .media(try MediaTiming(repeatDuration: .infinity)))
    // Nowhere else: not for a delay, a begin time, a speed; not "-Infinity"; not "inf".
    #expect(Self.errorPath(#"{"timing": {"delay": "Infinity"}}"#) == "timing.delay")
    #expect(Self.errorPath(#"{"coreAnimation": {"beginTime": "Infinity"}}"#) == "coreAnimation.beginTime")
    #expect(Self.errorPath(#"{"layer": {"speed": "Infinity"}}"#) == "layer.speed")
    #expect(Self.errorPath(#"{"timing": {"iterations": "-Infinity"}}"#) == "timing.iterations")
    #expect(Self.errorPath(#"{"timing": {"iterations": "inf"}}"#) == "timing.iterations")
  }

  @Test("errors name the JSON path, at every depth", arguments: [
    // keyframes and their fields
    (#"{"timing": {}, "keyframes": [{"value": 0}, {"value": 1, "offset": 0.5}, {"value": 2, "offset": 1.5}]}"#, "keyframes[2].offset"),
    (#"{"timing": {}, "keyframes": [{"value": 0, "offset": 0.5}, {"value": 1, "offset": 0.25}]}"#, "keyframes[1].offset"),
    (#"{"timing": {}, "keyframes": [{"value": 0}, {"offset": 1}]}"#, "keyframes[1].value"),
    (#"{"timing": {}, "keyframes": [{"value": 0, "easing": "bouncy"}, {"value": 1}]}"#, "keyframes[0].easing"),
    (#"{"timing": {}, "keyframes": [{"value": 0, "ofset": 0}, {"value": 1}]}"#, "keyframes[0].ofset"),
    (#"{"timing": {}, "keyframes": [{"value": [0, 1]}, {"value": 1}]}"#, "keyframes[1].value"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1, 2], "keyTimes": [0, 1.5, 1]}}"#, "keyframes.keyTimes[1]"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1, 2], "keyTimes": [0, 1]}}"#, "keyframes.keyTimes"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1, [2, 3]]}}"#, "keyframes.values[2]"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1, "two"]}}"#, "keyframes.values[2]"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1, 2], "timingFunctions": ["ease"]}}"#, "keyframes.timingFunctions"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1], "timingFunctions": ["wobble"]}}"#, "keyframes.timingFunctions[0]"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1], "calculationMode": "cubic", "tensionValues": [0]}}"#,
     "keyframes.tensionValues"),
    (#"{"coreAnimation": {}, "keyframes": {"values": [0, 1], "calculationMode": "spline"}}"#, "keyframes.calculationMode"),
    (#"{"coreAnimation": {}, "keyframes": {"valus": [0, 1]}}"#, "keyframes.valus"),
    (#"{"coreAnimation": {}, "from": 0}"#, "to"),
    // timings
    (#"{"timing": {"direction": "sideways"}}"#, "timing.direction"),
    (#"{"timing": {"duraton": 1}}"#, "timing.duraton"),
    (#"{"timing": {"duration": -1}}"#, "timing.duration"),
    (#"{"timing": {"duration": "fast"}}"#, "timing.duration"),
    (#"{"timing": 5}"#, "timing"),
    (#"{"coreAnimation": {"fill": "both"}}"#, "coreAnimation.fill"),
    (#"{"coreAnimation": {"repeatCount": 2, "repeatDuration": 3}}"#, "coreAnimation.repeatDuration"),
    // the document and its nesting
    (#"{"timing": {}, "colour": 1}"#, "colour"),
    (#"{"timing": {}, "coreAnimation": {}}"#, ""),
    (#"{"keyframes": [{"value": 0}]}"#, ""),
    (#"{"coreAnimation": {}, "keyframes": [{"value": 0}, {"value": 1}], "animations": [{"coreAnimation": {}}]}"#, "animations"),
    (#"{"coreAnimation": {"duration": 1}, "animations": [{"coreAnimation": {}}, {"coreAnimation": {"repeatCount": -1}}]}"#,
     "animations[1].coreAnimation.repeatCount"),
    (#"{"layer": {}, "animations": [{"timing": {}, "coreAnimation": {}}]}"#, "animations[0]"),
    (
      #"{"layer": {}, "animations": [{"coreAnimation": {}, "animations": [{"coreAnimation": {}}, "#
        + #"{"coreAnimation": {}, "keyframes": [{"value": 0, "easing": "x"}]}]}]}"#,
      "animations[0].animations[1].keyframes[0].easing"
    ),
  ])
  func errorPaths(_ json: String, _ path: String) {
    #expect(Self.errorPath(json) == path, "\(json)")
  }

  /// Documents of every kind, to encode and read back.
  static let roundTrips = [
    """
    {"timing": {"duration": 1000, "delay": 50, "endDelay": -20, "iterations": 2.5, "iterationStart": 0.25,
                "direction": "alternate", "fill": "both", "easing": "steps(3, jump-both)", "playbackRate": -1},
     "keyframes": [{"value": 0, "easing": "ease-in"}, {"offset": 0.7, "value": 0.5}, {"value": 1}]}
    """,
    """
    {"timing": {"duration": 10, "iterations": "Infinity", "fill": "forwards"},
     "keyframes": [{"offset": 0.5, "value": [1, 2]}], "underlyingValue": [0, 0]}
    """,
    #"{"timing": {"duration": 10}, "keyframes": [{"value": 0}, {"value": 10}, {"value": 40}], "spacing": "paced"}"#,
    """
    {"coreAnimation": {"beginTime": 0.5, "duration": 2, "speed": -1.5, "timeOffset": 3, "repeatCount": 2.5, "autoreverses": true,
                       "fillMode": "both", "removedOnCompletion": false, "timingFunction": "easeIn"},
     "keyframes": {"values": [[0, 0], [10, 5], [20, 0], [5, 5]], "calculationMode": "cubic", "tensionValues": [0, 0.5, 0, 0],
                   "continuityValues": [0, -0.5, 0, 0.25], "biasValues": [0.25, 0, 0, 0]}}
    """,
    """
    {"coreAnimation": {"duration": 1, "timeOffset": 0.25, "repeatDuration": "Infinity", "wrapsTimeOffset": true},
     "keyframes": {"values": [0, 1, 3], "keyTimes": [0, 0.25, 0.5, 1], "calculationMode": "discrete"}}
    """,
    """
    {"coreAnimation": {"duration": 1},
     "keyframes": {"values": [0, 1, 3], "keyTimes": [0, 0.8, 0.5], "timingFunctions": ["ease", "steps(2)"], "validation": "ignoreInvalid"}}
    """,
    """
    {"layer": {"beginTime": 1, "speed": 2, "timeOffset": 0.5},
     "animations": [
       {"coreAnimation": {"duration": 3, "autoreverses": true},
        "animations": [{"coreAnimation": {}, "from": 0, "to": 100},
                       {"timing": {"duration": 1}, "keyframes": [{"value": 5}, {"value": 6}]}]},
       {"coreAnimation": {"duration": 1, "fillMode": "forwards", "removedOnCompletion": false},
        "keyframes": {"values": [1, 5, 2], "calculationMode": "cubicPaced"}}]}
    """,
  ]

  @Test("encoding and reading back gives a document that evaluates identically", arguments: roundTrips)
  func roundTrip(_ json: String) throws {
    let original = try Self.decode(json)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(original)
    let decoded = try JSONDecoder().decode(AnimationDocument.self, from: encoded)
    #expect(try encoder.encode(decoded) == encoded)
    #expect(decoded.clock == original.clock && decoded.vectorLength == original.vectorLength && decoded.keyPath == original.keyPath)
    for k in -40...400 {
      let t = Double(k) * 0.0625
      let before = original.node.leaves(at: t), after = decoded.node.leaves(at: t)
      #expect(before.count == after.count)
      for (a, b) in zip(before, after) {
        #expect(a.path == b.path && a.sample.timing == b.sample.timing && a.sample.value == b.sample.value, "t = \(t)")
      }
    }
  }

  @Test("∞ is written \"Infinity\"; defaults are left out")
  func encodingForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let infinite = try Self.decode(#"{"timing": {"duration": 1, "iterations": "Infinity"}}"#)
    #expect(String(decoding: try encoder.encode(infinite), as: UTF8.self) == #"{"timing":{"duration":1,"iterations":"Infinity"}}"#)
    let defaults = try Self.decode(#"{"coreAnimation": {"speed": 1, "fillMode": "removed", "removedOnCompletion": true}}"#)
    #expect(String(decoding: try encoder.encode(defaults), as: UTF8.self) == #"{"coreAnimation":{}}"#)
  }
}
