import RealModule

/// Chromium's older fling curve (`ui/events/gestures/fling_curve.cc`, 2014): an exponential decay
/// with a constant drag, fitted to a curve and cut where the speed reaches 0.
///
/// In seconds and pixels, with α = −5.70762e3, β = 1.72e2 and γ = 3.7:
///
///     P(t) = α·e^(−γt) − β·t − α,   V(t) = −α·γ·e^(−γt) − β,   T(v) = −ln((v + β)/(−α·γ))/γ.
///
/// The curve starts at its maximum speed V(0) = 20 946.19 px/s (``maximumStartSpeed``) and stops at
/// T(0) = 1.3001 s (``curveDuration``) after P(T(0)) = 5437.5 px (``maximumTravel``). A fling with
/// start speed v₀ enters the curve at T(v₀) and plays it to T(0).
///
/// Chromium takes v₀ = max(|vx|, |vy|), clamped to V(0), and scales each axis by the ratio
/// v_axis/v₀. Quirk kept here: the ratio uses the *clamped* v₀, so a fling faster than V(0) still
/// starts at its own velocity and travels proportionally further (ratio > 1) in the same time.
///
/// Source: chromium/chromium `ui/events/gestures/fling_curve.cc`
/// (https://source.chromium.org/chromium/chromium/src/+/main:ui/events/gestures/fling_curve.cc).
public struct ChromiumExponentialFling: DecayModel, Hashable, Codable {
  /// α = −5.70762e3 px, as published (`kDefaultAlpha`).
  public static let publishedAlpha = -5.70762e3
  /// β = 1.72e2 px/s, as published (`kDefaultBeta`).
  public static let publishedBeta = 1.72e2
  /// γ = 3.7 /s, as published (`kDefaultGamma`).
  public static let publishedGamma = 3.7

  /// The arithmetic: published decimals, or Chromium's `float` constants.
  public let arithmetic: ChromiumFlingArithmetic
  /// α in pixels: the published value, or its `Float` rounding.
  public let alpha: Double
  /// β in pixels per second.
  public let beta: Double
  /// γ per second.
  public let gamma: Double

  /// The curve with Chromium's constants, in the given arithmetic.
  public init(arithmetic: ChromiumFlingArithmetic = .exact) {
    self.arithmetic = arithmetic
    switch arithmetic {
    case .exact:
      (alpha, beta, gamma) = (Self.publishedAlpha, Self.publishedBeta, Self.publishedGamma)
    case .float32:
      alpha = Double(Float(Self.publishedAlpha))
      beta = Double(Float(Self.publishedBeta))
      gamma = Double(Float(Self.publishedGamma))
    }
  }

  /// P(t), the position along the curve at curve time `t` seconds.
  ///
  /// - Precision: relative error ≤ 1e-15 plus the cancellation of its terms (absolute ≤ 1e-11 px
  ///   on [0, T(0)]).
  public func position(atCurveTime t: Double) -> Double {
    alpha * Double.exp(-t * gamma) - beta * t - alpha
  }

  /// V(t), the speed along the curve at curve time `t` seconds, in px/s.
  ///
  /// - Precision: absolute error ≤ 1e-11 px/s on [0, T(0)].
  public func velocity(atCurveTime t: Double) -> Double {
    -alpha * gamma * Double.exp(-t * gamma) - beta
  }

  /// T(v), the curve time at which the speed is `speed` px/s: −ln((v + β)/(−α·γ))/γ.
  ///
  /// - Precision: absolute error ≤ 1e-15 s for speeds in [0, V(0)].
  public func curveTime(atVelocity speed: Double) -> Double {
    -Double.log((speed + beta) / (-alpha * gamma)) / gamma
  }

  /// V(0) = −α·γ − β = 20 946.194 px/s: the fastest start; faster flings are clamped to it.
  public var maximumStartSpeed: Double { -alpha * gamma - beta }

  /// T(0) = ln(−α·γ/β)/γ ≈ 1.3001 s: where every fling ends.
  public var curveDuration: Double { curveTime(atVelocity: 0) }

  /// P(T(0)) = −α − β/γ − β·T(0) ≈ 5437.5 px: the travel of a fling started at V(0).
  public var maximumTravel: Double { -alpha - beta / gamma - beta * curveDuration }

  /// The fling of one axis released at `position` with `velocity` px/s, as if it were the only
  /// axis (v₀ = |velocity| clamped to V(0)).
  ///
  /// - Throws: ``GestureError`` naming `position` or `velocity` unless it is finite.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> ChromiumExponentialFlingMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    return axisMotion(from: position, velocity: velocity, majorSpeed: abs(velocity))
  }

  /// Both axes of a 2-D fling, as Chromium runs them: one start speed v₀ = max(|vx|, |vy|) clamped
  /// to V(0), each axis scaled by v_axis/v₀, so both end together at the curve's end.
  ///
  /// - Throws: ``GestureError`` naming a coordinate of `position` or `velocity` unless it is finite.
  public func motions(
    from position: (x: Double, y: Double), velocity: (x: Double, y: Double)
  ) throws(GestureError) -> (x: ChromiumExponentialFlingMotion, y: ChromiumExponentialFlingMotion) {
    try GestureError.requireFinite(position.x, "position.x")
    try GestureError.requireFinite(position.y, "position.y")
    try GestureError.requireFinite(velocity.x, "velocity.x")
    try GestureError.requireFinite(velocity.y, "velocity.y")
    let major = max(abs(velocity.x), abs(velocity.y))
    return (
      axisMotion(from: position.x, velocity: velocity.x, majorSpeed: major),
      axisMotion(from: position.y, velocity: velocity.y, majorSpeed: major)
    )
  }

  /// One axis, given the fling's major speed.
  func axisMotion(from position: Double, velocity: Double, majorSpeed: Double) -> ChromiumExponentialFlingMotion {
    var start = min(majorSpeed, maximumStartSpeed)
    if arithmetic == .float32 { start = Double(Float(start)) }
    let ratio = start > 0 ? velocity / start : 0
    return ChromiumExponentialFlingMotion(
      from: position, initialVelocity: velocity, startSpeed: start, ratio: ratio, beta: beta, gamma: gamma)
  }
}
