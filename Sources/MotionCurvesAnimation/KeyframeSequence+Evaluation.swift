import MotionCurvesCore
import MotionCurvesTiming

// Web Animations §the-effect-value-of-a-keyframe-animation-effect, for one property:
//
// 1. iteration progress p < 0 with several keyframes at offset 0: the first of them, alone;
// 2. p ≥ 1 with several keyframes at offset 1: the last of them, alone;
// 3. otherwise the interval starts at the last keyframe whose offset is ≤ p and < 1 (or, when
//    there is none because p < 0, the last keyframe at offset 0) and ends at the next one;
//    the interval distance (p − start) / (end − start) goes through the start keyframe's easing
//    and the values are interpolated at that fraction — extrapolating when p or the easing leave
//    [0, 1], as browsers do.

extension KeyframeSequence {
  /// The interval that holds iteration progress `p`: the indices into the evaluated keyframes
  /// (with the neutral end keyframes) of its start and end, equal when one keyframe applies alone.
  @inlinable
  func interval(at p: Double) -> (start: Int, end: Int) {
    storage.offsets.withUnsafeBufferPointer { Self.interval(at: p, offsets: $0) }
  }

  /// ``interval(at:)`` over `offsets` (at least one, non-decreasing, in [0, 1]): the one code path
  /// of the keyframes' own evaluation and of compiled programs, which keep offsets in flat tables.
  @inlinable
  package static func interval(at p: Double, offsets: UnsafeBufferPointer<Double>) -> (start: Int, end: Int) {
    let last = offsets.count - 1
    if p < 0 && offsets.count > 1 && offsets[1] == 0 { return (0, 0) }
    if p >= 1 && offsets.count > 1 && offsets[last - 1] == 1 { return (last, last) }
    // Binary search for the last keyframe with offset ≤ p and < 1.
    var low = 0, high = last  // invariant: the answer is in [low, high)
    var found = -1
    while low < high {
      let mid = (low + high) / 2
      if offsets[mid] <= p && offsets[mid] < 1 {
        found = mid
        low = mid + 1
      } else {
        high = mid
      }
    }
    if found < 0 {
      // p < 0 (or NaN): the last keyframe at offset 0.
      var start = 0
      while start + 1 < last && offsets[start + 1] == 0 { start += 1 }
      found = start
    }
    return (found, Swift.min(found + 1, last))
  }

  /// The value at iteration progress `p` (any finite p: the timing model's transformed progress,
  /// which overshooting easings take outside [0, 1]).
  ///
  /// - Precision: the start keyframe's easing within its bound, then one
  ///   ``Interpolatable/interpolated(to:at:)``; exactly a keyframe's value at its offset.
  /// - Complexity: O(log n) for n keyframes; allocation-free.
  @inlinable
  public func value(at p: Double) -> Value {
    let storage = self.storage
    return storage.offsets.withUnsafeBufferPointer { offsets in
      storage.values.withUnsafeBufferPointer { values in
        storage.resolvedEasings.withUnsafeBufferPointer { ease in
          Self.value(at: p, offsets: offsets, values: values) { ease[$0].value(at: $1, beforeFlag: false) }
        }
      }
    }
  }

  /// ``value(at:)`` over flat tables: `offsets` and `values` of the keyframes, and `ease(k, x)`
  /// the easing of keyframe k at x. The one code path of the keyframes' own evaluation and of
  /// compiled programs.
  @inlinable
  package static func value(
    at p: Double, offsets: UnsafeBufferPointer<Double>, values: UnsafeBufferPointer<Value>,
    ease: (Int, Double) -> Double
  ) -> Value {
    let (start, end, fraction) = locate(at: p, offsets: offsets, ease: ease)
    guard let fraction else { return values[start] }
    return values[start].interpolated(to: values[end], at: fraction)
  }

  /// The interval at `p` over flat `offsets` and its eased fraction (nil where one keyframe
  /// applies alone): what ``value(at:offsets:values:ease:)`` interpolates with, and what compiled
  /// programs interpolate each component of a vector with.
  @inlinable
  package static func locate(
    at p: Double, offsets: UnsafeBufferPointer<Double>, ease: (Int, Double) -> Double
  ) -> (start: Int, end: Int, fraction: Double?) {
    let (start, end) = interval(at: p, offsets: offsets)
    guard start != end else { return (start, end, nil) }
    let a = offsets[start], b = offsets[end]
    return (start, end, ease(start, (p - a) / (b - a)))
  }

  /// The two values ``value(at:)`` interpolates at `p` and the eased fraction between them (the
  /// same value twice, fraction 0, where one keyframe applies alone).
  @inlinable
  public func segment(at p: Double) -> (start: Value, end: Value, fraction: Double) {
    let (start, end) = interval(at: p)
    let storage = self.storage
    guard start != end else { return (storage.values[start], storage.values[start], 0) }
    let a = storage.offsets[start], b = storage.offsets[end]
    return (storage.values[start], storage.values[end], storage.easings[start].value(at: (p - a) / (b - a)))
  }
}

extension KeyframeSequence where Value: VectorSpace {
  /// d value / d progress at `p`: (end − start) × easing′(distance) / (end offset − start offset);
  /// zero where one keyframe applies alone; ±∞ components at an easing's vertical tangent, NaN on
  /// a step. Where end − start overflows, each end is scaled by the slope first: finite wherever
  /// the exact velocity is.
  ///
  /// - Precision: as the easing's ``TimingFunction/velocity(at:)``, then a scaling (two, and a
  ///   difference, where end − start overflows).
  public func velocity(at p: Double) -> Value {
    let (start, end) = interval(at: p)
    guard start != end else { return .zero }
    let a = storage.offsets[start], width = storage.offsets[end] - a
    let slope = storage.easings[start].velocity(at: (p - a) / width) / width
    let difference = storage.values[end] - storage.values[start]
    // Ends of opposite signs near the largest double: their difference overflows where the
    // velocity may not (−1e308 → 1e308 at slope ¼ is 5e307), so each end is scaled first.
    guard !difference.euclideanDistance(to: .zero).isFinite, slope.isFinite else { return difference.scaled(by: slope) }
    return storage.values[end].scaled(by: slope) - storage.values[start].scaled(by: slope)
  }
}
