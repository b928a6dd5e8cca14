import MotionCurvesSprings

extension SwiftUIFluidSpring {
  /// The spring this animation integrates, as the library's exact ``DampedSpring``: m = 1,
  /// k = (2π/response)², c = 2√k·dampingFraction (``DampedSpring/init(response:dampingRatio:mass:)``).
  /// The stiffness is not capped at ``maximumStiffness``: this is the spring SwiftUI was asked
  /// for, which the integration approximates.
  ///
  /// - Throws: ``SpringError`` for a response of 0 (an infinitely stiff spring has no motion).
  public func dampedSpring() throws(SpringError) -> DampedSpring {
    try DampedSpring(response: response, dampingRatio: dampingFraction)
  }
}
