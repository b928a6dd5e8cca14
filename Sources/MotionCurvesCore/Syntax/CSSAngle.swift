/// A CSS `<angle>`: a value and its unit, kept as written (`12.5rad` serializes as such).
public struct CSSAngle: Sendable, Hashable {
  /// The number.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// The angle units of CSS Values 4.
  public enum Unit: String, Sendable, Hashable, CaseIterable, Codable {
    /// Degrees: 360 per turn.
    case deg
    /// Radians: 2π per turn.
    case rad
    /// Gradians: 400 per turn.
    case grad
    /// Turns.
    case turn
  }

  /// An angle of `value` in `unit`.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// `value` degrees.
  public static func degrees(_ value: Double) -> CSSAngle { CSSAngle(value, .deg) }
  /// `value` radians.
  public static func radians(_ value: Double) -> CSSAngle { CSSAngle(value, .rad) }
  /// 0deg.
  public static let zero = CSSAngle(0, .deg)

  /// The angle in degrees: exact for deg, turn and grad values that are whole multiples of a
  /// degree (a turn is ×360, a grad ×9/10), rounded once for radians (×180/π).
  public var degrees: Double {
    switch unit {
    case .deg: return value
    case .rad: return value * (180 / Double.pi)
    case .grad: return value * 9 / 10
    case .turn: return value * 360
    }
  }

  /// The angle in radians.
  public var radians: Double {
    unit == .rad ? value : degrees * (Double.pi / 180)
  }

  /// The angle a fraction `t` of the way to `end`: in the common unit when both have one, in
  /// degrees otherwise. 0 and 1 return the ends exactly; the number interpolates as `Double` does,
  /// finite wherever the exact value is.
  public func interpolated(to end: CSSAngle, at t: Double) -> CSSAngle {
    if t == 0 { return self }
    if t == 1 { return end }
    if unit == end.unit { return CSSAngle(value.interpolated(to: end.value, at: t), unit) }
    return CSSAngle(degrees.interpolated(to: end.degrees, at: t), .deg)
  }

  /// The CSS text: `45deg`, `0.5turn`.
  public var cssText: String { cssNumber(value) + unit.rawValue }
}
