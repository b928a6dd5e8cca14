extension Motion {
  /// The value and velocity at each of `times`.
  ///
  /// - Complexity: O(n) evaluations; allocates the result once.
  public func samples<Times: Sequence<Double>>(at times: Times) -> [MotionSample<Value>] {
    times.map { MotionSample(time: $0, value: value(at: $0), velocity: velocity(at: $0)) }
  }

  /// The value and velocity at the frames 0, 1/fps, 2/fps, … up to the first frame at or after
  /// `end` (see ``SampleGrid/frames(fps:until:)``).
  ///
  /// - Throws: ``SamplingError`` for a frame rate or end that is not valid, or more than
  ///   ``SampleGrid/limit`` frames.
  public func samples(fps: Double, until end: Double) throws(SamplingError) -> [MotionSample<Value>] {
    samples(at: try SampleGrid.frames(fps: fps, until: end))
  }
}

extension SettlingMotion {
  /// The values at t = 0, 1/fps, 2/fps, … up to and including the first frame at or after the
  /// motion's duration (``Motion/duration(epsilon:)``, at most an hour), the last replaced by
  /// ``SettlingMotion/to``: keyframes for a frame-based animation system.
  ///
  /// - Precision: each value as ``Motion/value(at:)`` at its frame time (frame k is k/fps, rounded
  ///   once).
  /// - Throws: ``SamplingError`` unless fps > 0 and 0 < epsilon are finite, or when the frames
  ///   would be more than ``SampleGrid/limit``. A motion that never settles bakes an hour.
  public func bake(fps: Double, epsilon: Double = 1e-3) throws(SamplingError) -> [Value] {
    try SamplingError.positive(fps, .fps)
    try SamplingError.positive(epsilon, .epsilon)
    let frames = try SampleGrid.frames(fps: fps, until: min(try duration(epsilon: epsilon), 3600))
    var values = frames.map { value(at: $0) }
    if values.count > 1 { values[values.count - 1] = to }
    return values
  }
}

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
