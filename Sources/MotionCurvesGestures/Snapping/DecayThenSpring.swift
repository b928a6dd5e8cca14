import MotionCurvesCore
import MotionCurvesSprings

/// A released gesture: a decay that coasts until it crosses a boundary, then a spring that brings
/// it back to that boundary; or, with snap points and no crossing, a spring from the release to the
/// chosen point; or the decay alone.
///
/// Built from any platform's decay, ``init(model:from:velocity:lower:upper:spring:snapPoints:rule:)``
/// releases a scroll view at 0 with 3000 units/s inside [0, 800]: ``value(at:)`` is the decay's
/// before ``handOffTime`` and the spring's after it.
///
/// At ``handOffTime`` the spring starts from the decay's value and velocity at that instant, so both
/// are continuous: the spring's value(at: 0) and velocity(at: 0) are the decay's at the crossing,
/// exactly. framer-motion's `inertia` with `min`/`max` does the same, starting its bounce spring
/// where the value leaves the bounds (platform-parity §1.5); unlike framer, the crossing time is
/// solved for (see ``handOffTime``) rather than met at the next frame, and the spring starts with
/// the decay's exact velocity rather than a 5 ms finite difference.
///
/// A release outside the bounds hands off at t = 0, toward the nearer bound (framer's rule).
///
/// - Precision: before the hand-off, the decay's own; after it, ``SpringMotion``'s (1e-12 of its
///   scale); ``handOffTime`` as there stated.
/// - Complexity: value(at:) and velocity(at:) are O(1) and allocate nothing.
public struct DecayThenSpring<Decay: DecayMotion>: SettlingMotion {
  /// The motion is of a number.
  public typealias Value = Double

  /// The decay that plays until the hand-off.
  public let decay: Decay
  /// The lower bound (−∞ for none).
  public let lower: Double
  /// The upper bound (+∞ for none).
  public let upper: Double
  /// The spring used after the hand-off.
  public let spring: DampedSpring
  /// When the spring takes over, in seconds: the time the decay crosses a bound, 0 for a snap from
  /// the release (or a release outside the bounds), +∞ when the decay plays alone.
  ///
  /// - Precision: the crossing is found by bisection on the decay's value down to two adjacent
  ///   doubles, and is the later one: |t_c − t*| ≤ ulp(t*) + δ/|v(t*)|, with t* the exact crossing
  ///   and δ the decay's own value error.
  public let handOffTime: Double
  /// The spring after the hand-off (its t = 0 is ``handOffTime``); nil when the decay plays alone.
  public let tail: SpringMotion?

  /// The release carried by `decay` inside [`lower`, `upper`], handed to `spring` at a crossing;
  /// when it does not cross and `snapPoints` are given, `spring` from the release to the point
  /// `rule` picks (the decay's rest position as the projection) instead of the decay.
  ///
  /// - Throws: ``GestureError/reversedBounds(lower:upper:)`` when `lower` > `upper`;
  ///   ``GestureError/invalidParameter(name:value:requirement:)`` naming `lower` or `upper` when
  ///   NaN or infinite on the wrong side (lower = +∞, upper = −∞), or naming the decay's value when
  ///   it is not finite at the hand-off.
  public init(
    decay: Decay, lower: Double = -.infinity, upper: Double = .infinity, spring: DampedSpring,
    snapPoints: SnapPoints? = nil, rule: SnapRule = .nearest
  ) throws(GestureError) {
    guard !lower.isNaN && lower != .infinity else {
      throw .invalidParameter(name: "lower", value: lower, requirement: "a number below +∞")
    }
    guard !upper.isNaN && upper != -.infinity else {
      throw .invalidParameter(name: "upper", value: upper, requirement: "a number above −∞")
    }
    guard lower <= upper else { throw .reversedBounds(lower: lower, upper: upper) }
    self.decay = decay
    self.lower = lower
    self.upper = upper
    self.spring = spring
    if let crossing = BoundaryCrossing.find(decay, lower: lower, upper: upper) {
      handOffTime = crossing.time
      tail = try spring.handOff(
        from: decay.value(at: crossing.time), velocity: decay.velocity(at: crossing.time), to: crossing.bound)
    } else if let snapPoints {
      let target = try snapPoints.target(
        from: decay.from, velocity: decay.initialVelocity, projection: decay.to, rule: rule)
      handOffTime = 0
      tail = try spring.handOff(from: decay.from, velocity: decay.initialVelocity, to: target)
    } else {
      handOffTime = .infinity
      tail = nil
    }
  }

  /// The release at `position` with `velocity` under `model`, as
  /// ``init(decay:lower:upper:spring:snapPoints:rule:)``.
  ///
  /// - Throws: as the model's ``DecayModel/motion(from:velocity:)`` and as
  ///   ``init(decay:lower:upper:spring:snapPoints:rule:)``.
  public init<Model: DecayModel>(
    model: Model, from position: Double, velocity: Double, lower: Double = -.infinity,
    upper: Double = .infinity, spring: DampedSpring, snapPoints: SnapPoints? = nil, rule: SnapRule = .nearest
  ) throws(GestureError) where Model.Decay == Decay {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    try self.init(
      decay: model.motion(from: position, velocity: velocity), lower: lower, upper: upper, spring: spring,
      snapPoints: snapPoints, rule: rule)
  }

  /// The release position.
  public var from: Double { decay.from }

  /// Where it comes to rest: the bound it crossed, the snap point, or the decay's rest position.
  public var to: Double { tail?.to ?? decay.to }

  /// The release velocity, in units per second.
  public var initialVelocity: Double { decay.initialVelocity }

  /// The value at time t: the decay's before ``handOffTime``, the spring's (at t − handOffTime)
  /// from then on; t ≤ 0 gives ``from``, NaN gives NaN.
  ///
  /// - Precision: as the decay, then as ``SpringMotion/value(at:)``.
  public func value(at t: Double) -> Double {
    guard !t.isNaN else { return t }
    guard let tail, t >= handOffTime else { return decay.value(at: t) }
    return tail.value(at: t - handOffTime)
  }

  /// The velocity at time t in units per second, the decay's before ``handOffTime``, the spring's
  /// from then on.
  ///
  /// - Precision: as the decay, then as ``SpringMotion/velocity(at:)``.
  public func velocity(at t: Double) -> Double {
    guard !t.isNaN else { return t }
    guard let tail, t >= handOffTime else { return decay.velocity(at: t) }
    return tail.velocity(at: t - handOffTime)
  }
}

/// Chains with equal decays, bounds, springs and hand-offs are equal.
extension DecayThenSpring: Equatable where Decay: Equatable {}

/// Hashes what `==` compares.
extension DecayThenSpring: Hashable where Decay: Hashable {}
