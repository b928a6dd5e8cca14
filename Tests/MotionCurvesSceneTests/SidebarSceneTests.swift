import CurveReference
import Foundation
import MotionCurvesScene
import MotionCurvesTransforms
import TestSupport
import Testing

/// The 3-D sidebar (animations.md §3c), progress-driven: the drag input is 0 until 1 s and rises
/// linearly to 1 at 3 s (clamped to 0.999), so the progress p is reached at t = 1 + 2p. Each
/// layer's 1 s ease-in animation (cubic-bezier(0.42, 0, 1, 1)) is at e = ease-in(p).
@Suite("3-D sidebar scene")
struct SidebarSceneTests {
  static let folded = try! TransformMatrix3D(matrix3d: [0.2, 0, 1, -0.002, 0, 1, 0, 0, -1, 0, 0, 0, -100, 0, 0, 1])
  static let open = try! TransformMatrix3D(matrix3d: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1])

  @Test("the folded matrix is (P · rotateY(−π/2)) then translate(−100, 0, 0), as the notes give it")
  func foldedMatrix() throws {
    // By hand, rows: R_y(−π/2) has rows (0, 0, 1, 0), (0, 1, 0, 0), (−1, 0, 0, 0), (0, 0, 0, 1)
    // (cos = 0, sin = −1); times P adds −(row's z)/500 to w; then the translation adds
    // −100·w to x: (0.2, 0, 1, −0.002), (0, 1, 0, 0), (−1, 0, 0, 0), (−100, 0, 0, 1).
    let document = try shippedScene("refresh-wave-sidebar")
    let menu = try #require(document.allLayers.first { $0.layer.name == "menu" }).layer
    // Within an ulp of 1: cos(π/2) is 6.1e-17 in doubles, not 0.
    for (a, b) in zip(menu.transform.matrix3d, Self.folded.matrix3d) { #expect(abs(a - b) <= 2.3e-16, "\(menu.transform)") }
  }

  @Test("menu corners and content offset at drag progress 0.25, 0.5 and 0.999", arguments: [0.25, 0.5, 0.999])
  func corners(_ p: Double) throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    let frames = try scene.evaluate(at: 1 + 2 * p)
    let e = coreAnimationCurve(0.42, 0, 1, 1).value(at: p)
    // The content slides right by 100·e (its bounds start at x = 0 when at rest).
    let content = try frame(frames, "content")
    #expect(abs(content.transform.m41 - 100 * e) <= 1e-12, "p \(p): \(content.transform.m41) vs \(100 * e)")
    #expect(abs(try #require(content.quad).topLeft.x - 100 * e) <= 1e-12)
    // The menu: Core Animation's matrix interpolation from folded to open at e; its corners, by
    // hand: (x − 100, y − 301.5, 0, 1) relative to the anchor (the right edge's middle) times
    // the matrix, divided by w, plus the position (100, 365.5).
    let m = Self.folded.interpolated(to: Self.open, at: e)
    func corner(_ x: Double, _ y: Double) -> SIMD2<Double> {
      let (a, b) = (x - 100, y - 301.5)
      let X = a * m.m11 + b * m.m21 + m.m41
      let Y = a * m.m12 + b * m.m22 + m.m42
      let W = a * m.m14 + b * m.m24 + m.m44
      return SIMD2(X / W + 100, Y / W + 365.5)
    }
    let quad = try #require(try frame(frames, "menu").quad)
    let expected = [corner(0, 0), corner(100, 0), corner(100, 603), corner(0, 603)]
    for (got, want) in zip([quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft], expected) {
      #expect(abs(got.x - want.x) <= 1e-9 && abs(got.y - want.y) <= 1e-9, "p \(p): \(got) vs \(want)")
    }
    // The shade: black at alpha 0.5·(1 − e) at location 1; the button turned by e·π/2.
    let shade = try #require(try frame(frames, "menuShade").gradient)
    #expect(abs(shade.colors[1].alpha - 0.5 * (1 - e)) <= 1e-15)
    let button = try frame(frames, "menuButton").transform
    #expect(abs(atan2(button.m12, button.m11) - e * Double.pi / 2) <= 1e-14)
  }

  @Test("held at the clamp (3.5 s, progress 0.999): the menu's right edge at x = 100·e, with the content's edge; its face nearly flat")
  func nearlyOpen() throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    let frames = try scene.evaluate(at: 3.5)
    let quad = try #require(try frame(frames, "menu").quad)
    let e = coreAnimationCurve(0.42, 0, 1, 1).value(at: 0.999)
    // The right edge is on the axis of the turn: only the translation −100·(1 − e) moves it.
    #expect(abs(quad.topRight.x - 100 * e) <= 1e-9, "\(quad), e \(e)")
    #expect(abs(quad.topRight.x - (try #require(try frame(frames, "content").quad)).topLeft.x) <= 1e-9)
    #expect(abs(quad.topLeft.x) < 1 && abs(quad.topLeft.y - 64) < 1, "\(quad)")
  }
}

/// The wave header (animations.md §3b): y = 1.1·5·sin(2.5π·x/W + offset·π/W) + 30 and
/// 5·sin(2.5π·x/W + 3·offset·π/W + π/4) + 30 at x = 0 … W − 1, offset = 2 per frame at 60 Hz
/// (120 per second), each path starting at the original's quirky (0, 5·sin(offset·π/W)) or
/// (0, 5·sin(offset·π/W + π/4)) and closed down to y = 40.
@Suite("Wave header scene")
struct WaveHeaderSceneTests {
  @Test("both waves at t = 0, 0.5 and 1.25 s, point by point", arguments: [0.0, 0.5, 1.25])
  func waves(_ t: Double) throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    let frames = try scene.evaluate(at: t)
    let w = 375.0
    let offset = 120 * t
    for (name, amplitude, speed, phase) in [("wave1", 5.5, 1.0, 0.0), ("wave2", 5.0, 3.0, Double.pi / 4)] {
      let path = try #require(try frame(frames, name).path)
      var points: [SIMD2<Double>] = []
      for command in path.commands {
        if case let .move(p) = command { points.append(p) }
        if case let .line(p) = command { points.append(p) }
      }
      #expect(points.count == 1 + 375 + 2)
      #expect(abs(points[0].y - 5 * sin(offset * .pi / w + phase)) <= 1e-13, "\(name): quirk \(points[0])")
      for x in 0..<375 {
        let y = amplitude * sin(2.5 * .pi * Double(x) / w + speed * offset * .pi / w + phase) + 30
        #expect(points[1 + x].x == Double(x) && abs(points[1 + x].y - y) <= 1e-12, "\(name) at x \(x)")
      }
      #expect(points[376] == SIMD2(375, 40) && points[377] == SIMD2(0, 40))
      #expect(path.commands.last == .close)
    }
  }
}
