extension AndroidFlingDecay {
  /// `OverScroller.fling`'s flywheel: a new fling started while `previous` is still under way
  /// (`elapsed` < its duration) adds the previous fling's current velocity when the two have the
  /// same sign (Java `Math.signum`, so 0 matches only 0); otherwise `velocity` is unchanged.
  ///
  /// `OverScroller` tests the signs of both axes and adds on both only when both match: apply this
  /// per axis only when the other axis matches too. The sum is rounded once, in double (the
  /// platform adds a `float` to an `int`).
  ///
  /// - Throws: ``GestureError`` naming `velocity` or `elapsed` when not finite.
  public static func flywheelVelocity(_ velocity: Double, previous: AndroidFling, elapsed: Double)
    throws(GestureError) -> Double
  {
    try GestureError.requireFinite(velocity, "velocity")
    try GestureError.requireFinite(elapsed, "elapsed")
    guard elapsed < previous.duration else { return velocity }
    let old = previous.velocity(at: elapsed)
    return velocity.signum == old.signum ? velocity + old : velocity
  }
}

extension Double {
  /// Java's `Math.signum`: −1, 0 or 1.
  fileprivate var signum: Double { self > 0 ? 1 : (self < 0 ? -1 : 0) }
}
