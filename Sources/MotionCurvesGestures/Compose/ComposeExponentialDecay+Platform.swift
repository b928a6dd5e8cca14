import RealModule

extension ComposeExponentialDecayMotion {
  /// Compose's own `getValueFromNanos`: the time truncated to whole milliseconds
  /// (`playTimeNanos / 1_000_000`), the arithmetic in `Float` (exp taken in Double and rounded, as
  /// Kotlin's `exp(Float)` on the JVM), with no end: Compose stops calling it after
  /// ``platformDurationMilliseconds``.
  ///
  /// - Precision: Float: within a few Float ulps of the exact x at the truncated time.
  public func platformValue(at t: Double) -> Float {
    let f = Float(model.friction)
    let v0 = Float(initialVelocity)
    let x0 = Float(from)
    let e = Float(Double.exp(Double(f * Float(Self.wholeMilliseconds(t)) / 1000)))
    return x0 - v0 / f + v0 / f * e
  }

  /// Compose's `getVelocityFromNanos`: v₀·exp((ms/1000)·f) in Float, the time truncated to whole
  /// milliseconds.
  ///
  /// - Precision: within a few Float ulps of the exact v at the truncated time.
  public func platformVelocity(at t: Double) -> Float {
    let f = Float(model.friction)
    let e = Float(Double.exp(Double(Float(Self.wholeMilliseconds(t)) / 1000 * f)))
    return Float(initialVelocity) * e
  }

  /// Compose's `getDurationNanos` in milliseconds: (1000·ln(threshold/|v₀|)/f) in Float, truncated
  /// (2192 for v₀ = 1000 with the defaults, where the exact ``end`` is 2192.94 ms); 0 when
  /// |v₀| ≤ threshold (Compose would return a negative or zero count).
  public var platformDurationMilliseconds: Int {
    let threshold = Float(model.threshold)
    let speed = abs(Float(initialVelocity))
    guard speed > threshold else { return 0 }
    let ms = 1000 * Float(Double.log(Double(threshold / speed))) / Float(model.friction)
    return ms.isFinite ? Int(ms) : Int.max
  }

  /// ⌊1000·t⌋ for t ≥ 0 (0 for t ≤ 0 or NaN), capped far beyond any decay.
  static func wholeMilliseconds(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    return min((t * 1000).rounded(.towardZero), 1e15)
  }
}
