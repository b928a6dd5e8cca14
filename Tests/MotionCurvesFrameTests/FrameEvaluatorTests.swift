import CurveReference
import MotionCurvesAnimation
import MotionCurvesFrame
import MotionCurvesSprings
import MotionCurvesTiming
import TestSupport
import Testing

/// The frame evaluator against the scalar forms it batches: each output bit for bit.
@Suite("Frame evaluator")
struct FrameEvaluatorTests {
  /// Curves with the scalar tests' edge cases: vertical tangents at both ends, overshoot, the
  /// keywords, steps with every position, linear() with a flat and a vertical segment.
  static func curves() throws -> [TimingFunction] {
    [
      .linear, .ease, .easeIn, .easeOut, .easeInOut,
      .cubicBezier(try CubicBezier(0, 1, 1, 0)),  // vertical tangents
      .cubicBezier(try CubicBezier(1, 0, 0, 1)),  // horizontal tangents, steep middle
      .cubicBezier(try CubicBezier(0.3, 1.4, 0.6, -0.5)),  // overshoot both ways
      .cubicBezier(try CubicBezier(0.11, 0.9, 0.92, 0.13)),
      .steps(try Steps(4)), .steps(try Steps(3, .start)), .steps(try Steps(5, .jumpBoth)), .steps(try Steps(2, .jumpNone)),
      .piecewiseLinear(try LinearEasing(stops: [.init(0), .init(1.2, 40), .init(0.9, 60), .init(1.05), .init(1)])),
      .piecewiseLinear(try LinearEasing(stops: [.init(0), .init(0.5, 50), .init(0.8, 50), .init(1)])),
    ]
  }

  @Test("timed curves: from + (to − from)·f(clamp((t − start)/duration)) bit for bit (the blend where to − from overflows), never NaN")
  func curvesEqualScalar() throws {
    var rng = SeededRandom(seed: 1501)
    let curves = try Self.curves()
    var frame = FrameEvaluator()
    var members: [(TimingFunction, Double, Double, Double, Double)] = []
    for i in 0..<3_000 {
      let curve = curves[i % curves.count]
      let start = (rng.unit() * 64).rounded() / 64 - 0.25
      let duration = i % 97 == 0 ? 1e-300 : 0.05 + rng.unit()
      var from = 200 * rng.unit() - 100, to = i % 11 == 0 ? 1e300 : 200 * rng.unit() - 100
      // Outputs of opposite signs at the ends of Double: to − from overflows.
      if i % 13 == 0 { (from, to) = (-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude) }
      let index = try frame.add(curve, from: from, to: to, start: start, duration: duration)
      #expect(index == members.count)
      members.append((curve, from, to, start, duration))
    }
    #expect(frame.count == 3_000)
    var output = [Double](repeating: .nan, count: frame.count)
    // Frames every 1/64 s (hitting starts and ends exactly), then seeded times.
    let times = (0..<140).map { -0.5 + Double($0) / 64 } + (0..<40).map { _ in 3 * rng.unit() - 0.5 }
    for t in times {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      let mismatches = members.indices.filter { i in
        let (curve, from, to, start, duration) = members[i]
        let f = curve.value(at: min(1, max(0, (t - start) / duration)))
        let expected = (to - from).isFinite ? from + (to - from) * f : from * (1 - f) + to * f
        return output[i].bitPattern != expected.bitPattern || output[i].isNaN
      }
      #expect(mismatches.isEmpty, "t = \(t): \(mismatches.prefix(5))")
    }
  }

  @Test("springs: bit for bit as scalar exact steppers, through jittery frames and retargeting")
  func springsEqualScalar() throws {
    var rng = SeededRandom(seed: 1502)
    let members = try SeededSprings.members(&rng)
    var frame = FrameEvaluator()
    // Interleave a curve and a track so that member indices and bank indices differ.
    var springMembers: [Int] = []
    var steppers: [SpringStepper] = []
    var states: [(x: Double, v: Double, target: Double)] = []
    for (k, (spring, from, to, velocity)) in members.enumerated() {
      if k % 3 == 0 { try frame.add(.ease, start: 0, duration: 1) }
      springMembers.append(try frame.add(spring, from: from, to: to, initialVelocity: velocity))
      steppers.append(SpringStepper(spring: spring))
      states.append((from, velocity, to))
    }
    var output = [Double](repeating: .nan, count: frame.count)
    var t = 0.25
    try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }  // the first frame does not move
    #expect(springMembers.indices.allSatisfy { output[springMembers[$0]] == states[$0].x })
    var frames: [Double] = Array(repeating: 1.0 / 120, count: 20)
    for _ in 0..<120 { frames.append(0.004 + 0.036 * rng.unit()) }
    frames += [0, 1e-9, 3, 1.0 / 60]
    for (n, dt) in frames.enumerated() {
      if n % 25 == 10 {
        for _ in 0..<100 {
          let k = Int(rng.unit() * Double(members.count))
          let target = 200 * rng.unit() - 100
          try frame.retarget(springMembers[k], to: target)
          states[k].target = target
        }
      }
      // The evaluator steps by the difference of frame times: the scalar steppers get that
      // same difference.
      let next = t + dt
      let step = next - t
      t = next
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      for k in states.indices {
        var (x, v) = (states[k].x, states[k].v)
        try steppers[k].step(value: &x, velocity: &v, target: states[k].target, dt: step)
        (states[k].x, states[k].v) = (x, v)
      }
      let mismatches = springMembers.indices.filter { output[springMembers[$0]].bitPattern != states[$0].x.bitPattern }
      #expect(mismatches.isEmpty, "frame \(n): \(mismatches.prefix(5))")
    }
  }

  @Test("keyframe tracks: the animation's sampled value, or the model value where it has none")
  func tracksEqualScalar() throws {
    let tracks: [PropertyAnimation<Double>] = [
      PropertyAnimation(timing: .media(try MediaTiming(beginTime: 0.5, duration: 1, fillMode: .removed)),
                        keyframes: .values(try KeyframeValues(values: [10.0, 30.0, -5.0]))),
      PropertyAnimation(timing: .media(try MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true,
                                                       fillMode: .forwards, removedOnCompletion: false,
                                                       timingFunction: .easeInOut)),
                        keyframes: .values(try KeyframeValues(values: [0.0, 1.0]))),
      PropertyAnimation(timing: .effect(try EffectTiming(duration: 0.75, delay: 0.25, iterations: 2, direction: .alternate,
                                                         fill: .both, easing: .steps(try Steps(3)))),
                        keyframes: .values(try KeyframeValues(values: [1.0, 4.0]))),
    ]
    var frame = FrameEvaluator()
    for (i, track) in tracks.enumerated() { try frame.add(track, modelValue: Double(7 + i)) }
    var output = [Double](repeating: .nan, count: frame.count)
    for n in -10...400 {
      let t = Double(n) / 120
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      for (i, track) in tracks.enumerated() {
        let expected = track.sample(at: t).value ?? Double(7 + i)
        #expect(output[i].bitPattern == expected.bitPattern, "track \(i) at \(t)")
      }
    }
    // Before the first track begins it has no value: the model value shows.
    try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: 0, into: $0) }
    #expect(output[0] == 7)
  }

  /// Seeded tracks of every timing and keyframe kind: Web Animations sequences with per-keyframe
  /// easings, negative playback rates, iteration starts and infinite iterations; Core Animation
  /// values in every calculation mode, with speed 0, negative speed, time offsets (wrapping and
  /// not), autoreverse and every fill; easings shared between tracks (interned once).
  static func seededTracks(_ rng: inout SeededRandom) throws -> [PropertyAnimation<Double>] {
    let easings = try curves()
    func easing() -> TimingFunction { easings[Int(rng.next() % UInt64(easings.count))] }
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    var tracks: [PropertyAnimation<Double>] = []
    for i in 0..<240 {
      let count = 2 + Int(rng.next() % 5)
      let values = (0..<count).map { _ in (rng.unit() - 0.5) * 200 }
      if i % 2 == 0 {
        let keyframes = values.enumerated().map { k, v in
          KeyframeSequence<Double>.Keyframe(offset: k == 0 ? 0 : nil, value: v, easing: easing())
        }
        let timing = try EffectTiming(
          duration: pick([0, 0.25, 0.5, 1.5]), delay: (rng.unit() - 0.3) * 2, endDelay: pick([0, -0.2, 0.4]),
          iterations: pick([1, 2.5, 0, .infinity]), iterationStart: pick([0, 0.25, 1.5]),
          direction: pick(EffectTiming.Direction.allCases), fill: pick(EffectTiming.Fill.allCases), easing: easing(),
          playbackRate: pick([1, -1, 2, -0.5]))
        tracks.append(PropertyAnimation(timing: .effect(timing), keyframes: .sequence(try KeyframeSequence(keyframes))))
      } else {
        let mode = pick(KeyframeCalculationMode.allCases)
        let keyframes = try KeyframeValues(
          values: values, keyTimes: mode == .discrete ? (0...count).map { Double($0) / Double(count) } : nil,
          timingFunctions: mode == .linear || mode == .cubic ? (1..<count).map { _ in easing() } : nil,
          calculationMode: mode)
        let timing = try MediaTiming(
          beginTime: (rng.unit() - 0.3) * 2, duration: pick([0, 0.3, 1]), speed: pick([1, 0, -1, 2.5]),
          timeOffset: pick([0, 0.4, -0.7]), repeatCount: pick([0, 2, 1.5, .infinity]), autoreverses: rng.next() % 2 == 0,
          fillMode: pick(MediaTiming.FillMode.allCases), removedOnCompletion: rng.next() % 2 == 0, timingFunction: easing(),
          wrapsTimeOffset: rng.next() % 3 == 0)
        tracks.append(PropertyAnimation(timing: .media(timing), keyframes: .values(keyframes)))
      }
    }
    return tracks
  }

  @Test("compiled tracks: every timing and keyframe kind, bit for bit as the animation's own sample, at seeded times and seeks back")
  func compiledTracksEqualDocuments() throws {
    var rng = SeededRandom(seed: 26)
    let tracks = try Self.seededTracks(&rng)
    var frame = FrameEvaluator()
    for (i, track) in tracks.enumerated() { try frame.add(track, modelValue: Double(i)) }
    var output = [Double](repeating: .nan, count: frame.count)
    // Frames forward, then seeks back and jumps (no springs: any order is allowed), and the
    // phase boundaries of the grid (multiples of 1/4 and 1/8 s) exactly.
    var times = (-40...400).map { Double($0) / 120 }
    times += (0..<400).map { _ in (rng.unit() - 0.2) * 6 }
    times += (-8...40).map { Double($0) / 8 }
    for t in times {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: t, into: $0) }
      for (i, track) in tracks.enumerated() {
        let expected = track.sample(at: t).value ?? Double(i)
        if output[i].bitPattern != expected.bitPattern {
          Issue.record("track \(i) at \(t): \(output[i]), the animation gives \(expected)")
          return
        }
      }
    }
  }

  @Test("bad members and frames throw, naming the value, and change nothing")
  func hostile() throws {
    // NaN is not equal to itself: match the case and test the value.
    func isNaN(_ parameter: FrameEvaluatorError.Parameter, _ error: FrameEvaluatorError?) -> Bool {
      if case let .notFinite(p, value)? = error { return p == parameter && value.isNaN }
      return false
    }
    var frame = FrameEvaluator()
    #expect(throws: FrameEvaluatorError.notPositive(.duration, 0)) { try frame.add(.ease, start: 0, duration: 0) }
    #expect(throws: FrameEvaluatorError.notPositive(.duration, -1)) { try frame.add(.ease, start: 0, duration: -1) }
    #expect(throws: FrameEvaluatorError.notFinite(.duration, .infinity)) { try frame.add(.ease, start: 0, duration: .infinity) }
    #expect(throws: FrameEvaluatorError.notFinite(.start, -.infinity)) { try frame.add(.ease, start: -.infinity, duration: 1) }
    #expect(throws: FrameEvaluatorError.notFinite(.to, .infinity)) { try frame.add(.ease, to: .infinity, start: 0, duration: 1) }
    let spring = try DampedSpring(response: 0.5, dampingRatio: 1)
    #expect(isNaN(.from, #expect(throws: FrameEvaluatorError.self) { try frame.add(spring, from: .nan, to: 1) }))
    #expect(throws: FrameEvaluatorError.notFinite(.initialVelocity, .infinity)) {
      try frame.add(spring, from: 0, to: 1, initialVelocity: .infinity)
    }
    #expect(frame.count == 0)
    let s = try frame.add(spring, from: 0, to: 1)
    let c = try frame.add(.linear, start: 0, duration: 1)
    #expect(throws: FrameEvaluatorError.notASpring(c)) { try frame.retarget(c, to: 2) }
    #expect(throws: FrameEvaluatorError.notASpring(5)) { try frame.retarget(5, to: 2) }
    #expect(isNaN(.to, #expect(throws: FrameEvaluatorError.self) { try frame.retarget(s, to: .nan) }))
    var small = [Double](repeating: -1, count: 1)
    #expect(throws: FrameEvaluatorError.bufferTooSmall(1, needed: 2)) {
      try small.withUnsafeMutableBufferPointer { try frame.evaluate(at: 0, into: $0) }
    }
    #expect(small == [-1])
    var output = [Double](repeating: 0, count: 2)
    try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: 1, into: $0) }
    #expect(frame.previousTime == 1)
    #expect(throws: FrameEvaluatorError.timeReversed(0.5, previous: 1)) {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: 0.5, into: $0) }
    }
    #expect(isNaN(.time, #expect(throws: FrameEvaluatorError.self) {
      try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: .nan, into: $0) }
    }))
    #expect(frame.previousTime == 1)
    #expect(FrameEvaluatorError.notPositive(.duration, 0).description == "duration = 0.0 must be greater than 0")
    #expect(
      FrameEvaluatorError.capacityExceeded(2_147_483_648, limit: 2_147_483_647).description
        == "the compiled tracks would hold 2147483648 entries, more than 2147483647")
  }
}
