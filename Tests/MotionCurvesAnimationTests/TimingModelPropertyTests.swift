import MotionCurvesAnimation
import MotionCurvesTiming
import PropertyBased
import Testing

/// Properties of the timing model on generated timings: progress is monotone within an
/// iteration for monotone easings; evaluation is a pure function of the time (seeking in any
/// order gives the same state); and a Core Animation timing evaluates exactly as the Web
/// Animations timing built by hand from the mapping of `../shared/notes/timing-model.md` §2.4.
@Suite("Timing model properties")
struct TimingModelPropertyTests {
  /// Monotone easings: ease, ease-in-out, steps in every position, linear.
  static let monotoneEasings = [
    "ease", "ease-in-out", "linear", "steps(3)", "steps(3, jump-start)", "steps(4, jump-both)", "steps(2, jump-none)", "step-start",
  ]

  static let directions = EffectTiming.Direction.allCases
  /// Speeds of both signs, and 0.
  static let speeds: [Double] = [-2, -1, -0.25, 0, 0.5, 1, 1.5]

  /// The delay is at least −activeDuration (−0.25 duration, the shortest active duration here):
  /// with a negative delay beyond the active duration, the specification's before-phase active
  /// time max(t − delay, 0) exceeds the active duration for t ∈ (delay + AD, 0), so a backwards
  /// fill shows progress past the end and the after phase at t = 0 steps back to the end.
  @Test("progress never decreases within a forwards iteration, never increases within a reverse one")
  func monotoneProgress() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0.01...100), Gen.double(in: 0.25...5), Gen.double(in: 0...3), Gen.double(in: -0.25...2),
      Gen.int(in: 0..<Self.monotoneEasings.count), Gen.int(in: 0..<Self.directions.count)
    ) { duration, iterations, start, delayFactor, easingIndex, directionIndex in
      let direction = Self.directions[directionIndex]
      let easing = try TimingFunction(css: Self.monotoneEasings[easingIndex])
      let timing = try EffectTiming(
        duration: duration, delay: delayFactor * duration, iterations: iterations, iterationStart: start, direction: direction,
        fill: .both, easing: easing)
      let low = min(timing.delay, 0) - duration, high = timing.delay + timing.activeDuration + duration
      var previous = timing.evaluate(at: low)
      for k in 1...512 {
        let current = timing.evaluate(at: low + (high - low) * Double(k) / 512)
        if let p0 = previous.progress, let p1 = current.progress, previous.currentIteration == current.currentIteration,
          previous.currentDirection == current.currentDirection
        {
          if current.currentDirection == .forwards {
            #expect(p1 >= p0, "\(timing) at \(current.localTime ?? .nan)")
          } else {
            #expect(p1 <= p0, "\(timing) at \(current.localTime ?? .nan)")
          }
        }
        previous = current
      }
    }
  }

  @Test("seeking: the state at t is the same directly and after any path of earlier evaluations")
  func seekInvariance() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0.1...10), Gen.double(in: 0.5...4), Gen.double(in: -3...3),
      Gen.int(in: 0..<Self.directions.count), Gen.double(in: -5...40).array(of: 1...12), Gen.double(in: -5...40)
    ) { duration, iterations, delay, directionIndex, path, t in
      let direction = Self.directions[directionIndex]
      let timing = try EffectTiming(
        duration: duration, delay: delay, iterations: iterations, direction: direction, fill: .both, easing: .easeInOut)
      let animation = PropertyAnimation(timing: .effect(timing), keyframes: .values(try KeyframeValues<Double>(values: [0, 100, 40])))
      let direct = animation.sample(at: t)
      for seek in path { _ = animation.sample(at: seek) }
      let afterPath = animation.sample(at: t)
      for seek in path.reversed() { _ = animation.sample(at: seek) }
      let afterReversed = animation.sample(at: t)
      #expect(afterPath.timing == direct.timing && afterPath.value == direct.value)
      #expect(afterReversed.timing == direct.timing && afterReversed.value == direct.value)

      // A Core Animation timing is its own Web Animations timing at its active local time.
      let media = try MediaTiming(
        beginTime: delay, duration: duration, speed: 1.5, timeOffset: 0.25, repeatCount: iterations, autoreverses: direction == .alternate,
        fillMode: .both, removedOnCompletion: false, timingFunction: .easeInOut)
      // (Core Animation drops the before flag, which only steps() easings feel.)
      var mapped = media.effectTiming().evaluate(at: media.activeLocalTime(atParentTime: t))
      mapped.beforeFlag = false
      #expect(media.evaluate(at: t) == mapped)
    }
  }

  /// Core Animation `fillMode`, each with and without `removedOnCompletion`.
  static let fills: [(MediaTiming.FillMode, Bool)] = MediaTiming.FillMode.allCases.flatMap { [($0, true), ($0, false)] }
  /// Repeats: repeatCount (0 = 1, fractional, ∞) or repeatDuration.
  static let repeats: [(count: Double, duration: Double)] = [
    (0, 0), (0.5, 0), (1, 0), (2.5, 0), (3, 0), (.infinity, 0), (0, 0.75), (0, 4), (0, .infinity),
  ]
  static let easings = ["linear", "ease", "ease-in-out", "cubic-bezier(0.3, -0.5, 0.7, 1.5)", "steps(3)", "step-start"]

  @Test("Core Animation ↔ Web Animations: MediaTiming at T equals the hand-mapped EffectTiming at (T − b)·s + o")
  func mappingAgreement() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: -5...5), Gen.int(in: 0..<Self.speeds.count), Gen.double(in: -3...3),
      Gen.double(in: 0.05...5), Gen.int(in: 0..<Self.repeats.count), Gen.bool(), Gen.int(in: 0..<Self.fills.count),
      Gen.double(in: -10...30), Gen.int(in: 0..<Self.easings.count)
    ) { b, speedIndex, o, d, repeatIndex, autoreverses, fillIndex, offsetT, easingIndex in
      try Self.checkMapping(
        b: b, s: Self.speeds[speedIndex], o: o, d: d, repeats: Self.repeats[repeatIndex], autoreverses: autoreverses,
        fill: Self.fills[fillIndex], offsetT: offsetT, easing: try TimingFunction(css: Self.easings[easingIndex]))
    }
  }

  /// One case of the mapping agreement (a function of its own: the Swift 6.3 compiler crashes on
  /// this body inside the property's closure).
  static func checkMapping(
    b: Double, s: Double, o: Double, d: Double, repeats: (count: Double, duration: Double), autoreverses: Bool,
    fill: (MediaTiming.FillMode, Bool), offsetT: Double, easing: TimingFunction
  ) throws {
    let (repeatCount, repeatDuration) = repeats
    let (fillMode, removed) = fill
    let media = try MediaTiming(
      beginTime: b, duration: d, speed: s, timeOffset: o, repeatCount: repeatCount, repeatDuration: repeatDuration,
      autoreverses: autoreverses, fillMode: fillMode, removedOnCompletion: removed, timingFunction: easing)

    // The mapping, by hand: one iteration per leg; repeatDuration / duration legs, or
    // max(repeatCount, 1) repeats of one leg (two with autoreverses); alternate legs; the fill
    // backwards if the fillMode holds the start, forwards if it holds the end and the
    // animation is kept on completion; the playback rate's sign from the speed's.
    let iterations = repeatDuration > 0 ? repeatDuration / d : (repeatCount > 0 ? repeatCount : 1) * (autoreverses ? 2 : 1)
    let before = fillMode == .backwards || fillMode == .both
    let after = (fillMode == .forwards || fillMode == .both) && !removed
    let webFill: EffectTiming.Fill = before && after ? .both : before ? .backwards : after ? .forwards : .none
    let web = try EffectTiming(
      duration: d, iterations: iterations, direction: autoreverses ? .alternate : .normal, fill: webFill, easing: easing,
      playbackRate: s < 0 ? -1 : 1)

    let t = b + offsetT
    let local = (t - b) * s + o
    let ca = media.evaluate(at: t), wa = web.evaluate(at: local)
    #expect(ca.phase == wa.phase && ca.localTime == wa.localTime && ca.activeTime == wa.activeTime)
    #expect(ca.overallProgress == wa.overallProgress && ca.simpleIterationProgress == wa.simpleIterationProgress)
    #expect(ca.currentIteration == wa.currentIteration && ca.currentDirection == wa.currentDirection)
    #expect(ca.directedProgress == wa.directedProgress)
    // Core Animation has no before flag: the progress is the easing at the directed progress.
    #expect(ca.progress == wa.directedProgress.map { easing.value(at: $0) })
    if !wa.beforeFlag { #expect(ca.progress == wa.progress) }
  }
}
