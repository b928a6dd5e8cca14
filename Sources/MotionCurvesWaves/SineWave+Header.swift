import MotionCurvesCore

extension SineWave {
  /// The two layered waves of a well-known profile header, exactly as its code drew them in a view
  /// of width W:
  ///
  ///     first:  y = 1.1·A·sin(2.5π·x/W + offset·π/W) + h
  ///     second: y = A·sin(2.5π·x/W + 3·offset·π/W + π/4) + h
  ///
  /// with A = 5, h = 30, each closed down to y = 40 (``headerFloor``) and filled, and
  /// `offset += speed` once per displayed frame. Here the offset advances with time instead,
  /// `speed · framesPerSecond` per second, so the header moves as it did at that refresh rate on any
  /// display (the original ran twice as fast at 120 Hz as at 60 Hz).
  ///
  /// Note: ω = 2.5π/W puts 1.25 periods across the width, while the text describing the header
  /// meant 2.5 (a period of W/2.5). The preset reproduces the code; for the described look use
  /// ``init(amplitude:periods:across:phase:baseline:speed:)`` with periods 2.5.
  ///
  /// - Returns: [first, second]: the front wave (amplitude 5.5) and the one behind it.
  /// - Throws: ``WaveError`` for a non-positive width or a non-finite speed or frame rate.
  public static func header(width: Double, speed: Double = 1, framesPerSecond: Double = 60) throws(WaveError)
    -> [SineWave]
  {
    try WaveError.positive(width, .width)
    try WaveError.finite(speed, .speed)
    try WaveError.positive(framesPerSecond, .framesPerSecond)
    let omega = 2.5 * .pi / width
    let offsetPerSecond = speed * framesPerSecond
    return [
      try SineWave(amplitude: 1.1 * 5, angularFrequency: omega, phase: 0, baseline: 30,
                   speed: offsetPerSecond * .pi / width),
      try SineWave(amplitude: 5, angularFrequency: omega, phase: .pi / 4, baseline: 30,
                   speed: 3 * offsetPerSecond * .pi / width),
    ]
  }

  /// The y the header's waves are closed down to for filling.
  public static let headerFloor = 40.0

  /// The header's waves as its code had them after `frames` displayed frames, `offset` having grown
  /// by `speed` each frame (the per-frame form, for parity with the original).
  public static func headerAfterFrames(_ frames: Int, width: Double, speed: Double = 1) throws(WaveError) -> [SineWave] {
    let still = try header(width: width, speed: 0)
    return [
      still[0].advancedByFrames(frames, phasePerFrame: speed * .pi / width),
      still[1].advancedByFrames(frames, phasePerFrame: 3 * speed * .pi / width),
    ]
  }
}
