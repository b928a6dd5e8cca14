import MotionCurvesSprings

extension DampedSpring {
  /// The motion of this spring from `position` to `target`, starting at `velocity` units per
  /// second: a gesture's release handed to a spring, continuous in value and velocity.
  ///
  /// - Precision: value(at: 0) is `position` and velocity(at: 0) is `velocity`, exactly; after that
  ///   as ``SpringMotion`` (within 1e-12 of the exact damped-harmonic motion, relative to its scale).
  /// - Throws: ``GestureError/invalidParameter(name:value:requirement:)`` naming `position`,
  ///   `velocity` or `target` when it is not finite.
  public func handOff(from position: Double, velocity: Double, to target: Double) throws(GestureError) -> SpringMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    try GestureError.requireFinite(target, "target")
    do {
      return try SpringMotion(spring: self, from: position, to: target, initialVelocity: velocity)
    } catch {
      // Unreachable: SpringMotion refuses only values that are not finite, refused above.
      throw .invalidParameter(name: "position", value: position, requirement: "finite")
    }
  }
}
