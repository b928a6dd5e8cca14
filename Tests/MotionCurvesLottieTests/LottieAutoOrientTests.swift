import Foundation
import MotionCurvesLottie
import MotionCurvesTransforms
import TestSupport
import Testing

/// Auto-orient (`ao: 1`): the layer turns with its motion path. Against lottie-web's recorded
/// matrices (Tests/TestSupport/Fixtures/lottie-authored, recorded in headless Chromium), and in
/// exact mode against the path's tangent worked by hand.
@Suite("Lottie: auto-orient")
struct LottieAutoOrientTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TestSupport/Fixtures/lottie-authored")

  static func animation() throws -> LottieAnimation {
    try LottieAnimation(json: Array(try Data(contentsOf: folder.appendingPathComponent("AutoOrient.json"))))
  }

  @Test("lottieWeb mode: each layer's own matrix as lottie-web recorded it, at 13 frames")
  func againstLottieWeb() throws {
    let recorded = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("lottie-web/AutoOrient.json")))
        as? [String: Any])
    let program = try LottieProgram(try Self.animation(), mode: .lottieWeb)
    var frame = program.makeBuffer()
    var compared = 0
    for sample in try #require(recorded["samples"] as? [[String: Any]]) {
      let t = try #require(sample["frame"] as? Double)
      program.evaluate(atFrame: t, into: &frame)
      for layer in sample["layers"] as? [[String: Any]] ?? [] {
        let path = try #require(layer["path"] as? String)
        let local = try #require(layer["local"] as? [Double])
        let k = try #require(program.layers.firstIndex { $0.indPath == path })
        // Float32 storage: within 1e-6 of the largest entry.
        let scale = max(1, local.map(abs).max() ?? 1)
        let worst = zip(frame.local[k].matrix3d, local).map { abs($0 - $1) }.max() ?? .infinity
        #expect(worst <= 1e-6 * scale, "frame \(t) layer \(path): \(worst)")
        compared += 1
      }
    }
    #expect(compared == 26)
  }

  @Test("exact mode: the arch faces down at its start, along the chord at its top, up at its end")
  func archTangent() throws {
    let program = try LottieProgram(try Self.animation(), mode: .exact)
    var frame = program.makeBuffer()
    // Frame 5, the segment's start: the tangent is 3·(P1 − P0) = (0, 150), straight down on
    // screen: θ = π/2, the matrix rotate(−θ) has rows (0, 1), (−1, 0). Before the segment
    // (frame 0) the same direction.
    for t in [0.0, 5] {
      program.evaluate(atFrame: t, into: &frame)
      let m = frame.local[0]
      #expect(abs(m.m11) < 1e-15 && abs(m.m12 - 1) < 1e-15 && abs(m.m21 + 1) < 1e-15 && abs(m.m22) < 1e-15, "frame \(t): \(m)")
    }
    // Frame 15, halfway: the easing is symmetric, so half the arc length, which is t = 1/2 by
    // symmetry: the point (50, 37.5) and the tangent 3·[¼(0,50) + ½(100,0) + ¼(0,−50)] = (150, 0):
    // no turn.
    program.evaluate(atFrame: 15, into: &frame)
    let m = frame.local[0]
    #expect(abs(m.m11 - 1) < 1e-12 && abs(m.m12) < 1e-12 && abs(m.m41 - 50) < 1e-9 && abs(m.m42 - 37.5) < 1e-9, "\(m)")
    // Frame 25 and after: the tangent 3·(P3 − P2) = (0, −150), up: θ = −π/2.
    for t in [25.0, 30] {
      program.evaluate(atFrame: t, into: &frame)
      let m = frame.local[0]
      #expect(abs(m.m12 + 1) < 1e-15 && abs(m.m21 - 1) < 1e-15, "frame \(t): \(m)")
    }
  }

  @Test("exact mode: a split position turns with (dx/dt, dy/dt), after the layer's own rotation")
  func splitVelocity() throws {
    let program = try LottieProgram(try Self.animation(), mode: .exact)
    var frame = program.makeBuffer()
    program.evaluate(atFrame: 15, into: &frame)
    // Frame 15: x moves 90/30 = 3 per frame, at 45. y is halfway through its symmetric easing
    // (0.5, 0)–(0.5, 1): at t = ½, x′(t) = 1.5(1 − 2t) + 3t² = 0.75 and y′(t) = 6t(1 − t) = 1.5,
    // slope 2, so y moves 40 · 2 / 10 = 8 per frame, at 20. θ = atan2(8, 3).
    let theta = atan2(8.0, 3.0), r = 30 * Double.pi / 180
    func rotation(_ a: Double) -> TransformMatrix3D {
      TransformMatrix3D(rows: SIMD4(cos(a), -sin(a), 0, 0), SIMD4(sin(a), cos(a), 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
    }
    // lottie-web's order: translate(−a) · scale · rotate(−r) · rotate(−θ) · translate(p).
    let expected = TransformMatrix3D.translation(x: -10, y: 0, z: 0).concatenating(.scale(x: 0.5, y: 0.5, z: 1))
      .concatenating(rotation(-r)).concatenating(rotation(-theta)).concatenating(.translation(x: 45, y: 20, z: 0))
    let worst = zip(frame.local[1].matrix3d, expected.matrix3d).map { abs($0 - $1) }.max() ?? .infinity
    #expect(worst < 1e-12, "\(frame.local[1]) vs \(expected)")
  }
}
