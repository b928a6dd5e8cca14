import MotionCurvesCore

extension AndroidOverScroll {
  /// The largest distance from ``to`` the motion reaches: its start or the bounce's apex.
  public var amplitude: Double {
    max(abs(to - from), bounce.map { abs($0.apex - $0.edge) } ?? 0)
  }

  /// The smallest T after which the position stays within `epsilon` × ``amplitude`` of ``to``.
  ///
  /// Exact: the last leg that strays further, solved on its own (the spring-back's smoothstep by
  /// bisection within 1e-15 of its duration, the fling's exact inverse within a few ulps), at 0 or
  /// later. Platform numerics: the first whole millisecond after which every whole millisecond is
  /// close enough, in seconds.
  ///
  /// - Throws: ``SamplingError`` naming `epsilon` unless it is positive and finite.
  public func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
    guard epsilon.isFinite else { throw .notFinite(.epsilon, epsilon) }
    guard epsilon > 0 else { throw .notPositive(.epsilon, epsilon) }
    let tolerance = epsilon * amplitude
    if amplitude == 0 || epsilon >= 1 { return 0 }
    guard numerics == .exact else { return settledMillisecond { abs(to - value(at: $0)) <= tolerance } }
    if let bounce, let springBackStart, abs(bounce.apex - bounce.edge) > tolerance {
      let back = try bounce.springBack.settlingDuration(epsilon: tolerance / abs(bounce.apex - bounce.edge))
      return max(0, springBackStart + back)
    }
    if let springBack { return try springBack.settlingDuration(epsilon: epsilon) }
    guard let fling, abs(to - fling.from) > tolerance else { return 0 }
    return try fling.settlingDuration(epsilon: tolerance / abs(to - fling.from))
  }

  /// The first time the speed is at most `threshold` px/s and stays so.
  ///
  /// Exact: on the spring-back, whose speed 6|Δ|u(1−u)/T peaks at 1.5|Δ|/T, the later root
  /// u = (1 + √(1 − 4k))/2, k = threshold·T/(6|Δ|); on the ballistic leg (|v| − threshold)/a; on
  /// the fling ``AndroidFling/duration(toVelocity:)``; each within a few ulps, at 0 or later.
  /// Platform numerics: the first whole millisecond after which every reported speed is at most
  /// `threshold`, in seconds.
  ///
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  public func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(threshold, "threshold")
    guard numerics == .exact else { return settledMillisecond { abs(velocity(at: $0)) <= threshold } }
    let back = bounce?.springBack ?? springBack
    if let back, let springBackStart, let u = Self.lastCrossing(back, threshold) {
      return max(0, springBackStart + u * back.duration)
    }
    if let bounce, let ballisticStart, abs(bounce.edgeVelocity) > threshold {
      return max(0, ballisticStart + (abs(bounce.edgeVelocity) - threshold) / bounce.deceleration)
    }
    if let fling { return try fling.duration(toVelocity: threshold) }
    return 0
  }

  /// The time fraction u in (1/2, 1) at which the smoothstep's speed falls to `threshold` for
  /// good, or nil when it never exceeds it.
  static func lastCrossing(_ back: AndroidSpringBack, _ threshold: Double) -> Double? {
    let distance = abs(back.to - back.from)
    guard back.duration > 0, 1.5 * distance / back.duration > threshold else { return nil }
    let k = threshold * back.duration / (6 * distance)
    return (1 + (1 - 4 * k).squareRoot()) / 2
  }

  /// The first whole millisecond m ≥ 0 with `done` at every whole millisecond from m to the end
  /// (plus one), in seconds: a backward scan over the legs past the edge, then bisection over the
  /// fling, where `done` stays true once true.
  func settledMillisecond(_ done: (Double) -> Bool) -> Double {
    let end = Self.milliseconds(duration) + 1
    let flingEnd = bounce == nil && springBack == nil ? end : (fling.map { Self.milliseconds($0.duration) } ?? 0)
    var ms = end
    while ms > flingEnd {
      if !done(ms / 1000) { return (ms + 1) / 1000 }
      ms -= 1
    }
    if done(0) { return 0 }
    if !done(flingEnd / 1000) { return (flingEnd + 1) / 1000 }
    var low = 0.0, high = flingEnd
    while high - low > 1 {
      let mid = ((low + high) / 2).rounded(.down)
      if done(mid / 1000) { high = mid } else { low = mid }
    }
    return high / 1000
  }
}
