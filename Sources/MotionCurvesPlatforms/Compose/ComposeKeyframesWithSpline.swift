/// Jetpack Compose's `keyframesWithSpline { … }` (`KeyframesWithSplineSpec`, evaluated as androidx
/// `VectorizedMonoSplineKeyframesSpec` over `MonoSpline.kt`): a monotone cubic Hermite spline
/// through the keyframes, with the optional `periodicBias`.
///
/// The spline, as `MonoSpline` builds it (in `Float` there, in `Double` here), over the timestamps
/// tᵢ with values yᵢ (the ends 0 and `durationMillis` inserted from the initial and target values):
/// slopes sᵢ = (yᵢ₊₁ − yᵢ)/(tᵢ₊₁ − tᵢ); tangents m₀ = s₀, mᵢ = (sᵢ₋₁ + sᵢ)/2, mₙ₋₁ = sₙ₋₂; with a
/// periodic bias p, s₀, sₙ₋₂, m₀ and mₙ₋₁ all become sₙ₋₂·(1 − p) + s₀·p; then, interval by
/// interval in order, sᵢ = 0 sets mᵢ = mᵢ₊₁ = 0, else with a = mᵢ/sᵢ, b = mᵢ₊₁/sᵢ and
/// h = hypot(a, b), **h > 9** scales both to 3/h of themselves. Fritsch–Carlson scales at h > 3;
/// the source's 9 leaves tangents with 3 < h ≤ 9 unscaled, and those can overshoot (a = 8, b = 1
/// does), so monotone data stays monotone only where h ≤ 3 or h > 9 on every interval; nor does
/// the source zero the tangent between slopes of opposite signs. Both are reproduced.
///
/// Evaluation at the whole-millisecond play time t (after the delay, clamped to [0, duration]): a
/// keyframe at t gives its value, t ≥ duration the target, t ≤ 0 the initial value; otherwise
/// in tᵢ ≤ t < tᵢ₊₁ the keyframe's easing maps the time to tᵢ + (tᵢ₊₁ − tᵢ)·easing(x) and the
/// spline is read there, from interval i on: an eased time past tᵢ₊₁ (an overshooting easing) is
/// read on the later interval it falls in, one before tᵢ on interval i's cubic extended, and one
/// outside [0, duration] on the straight line through the end with the end tangent (`getPos`).
///
/// JSON form: ``ComposeKeyframes``'s with an optional `"periodicBias": 0.5`.
public struct ComposeKeyframesWithSpline: Sendable, Hashable, Codable {
  /// The keyframes, duration and delay.
  public let keyframes: ComposeKeyframes
  /// `periodicBias` in 0…1 (0 takes the last slope for both ends, 1 the first), or nil when not
  /// periodic (Kotlin's default, `Float.NaN`).
  public let periodicBias: Double?

  /// `keyframesWithSpline(periodicBias) { … }` over the given keyframes.
  ///
  /// - Throws: ``ComposeAnimationSpecError/periodicBiasOutOfRange(_:)`` for a bias NaN or outside
  ///   0…1.
  public init(keyframes: ComposeKeyframes, periodicBias: Double? = nil) throws(ComposeAnimationSpecError) {
    if let bias = periodicBias, !(bias >= 0 && bias <= 1) { throw .periodicBiasOutOfRange(bias) }
    self.keyframes = keyframes
    self.periodicBias = periodicBias
  }

  /// `keyframesWithSpline` built from its parts (see ``ComposeKeyframes/init(durationMillis:delayMillis:keyframes:)``).
  ///
  /// - Throws: ``ComposeAnimationSpecError`` as the keyframes' initializer, and for a bad bias.
  public init(
    durationMillis: Int = 300, delayMillis: Int = 0, keyframes: [ComposeKeyframe], periodicBias: Double? = nil
  ) throws(ComposeAnimationSpecError) {
    try self.init(
      keyframes: ComposeKeyframes(durationMillis: durationMillis, delayMillis: delayMillis, keyframes: keyframes),
      periodicBias: periodicBias)
  }

  /// The resolved timestamps.
  private var table: ComposeKeyframeTable { keyframes.table }

  /// The value at `playTimeMillis` (delay included) of the animation from `from` to `to`, the play
  /// time truncated to whole ms. NaN gives NaN.
  ///
  /// - Precision: the easing's, plus about 20 roundings in the tangents and the cubic.
  /// - Complexity: O(keyframes) (the tangents depend on `from` and `to` and are recomputed), no
  ///   allocation.
  public func value(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let ms = ComposePlayTime.wholeMillis(playTimeMillis) else { return playTimeMillis }
    let t = min(max(ms - keyframes.delayMillis, 0), keyframes.durationMillis)
    if let value = table.keyframeValue(at: t) { return value }
    if t >= keyframes.durationMillis { return to }
    if t <= 0 { return from }
    let i = table.interval(containing: t)
    return position(at: easedTime(i, t), from: i, start: from, end: to)
  }

  /// Compose's velocity, in value units per second (`getVelocityFromNanos`): the spline's slope at
  /// the eased time, **not** multiplied by the easing's derivative (the source does not apply the
  /// chain rule); at and beyond the ends the end tangents. Equal to ``velocity(from:to:atMillis:)``
  /// under `LinearEasing` at whole milliseconds. NaN gives NaN.
  ///
  /// - Precision: as ``value(from:to:atMillis:)``.
  public func composeVelocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    guard let ms = ComposePlayTime.wholeMillis(playTimeMillis) else { return playTimeMillis }
    let t = min(max(ms - keyframes.delayMillis, 0), keyframes.durationMillis)
    let last = table.nodes.count - 1
    let i = t >= keyframes.durationMillis ? last : table.interval(containing: t)
    let eased = i >= last ? Double(t) : easedTime(i, t)
    return slope(at: eased, from: i, start: from, end: to) * 1000
  }

  /// The exact time derivative, in value units per second, of the curve
  /// ``value(from:to:atMillis:)`` samples, at the untruncated play time: the spline's slope at the
  /// eased time × the easing's derivative; 0 before the delay ends and from the duration on. NaN
  /// gives NaN.
  ///
  /// - Precision: as ``value(from:to:atMillis:)``.
  public func velocity(from: Double, to: Double, atMillis playTimeMillis: Double) -> Double {
    if playTimeMillis.isNaN { return playTimeMillis }
    let t = playTimeMillis - Double(keyframes.delayMillis)
    guard t >= 0 && t < Double(keyframes.durationMillis) else { return 0 }
    let i = table.interval(containing: Int(t.rounded(.down)))
    let (t0, t1) = (Double(table.nodes[i].time), Double(table.nodes[i + 1].time))
    let x = (t - t0) / (t1 - t0)
    let easing = table.nodes[i].easing
    let eased = t0 + (t1 - t0) * easing.value(at: x)
    return slope(at: eased, from: i, start: from, end: to) * easing.velocity(at: x) * 1000
  }

  /// `getEasedTimeFromIndex`: tᵢ + (tᵢ₊₁ − tᵢ)·easing((t − tᵢ)/(tᵢ₊₁ − tᵢ)), in ms.
  private func easedTime(_ i: Int, _ t: Int) -> Double {
    let (t0, t1) = (table.nodes[i].time, table.nodes[i + 1].time)
    if t == t0 { return Double(t0) }
    let range = Double(t1 - t0)
    return range * table.nodes[i].easing.value(at: Double(t - t0) / range) + Double(t0)
  }

  /// The final tangent mⱼ, in value units per ms, after `MonoSpline`'s sequential pass.
  func tangent(_ j: Int, start: Double, end: Double) -> Double {
    let n = table.nodes.count
    if n < 2 { return 0 }  // a 0 ms duration: one timestamp, no slope
    func y(_ k: Int) -> Double { table.value(k, from: start, to: end) }
    func rawSlope(_ k: Int) -> Double { (y(k + 1) - y(k)) / Double(table.nodes[k + 1].time - table.nodes[k].time) }
    let periodic = periodicBias.map { rawSlope(n - 2) * (1 - $0) + rawSlope(0) * $0 }
    func slope(_ k: Int) -> Double {
      if let periodic, k == 0 || k == n - 2 { return periodic }
      return rawSlope(k)
    }
    func rawTangent(_ k: Int) -> Double {
      if let periodic, k == 0 || k == n - 1 { return periodic }
      if k == 0 { return rawSlope(0) }
      if k == n - 1 { return rawSlope(n - 2) }
      return (rawSlope(k - 1) + rawSlope(k)) / 2
    }
    var current = rawTangent(0)
    for k in 0..<(n - 1) {
      var next = rawTangent(k + 1)
      let s = slope(k)
      if s == 0 {
        current = 0
        next = 0
      } else {
        let (a, b) = (current / s, next / s)
        let h = (a * a + b * b).squareRoot()
        if h > 9 {
          current = 3 / h * a * s
          next = 3 / h * b * s
        }
      }
      if k == j { return current }
      current = next
    }
    return current
  }

  /// `MonoSpline.getPos(time, v, index)`, time in ms.
  private func position(at time: Double, from index: Int, start: Double, end: Double) -> Double {
    let n = table.nodes.count
    let first = Double(table.nodes[0].time)
    let last = Double(table.nodes[n - 1].time)
    if time <= first { return table.value(0, from: start, to: end) + (time - first) * tangent(0, start: start, end: end) }
    if time >= last {
      return table.value(n - 1, from: start, to: end) + (time - last) * tangent(n - 1, start: start, end: end)
    }
    var i = index
    while i < n - 2 && time >= Double(table.nodes[i + 1].time) { i += 1 }
    let (t0, t1) = (Double(table.nodes[i].time), Double(table.nodes[i + 1].time))
    let h = t1 - t0
    let x = (time - t0) / h
    let (y1, y2) = (table.value(i, from: start, to: end), table.value(i + 1, from: start, to: end))
    let (m1, m2) = (tangent(i, start: start, end: end), tangent(i + 1, start: start, end: end))
    let (x2, x3) = (x * x, x * x * x)
    return (2 * x3 - 3 * x2 + 1) * y1 + (x3 - 2 * x2 + x) * h * m1 + (-2 * x3 + 3 * x2) * y2 + (x3 - x2) * h * m2
  }

  /// `MonoSpline.getSlope(time, v, index)`, in value units per ms: the end tangents at and beyond
  /// the ends, else the cubic's derivative on the first interval from `index` whose end is ≥ time.
  private func slope(at time: Double, from index: Int, start: Double, end: Double) -> Double {
    let n = table.nodes.count
    if time <= Double(table.nodes[0].time) { return tangent(0, start: start, end: end) }
    if time >= Double(table.nodes[n - 1].time) { return tangent(n - 1, start: start, end: end) }
    var i = min(index, n - 2)
    while i < n - 2 && time > Double(table.nodes[i + 1].time) { i += 1 }
    let (t0, t1) = (Double(table.nodes[i].time), Double(table.nodes[i + 1].time))
    let h = t1 - t0
    let x = (time - t0) / h
    let (y1, y2) = (table.value(i, from: start, to: end), table.value(i + 1, from: start, to: end))
    let (m1, m2) = (tangent(i, start: start, end: end), tangent(i + 1, start: start, end: end))
    let x2 = x * x
    return ((6 * x2 - 6 * x) * (y1 - y2) + (3 * x2 - 4 * x + 1) * h * m1 + (3 * x2 - 2 * x) * h * m2) / h
  }

  /// The JSON keys beyond the keyframes'.
  private enum CodingKeys: String, CodingKey {
    case periodicBias
  }

  /// Reads ``ComposeKeyframes``'s JSON form plus an optional `periodicBias`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      keyframes: ComposeKeyframes(from: decoder),
      periodicBias: container.decodeIfPresent(Double.self, forKey: .periodicBias))
  }

  /// Writes the keyframes' JSON form plus `periodicBias` when set.
  public func encode(to encoder: any Encoder) throws {
    try keyframes.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(periodicBias, forKey: .periodicBias)
  }
}
