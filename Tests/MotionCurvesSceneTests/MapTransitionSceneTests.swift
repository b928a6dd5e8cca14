import CurveReference
import Foundation
import MotionCurvesScene
import MotionCurvesSprings
import TestSupport
import Testing

/// The map transition (animations.md §2): JNWSpringAnimation's formula
/// from + Δ − Δ·e^(−c·τ/2m)·cos(ω·τ), ω = √(k/m − c²/4m²), is the independent value. JNW samples
/// it every millisecond into n keyframes and hands them to Core Animation with a duration of
/// n ms, which spaces them n/(n − 1) ms apart: what shows at t is the formula at
/// τ = t·(n − 1)/n, with the samples joined by straight lines, whose error is at most
/// (1 ms)²/8 · max|x″|. These springs are overdamped (k/m < c²/4m², so ω = 0 in the formula):
/// x″ = −Δ·(c/2m)²·e^(−c·t/2m), and the bound is 1.25e-7·(c/2m)²·|Δ| (plus rounding).
@Suite("Map transition scene")
struct MapTransitionSceneTests {
  static func jnw(_ c: Double, _ k: Double, _ m: Double, from: Double, to: Double, _ t: Double) throws -> Double {
    // n, the keyframe count, is JNW's stopping rule's (|step| and |distance to the end| ≤ 1e-4·|Δ|).
    let n = Double(try JNWSpringAnimation(damping: c, stiffness: k, mass: m, from: from, to: to).keyframes.count)
    let (from, to) = (Double(Float(from)), Double(Float(to)))  // JNWSpringAnimation keeps 32-bit ends
    // Once the n ms are over, the animation is gone and the model value, the target, shows.
    if t >= n * 0.001 { return to }
    let t = t * (n - 1) / n
    let delta = to - from
    // JNWSpringAnimation takes ω = 0 where the radicand is not positive (these springs).
    let omega = max(0, k / m - c * c / (4 * m * m)).squareRoot()
    return from + delta - delta * exp(-c * t / (2 * m)) * cos(omega * t)
  }

  @Test("the way in (tap at 0 s) and the way out (tap at 2 s): scales and offset on their springs, fades eased")
  func springsAndFades() throws {
    var scene = try SceneEvaluator(try shippedScene("map-transition"))
    for t in [0.05, 0.2, 0.3, 0.7, 1.2, 2.05, 2.2, 2.6, 3.5] {
      let frames = try scene.evaluate(at: t)
      let background = try frame(frames, "appBackground")
      let map = try frame(frames, "map")
      let (inward, s) = t < 2 ? (true, t) : (false, t - 2)
      let k = inward ? 16.0 : 24
      let backgroundScale = try Self.jnw(k, k, 1, from: inward ? 1 : 0.9, to: inward ? 0.9 : 1, s)
      let mapScale = try Self.jnw(k, k, 1, from: inward ? 1.1 : 1, to: inward ? 1 : 1.1, s)
      let offset = try Self.jnw(k, k, 1, from: inward ? 30 : 0, to: inward ? 0 : 30, s)
      let bound = { (delta: Double) in 1.25e-7 * (k / 2) * (k / 2) * delta + 1e-14 }
      #expect(abs(background.transform.m11 - backgroundScale) <= bound(0.1), "t \(t): \(background.transform.m11) vs \(backgroundScale)")
      #expect(abs(map.transform.m11 - mapScale) <= bound(0.1), "t \(t)")
      #expect(abs(map.transform.m42 - offset) <= bound(30), "t \(t): offset \(map.transform.m42) vs \(offset)")
      // Fades: UIKit's ease-in-out, Core Animation's easeInEaseOut (0.42, 0, 0.58, 1 as 32-bit
      // floats); 0.5 s for the background
      // both ways, 0.15 s in and 0.3 s out for the map; each holds its end.
      let fadeBackground = coreAnimationCurve(0.42, 0, 0.58, 1).value(at: min(s / 0.5, 1))
      let fadeMap = coreAnimationCurve(0.42, 0, 0.58, 1).value(at: min(s / (inward ? 0.15 : 0.3), 1))
      #expect(abs(background.opacity - (inward ? 1 - fadeBackground : fadeBackground)) <= 1e-12, "t \(t)")
      #expect(abs(map.opacity - (inward ? fadeMap : 1 - fadeMap)) <= 1e-12, "t \(t)")
      // Root layers: the composite opacity is their own.
      #expect(map.compositeOpacity == map.opacity && background.compositeOpacity == background.opacity, "t \(t)")
    }
  }

  @Test("once a spring has run out, its target stays (the model value JNWSpringAnimation's user sets)")
  func holds() throws {
    var scene = try SceneEvaluator(try shippedScene("map-transition"))
    let frames = try scene.evaluate(at: 1.99)
    #expect(try frame(frames, "appBackground").transform.m11 == Double(Float(0.9)))
    #expect(try frame(frames, "map").transform.m11 == 1)
    #expect(try frame(frames, "map").transform.m42 == 0)
  }
}
