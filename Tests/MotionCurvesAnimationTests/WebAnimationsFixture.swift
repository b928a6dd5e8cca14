import Foundation
import MotionCurvesAnimation
import MotionCurvesTiming
import TestSupport
import Testing

/// The Web Animations timing and keyframe cases of `Fixtures/web-animations-timing.json`, copied
/// from `../shared/conformance/` (its `_about` names the web-platform-tests files and the spec
/// commit they come from; 801 literal, the rest derived from the spec algorithm).
enum WebAnimationsFixture {
  // Read once, never mutated.
  nonisolated(unsafe) static let object = fixtureObject(named: "web-animations-timing")

  /// The sections that exercise the effect timing model (local time → computed timing).
  static let timingSections = [
    "active_time", "local_time", "phases", "current_iteration", "simple_iteration_progress",
    "transformed_progress", "update_timing", "active_duration", "end_time", "directed_progress", "fill_modes",
  ]

  static func cases(_ section: String) -> [[String: Any]] { object[section] as? [[String: Any]] ?? [] }

  /// The timing of a case's inputs.
  static func timing(_ inputs: [String: Any]) throws -> EffectTiming {
    try EffectTiming(
      duration: jsonNumber(inputs["duration"]) ?? 0, delay: jsonNumber(inputs["delay"]) ?? 0,
      endDelay: jsonNumber(inputs["endDelay"]) ?? 0, iterations: jsonNumber(inputs["iterations"]) ?? 1,
      iterationStart: jsonNumber(inputs["iterationStart"]) ?? 0,
      direction: EffectTiming.Direction(rawValue: inputs["direction"] as? String ?? "normal") ?? .normal,
      fill: EffectTiming.Fill(rawValue: inputs["fill"] as? String ?? "auto") ?? .auto,
      easing: TimingFunction(css: inputs["easing"] as? String ?? "linear"),
      playbackRate: jsonNumber(inputs["playbackRate"]) ?? 1)
  }

  /// The local time of a case: unresolved when the effect has no animation.
  static func localTime(_ inputs: [String: Any]) -> Double? {
    (inputs["associated"] as? Bool) == false ? nil : jsonNumber(inputs["localTime"])
  }
}

extension WebAnimationsFixture {
  /// The keyframe sections, with the number of cases each holds.
  static let keyframeSections = [
    "keyframe_spacing": 46, "keyframe_offsets_invalid": 12, "keyframe_interval_selection": 121,
    "paced_spacing_historical": 4,
  ]

  /// A list of offsets of the fixture (`null` = missing), or nil when the field is absent or null.
  static func offsets(_ any: Any?) -> [Double?]? {
    guard let list = any as? [Any] else { return nil }
    return list.map(jsonNumber)
  }
}
