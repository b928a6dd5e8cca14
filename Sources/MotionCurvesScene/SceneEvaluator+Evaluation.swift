import MotionCurvesCore
import MotionCurvesFrame
import MotionCurvesGeometry
import MotionCurvesTransforms
import MotionCurvesWaves
import RealModule

extension SceneEvaluator {
  /// Every layer instance at `time` (seconds of the scene's clock), depth first: a layer before
  /// its sublayers, a replicator's sublayers instance by instance.
  ///
  /// - Throws: ``SceneError/notFinite(_:_:)`` for a NaN or infinite time.
  public mutating func evaluate(at time: Double) throws(SceneError) -> [SceneLayerFrame] {
    guard time.isFinite else { throw .notFinite(.time, time) }
    try run(0, at: time)
    var inputTimes: [Double] = []
    for (input, outputs) in zip(document.inputs, inputOutputs) {
      let value = values[0][outputs.lowerBound + 1]
      inputTimes.append(Swift.min(Swift.max(value, input.range.lowerBound), input.range.upperBound))
    }
    for (index, inputTime) in inputTimes.enumerated() { try run(index + 1, at: inputTime) }
    var frames: [SceneLayerFrame] = []
    frames.reserveCapacity(entries.count)
    for index in entries.indices {
      // Fields read in place: copying a whole entry would retain each of its references.
      var frame = entries[index].model
      var components = TransformComponents()
      for binding in entries[index].bindings {
        let outputs = values[binding.domain][binding.outputs]
        guard outputs.first == 1 else { continue }
        let numbers = Array(outputs.dropFirst())
        if let matrices = binding.matrices {
          frame.apply(binding.property, matrix: Self.matrix(matrices, at: numbers[0]))
        } else {
          frame.apply(binding.property, numbers, to: &components)
        }
      }
      if let wave = entries[index].layer.wave {
        let domain = entries[index].domain
        let clock = domain == 0 ? time : inputTimes[domain - 1]
        let local = entries[index].timings.reduce(clock) { $1.localTime(atParentTime: $0) }
        frame.path = wave.path(at: local)
      }
      frame.finish(
        components, colorModel: entries[index].colorModel, instanceMatrix: entries[index].instanceMatrix,
        parent: entries[index].parent.map { frames[$0] })
      frames.append(frame)
    }
    return frames
  }

  /// Evaluates evaluator `domain` at `time`. Its members are keyframe and tree members only
  /// (no springs), so frames may come in any order.
  private mutating func run(_ domain: Int, at time: Double) throws(SceneError) {
    evaluators[domain].resetClock()
    do {
      try values[domain].withUnsafeMutableBufferPointer { buffer throws(FrameEvaluatorError) in
        try evaluators[domain].evaluate(at: time, into: buffer)
      }
    } catch {
      throw .notFinite(.time, time)
    }
  }

  /// The matrix at keyframe index `index`: Core Animation's interpolation between the keyframes
  /// around it (extrapolating beyond the ends, as an overshooting timing function asks).
  static func matrix(_ matrices: [TransformMatrix3D], at index: Double) -> TransformMatrix3D {
    guard matrices.count > 1 else { return matrices[0] }
    // Clamped as a Double first: an overshooting timing function may carry the index far out.
    let last = Double(matrices.count - 2)
    let lower = index.isNaN ? 0 : Int(Swift.min(Swift.max(index.rounded(.down), 0), last))
    return matrices[lower].interpolated(to: matrices[lower + 1], at: index - Double(lower))
  }
}

extension SceneWave {
  /// The wave's closed polygon at local time `t`.
  func path(at t: Double) -> VectorPath {
    guard let waves = try? SineWave.header(width: width, speed: speed, framesPerSecond: framesPerSecond) else {
      return VectorPath()
    }
    let wave = waves[header == 2 ? 1 : 0]
    let offset = speed * framesPerSecond * t
    let quirk = 5 * Double.sin(offset * Double.pi / width + (header == 2 ? Double.pi / 4 : 0))
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
