import MotionCurvesCore
import MotionCurvesSprings
import RealModule

extension FramerInertiaMotion {
  /// When the speed falls to `threshold` for good: τ·ln(|A|/(τ·threshold)) in the friction phase
  /// (at most ``end``); after a hand-off, the last time the spring is faster, found on a grid of
  /// 1/(16·ω₀) until the spring's energy bound √(v² + k·y²) is below the threshold (it never rises
  /// again), then refined by bisection to ~1e-15 s.
  ///
  /// - Precision: friction phase within ~4 ulps; spring phase to 1e-12 s, assuming no excursion
  ///   above the threshold shorter than the grid step.
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    let frictionTime = amplitude == 0 ? 0 : Swift.min(glide.time(toSpeed: threshold), end)
    guard let handOff else { return frictionTime }
    if let last = Self.lastTime(above: threshold, handOff.spring, stiffness: model.bounceStiffness) {
      return handOff.time + last
    }
    return Swift.min(frictionTime, handOff.time)
  }

  /// After this time the value stays within ε·scale of `to`, scale = |to − from| (or |A| when 0):
  /// the friction phase's τ·ln(|A|/(ε·scale)) (at most ``end``); after a hand-off, the crossing
  /// time plus the spring's ``SpringMotion/settlingDuration(epsilon:)`` for the same band.
  ///
  /// - Precision: friction phase within ~4 ulps; spring phase as the spring's (1e-12 relative).
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    let scale = to != from ? abs(to - from) : abs(amplitude)
    guard scale > 0 else { return 0 }
    let band = epsilon * scale
    guard let handOff else {
      return abs(amplitude) <= band ? 0 : Swift.min(end, tau * Double.log(abs(amplitude) / band))
    }
    let spring = handOff.spring
    let springTime = spring.scale > 0 ? try spring.settlingDuration(epsilon: band / spring.scale) : 0
    if springTime > 0 { return handOff.time + springTime }
    let gap = abs(target - to)
    let entry = abs(amplitude) <= band + gap ? 0 : tau * Double.log(abs(amplitude) / (band + gap))
    return Swift.min(Swift.max(entry, 0), handOff.time)
  }

  /// The last time |v| > threshold for the spring (nil if never), see ``duration(toVelocity:)``.
  static func lastTime(above threshold: Double, _ spring: SpringMotion, stiffness k: Double) -> Double? {
    let step = 1 / (16 * k.squareRoot())
    let bound = { (t: Double) -> Double in
      let y = spring.value(at: t) - spring.to
      let v = spring.velocity(at: t)
      return (v * v + k * y * y).squareRoot()
    }
    var last: Double?
    var t = 0.0
    var count = 0
    while bound(t) > threshold && count < 50_000_000 {
      if abs(spring.velocity(at: t)) > threshold { last = t }
      count += 1
      t = Double(count) * step
    }
    guard var low = last else { return nil }
    var high = low + step
    for _ in 0..<200 where high - low > 1e-15 {
      let mid = (low + high) / 2
      if abs(spring.velocity(at: mid)) > threshold { low = mid } else { high = mid }
    }
    return high
  }
}
