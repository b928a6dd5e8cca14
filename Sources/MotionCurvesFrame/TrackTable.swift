import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming

/// Keyframe tracks compiled for the frame loop: each track's timing normalized once
/// (``NormalizedTiming``; a Core Animation timing becomes its Web Animations equivalent behind its
/// time map), its easing an index into the table's distinct timing functions, stored as parallel
/// arrays of plain values.
///
/// A frame reads, per track, one normalized timing (no payload enum to copy, no effect timing to
/// rebuild), applies the interned easing and the keyframes. Each output equals
/// ``PropertyAnimation/sample(at:inheritedDuration:parentSpeed:)`` bit for bit: the timing model
/// is the one code path ``EffectTiming`` and ``MediaTiming`` evaluate through.
struct TrackTable: Sendable {
  /// How a track's local time comes from the frame's time.
  enum Clock: UInt8, Sendable {
    /// Web Animations: the frame's time is the local time; the before flag applies.
    case effect
    /// Core Animation: (t − beginTime)·speed + timeOffset, or timeOffset at speed 0.
    case media
    /// Core Animation with a wrapping time offset: the timing's own evaluation (rare).
    case wrappedMedia
  }

  private(set) var clocks: [Clock] = []
  private(set) var normalized: [NormalizedTiming] = []
  /// Core Animation's (beginTime, speed, timeOffset); unused for Web Animations tracks.
  private(set) var timeMaps: [SIMD3<Double>] = []
  private(set) var easingIndex: [Int] = []
  /// The distinct easings, each once.
  private(set) var easings: [TimingFunction] = []
  private var easingLookup: [TimingFunction: Int] = [:]
  /// The timings as given: what a wrapped media track evaluates.
  private(set) var timings: [AnimationTiming] = []
  /// Per track: its index in ``sequences`` (≥ 0) or, as −1 − index, in ``valueLists``.
  private(set) var keyframeIndex: [Int] = []
  /// Web Animations keyframes and Core Animation keyframe values, each kind in its own array so
  /// that a frame calls the concrete type (no enum payload bound, so nothing retained).
  private(set) var sequences: [KeyframeSequence<Double>] = []
  private(set) var valueLists: [KeyframeValues<Double>] = []
  private(set) var outputs: [Int] = []
  private(set) var modelValues: [Double] = []

  var count: Int { outputs.count }

  /// Compiles `track` into the table, writing to `output`.
  ///
  /// - Complexity: amortized O(1).
  mutating func append(_ track: PropertyAnimation<Double>, output: Int, modelValue: Double) {
    let effect: EffectTiming
    switch track.timing {
    case let .effect(timing):
      effect = timing
      clocks.append(.effect)
      timeMaps.append(.zero)
      normalized.append(NormalizedTiming(timing, usesBeforeFlag: true))
    case let .media(timing):
      effect = timing.effectTiming()
      clocks.append(timing.wrapsTimeOffset && timing.timeOffset != 0 ? .wrappedMedia : .media)
      timeMaps.append(SIMD3(timing.beginTime, timing.speed, timing.timeOffset))
      normalized.append(NormalizedTiming(effect, usesBeforeFlag: false))
    }
    if let index = easingLookup[effect.easing] {
      easingIndex.append(index)
    } else {
      easingLookup[effect.easing] = easings.count
      easingIndex.append(easings.count)
      easings.append(effect.easing)
    }
    timings.append(track.timing)
    switch track.keyframes {
    case let .sequence(sequence):
      keyframeIndex.append(sequences.count)
      sequences.append(sequence)
    case let .values(list):
      keyframeIndex.append(-1 - valueLists.count)
      valueLists.append(list)
    }
    outputs.append(output)
    modelValues.append(modelValue)
  }

  /// Writes each track's value at `time`, or its model value where it has none.
  ///
  /// The arrays are read through buffer pointers: an element is borrowed in place, not copied, so
  /// an easing's or keyframes' storage is not retained per track.
  ///
  /// - Complexity: O(n) for n tracks, allocation-free.
  func evaluate(at time: Double, into out: UnsafeMutablePointer<Double>) {
    easings.withUnsafeBufferPointer { easings in
      sequences.withUnsafeBufferPointer { sequences in
        valueLists.withUnsafeBufferPointer { valueLists in
          normalized.withUnsafeBufferPointer { normalized in
          for i in 0..<outputs.count {
            let local: Double
            switch clocks[i] {
            case .effect:
              local = time
            case .media:
              let map = timeMaps[i]
              // MediaTiming.activeLocalTime(atParentTime:), with the same operations.
              local = map.y == 0 ? map.z : (time - map.x) * map.y + map.z
            case .wrappedMedia:
              let progress = timings[i].evaluate(at: time).progress
              out[outputs[i]] = progress.map { value(i, at: $0, sequences, valueLists) } ?? modelValues[i]
              continue
            }
            // The easing's value at the directed progress, as EffectTiming applies it.
            let computed = normalized[i].untransformed(at: local)
            guard let directed = computed.directedProgress else {
              out[outputs[i]] = modelValues[i]
              continue
            }
            let progress = easings[easingIndex[i]].value(at: directed, beforeFlag: computed.beforeFlag)
            out[outputs[i]] = value(i, at: progress, sequences, valueLists)
          }
        }
        }
      }
    }
  }

  /// Track i's keyframes at `progress`: ``KeyframeCurve/value(at:)`` on the concrete type.
  @inline(__always)
  private func value(
    _ i: Int, at progress: Double, _ sequences: UnsafeBufferPointer<KeyframeSequence<Double>>,
    _ valueLists: UnsafeBufferPointer<KeyframeValues<Double>>
  ) -> Double {
    let k = keyframeIndex[i]
    return k >= 0 ? sequences[k].value(at: progress) : valueLists[-1 - k].value(at: progress)
  }
}
