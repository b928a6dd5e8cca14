import MotionCurvesAnimation
import MotionCurvesTiming
import Testing

/// Hostile input to the timing model and keyframes: non-finite parameters are typed errors naming
/// the parameter; non-finite, huge and subnormal times never crash and never give NaN in a
/// resolved quantity; 100,000 keyframes evaluate; the degenerate durations and counts give the
/// specification's values, worked out by hand.
@Suite("Hostile input: timing and keyframes")
struct HostileAnimationTests {
  typealias Parameter = AnimationTimingError.Parameter

  /// The parameter an error names.
  static func parameter(_ error: AnimationTimingError) -> Parameter? {
    switch error {
    case let .notFinite(parameter, _), let .negative(parameter, _): return parameter
    case .repeatCountAndDuration: return nil
    }
  }

  /// Expects `body` to throw an ``AnimationTimingError`` naming `parameter`.
  static func expectRejected(_ parameter: Parameter, _ value: Double, _ body: () throws -> Void) {
    do {
      try body()
      Issue.record("\(parameter) = \(value) was accepted")
    } catch let error as AnimationTimingError {
      #expect(Self.parameter(error) == parameter, "\(parameter) = \(value): \(error)")
    } catch {
      Issue.record("\(parameter) = \(value): untyped \(error)")
    }
  }

  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test("EffectTiming: NaN, ∞ where only finite values are allowed, and negatives are errors naming the parameter")
  func effectTimingParameters() {
    for v in [Double.nan, -Double.infinity, -1] {
      Self.expectRejected(.duration, v) { _ = try EffectTiming(duration: v) }
      Self.expectRejected(.iterations, v) { _ = try EffectTiming(iterations: v) }
    }
    for v in Self.nonFinite + [-1] { Self.expectRejected(.iterationStart, v) { _ = try EffectTiming(iterationStart: v) } }
    for v in Self.nonFinite {
      Self.expectRejected(.delay, v) { _ = try EffectTiming(delay: v) }
      Self.expectRejected(.endDelay, v) { _ = try EffectTiming(endDelay: v) }
      Self.expectRejected(.playbackRate, v) { _ = try EffectTiming(playbackRate: v) }
    }
    // ∞ is a valid duration and iteration count.
    #expect(throws: Never.self) { try EffectTiming(duration: .infinity, iterations: .infinity) }
  }

  @Test("MediaTiming and LayerTiming: the same, for every parameter")
  func mediaAndLayerParameters() {
    for v in [Double.nan, -Double.infinity, -1] {
      Self.expectRejected(.duration, v) { _ = try MediaTiming(duration: v) }
      Self.expectRejected(.repeatCount, v) { _ = try MediaTiming(repeatCount: v) }
      Self.expectRejected(.repeatDuration, v) { _ = try MediaTiming(repeatDuration: v) }
    }
    for v in Self.nonFinite {
      Self.expectRejected(.beginTime, v) { _ = try MediaTiming(beginTime: v) }
      Self.expectRejected(.speed, v) { _ = try MediaTiming(speed: v) }
      Self.expectRejected(.timeOffset, v) { _ = try MediaTiming(timeOffset: v) }
      Self.expectRejected(.beginTime, v) { _ = try LayerTiming(beginTime: v) }
      Self.expectRejected(.speed, v) { _ = try LayerTiming(speed: v) }
      Self.expectRejected(.timeOffset, v) { _ = try LayerTiming(timeOffset: v) }
    }
  }

  @Test("keyframes: non-finite offsets, key times and spline parameters are errors naming the index")
  func keyframeParameters() {
    for v in Self.nonFinite {
      do {
        _ = try KeyframeSequence<Double>([.init(offset: 0, value: 0), .init(offset: v, value: 1), .init(offset: 1, value: 2)])
        Issue.record("offset \(v) accepted")
      } catch {
        guard case let .offsetOutOfRange(index, offset) = error else { Issue.record("\(error)"); continue }
        #expect(index == 1 && (offset == v || (offset.isNaN && v.isNaN)))
      }
      do {
        _ = try KeyframeValues<Double>(values: [0, 1, 2], keyTimes: [0, 1, v])
        Issue.record("key time \(v) accepted")
      } catch {
        guard case let .offsetOutOfRange(index, _) = error else { Issue.record("\(error)"); continue }
        #expect(index == 2)
      }
      for name in ["tensionValues", "continuityValues", "biasValues"] {
        let list = [0, v, 0]
        do {
          _ = try KeyframeValues<Double>(
            values: [0, 1, 2], calculationMode: .cubic, tensionValues: name == "tensionValues" ? list : nil,
            continuityValues: name == "continuityValues" ? list : nil, biasValues: name == "biasValues" ? list : nil)
          Issue.record("\(name) with \(v) accepted")
        } catch {
          guard case let .notFinite(parameter, _) = error else { Issue.record("\(error)"); continue }
          #expect(parameter.rawValue == "\(name)[1]")
        }
      }
    }
  }

  /// Times no animation should see, and must survive.
  static let hostileTimes: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0, 0.5,
  ]

  /// No resolved quantity is NaN.
  static func resolvedAreNumbers(_ c: ComputedTiming) -> Bool {
    [c.activeTime, c.overallProgress, c.simpleIterationProgress, c.currentIteration, c.directedProgress, c.progress]
      .allSatisfy { $0.map { !$0.isNaN } ?? true }
  }

  @Test("EffectTiming at NaN, ±∞, huge and subnormal local times: no NaN; NaN is unresolved")
  func hostileLocalTimes() throws {
    let easings: [TimingFunction] = [
      .linear, .easeInOut, try TimingFunction(css: "steps(3, jump-both)"), try TimingFunction(css: "linear(0, 1.5, 1)"),
    ]
    for d in [0, 1e-300, 1, 1e300] { for n in [0, 0.5, 1, 2.5, 1e300, .infinity] { for s in [0, 0.5, 2.5] {
      for delay in [0, -1e300, 1e300] { for rate in [1.0, -1] { for direction in EffectTiming.Direction.allCases {
        for fill in [EffectTiming.Fill.both, .none] { for easing in easings {
          let timing = try EffectTiming(
            duration: d, delay: delay, iterations: n, iterationStart: s, direction: direction, fill: fill, easing: easing,
            playbackRate: rate)
          for t in Self.hostileTimes {
            let c = timing.evaluate(at: t)
            #expect(Self.resolvedAreNumbers(c), "d=\(d) n=\(n) s=\(s) delay=\(delay) rate=\(rate) \(direction) \(fill) \(easing) t=\(t)")
            if t.isNaN { #expect(c.phase == .idle && c.progress == nil) }
          }
        }}
      }}}
    }}}
    // An infinite duration at finite times: the progress of a never-ending iteration, 0.
    let endless = try EffectTiming(duration: .infinity, iterations: 2.5, direction: .alternate, fill: .both)
    for t in [0.5, 1e300, .greatestFiniteMagnitude] {
      let c = endless.evaluate(at: t)
      #expect(c.phase == .active && c.overallProgress == 0 && c.currentIteration == 0 && c.progress == 0)
    }
  }

  @Test("an infinite duration at an infinite local time gives no NaN")
  func infiniteDurationAtInfinity() throws {
    // Local time ∞ with duration ∞ is ∞/∞ in the overall progress. The limit of t/∞ as t → ∞ is
    // 0, so the overall progress should be the iteration start, and nothing NaN. Core Animation
    // reaches it from a finite parent time: (−1e308 − 0) × (−2) overflows to ∞.
    let web = try EffectTiming(duration: .infinity, fill: .both)
    let media = try MediaTiming(duration: .infinity, speed: -2, fillMode: .both, removedOnCompletion: false)
    #expect(Self.resolvedAreNumbers(web.evaluate(at: .infinity)))
    #expect(Self.resolvedAreNumbers(media.evaluate(at: -1e308)))
    // The limit of t/∞ is 0: the overall progress is the iteration start.
    #expect(web.evaluate(at: .infinity).overallProgress == 0)
  }

  @Test("MediaTiming and animation trees at hostile parent times: no NaN")
  func hostileParentTimes() throws {
    for d in [0, 1e-300, 1, 1e300] { for repeats in [0, 2.5, .infinity] { for speed in [0, 1, -2, 1e-300] {
      for autoreverses in [false, true] { for wraps in [false, true] {
        let timing = try MediaTiming(
          beginTime: 1, duration: d, speed: speed, timeOffset: 0.5, repeatCount: repeats, autoreverses: autoreverses, fillMode: .both,
          removedOnCompletion: false, wrapsTimeOffset: wraps)
        let leaf = PropertyAnimation(timing: .media(try MediaTiming()), keyframes: .values(try KeyframeValues(values: [0.0, 1])))
        let tree = AnimationNode<Double>.layer(try LayerTiming(speed: 3), [.group(timing, [.animation(leaf)])])
        for t in Self.hostileTimes {
          let c = timing.evaluate(at: t)
          #expect(Self.resolvedAreNumbers(c), "d=\(d) repeats=\(repeats) speed=\(speed) autoreverses=\(autoreverses) wraps=\(wraps) t=\(t)")
          if t.isNaN { #expect(c.phase == .idle) }
          for leaf in tree.leaves(at: t) {
            #expect(Self.resolvedAreNumbers(leaf.sample.timing) && !(leaf.sample.value?.isNaN ?? false), "tree t=\(t)")
          }
        }
      }}
    }}}
  }

  @Test("100,000 keyframes: computed offsets, exact values at the keyframes, every mode")
  func manyKeyframes() throws {
    let n = 100_000
    let last = Double(n - 1)
    let sequence = try KeyframeSequence<Double>((0..<n).map { .init(value: Double($0)) })
    // The spec's spacing: keyframe k at 0 + (1 − 0) × k / (n − 1).
    for k in [0, 1, 2, 12_345, 50_000, 99_998, 99_999] {
      #expect(sequence.computedOffsets[k] == Double(k) / last)
      #expect(sequence.value(at: sequence.computedOffsets[k]) == Double(k))
    }
    for k in stride(from: 0, to: n - 1, by: 997) {
      let middle = (sequence.computedOffsets[k] + sequence.computedOffsets[k + 1]) / 2
      #expect(abs(sequence.value(at: middle) - (Double(k) + 0.5)) <= 1e-9, "k = \(k)")
    }
    // Evenly spaced values 0, 1, …: linear, paced and Catmull-Rom are all the line f × (n − 1).
    let values = (0..<n).map(Double.init)
    for mode in [KeyframeCalculationMode.linear, .paced, .cubic, .cubicPaced] {
      let keyframes = try KeyframeValues<Double>(values: values, calculationMode: mode)
      for f in stride(from: 0.0, through: 1, by: 1.0 / 1024) {
        #expect(abs(keyframes.value(at: f) - f * last) <= 1e-6, "\(mode) at \(f)")
      }
    }
    let discrete = try KeyframeValues<Double>(values: values, calculationMode: .discrete)
    #expect(discrete.value(at: 0.5) == 50_000)  // key times k / n: value 50,000 from 0.5
    // Evaluated through a timing, every frame of a minute at 120 Hz.
    let animation = PropertyAnimation(timing: .effect(try EffectTiming(duration: 60, fill: .forwards)), keyframes: .sequence(sequence))
    for frame in 0...7200 {
      let value = try #require(animation.value(at: Double(frame) / 120))
      #expect(abs(value - Double(frame) / 7200 * last) <= 1e-6)
    }
  }

  @Test("zero and infinite durations and counts give the specification's values")
  func degenerateTimings() throws {
    // d = 0, n = 1, both fills. Before (t < 0): active time max(t − 0, 0) = 0, overall 0. From 0
    // on (after): overall = n = 1, simple 1 − 1 = 0, at the end with n ≠ 0: 1, iteration 0.
    let instant = try EffectTiming(fill: .both)
    #expect(instant.activeDuration == 0 && instant.endTime == 0)
    let before = instant.evaluate(at: -1)
    #expect(before.phase == .before && before.overallProgress == 0 && before.progress == 0)
    for t in [0, 5.0] {
      let c = instant.evaluate(at: t)
      #expect(c.phase == .after && c.overallProgress == 1 && c.simpleIterationProgress == 1 && c.currentIteration == 0 && c.progress == 1)
    }
    #expect(try EffectTiming().evaluate(at: 0).progress == nil)  // no fill: nothing
    // d = 0, n = 0: overall 0, and the end rule does not apply (n = 0): 0.
    let never = try EffectTiming(iterations: 0, fill: .both).evaluate(at: 0)
    #expect(never.overallProgress == 0 && never.simpleIterationProgress == 0 && never.progress == 0)
    // d = 0, n = ∞, s = 2.5: overall ∞, simple = s mod 1 = 0.5, iteration ∞ (after, n = ∞).
    let forever = try EffectTiming(iterations: .infinity, iterationStart: 2.5, fill: .both).evaluate(at: 0)
    #expect(forever.overallProgress == .infinity && forever.simpleIterationProgress == 0.5)
    #expect(forever.currentIteration == .infinity && forever.progress == 0.5)
    #expect(try EffectTiming(iterations: .infinity).activeDuration == 0)
    // s = 0: simple 0 at the end with n ≠ 0: 1.
    #expect(try EffectTiming(iterations: .infinity, fill: .both).evaluate(at: 0).progress == 1)
    // d = ∞, n = 0: active duration 0 (not ∞ × 0 = NaN); overall 0 / ∞ = 0; n = 0: 0.
    let zeroOfInfinite = try EffectTiming(duration: .infinity, iterations: 0, fill: .both)
    #expect(zeroOfInfinite.activeDuration == 0)
    let z = zeroOfInfinite.evaluate(at: 0)
    #expect(z.phase == .after && z.overallProgress == 0 && z.simpleIterationProgress == 0 && z.progress == 0)
    // d = ∞, n = 1: never ends: at any finite time active, overall t / ∞ = 0.
    let endless = try EffectTiming(duration: .infinity)
    #expect(endless.activeDuration == .infinity && endless.endTime == .infinity)
    #expect(endless.evaluate(at: 1e300).phase == .active && endless.evaluate(at: 1e300).progress == 0)
    // d = 1, n = ∞: 10¹⁵ + 0.25 is iteration 10¹⁵ at 0.25.
    let looping = try EffectTiming(duration: 1, iterations: .infinity)
    #expect(looping.evaluate(at: 1e15 + 0.25).currentIteration == 1e15 && looping.evaluate(at: 1e15 + 0.25).progress == 0.25)
    // Core Animation: an infinite duration is one leg, whatever the repeats.
    #expect(try MediaTiming(duration: .infinity, repeatCount: 3).activeDuration == .infinity)
    #expect(try MediaTiming(duration: .infinity, repeatCount: 3).evaluate(at: 1e300).progress == 0)
  }
}
