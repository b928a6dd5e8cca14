/// SwiftUI's `KeyframeTimeline` (iOS 17) over named scalar components: initial values and
/// parallel tracks, each animating one component (as SwiftUI's `KeyframeTrack`s animate different
/// properties of one value).
///
/// ```swift
/// let timeline = try SwiftUIKeyframeTimeline(
///   initialValues: ["scale": 1, "y": 0],
///   tracks: [
///     SwiftUIKeyframeTrack("scale", keyframes: [.linear(1.2, duration: 0.2), .spring(1)]),
///     SwiftUIKeyframeTrack("y", keyframes: [.cubic(-30, duration: 0.25), .cubic(0, duration: 0.25)]),
///   ])
/// timeline.duration                         // 1.0: the longest track, 0.2 s + the spring's 0.8 s
/// timeline.value("scale", time: 0.1)        // 1.1
/// timeline.value(time: 0.1)                 // every component's value, a dictionary
/// ```
///
/// Semantics (each track's keyframes: see ``SwiftUIKeyframeTrack``):
///
/// - before time 0 every component has its initial value and velocity 0;
/// - a component without a track keeps its initial value;
/// - after a track's end its component keeps the last value it reached (a spring cut short keeps
///   the value it reached, not its target) with velocity 0;
/// - ``value(progress:)`` is ``value(time:)`` at progress × ``duration`` with progress clamped
///   to 0…1 (a third-party reading, MetalUI's: Apple documents `value(progress:)` but not its
///   clamping).
///
/// Every track's segments are computed when the timeline is made, so ``value(_:time:)`` and
/// ``velocity(_:time:)`` do not allocate and find the segment by binary search, in O(log n) for
/// n keyframes. Values are exact up to rounding: linear and cubic segments within a few ulps of
/// the larger of the values and velocity·duration involved; unit curves as
/// ``SwiftUIUnitCurve/value(at:mode:)``; springs as ``SwiftUISpring/value(target:initialVelocity:time:)``
/// (1e-12 of the distance).
///
/// A timeline encodes as `{"initialValues": {"scale": 1, "y": 0}, "tracks": [ … ],
/// "tangents": "catmullRom"}` (`tangents` optional, ``SwiftUIKeyframeTangentRule``). Two
/// timelines are equal when their initial values, tracks and tangent rule are.
public struct SwiftUIKeyframeTimeline: Sendable, Hashable {
  /// Each component's value at time 0.
  public let initialValues: [String: Double]
  /// The tracks, one per animated component.
  public let tracks: [SwiftUIKeyframeTrack]
  /// How missing velocities between cubic keyframes are computed.
  public let tangents: SwiftUIKeyframeTangentRule
  /// The duration of the longest track, in seconds (0 when there is none): SwiftUI's `duration`.
  public let duration: Double
  /// Each component's precomputed segments (a component without a track has none).
  let segments: [String: SwiftUIKeyframeSegments]

  /// The timeline starting from `initialValues` with `tracks` running in parallel.
  ///
  /// - Throws: ``SwiftUIKeyframeError/initialValueNotFinite(component:_:)`` for a NaN or infinite
  ///   initial value, ``SwiftUIKeyframeError/missingInitialValue(track:)`` for a track whose
  ///   component has none, ``SwiftUIKeyframeError/duplicateTrack(_:)`` for two tracks over one
  ///   component, ``SwiftUIKeyframeError/overflow(track:keyframe:)`` when a segment overflows.
  public init(
    initialValues: [String: Double], tracks: [SwiftUIKeyframeTrack],
    tangents: SwiftUIKeyframeTangentRule = .catmullRom
  ) throws(SwiftUIKeyframeError) {
    for (component, value) in initialValues.sorted(by: { $0.key < $1.key }) where !value.isFinite {
      throw .initialValueNotFinite(component: component, value)
    }
    var segments: [String: SwiftUIKeyframeSegments] = [:]
    var duration = 0.0
    for track in tracks {
      guard let initialValue = initialValues[track.name] else { throw .missingInitialValue(track: track.name) }
      guard segments[track.name] == nil else { throw .duplicateTrack(track.name) }
      segments[track.name] = try SwiftUIKeyframeSegments(track: track, initialValue: initialValue, rule: tangents)
      duration = max(duration, track.duration)
    }
    self.initialValues = initialValues
    self.tracks = tracks
    self.tangents = tangents
    self.duration = duration
    self.segments = segments
  }

  /// A timeline over one scalar component named `name` (default `""`), starting at
  /// `initialValue` and moved by `keyframes`.
  ///
  /// - Throws: as ``SwiftUIKeyframeTrack/init(_:keyframes:)`` and
  ///   ``init(initialValues:tracks:tangents:)``.
  public init(
    initialValue: Double, name: String = "", keyframes: [SwiftUIKeyframe],
    tangents: SwiftUIKeyframeTangentRule = .catmullRom
  ) throws(SwiftUIKeyframeError) {
    try self.init(
      initialValues: [name: initialValue], tracks: [SwiftUIKeyframeTrack(name, keyframes: keyframes)],
      tangents: tangents)
  }

  /// Timelines are equal when their initial values, tracks and tangent rule are.
  public static func == (a: SwiftUIKeyframeTimeline, b: SwiftUIKeyframeTimeline) -> Bool {
    a.initialValues == b.initialValues && a.tracks == b.tracks && a.tangents == b.tangents
  }

  /// Hashes the initial values, tracks and tangent rule.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initialValues)
    hasher.combine(tracks)
    hasher.combine(tangents)
  }

  /// The value of `component` at `time` seconds (SwiftUI's `value(time:)` for one property); nil
  /// for a component that has no initial value. Does not allocate.
  ///
  /// - Returns: the initial value before 0, the last value reached after the track's end, NaN
  ///   for a NaN time.
  public func value(_ component: String, time: Double) -> Double? {
    if let track = segments[component] { return track.value(at: time) }
    guard let initial = initialValues[component] else { return nil }
    return time.isNaN ? time : initial
  }

  /// The velocity of `component` at `time`, in value units per second (the right-hand derivative
  /// at a joint where it jumps); nil for a component that has no initial value. Does not allocate.
  ///
  /// - Returns: 0 before 0, after the track's end and for a component without a track; NaN for a
  ///   NaN time.
  public func velocity(_ component: String, time: Double) -> Double? {
    if let track = segments[component] { return track.velocity(at: time) }
    guard initialValues[component] != nil else { return nil }
    return time.isNaN ? time : 0
  }

  /// SwiftUI's `value(time:)`: every component's value at `time` (allocates the dictionary only;
  /// ``value(_:time:)`` does not allocate).
  public func value(time: Double) -> [String: Double] {
    var result: [String: Double] = [:]
    result.reserveCapacity(initialValues.count)
    for component in initialValues.keys { result[component] = value(component, time: time) }
    return result
  }

  /// Every component's velocity at `time`, in value units per second.
  public func velocity(time: Double) -> [String: Double] {
    var result: [String: Double] = [:]
    result.reserveCapacity(initialValues.count)
    for component in initialValues.keys { result[component] = velocity(component, time: time) }
    return result
  }

  /// The time SwiftUI's `value(progress:)` reads: progress clamped to 0…1, times ``duration``
  /// (NaN stays NaN). The clamping is a third-party reading (MetalUI), not Apple-documented.
  public func time(progress: Double) -> Double {
    progress.isNaN ? progress : min(max(progress, 0), 1) * duration
  }

  /// The value of `component` at ``time(progress:)``; nil for a component without an initial value.
  public func value(_ component: String, progress: Double) -> Double? {
    value(component, time: time(progress: progress))
  }

  /// SwiftUI's `value(progress:)`: every component's value at ``time(progress:)``.
  public func value(progress: Double) -> [String: Double] {
    value(time: time(progress: progress))
  }
}
