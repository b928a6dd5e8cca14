import MotionCurvesCore
import MotionCurvesSprings
import RealModule

extension SwiftUISpring {
  /// SwiftUI's `settlingDuration`: ``settlingDuration(target:initialVelocity:epsilon:)`` with
  /// target 1, initial velocity 0 and ε = 0.001 (`.bouncy` 1.0447 s, `.snappy` 0.8768 s,
  /// `.smooth` 0.8 s).
  public var settlingDuration: Double {
    // target 1, velocity 0 and ε = 0.001 are valid, so the rule cannot throw.
    (try? settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)) ?? .nan
  }

  /// SwiftUI's estimate of when the spring, moving from 0 toward `target` at `initialVelocity`,
  /// comes to rest — SwiftUI's own rule, not the exact settling time (``SpringMotion`` gives that):
  ///
  /// - no damping (λ = 0): +∞;
  /// - under-damped: the envelope bound t = max(0, −ln(ε / (|λ·target − v₀| + |target|)) / λ)
  ///   with λ = c/(2m);
  /// - critically or over-damped: samples at t = 0, 0.1, 0.2, … s (the times accumulated by adding
  ///   0.1, as SwiftUI does; at most 1024 samples) and returns the first sample time at which
  ///   |x − target| < ε and stays so at every sample for more than 1 s after it; 0 when no sample
  ///   qualifies. (A sample that first reaches a new smallest distance while still outside the band
  ///   is remembered, as SwiftUI's loop does, but only a sample inside the band is returned.)
  ///
  /// The samples use the exact motion (``value(target:initialVelocity:time:)``) where SwiftUI uses
  /// its closed forms; the two differ by less than 1e-12 of the distance, so they only disagree
  /// when a sample's distance lies within that of ε.
  ///
  /// - Precision: the envelope bound within 1e-14, relative; the grid rule exactly as described.
  /// - Throws: ``SpringError/notFinite(_:_:)`` when target or initialVelocity is not finite;
  ///   ``SpringError/notPositive(_:_:)`` (or `notFinite`) naming `epsilon` unless 0 < ε < ∞.
  public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) throws(SpringError)
    -> Double
  {
    try SpringError.finite(target, .to)
    try SpringError.finite(initialVelocity, .initialVelocity)
    try SpringError.positive(epsilon, .epsilon)
    guard damping > 0 else { return .infinity }
    let lambda = damping / (2 * mass)
    if regime == .underDamped {
      let magnitude = abs(lambda * target - initialVelocity) + abs(target)
      return max(0, -Double.log(epsilon / magnitude) / lambda)
    }
    let search = swiftUIGridSettlingTime(epsilon: epsilon) {
      abs(value(target: target, initialVelocity: initialVelocity, time: $0) - target)
    }
    guard let search, search.settled else { return 0 }
    return search.time
  }

  /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring (m = 1) whose envelope
  /// falls to ε at the given settling duration. As SwiftUI does, ζ is clamped to [ulp, 1] and the
  /// duration T to [0.01, 10] s; then ω₀ solves SwiftUI's envelope equation
  ///
  /// - ζ < 1: ζ/√(1 − ζ²) · e^(−ζω₀T) = ε, solved here in closed form,
  ///   ω₀ = ln(ζ / (ε√(1 − ζ²))) / (ζT);
  /// - ζ = 1: (1 + ω₀T)·e^(−ω₀T) = ε, solved for u = ω₀T by Newton's method safeguarded by
  ///   bisection, to full precision (u = 9.2335 for ε = 0.001);
  ///
  /// and k = ω₀², c = 2ζω₀. SwiftUI (as OpenSwiftUI transcribes it) runs up to 12 Newton steps on
  /// the same equations from ω₀ = 5/T, retrying 20 from 1/T if an iterate is not finite, and stops
  /// once a step is below ε: where it converges it finds this root, to within its last step.
  ///
  /// - Precision: k and c within 1e-14, relative, of the exact root's.
  /// - Throws: ``SpringError/notFinite(_:_:)`` for a NaN duration or ratio;
  ///   ``SpringError/notPositive(_:_:)`` (or `notFinite`) naming `epsilon` unless 0 < ε < ∞;
  ///   ``SpringError/derivedOutOfRange(_:_:derived:)`` when the equation has no positive root:
  ///   ζ/√(1 − ζ²) ≤ ε (a nearly undamped spring's envelope starts inside the band; SwiftUI would
  ///   return a growing spring), or ε ≥ 1 for ζ = 1.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(SpringError) {
    guard !settlingDuration.isNaN else { throw .notFinite(.duration, settlingDuration) }
    guard !dampingRatio.isNaN else { throw .notFinite(.dampingRatio, dampingRatio) }
    try SpringError.positive(epsilon, .epsilon)
    let zeta = min(max(dampingRatio, .ulpOfOne), 1)
    let duration = min(max(settlingDuration, 0.01), 10)
    let omega0: Double
    if zeta < 1 {
      let amplitude = zeta / ((1 - zeta) * (1 + zeta)).squareRoot()
      guard amplitude > epsilon else { throw .derivedOutOfRange(.dampingRatio, dampingRatio, derived: .stiffness) }
      omega0 = Double.log(amplitude / epsilon) / (zeta * duration)
    } else {
      guard epsilon < 1 else { throw .derivedOutOfRange(.epsilon, epsilon, derived: .stiffness) }
      omega0 = Self.criticalEnvelopeRoot(epsilon) / duration
    }
    try self.init(DampedSpring(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0))
  }

  /// The u > 0 with (1 + u)·e^(−u) = ε, for 0 < ε < 1: the root of g(u) = ln(1 + u) − u − ln ε,
  /// which decreases from −ln ε > 0 at u = 0; Newton's method kept inside a shrinking bracket.
  static func criticalEnvelopeRoot(_ epsilon: Double) -> Double {
    let logEpsilon = Double.log(epsilon)
    let g = { (u: Double) in Double.log(onePlus: u) - u - logEpsilon }
    var lo = 0.0
    var hi = 1.0
    while g(hi) > 0 { hi *= 2 }
    var u = hi
    for _ in 0..<200 {
      let value = g(u)
      if value > 0 { lo = u } else if value < 0 { hi = u } else { return u }
      var next = u + value * (1 + u) / u  // g′(u) = −u/(1 + u)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - u) <= 2 * Double.ulpOfOne * next || hi - lo <= 2 * Double.ulpOfOne * hi { return next }
      u = next
    }
    return u
  }
}

/// SwiftUI's settling search for critically damped and over-damped springs, shared by `Spring`'s
/// settling duration and `interpolatingSpring`'s (OpenSwiftUI's `Spring` and `SpringAnimation`):
/// `distance(t)` at t = 0, 0.1, 0.2, … s (1024 samples). While the smallest distance seen is at
/// least `epsilon`, the earliest time of that smallest distance is kept; once it is below, a
/// sample at or above `epsilon` starts the search over, and a distance that stays below for more
/// than 1 s after that time ends it.
///
/// - Returns: that time, with `settled` false when the samples ran out first; nil when a distance
///   is not finite.
func swiftUIGridSettlingTime(epsilon: Double, distance: (Double) -> Double) -> (time: Double, settled: Bool)? {
  var time = 0.0
  var bestTime = -1.0
  var bestDistance = Double.infinity
  for _ in 0..<1024 {
    let current = distance(time)
    guard current.isFinite else { return nil }
    if bestDistance >= epsilon {
      if current < bestDistance {
        bestTime = time
        bestDistance = current
      }
    } else if current >= epsilon {
      bestDistance = .infinity
    } else if time - bestTime > 1 {
      return (bestTime, true)
    }
    time += 0.1
  }
  return (bestTime, false)
}
