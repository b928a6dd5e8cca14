import MotionCurvesSprings

/// The default arguments of SwiftUI's `Animation` factories, as Apple's documentation gives them
/// (`../shared/notes/platform-parity.md` §2.2–2.3): constants to build the same animations with.
public enum SwiftUIAnimationDefaults {
  /// `.spring(response:dampingFraction:blendDuration:)` and `.spring`: response 0.5 s.
  public static let springResponse = 0.5
  /// `.spring(response:dampingFraction:blendDuration:)` and `.spring`: damping fraction 0.825.
  public static let springDampingFraction = 0.825
  /// `.spring(response:dampingFraction:blendDuration:)` and `.spring`: blend duration 0 s.
  public static let springBlendDuration = 0.0

  /// `.interactiveSpring(response:dampingFraction:blendDuration:)`: response 0.15 s.
  public static let interactiveSpringResponse = 0.15
  /// `.interactiveSpring(response:dampingFraction:blendDuration:)`: damping fraction 0.86.
  public static let interactiveSpringDampingFraction = 0.86
  /// `.interactiveSpring(response:dampingFraction:blendDuration:)`: blend duration 0.25 s.
  public static let interactiveSpringBlendDuration = 0.25

  /// `.easeIn`, `.easeOut`, `.easeInOut`, `.linear` and `.timingCurve(_:_:_:_:duration:)`:
  /// duration 0.35 s.
  public static let bezierDuration = 0.35

  /// The spring `.spring` animates with, as a ``SwiftUISpring``: response 0.5 s, damping ratio
  /// 0.825 (k = (2π/0.5)² = 157.9137, c = 4π·0.825/0.5 = 20.7345). SwiftUI runs it numerically
  /// (`FluidSpringAnimation`); this is the exact motion of the same spring.
  public static let spring = preset(response: springResponse, dampingRatio: springDampingFraction)

  /// The spring `.interactiveSpring` animates with: response 0.15 s, damping ratio 0.86
  /// (k = (2π/0.15)² = 1754.5963, c = 4π·0.86/0.15 = 72.0471).
  public static let interactiveSpring = preset(response: interactiveSpringResponse,
                                               dampingRatio: interactiveSpringDampingFraction)

  /// k = (2π/response)², c = 2ζ·2π/response with m = 1, for valid constants.
  private static func preset(response: Double, dampingRatio: Double) -> SwiftUISpring {
    let omega0 = 2 * Double.pi / response
    return SwiftUISpring(DampedSpring(validMass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0))
  }
}
