/// Bracketed root finding on a decay's value: when a decay first leaves [lower, upper].
enum BoundaryCrossing {
  /// The time the decay crosses a bound and the bound it crosses; nil when it comes to rest inside
  /// the bounds (or on one of them). A release outside the bounds crosses at 0, toward the nearer
  /// bound.
  ///
  /// The decay's rest position decides whether it crosses (a decay is monotone: every platform
  /// model is). The crossing is bracketed from t₀ = distance/|v₀| (no decay reaches the bound
  /// sooner, its speed never exceeding |v₀|), doubling, then bisected until the bracket is two
  /// adjacent doubles; the later one is returned: the first representable time at which the
  /// computed value is beyond the bound. So |t_c − t*| ≤ ulp(t*) + δ/|v(t*)|, δ the decay's own
  /// value error. Evaluates the decay's value about 60 times (up to ~1100 for a crossing within
  /// 1e-300 s of the release); only at creation, never per frame.
  static func find<Decay: DecayMotion>(
    _ decay: Decay, lower: Double, upper: Double
  ) -> (time: Double, bound: Double)? {
    let start = decay.from
    if start > upper { return (0, upper) }
    if start < lower { return (0, lower) }
    let rest = decay.to
    guard rest > upper || rest < lower else { return nil }
    let bound = rest > upper ? upper : lower
    let sign: Double = rest > upper ? 1 : -1
    let beyond = { (t: Double) in sign * (decay.value(at: t) - bound) > 0 }
    let distance = abs(bound - start)
    guard distance > 0 else { return (0, bound) }
    var step = distance / abs(decay.initialVelocity)
    if !(step > 0 && step.isFinite) { step = 1 }
    var low = 0.0
    var high = step
    while !beyond(high) {
      low = high
      high *= 2
      guard high.isFinite else { return nil }
    }
    while true {
      let mid = low + (high - low) / 2
      guard mid > low && mid < high else { break }
      if beyond(mid) { high = mid } else { low = mid }
    }
    return (high, bound)
  }

  /// The first time in [0, end] at which |value − target| ≤ band, for a value approaching the target
  /// monotonically (0 when it starts inside), to the same adjacent-doubles bracket as ``find(_:lower:upper:)``.
  static func entry<Decay: DecayMotion>(_ decay: Decay, into band: Double, around target: Double, before end: Double) -> Double {
    let inside = { (t: Double) in abs(decay.value(at: t) - target) <= band }
    if inside(0) { return 0 }
    var low = 0.0
    var high = end
    while true {
      let mid = low + (high - low) / 2
      guard mid > low && mid < high else { break }
      if inside(mid) { high = mid } else { low = mid }
    }
    return high
  }
}
