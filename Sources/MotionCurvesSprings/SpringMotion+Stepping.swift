import MotionCurvesCore

extension SpringMotion {
  /// The motion advanced frame by frame by a ``SpringStepper``, the way an animation engine runs
  /// it: the state at the frames 0, 1/fps, 2/fps, … up to the first frame at or after `end`
  /// (``SampleGrid/frames(fps:until:)``), each frame one step of dt = 1/fps from the last.
  ///
  /// With ``SpringStepper/Integrator/exactStep`` the samples equal ``Motion/samples(fps:until:)``
  /// within about 1e-15 of the distance per frame; RK4 and semi-implicit Euler show the drift of
  /// the libraries that use them.
  ///
  /// - Throws: ``SamplingError`` as ``SampleGrid/frames(fps:until:)``;
  ///   ``SamplingError/diverged(integrator:at:)`` when RK4 or Euler, unstable at this frame length, leave the
  ///   range of `Double` (the exact stepper never does).
  /// - Complexity: O(frames); allocates the result once.
  public func steppedSamples(fps: Double, until end: Double, integrator: SpringStepper.Integrator)
    throws(SamplingError) -> [MotionSample<Double>]
  {
    let frames = try SampleGrid.frames(fps: fps, until: end)
    var stepper = SpringStepper(spring: spring, integrator: integrator)
    var (value, velocity) = (from, initialVelocity)
    var samples: [MotionSample<Double>] = []
    samples.reserveCapacity(frames.count)
    for (index, t) in frames.enumerated() {
      // 1/fps is positive and finite: SampleGrid checked fps.
      if index > 0 { try? stepper.step(value: &value, velocity: &velocity, target: to, dt: 1 / fps) }
      guard value.isFinite && velocity.isFinite else { throw .diverged(integrator: integrator.rawValue, at: t) }
      samples.append(MotionSample(time: t, value: value, velocity: velocity))
    }
    return samples
  }
}
