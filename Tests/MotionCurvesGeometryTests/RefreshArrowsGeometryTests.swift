import MotionCurvesAnimation
import MotionCurvesGeometry
import RealModule
import Testing

/// The refresh arrows of `animations.md` §3a, geometry only: the two arcs' lengths, and the arrow
/// path keyframed by the timing model (values [start, end, end], keyTimes [0.45, 0.75, 0.95],
/// 1 s, autoreverses, 100 repeats), with the expected points worked out by hand.
@Suite("Refresh arrows: arc lengths and the arrow morph")
struct RefreshArrowsGeometryTests {
  @Test("each arc (radius 40, 7π/8 of a turn) is 35π long, built with UIKit's call or read as SVG")
  func arcLengths() throws {
    // Arc 1 from 0 to 7π/8, arc 2 from π to 15π/8, clockwise in UIKit's y-down sense:
    // 40 × 7π/8 = 35π each.
    for start in [0.0, Double.pi] {
      var arc = VectorPath()
      arc.addArc(center: SIMD2(50, 50), radius: 40, startAngle: start, endAngle: start + 7 * .pi / 8, clockwise: true)
      #expect(abs(arc.length - 35 * .pi) <= 1e-12 * 35 * .pi)
    }
    // The same arc written as SVG data: from (90, 50) to 50 + 40(cos 7π/8, sin 7π/8), small arc,
    // sweep 1 (increasing angle, y down).
    let end = SIMD2(50 + 40 * Double.cos(7 * .pi / 8), 50 + 40 * Double.sin(7 * .pi / 8))
    let svg = try VectorPath(svg: "M 90 50 A 40 40 0 0 1 \(end.x) \(end.y)")
    #expect(abs(svg.length - 35 * .pi) <= 1e-12 * 35 * .pi)
  }

  @Test("the arrow path at the keyframe progress of its Core Animation timing")
  func arrowMorph() throws {
    let start = try VectorPath(svg: "M 80 54 L 90 50 L 99 56.5")
    let end = try VectorPath(svg: "M 80 42.5 L 90 50 L 99 44.5")
    let arrow = PropertyAnimation(
      timing: .media(try MediaTiming(duration: 1, repeatCount: 100, autoreverses: true)),
      keyframes: .values(try KeyframeValues<VectorPath>(values: [start, end, end], keyTimes: [0.45, 0.75, 0.95])))
    // t = 0.6: the forward leg at 0.6, in the segment [0.45, 0.75] at (0.6 − 0.45)/0.3 = 1/2:
    // y₁ = 54 + (42.5 − 54)/2 = 48.25, y₃ = 56.5 + (44.5 − 56.5)/2 = 50.5.
    #expect(arrow.value(at: 0.6) == (try VectorPath(svg: "M 80 48.25 L 90 50 L 99 50.5")))
    // t = 1.3: the back leg (repeat 0, leg 1) at 1 − 0.3 = 0.7, (0.7 − 0.45)/0.3 = 5/6:
    // y₁ = 54 − 11.5 · 5/6 = 44.41666…, y₃ = 56.5 − 12 · 5/6 = 46.5.
    let back = try #require(arrow.value(at: 1.3))
    if case let .move(first) = back.commands[0], case let .line(third) = back.commands[2] {
      #expect(first.x == 80 && abs(first.y - (54 - 11.5 * 5 / 6)) <= 1e-12 * 54)
      #expect(third.x == 99 && abs(third.y - 46.5) <= 1e-12 * 56.5)
    } else {
      Issue.record("the arrow lost its structure: \(back.svgPathData)")
    }
    // Before the first key time (0.45) and after the last (0.95) the values hold.
    #expect(arrow.value(at: 0.2) == start)
    #expect(arrow.value(at: 0.97) == end)
    // 200 s = 100 repeats of forth and back: removed, no value.
    #expect(arrow.value(at: 200) == nil)
  }
}
