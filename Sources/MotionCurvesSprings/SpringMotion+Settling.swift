import MotionCurvesCore
import RealModule

extension SpringMotion {
  /// The smallest T after which the motion stays within ε·scale of the target:
  /// |x(t) − to| ≤ ε·scale for every t ≥ T, where scale = |to − from|, or |v₀|/ω₀ when from = to
  /// (so an initial velocity alone still has a settling time). 0 when it starts at rest on the
  /// target or already inside the band for good; +∞ for an undamped spring that starts outside it.
  ///
  /// Found by root finding on the exact motion, not by scanning frames:
  /// - under-damped: the extremes of x − to come every π/ω_d at phases known in closed form, and
  ///   their sizes are R·(ω_d/ω₀)·e^(−γt) (R the amplitude), so the last extreme outside the band is
  ///   found directly; the crossing lies between it and the next extreme, where x is monotone;
  /// - critically and over-damped: x − to has at most one extreme, found by bisection on the sign
  ///   of the velocity; the crossing lies where |x − to| decreases.
  /// Each crossing is then refined by Newton's method safeguarded by bisection, to ~1e-15 relative.
  ///
  /// The motion is first scaled to a unit distance (the settling time depends only on the ratio
  /// of the start to the scale), so a distance of 1e-300 or 1e300 settles exactly as one of 1.
  ///
  /// - Precision: relative error ≤ 1e-12 against the exact settling time; the cross-checks
  ///   compare it with GSL's Brent bracketing.
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double = 1e-3) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    if from == to && initialVelocity == 0 { return 0 }
    // The start in units of the scale: (from − to)/scale is ±1 exactly, or 0 with v₀/scale = ±ω₀.
    let (u, vu, _) = halfDistanceUnits()
    let omega0 = spring.naturalFrequency
    // A spring much faster or slower than 1 rad/s also settles as the spring (1, 1, 2ζ) does, in
    // time units of 1/ω₀, so that the root finding never works with times near the ends of the
    // exponent range.
    let rescaleTime = !(omega0 > 1e-100 && omega0 < 1e100)
    // v₀/scale, in time units of 1/ω₀ when they are used.
    let velocity = u != 0 ? (rescaleTime ? vu / omega0 : vu) : (rescaleTime ? vu : vu * omega0)
    guard let unitSpring = rescaleTime ? try? DampedSpring(mass: 1, stiffness: 1, damping: 2 * spring.dampingRatio) : spring,
      let unit = try? SpringMotion(spring: unitSpring, from: u, to: 0, initialVelocity: velocity)
    else { return rescaleTime ? .infinity : 0 }
    let settling = unit.unitSettlingDuration(band: epsilon)
    return rescaleTime ? settling / omega0 : settling
  }

  /// The settling time of a motion whose scale is 1, within `band`.
  private func unitSettlingDuration(band: Double) -> Double {
    let y0 = from - to
    let v0 = initialVelocity
    if y0 == 0 && v0 == 0 { return 0 }
    let s = solution
    let offset = { (t: Double) in self.value(at: t) - self.to }
    if s.discriminantSign > 0 {
      let wd = s.omegaD.value
      let omega0 = s.omega0Squared.squareRoot()
      let b = (v0 + s.gamma * y0) / wd
      let amplitude = (y0 * y0 + b * b).squareRoot()
      let peakScale = amplitude * wd / omega0
      // Extremes where v = 0: v ∝ v0·cos θ − q·sin θ with θ = ω_d t.
      let q = (s.omega0Squared * y0 + s.gamma * v0) / wd
      var first = q == 0 ? Double.pi / 2 : Double.atan(v0 / q)
      if first < 0 { first += .pi }
      let extreme = { (k: Double) in (first + k * .pi) / wd }
      if s.gamma == 0 { return peakScale > band ? .infinity : 0 }
      guard peakScale > band else {
        // No extreme leaves the band: only the start can be outside it.
        return abs(y0) > band ? crossing(offset, 0, extreme(0), band) : 0
      }
      let lastOutside = Double.log(peakScale / band) / s.gamma  // extremes before this exceed the band
      let k = ((wd * lastOutside - first) / .pi).rounded(.up) - 1
      if k < 0 {
        return abs(y0) > band ? crossing(offset, 0, extreme(0), band) : 0
      }
      return crossing(offset, extreme(k), extreme(k + 1), band)
    }
    // Critical or over-damped: |x − to| ≤ e^(λt)·(|y0| + |v0 + γ y0|·t) bounds the motion.
    let rate = -s.slowRate
    let growth = abs(v0 + s.gamma * y0)
    var end = max(1 / rate, 1e-300)
    while Double.exp(-rate * end) * (abs(y0) + growth * end) > band && end < .greatestFiniteMagnitude / 4 {
      end *= 2
    }
    let velocity = { (t: Double) in self.velocity(at: t) }
    var start = 0.0
    if v0 != 0 && (velocity(end) > 0) != (v0 > 0) && velocity(end) != 0 {
      // One extreme at t_e: |x − to| decreases after it.
      var lo = 0.0
      var hi = end
      for _ in 0..<200 where hi - lo > 1e-15 * hi {
        let mid = 0.5 * (lo + hi)
        if (velocity(mid) > 0) == (v0 > 0) { lo = mid } else { hi = mid }
      }
      let te = 0.5 * (lo + hi)
      if abs(offset(te)) > band { return crossing(offset, te, end, band) }
      start = 0
      end = te
    }
    return abs(y0) > band ? crossing(offset, start, end, band) : 0
  }

  /// The t in [lo, hi] where |f| falls to `band`, for f monotone there with |f(lo)| > band ≥ |f(hi)|
  /// on the side of f(lo)'s sign.
  private func crossing(_ f: @escaping (Double) -> Double, _ lo: Double, _ hi: Double, _ band: Double) -> Double {
    let sign: Double = f(lo) < 0 ? -1 : 1
    let g = { (t: Double) in sign * f(t) - band }  // positive before the crossing
    var a = lo
    var b = hi
    var t = 0.5 * (a + b)
    for _ in 0..<300 {
      let value = g(t)
      if value > 0 { a = t } else { b = t }
      let slope = sign * velocity(at: t)
      var next = slope != 0 ? t - value / slope : 0.5 * (a + b)
      if !(next > a && next < b) { next = 0.5 * (a + b) }
      if abs(next - t) <= 1e-15 * max(abs(next), 1e-300) || b - a <= 1e-15 * max(abs(b), 1e-300) {
        return next
      }
      t = next
    }
    return t
  }
}
