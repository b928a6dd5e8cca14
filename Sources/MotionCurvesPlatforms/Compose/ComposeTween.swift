import MotionCurvesCore

/// Jetpack Compose's `tween(durationMillis, delayMillis, easing)`: an eased interpolation of a
/// fixed duration after a delay, with Compose's defaults (`AnimationConstants.DefaultDurationMillis`
/// = 300 ms, no delay, ``ComposeEasing/fastOutSlowIn``).
public struct ComposeTween: Sendable, Hashable, Codable {
  /// `AnimationConstants.DefaultDurationMillis`: 300 ms.
  public static let defaultDurationMillis = 300

  /// The duration, in milliseconds.
  public var durationMillis: Int
  /// The delay before the tween starts, in milliseconds.
  public var delayMillis: Int
  /// The easing applied to the fraction of the duration played.
  public var easing: ComposeEasing

  /// `tween(durationMillis, delayMillis, easing)`, with Compose's defaults.
  public init(durationMillis: Int = defaultDurationMillis, delayMillis: Int = 0, easing: ComposeEasing = .fastOutSlowIn) {
    self.durationMillis = durationMillis
    self.delayMillis = delayMillis
    self.easing = easing
  }

  /// The eased fraction at `playTimeMillis` after the start: the play time less the delay,
  /// clamped to [0, duration], over the duration, through the easing (`FloatTweenSpec`). A
  /// duration of 0 gives fraction 1 at every play time, delay included, as `FloatTweenSpec` does
  /// (a negative duration, which Compose does not check, is read as 0); NaN gives NaN.
  ///
  /// - Precision: as ``ComposeEasing/value(at:clamping:)`` of the fraction.
  public func progress(atMillis playTimeMillis: Double) -> Double {
    if playTimeMillis.isNaN { return playTimeMillis }
    let played = min(max(playTimeMillis - Double(delayMillis), 0), Double(max(durationMillis, 0)))
    let fraction = durationMillis <= 0 ? 1 : played / Double(durationMillis)
    return easing.value(at: fraction)
  }

  /// The value at `playTimeMillis` of a tween from `from` to `to`: from + (to − from) · progress.
  ///
  /// - Precision: as ``progress(atMillis:)``, plus one rounding of the interpolation.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    from + (to - from) * progress(atMillis: playTimeMillis)
  }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case durationMillis, delayMillis, easing
  }

  /// Reads `{"durationMillis": 300, "delayMillis": 0, "easing": "FastOutSlowInEasing"}`, each key
  /// optional with `tween()`'s default, as a Kotlin call may leave each argument out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      durationMillis: try container.decodeIfPresent(Int.self, forKey: .durationMillis) ?? Self.defaultDurationMillis,
      delayMillis: try container.decodeIfPresent(Int.self, forKey: .delayMillis) ?? 0,
      easing: try container.decodeIfPresent(ComposeEasing.self, forKey: .easing) ?? .fastOutSlowIn)
  }
}
