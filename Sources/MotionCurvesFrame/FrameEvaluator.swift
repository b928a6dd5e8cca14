import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesSprings
import MotionCurvesTiming

/// Every animated scalar of an engine, held in banks by kind and evaluated together once per
/// frame into one output buffer: what an animation engine embeds.
///
/// Four kinds of member, each stored as a structure of arrays so that a frame is a few tight
/// loops over contiguous memory:
/// - **timed curves** (``add(_:from:to:start:duration:)``): `from + (to − from)·f(p)` (or
///   `from·(1 − f) + to·f` where to − from overflows, so that no finite member gives NaN),
///   p = clamp((t − start)/duration, 0, 1), grouped by distinct ``TimingFunction`` so that each
///   group's progresses go through one curve's batch evaluation (a cubic Bézier's
///   ``CubicBezier/values(at:into:)``);
/// - **springs** (``add(_:from:to:initialVelocity:)``): a ``SpringBank``, advanced by the time
///   between frames and retargetable (``retarget(_:to:)``);
/// - **keyframe tracks** (``add(_:modelValue:)``): a ``PropertyAnimation`` of a `Double`, its
///   value at the frame's time, or the model value where it has none;
/// - **animation-tree leaves** (``add(_:leaf:modelValue:reportsPresence:)``): one animation of a
///   ``ComponentVector`` under groups and layer timings, its components in consecutive outputs
///   (what a scene's layer properties are).
///
/// Member indices are handed out in order from 0 and are the positions in the output buffer.
///
/// ```swift
/// var frame = FrameEvaluator()
/// let opacity = try frame.add(.easeInOut, from: 0, to: 1, start: 0, duration: 0.3)
/// let offset = try frame.add(try DampedSpring(response: 0.4, dampingRatio: 0.8), from: 0, to: 120)
/// var values = [Double](repeating: 0, count: frame.count)
/// for tick in 0...36 {
///   try values.withUnsafeMutableBufferPointer { try frame.evaluate(at: Double(tick) / 120, into: $0) }
/// }
/// print(values[opacity], values[offset])
/// ```
///
/// - Precision: each output equals its scalar form bit for bit: the curve's
///   ``TimingCurve/value(at:)`` at the same progress (computed with the same division), what
///   ``SpringStepper`` with ``SpringStepper/Integrator/exactStep`` computes over the same sequence
///   of frame intervals, ``PropertyAnimation/sample(at:inheritedDuration:parentSpeed:)``, and
///   for tree members what ``AnimationNode/leaves(at:)`` gives.
/// - Complexity: a frame is O(n) for n members and allocates nothing once the evaluator's arrays
///   are uniquely referenced (the first frame after a copy copies them), except one array per
///   animation-tree member (its interpolated vector).
public struct FrameEvaluator: Sendable {
  /// One distinct timing function and the members it eases.
  struct CurveGroup: Sendable {
    let curve: TimingFunction
    let bezier: CubicBezier?
    var outputs: [Int] = []
    var starts: [Double] = []
    var durations: [Double] = []
    var froms: [Double] = []
    var tos: [Double] = []
  }

  var groups: [CurveGroup] = []
  var groupIndex: [TimingFunction: Int] = [:]
  /// Space for the largest group's progresses, reused every frame.
  var scratch: [Double] = []

  /// The springs, in the order they were added, and each one's member index.
  public internal(set) var springs = SpringBank()
  var springOutputs: [Int] = []

  /// The keyframe tracks, compiled.
  var tracks = TrackTable()

  /// Leaves of animation trees, each writing a vector to consecutive outputs.
  var treeTracks: [TreeTrack] = []

  /// Per member: its index in ``springs`` when it is a spring, else nil.
  var springOfMember: [Int?] = []

  /// The previous frame's time, once a frame has been evaluated.
  public internal(set) var previousTime: Double?

  /// An evaluator with no members.
  public init() {}

  /// The number of members, which is the number of outputs a frame writes.
  public var count: Int { springOfMember.count }

  /// The bytes the compiled keyframe tracks take (``add(_:modelValue:)``): each track's normalized
  /// timing, time map, easing and keyframe indices, output and model value, and its keyframe
  /// tables (times, values, control points), at their element strides. The distinct easings,
  /// which tracks share, are not counted.
  ///
  /// - Complexity: O(1).
  public var keyframeTrackBytes: Int { tracks.bytes }

  /// Adds a value eased by `curve` from `from` to `to` over [start, start + duration] seconds,
  /// holding `from` before and `to` after. Returns its member index.
  ///
  /// - Complexity: amortized O(1).
  /// - Throws: ``FrameEvaluatorError/notFinite(_:_:)`` for a NaN or infinite start, duration,
  ///   from or to, ``FrameEvaluatorError/notPositive(_:_:)`` for a duration that is not above 0;
  ///   the evaluator is left as it was.
  @discardableResult
  public mutating func add(
    _ curve: TimingFunction, from: Double = 0, to: Double = 1, start: Double, duration: Double
  ) throws(FrameEvaluatorError) -> Int {
    try FrameEvaluatorError.finite(start, .start)
    try FrameEvaluatorError.positive(duration, .duration)
    try FrameEvaluatorError.finite(from, .from)
    try FrameEvaluatorError.finite(to, .to)
    let group: Int
    if let existing = groupIndex[curve] {
      group = existing
    } else {
      group = groups.count
      groups.append(CurveGroup(curve: curve, bezier: curve.bezier))
      groupIndex[curve] = group
    }
    let member = count
    groups[group].outputs.append(member)
    groups[group].starts.append(start)
    groups[group].durations.append(duration)
    groups[group].froms.append(from)
    groups[group].tos.append(to)
    if groups[group].outputs.count > scratch.count {
      scratch.append(contentsOf: repeatElement(0, count: groups[group].outputs.count - scratch.count))
    }
    springOfMember.append(nil)
    return member
  }

  /// Adds a value at `from`, moving at `initialVelocity`, pulled toward `to` by `spring`, and
  /// advanced by the time between frames. Returns its member index.
  ///
  /// - Complexity: amortized O(1); a spring new to the evaluator costs its exact solution once.
  /// - Throws: ``FrameEvaluatorError/notFinite(_:_:)`` for a NaN or infinite from, to or
  ///   initial velocity; the evaluator is left as it was.
  @discardableResult
  public mutating func add(
    _ spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0
  ) throws(FrameEvaluatorError) -> Int {
    try FrameEvaluatorError.finite(from, .from)
    try FrameEvaluatorError.finite(to, .to)
    try FrameEvaluatorError.finite(initialVelocity, .initialVelocity)
    let member = count
    let index: Int
    do {
      index = try springs.append(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
    } catch {
      // Unreachable: the values were checked above.
      throw .notFinite(.from, from)
    }
    springOutputs.append(member)
    springOfMember.append(index)
    return member
  }

  /// Adds a keyframe track: its value at each frame's time, or `modelValue` when it has none
  /// (before it starts or after it ends without a fill, or when removed on completion). Returns
  /// its member index.
  ///
  /// - Complexity: amortized O(1).
  /// - Throws: ``FrameEvaluatorError/notFinite(_:_:)`` for a NaN or infinite model value.
  @discardableResult
  public mutating func add(_ track: PropertyAnimation<Double>, modelValue: Double = 0) throws(FrameEvaluatorError) -> Int {
    try FrameEvaluatorError.finite(modelValue, .modelValue)
    let member = count
    try tracks.append(track, output: member, modelValue: modelValue)
    springOfMember.append(nil)
    return member
  }

  /// Forgets the previous frame's time (a seek, or a clock that restarted): the next frame
  /// evaluates curves and tracks at its time and leaves the springs where they are.
  ///
  /// - Complexity: O(1).
  public mutating func resetClock() {
    previousTime = nil
  }

  /// Pulls the spring `member` toward a new target from where it is (position and velocity stay
  /// continuous).
  ///
  /// - Complexity: O(1), allocation-free.
  /// - Throws: ``FrameEvaluatorError/notASpring(_:)`` when `member` is not a spring's index,
  ///   ``FrameEvaluatorError/notFinite(_:_:)`` for a NaN or infinite target.
  public mutating func retarget(_ member: Int, to target: Double) throws(FrameEvaluatorError) {
    guard member >= 0 && member < count, let index = springOfMember[member] else { throw .notASpring(member) }
    try FrameEvaluatorError.finite(target, .to)
    try? springs.retarget(index, to: target)
  }
}
