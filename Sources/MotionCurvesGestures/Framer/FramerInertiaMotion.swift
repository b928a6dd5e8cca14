import MotionCurvesCore
import MotionCurvesSprings
import RealModule

/// A release under ``FramerInertia``: the friction phase x(t) = target − A·e^(−t/τ)
/// (A = power·v₀, or target − origin when `modifyTarget` moves the end), which snaps to the target
/// at ``end`` = τ·ln(|A|/restDelta); or, when it leaves [min, max], a spring from the crossing.
///
/// The crossing is exact: the time the exponential reaches the bound, τ·ln(A/(target − bound)),
/// solved in closed form (framer detects it at the first frame past the bound and starts the spring
/// from that frame's value; this model starts it at the bound itself). When the target lies
/// beyond the bound by less than restDelta, the friction phase snaps first, and the spring starts
/// at the snap, from the target, as framer's does. A release outside the bounds hands off at t = 0.
/// framer's spring finishes once within its restDelta and restSpeed and snaps to the bound; this
/// model keeps the exact spring.
///
/// - Precision: friction phase: value within ~4 ulps of the distance, velocity within ~3 ulps;
///   crossing time within ~4 ulps; spring phase as ``SpringMotion`` (1e-12 of its scale).
///   ``initialVelocity`` is the release velocity; the motion itself starts at A/τ (2461.5/s for
///   v₀ = 1000 with the defaults), as framer's does.
public struct FramerInertiaMotion: DecayMotion, Hashable {
  /// The parameters.
  public let model: FramerInertia
  /// Where it was released (framer's origin).
  public let from: Double
  /// The release velocity, in units per second.
  public let initialVelocity: Double
  /// A: the distance the friction phase covers.
  public let amplitude: Double
  /// Where the friction phase ends: origin + A, moved by `modifyTarget`.
  public let target: Double
  /// The boundary hand-off: when (seconds) and the spring from there, or nil.
  public let handOff: HandOff?

  /// The hand-off to a spring at a bound.
  public struct HandOff: Hashable, Sendable {
    /// The crossing time in seconds.
    public let time: Double
    /// The spring from the crossing value, toward the bound nearest to it, with the velocity
    /// ``FramerInertia/HandOffVelocity`` chooses; sampled at t − ``time``.
    public let spring: SpringMotion
    /// The friction phase's exact velocity at the crossing (the spring's start in `.exact`).
    public let frictionVelocity: Double
  }

  init(model: FramerInertia, from origin: Double, initialVelocity: Double) {
    self.model = model
    from = origin
    self.initialVelocity = initialVelocity
    var amplitude = model.power * initialVelocity
    let ideal = origin + amplitude
    let target = model.modifyTarget.map { $0(ideal) } ?? ideal
    if target != ideal { amplitude = target - origin }
    self.amplitude = amplitude
    self.target = target
    handOff = Self.findHandOff(model, origin, amplitude, target)
  }

  /// τ in seconds.
  var tau: Double { model.timeConstant / 1000 }

  var glide: ExponentialGlide { ExponentialGlide(from: from, v0: amplitude / tau, rate: -1 / tau) }

  /// The friction phase's end: τ·ln(|A|/restDelta) seconds (2.3977 s for A = 800 and the defaults),
  /// 0 when |A| ≤ restDelta (framer is then done at once, at the target).
  public var end: Double { Self.snapTime(amplitude, model) }

  static func snapTime(_ amplitude: Double, _ model: FramerInertia) -> Double {
    abs(amplitude) > model.restDelta ? model.timeConstant / 1000 * Double.log(abs(amplitude) / model.restDelta) : 0
  }

  /// The friction phase with framer's snap: the target from ``end`` on.
  func friction(at t: Double) -> Double {
    guard t > 0 else { return from }
    return t >= end ? target : glide.value(at: t)
  }

  static func findHandOff(
    _ model: FramerInertia, _ origin: Double, _ amplitude: Double, _ target: Double
  ) -> HandOff? {
    let tau = model.timeConstant / 1000
    let snap = snapTime(amplitude, model)
    let glide = ExponentialGlide(from: origin, v0: amplitude / tau, rate: -1 / tau)
    let outside = { (x: Double) in (model.min.map { x < $0 } ?? false) || (model.max.map { x > $0 } ?? false) }
    var time: Double
    var value: Double
    if outside(origin) {
      (time, value) = (0, origin)
    } else if amplitude > 0, let bound = model.max, target > bound {
      (time, value) = (tau * Double.log(amplitude / (target - bound)), bound)
    } else if amplitude < 0, let bound = model.min, target < bound {
      (time, value) = (tau * Double.log(amplitude / (target - bound)), bound)
    } else {
      return nil
    }
    if time > snap { (time, value) = (snap, target) }
    let exact = glide.velocity(at: time)
    let velocity: Double
    switch model.handOffVelocity {
    case .exact: velocity = exact
    case .finiteDifference:
      let previous = Swift.max(time - 0.005, 0)
      let before = previous > 0 ? (previous >= snap ? target : glide.value(at: previous)) : origin
      velocity = time > previous ? (value - before) / (time - previous) : 0
    }
    let nearest: Double
    switch (model.min, model.max) {
    case let (lower?, upper?): nearest = abs(lower - value) < abs(upper - value) ? lower : upper
    case let (lower?, nil): nearest = lower
    case let (nil, upper?): nearest = upper
    case (nil, nil): return nil
    }
    guard let spring = try? DampedSpring(mass: 1, stiffness: model.bounceStiffness, damping: model.bounceDamping),
      let motion = try? SpringMotion(spring: spring, from: value, to: nearest, initialVelocity: velocity)
    else { return nil }
    return HandOff(time: time, spring: motion, frictionVelocity: exact)
  }

  /// Where it comes to rest: the bound after a hand-off, else the target.
  public var to: Double { handOff?.spring.to ?? target }

  /// The value at t seconds (t ≤ 0 gives `from`, NaN gives NaN).
  ///
  /// - Precision: see the type.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? t : from }
    if let handOff, t >= handOff.time { return handOff.spring.value(at: t - handOff.time) }
    return friction(at: t)
  }

  /// The velocity at t seconds: A/τ·e^(−t/τ) in the friction phase, 0 once snapped, the spring's
  /// after a hand-off (t ≤ 0 gives the friction phase's A/τ).
  ///
  /// - Precision: see the type.
  public func velocity(at t: Double) -> Double {
    guard !t.isNaN else { return t }
    if let handOff, t >= handOff.time { return handOff.spring.velocity(at: t - handOff.time) }
    if t > 0 && t >= end { return 0 }
    return amplitude == 0 ? 0 : glide.velocity(at: Swift.max(t, 0))
  }
}
