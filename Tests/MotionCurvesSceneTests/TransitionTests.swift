import CurveReference
import Foundation
import MotionCurvesAnimation
import MotionCurvesScene
import MotionCurvesSprings
import Testing

/// Changes from the value on screen (`SceneTransition`, springs without `from`): the start value
/// is what the layer presents at the begin time, so the presented value is continuous through
/// every change, and each change then runs as a basic animation (or JNW spring) of its own.
@Suite("Scene transitions from the value on screen")
struct TransitionTests {
  /// A layer whose opacity goes to 0 over 1 s from t = 0 (linear), is sent back to 1 at 0.4 s over
  /// 0.5 s on ease-in-out, and whose x springs to 100 at 0 and back to 0 at 0.3 s.
  static func scene() throws -> SceneDocument {
    var layer = SceneLayer(name: "dot")
    layer.boundsSize = SIMD2(10, 10)
    layer.transitions = [
      SceneTransition(keyPath: "opacity", beginTime: 0, duration: 1, to: [0]),
      SceneTransition(keyPath: "opacity", beginTime: 0.4, duration: 0.5, timingFunction: .easeInOut, to: [1]),
    ]
    layer.springs = [
      try SceneSpring(keyPath: "position.x", beginTime: 0, spring: try DampedSpring(mass: 1, stiffness: 100, damping: 10), to: 100),
      try SceneSpring(keyPath: "position.x", beginTime: 0.3, spring: try DampedSpring(mass: 1, stiffness: 100, damping: 10), to: 0),
    ]
    return SceneDocument(name: "dot", size: SIMD2(100, 100), duration: 2, layers: [layer])
  }

  @Test("the reversal at 0.4 s starts at the first change's 0.6, eases back to 1 by 0.9 s and holds")
  func opacity() throws {
    var scene = try SceneEvaluator(try Self.scene())
    func opacity(_ t: Double) throws -> Double { try scene.evaluate(at: t)[0].opacity }
    // Linear from 1 to 0 over 1 s: 0.6 at 0.4 s.
    #expect(abs(try opacity(0.2) - 0.8) <= 1e-15)
    #expect(abs(try opacity(0.4) - 0.6) <= 1e-15)
    #expect(abs(try opacity(0.4 - 1e-9) - 0.6) <= 1e-8, "continuous into the change")
    // Then 0.6 → 1 on ease-in-out over 0.5 s: at 0.65 s, half-way in time, half-way in value.
    #expect(abs(try opacity(0.65) - 0.8) <= 1e-12)
    let quarter = ReferenceBezier(0.42, 0, 0.58, 1).value(at: 0.25)
    #expect(abs(try opacity(0.525) - (0.6 + 0.4 * quarter)) <= 1e-12)
    for t in [0.9, 1.0, 1.5, 100] { #expect(try opacity(t) == 1, "held at \(t)") }
  }

  @Test("the second spring starts where the first one is at 0.3 s, on JNW's keyframes from there")
  func spring() throws {
    var scene = try SceneEvaluator(try Self.scene())
    let first = try JNWSpringAnimation(damping: 10, stiffness: 100, mass: 1, from: 0, to: 100)
    let at = first.value(at: 0.3)
    let second = try JNWSpringAnimation(damping: 10, stiffness: 100, mass: 1, from: at, to: 0)
    #expect(abs(try scene.evaluate(at: 0.3)[0].position.x - second.value(at: 0)) <= 1e-12)
    for s in [0.05, 0.2, 0.45] {
      #expect(abs(try scene.evaluate(at: 0.3 + s)[0].position.x - second.value(at: s)) <= 1e-9 * 100, "0.3 + \(s)")
    }
    #expect(try scene.evaluate(at: 5)[0].position.x == 0)
  }

  @Test("a change on a layer whose clock stands still, or of the wrong size, is refused")
  func refused() throws {
    var frozen = SceneLayer(name: "frozen")
    frozen.timing = try LayerTiming(speed: 0)
    frozen.transitions = [SceneTransition(keyPath: "opacity", beginTime: 1, duration: 1, to: [0])]
    #expect(throws: SceneError.at("layers[0]", .unresolvable(layer: "frozen", keyPath: "opacity"))) {
      try SceneEvaluator(SceneDocument(name: "x", size: SIMD2(1, 1), duration: 1, layers: [frozen]))
    }
    var wrong = SceneLayer(name: "wrong")
    wrong.transitions = [SceneTransition(keyPath: "position", duration: 1, to: [1, 2, 3])]
    #expect(throws: SceneError.at("layers[0]", .componentCount(layer: "wrong", keyPath: "position", count: 3, needed: 2))) {
      try SceneEvaluator(SceneDocument(name: "x", size: SIMD2(1, 1), duration: 1, layers: [wrong]))
    }
  }
}
