import CurveReference
import MotionCurves

/// `timing.evaluate`, `keyframes.value` and the `scene.keyframes` frame: the timing models and
/// keyframes of both platforms, each row's error measured against ``AnimationReference`` (the
/// specifications transcribed straightforwardly, with exact easings) on the row's own inputs.
struct AnimationBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let timingName = "16 timings (8 WA, 8 CA) × 128 times"
  static let sceneName = "10,000 keyframe tracks @120 Hz"
  static let keyframeCounts = [4, 32]

  func rows() throws -> [Row] {
    var rows: [Row] = []
    if wants("timing.evaluate", Self.timingName) { rows += try timingRows() }
    for mode in KeyframeMode.allCases {
      for count in Self.keyframeCounts where wants("keyframes.value", mode.variant(count)) {
        rows += try keyframeRows(mode, count: count)
      }
    }
    if wants("scene.keyframes", Self.sceneName) { rows += try sceneRows() }
    for count in Self.trackCounts where wants("keyframes.tracks", Self.tracksName(count)) {
      rows += [try trackScalingRow(count: count)]
    }
    return rows
  }

  // MARK: keyframes.tracks

  static let trackCounts = [100, 1_000, 10_000, 100_000]

  static func tracksName(_ count: Int) -> String { "\(count.formatted()) tracks, one frame" }

  /// The scaling of the compiled tracks: the first `count` of ``sceneRows()``'s seeded tracks in
  /// one ``FrameEvaluator``, one frame at a time, in ns per track (the same mix at every size, so
  /// a cliff past the caches shows as a rise), with the bytes each compiled track takes. The
  /// error is every track's value against the exact transcription at three frames.
  func trackScalingRow(count: Int) throws -> Row {
    let (animations, references) = try Self.seededTracks(count: count)
    var frame = FrameEvaluator()
    for animation in animations { try frame.add(animation, modelValue: 0) }
    var output = [Double](repeating: 0, count: count)
    var error = 0.0
    for t in [0.5, 1.25, 2.0] {
      output.withUnsafeMutableBufferPointer { try? frame.evaluate(at: t, into: $0) }
      for (i, reference) in references.enumerated() {
        let expected = AnimationReference.progress(reference.0, at: t, exact: true).map {
          reference.1.value(at: $0, exact: true)
        } ?? 0
        error = max(error, abs(output[i] - expected) / max(1, abs(expected)))
      }
    }
    var call = 0
    let timing = harness.measure(operations: count) {
      call += 1
      let t = Double(call % 480) / 120
      output.withUnsafeMutableBufferPointer { try? frame.evaluate(at: t, into: $0) }
      return output[call % count]
    }
    let bytes = Double(frame.keyframeTrackBytes) / Double(count)
    return Row(
      benchmark: "keyframes.tracks", variant: Self.tracksName(count), implementation: "motioncurves", timing: timing,
      unit: "track", maxError: error,
      note: "\(Int(bytes.rounded())) B per compiled track; \(try Self.fourKeyframeTrackBytes()) B for a 4-keyframe eased track")
  }

  /// The bytes of the larger of two 4-keyframe eased tracks compiled alone: a Web Animations
  /// sequence with an easing per keyframe under an eased timing, and Core Animation values with a
  /// timing function per segment under an eased timing.
  static func fourKeyframeTrackBytes() throws -> Int {
    let sequence = PropertyAnimation<Double>(
      timing: .effect(try EffectTiming(duration: 1, easing: .easeInOut)),
      keyframes: .sequence(
        try KeyframeSequence([0, 0.3, 0.6, 1].enumerated().map { .init(offset: $1, value: Double($0), easing: .ease) })))
    let values = PropertyAnimation<Double>(
      timing: .media(try MediaTiming(duration: 1, timingFunction: .easeInOut)),
      keyframes: .values(try KeyframeValues(values: [0, 1, 2, 3], timingFunctions: [.ease, .easeIn, .easeOut])))
    return try [sequence, values].map { track in
      var frame = FrameEvaluator()
      try frame.add(track, modelValue: 0)
      return frame.keyframeTrackBytes
    }.max() ?? 0
  }

  // MARK: timing.evaluate

  /// A mix of both platforms' timings, durations and offsets exact in binary (so the
  /// straightforward transcription's `mod 1 == 0` test decides the boundaries as exactly as the
  /// library's snap): delays, negative delays and end delays, fractional and infinite iterations,
  /// every direction, every fill; autoreverse, repeatCount fractional and ∞, repeatDuration,
  /// speed 2, ½ and 0 with a timeOffset, the 0.25 s default duration.
  static func timingMix() throws -> [AnimationTiming] {
    let label = TimingFunction.cubicBezier(try CubicBezier(0.11, 0.9, 0.92, 0.13))
    let overshoot = TimingFunction.cubicBezier(try CubicBezier(0.3, 1.4, 0.6, 1))
    let effects = [
      try EffectTiming(duration: 1, easing: .ease),
      try EffectTiming(duration: 0.5, delay: 0.25, iterations: 3, direction: .alternate, fill: .both, easing: .easeInOut),
      try EffectTiming(duration: 2, delay: -0.5, endDelay: 0.25, iterations: 1.5, direction: .reverse, fill: .forwards,
                       easing: .steps(try Steps(4))),
      try EffectTiming(duration: 0.25, iterations: .infinity, direction: .alternateReverse, easing: label),
      try EffectTiming(duration: 1, delay: 0.125, iterations: 2, iterationStart: 0.5, fill: .backwards,
                       easing: .steps(try Steps(3, .jumpBoth))),
      try EffectTiming(duration: 0.75, delay: 0.5, iterations: 2, direction: .alternate, fill: .both),
      try EffectTiming(duration: 1, endDelay: -0.5, fill: .both, easing: .easeOut),
      try EffectTiming(duration: 1.5, delay: 0.125, iterations: 2.25, fill: .auto, easing: overshoot),
    ]
    let media = [
      try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards, removedOnCompletion: false,
                      timingFunction: .easeInOut),
      try MediaTiming(beginTime: 0.5, duration: 0.5, speed: 2, fillMode: .both, removedOnCompletion: false,
                      timingFunction: .ease),
      try MediaTiming(repeatCount: .infinity),
      try MediaTiming(duration: 2, repeatCount: 1.25, autoreverses: true, fillMode: .backwards),
      try MediaTiming(duration: 1, speed: 0, timeOffset: 0.375, timingFunction: .steps(try Steps(4))),
      try MediaTiming(duration: 0.5, repeatDuration: 1.75, autoreverses: true, fillMode: .forwards,
                      removedOnCompletion: false, timingFunction: label),
      try MediaTiming(beginTime: 0.25, duration: 1, speed: 0.5, timeOffset: 0.25, repeatCount: 3),
      try MediaTiming(duration: 1, repeatCount: 100, autoreverses: true),
    ]
    return effects.map { .effect($0) } + media.map { .media($0) }
  }

  /// Local (WA) or parent (CA) times in [−1, 4): every 1/16 (all the mix's boundaries), then
  /// seeded random ones.
  static let times: [Double] = {
    var generator = SeededRandom(seed: 11)
    return (0..<80).map { -1 + Double($0) / 16 } + (0..<48).map { _ in Double.random(in: -1..<4, using: &generator) }
  }()

  /// What animation code often writes instead: clamp the local time to [0, duration × count],
  /// split it into an iteration and a fraction, mirror odd iterations when alternating, ease. No
  /// phases, fills, iteration start, reverse directions, end delays or before flag, and the end
  /// of the last iteration reads as the start of the next.
  @inline(__always)
  static func naiveProgress(_ timing: AnimationTiming, at t: Double) -> Double {
    let local, d, count: Double
    let alternate: Bool
    let easing: TimingFunction
    switch timing {
    case let .effect(e):
      (local, d, count, alternate, easing) = (t - e.delay, e.duration, e.iterations, e.direction == .alternate, e.easing)
    case let .media(m):
      local = (t - m.beginTime) * m.speed + m.timeOffset
      d = m.duration > 0 ? m.duration : 0.25
      count = (m.repeatCount > 0 ? m.repeatCount : 1) * (m.autoreverses ? 2 : 1)
      (alternate, easing) = (m.autoreverses, m.timingFunction)
    }
    let clamped = min(max(local, 0), d * count)
    let iteration = (clamped / d).rounded(.down)
    var p = clamped / d - iteration
    if alternate && iteration.truncatingRemainder(dividingBy: 2) == 1 { p = 1 - p }
    return easing.value(at: p)
  }

  func timingRows() throws -> [Row] {
    let mix = try Self.timingMix()
    let pairs = mix.flatMap { timing in Self.times.map { (timing, $0) } }
    let timings = pairs.map(\.0), times = pairs.map(\.1)
    let exact = pairs.map { AnimationReference.progress($0.0, at: $0.1, exact: true) }
    // The library against the exact transcription: a difference in what is resolved is an
    // infinite error.
    func error(_ values: [Double?]) -> Double {
      zip(values, exact).reduce(0) { worst, pair in
        switch pair {
        case let (value?, expected?): return max(worst, abs(value - expected))
        case (nil, nil): return worst
        default: return .infinity
        }
      }
    }
    let library = pairs.map { $0.0.evaluate(at: $0.1).progress }
    // The naive evaluation where the specification resolves a progress (it always gives one).
    let naiveError = zip(pairs, exact).reduce(0) { worst, pair in
      pair.1.map { max(worst, abs(Self.naiveProgress(pair.0.0, at: pair.0.1) - $0)) } ?? worst
    }
    // The easing alone at the exact directed progress: the floor under any timing model.
    let easings = timings.map { timing -> TimingFunction in
      switch timing {
      case let .effect(e): return e.easing
      case let .media(m): return m.timingFunction
      }
    }
    let directed = zip(timings, times).map { timing, t in
      AnimationReference.progress(Self.linearized(timing), at: t, exact: true) ?? 0
    }
    let easingError = zip(easings, directed).reduce(0) { worst, pair in
      max(worst, abs(pair.0.value(at: pair.1) - AnimationReference.exactEasing(pair.0, pair.1, beforeFlag: false)))
    }
    let count = pairs.count
    // What an engine keeps per animation: the timing compiled once (CompiledTiming).
    let compiled = timings.map(CompiledTiming.init)
    func row(_ implementation: String, _ error: Double, _ timing: Harness.Timing) -> Row {
      Row(benchmark: "timing.evaluate", variant: Self.timingName, implementation: implementation, timing: timing,
          unit: "call", maxError: error)
    }
    return [
      row("motioncurves", error(library), harness.measure(operations: count) {
        var sum = 0.0
        for i in 0..<count { sum += timings[i].evaluate(at: times[i]).progress ?? 0 }
        return sum
      }),
      row("motioncurves-compiled", error(compiled.indices.map { compiled[$0].progress(at: times[$0]) }),
          harness.measure(operations: count) {
            // Read in place from contiguous storage, as an engine keeps its compiled timings (an
            // Array subscript's getter may copy the whole value per call).
            compiled.withUnsafeBufferPointer { compiled in
              var sum = 0.0
              for i in 0..<count { sum += compiled[i].progress(at: times[i]) ?? 0 }
              return sum
            }
          }),
      row("spec-transcription", error(pairs.map { AnimationReference.progress($0.0, at: $0.1, exact: false) }),
          harness.measure(operations: count) {
            var sum = 0.0
            for i in 0..<count { sum += AnimationReference.progress(timings[i], at: times[i], exact: false) ?? 0 }
            return sum
          }),
      row("naive-timing", naiveError, harness.measure(operations: count) {
        var sum = 0.0
        for i in 0..<count { sum += Self.naiveProgress(timings[i], at: times[i]) }
        return sum
      }),
      row("easing-only", easingError, harness.measure(operations: count) {
        var sum = 0.0
        for i in 0..<count { sum += easings[i].value(at: directed[i]) }
        return sum
      }),
    ]
  }

  /// The same timing with a linear easing (its progress is the directed progress; no before flag
  /// matters for linear).
  static func linearized(_ timing: AnimationTiming) -> AnimationTiming {
    switch timing {
    case let .effect(e):
      return .effect((try? EffectTiming(
        duration: e.duration, delay: e.delay, endDelay: e.endDelay, iterations: e.iterations,
        iterationStart: e.iterationStart, direction: e.direction, fill: e.fill, playbackRate: e.playbackRate)) ?? e)
    case let .media(m):
      return .media((try? MediaTiming(
        beginTime: m.beginTime, duration: m.duration, speed: m.speed, timeOffset: m.timeOffset,
        repeatCount: m.repeatCount, repeatDuration: m.repeatDuration, autoreverses: m.autoreverses,
        fillMode: m.fillMode, removedOnCompletion: m.removedOnCompletion)) ?? m)
    }
  }

  // MARK: keyframes.value

  enum KeyframeMode: String, CaseIterable {
    case linear, cubic, paced, sequence

    func variant(_ count: Int) -> String {
      switch self {
      case .linear: return "CA linear, eased segments, \(count) keyframes"
      case .cubic: return "CA cubic (T, C, B ≠ 0), \(count) keyframes"
      case .paced: return "CA paced, \(count) keyframes"
      case .sequence: return "WA sequence, eased, \(count) keyframes"
      }
    }
  }

  /// Seeded keyframes of a mode: values in [−100, 100]; sorted uneven key times from 0 to 1;
  /// segment easings alternating linear and ease (and the label curve in sequences); tension,
  /// continuity and bias in [−0.5, 0.5].
  static func keyframes(_ mode: KeyframeMode, count: Int, generator: inout SeededRandom) throws
    -> AnimationReference.Keyframes
  {
    let values = (0..<count).map { _ in Double.random(in: -100...100, using: &generator) }
    var times = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
    (times[0], times[count - 1]) = (0, 1)
    func parameters() -> [Double] { (0..<count).map { _ in Double.random(in: -0.5...0.5, using: &generator) } }
    let label = TimingFunction.cubicBezier(try CubicBezier(0.11, 0.9, 0.92, 0.13))
    switch mode {
    case .linear:
      return .init(mode: .linear, values: values, times: times,
                   easings: (0..<(count - 1)).map { $0 % 2 == 0 ? .linear : .ease })
    case .cubic:
      return .init(mode: .cubic, values: values, times: times, tension: parameters(), continuity: parameters(),
                   bias: parameters())
    case .paced:
      return .init(mode: .paced, values: values, times: [])
    case .sequence:
      return .init(mode: .sequence, values: values, times: times,
                   easings: (0..<(count - 1)).map { [.ease, .linear, label][$0 % 3] })
    }
  }

  /// The library's `value(at:)` and the straightforward scan over 1,024 fractions in [−0.1, 1.1).
  func keyframeRows(_ mode: KeyframeMode, count: Int) throws -> [Row] {
    var generator = SeededRandom(seed: 12 + UInt64(count))
    let reference = try Self.keyframes(mode, count: count, generator: &generator)
    let curve = try reference.curve()
    let xs = TimingBenchmarks.inputs
    let exact = xs.map { reference.value(at: $0, exact: true) }
    func error(_ f: (Double) -> Double) -> Double {
      zip(xs, exact).reduce(0) { max($0, abs(f($1.0) - $1.1)) }
    }
    let variant = mode.variant(count)
    let mc: Harness.Timing
    switch curve {
    case let .values(keyframes):
      mc = harness.measure(operations: xs.count) {
        var sum = 0.0
        for x in xs { sum += keyframes.value(at: x) }
        return sum
      }
    case let .sequence(keyframes):
      mc = harness.measure(operations: xs.count) {
        var sum = 0.0
        for x in xs { sum += keyframes.value(at: x) }
        return sum
      }
    }
    return [
      Row(benchmark: "keyframes.value", variant: variant, implementation: "motioncurves", timing: mc, unit: "call",
          maxError: error { curve.value(at: $0) }),
      Row(benchmark: "keyframes.value", variant: variant, implementation: "linear-scan",
          timing: harness.measure(operations: xs.count) {
            var sum = 0.0
            for x in xs { sum += reference.value(at: x, exact: false) }
            return sum
          }, unit: "call", maxError: error { reference.value(at: $0, exact: false) }),
    ]
  }

  // MARK: scene.keyframes

  /// 10,000 tracks: even ones on Core Animation timing with CA keyframes (linear eased, cubic,
  /// paced, discrete in turn, 4–8 values), odd ones on Web Animations timing with keyframe
  /// sequences (4–6 keyframes, eased); each timing one of the mix's, shifted by a seeded start
  /// (beginTime or delay) in [0, 1] s. One frame is one `FrameEvaluator.evaluate(at:into:)` over
  /// every track — its value, or the model value 0 — into one output buffer, allocation-free.
  func sceneRows() throws -> [Row] {
    let (animations, references) = try Self.seededTracks(count: 10_000)
    return try sceneRows(animations, references)
  }

  /// `count` seeded tracks as ``sceneRows()`` describes them, and the transcription's view of
  /// each (the first 10,000 are the same whatever the count).
  static func seededTracks(count: Int) throws -> ([PropertyAnimation<Double>], [(AnimationTiming, AnimationReference.Keyframes)]) {
    var generator = SeededRandom(seed: 13)
    let mix = try Self.timingMix()
    var animations: [PropertyAnimation<Double>] = []
    var references: [(AnimationTiming, AnimationReference.Keyframes)] = []
    animations.reserveCapacity(count)
    for i in 0..<count {
      let shift = (Double.random(in: 0...1, using: &generator) * 64).rounded() / 64
      let timing: AnimationTiming
      let keyframes: AnimationReference.Keyframes
      if i % 2 == 0 {
        guard case let .media(m) = mix[8 + (i / 2) % 8] else { preconditionFailure("CA timing") }
        timing = .media(try MediaTiming(
          beginTime: m.beginTime + shift, duration: m.duration, speed: m.speed, timeOffset: m.timeOffset,
          repeatCount: m.repeatCount, repeatDuration: m.repeatDuration, autoreverses: m.autoreverses,
          fillMode: m.fillMode, removedOnCompletion: m.removedOnCompletion, timingFunction: m.timingFunction))
        let count = 4 + (i / 8) % 5
        switch (i / 2) % 4 {
        case 0: keyframes = try Self.keyframes(.linear, count: count, generator: &generator)
        case 1: keyframes = try Self.keyframes(.cubic, count: count, generator: &generator)
        case 2: keyframes = try Self.keyframes(.paced, count: count, generator: &generator)
        default:
          let values = (0..<count).map { _ in Double.random(in: -100...100, using: &generator) }
          var times = (0...count).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
          (times[0], times[count]) = (0, 1)
          keyframes = .init(mode: .discrete, values: values, times: times)
        }
      } else {
        guard case let .effect(e) = mix[(i / 2) % 8] else { preconditionFailure("WA timing") }
        timing = .effect(try EffectTiming(
          duration: e.duration, delay: e.delay + shift, endDelay: e.endDelay, iterations: e.iterations,
          iterationStart: e.iterationStart, direction: e.direction, fill: e.fill, easing: e.easing,
          playbackRate: e.playbackRate))
        keyframes = try Self.keyframes(.sequence, count: 4 + (i / 2) % 3, generator: &generator)
      }
      animations.append(PropertyAnimation(timing: timing, keyframes: try keyframes.curve()))
      references.append((timing, keyframes))
    }
    return (animations, references)
  }

  func sceneRows(
    _ animations: [PropertyAnimation<Double>], _ references: [(AnimationTiming, AnimationReference.Keyframes)]
  ) throws -> [Row] {
    let budget = 1e9 / 120
    let frames = 480  // 4 s at 120 Hz: every track passes through its before, active and after phases

    // Accuracy at 12 frames spread over the 4 s, every track, against the exact transcription,
    // relative to the value (|error| / max(1, |value|)). The error is the conditioning of the
    // data, not the evaluation: seeded key times leave segments as narrow as 0.005, which turn the
    // last-bit rounding of a progress (1e-16) into Δvalue/width ≈ 2e4 times as much, and
    // overshooting easings extrapolate sequences to values in the thousands. A difference in
    // whether a value is present is an infinite error.
    func worst(_ value: (Int, Double) -> Double?) -> Double {
      var worst = 0.0
      for frame in stride(from: 0, to: frames, by: 40) {
        let t = Double(frame) / 120
        for (i, reference) in references.enumerated() {
          let expected = AnimationReference.progress(reference.0, at: t, exact: true).map {
            reference.1.value(at: $0, exact: true)
          }
          switch (value(i, t), expected) {
          case let (a?, b?): worst = max(worst, abs(a - b) / max(1, abs(b)))
          case (nil, nil): break
          default: worst = .infinity
          }
        }
      }
      return worst
    }
    // The engine's frame: every track in one FrameEvaluator (model value 0), one output buffer.
    var frameEvaluator = FrameEvaluator()
    for animation in animations { try frameEvaluator.add(animation, modelValue: 0) }
    var output = [Double](repeating: 0, count: animations.count)
    func render(_ t: Double) {
      output.withUnsafeMutableBufferPointer { try? frameEvaluator.evaluate(at: t, into: $0) }
    }
    // Its outputs against the transcription, where an absent value is the model value 0.
    var mcError = 0.0
    for frame in stride(from: 0, to: frames, by: 40) {
      let t = Double(frame) / 120
      render(t)
      for (i, reference) in references.enumerated() {
        let expected = AnimationReference.progress(reference.0, at: t, exact: true).map {
          reference.1.value(at: $0, exact: true)
        } ?? 0
        mcError = max(mcError, abs(output[i] - expected) / max(1, abs(expected)))
      }
    }
    let transcriptionError = worst { i, t in
      AnimationReference.progress(references[i].0, at: t, exact: false).map { references[i].1.value(at: $0, exact: false) }
    }
    // One timed call renders 24 frames spread evenly over the 4 s (every 20th, from an offset
    // that advances by one frame per call), so that every batch sees the same mix of phases.
    let spread = 24, step = frames / spread
    var call = 0
    let mc = harness.measure(operations: spread) {
      call += 1
      var sum = 0.0
      for k in 0..<spread {
        render(Double(k * step + call % step) / 120)
        sum += output[varyingStart(output.count)]
      }
      return sum
    }
    let transcription = references.withUnsafeBufferPointer { tracks in
      harness.measure(operations: spread) {
        call += 1
        var sum = 0.0
        for k in 0..<spread {
          let t = Double(k * step + call % step) / 120
          for track in tracks {
            sum += AnimationReference.progress(track.0, at: t, exact: false).map { track.1.value(at: $0, exact: false) } ?? 0
          }
        }
        return sum
      }
    }
    return [
      Row(benchmark: "scene.keyframes", variant: Self.sceneName, implementation: "motioncurves", timing: mc,
          unit: "frame", maxError: mcError, frameBudget: budget),
      Row(benchmark: "scene.keyframes", variant: Self.sceneName, implementation: "spec-transcription",
          timing: transcription, unit: "frame", maxError: transcriptionError, frameBudget: budget),
    ]
  }
}
