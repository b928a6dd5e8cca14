import MotionCurvesCore
import MotionCurvesSprings

extension DecayThenSpring {
  /// The distance settling is measured against: |``to`` − ``from``|, or, when that is 0, the
  /// spring's own scale (|v|/ω₀ of its starting velocity), or 0 at rest.
  public var scale: Double {
    let distance = abs(to - from)
    return distance > 0 ? distance : tail?.scale ?? 0
  }

  /// The smallest T after which the value stays within ε·``scale`` of ``to``.
  ///
  /// The decay alone: the decay's own ``Motion/settlingDuration(epsilon:)`` (and its scale). A snap
  /// from the release: the spring's (``SpringMotion/settlingDuration(epsilon:)``, its scale being
  /// |target − release|). After a crossing: ``handOffTime`` plus the spring's time to stay within
  /// the band ε·scale; when the spring never leaves that band, the time the decay enters it.
  ///
  /// - Precision: the spring part as ``SpringMotion/settlingDuration(epsilon:)`` (1e-12 relative);
  ///   the decay part to adjacent doubles, as ``handOffTime``.
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double = 1e-3) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    guard let tail else { return try decay.settlingDuration(epsilon: epsilon) }
    guard handOffTime > 0 else { return try tail.settlingDuration(epsilon: epsilon) }
    let band = max(epsilon * scale, .leastNonzeroMagnitude)
    let springTime = try Self.settling(of: tail, within: band)
    guard springTime == 0 else { return handOffTime + springTime }
    return BoundaryCrossing.entry(decay, into: band, around: to, before: handOffTime)
  }

  /// When `motion` stays within `band` (absolute, in value units) of its target.
  static func settling(of motion: SpringMotion, within band: Double) throws(SamplingError) -> Double {
    let offset = abs(motion.from - motion.to)
    let speed = abs(motion.initialVelocity)
    // Energy never grows: |x − to| ≤ √(y₀² + v₀²/ω₀²) ≤ |y₀| + |v₀|/ω₀ for all t.
    if offset + speed / motion.spring.naturalFrequency <= band { return 0 }
    let epsilon = band / motion.scale
    if epsilon.isFinite { return try motion.settlingDuration(epsilon: epsilon) }
    // The start's offset is below band·2⁻¹⁰²⁴: negligible next to the velocity's reach (> band).
    guard let onTarget = try? SpringMotion(
      spring: motion.spring, from: motion.to, to: motion.to, initialVelocity: motion.initialVelocity)
    else { return 0 }
    return try onTarget.settlingDuration(epsilon: band / onTarget.scale)
  }
}
