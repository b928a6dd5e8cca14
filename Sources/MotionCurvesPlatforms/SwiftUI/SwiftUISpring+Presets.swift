import MotionCurvesSprings

extension SwiftUISpring {
  /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped; k = 157.9137, c = 25.1327).
  public static let smooth = preset(bounce: 0)

  /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (k = 157.9137, c = 21.3628).
  public static let snappy = preset(bounce: 0.15)

  /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (k = 157.9137, c = 17.5929).
  public static let bouncy = preset(bounce: 0.3)

  /// SwiftUI's `.smooth(duration:extraBounce:)`: bounce 0 + extraBounce.
  ///
  /// - Throws: as ``init(duration:bounce:)``.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError) -> SwiftUISpring {
    try SwiftUISpring(duration: duration, bounce: extraBounce)
  }

  /// SwiftUI's `.snappy(duration:extraBounce:)`: bounce 0.15 + extraBounce.
  ///
  /// - Throws: as ``init(duration:bounce:)``.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError) -> SwiftUISpring {
    try SwiftUISpring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// SwiftUI's `.bouncy(duration:extraBounce:)`: bounce 0.3 + extraBounce.
  ///
  /// - Throws: as ``init(duration:bounce:)``.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError) -> SwiftUISpring {
    try SwiftUISpring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A preset: duration 0.5 s (ω₀ = 4π, k = 16π²) and this bounce in [0, 1), so c = 8π(1 − bounce),
  /// computed as ``init(duration:bounce:)`` computes it.
  private static func preset(bounce: Double) -> SwiftUISpring {
    let omega0 = 2 * Double.pi / 0.5
    return SwiftUISpring(DampedSpring(validMass: 1, stiffness: omega0 * omega0, damping: 2 * (1 - bounce) * omega0))
  }
}
