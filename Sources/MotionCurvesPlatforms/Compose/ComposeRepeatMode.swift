/// Compose's `RepeatMode`: how `repeatable` and `infiniteRepeatable` start each iteration after
/// the first. Encodes as its Kotlin name.
public enum ComposeRepeatMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// `RepeatMode.Restart`: every iteration plays from the beginning.
  case restart = "Restart"
  /// `RepeatMode.Reverse`: every second iteration plays backwards, from the end.
  case reverse = "Reverse"
}

/// Compose's `StartOffset(offsetMillis, offsetType = StartOffsetType.Delay)` of `repeatable` and
/// `infiniteRepeatable`: a delay before the first iteration, or a fast-forward into it. It is not
/// repeated (an animation's own delay is).
///
/// JSON form: `{"offsetMillis": 100, "offsetType": "Delay"}` or `"FastForward"`; `offsetType`
/// defaults to `Delay`.
public struct ComposeStartOffset: Sendable, Hashable, Codable {
  /// `StartOffsetType`.
  public enum OffsetType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `StartOffsetType.Delay`: the animation starts `offsetMillis` later.
    case delay = "Delay"
    /// `StartOffsetType.FastForward`: the animation starts at `offsetMillis` into its play time.
    case fastForward = "FastForward"
  }

  /// The offset, in ms.
  public let offsetMillis: Int
  /// Delay or fast-forward.
  public let offsetType: OffsetType

  /// No offset: `StartOffset(0)`.
  public static let zero = ComposeStartOffset(validMillis: 0, offsetType: .delay)

  /// `StartOffset(offsetMillis, offsetType)`.
  ///
  /// - Throws: ``ComposeAnimationSpecError/negativeStartOffset(_:)`` for a negative offset (Kotlin
  ///   would read −100 ms of `Delay` as 100 ms of `FastForward`);
  ///   ``ComposeAnimationSpecError/tooLong(_:)`` above `Int32.max`.
  public init(offsetMillis: Int, offsetType: OffsetType = .delay) throws(ComposeAnimationSpecError) {
    guard offsetMillis >= 0 else { throw .negativeStartOffset(offsetMillis) }
    guard offsetMillis <= Int(Int32.max) else { throw .tooLong(offsetMillis) }
    self.init(validMillis: offsetMillis, offsetType: offsetType)
  }

  /// An offset already checked.
  private init(validMillis: Int, offsetType: OffsetType) {
    self.offsetMillis = validMillis
    self.offsetType = offsetType
  }

  /// Kotlin's internal `value`: `offsetMillis × offsetType.value`, −offset for a delay, +offset
  /// for a fast-forward; what is added to the play time.
  public var signedMillis: Int { offsetType == .delay ? -offsetMillis : offsetMillis }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case offsetMillis, offsetType
  }

  /// Reads the JSON form, validating as ``init(offsetMillis:offsetType:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      offsetMillis: container.decode(Int.self, forKey: .offsetMillis),
      offsetType: container.decodeIfPresent(OffsetType.self, forKey: .offsetType) ?? .delay)
  }
}
