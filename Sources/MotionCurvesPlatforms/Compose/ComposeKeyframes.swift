/// Jetpack Compose's `keyframes { durationMillis = …; delayMillis = …; value at ms using easing }`
/// (`KeyframesSpec`, evaluated as androidx `VectorizedKeyframesSpec` in `VectorizedAnimationSpec.kt`,
/// the version with `timestamps: IntList` and `ArcMode`, arc modes other than `ArcLinear` left out:
/// they apply to 2-D values only).
///
/// Evaluation, at a play time truncated to whole milliseconds (Compose holds it in nanoseconds and
/// divides by 1 000 000) and then clamped to [0, duration] after the delay:
/// - a keyframe at exactly that millisecond gives its value verbatim;
/// - otherwise at or after the duration the target value, at or before 0 the initial value;
/// - otherwise, between timestamps tᵢ < tᵢ₊₁ (the ends 0 and `durationMillis` included, their value
///   taken from the initial and target values when no keyframe sits there), the easing of the
///   keyframe at tᵢ (`LinearEasing` at an inserted start) maps (t − tᵢ)/(tᵢ₊₁ − tᵢ) to a fraction f
///   and the value is yᵢ·(1 − f) + yᵢ₊₁·f (Compose's `lerp`).
///
/// Compose computes the fraction and the value in `Float`; these are computed in `Double` and differ
/// from Compose by its `Float` rounding (relative 1e-7).
///
/// JSON form: `{"durationMillis": 300, "delayMillis": 0, "keyframes": [{"value": 0.5, "atMillis":
/// 150, "using": "FastOutSlowInEasing"}]}` (see ``ComposeKeyframe``); `durationMillis` defaults to
/// 300, `delayMillis` to 0, `keyframes` to none. Decoding validates as the initializer does.
public struct ComposeKeyframes: Sendable, Hashable, Codable {
  /// The duration, in ms, the delay excluded.
  public let durationMillis: Int
  /// The delay before the first keyframe, in ms.
  public let delayMillis: Int
  /// The keyframes as given.
  public let keyframes: [ComposeKeyframe]
  /// The resolved timestamps, built at init so that evaluation does not allocate.
  let table: ComposeKeyframeTable

  /// `keyframes { … }` with Compose's defaults (`AnimationConstants.DefaultDurationMillis` = 300
  /// ms, no delay).
  ///
  /// - Throws: ``ComposeAnimationSpecError`` naming a negative duration or delay, a keyframe
  ///   time outside 0…`durationMillis`, an `atFraction` outside 0…1 or NaN, a value NaN or infinite,
  ///   a duration or delay above `Int32.max` (``ComposeAnimationSpecError/tooLong(_:)``).
  public init(durationMillis: Int = 300, delayMillis: Int = 0, keyframes: [ComposeKeyframe]) throws(ComposeAnimationSpecError) {
    table = try ComposeKeyframeTable(durationMillis: durationMillis, delayMillis: delayMillis, keyframes: keyframes)
    self.durationMillis = durationMillis
    self.delayMillis = delayMillis
    self.keyframes = keyframes
  }

  /// The total time of one run, delay included, in ms (`getDurationNanos`).
  public var totalDurationMillis: Int { delayMillis + durationMillis }

  /// The time, in ms after the delay, of each timestamp Compose interpolates between, the inserted
  /// ends included, sorted.
  public var timestampsMillis: [Int] { table.nodes.map(\.time) }

  /// The value at `playTimeMillis` (from the animation's start, delay included) of the animation
  /// from `from` to `to`, as `VectorizedKeyframesSpec.getValueFromNanos` computes it: the play time
  /// is truncated to whole milliseconds first. NaN gives NaN.
  ///
  /// - Precision: the easing's (``ComposeEasing/value(at:clamping:)``) plus two roundings.
  /// - Complexity: O(log keyframes), no allocation.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let ms = ComposePlayTime.wholeMillis(playTimeMillis) else { return playTimeMillis }
    return value(from: from, to: to, wholeMillis: ms)
  }

  /// The value at a whole-millisecond play time.
  func value(from: Double, to: Double, wholeMillis ms: Int) -> Double {
    let t = min(max(ms - delayMillis, 0), durationMillis)
    if let value = table.keyframeValue(at: t) { return value }
    if t >= durationMillis { return to }
    if t <= 0 { return from }
    let i = table.interval(containing: t)
    let (start, end) = (table.nodes[i], table.nodes[i + 1])
    let fraction = table.nodes[i].easing.value(at: Double(t - start.time) / Double(end.time - start.time))
    return table.value(i, from: from, to: to) * (1 - fraction) + table.value(i + 1, from: from, to: to) * fraction
  }

  /// Compose's velocity, in value units per second, reproduced from the source
  /// (`VectorizedKeyframesSpec.getVelocityFromNanos`): with c the whole-millisecond play time less
  /// the delay, clamped to [0, duration], it is (value(c − 1) − value(c)) × 1000, where `value` is
  /// ``value(from:to:atMillis:)``, which subtracts the delay **again**.
  ///
  /// Two source quirks follow, kept here: the sign is that of value(c − 1) − value(c), the
  /// opposite of the motion (a rising animation reports a negative velocity), and with a delay the
  /// difference is taken `delayMillis` earlier than the play time. ``velocity(from:to:atMillis:)``
  /// is the exact derivative. NaN gives NaN.
  ///
  /// - Precision: as two ``value(from:to:atMillis:)`` evaluations, × 1000.
  public func composeVelocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let ms = ComposePlayTime.wholeMillis(playTimeMillis) else { return playTimeMillis }
    let c = min(max(ms - delayMillis, 0), durationMillis)
    return (value(from: from, to: to, wholeMillis: c - 1) - value(from: from, to: to, wholeMillis: c)) * 1000
  }

  /// The exact time derivative, in value units per second, of the piecewise curve Compose samples,
  /// at the untruncated play time: (yᵢ₊₁ − yᵢ)·easing′(x)/(tᵢ₊₁ − tᵢ)·1000 inside an interval
  /// (the right derivative at a timestamp), 0 before the delay ends and from the duration on. NaN
  /// gives NaN.
  ///
  /// - Precision: as ``ComposeEasing/velocity(at:)``, plus three roundings.
  public func velocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    if playTimeMillis.isNaN { return playTimeMillis }
    let t = playTimeMillis - Double(delayMillis)
    guard t >= 0 && t < Double(durationMillis) else { return 0 }
    let i = table.interval(containing: Int(t.rounded(.down)))
    let (start, end) = (Double(table.nodes[i].time), Double(table.nodes[i + 1].time))
    let slope = table.nodes[i].easing.velocity(at: (t - start) / (end - start))
    return (table.value(i + 1, from: from, to: to) - table.value(i, from: from, to: to)) * slope / (end - start) * 1000
  }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case durationMillis, delayMillis, keyframes
  }

  /// Reads the JSON form, with Compose's defaults for absent keys, validating as
  /// ``init(durationMillis:delayMillis:keyframes:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      durationMillis: container.decodeIfPresent(Int.self, forKey: .durationMillis) ?? 300,
      delayMillis: container.decodeIfPresent(Int.self, forKey: .delayMillis) ?? 0,
      keyframes: container.decodeIfPresent([ComposeKeyframe].self, forKey: .keyframes) ?? [])
  }

  /// Writes the JSON form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(durationMillis, forKey: .durationMillis)
    try container.encode(delayMillis, forKey: .delayMillis)
    try container.encode(keyframes, forKey: .keyframes)
  }
}
