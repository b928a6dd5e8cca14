import RealModule

extension UIKitDecay {
  /// WWDC18 "Designing Fluid Interfaces" (#803) projection, (v₀/1000)·d/(1 − d): 499.0 pt for
  /// v₀ = 1000 pt/s at 0.998 (the exact ``DecayModel/projection(from:velocity:)`` gives 499.5),
  /// 99.0 at 0.99 (exact 99.5).
  ///
  /// It is the rest of the whole-millisecond model (``steppedValue(from:velocity:milliseconds:)``
  /// as the count grows) and approximates the exact one for small 1 − d. Transcribed from the
  /// talk's slide by Ilya Lobanov and by Nathan Gitter ("Building Fluid Interfaces",
  /// medium.com/@nathangitter); the official transcript was not found.
  ///
  /// - Precision: within 3 ulps of the formula (1 − d is exact for d ≥ 0.5).
  public func wwdcProjection(velocity: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// The position after a whole number of milliseconds when the velocity is multiplied by d at
  /// each millisecond and then moves the value for that millisecond (the discrete reading of "d
  /// per ms"): x₀ + (v₀/1000)·d·(1 − dⁿ)/(1 − d). Its limit is ``wwdcProjection(velocity:)``.
  ///
  /// - Precision: within ~5 ulps of the distance (dⁿ − 1 is formed with expm1 of n·log1p(d − 1)).
  public func steppedValue(from position: Double, velocity: Double, milliseconds n: Int) -> Double {
    guard n > 0 else { return position }
    let powerMinusOne = Double.expMinusOne(Double(n) * decayConstant / 1000)
    return position + velocity / 1000 * rate * -powerMinusOne / (1 - rate)
  }
}
