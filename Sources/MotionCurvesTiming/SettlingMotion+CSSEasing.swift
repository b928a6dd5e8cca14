import MotionCurvesCore

extension SettlingMotion where Value == Double {
  /// The motion as a CSS `linear()` easing over its duration (``Motion/duration(epsilon:)``), with
  /// that duration in seconds: how a spring is put on the web
  /// (`transition: transform <duration>s <easing>`).
  ///
  /// The easing maps elapsed fraction u to the progress (x(u·duration) − from)/(to − from), and to
  /// exactly 1 at u = 1, so it starts at 0, overshoots where the motion does and ends at 1.
  ///
  /// - Precision: within `tolerance` × the output range of the exact progress everywhere on [0, 1]
  ///   (see ``TimingFunction/linear(approximating:tolerance:)-(TimingFunction,_)``).
  /// - Throws: ``SamplingError/noDistance(_:)`` when from = to, ``SamplingError/neverSettles`` for
  ///   a motion without a finite duration, ``SamplingError/noDuration`` for a zero one, and
  ///   ``SamplingError`` naming `tolerance` or `epsilon` unless each is positive and finite.
  public func cssEasing(tolerance: Double = 0.001, epsilon: Double = 1e-3) throws(SamplingError)
    -> (easing: TimingFunction, duration: Double)
  {
    try SamplingError.positive(tolerance, .tolerance)
    try SamplingError.positive(epsilon, .epsilon)
    guard from != to else { throw .noDistance(from) }
    let duration = try duration(epsilon: epsilon)
    guard duration.isFinite else { throw .neverSettles }
    guard duration > 0 else { throw .noDuration }
    let (from, distance) = (self.from, to - self.from)
    do {
      let easing = try TimingFunction.linear(
        approximating: { u in u >= 1 ? 1 : (self.value(at: u * duration) - from) / distance },
        tolerance: tolerance)
      return (easing, duration)
    } catch {
      // The tolerance is valid, so only a function that is not finite can fail: a distance so
      // small that the progress overflows.
      throw .noDistance(from)
    }
  }
}
