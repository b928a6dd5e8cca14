import MotionCurvesLottie
import MotionCurvesTiming
import Testing

/// lottie-web's easing table and motion-path polyline against exact values worked by hand.
@Suite("Lottie: lottie-web's numerics")
struct LottieWebNumericsTests {
  @Test("easing: the identity, the ends, symmetry, and within 1e-6 of the exact cubic on a grid")
  func easing() throws {
    // x1 = y1 and x2 = y2: lottie-web returns x itself.
    #expect(LottieWebEasing(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8).value(at: 0.37) == 0.37)
    let ease = LottieWebEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(ease.value(at: 0) == 0 && ease.value(at: 1) == 1)
    // Symmetric about (½, ½): the curve passes through it at t = ½.
    #expect(abs(ease.value(at: 0.5) - 0.5) <= 1e-12)
    for (x1, y1, x2, y2) in [(0.42, 0.0, 0.58, 1.0), (0.167, 0.167, 0.833, 0.833), (0.333, 0.0, 0.667, 1.0), (0.0, 0.0, 0.1, 1.0)] {
      let web = LottieWebEasing(x1: x1, y1: y1, x2: x2, y2: y2)
      let exact = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for k in 1..<100 {
        let x = Double(k) / 100
        #expect(abs(web.value(at: x) - exact.value(at: x)) <= 1e-6, "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
      }
    }
  }

  @Test("motion path: a symmetric arch, exact at its apex by symmetry; the polyline within its sagitta")
  func motionPath() {
    // From (0, 0) to (100, 0) with to = (0, 50) and ti = (0, 50): B(½) = (50, ¾·50) = (50, 37.5),
    // and by symmetry half the arc length is there.
    let path = LottieWebMotionPath(start: [0, 0], end: [100, 0], outTangent: [0, 50], inTangent: [0, 50])
    var point = [0.0, 0.0]
    point.withUnsafeMutableBufferPointer { path.point(atProgress: 0.5, into: $0) }
    #expect(abs(point[0] - 50) <= 1e-4, "\(point)")
    // By symmetry the polyline's midpoint is the middle of the chord between samples 74 and 75
    // (t = 74/149 and 75/149), both at y = 150·t(1 − t) = 150·(74·75)/149² = 832500/22201: a
    // sagitta of 1.7e-3 below the curve's 37.5; stored as a Float (spacing 3.8e-6 there).
    #expect(abs(point[1] - 832500.0 / 22201) <= 4e-6, "\(point)")
    let property = LottieProperty<[Double]>(
      .keyframes([
        LottieKeyframe(time: 0, value: [0, 0], outTangent: [0, 50], inTangent: [0, 50]),
        LottieKeyframe(time: 10, value: [100, 0]),
      ]))
    let exact = property.value(atFrame: 5, mode: .exact)
    #expect(abs(exact[0] - 50) <= 1e-9 && abs(exact[1] - 37.5) <= 1e-9, "\(exact)")
    // Collinear handles: lottie-web draws the chord (2 samples); the point is the straight lerp.
    let line = LottieWebMotionPath(start: [0, 0], end: [100, 0], outTangent: [10, 0], inTangent: [-10, 0])
    point.withUnsafeMutableBufferPointer { line.point(atProgress: 0.25, into: $0) }
    #expect(point == [25, 0])
  }
}
