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
