import Foundation
import MotionCurvesScene
import TestSupport
import Testing

/// The breathe flower (animations.md §1) at the times the issue names, against values worked out
/// from the notes by hand: progress p = t / 10.5 in the petal group; the petal's x offset and
/// scale interpolate linearly between keyTimes 0.1, 0.4, 0.5, 0.95 (first value before, last
/// after); the flower's rotation between keyTimes 0, 0.1, 0.4, 0.5, 0.95.
@Suite("Breathe scene")
struct BreatheSceneTests {
  static let centre = SIMD2<Double>(180, 180)

  /// (t, petal x offset, petal scale, flower rotation, ghost opacity, ghost scale).
  static let expectations: [(Double, Double, Double, Double, Double, Double)] = [
    // p = 0: before the first keyTime, the first values; the flower at −π/3.
    (0, 0, 1, -Double.pi / 3, 0, 1),
    // p = 0.2: a third of the way from 0.1 to 0.4: offset −80/3, scale 1 + (10/3 − 1)/3 = 16/9,
    // rotation −π/3 + (2π/3)/3 = −π/9; the ghost waits for 0.45 (opacity) and holds scale 1.
    (2.1, -80.0 / 3, 16.0 / 9, -Double.pi / 9, 0, 1),
    // p = 0.4: fully out; the flower at π/3.
    (4.2, -80, 10.0 / 3, Double.pi / 3, 0, 1),
    // p = 0.5: still out; the ghost at its peak opacity 0.3, scale 1.
    (5.25, -80, 10.0 / 3, Double.pi / 3, 0.3, 1),
    // p = 0.6: 0.1/0.45 = 2/9 of the way back (keyTimes 0.5 → 0.95) for the petal and the
    // flower; a third of the way (0.5 → 0.8) for the ghost: opacity 0.3 → 0 gives 0.2, scale
    // 1 → 0.78 gives 1 − 0.22/3.
    (6.3, -80 + 80 * (0.1 / 0.45), 10.0 / 3 - (7.0 / 3) * (0.1 / 0.45), Double.pi / 3 - (2 * Double.pi / 3) * (0.1 / 0.45), 0.2, 1 - 0.22 / 3),
  ]

  @Test("six petal centres, radii and colours, and the ghost's opacity, at t = 0, 2.1, 4.2, 5.25 and 6.3 s")
  func petals() throws {
    var scene = try SceneEvaluator(try shippedScene("breathe"))
    for (t, offset, scale, rotation, ghostOpacity, ghostScale) in Self.expectations {
      let frames = try scene.evaluate(at: t)
      for k in 0..<6 {
        let petal = try frame(frames, "petal", k)
        // The circle's centre (180, 180) and a rim point (204, 180) of the petal layer, mapped.
        let centre = try #require(petal.toRoot.projecting(SIMD2<Double>(180, 180)))
        let rim = try #require(petal.toRoot.projecting(SIMD2<Double>(204, 180)))
        let angle = rotation - Double(k) * Double.pi / 3
        let expected = Self.centre + turned(SIMD2(offset, 0), by: angle)
        #expect(abs(centre.x - expected.x) <= 1e-12 && abs(centre.y - expected.y) <= 1e-12, "t \(t) k \(k): \(centre) vs \(expected)")
        let radius = ((rim - centre) * (rim - centre)).sum().squareRoot()
        #expect(abs(radius - 24 * scale) <= 1e-12, "t \(t) k \(k): radius \(radius) vs \(24 * scale)")
        // White × (instanceColor + k·(last − first)/6), alpha 1.
        let tint = SIMD4<Double>(0.17, 0.59, 0.60, 1) + Double(k) * (SIMD4(0.31, 0.85, 0.62, 1) - SIMD4(0.17, 0.59, 0.60, 1)) / 6
        let fill = rgba(try #require(petal.fillColor))
        #expect((0..<3).allSatisfy { abs(fill[$0] - tint[$0]) <= 1e-15 } && fill.w == 1, "k \(k): \(fill) vs \(tint)")
        #expect(petal.blendMode == .screen)
        let ghost = try frame(frames, "ghost", k)
        #expect(abs(ghost.opacity - ghostOpacity) <= 1e-15, "t \(t): ghost opacity \(ghost.opacity) vs \(ghostOpacity)")
        #expect(ghost.compositeOpacity == ghost.opacity, "the flower and the replicator are opaque")
        // The ghost circle (centre 80 left of C, radius 80) scales about C.
        let ghostCentre = try #require(ghost.toRoot.projecting(SIMD2<Double>(100, 180)))
        let expectedGhost = Self.centre + turned(SIMD2(-80 * ghostScale, 0), by: angle)
        #expect(abs(ghostCentre.x - expectedGhost.x) <= 1e-12 && abs(ghostCentre.y - expectedGhost.y) <= 1e-12, "t \(t) k \(k)")
      }
    }
  }

  @Test("the cycle repeats: t and t + 10.5 s give the same frames")
  func repeats() throws {
    var scene = try SceneEvaluator(try shippedScene("breathe"))
    for t in [0.0, 1.3, 4.2, 7.7] {
      let a = try scene.evaluate(at: t)
      let b = try scene.evaluate(at: t + 10.5)
      for (x, y) in zip(a, b) {
        #expect(abs(x.position.x - y.position.x) <= 1e-12 && abs(x.opacity - y.opacity) <= 1e-15, "\(x.name) \(x.instance) at \(t)")
      }
    }
  }
}

/// The refresh arrows (animations.md §3a) inside the article's screen: the refresh view (100 × 100)
/// sits at (187.5, 110) in the content view, whose bounds start at (0, 64) on screen while the
/// drag is 0 (until 1 s): its bounds origin is at (137.5, 124) and its centre at (187.5, 174).
@Suite("Refresh arrows scene")
struct RefreshArrowsSceneTests {
  static let origin = SIMD2<Double>(137.5, 124)
  static let centre = SIMD2<Double>(50, 50)

  @Test("the arrows' points at t = 0.6 s: half-way from open to closed, the view turned to 1.4π")
  func arrowsAtPointSix() throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    let frames = try scene.evaluate(at: 0.6)
    // The path: progress 0.6 of the first (forward) leg lies half-way between keyTimes 0.45 and
    // 0.75. The rotation: 2π → 0 over 2 s, at 0.6 s 2π·(1 − 0.3) = 1.4π.
    let angle = 1.4 * Double.pi
    let arrows: [(String, [SIMD2<Double>])] = [
      ("arrow1", [SIMD2(80, (54 + 42.5) / 2), SIMD2(90, 50), SIMD2(99, (56.5 + 44.5) / 2)]),
      ("arrow2", [SIMD2(2, (44 + 59) / 2), SIMD2(10, 50), SIMD2(20, (45 + 55) / 2)]),
    ]
    for (name, local) in arrows {
      let arrow = try frame(frames, name)
      let root = try #require(arrow.rootPath)
      let points = root.commands.compactMap { command -> SIMD2<Double>? in
        switch command {
        case let .move(p), let .line(p): return p
        default: return nil
        }
      }
      #expect(points.count == 3, "\(name): \(root.svgPathData)")
      for (point, p) in zip(points, local) {
        let expected = Self.origin + Self.centre + turned(p - Self.centre, by: angle)
        #expect(abs(point.x - expected.x) <= 1e-12 && abs(point.y - expected.y) <= 1e-12, "\(name): \(point) vs \(expected)")
      }
    }
  }

  @Test("on the way back (t = 1.6 s, autoreversed: progress 0.4, before keyTime 0.45) the arrows are open again")
  func autoreverses() throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    let arrow = try frame(try scene.evaluate(at: 1.6), "arrow1")
    #expect(arrow.path?.svgPathData == "M 80 54 L 90 50 L 99 56.5")
  }

  @Test("the arcs in root coordinates stay on the circle of radius 40 about the view's centre while the drag is 0")
  func arcs() throws {
    var scene = try SceneEvaluator(try shippedScene("refresh-wave-sidebar"))
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      for name in ["arc1", "arc2"] {
        let arc = try frame(try scene.evaluate(at: t), name)
        let root = try #require(arc.rootPath)
        for command in root.commands {
          guard case let .line(p) = command else { continue }
          let d = p - Self.origin - Self.centre
          let r = (d * d).sum().squareRoot()
          // Vertices of the flattening lie on the circle.
          #expect(abs(r - 40) <= 1e-12, "\(name) at \(t): \(p) at radius \(r)")
        }
      }
    }
  }
}
