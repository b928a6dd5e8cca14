/// A parameter of a Compose animation spec (`keyframes`, `keyframesWithSpline`, `repeatable`,
/// `infiniteRepeatable`, `snap`) that has no defined timeline: it names the bad value.
public enum ComposeAnimationSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `durationMillis` is negative: the value given.
  case negativeDuration(Int)
  /// `delayMillis` is negative: the value given.
  case negativeDelay(Int)
  /// A keyframe's time lies outside 0…`durationMillis`: the time, in ms, and the duration.
  case keyframeOutsideDuration(timeMillis: Int, durationMillis: Int)
  /// An `atFraction` fraction is NaN or outside 0…1: the fraction given.
  case fractionOutOfRange(Double)
  /// A keyframe's value is NaN or infinite: the value given.
  case keyframeValueNotFinite(Double)
  /// `periodicBias` is NaN or outside 0…1: the value given.
  case periodicBiasOutOfRange(Double)
  /// `repeatable` was given fewer than 1 iteration: the count given.
  case iterationsBelowOne(Int)
  /// A `StartOffset` was given a negative number of milliseconds: the value given.
  case negativeStartOffset(Int)
  /// A duration or delay above `Int32.max` ms (Kotlin holds them in an `Int`): the value given.
  case tooLong(Int)
  /// The repeated spec lasts 0 ms (delay + duration), so Compose's division by the iteration's
  /// length is undefined.
  case emptyIteration

  /// One line, for example `delayMillis must not be negative, not -5`.
  public var description: String {
    switch self {
    case let .negativeDuration(value): return "durationMillis must not be negative, not \(value)"
    case let .negativeDelay(value): return "delayMillis must not be negative, not \(value)"
    case let .keyframeOutsideDuration(time, duration):
      return "keyframe time must lie in 0…\(duration) ms, not \(time)"
    case let .fractionOutOfRange(value): return "atFraction must lie in 0…1, not \(value)"
    case let .keyframeValueNotFinite(value): return "keyframe value must be finite, not \(value)"
    case let .periodicBiasOutOfRange(value): return "periodicBias must lie in 0…1, not \(value)"
    case let .iterationsBelowOne(value): return "iterations must be at least 1, not \(value)"
    case let .negativeStartOffset(value): return "StartOffset must not be negative, not \(value)"
    case let .tooLong(value): return "a duration or delay must be at most \(Int32.max) ms, not \(value)"
    case .emptyIteration: return "the repeated animation must last more than 0 ms (delay + duration)"
    }
  }
}

extension ComposeAnimationSpecError {
  /// Checks a duration or delay: not negative, at most `Int32.max`.
  static func check(durationMillis: Int) throws(ComposeAnimationSpecError) {
    guard durationMillis >= 0 else { throw .negativeDuration(durationMillis) }
    guard durationMillis <= Int(Int32.max) else { throw .tooLong(durationMillis) }
  }

  /// Checks a delay: not negative, at most `Int32.max`.
  static func check(delayMillis: Int) throws(ComposeAnimationSpecError) {
    guard delayMillis >= 0 else { throw .negativeDelay(delayMillis) }
    guard delayMillis <= Int(Int32.max) else { throw .tooLong(delayMillis) }
  }
}

/// Compose's play-time arithmetic: play times arrive in nanoseconds (`Long`) and duration-based
/// specs truncate them to whole milliseconds (`playTimeNanos / MillisToNanos`).
enum ComposePlayTime {
  /// The largest |play time| kept, in ms (about 31 years), so that nanoseconds and their sums stay
  /// far inside `Int64`.
  static let limitMillis = 1e12

  /// `ms` as whole nanoseconds, truncated toward zero as a `Long` would hold it; nil for NaN.
  static func nanos(_ ms: Double) -> Int64? {
    if ms.isNaN { return nil }
    let clamped = min(max(ms, -limitMillis), limitMillis)
    return Int64((clamped * 1_000_000).rounded(.towardZero))
  }

  /// `ms` truncated toward zero to whole milliseconds, as `playTimeNanos / MillisToNanos`; nil for NaN.
  static func wholeMillis(_ ms: Double) -> Int? {
    nanos(ms).map { Int($0 / 1_000_000) }
  }
}
