import MotionCurvesCore
import MotionCurvesSprings
import RealModule

extension ComposeSpring {
  /// Compose's duration estimate for an undamped spring: `Long.MAX_VALUE / 1_000_000` ms
  /// (`MAX_LONG_MILLIS`, 9,223,372,036,854 ms), which stands for "never".
  public static let undampedDurationMillis = ComposeSpringEstimation.maximumMillis

  /// Compose's own duration for a `Float` spring from `from` to `to`: `FloatSpringSpec.getDurationNanos`
  /// in milliseconds — `estimateAnimationDurationMillis` (transcribed
  /// from androidx `SpringEstimation.kt`, commit 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef) with the
  /// displacement (from − to) and the velocity divided by `visibilityThreshold` in `Float`, and
  /// delta 1.
  ///
  /// What it estimates: the last time the displacement is one threshold from `to`. Under-damped
  /// springs use the envelope √(c₁² + c₂²)·e^(−ζ√k·t), so the estimate is the envelope's crossing
  /// (never before the motion's last crossing), truncated to whole ms; critical and over-damped
  /// springs solve the motion itself by Newton's method, stopped when a step moves less than 1 ms,
  /// so they are within about 1 ms of the crossing, truncated. Compose's own quirks are kept: an
  /// undamped spring (ζ = 0 in `Float`) gives `Long.MAX_VALUE / 1_000_000`; a spring already
  /// within the envelope's threshold gives a negative number (the envelope crossed in the past);
  /// a motion at rest on `to` gives 0.
  ///
  /// - Throws: ``SpringError`` for a value that is not finite or beyond `Float`'s range, or a
  ///   threshold that is not positive (``SpringError/Parameter/epsilon``).
  public func estimatedDurationMillis(
    from: Double, to: Double, initialVelocity: Double = 0, visibilityThreshold: Double = defaultDisplacementThreshold
  ) throws(SpringError) -> Int64 {
    let (start, end, velocity) = try Self.floats(from: from, to: to, initialVelocity: initialVelocity)
    try SpringError.finite(visibilityThreshold, .epsilon)
    let threshold = Float(visibilityThreshold)
    guard threshold > 0 else { throw .notPositive(.epsilon, visibilityThreshold) }
    return ComposeSpringEstimation.millis(
      stiffness: floatStiffness, dampingRatio: Float(dampingRatio), initialVelocity: velocity / threshold,
      initialDisplacement: (start - end) / threshold, delta: 1)
  }

  /// The stiffness `SpringSimulation.stiffness` reports: (√Float(k))² rounded to `Float`.
  var floatStiffness: Float {
    let root = Double(Float(stiffness)).squareRoot()
    return Float(root * root)
  }

  /// The ends and the velocity as `Float`, as Compose holds them.
  static func floats(from: Double, to: Double, initialVelocity: Double) throws(SpringError) -> (Float, Float, Float) {
    for (value, parameter) in [(from, SpringError.Parameter.from), (to, .to), (initialVelocity, .initialVelocity)] {
      try SpringError.finite(value, parameter)
      guard Float(value).isFinite else { throw .beyondFloat(parameter, value) }
    }
    return (Float(from), Float(to), Float(initialVelocity))
  }

  /// Compose's value and velocity at `playTimeMillis` whole milliseconds: `SpringSimulation.updateValues`
  /// (androidx `SpringSimulation.kt`, commit 13d5e2efb6ca3077b4bd3f6040c5a15b504397d3), as
  /// `FloatSpringSpec.getValueFromNanos` calls it with `playTimeNanos / 1_000_000`.
  ///
  /// The ends, the velocity, ζ and k are `Float`s; the arithmetic is `Double` with ω₀ = √k; the
  /// time is `playTimeMillis / 1000.0` s; the branch is over-damped for ζ > 1, **critical only
  /// when ζ == 1 in `Float`**, under-damped otherwise; value and velocity are rounded to `Float`.
  /// So the numbers differ from the exact motion (``motion(from:to:initialVelocity:)``) by `Float`
  /// rounding (relative ~6e-8) and by the whole-ms time.
  ///
  /// - Throws: ``SpringError`` for a value that is not finite or beyond `Float`'s range.
  public func composeSample(
    from: Double, to: Double, initialVelocity: Double = 0, playTimeMillis: Int64
  ) throws(SpringError) -> MotionSample<Double> {
    let (start, end, velocity) = try Self.floats(from: from, to: to, initialVelocity: initialVelocity)
    let zeta = Float(dampingRatio)
    let z = Double(zeta)
    let omega = Double(Float(stiffness)).squareRoot()
    let squared = z * z
    let displacementFloat = start - end
    let p = Double(displacementFloat), v = Double(velocity)
    let t = Double(playTimeMillis) / 1000.0
    let x: Double, dx: Double
    if zeta > 1 {
      let plus = -z * omega + omega * (squared - 1).squareRoot()
      let minus = -z * omega - omega * (squared - 1).squareRoot()
      let b = (minus * p - v) / (minus - plus)
      let a = p - b
      x = a * Double.exp(minus * t) + b * Double.exp(plus * t)
      dx = a * minus * Double.exp(minus * t) + b * plus * Double.exp(plus * t)
    } else if zeta == 1 {
      let a = p, b = v + omega * p
      x = (a + b * t) * Double.exp(-omega * t)
      dx = (a + b * t) * Double.exp(-omega * t) * -omega + b * Double.exp(-omega * t)
    } else {
      let damped = omega * (1 - squared).squareRoot()
      let sinCoefficient = (1 / damped) * (z * omega * p + v)
      let decay = Double.exp(-z * omega * t)
      x = decay * (p * Double.cos(damped * t) + sinCoefficient * Double.sin(damped * t))
      dx = x * -omega * z
        + decay * (-damped * p * Double.sin(damped * t) + damped * sinCoefficient * Double.cos(damped * t))
    }
    return MotionSample(
      time: t, value: Double(Float(x + Double(end))), velocity: Double(Float(dx)))
  }

  /// ``composeSample(from:to:initialVelocity:playTimeMillis:)`` at a frame `time` seconds after
  /// the start: the time as a frame clock's whole nanoseconds (rounded), then Compose's
  /// `playTimeNanos / 1_000_000`. The sample's `time` is the whole-ms time Compose used.
  ///
  /// - Throws: ``SpringError`` as the whole-ms form, or for a time that is negative, not finite or
  ///   beyond 9.2e9 s (`Long` nanoseconds).
  public func composeSample(
    from: Double, to: Double, initialVelocity: Double = 0, time: Double
  ) throws(SpringError) -> MotionSample<Double> {
    try SpringError.nonNegative(time, .duration)
    let nanos = (time * 1e9).rounded()
    guard nanos < 9.2e18 else { throw .derivedOutOfRange(.duration, time, derived: .dt) }
    return try composeSample(
      from: from, to: to, initialVelocity: initialVelocity, playTimeMillis: Int64(nanos) / 1_000_000)
  }
}
