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
  private(set) var easingIndex: [Int32] = []
  /// The distinct easings, each once, resolved for the frame loop (no enum payload copied per
  /// frame).
  private(set) var resolved: [ResolvedEasing] = []
  private var easingLookup: [TimingFunction: Int32] = [:]
  /// The Core Animation timings with a wrapping time offset, by track: what such a track
  /// evaluates (rare, so kept apart from the flat tables).
  private(set) var wrapped: [Int: MediaTiming] = [:]
  /// Where each track's keyframes are in the flat tables.
  struct KeyframeSlice: Sendable {
    enum Kind: UInt8, Sendable {
      /// Web Animations keyframes: offsets, values, one easing per keyframe.
      case sequence
      /// Core Animation keyframe values: key times, values, one timing function per segment, and
      /// the cubic modes' control points.
      case values
      /// Core Animation's discrete mode: n values, n + 1 key times.
      case discrete
    }
    var kind: Kind
    /// Offsets into the flat tables and counts, as 32-bit integers (a slice takes 32 bytes).
    var times: Int32, timeCount: Int32
    var values: Int32, valueCount: Int32
    var controls: Int32, controlCount: Int32
    /// The first of the track's easing indices in ``keyframeEasings``.
    var easings: Int32
  }

  private(set) var slices: [KeyframeSlice] = []
  /// Every track's offsets or key times, end to end.
  private(set) var keyframeTimes: [Double] = []
  /// Every track's keyframe values, end to end.
  private(set) var keyframeValues: [Double] = []
  /// Every cubic track's control points, end to end.
  private(set) var keyframeControls: [(Double, Double)] = []
  /// Per keyframe (sequences) or segment (values): its easing's index in ``resolved``.
  private(set) var keyframeEasings: [Int32] = []
  private(set) var outputs: [Int32] = []
  private(set) var modelValues: [Double] = []

  var count: Int { outputs.count }

  /// The bytes the tracks' own storage takes: the per-track arrays and their keyframe tables, at
  /// their element strides (not the interned easings, which tracks share, nor array headers).
  var bytes: Int {
    func size<T>(_ array: [T]) -> Int { array.count * MemoryLayout<T>.stride }
    return size(clocks) + size(normalized) + size(timeMaps) + size(easingIndex) + size(slices) + size(outputs)
      + size(modelValues) + size(keyframeTimes) + size(keyframeValues) + size(keyframeControls) + size(keyframeEasings)
      + wrapped.count * (MemoryLayout<Int>.stride + MemoryLayout<MediaTiming>.stride)
  }

  /// The most entries a flat table (or the outputs) may hold: indices are 32-bit.
  static let capacity = Int(Int32.max)

  /// Compiles `track` into the table, writing to `output`.
  ///
  /// - Complexity: amortized O(1).
  /// - Throws: ``FrameEvaluatorError/capacityExceeded(_:limit:)`` when a flat table or the output
  ///   index would pass ``capacity``; nothing is added then.
  mutating func append(_ track: PropertyAnimation<Double>, output: Int, modelValue: Double) throws(FrameEvaluatorError) {
    let added = track.keyframes.tableSize
    for needed in [output + 1, keyframeTimes.count + added, keyframeEasings.count + added] where needed > Self.capacity {
      throw .capacityExceeded(needed, limit: Self.capacity)
    }
    // One compilation of the timing (CompiledTiming's), stored apart by part so that a frame
    // borrows each in place.
    let compiled = CompiledTiming(track.timing)
    if let media = compiled.wrapped {
      clocks.append(.wrappedMedia)
      wrapped[outputs.count] = media
    } else {
      clocks.append(compiled.timeMap == nil ? .effect : .media)
    }
    timeMaps.append(compiled.timeMap ?? .zero)
    normalized.append(compiled.normalized)
    easingIndex.append(intern(compiled.easing.function))
    slices.append(compile(track.keyframes))
    outputs.append(Int32(output))
    modelValues.append(modelValue)
  }

  /// The slice of the flat tables `keyframes` goes to, its tables appended.
  private mutating func compile(_ keyframes: KeyframeCurve<Double>) -> KeyframeSlice {
    let (kind, times, values, easings, controls): (KeyframeSlice.Kind, [Double], [Double], [TimingFunction], [(Double, Double)])
    switch keyframes {
    case let .sequence(sequence):
      let tables = sequence.evaluatedTables
      (kind, times, values, easings, controls) = (.sequence, tables.offsets, tables.values, tables.easings, [])
    case let .values(list):
      (kind, times, values, easings, controls) = (
        list.calculationMode == .discrete ? .discrete : .values, list.keyTimes, list.values, list.timingFunctions,
        list.segmentControlPoints
      )
    }
    // Every count fits: `append` checked the tables' sizes (values and controls are no larger
    // than the times).
    let slice = KeyframeSlice(
      kind: kind, times: Int32(keyframeTimes.count), timeCount: Int32(times.count),
      values: Int32(keyframeValues.count), valueCount: Int32(values.count), controls: Int32(keyframeControls.count),
      controlCount: Int32(controls.count), easings: Int32(keyframeEasings.count))
    keyframeTimes += times
    keyframeValues += values
    keyframeControls += controls
    for easing in easings { keyframeEasings.append(intern(easing)) }
    return slice
  }

  /// The index of `easing` in ``resolved``, added when new.
  private mutating func intern(_ easing: TimingFunction) -> Int32 {
    if let index = easingLookup[easing] { return index }
    // At most one new easing per keyframe or track, both checked against the capacity.
    let index = Int32(resolved.count)
    easingLookup[easing] = index
    resolved.append(ResolvedEasing(easing))
    return index
  }

  /// Writes each track's value at `time`, or its model value where it has none.
  ///
  /// Everything is read in place through buffer pointers, and the keyframes from the flat tables
  /// through the kernels ``KeyframeSequence`` and ``KeyframeValues`` evaluate with themselves: no
  /// track's storage is copied or retained.
  ///
  /// - Complexity: O(n) for n tracks (O(log k) each for k keyframes), allocation-free.
  func evaluate(at time: Double, into out: UnsafeMutablePointer<Double>) {
    withTables { tables in
      for i in 0..<outputs.count {
        let local: Double
        switch clocks[i] {
        case .effect:
          local = time
        case .media:
          let map = timeMaps[i]
          local = MediaTiming.activeLocalTime(atParentTime: time, map: map)
        case .wrappedMedia:
          let progress = wrapped[i]?.evaluate(at: time).progress
          out[Int(outputs[i])] = progress.map { tables.value(slices[i], at: $0) } ?? modelValues[i]
          continue
        }
        let easing = Int(easingIndex[i])
        let progress = tables.normalized[i].progress(atLocalTime: local) {
          tables.ease(easing, $0, beforeFlag: $1)
        }
        if let progress {
          out[Int(outputs[i])] = tables.value(slices[i], at: progress)
        } else {
          out[Int(outputs[i])] = modelValues[i]
        }
      }
    }
  }

  /// The flat tables, borrowed for one frame.
  struct Tables {
    let normalized: UnsafeBufferPointer<NormalizedTiming>
    let easings: UnsafeBufferPointer<ResolvedEasing>
    let times: UnsafeBufferPointer<Double>
    let values: UnsafeBufferPointer<Double>
    let controls: UnsafeBufferPointer<(Double, Double)>
    let easingIndex: UnsafeBufferPointer<Int32>

    /// Interned easing `index` at `x`, read in place.
    @inline(__always)
    func ease(_ index: Int, _ x: Double, beforeFlag: Bool) -> Double {
      easings[index].value(at: x, beforeFlag: beforeFlag)
    }

    /// A track's keyframes at `progress`, through the keyframe kind's own kernel.
    @inline(__always)
    func value(_ slice: KeyframeSlice, at progress: Double) -> Double {
      let (time, value) = (Int(slice.times), Int(slice.values))
      let times = UnsafeBufferPointer(rebasing: self.times[time..<(time + Int(slice.timeCount))])
      let values = UnsafeBufferPointer(rebasing: self.values[value..<(value + Int(slice.valueCount))])
      let first = Int(slice.easings)
      switch slice.kind {
      case .sequence:
        return KeyframeSequence<Double>.value(at: progress, offsets: times, values: values) {
          ease(Int(easingIndex[first + $0]), $1, beforeFlag: false)
        }
      case .values, .discrete:
        let control = Int(slice.controls)
        let controls = UnsafeBufferPointer(rebasing: self.controls[control..<(control + Int(slice.controlCount))])
        return KeyframeValues<Double>.value(
          at: progress, discrete: slice.kind == .discrete, keyTimes: times, values: values, controlPoints: controls
        ) { ease(Int(easingIndex[first + $0]), $1, beforeFlag: false) }
      }
    }
  }

  private func withTables<R>(_ body: (Tables) -> R) -> R {
    normalized.withUnsafeBufferPointer { normalized in
      resolved.withUnsafeBufferPointer { easings in
        keyframeTimes.withUnsafeBufferPointer { times in
          keyframeValues.withUnsafeBufferPointer { values in
            keyframeControls.withUnsafeBufferPointer { controls in
              keyframeEasings.withUnsafeBufferPointer { easingIndex in
                body(
                  Tables(
                    normalized: normalized, easings: easings, times: times, values: values, controls: controls,
                    easingIndex: easingIndex))
              }
            }
          }
        }
      }
    }
  }
}

extension KeyframeCurve {
  /// How many entries the keyframes add to each flat table: their offsets or key times (values,
  /// easings and control points are no more).
  fileprivate var tableSize: Int {
    switch self {
    case let .sequence(sequence): return sequence.evaluatedTables.offsets.count
    case let .values(list): return list.keyTimes.count
    }
  }
}
