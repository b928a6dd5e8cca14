import CurveReference
import Foundation
import MotionCurvesColor
import MotionCurvesGeometry
import MotionCurvesScene
import MotionCurvesSprings
import TestSupport
import Testing

/// The search ↔ back icon (animations.md §4, in its documented example geometry): circle of
/// radius 10 about (26, 26) as two half circles; changes at 0.25 s and 1.5 s of 0.5 s each on
/// Core Animation's easeInEaseOut, (0.42, 0, 0.58, 1) as 32-bit floats.
@Suite("Search ↔ back icon scene")
struct IconSceneTests {
  static let centre = SIMD2<Double>(26, 26)

  /// The angle of a point about the circle's centre, in [0, 2π).
  static func angle(_ p: SIMD2<Double>) -> Double {
    let a = atan2(p.y - centre.y, p.x - centre.x)
    return a < 0 ? a + 2 * .pi : a
  }

  /// The first and last points of a root path.
  static func ends(_ path: VectorPath) -> (SIMD2<Double>, SIMD2<Double>)? {
    let points = path.commands.compactMap { command -> SIMD2<Double>? in
      if case let .move(p) = command { return p }
      if case let .line(p) = command { return p }
      return nil
    }
    guard let first = points.first, let last = points.last else { return nil }
    return (first, last)
  }

  @Test("visible arc angles at mid-change (t = 0.5 s and 1.75 s): the eased fraction of Core Animation's easeInEaseOut at ½", arguments: [0.5, 1.75])
  func arcs(_ t: Double) throws {
    var scene = try SceneEvaluator(try shippedScene("search-back-icon"))
    let frames = try scene.evaluate(at: t)
    // Half-way through a change the eased fraction is the curve at ½: within 1e-7 of ½, not ½,
    // since the 32-bit control points 0.42 and 0.58 do not sum to 1. f: how far towards the back
    // arrow (the first change goes there, the second comes back).
    let eased = coreAnimationCurve(0.42, 0, 0.58, 1).value(at: 0.5)
    let f = t < 1 ? eased : 1 - eased
    // The top half circle runs π → 2π; with strokeStart f the visible part is (1 + f)π … 2π. The
    // bottom one runs 0 → π; with strokeEnd 1 − f it is 0 … (1 − f)π.
    for (name, from, to) in [("topArc", (1 + f) * Double.pi, 2 * Double.pi), ("bottomArc", 0, (1 - f) * Double.pi)] {
      let arc = try frame(frames, name)
      let path = try #require(arc.rootPath)
      let (first, last) = try #require(Self.ends(path))
      let a = Self.angle(first), b = Self.angle(last)
      #expect(abs(a - from.truncatingRemainder(dividingBy: 2 * .pi)) <= 1e-12, "\(name) at \(t): starts at \(a)")
      #expect(abs(b - to.truncatingRemainder(dividingBy: 2 * .pi)) <= 1e-12 || abs(b - to) <= 1e-12, "\(name) at \(t): ends at \(b)")
    }
    // The handle has swung by f: π/4 − f·5π/4 (−3π/8 at f = ½); the arrowheads have grown by f.
    let handlePath = try #require(try frame(frames, "handle").rootPath)
    let handle = try #require(Self.ends(handlePath))
    let direction = handle.1 - handle.0
    #expect(abs(atan2(direction.y, direction.x) - (Double.pi / 4 - f * 5 * Double.pi / 4)) <= 1e-12)
    #expect(abs((direction * direction).sum().squareRoot() - 15) <= 1e-12)
    #expect(abs(try frame(frames, "arrowUp").strokeEnd - f) <= 1e-12)
  }

  @Test("the two states: a magnifier before the first tap and after the second, a back arrow between")
  func states() throws {
    var scene = try SceneEvaluator(try shippedScene("search-back-icon"))
    for (t, back) in [(0.0, false), (1.0, true), (2.25, false)] {
      let frames = try scene.evaluate(at: t)
      #expect(try frame(frames, "topArc").strokeStart == (back ? 1 : 0), "t \(t)")
      #expect(try frame(frames, "bottomArc").strokeEnd == (back ? 0 : 1), "t \(t)")
      #expect(try frame(frames, "arrowDown").strokeEnd == (back ? 1 : 0), "t \(t)")
      // Back: the shaft points left from the circle's edge, its tip at the arrowhead's corner.
      let handlePath = try #require(try frame(frames, "handle").rootPath)
      let handle = try #require(Self.ends(handlePath))
      let tip = back ? SIMD2(26 + 10 * 0.5.squareRoot() - 15, 26 + 10 * 0.5.squareRoot()) : SIMD2(26 + 25 * 0.5.squareRoot(), 26 + 25 * 0.5.squareRoot())
      #expect(abs(handle.1.x - tip.x) <= 1e-12 && abs(handle.1.y - tip.y) <= 1e-12, "t \(t): \(handle.1) vs \(tip)")
    }
  }
}

/// The countdown (animations.md §5): step k from k s, scale 1 → 6 over 1 s on
/// cubic-bezier(0.11, 0.9, 0.92, 0.13), opacity 1 → 0 over [k + 0.5, k + 1]; background changes of
/// 3 s each, Core Animation's component-wise colour interpolation with the default (linear) timing.
@Suite("Countdown scene")
struct CountdownSceneTests {
  static let c1 = SIMD4<Double>(0, 157, 248, 255) / 255
  static let c2 = SIMD4<Double>(206, 7, 85, 255) / 255
  static let c3 = SIMD4<Double>(245, 180, 51, 255) / 255

  @Test("0.25 s into a step: the label's text, scale and opacity and the gradient's stops", arguments: [(1, "3"), (2, "2"), (3, "1")])
  func quarterIntoStep(_ step: Int, _ text: String) throws {
    var scene = try SceneEvaluator(try shippedScene("countdown"))
    let t = Double(step) + 0.25
    let frames = try scene.evaluate(at: t)
    let label = try frame(frames, "label")
    #expect(label.text == text)
    let scale = 1 + 5 * ReferenceBezier(0.11, 0.9, 0.92, 0.13).value(at: 0.25)
    #expect(abs(label.transform.m11 - scale) <= 1e-12, "\(label.transform.m11) vs \(scale)")
    #expect(label.opacity == 1)
    // The first change, [c1, c2] → [c2, c3], at t/3 (the second from 3 s).
    let (from, to, f) = t < 3 ? ([Self.c1, Self.c2], [Self.c2, Self.c3], t / 3) : ([Self.c2, Self.c3], [Self.c3, Self.c1], (t - 3) / 3)
    let stops = try #require(try frame(frames, "background").gradient).colors.map(rgba)
    for i in 0..<2 {
      let expected = from[i] + f * (to[i] - from[i])
      #expect((0..<4).allSatisfy { abs(stops[i][$0] - expected[$0]) <= 1e-15 }, "stop \(i): \(stops[i]) vs \(expected)")
    }
  }

  @Test("0.75 s into step 3: fading (opacity 1 − (0.75 − 0.5)/0.5 = ½), scale near its end")
  func fading() throws {
    var scene = try SceneEvaluator(try shippedScene("countdown"))
    let label = try frame(try scene.evaluate(at: 2.75), "label")
    #expect(abs(label.opacity - 0.5) <= 1e-15)
    #expect(abs(label.transform.m11 - (1 + 5 * ReferenceBezier(0.11, 0.9, 0.92, 0.13).value(at: 0.75))) <= 1e-12)
  }

  @Test("between and after the steps: the next step starts at scale 1 and full opacity; after Go! the model values")
  func boundaries() throws {
    var scene = try SceneEvaluator(try shippedScene("countdown"))
    for t in [1.0, 2.0, 4.0, 5.0, 7.5] {
      let label = try frame(try scene.evaluate(at: t), "label")
      #expect(label.transform.m11 == 1 && label.opacity == 1, "t \(t)")
      #expect(label.text == ["Ready?", "3", "2", "1", "Go!"][min(Int(t), 4)], "t \(t)")
    }
    // After the three background changes the last pair holds: [c1, c3].
    let stops = try #require(try frame(try scene.evaluate(at: 9.5), "background").gradient).colors.map(rgba)
    #expect((0..<4).allSatisfy { abs(stops[0][$0] - Self.c1[$0]) <= 1e-15 && abs(stops[1][$0] - Self.c3[$0]) <= 1e-15 })
  }
}
