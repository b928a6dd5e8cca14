/// One track of a SwiftUI keyframe timeline: SwiftUI's `KeyframeTrack`, the keyframes that
/// animate one named scalar component (`"scale"`, `"y"`, or a key path written as a string).
///
/// The keyframes run one after another, each from where the previous one ended; the track's
/// ``duration`` is the sum of theirs. How each kind moves (all in value units and seconds):
///
/// - **linear**: from the previous value to `to` along its unit curve; it ignores the incoming
///   velocity, and its end velocity is (to − from)·curve′(1)/duration.
/// - **move**: jumps to `to` at its start; the velocity after it is 0.
/// - **cubic**: a cubic Hermite segment in time. Explicit velocities win. A missing start
///   velocity is, after another cubic keyframe, that keyframe's explicit end velocity or else the
///   Catmull-Rom tangent at the joint (``SwiftUIKeyframeTangentRule``, whose neighbours are the
///   value where the previous segment started and this keyframe's `to`); after a different kind,
///   the velocity that segment ended with (Apple's documented hand-off); at the track's start, 0
///   (the value starts at rest). A missing end velocity is, before another cubic keyframe, its
///   explicit start velocity or else the Catmull-Rom tangent at the joint; before a linear
///   keyframe, the linear segment's initial velocity (to − from)·curve′(0)/duration (Apple's
///   documented hand-off); before a spring with a start velocity, that velocity; before a spring
///   without one — whose initial velocity would be this very end velocity — the Catmull-Rom
///   tangent toward the spring's target at the spring segment's end (a choice: Apple does not
///   say); before a move or at the track's end, 0 (the MetalUI reading; Apple does not say).
/// - **spring**: the spring's exact motion (``SwiftUISpring/value(target:initialVelocity:time:)``)
///   from the previous value toward `to`, starting with its start velocity or else the velocity
///   the previous segment ended with (0 at the track's start and after a move); it lasts its
///   duration or the spring's ``SwiftUISpring/settlingDuration``, and a spring cut short hands
///   the value and velocity it reached to the next keyframe (third-party reading).
///
/// A track encodes as `{"name": "scale", "keyframes": [ … ]}` (see ``SwiftUIKeyframe`` for the
/// keyframes; `name` optional, default `""`).
public struct SwiftUIKeyframeTrack: Sendable, Hashable {
  /// The component the track animates.
  public let name: String
  /// The keyframes, in order.
  public let keyframes: [SwiftUIKeyframe]
  /// The sum of the keyframes' durations, in seconds (0 for an empty track).
  public let duration: Double

  /// The track animating `name` through `keyframes` (an empty list keeps the initial value).
  ///
  /// - Throws: ``SwiftUIKeyframeError/notFinite(track:keyframe:_:_:)`` for a NaN or infinite
  ///   number, ``SwiftUIKeyframeError/negativeDuration(track:keyframe:_:)`` for a negative
  ///   duration, ``SwiftUIKeyframeError/unboundedDuration(track:keyframe:)`` for a spring without
  ///   a duration that never settles or durations whose sum overflows.
  public init(_ name: String = "", keyframes: [SwiftUIKeyframe]) throws(SwiftUIKeyframeError) {
    var total = 0.0
    for (index, keyframe) in keyframes.enumerated() {
      try keyframe.validate(track: name, index: index)
      total += keyframe.duration
      guard total.isFinite else { throw .unboundedDuration(track: name, keyframe: index) }
    }
    self.name = name
    self.keyframes = keyframes
    duration = total
  }
}
