import MotionCurvesLottie
import Testing
import TestSupport

// The compiled shape program: evaluating other frames reuses the buffers sized at compile time
// (the output points stay at one address over 40 frames of real files in both modes).

@Suite struct LottieShapeProgramTests {
  /// Every shape layer of corpus files with shapes, trims, repeaters, gradients and round
  /// corners, compiled once and evaluated at 40 frames in both modes.
  @Test(arguments: ["Shapes.json", "Repeater.json", "TrimPaths.json", "TrimPathsInsideAndOutsideGroup.json", "GradientFill.json", "EllipseDirection.json"])
  func evaluationReusesItsBuffers(_ file: String) throws {
    let animation = try LottieAnimation(json: try LottieCorpus.bytes(file))
    var layers = 0
    for mode in LottieEvaluationMode.allCases {
      for layer in animation.layers where layer.kind == .shape {
        var program = LottieShapeProgram(shapes: layer.shapes, mode: mode)
        program.evaluate(atFrame: animation.inPoint)
        let points = program.points.withUnsafeBufferPointer { $0.baseAddress }
        let capacity = program.points.capacity
        for k in 0..<40 {
          program.evaluate(atFrame: animation.inPoint + (animation.outPoint - animation.inPoint) * Double(k) / 40)
          #expect(program.points.withUnsafeBufferPointer { $0.baseAddress } == points, "\(file) \(mode) frame \(k)")
          #expect(program.points.capacity == capacity)
        }
        layers += 1
      }
    }
    #expect(layers > 0)
  }
}
