/// A Compose `DurationBasedAnimationSpec`, the kind `repeatable` and `infiniteRepeatable` repeat:
/// `tween`, `keyframes`, `keyframesWithSpline` or `snap`.
///
/// JSON form: an object with exactly one key naming the kind, `{"tween": {"durationMillis": 300,
/// "delayMillis": 0, "easing": "FastOutSlowInEasing"}}`, `{"keyframes": {…}}`,
/// `{"keyframesWithSpline": {…}}` or `{"snap": {"delayMillis": 0}}`.
public enum ComposeDurationBasedSpec: Sendable, Hashable, Codable {
  /// `tween(…)`.
  case tween(ComposeTween)
  /// `keyframes { … }`.
  case keyframes(ComposeKeyframes)
  /// `keyframesWithSpline { … }`.
  case keyframesWithSpline(ComposeKeyframesWithSpline)
  /// `snap(…)`.
  case snap(ComposeSnap)

  /// The duration, in ms, delay excluded (0 for `snap`).
  public var durationMillis: Int {
    switch self {
    case let .tween(spec): spec.durationMillis
    case let .keyframes(spec): spec.durationMillis
    case let .keyframesWithSpline(spec): spec.keyframes.durationMillis
    case .snap: 0
    }
  }

  /// The delay, in ms.
  public var delayMillis: Int {
    switch self {
    case let .tween(spec): spec.delayMillis
    case let .keyframes(spec): spec.delayMillis
    case let .keyframesWithSpline(spec): spec.keyframes.delayMillis
    case let .snap(spec): spec.delayMillis
    }
  }

  /// The value at `playTimeMillis` (delay included), truncated to whole ms, as the spec computes
  /// it; a tween as ``ComposeTween/value(from:to:atMillis:)`` reads it (``ComposeRepeatable``
  /// rejects a tween's negative duration or delay). NaN gives NaN.
  ///
  /// - Precision: as the spec's own `value(from:to:atMillis:)`.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    switch self {
    case let .tween(spec): spec.value(from: from, to: to, atMillis: playTimeMillis.rounded(.towardZero))
    case let .keyframes(spec): spec.value(from: from, to: to, atMillis: playTimeMillis)
    case let .keyframesWithSpline(spec): spec.value(from: from, to: to, atMillis: playTimeMillis)
    case let .snap(spec): spec.value(from: from, to: to, atMillis: playTimeMillis)
    }
  }

  /// The exact time derivative, in value units per second, of the spec's curve at the
  /// untruncated `playTimeMillis` (delay included): a tween's (to − from)·easing′(fraction)/duration
  /// inside its interval, the keyframes' and the spline's own ``ComposeKeyframes/velocity(from:to:atMillis:)``,
  /// 0 before the delay ends, from the duration on, and for `snap` (a jump has no derivative, and
  /// on either side of it the value is constant). NaN gives NaN.
  ///
  /// - Precision: as the easing's velocity, plus three roundings.
  public func velocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    if playTimeMillis.isNaN { return playTimeMillis }
    switch self {
    case let .tween(spec):
      let t = playTimeMillis - Double(spec.delayMillis)
      guard spec.durationMillis > 0, t >= 0, t < Double(spec.durationMillis) else { return 0 }
      let duration = Double(spec.durationMillis)
      return (to - from) * spec.easing.velocity(at: t / duration) / duration * 1000
    case let .keyframes(spec): return spec.velocity(from: from, to: to, atMillis: playTimeMillis)
    case let .keyframesWithSpline(spec): return spec.velocity(from: from, to: to, atMillis: playTimeMillis)
    case .snap: return 0
    }
  }

  /// The JSON keys, one per kind.
  private enum CodingKeys: String, CodingKey {
    case tween, keyframes, keyframesWithSpline, snap
  }

  /// Reads an object with exactly one of `tween`, `keyframes`, `keyframesWithSpline`, `snap`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an animation spec is an object with one key: tween, keyframes, keyframesWithSpline or snap"))
    }
    switch key {
    case .tween: self = try .tween(container.decode(ComposeTween.self, forKey: key))
    case .keyframes: self = try .keyframes(container.decode(ComposeKeyframes.self, forKey: key))
    case .keyframesWithSpline:
      self = try .keyframesWithSpline(container.decode(ComposeKeyframesWithSpline.self, forKey: key))
    case .snap: self = try .snap(container.decode(ComposeSnap.self, forKey: key))
    }
  }

  /// Writes the one-key object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .tween(spec): try container.encode(spec, forKey: .tween)
    case let .keyframes(spec): try container.encode(spec, forKey: .keyframes)
    case let .keyframesWithSpline(spec): try container.encode(spec, forKey: .keyframesWithSpline)
    case let .snap(spec): try container.encode(spec, forKey: .snap)
    }
  }
}
