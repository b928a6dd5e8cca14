import MotionCurvesSprings

/// The numerical spring SwiftUI runs for `Animation.spring(response:dampingFraction:)`,
/// `.interactiveSpring`, `.smooth`, `.snappy` and `.bouncy` (`FluidSpringAnimation`), beside the
/// exact motion of the same spring (``SwiftUISpring``), so the distance between them can be
/// measured.
///
/// SwiftUI integrates the animated delta (0 → `target`) with fixed steps of h = 1/300 s,
/// velocity-Verlet (kick, drift, kick), from offset, velocity and force all 0 — the force is not
/// initialized to k·target, so the first step's kick is empty and the motion lags the exact one
/// by about half a step:
///
///     f = v + F·h/2;  x += f·h;  F = k(target − x) − c·f;  v = f + F·h/2
///
/// with k = min((2π/response)², 45 000) and c = 2√k·dampingFraction. A frame at time T runs the
/// steps whose start times t, accumulated by adding 1/300 from 0, are below T, so the state at T
/// does not depend on the frame rate (for frames less than 1 s apart; after a longer gap SwiftUI
/// restarts the stepping 1/60 s before the frame, which this model does not play). The animation
/// is finished at a frame where max(v², F²) ≤ 0.0036 and |target − x| ≤ 1 % of |target| (OpenSwiftUI's
/// `FluidSpringAnimation.animate`, audited for SwiftUI 6.5.4). `blendDuration` matters only when
/// animations merge, which this model does not play.
///
/// OpenSwiftUI's transcription takes the response as 0 unless a blend is running, which would give
/// every spring k = 1; SwiftUI's springs visibly follow their response, so the response given is
/// used (the note's reading). A response of 0, which the documentation calls an infinitely stiff
/// spring, takes the cap k = 45 000.
public struct SwiftUIFluidSpring: Sendable, Hashable {
  /// The response in seconds (the perceptual duration).
  public let response: Double
  /// The damping fraction ζ.
  public let dampingFraction: Double

  /// The fixed step: 1/300 s.
  public static let step = 1.0 / 300
  /// The stiffness cap: 45 000.
  public static let maximumStiffness = 45_000.0
  /// The most steps one evaluation runs: 3,000,000 (10,000 s of animation).
  public static let maximumSteps = 3_000_000

  /// The spring of `Animation.spring(response:dampingFraction:)`; the defaults are SwiftUI's
  /// (0.5, 0.825).
  ///
  /// - Throws: ``SpringError`` for a response or damping fraction that is negative or not finite.
  public init(response: Double = 0.5, dampingFraction: Double = 0.825) throws(SpringError) {
    try SpringError.nonNegative(response, .response)
    try SpringError.nonNegative(dampingFraction, .dampingRatio)
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// The spring of `Animation.spring(duration:bounce:)` and the presets: response = duration,
  /// dampingFraction = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
  ///
  /// - Throws: ``SpringError`` for a negative or non-finite duration, or a bounce ≤ −1 or not finite.
  public init(duration: Double, bounce: Double) throws(SpringError) {
    guard bounce.isFinite, bounce > -1 else { throw .bounceOutOfRange(bounce) }
    try self.init(response: duration, dampingFraction: DampedSpring.dampingRatio(bounce: bounce))
  }

  /// k = min((2π/response)², 45 000).
  public var stiffness: Double {
    guard response > 0 else { return Self.maximumStiffness }
    let frequency = 2 * Double.pi / response
    return Swift.min(frequency * frequency, Self.maximumStiffness)
  }

  /// c = 2√k·dampingFraction.
  public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

  /// The integrator's state after the steps a frame at `time` runs.
  public struct State: Sendable, Hashable {
    /// The offset x from the start (0 → target).
    public var value: Double
    /// The velocity v.
    public var velocity: Double
    /// The force F.
    public var force: Double
    /// The steps run.
    public var steps: Int
    /// Whether SwiftUI's finish rule holds in this state: the animation ends at a frame here.
    public var isFinished: Bool
  }

  /// The state at `time` (seconds from the start) for the delta `target`.
  ///
  /// - Complexity: O(time × 300) steps, at most ``maximumSteps``.
  /// - Throws: ``SpringError`` for a time or target that is not finite, or a negative time, and
  ///   for a time needing more than ``maximumSteps`` steps.
  public func state(target: Double, time: Double) throws(SpringError) -> State {
    try states(target: target, times: [time])[0]
  }

  /// The states at each of `times`, as ``state(target:time:)`` gives them, in one pass while the
  /// times ascend (a time earlier than the one before restarts from 0).
  ///
  /// - Complexity: O(steps to the latest time + times), when they ascend.
  /// - Throws: as ``state(target:time:)``, for the first bad time.
  public func states(target: Double, times: [Double]) throws(SpringError) -> [State] {
    guard target.isFinite else { throw .notFinite(.to, target) }
    for time in times {
      try SpringError.nonNegative(time, .duration)
      guard time * 300 <= Double(Self.maximumSteps) else { throw .derivedOutOfRange(.duration, time, derived: .dt) }
    }
    let k = stiffness, c = damping
    var x = 0.0, v = 0.0, force = 0.0, t = 0.0, steps = 0
    var lastStart = -Double.infinity  // the start time of the last step run
    var states: [State] = []
    states.reserveCapacity(times.count)
    for time in times {
      if time <= lastStart {  // a step already run starts at or after this time: start over
        (x, v, force, t, steps, lastStart) = (0, 0, 0, 0, 0, -.infinity)
      }
      while t < time {
        Self.step(&x, &v, &force, k: k, c: c, target: target)
        lastStart = t
        t += 1.0 / 300
        steps += 1
      }
      states.append(
        State(value: x, velocity: v, force: force, steps: steps, isFinished: Self.isFinished(x, v, force, target: target)))
    }
    return states
  }

  /// One kick–drift–kick step of h = 1/300 s, in SwiftUI's order of operations.
  static func step(_ x: inout Double, _ v: inout Double, _ force: inout Double, k: Double, c: Double, target: Double) {
    let f = force / 600 + v
    x += f / 300
    force = -c * f + k * (target - x)
    v = force / 600 + f
  }

  /// SwiftUI's finish rule: max(v², F²) ≤ 0.0036 and |target − x| ≤ 1 % of |target|.
  static func isFinished(_ x: Double, _ v: Double, _ force: Double, target: Double) -> Bool {
    let tolerance = 0.01 * target
    let remaining = target - x
    return Swift.max(v * v, force * force) <= 0.0036
      && !(tolerance * tolerance > 0 && tolerance * tolerance < remaining * remaining)
  }

  /// The animation's finish time for the delta `target`: n/300 s for the fewest steps n after
  /// which SwiftUI's finish rule holds (a frame at any time in ((n − 1)/300, n/300] runs those n
  /// steps and ends the animation); +∞ when the rule does not hold within ``maximumSteps``
  /// (an undamped spring). 0 for a target of 0. Exact in the model's arithmetic (it runs the
  /// same steps as ``state(target:time:)``).
  ///
  /// - Complexity: O(n), at most ``maximumSteps`` steps.
  /// - Throws: ``SpringError`` for a target that is not finite.
  public func finishTime(target: Double) throws(SpringError) -> Double {
    guard target.isFinite else { throw .notFinite(.to, target) }
    let k = stiffness, c = damping
    var x = 0.0, v = 0.0, force = 0.0
    for n in 0...Self.maximumSteps {
      if Self.isFinished(x, v, force, target: target) { return Double(n) / 300 }
      Self.step(&x, &v, &force, k: k, c: c, target: target)
    }
    return .infinity
  }
}
