/// The keyframes of a spec resolved once, at init: sorted by time, one per millisecond (a later
/// keyframe at the same time replaces an earlier one, as Kotlin's map does), with the ends 0 and
/// `durationMillis` inserted when absent (their value then comes from the animation's initial and
/// target values, marked nil here).
struct ComposeKeyframeTable: Sendable, Hashable {
  /// One timestamp.
  struct Node: Sendable, Hashable {
    /// The time, in ms after the delay.
    var time: Int
    /// The keyframe's value; nil at an inserted end.
    var value: Double?
    /// The easing of the interval starting here (`LinearEasing` at an inserted start).
    var easing: ComposeEasing
  }

  /// The timestamps, sorted, the ends included.
  let nodes: [Node]
  /// The duration, in ms.
  let durationMillis: Int

  init(durationMillis: Int, delayMillis: Int, keyframes: [ComposeKeyframe]) throws(ComposeAnimationSpecError) {
    try ComposeAnimationSpecError.check(durationMillis: durationMillis)
    try ComposeAnimationSpecError.check(delayMillis: delayMillis)
    var byTime: [Int: Node] = [:]
    for keyframe in keyframes {
      guard keyframe.value.isFinite else { throw .keyframeValueNotFinite(keyframe.value) }
      let time: Int
      switch keyframe.time {
      case let .millis(ms): time = ms
      case let .fraction(f): time = try ComposeKeyframe.roundedMillis(fraction: f, durationMillis: durationMillis)
      }
      guard time >= 0 && time <= durationMillis else {
        throw .keyframeOutsideDuration(timeMillis: time, durationMillis: durationMillis)
      }
      byTime[time] = Node(time: time, value: keyframe.value, easing: keyframe.easing)
    }
    if byTime[0] == nil { byTime[0] = Node(time: 0, value: nil, easing: .linear) }
    if byTime[durationMillis] == nil { byTime[durationMillis] = Node(time: durationMillis, value: nil, easing: .linear) }
    nodes = byTime.values.sorted { $0.time < $1.time }
    self.durationMillis = durationMillis
  }

  /// The value at node `index`: its keyframe's, or `from` at an inserted start, `to` at an
  /// inserted end.
  func value(_ index: Int, from: Double, to: Double) -> Double {
    nodes[index].value ?? (index == 0 ? from : to)
  }

  /// The keyframe's value when a keyframe (not an inserted end) sits at `time`.
  func keyframeValue(at time: Int) -> Double? {
    var low = 0
    var high = nodes.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if nodes[mid].time == time { return nodes[mid].value }
      if nodes[mid].time < time { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  /// The index i with nodes[i].time ≤ time < nodes[i + 1].time, for 0 ≤ time < durationMillis
  /// (`findEntryForTimeMillis`).
  func interval(containing time: Int) -> Int {
    var low = 0
    var high = nodes.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if nodes[mid].time <= time { low = mid } else { high = mid }
    }
    return low
  }
}
