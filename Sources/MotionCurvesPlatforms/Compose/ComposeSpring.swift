import MotionCurvesCore
import MotionCurvesSprings

/// Jetpack Compose's `spring(dampingRatio, stiffness)`: a spring of mass 1 with damping
/// c = 2ζ√k (`SpringSimulation`), whose exact motion is the library's ``SpringMotion``.
///
/// The presets are Compose's `Spring` object: ``stiffnessHigh`` … ``stiffnessVeryLow`` and
/// ``dampingRatioHighBouncy`` … ``dampingRatioNoBouncy``. Compose shares all but
/// ``stiffnessMediumLow`` with Android's `SpringForce`, so those are ``AndroidSpring``'s numbers.
/// `spring()` with no arguments is `ComposeSpring.default`: ζ = 1, k = 1500.
///
/// Compose steps its simulation in whole milliseconds in `Float`-fed double arithmetic and tests
/// for critical damping with `ζ == 1.0f`: ``composeSample(from:to:initialVelocity:playTimeMillis:)``
/// plays that, ``motion(from:to:initialVelocity:)`` is the exact solution of the same equation.
/// Compose's own duration estimate (`SpringEstimation.kt`) is
/// ``estimatedDurationMillis(from:to:initialVelocity:visibilityThreshold:)``;
/// ``settlingDuration(from:to:initialVelocity:threshold:)`` is the exact time it estimates.
public struct ComposeSpring: Sendable, Hashable, Codable {
  /// ζ ≥ 0: 1 is critically damped, below 1 bouncy, above 1 over-damped.
  public let dampingRatio: Double
  /// k > 0, in 1/s² (the mass is 1).
  public let stiffness: Double

  /// `Spring.StiffnessHigh`: 10,000 (``AndroidSpring/stiffnessHigh``).
  public static let stiffnessHigh = AndroidSpring.stiffnessHigh
  /// `Spring.StiffnessMedium`, `spring()`'s default: 1,500 (``AndroidSpring/stiffnessMedium``).
  public static let stiffnessMedium = AndroidSpring.stiffnessMedium
  /// `Spring.StiffnessMediumLow`: 400 (Compose's own; `SpringForce` has no such constant).
  public static let stiffnessMediumLow = 400.0
  /// `Spring.StiffnessLow`: 200 (``AndroidSpring/stiffnessLow``).
  public static let stiffnessLow = AndroidSpring.stiffnessLow
  /// `Spring.StiffnessVeryLow`: 50 (``AndroidSpring/stiffnessVeryLow``).
  public static let stiffnessVeryLow = AndroidSpring.stiffnessVeryLow
  /// `Spring.DampingRatioHighBouncy`: 0.2 (``AndroidSpring/dampingRatioHighBouncy``).
  public static let dampingRatioHighBouncy = AndroidSpring.dampingRatioHighBouncy
  /// `Spring.DampingRatioMediumBouncy`: 0.5 (``AndroidSpring/dampingRatioMediumBouncy``).
  public static let dampingRatioMediumBouncy = AndroidSpring.dampingRatioMediumBouncy
  /// `Spring.DampingRatioLowBouncy`: 0.75 (``AndroidSpring/dampingRatioLowBouncy``).
  public static let dampingRatioLowBouncy = AndroidSpring.dampingRatioLowBouncy
  /// `Spring.DampingRatioNoBouncy`, `spring()`'s default: 1 (``AndroidSpring/dampingRatioNoBouncy``).
  public static let dampingRatioNoBouncy = AndroidSpring.dampingRatioNoBouncy
  /// `Spring.DefaultDisplacementThreshold`: 0.01, in value units — the visibility threshold a
  /// `Float` spring's duration is estimated against when none is given.
  public static let defaultDisplacementThreshold = 0.01

  /// `spring()`: ζ = ``dampingRatioNoBouncy`` (1), k = ``stiffnessMedium`` (1500).
  public static let `default` = ComposeSpring(preset: dampingRatioNoBouncy, stiffness: stiffnessMedium)

  /// `spring(dampingRatio, stiffness)`, with Compose's defaults.
  ///
  /// - Throws: ``SpringError`` unless dampingRatio ≥ 0 and stiffness > 0 are finite. Compose
  ///   rejects a negative damping ratio too; its stiffness setter tests the old value instead of
  ///   the new one, so it lets k ≤ 0 through, into a motion without a rest point — refused here.
  public init(dampingRatio: Double = dampingRatioNoBouncy, stiffness: Double = stiffnessMedium) throws(SpringError) {
    _ = try DampedSpring(stiffness: stiffness, dampingRatio: dampingRatio)
    self.init(preset: dampingRatio, stiffness: stiffness)
  }

  /// For values known to be valid (the presets and the Material 3 tokens).
  init(preset dampingRatio: Double, stiffness: Double) {
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
  }

  /// The library's spring with the same motion: m = 1, k, c = 2ζ√k (as
  /// ``DampedSpring/init(stiffness:dampingRatio:)`` builds it).
  public var spring: DampedSpring { DampedSpring(presetStiffness: stiffness, dampingRatio: dampingRatio) }

  /// The exact motion from `from` to `to`, starting at `initialVelocity` units per second.
  ///
  /// - Precision: as ``SpringMotion``: within 1e-12 of the exact motion, relative to the distance.
  /// - Throws: ``SpringError`` when from, to or initialVelocity is not finite.
  public func motion(from: Double, to: Double, initialVelocity: Double = 0) throws(SpringError) -> SpringMotion {
    try SpringMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
  }

  /// The exact time after which the motion stays within `threshold` (value units) of `to`: the
  /// time Compose's `estimateAnimationDurationMillis` estimates for the spring's duration, with
  /// ``defaultDisplacementThreshold`` as Compose's default visibility threshold. 0 when the motion
  /// starts at rest on `to`.
  ///
  /// - Precision: relative 1e-12, as ``SpringMotion/settlingDuration(epsilon:)``.
  /// - Throws: ``SpringError`` as ``motion(from:to:initialVelocity:)``; ``SamplingError`` naming
  ///   `epsilon` unless the threshold is positive and finite (it is passed on as threshold/scale).
  public func settlingDuration(
    from: Double, to: Double, initialVelocity: Double = 0, threshold: Double = defaultDisplacementThreshold
  ) throws -> Double {
    let motion = try motion(from: from, to: to, initialVelocity: initialVelocity)
    guard motion.scale > 0 else { return 0 }
    return try motion.settlingDuration(epsilon: threshold / motion.scale)
  }
}

extension ComposeSpring {
  enum CodingKeys: String, CodingKey {
    case dampingRatio, stiffness
  }

  /// Reads `{"dampingRatio": …, "stiffness": …}`, either key optional (Compose's defaults).
  ///
  /// - Throws: ``SpringError`` as ``init(dampingRatio:stiffness:)``, or a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      dampingRatio: container.decodeIfPresent(Double.self, forKey: .dampingRatio) ?? Self.dampingRatioNoBouncy,
      stiffness: container.decodeIfPresent(Double.self, forKey: .stiffness) ?? Self.stiffnessMedium)
  }

  /// Writes both parameters.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(dampingRatio, forKey: .dampingRatio)
    try container.encode(stiffness, forKey: .stiffness)
  }
}
