import Foundation
import MotionCurvesScene
import MotionCurvesTransforms
import TestSupport
import Testing

/// The 3-D sidebar dragged (animations.md §3c, the drag-driven variant) and released with
/// platform-parity §1.1's projection: r = translation / 80 in [0, π/2]; a helper view's frame
/// width w(r) drives the menu and the content. Every expected value is worked here from the notes:
///
/// - w(r), by hand: a corner at x = −100 from the hinge (the anchor, the right edge), turned by
///   φ = −π/2 + r about y (Core Animation's rotation, row vectors: (x, y, 0, 1) → (x·cos φ, y,
///   −x·sin φ, 1)) then P (m34 = −1/500: w = 1 + x·sin φ / 500) lands at X = x·cos φ / w; with
///   cos φ = sin r and sin φ = −cos r, w(r) = 100·sin r / (1 + 0.2·cos r).
/// - UIKit's projection at decelerationRate 0.998: v·(−1 / (1000·ln 0.998)) = v·0.4995 s.
/// - `swiftui.smooth` is Spring(duration 0.5, bounce 0): critically damped, ω = 2π / 0.5; from
///   displacement x₀ and velocity v₀ it is (x₀ + (v₀ + ω·x₀)·s)·e^(−ω·s).
@Suite("3-D sidebar, dragged and released")
struct SidebarDragSceneTests {
  static let projectionTime = -1 / (1000 * log(0.998))
  static let omega = 2 * Double.pi / 0.5

  /// The closed-form critically damped spring from (x, v) to `target`, s seconds after release.
  static func spring(from x: Double, velocity v: Double, to target: Double, after s: Double) -> Double {
    let x0 = x - target
    return target + (x0 + (v + omega * x0) * s) * exp(-omega * s)
  }

  /// The fold angle the scene shows at `t`: the menu button's turn.
  static func angle(_ frames: [SceneLayerFrame]) throws -> Double {
    let button = try frame(frames, "menuButton").transform
    return atan2(button.m12, button.m11)
  }

  /// The fold angle the script gives, worked from the two strokes (see the scene's summary).
  static func scriptAngle(at t: Double) -> Double {
    let open = Double.pi / 2
    // Stroke 1: (0.5 s, 0), (0.9 s, 30), (1.1 s, 50) points, released at r = 50/80 and
    // 20 pt / 0.2 s / 80 = 1.25 rad/s; projected to 0.625 + 1.25·0.4995 = 1.249, nearer π/2.
    if t < 0.5 { return 0 }
    if t < 0.9 { return (t - 0.5) / 0.4 * 30 / 80 }
    if t < 1.1 { return (30 + (t - 0.9) / 0.2 * 20) / 80 }
    let caught = min(spring(from: 0.625, velocity: 1.25, to: open, after: 3.0 - 1.1), open)
    if t < 3.0 { return min(spring(from: 0.625, velocity: 1.25, to: open, after: t - 1.1), open) }
    // Stroke 2: (3.0 s, 0), (3.3 s, −40), (3.4 s, −52), released at caught − 52/80 and
    // −12 pt / 0.1 s / 80 = −1.5 rad/s; projected near 0.17, nearer 0.
    if t < 3.3 { return caught + (t - 3.0) / 0.3 * -40 / 80 }
    if t < 3.4 { return caught + (-40 + (t - 3.3) / 0.1 * -12) / 80 }
    return max(spring(from: caught - 0.65, velocity: -1.5, to: 0, after: t - 3.4), 0)
  }

  @Test("the fold angle follows the finger, then the snapping spring, at 16 times", arguments: [
    0.2, 0.7, 0.9, 1.0, 1.1, 1.15, 1.3, 1.6, 2.5, 3.1, 3.3, 3.35, 3.4, 3.5, 3.8, 5.5,
  ])
  func angle(at t: Double) throws {
    var scene = try SceneEvaluator(try shippedScene("sidebar-drag"))
    let r = try Self.angle(try scene.evaluate(at: t))
    #expect(abs(r - Self.scriptAngle(at: t)) <= 1e-12, "t \(t): \(r) vs \(Self.scriptAngle(at: t))")
  }

  @Test("each release: the projection picks the snap point, and the spring starts at the release value and velocity")
  func releases() throws {
    let document = try shippedScene("sidebar-drag")
    guard case let .drag(drag) = try #require(document.inputs.first).source else {
      Issue.record("the angle input is not a drag")
      return
    }
    let motion = try drag.motion(rest: 0, range: 0...(Double.pi / 2))
    let first = motion.releases[0], second = motion.releases[1]
    #expect(abs(first.projection - (0.625 + 1.25 * Self.projectionTime)) <= 1e-15)
    #expect(first.target == Double.pi / 2 && second.target == 0)
    // The original's rule (open when r > π/4) would close at 0.625; the projection opens.
    #expect(first.value < Double.pi / 4)
    let caught = Self.spring(from: 0.625, velocity: 1.25, to: .pi / 2, after: 1.9)
    // 3.4 − 3.3 is 0.10000000000000009 in doubles: the velocity is −1.5 to within 1e-15 relative.
    #expect(abs(second.value - (caught - 0.65)) <= 1e-15 && abs(second.velocity + 1.5) <= 1e-14)
    #expect(abs(second.projection - (second.value - 1.5 * Self.projectionTime)) <= 1e-15)
    // No jump at either release: value and velocity just after equal those at release, to 1e-12.
    for release in motion.releases {
      #expect(abs(motion.value(at: release.time) - release.value) <= 1e-12)
      #expect(abs(motion.velocity(at: release.time) - release.velocity) <= 1e-12)
      let h = 1e-7
      let slope = (motion.value(at: release.time + h) - motion.value(at: release.time)) / h
      #expect(abs(slope - release.velocity) <= 1e-4 * max(1, abs(release.velocity)), "\(slope) vs \(release.velocity)")
    }
  }

  @Test("the helper's frame width drives the content and the menu: w(r) = 100·sin r / (1 + 0.2·cos r)", arguments: [
    0.9, 1.1, 1.3, 3.2, 3.4, 3.6,
  ])
  func frameWidth(at t: Double) throws {
    var scene = try SceneEvaluator(try shippedScene("sidebar-drag"))
    let frames = try scene.evaluate(at: t)
    let r = Self.scriptAngle(at: t)
    let w = 100 * sin(r) / (1 + 0.2 * cos(r))
    let content = try #require(try frame(frames, "content").quad)
    #expect(abs(content.topLeft.x - w) <= 1e-9, "t \(t): content at \(content.topLeft.x), w \(w)")
    // The menu spans [0, w]: its hinge (right edge) at w, its free edge at w − w = 0.
    let menu = try #require(try frame(frames, "menu").quad)
    #expect(abs(menu.topRight.x - w) <= 1e-9 && abs(menu.bottomRight.x - w) <= 1e-9, "\(menu)")
    #expect(abs(menu.topLeft.x) <= 1e-9 && abs(menu.bottomLeft.x) <= 1e-9, "\(menu)")
    // The free edge's height, by hand: y relative to the anchor (±301.5) divided by w.
    let depth = 1 + 0.2 * cos(r)
    #expect(abs(menu.topLeft.y - (365.5 - 301.5 / depth)) <= 1e-9)
    // The shade: alpha max(0.5 − r/2, 0) at location 1.
    let shade = try #require(try frame(frames, "menuShade").gradient)
    #expect(abs(shade.colors[1].alpha - max(0.5 - r / 2, 0)) <= 1e-12, "t \(t)")
  }

  @Test("closed before the drag and after the second release settles; open between")
  func restStates() throws {
    var scene = try SceneEvaluator(try shippedScene("sidebar-drag"))
    for (t, w) in [(0.0, 0.0), (2.9, 100.0), (5.5, 0.0)] {
      let content = try #require(try frame(try scene.evaluate(at: t), "content").quad)
      #expect(abs(content.topLeft.x - w) <= 1e-6, "t \(t): \(content.topLeft.x)")
    }
  }
}
