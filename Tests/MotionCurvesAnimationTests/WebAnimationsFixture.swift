import Foundation
import MotionCurves
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

  /// A number of the fixture: a JSON number, or the string "Infinity".
  static func number(_ any: Any?) -> Double? {
    if let string = any as? String { return string == "Infinity" ? .infinity : string == "-Infinity" ? -.infinity : nil }
    if any is NSNull { return nil }
    // JSONSerialization gives NSDecimalNumber on Linux, whose doubleValue can be a few ulps off
    // (0.10526315789473684 reads as …686): read the decimal's text, which rounds correctly.
    if let decimal = any as? NSDecimalNumber, let value = Double(decimal.description) { return value }
    return (any as? NSNumber)?.doubleValue
  }

  /// The timing of a case's inputs.
  static func timing(_ inputs: [String: Any]) throws -> EffectTiming {
    try EffectTiming(
      duration: number(inputs["duration"]) ?? 0, delay: number(inputs["delay"]) ?? 0,
      endDelay: number(inputs["endDelay"]) ?? 0, iterations: number(inputs["iterations"]) ?? 1,
      iterationStart: number(inputs["iterationStart"]) ?? 0,
      direction: EffectTiming.Direction(rawValue: inputs["direction"] as? String ?? "normal") ?? .normal,
      fill: EffectTiming.Fill(rawValue: inputs["fill"] as? String ?? "auto") ?? .auto,
      easing: TimingFunction(css: inputs["easing"] as? String ?? "linear"),
      playbackRate: number(inputs["playbackRate"]) ?? 1)
  }

  /// The local time of a case: unresolved when the effect has no animation.
  static func localTime(_ inputs: [String: Any]) -> Double? {
    (inputs["associated"] as? Bool) == false ? nil : number(inputs["localTime"])
  }
}

extension WebAnimationsFixture {
  /// The keyframe sections, with the number of cases each holds.
  static let keyframeSections = [
    "keyframe_spacing": 46, "keyframe_offsets_invalid": 12, "keyframe_interval_selection": 121,
    "paced_spacing_historical": 4,
  ]

  /// A number of the fixture read exactly: on Linux, `JSONSerialization` gives decimals as
  /// `NSDecimalNumber`, whose `doubleValue` can be a few ulps off (0.10526315789473684 reads as
  /// 0.10526315789473686); its text, read by `Double(_:)`, is correctly rounded.
  static func exactNumber(_ any: Any?) -> Double? { number(any) }

  /// A list of offsets of the fixture (`null` = missing), or nil when the field is absent or null.
  static func offsets(_ any: Any?) -> [Double?]? {
    guard let list = any as? [Any] else { return nil }
    return list.map { exactNumber($0) }
  }

  /// A list of numbers of the fixture, read exactly.
  static func numbers(_ any: Any?) -> [Double]? {
    guard let list = any as? [Any] else { return nil }
    let values = list.compactMap { exactNumber($0) }
    return values.count == list.count ? values : nil
  }
}
