import MotionCurvesSprings

extension SnapPoints {
  /// The point a release at `position` with `velocity` (units per second) snaps to, given where the
  /// release would coast to rest (`projection`, a ``DecayModel``'s
  /// ``DecayModel/projection(from:velocity:)``).
  ///
  /// - ``SnapRule/nearest``: the point nearest `projection`; a tie goes to the point in the fling's
  ///   direction (the larger for velocity > 0, the smaller for velocity < 0), and at velocity 0 to
  ///   the smaller. `position` only validates.
  /// - ``SnapRule/nextInDirection``: the first point strictly beyond `position` in the fling's
  ///   direction, the last point in that direction when none lies beyond; at velocity 0 the point
  ///   nearest `position` (a tie goes to the smaller). `projection` only validates.
  ///
  /// Exact: a choice among the given points, no arithmetic beyond one subtraction per comparison.
  ///
  /// - Throws: ``GestureError/invalidParameter(name:value:requirement:)`` naming `position`,
  ///   `velocity` or `projection` when it is not finite.
  public func target(
    from position: Double, velocity: Double, projection: Double, rule: SnapRule
  ) throws(GestureError) -> Double {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    try GestureError.requireFinite(projection, "projection")
    switch rule {
    case .nearest:
      return nearest(to: projection, preferLarger: velocity > 0)
    case .nextInDirection:
      guard velocity != 0 else { return nearest(to: position) }
      return next(after: position, upward: velocity > 0)
    }
  }

  /// The point a release at `position` with `velocity` snaps to when `decay` would carry it: as
  /// ``target(from:velocity:projection:rule:)`` with the model's projection.
  ///
  /// - Throws: as ``target(from:velocity:projection:rule:)``, or as the model's
  ///   ``DecayModel/motion(from:velocity:)`` (a release it refuses).
  public func target(
    from position: Double, velocity: Double, decay: some DecayModel, rule: SnapRule
  ) throws(GestureError) -> Double {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    let projection = try decay.projection(from: position, velocity: velocity)
    return try target(from: position, velocity: velocity, projection: projection, rule: rule)
  }

  /// The spring that takes a release at `position` with `velocity` to the point it snaps to under
  /// `decay` and `rule`: ``DampedSpring/handOff(from:velocity:to:)`` to
  /// ``target(from:velocity:decay:rule:)``.
  ///
  /// - Precision: as ``SpringMotion``; value and velocity at t = 0 are the release's, exactly.
  /// - Throws: as ``target(from:velocity:decay:rule:)``.
  public func snapMotion(
    from position: Double, velocity: Double, decay: some DecayModel, rule: SnapRule, spring: DampedSpring
  ) throws(GestureError) -> SpringMotion {
    let point = try target(from: position, velocity: velocity, decay: decay, rule: rule)
    return try spring.handOff(from: position, velocity: velocity, to: point)
  }
}
