import MotionCurvesCore
import MotionCurvesSprings

/// Material 3's motion schemes (Material 3 Expressive): for each scheme, six spring tokens, each a
/// Compose `spring(dampingRatio, stiffness)` (``ComposeSpring``, mass 1).
///
/// Sources: androidx `tokens/ExpressiveMotionTokens.kt` (v0_14_0) and MDC-Android `tokens.xml`
/// (the standard scheme in token version 31.0.0, the expressive one in 34.0.0). "Spatial" springs
/// move position, size and rotation and may overshoot; "effects" springs animate colour and
/// opacity and are critically damped.
///
/// | scheme | fast spatial | default spatial | slow spatial | fast effects | default effects | slow effects |
/// | --- | --- | --- | --- | --- | --- | --- |
/// | expressive | 0.6 / 800 | 0.8 / 380 | 0.8 / 200 | 1 / 3800 | 1 / 1600 | 1 / 800 |
/// | standard | 0.9 / 1400 | 0.9 / 700 | 0.9 / 300 | 1 / 3800 | 1 / 1600 | 1 / 800 |
///
/// (ζ / k in each cell.)
public enum Material3MotionScheme: String, Sendable, Hashable, Codable, CaseIterable {
  /// `MotionScheme.standard()`: calmer springs, for utilitarian interfaces.
  case standard
  /// `MotionScheme.expressive()`: bouncier spatial springs, Material 3 Expressive's default.
  case expressive

  /// The six spring tokens of a scheme (`MotionSchemeKeyTokens`).
  public enum Token: String, Sendable, Hashable, Codable, CaseIterable {
    /// `FastSpatial`: small components' position, size and rotation.
    case fastSpatial
    /// `DefaultSpatial`: most spatial motion.
    case defaultSpatial
    /// `SlowSpatial`: full-screen spatial motion.
    case slowSpatial
    /// `FastEffects`: small components' colour and opacity.
    case fastEffects
    /// `DefaultEffects`: most colour and opacity motion.
    case defaultEffects
    /// `SlowEffects`: full-screen colour and opacity motion.
    case slowEffects

    /// The token's name, `defaultSpatial`.
    public var name: String { rawValue }

    /// The token called `name` (`fastSpatial` … `slowEffects`).
    ///
    /// - Throws: ``PlatformNameError/unknown(_:_:)`` with family `.material3MotionSchemeSpring`
    ///   when no token has that name (case-sensitive).
    public init(named name: String) throws(PlatformNameError) {
      guard let token = Token(rawValue: name) else { throw .unknown(name, .material3MotionSchemeSpring) }
      self = token
    }
  }

  /// The token's spring in this scheme, as the table above.
  public func spring(_ token: Token) -> ComposeSpring {
    let (zeta, k) = parameters(token)
    return ComposeSpring(preset: zeta, stiffness: k)
  }

  /// (ζ, k) of the token's spring in this scheme.
  private func parameters(_ token: Token) -> (Double, Double) {
    switch (self, token) {
    case (.expressive, .fastSpatial): (0.6, 800)
    case (.expressive, .defaultSpatial): (0.8, 380)
    case (.expressive, .slowSpatial): (0.8, 200)
    case (.standard, .fastSpatial): (0.9, 1400)
    case (.standard, .defaultSpatial): (0.9, 700)
    case (.standard, .slowSpatial): (0.9, 300)
    case (_, .fastEffects): (1, 3800)
    case (_, .defaultEffects): (1, 1600)
    case (_, .slowEffects): (1, 800)
    }
  }
}
