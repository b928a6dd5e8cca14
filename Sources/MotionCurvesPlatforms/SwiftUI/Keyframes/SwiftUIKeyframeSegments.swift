import MotionCurvesSprings

/// A track's precomputed segments from a given initial value: what ``SwiftUIKeyframeTimeline``
/// evaluates, by binary search over the start times (zero-length keyframes leave no segment;
/// they only change the value the next segment starts from).
struct SwiftUIKeyframeSegments: Sendable {
  /// How one segment moves, in time τ from its start.
  enum Motion: Sendable {
    case curve(from: Double, to: Double, duration: Double, curve: SwiftUIUnitCurve)
    case hermite(from: Double, to: Double, duration: Double, startVelocity: Double, endVelocity: Double)
    case spring(SpringMotion)
  }

  let initialValue: Double
  /// The start time of each segment, increasing.
  let starts: [Double]
  let motions: [Motion]
  /// When the track ends, and the value it ends with.
  let end: Double
  let finalValue: Double

  /// The segments of `track` starting from `initialValue`.
  init(track: SwiftUIKeyframeTrack, initialValue: Double, rule: SwiftUIKeyframeTangentRule)
    throws(SwiftUIKeyframeError)
  {
    let keyframes = track.keyframes
    var starts: [Double] = []
    var motions: [Motion] = []
    starts.reserveCapacity(keyframes.count)
    motions.reserveCapacity(keyframes.count)
    var time = 0.0
    var value = initialValue
    var velocity = 0.0
    // Where the previous segment started, for the Catmull-Rom neighbour.
    var previousStart = (time: 0.0, value: initialValue)
    for (index, keyframe) in keyframes.enumerated() {
      let h = keyframe.duration
      let from = value
      var endValue = keyframe.to
      var endVelocity = 0.0
      var motion: Motion?
      switch keyframe {
      case let .linear(to, _, curve):
        endVelocity = h > 0 ? (to - from) * curve.velocity(at: 1) / h : 0
        motion = .curve(from: from, to: to, duration: h, curve: curve)
      case let .cubic(to, _, start, end):
        let startVelocity: Double
        if let start {
          startVelocity = start
        } else if index > 0, case let .cubic(_, _, _, previousEnd) = keyframes[index - 1] {
          startVelocity = previousEnd ?? Self.tangent(
            rule, before: previousStart.value, after: to, span: time + h - previousStart.time, side: h)
        } else {
          startVelocity = velocity
        }
        let endV = Self.endVelocity(
          keyframes: keyframes, index: index, rule: rule, from: from, to: to, startTime: time, duration: h)
        endVelocity = end ?? endV
        motion = .hermite(from: from, to: to, duration: h, startVelocity: startVelocity, endVelocity: endVelocity)
      case let .spring(to, _, spring, start):
        let springMotion: SpringMotion
        do {
          springMotion = try SpringMotion(spring: spring.dampedSpring, from: from, to: to, initialVelocity: start ?? velocity)
        } catch {
          throw .overflow(track: track.name, keyframe: index)
        }
        endValue = springMotion.value(at: h)
        endVelocity = springMotion.velocity(at: h)
        motion = .spring(springMotion)
      case let .move(to):
        endValue = to
      }
      guard endValue.isFinite && endVelocity.isFinite else { throw .overflow(track: track.name, keyframe: index) }
      previousStart = (time, from)
      if h > 0, let motion {
        starts.append(time)
        motions.append(motion)
      }
      time += h
      value = endValue
      velocity = endVelocity
    }
    self.initialValue = initialValue
    self.starts = starts
    self.motions = motions
    end = time
    finalValue = value
  }

  /// A cubic keyframe's automatic end velocity: from the next keyframe (see ``SwiftUIKeyframeTrack``).
  private static func endVelocity(
    keyframes: [SwiftUIKeyframe], index: Int, rule: SwiftUIKeyframeTangentRule,
    from: Double, to: Double, startTime: Double, duration h: Double
  ) -> Double {
    guard index + 1 < keyframes.count else { return 0 }
    let next = keyframes[index + 1]
    let span = h + next.duration
    switch next {
    case let .cubic(nextTo, _, nextStart, _):
      return nextStart ?? tangent(rule, before: from, after: nextTo, span: span, side: h)
    case let .spring(nextTo, _, _, nextStart):
      return nextStart ?? tangent(rule, before: from, after: nextTo, span: span, side: h)
    case let .linear(nextTo, nextDuration, curve):
      return nextDuration > 0 ? (nextTo - to) * curve.velocity(at: 0) / nextDuration : 0
    case .move:
      return 0
    }
  }

  /// The Catmull-Rom velocity at a joint whose neighbours are `before` and `after`, `span`
  /// seconds apart, on the side of a segment of `side` seconds.
  private static func tangent(
    _ rule: SwiftUIKeyframeTangentRule, before: Double, after: Double, span: Double, side: Double
  ) -> Double {
    switch rule {
    case .catmullRom: return span > 0 ? (after - before) / span : 0
    case .uniform: return side > 0 ? (after - before) / (2 * side) : 0
    }
  }

  /// The index of the segment that holds `time` (the last one starting at or before it), for a
  /// time within [0, end).
  private func segment(at time: Double) -> Int {
    var lo = 0
    var hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= time { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The value at `time`: the initial value before 0, the final value from the end on.
  func value(at time: Double) -> Double {
    guard !time.isNaN else { return time }
    guard time >= 0 else { return initialValue }
    guard time < end, !starts.isEmpty else { return finalValue }
    let index = segment(at: time)
    let tau = time - starts[index]
    switch motions[index] {
    case let .curve(from, to, duration, curve):
      return from + (to - from) * curve.value(at: tau / duration)
    case let .hermite(p0, p1, h, v0, v1):
      let u = tau / h
      let u2 = u * u
      let u3 = u2 * u
      let h00 = 2 * u3 - 3 * u2 + 1
      let h10 = u3 - 2 * u2 + u
      let h01 = -2 * u3 + 3 * u2
      let h11 = u3 - u2
      return h00 * p0 + h10 * h * v0 + h01 * p1 + h11 * h * v1
    case let .spring(motion):
      return motion.value(at: tau)
    }
  }

  /// The velocity at `time`, in value units per second: 0 before 0 and from the end on (the
  /// right-hand derivative at a joint).
  func velocity(at time: Double) -> Double {
    guard !time.isNaN else { return time }
    guard time >= 0, time < end, !starts.isEmpty else { return 0 }
    let index = segment(at: time)
    let tau = time - starts[index]
    switch motions[index] {
    case let .curve(from, to, duration, curve):
      return (to - from) * curve.velocity(at: tau / duration) / duration
    case let .hermite(p0, p1, h, v0, v1):
      let u = tau / h
      let u2 = u * u
      let d00 = 6 * u2 - 6 * u
      let d10 = 3 * u2 - 4 * u + 1
      let d01 = -6 * u2 + 6 * u
      let d11 = 3 * u2 - 2 * u
      return (d00 * p0 + d01 * p1) / h + d10 * v0 + d11 * v1
    case let .spring(motion):
      return motion.velocity(at: tau)
    }
  }
}
