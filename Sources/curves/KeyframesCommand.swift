import ArgumentParser
import MotionCurves

/// `curves keyframes <file>`: a SwiftUI `KeyframeTimeline` or a Compose keyframes (or other
/// duration-based, or repeated) spec, written as JSON, sampled as CSV `t,track,value,velocity`.
struct KeyframesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keyframes",
    abstract: "Evaluate a SwiftUI keyframe timeline or a Compose keyframes spec: CSV t,track,value,velocity.",
    discussion: """
      The file (JSON, or '-' for standard input) holds one of:
        {"swiftui": {"initialValues": {"scale": 1}, "tracks": [{"name": "scale", "keyframes": \
      [{"kind": "spring", "to": 1.4}, {"kind": "cubic", "to": 1, "duration": 0.3}]}]}} — a \
      SwiftUIKeyframeTimeline (kinds linear, cubic, spring, move; "tangents": "catmullRom" or \
      "uniform");
        {"compose": {"keyframes": {"durationMillis": 400, "keyframes": [{"value": 0.5, "atMillis": \
      100, "using": "FastOutSlowInEasing"}]}}, "from": 0, "to": 1} — a Compose duration-based spec \
      (keyframes, keyframesWithSpline, tween or snap), or a repeatable one ({"iterations": 3, \
      "animation": {…}, "repeatMode": "Reverse"}; no "iterations" repeats forever), from "from" to \
      "to" (defaults 0 and 1).
      One row per track per time, the tracks in name order (a Compose spec has one, value); t in \
      seconds. A Compose value is the one Compose shows at the play time truncated to whole \
      milliseconds; every velocity is the exact derivative of the curve, in units per second. \
      Times: --at t, or frames --from (default 0) to --until (default the end: the timeline's \
      duration, the spec's delay + duration; a spec repeated forever needs --until) at --fps \
      (default 60).
      """)

  @Argument(help: "The keyframes file (JSON), or '-' to read it from standard input.")
  var file: String

  @OptionGroup var times: AnimationTimes
  @OptionGroup var output: OutputOptions

  func run() throws {
    let keyframes = try AnimationDocumentInput.load(PlatformKeyframes.self, file, what: "keyframes file")
    let rows = try times.values(end: keyframes.end)
    let tracks = keyframes.tracks
    // A row is at least `0,a,0,0` and a line break.
    try CSVTable.refuse(rows: Double(rows.count * tracks.count), atLeast: 8)
    var csv = CSVTable(header: "t", "track", "value", "velocity")
    for t in rows {
      for track in tracks where !csv.isFull {
        let (value, velocity) = keyframes.sample(track, at: t)
        csv.append(fields: [CSVTable.field(t), CSVTable.field(text: track), CSVTable.field(value), CSVTable.field(velocity)])
      }
    }
    try output.emit(try csv.text)
  }
}

/// The JSON `curves keyframes` reads: `{"swiftui": timeline}` or `{"compose": spec, "from", "to"}`.
enum PlatformKeyframes: Decodable {
  case swiftUI(SwiftUIKeyframeTimeline)
  case compose(ComposeRepeatable?, ComposeDurationBasedSpec, from: Double, to: Double)

  private enum Keys: String, CodingKey { case swiftui, compose, from, to }
  private enum SpecKeys: String, CodingKey { case animation }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let unknown = try decoder.container(keyedBy: DocumentKey.self).allKeys.map(\.stringValue)
      .filter { Keys(rawValue: $0) == nil }
    if let key = unknown.first {
      throw DecodingError.dataCorruptedError(
        forKey: .swiftui, in: container, debugDescription: "unknown key \(quoted(key)): give swiftui, or compose with from and to")
    }
    switch (container.contains(.swiftui), container.contains(.compose)) {
    case (true, false):
      guard !container.contains(.from) && !container.contains(.to) else {
        throw DecodingError.dataCorruptedError(
          forKey: .from, in: container, debugDescription: "from and to go with compose; a SwiftUI timeline has initialValues")
      }
      self = .swiftUI(try container.decode(SwiftUIKeyframeTimeline.self, forKey: .swiftui))
    case (false, true):
      let from = try container.decodeIfPresent(Double.self, forKey: .from) ?? 0
      let to = try container.decodeIfPresent(Double.self, forKey: .to) ?? 1
      guard from.isFinite && to.isFinite else {
        throw DecodingError.dataCorruptedError(forKey: .from, in: container, debugDescription: "from and to must be finite")
      }
      let spec = try container.nestedContainer(keyedBy: SpecKeys.self, forKey: .compose)
      if spec.contains(.animation) {
        let repeated = try container.decode(ComposeRepeatable.self, forKey: .compose)
        self = .compose(repeated, repeated.animation, from: from, to: to)
      } else {
        self = .compose(nil, try container.decode(ComposeDurationBasedSpec.self, forKey: .compose), from: from, to: to)
      }
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .swiftui, in: container, debugDescription: "give exactly one of swiftui and compose")
    }
  }

  /// The tracks, in name order.
  var tracks: [String] {
    switch self {
    case let .swiftUI(timeline): return timeline.initialValues.keys.sorted()
    case .compose: return ["value"]
    }
  }

  /// Where the rows end by default, in seconds; nil when the spec repeats forever.
  var end: Double? {
    switch self {
    case let .swiftUI(timeline): return timeline.duration
    case let .compose(repeated?, _, _, _): return repeated.durationMillis.map { Double($0) / 1000 }
    case let .compose(nil, spec, _, _): return Double(spec.delayMillis + spec.durationMillis) / 1000
    }
  }

  /// The value and velocity of `track` at `t` seconds.
  func sample(_ track: String, at t: Double) -> (value: Double, velocity: Double) {
    switch self {
    case let .swiftUI(timeline):
      return (timeline.value(track, time: t) ?? .nan, timeline.velocity(track, time: t) ?? .nan)
    case let .compose(repeated?, _, from, to):
      return (repeated.value(from: from, to: to, atMillis: t * 1000), repeated.velocity(from: from, to: to, atMillis: t * 1000))
    case let .compose(nil, spec, from, to):
      return (spec.value(from: from, to: to, atMillis: t * 1000), spec.velocity(from: from, to: to, atMillis: t * 1000))
    }
  }
}
