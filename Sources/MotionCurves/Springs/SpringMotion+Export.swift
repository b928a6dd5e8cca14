extension SpringMotion {
  /// The positions at t = 0, 1/fps, 2/fps, … up to and including the first frame at or after the
  /// settling time, the last replaced by `to`: keyframes for a frame-based animation system.
  ///
  /// - Throws: ``SpringError`` unless fps is positive and finite; an undamped spring that never
  ///   settles bakes at most an hour.
  public func bake(fps: Double, epsilon: Double = 1e-3) throws(SpringError) -> [Double] {
    try SpringError.check(fps, "fps", positive: true)
    let duration = min(settlingDuration(epsilon: epsilon), 3600)
    let count = Int((duration * fps).rounded(.up))
    var frames = (0...count).map { position(at: Double($0) / fps) }
    if count > 0 { frames[count] = to }
    return frames
  }

  /// The motion as a CSS `linear()` easing over its settling duration, with that duration: how a
  /// spring is put on the web (`transition: transform <duration>s <easing>`). The easing maps
  /// elapsed fraction to (x − from)/(to − from), so it starts at 0, overshoots where the spring
  /// does and ends at 1.
  ///
  /// - Throws: ``SpringError`` when from = to (there is no progress to express) or the spring never
  ///   settles.
  public func cssEasing(tolerance: Double = 0.001, epsilon: Double = 1e-3) throws(SpringError)
    -> (easing: TimingFunction, duration: Double)
  {
    guard from != to else {
      throw .outOfRange(parameter: "to", to, expected: "different from from = \(from) for a CSS easing")
    }
    let duration = settlingDuration(epsilon: epsilon)
    guard duration.isFinite else {
      throw .outOfRange(parameter: "damping", spring.damping, expected: "greater than 0 for the motion to settle")
    }
    let distance = to - from
    let easing: TimingFunction
    do {
      easing = try TimingFunction.linear(
        approximating: { u in u >= 1 ? 1 : (self.position(at: u * duration) - self.from) / distance },
        tolerance: tolerance)
    } catch {
      throw .outOfRange(parameter: "tolerance", tolerance, expected: "a positive finite number")
    }
    return (easing, duration)
  }
}
