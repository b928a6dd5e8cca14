import MotionCurvesCore

/// Keyframes of either platform: a value for every progress.
public enum KeyframeCurve<Value: Interpolatable>: Sendable {
  /// Web Animations keyframes (offsets and per-keyframe easings).
  case sequence(KeyframeSequence<Value>)
  /// Core Animation keyframe values (key times, timing functions, calculation mode).
  case values(KeyframeValues<Value>)

  /// The value at progress `p` (the transformed progress of the timing model; any finite p).
  ///
  /// - Precision and complexity: as ``KeyframeSequence/value(at:)`` or ``KeyframeValues/value(at:)``.
  @inlinable
  public func value(at p: Double) -> Value {
    switch self {
    case let .sequence(keyframes): return keyframes.value(at: p)
    case let .values(keyframes): return keyframes.value(at: p)
    }
  }

  /// Every value the keyframes hold: each keyframe's, and a sequence's underlying value.
  package var allValues: [Value] {
    switch self {
    case let .sequence(sequence): return sequence.keyframes.map(\.value) + (sequence.underlyingValue.map { [$0] } ?? [])
    case let .values(list): return list.values
    }
  }
}

extension KeyframeCurve where Value: VectorSpace {
  /// d value / d progress at `p`.
  ///
  /// - Precision: as ``KeyframeSequence/velocity(at:)`` or ``KeyframeValues/velocity(at:)``.
  public func velocity(at p: Double) -> Value {
    switch self {
    case let .sequence(keyframes): return keyframes.velocity(at: p)
    case let .values(keyframes): return keyframes.velocity(at: p)
    }
  }
}
