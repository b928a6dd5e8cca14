import MotionCurvesCore

extension DampedSpring {
  /// Android's spring (m = 1, c = 2ζ√k) for a stiffness and damping ratio already known valid —
  /// a platform's preset constants, or values another layer has validated — so that a preset needs
  /// no `try`. Builds exactly what ``init(stiffness:dampingRatio:)`` builds.
  package init(presetStiffness stiffness: Double, dampingRatio: Double) {
    mass = 1
    self.stiffness = stiffness
    damping = 2 * dampingRatio * stiffness.squareRoot()
    parameters = .android(stiffness: stiffness, dampingRatio: dampingRatio)
  }
}
