/// Jetpack Compose's `repeatable(iterations, animation, repeatMode = RepeatMode.Restart,
/// initialStartOffset = StartOffset(0))` and `infiniteRepeatable(animation, repeatMode,
/// initialStartOffset)`, as androidx `VectorizedRepeatableSpec` and
/// `VectorizedInfiniteRepeatableSpec` (`VectorizedAnimationSpec.kt`) play them, on a
/// ``ComposeDurationBasedSpec``.
///
/// With d the iteration's length (the animation's delay + duration, in ns), the play time p in ns,
/// the start offset o (+ for a fast-forward, − for a delay) and q = p + o: q ≤ 0 plays the
/// animation at 0; otherwise r = ⌊q/d⌋ (at most iterations − 1 when finite) iterations have
/// passed, and the animation is played at q − r·d under `Restart` or when r is even, at
/// (r + 1)·d − q (backwards) under `Reverse` when r is odd. The animation's own delay is repeated;
/// the start offset is not.
///
/// **Even counts under `Reverse`** (the quirk Compose's documentation warns of: "the animation may
/// jump to the end value when it finishes the last iteration"): the last iteration plays backwards
/// and ends at the initial value, then the finished animation (`TargetBasedAnimation`, which
/// returns the target value once the play time reaches the duration) jumps to the target.
/// ``value(from:to:atMillis:)`` shows that jump; ``specValue(from:to:atMillis:)`` is the spec
/// alone, which stays at the initial value.
///
/// JSON form: `{"iterations": 3, "animation": {"tween": {…}}, "repeatMode": "Reverse",
/// "initialStartOffset": {"offsetMillis": 100, "offsetType": "FastForward"}}`; `iterations`
/// absent or null is `infiniteRepeatable`, `repeatMode` defaults to `Restart`,
/// `initialStartOffset` to none.
public struct ComposeRepeatable: Sendable, Hashable, Codable {
  /// The number of iterations, at least 1; nil for `infiniteRepeatable`.
  public let iterations: Int?
  /// The animation each iteration plays.
  public let animation: ComposeDurationBasedSpec
  /// Restart or reverse.
  public let repeatMode: ComposeRepeatMode
  /// The start offset, not repeated.
  public let initialStartOffset: ComposeStartOffset

  /// `repeatable(iterations, animation, repeatMode, initialStartOffset)`.
  ///
  /// - Throws: ``ComposeAnimationSpecError/iterationsBelowOne(_:)`` for fewer than 1 iteration
  ///   (Kotlin throws `IllegalArgumentException` too); ``ComposeAnimationSpecError/negativeDuration(_:)``
  ///   or ``ComposeAnimationSpecError/negativeDelay(_:)`` for a tween's,
  ///   ``ComposeAnimationSpecError/tooLong(_:)`` for one above `Int32.max`; and
  ///   ``ComposeAnimationSpecError/emptyIteration`` when delay + duration is 0 (Kotlin divides by
  ///   it).
  public init(
    iterations: Int, animation: ComposeDurationBasedSpec, repeatMode: ComposeRepeatMode = .restart,
    initialStartOffset: ComposeStartOffset = .zero
  ) throws(ComposeAnimationSpecError) {
    guard iterations >= 1 else { throw .iterationsBelowOne(iterations) }
    try self.init(validIterations: iterations, animation, repeatMode, initialStartOffset)
  }

  /// `infiniteRepeatable(animation, repeatMode, initialStartOffset)`.
  ///
  /// - Throws: as ``init(iterations:animation:repeatMode:initialStartOffset:)``, iterations aside.
  public static func infinite(
    animation: ComposeDurationBasedSpec, repeatMode: ComposeRepeatMode = .restart,
    initialStartOffset: ComposeStartOffset = .zero
  ) throws(ComposeAnimationSpecError) -> ComposeRepeatable {
    try ComposeRepeatable(validIterations: nil, animation, repeatMode, initialStartOffset)
  }

  /// The common validation.
  private init(
    validIterations: Int?, _ animation: ComposeDurationBasedSpec, _ repeatMode: ComposeRepeatMode,
    _ initialStartOffset: ComposeStartOffset
  ) throws(ComposeAnimationSpecError) {
    try ComposeAnimationSpecError.check(durationMillis: animation.durationMillis)
    try ComposeAnimationSpecError.check(delayMillis: animation.delayMillis)
    guard animation.durationMillis + animation.delayMillis > 0 else { throw .emptyIteration }
    self.iterations = validIterations
    self.animation = animation
    self.repeatMode = repeatMode
    self.initialStartOffset = initialStartOffset
  }

  /// Whether this is `infiniteRepeatable`.
  public var isInfinite: Bool { iterations == nil }

  /// One iteration's length, the animation's delay + duration, in ms.
  public var iterationMillis: Int { animation.delayMillis + animation.durationMillis }

  /// `getDurationNanos` in ms: iterations × iteration − signed offset (a delay lengthens, a
  /// fast-forward shortens; a fast-forward past the end gives a negative duration, as in Compose);
  /// nil for `infiniteRepeatable` (Compose's `Long.MAX_VALUE`). A product past `Int.max` saturates.
  public var durationMillis: Int? {
    guard let iterations else { return nil }
    let (product, overflow) = iterations.multipliedReportingOverflow(by: iterationMillis)
    return overflow ? Int.max : product - initialStartOffset.signedMillis
  }

  /// The play time, in ns, at which the animation is played (`repetitionPlayTimeNanos`), and
  /// whether that iteration runs backwards (`Reverse`, odd iterations).
  private func repetition(_ playNanos: Int64) -> (nanos: Int64, reversed: Bool) {
    let d = Int64(iterationMillis) * 1_000_000
    let q = playNanos + Int64(initialStartOffset.signedMillis) * 1_000_000
    if q <= 0 { return (0, false) }
    var r = q / d
    if let iterations { r = min(r, Int64(iterations) - 1) }
    if repeatMode == .restart || r % 2 == 0 { return (q - r * d, false) }
    return ((r + 1) * d - q, true)
  }

  /// Whether the animation has finished at `nanos`: a finite one from ``durationMillis`` on.
  private func isFinished(_ nanos: Int64) -> Bool {
    guard let duration = durationMillis else { return false }
    let (end, overflow) = Int64(duration).multipliedReportingOverflow(by: 1_000_000)
    return !overflow && nanos >= end
  }

  /// The spec's value at `playTimeMillis` (`VectorizedRepeatableSpec.getValueFromNanos`), without
  /// the finished animation's jump to the target. NaN gives NaN.
  ///
  /// - Precision: as the animation's value.
  public func specValue(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let nanos = ComposePlayTime.nanos(playTimeMillis) else { return playTimeMillis }
    let ms = repetition(nanos).nanos / 1_000_000
    return animation.value(from: from, to: to, atMillis: Double(ms))
  }

  /// The value an animation (`TargetBasedAnimation`) running this spec shows at `playTimeMillis`:
  /// `to` once the play time reaches ``durationMillis`` (finite only), ``specValue(from:to:atMillis:)``
  /// before. NaN gives NaN.
  ///
  /// - Precision: as the animation's value.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let nanos = ComposePlayTime.nanos(playTimeMillis) else { return playTimeMillis }
    if isFinished(nanos) { return to }
    return specValue(from: from, to: to, atMillis: playTimeMillis)
  }

  /// The exact time derivative, in value units per second, of what the animation shows at
  /// `playTimeMillis`: the repeated spec's ``ComposeDurationBasedSpec/velocity(from:to:atMillis:)``
  /// at the repetition's play time (whole nanoseconds, as Compose maps it), negated in a `Reverse`
  /// iteration that runs backwards; 0 while a start offset's delay runs and once a finite
  /// animation has finished. NaN gives NaN.
  ///
  /// - Precision: as the spec's velocity.
  public func velocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let nanos = ComposePlayTime.nanos(playTimeMillis) else { return playTimeMillis }
    if isFinished(nanos) || nanos + Int64(initialStartOffset.signedMillis) * 1_000_000 < 0 { return 0 }
    let (local, reversed) = repetition(nanos)
    let velocity = animation.velocity(from: from, to: to, atMillis: Double(local) / 1_000_000)
    return reversed ? 0 - velocity : velocity  // 0 − v: a backward iteration at rest is +0
  }

  /// The JSON keys.
  private enum CodingKeys: String, CodingKey {
    case iterations, animation, repeatMode, initialStartOffset
  }

  /// Reads the JSON form, validating as the initializers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let iterations = try container.decodeIfPresent(Int.self, forKey: .iterations)
    if let iterations, iterations < 1 { throw ComposeAnimationSpecError.iterationsBelowOne(iterations) }
    try self.init(
      validIterations: iterations, container.decode(ComposeDurationBasedSpec.self, forKey: .animation),
      container.decodeIfPresent(ComposeRepeatMode.self, forKey: .repeatMode) ?? .restart,
      container.decodeIfPresent(ComposeStartOffset.self, forKey: .initialStartOffset) ?? .zero)
  }

  /// Writes the JSON form (`iterations` omitted when infinite).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(iterations, forKey: .iterations)
    try container.encode(animation, forKey: .animation)
    try container.encode(repeatMode, forKey: .repeatMode)
    try container.encode(initialStartOffset, forKey: .initialStartOffset)
  }
}
