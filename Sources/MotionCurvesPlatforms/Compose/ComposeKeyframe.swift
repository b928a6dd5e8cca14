/// One keyframe of Compose's `keyframes { … }` builder: `value at ms` or `value atFraction f`,
/// optionally followed by `using easing` (the older name is `with`).
///
/// The easing applies to the interval **starting** at this keyframe (androidx
/// `VectorizedKeyframesSpec`: "the easing curve is used in the interval starting from that
/// time"); the default is `LinearEasing`.
///
/// JSON form (what a user writes by hand): `{"value": 0.5, "atMillis": 150, "using":
/// "FastOutSlowInEasing"}` or `{"value": 0.5, "atFraction": 0.5}`; exactly one of `atMillis` and
/// `atFraction`; `using` (or its old name `with`) is optional and holds a ``ComposeEasing`` name.
public struct ComposeKeyframe: Sendable, Hashable, Codable {
  /// When a keyframe happens.
  public enum Time: Sendable, Hashable {
    /// `value at ms`: a whole number of milliseconds from the start (after the delay).
    case millis(Int)
    /// `value atFraction f`: the fraction f ∈ [0, 1] of the duration, placed at
    /// `(durationMillis * f).roundToInt()` (see ``ComposeKeyframe/roundedMillis(fraction:durationMillis:)``).
    case fraction(Double)
  }

  /// The value the animation has at this keyframe.
  public var value: Double
  /// When the keyframe happens.
  public var time: Time
  /// The easing of the interval that starts at this keyframe.
  public var easing: ComposeEasing

  /// `value at timeMillis using easing`.
  public init(_ value: Double, atMillis timeMillis: Int, using easing: ComposeEasing = .linear) {
    self.value = value
    self.time = .millis(timeMillis)
    self.easing = easing
  }

  /// `value atFraction fraction using easing`.
  public init(_ value: Double, atFraction fraction: Double, using easing: ComposeEasing = .linear) {
    self.value = value
    self.time = .fraction(fraction)
    self.easing = easing
  }

  /// Kotlin's `atFraction`: `(durationMillis * fraction).roundToInt()`, computed in `Float` as
  /// Kotlin does (`Int * Float` is a `Float` product), then rounded half up (`roundToInt` is
  /// `Math.round`, ties toward +∞): 0.5 of 5 ms is 3 ms. The fraction is read against the spec's
  /// final `durationMillis` (Kotlin reads the duration set when `atFraction` runs, so set it first
  /// there, as its documentation recommends).
  ///
  /// - Throws: ``ComposeAnimationSpecError/fractionOutOfRange(_:)`` for NaN or a fraction outside
  ///   0…1.
  public static func roundedMillis(fraction: Double, durationMillis: Int) throws(ComposeAnimationSpecError) -> Int {
    guard fraction >= 0 && fraction <= 1 else { throw .fractionOutOfRange(fraction) }
    let product = Float(durationMillis) * Float(fraction)
    return Int((product + 0.5).rounded(.down))
  }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case value, atMillis, atFraction, using, with
  }

  /// Reads the JSON form; `using` wins over `with` when both are present.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    value = try container.decode(Double.self, forKey: .value)
    let millis = try container.decodeIfPresent(Int.self, forKey: .atMillis)
    let fraction = try container.decodeIfPresent(Double.self, forKey: .atFraction)
    switch (millis, fraction) {
    case let (ms?, nil): time = .millis(ms)
    case let (nil, f?): time = .fraction(f)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .atMillis, in: container, debugDescription: "a keyframe needs exactly one of atMillis and atFraction")
    }
    easing =
      try container.decodeIfPresent(ComposeEasing.self, forKey: .using)
      ?? container.decodeIfPresent(ComposeEasing.self, forKey: .with) ?? .linear
  }

  /// Writes the JSON form, with `using`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(value, forKey: .value)
    switch time {
    case let .millis(ms): try container.encode(ms, forKey: .atMillis)
    case let .fraction(f): try container.encode(f, forKey: .atFraction)
    }
    try container.encode(easing, forKey: .using)
  }
}
