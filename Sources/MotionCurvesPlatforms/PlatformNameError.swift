import MotionCurvesCore

/// A name that no platform constant of the family carries: `ComposeEasing(named:)` given
/// `"FastOutSlowIn"` (Compose spells it `FastOutSlowInEasing`), say.
public enum PlatformNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The families of named constants this layer looks up.
  public enum Family: String, Sendable, Hashable, Codable, CaseIterable {
    /// Jetpack Compose's `Easing` constants (``ComposeEasing``).
    case composeEasing = "Compose easing"
    /// Material 3's easing tokens and their named variants (``Material3Easing``).
    case material3Easing = "Material 3 easing token"
    /// Material 3's motion-scheme spring tokens (``Material3MotionScheme/Token``).
    case material3MotionSchemeSpring = "Material 3 motion-scheme spring"
  }

  /// The name is not one of the family's: the name as given, and the family.
  case unknown(String, Family)

  /// One line, for example `"FastOutSlowIn" is not a Compose easing`.
  public var description: String {
    switch self {
    case let .unknown(name, family): return "\"\(name)\" is not a \(family.rawValue)"
    }
  }
}
