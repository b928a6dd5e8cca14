import CurveReference
import MotionCurvesAnimation
import MotionCurvesTiming
import Testing

/// `CompiledTiming` against the timing it was compiled from: the same progress, bit for bit, for
/// seeded timings of both models at seeded times, the phase boundaries of the grid exactly, and
/// unresolved and infinite times.
@Suite("Compiled timing")
struct CompiledTimingTests {
  static func seededTimings(_ rng: inout SeededRandom) throws -> [AnimationTiming] {
    let easings: [TimingFunction] = [
      .linear, .ease, .easeIn, .easeInOut, .cubicBezier(try CubicBezier(0.3, 1.4, 0.6, -0.5)), .steps(try Steps(3, .start)),
      .steps(try Steps(4)), .piecewiseLinear(try LinearEasing(stops: [.init(0), .init(1.2, 40), .init(1)])),
    ]
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    var timings: [AnimationTiming] = []
    for i in 0..<400 {
      if i % 2 == 0 {
        timings.append(.effect(try EffectTiming(
          duration: pick([0, 0.25, 0.5, 1.5, .infinity]), delay: pick([0, -0.5, 0.25, 1]), endDelay: pick([0, -0.2, 0.4]),
          iterations: pick([1, 2.5, 0, .infinity]), iterationStart: pick([0, 0.25, 1.5]),
          direction: pick(EffectTiming.Direction.allCases), fill: pick(EffectTiming.Fill.allCases), easing: pick(easings),
          playbackRate: pick([1, -1, 2, -0.5]))))
      } else {
        timings.append(.media(try MediaTiming(
          beginTime: pick([0, 0.5, -0.25]), duration: pick([0, 0.3, 1]), speed: pick([1, 0, -1, 2.5]),
          timeOffset: pick([0, 0.4, -0.7]), repeatCount: pick([0, 2, 1.5, .infinity]), autoreverses: rng.next() % 2 == 0,
          fillMode: pick(MediaTiming.FillMode.allCases), removedOnCompletion: rng.next() % 2 == 0,
          timingFunction: pick(easings), wrapsTimeOffset: rng.next() % 3 == 0)))
      }
    }
    return timings
  }

  @Test("the timing's own progress, bit for bit: seeded timings of both models, seeded and boundary times, NaN and ±∞")
  func sameAsTheTiming() throws {
    var rng = SeededRandom(seed: 2026)
    let timings = try Self.seededTimings(&rng)
    var times = (-16...64).map { Double($0) / 16 } + [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300]
    times += (0..<200).map { _ in (rng.unit() - 0.25) * 8 }
    for timing in timings {
      let compiled = CompiledTiming(timing)
      for t in times {
        let expected = timing.evaluate(at: t).progress
        let got = compiled.progress(at: t)
        guard got?.bitPattern == expected?.bitPattern else {
          Issue.record("\(timing) at \(t): \(String(describing: got)), the timing gives \(String(describing: expected))")
          return
        }
      }
    }
  }
}
