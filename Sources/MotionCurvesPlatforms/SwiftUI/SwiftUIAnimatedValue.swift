/// One animated scalar played through a sequence of retargets, the way SwiftUI's transactions
/// combine animations on a property (`../shared/notes/platform-parity.md` §2.2 "Merging /
/// retargeting").
///
/// Each ``animate(to:at:with:)`` sets a new target (the model value) at a time, with an animation:
///
/// - **Fluid springs merge.** An animation whose base is a fluid spring
///   (``SwiftUIAnimation/spring``, ``SwiftUIAnimation/interactiveSpring``,
///   ``SwiftUIAnimation/smooth``, ``SwiftUIAnimation/snappy``, ``SwiftUIAnimation/bouncy`` and their
///   functions) with no modifiers replaces the most recently started animation still running: it
///   starts from that animation's current contribution and velocity (and, when that was a fluid
///   spring, its integrator's force), restarts its step clock at the retarget, and runs toward the
///   new target. When it replaces a fluid spring of another response, its response is blended from
///   the previous one over its `blendDuration`
///   (``SwiftUIFluidSpring/blendedResponse(previousResponse:elapsed:blendDuration:)``, p clamped).
///   As in OpenSwiftUI, a fluid spring merges whatever it follows; older animations still
///   running keep adding.
/// - **Everything else adds.** A curve (bézier) animation, an interpolating spring, and any
///   animation with modifiers animates its own delta — the new target minus the previous target,
///   the delta SwiftUI animates — and the results add: the shown value is the latest target minus
///   the sum of each running animation's remaining part, delta·(1 − progress). A finished
///   animation contributes its full delta. SwiftUI merges a delayed fluid spring only with an
///   identically delayed animation; that case is **not** modelled: a fluid spring with modifiers
///   adds, played alone from rest.
///
/// A fluid spring's state changes only at its steps (1/300 s): ``value(at:)`` and
/// ``velocity(at:)`` are the state after the steps that start before the time, as a frame sees
/// them. A fluid spring is played for at most ``maximumFluidDuration`` seconds; one that has not
/// finished by then is held at its state there.
///
/// The steps of every fluid spring are computed when its retarget is added, so evaluation does not
/// allocate: it is O(number of retargets) (plus O(time × 300) steps for a fluid spring with
/// modifiers, which is played by ``SwiftUIAnimation/value(at:)``).
public struct SwiftUIAnimatedValue: Sendable, Hashable {
  /// The value before the first retarget.
  public let initial: Double
  /// The latest target (``initial`` before any retarget).
  public private(set) var target: Double
  /// The retargets, in order.
  private var tracks: [Track] = []

  /// The longest a fluid spring is played: 120 s (36 000 steps).
  public static let maximumFluidDuration = 120.0

  /// A value resting at `initial`.
  ///
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` naming `target` for a NaN or infinite value.
  public init(initial: Double) throws(SwiftUIAnimationError) {
    guard initial.isFinite else { throw .notFinite(.target, initial) }
    self.initial = initial
    target = initial
  }

  /// Sets the target to `target` at `time` with `animation`, merging or adding as the type explains.
  ///
  /// - Throws: ``SwiftUIAnimationError/notFinite(_:_:)`` naming `target` or `time` for a NaN or
  ///   infinite value, ``SwiftUIAnimationError/timeBeforePrevious(_:previous:)`` for a time before
  ///   the previous retarget's (equal times are allowed; the later one follows).
  public mutating func animate(
    to target: Double, at time: Double, with animation: SwiftUIAnimation
  ) throws(SwiftUIAnimationError) {
    guard target.isFinite else { throw .notFinite(.target, target) }
    guard time.isFinite else { throw .notFinite(.time, time) }
    if let previous = tracks.last, time < previous.start { throw .timeBeforePrevious(time, previous: previous.start) }
    let change = target - self.target
    self.target = target
    guard case let .fluidSpring(spring, blendDuration) = animation.base, animation.modifiers.isEmpty else {
      tracks.append(Track(start: time, target: target, kind: .additive(animation, delta: change)))
      return
    }
    var stepper = SwiftUIFluidStepper(spring: spring, delta: change)
    if let index = tracks.lastIndex(where: { $0.isRunning(at: time) }) {
      let previous = tracks[index]
      let state = previous.remaining(at: time)
      var blendInterval = 0.0
      if case let .fluid(track) = previous.kind { blendInterval = track.response - spring.response }
      stepper = SwiftUIFluidStepper(
        spring: spring, delta: state.remaining + change, velocity: state.velocity, force: state.force,
        blendInterval: blendInterval, blendDuration: blendDuration)
      tracks[index].end = time
    }
    tracks.append(Track(start: time, target: target, kind: .fluid(FluidTrack(stepper))))
  }

  /// The value shown at `time`: the latest target set at or before `time` minus the remaining part
  /// of each running animation; ``initial`` before the first retarget.
  ///
  /// - Precision: as the animations' own evaluations (``SwiftUIAnimation/value(at:)``), plus
  ///   rounding of the sum.
  /// - Returns: NaN for a NaN time.
  public func value(at time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    var shown = initial
    var remaining = 0.0
    for track in tracks where track.start <= time {
      shown = track.target
      if time < track.end { remaining += track.remaining(at: time).remaining }
    }
    return shown - remaining
  }

  /// The rate of change of the value shown at `time`, per second: the sum of the running
  /// animations' velocities (a fluid spring's integrator velocity, constant between its steps).
  ///
  /// - Returns: NaN for a NaN time.
  public func velocity(at time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    var velocity = 0.0
    for track in tracks where track.start <= time && time < track.end {
      velocity += track.remaining(at: time).velocity
    }
    return velocity
  }

  /// How many animations are running at `time` (started, not finished, not replaced by a merge).
  public func runningAnimationCount(at time: Double) -> Int {
    guard !time.isNaN else { return 0 }
    return tracks.reduce(0) { $0 + ($1.isRunning(at: time) ? 1 : 0) }
  }
}

extension SwiftUIAnimatedValue {
  /// One retarget's animation.
  struct Track: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      /// A non-merging animation of `delta`.
      case additive(SwiftUIAnimation, delta: Double)
      /// A fluid spring, its steps precomputed.
      case fluid(FluidTrack)
    }

    /// When it began.
    let start: Double
    /// The target set with it.
    let target: Double
    /// The animation.
    let kind: Kind
    /// When a merge replaced it (+∞ while not replaced).
    var end = Double.infinity

    init(start: Double, target: Double, kind: Kind) {
      self.start = start
      self.target = target
      self.kind = kind
    }

    /// Whether it runs at `time`: started, not replaced, not finished.
    func isRunning(at time: Double) -> Bool {
      guard start <= time && time < end else { return false }
      switch kind {
      case let .additive(animation, _): return !animation.isFinished(at: time - start)
      case let .fluid(track): return !track.isFinished(afterSteps: track.stepsRun(by: time - start))
      }
    }

    /// The part of its delta not yet shown at `time`, the velocity it adds, and a fluid spring's force.
    func remaining(at time: Double) -> (remaining: Double, velocity: Double, force: Double) {
      let local = time - start
      switch kind {
      case let .additive(animation, delta):
        return (delta * (1 - animation.value(at: local)), delta * animation.velocity(at: local), 0)
      case let .fluid(track):
        let steps = track.stepsRun(by: local)
        if track.isFinished(afterSteps: steps) { return (0, 0, 0) }
        return (track.delta - track.offsets[steps], track.velocities[steps], track.forces[steps])
      }
    }
  }

  /// A fluid spring's states after 0, 1, 2, … steps, up to its finish or ``maximumFluidDuration``.
  struct FluidTrack: Sendable, Hashable {
    let delta: Double
    let response: Double
    /// The step after which SwiftUI's finish rule first holds (nil: not within the steps played).
    let finishStep: Int?
    var offsets: [Double] = []
    var velocities: [Double] = []
    var forces: [Double] = []

    init(_ start: SwiftUIFluidStepper) {
      delta = start.delta
      response = start.response
      var stepper = start
      let limit = Int(SwiftUIAnimatedValue.maximumFluidDuration * 300)
      var finish: Int?
      offsets.reserveCapacity(64)
      repeat {
        offsets.append(stepper.offset)
        velocities.append(stepper.velocity)
        forces.append(stepper.force)
        if stepper.steps > 0 && stepper.isFinished {
          finish = stepper.steps
          break
        }
        stepper.step()
      } while stepper.steps <= limit
      finishStep = finish
    }

    /// The steps a frame `time` seconds after the start has run: those starting before it
    /// (step j starts at j/300), at most the steps played.
    func stepsRun(by time: Double) -> Int {
      guard time > 0 else { return 0 }
      let steps = (time * 300).rounded(.up)
      return steps >= Double(offsets.count - 1) ? offsets.count - 1 : Int(steps)
    }

    /// Whether the spring has finished after `steps` steps.
    func isFinished(afterSteps steps: Int) -> Bool {
      guard let finishStep else { return false }
      return steps >= finishStep
    }
  }
}
