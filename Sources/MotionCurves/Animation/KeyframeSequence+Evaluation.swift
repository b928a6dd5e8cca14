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
  /// The interval that holds iteration progress `p`: the indices into the evaluated frames (with
  /// the neutral end keyframes) of its start and end, equal when one keyframe applies alone.
  @usableFromInline
  func interval(at p: Double) -> (start: Int, end: Int) {
    let last = frames.count - 1
    if p < 0 && frames.count > 1 && frames[1].offset == 0 { return (0, 0) }
    if p >= 1 && frames.count > 1 && frames[last - 1].offset == 1 { return (last, last) }
    // Binary search for the last frame with offset ≤ p and < 1.
    var low = 0, high = last  // invariant: the answer is in [low, high)
    var found = -1
    while low < high {
      let mid = (low + high) / 2
      if frames[mid].offset <= p && frames[mid].offset < 1 {
        found = mid
        low = mid + 1
      } else {
        high = mid
      }
    }
    if found < 0 {
      // p < 0 (or NaN): the last keyframe at offset 0.
      var start = 0
      while start + 1 < last && frames[start + 1].offset == 0 { start += 1 }
      found = start
    }
    return (found, Swift.min(found + 1, last))
  }

  /// The value at iteration progress `p` (any finite p: the timing model's transformed progress,
  /// which overshooting easings take outside [0, 1]).
  ///
  /// - Precision: the start keyframe's easing within its bound, then one
  ///   ``Interpolatable/interpolated(to:fraction:)``; exactly a keyframe's value at its offset.
  /// - Complexity: O(log n) for n keyframes; allocation-free.
  @inlinable
  public func value(at p: Double) -> Value {
    let (start, end) = interval(at: p)
    guard start != end else { return frames[start].value }
    let a = frames[start], b = frames[end]
    let distance = (p - a.offset) / (b.offset - a.offset)
    return a.value.interpolated(to: b.value, fraction: a.easing.value(at: distance))
  }

  /// The two values ``value(at:)`` interpolates at `p` and the eased fraction between them (the
  /// same value twice, fraction 0, where one keyframe applies alone).
  public func segment(at p: Double) -> (start: Value, end: Value, fraction: Double) {
    let (start, end) = interval(at: p)
    guard start != end else { return (frames[start].value, frames[start].value, 0) }
    let a = frames[start], b = frames[end]
    return (a.value, b.value, a.easing.value(at: (p - a.offset) / (b.offset - a.offset)))
  }
}

extension KeyframeSequence where Value: VectorSpace {
  /// d value / d progress at `p`: (end − start) × easing′(distance) / (end offset − start offset);
  /// zero where one keyframe applies alone; ±∞ components at an easing's vertical tangent, NaN on
  /// a step.
  ///
  /// - Precision: as the easing's ``TimingFunction/velocity(at:)``, then a scaling.
  public func velocity(at p: Double) -> Value {
    let (start, end) = interval(at: p)
    guard start != end else { return .zero }
    let a = frames[start], b = frames[end]
    let width = b.offset - a.offset
    let slope = a.easing.velocity(at: (p - a.offset) / width) / width
    return (b.value - a.value).scaled(by: slope)
  }
}
