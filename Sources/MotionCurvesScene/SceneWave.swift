import MotionCurvesCore

/// One of the two waves of the profile header (``SineWave/header(width:speed:framesPerSecond:)``)
/// as its code drew it: a move to (0, 5·sin(offset·π/W)) — (0, 5·sin(offset·π/W + π/4)) for the
/// second wave; the original's quirk, without the baseline and the 1.1 factor — then the wave at
/// x = 0, 1, …, W − 1, then (W, 40) and (0, 40), closed; `offset` = speed × framesPerSecond × t.
public struct SceneWave: Sendable, Hashable {
  /// 1 for the front wave, 2 for the one behind it.
  public var header: Int
  /// The view's width W, in points.
  public var width: Double
  /// How much `offset` grows per displayed frame, and the frame rate it grew at.
  public var speed: Double, framesPerSecond: Double

  /// A header wave.
  public init(header: Int, width: Double, speed: Double = 1, framesPerSecond: Double = 60) {
    self.header = header
    self.width = width
    self.speed = speed
    self.framesPerSecond = framesPerSecond
  }
}
