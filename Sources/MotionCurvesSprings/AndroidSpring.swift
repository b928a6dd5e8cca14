import MotionCurvesCore

/// The named constants of Android's `androidx.dynamicanimation.animation.SpringForce`.
public enum AndroidSpring {
  /// `STIFFNESS_HIGH`: 10,000.
  public static let stiffnessHigh = 10_000.0
  /// `STIFFNESS_MEDIUM`, the default: 1,500.
  public static let stiffnessMedium = 1_500.0
  /// `STIFFNESS_LOW`: 200.
  public static let stiffnessLow = 200.0
  /// `STIFFNESS_VERY_LOW`: 50.
  public static let stiffnessVeryLow = 50.0
  /// `DAMPING_RATIO_HIGH_BOUNCY`: 0.2.
  public static let dampingRatioHighBouncy = 0.2
  /// `DAMPING_RATIO_MEDIUM_BOUNCY`, the default: 0.5.
  public static let dampingRatioMediumBouncy = 0.5
  /// `DAMPING_RATIO_LOW_BOUNCY`: 0.75.
  public static let dampingRatioLowBouncy = 0.75
  /// `DAMPING_RATIO_NO_BOUNCY`: 1.
  public static let dampingRatioNoBouncy = 1.0
}
