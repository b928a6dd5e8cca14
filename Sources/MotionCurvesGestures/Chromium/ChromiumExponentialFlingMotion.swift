import MotionCurvesCore
import RealModule

/// One axis of a ``ChromiumExponentialFling``: the curve entered at the start speed v₀ and played
/// to its end, scaled by the axis ratio r = v_axis/v₀.
///
/// With s = time since release, the closed forms (the curve's own P and V, rewritten so that no
/// large terms cancel) are
///
///     offset(s) = r·((v₀ + β)·(1 − e^(−γs))/γ − β·s),   velocity(s) = r·((v₀ + β)·e^(−γs) − β),
///
/// until the end s_end = T(0) − T(v₀) = ln(1 + v₀/β)/γ, after which the axis rests at
/// ``to`` = from + r·(v₀/γ − β·s_end). α only enters through the clamp of v₀ to V(0).
public struct ChromiumExponentialFlingMotion: DecayMotion, Hashable, Codable {
  /// Where the fling was released, in px.
  public let from: Double
  /// The release velocity of this axis, px/s.
  public let initialVelocity: Double
  /// v₀: the fling's start speed along the curve, max(|vx|, |vy|) clamped to V(0).
  public let startSpeed: Double
  /// r = v_axis/v₀: this axis's share of the curve (above 1 in size for a clamped fling).
  public let ratio: Double
  /// The curve's β, px/s.
  public let beta: Double
  /// The curve's γ, /s.
  public let gamma: Double

  /// The axis entering the curve at `startSpeed`, scaled by `ratio`.
  init(from: Double, initialVelocity: Double, startSpeed: Double, ratio: Double, beta: Double, gamma: Double) {
    self.from = from
    self.initialVelocity = initialVelocity
    self.startSpeed = startSpeed
    self.ratio = ratio
    self.beta = beta
    self.gamma = gamma
  }

  /// s_end = T(0) − T(v₀) = ln(1 + v₀/β)/γ: how long the fling plays, in seconds.
  ///
  /// - Precision: relative error ≤ 1e-15.
  public var curveDuration: Double { Double.log(onePlus: startSpeed / beta) / gamma }

  /// The distance along the curve (before the ratio) covered by time s ∈ [0, s_end].
  func travel(_ s: Double) -> Double {
    (startSpeed + beta) * -Double.expMinusOne(-gamma * s) / gamma - beta * s
  }

  /// Where the axis comes to rest: from + r·(v₀/γ − β·s_end).
  ///
  /// - Precision: absolute error ≤ 1e-15·(|from| + |r|·v₀/γ).
  public var to: Double { from + ratio * (startSpeed / gamma - beta * curveDuration) }

  /// The position at `t` seconds after release: `from` for t ≤ 0, ``to`` from s_end on.
  ///
  /// - Precision: absolute error ≤ 1e-15·(|from| + |r|·v₀/γ) (the closed form above; Chromium
  ///   evaluates P(t + T(v₀)) − P(T(v₀)) in `double` and rounds the offset to `float`).
  public func value(at t: Double) -> Double {
    if t.isNaN { return t }
    if t <= 0 { return from }
    let end = curveDuration
    if t >= end { return to }
    return from + ratio * travel(t)
  }

  /// The velocity at `t` seconds after release: 0 before release and from s_end on.
  ///
  /// - Precision: absolute error ≤ 1e-15·|r|·(v₀ + β).
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return t }
    if t < 0 || t >= curveDuration { return 0 }
    return ratio * ((startSpeed + beta) * Double.exp(-gamma * t) - beta)
  }

  /// The first time the speed is at most `threshold` px/s: ln((v₀ + β)/(q + β))/γ with
  /// q = threshold/|r|, or 0 when the release is already that slow. The speed falls steadily, so it
  /// stays below from then on.
  ///
  /// - Precision: relative error ≤ 1e-15 (computed as ln(1 + (v₀ − q)/(q + β))/γ).
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    let q = threshold / abs(ratio)
    guard q < startSpeed else { return 0 }
    return Double.log(onePlus: (startSpeed - q) / (q + beta)) / gamma
  }

  /// The time after which the axis stays within `epsilon` × its travel |to − from| of ``to``.
  ///
  /// The distance left at u seconds before the end is |r|·β·(e^(γu) − 1 − γu)/γ, which grows with
  /// u; the time solves it for u by bisection (to the last bit) and returns s_end − u.
  ///
  /// - Precision: absolute error ≤ 1e-15·s_end + 1e-15 s.
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    try SamplingError.positive(epsilon, .epsilon)
    let end = curveDuration
    guard ratio != 0, end > 0, epsilon < 1 else { return 0 }
    // Distance left, in units of the travel before the ratio.
    let total = travel(end)
    let target = epsilon * total
    var (low, high) = (0.0, end)
    while true {
      let mid = (low + high) / 2
      guard mid > low && mid < high else { break }
      let z = gamma * mid
      if beta * Self.expm1MinusZ(z) / gamma <= target { low = mid } else { high = mid }
    }
    return end - low
  }

  /// e^z − 1 − z without cancellation: its series for small z.
  static func expm1MinusZ(_ z: Double) -> Double {
    guard abs(z) < 0.5 else { return Double.expMinusOne(z) - z }
    var term = z * z / 2
    var sum = term
    for k in 3...24 {
      term *= z / Double(k)
      sum += term
    }
    return sum
  }
}
