import MotionCurvesGeometry
import MotionCurvesWaves
import RealModule

extension SceneWave {
  /// The wave's closed polygon at local time `t`.
  func path(at t: Double) -> VectorPath {
    guard let waves = try? SineWave.header(width: width, speed: speed, framesPerSecond: framesPerSecond) else {
      return VectorPath()
    }
    let wave = waves[header == 2 ? 1 : 0]
    // The first point's quirk, 5·sin(offset·π/W + φ) with offset = speed·fps·t: a wave at x = 0
    // moving at the front wave's speed, so its angle is reduced exactly at any time (t = 1e308).
    let quirk =
      (try? SineWave(
        amplitude: 5, angularFrequency: waves[0].angularFrequency, phase: header == 2 ? Double.pi / 4 : 0,
        speed: waves[0].speed))?.value(x: 0, time: t) ?? 0
    var commands: [PathCommand] = [.move(SIMD2(0, quirk))]
    commands.reserveCapacity(Int(width.rounded(.up)) + 4)
    var x = 0.0
    while x < width {
      commands.append(.line(SIMD2(x, wave.value(x: x, time: t))))
      x += 1
    }
    commands += [.line(SIMD2(width, SineWave.headerFloor)), .line(SIMD2(0, SineWave.headerFloor)), .close]
    return VectorPath(commands: commands)
  }
}
