/// Jetpack Compose's `snap(delayMillis = 0)` (androidx `VectorizedSnapSpec`): the initial value
/// until the delay has passed, the target value from then on; its `durationMillis` is 0.
///
/// JSON form: `{"delayMillis": 0}` (`delayMillis` defaults to 0).
public struct ComposeSnap: Sendable, Hashable, Codable {
  /// The delay before the jump, in ms.
  public let delayMillis: Int

  /// `snap(delayMillis)`.
  ///
  /// - Throws: ``ComposeAnimationSpecError/negativeDelay(_:)`` for a negative delay,
  ///   ``ComposeAnimationSpecError/tooLong(_:)`` above `Int32.max`.
  public init(delayMillis: Int = 0) throws(ComposeAnimationSpecError) {
    try ComposeAnimationSpecError.check(delayMillis: delayMillis)
    self.delayMillis = delayMillis
  }

  /// `from` while `playTimeMillis` < `delayMillis`, `to` from then on (Compose compares the play
  /// time in nanoseconds, untruncated). NaN gives NaN.
  ///
  /// - Precision: exact.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    if playTimeMillis.isNaN { return playTimeMillis }
    return playTimeMillis < Double(delayMillis) ? from : to
  }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case delayMillis
  }

  /// Reads `{"delayMillis": …}`, 0 when absent, validating as ``init(delayMillis:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(delayMillis: container.decodeIfPresent(Int.self, forKey: .delayMillis) ?? 0)
  }
}
