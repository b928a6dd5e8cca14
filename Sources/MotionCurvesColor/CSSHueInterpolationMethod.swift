import MotionCurvesCore

/// Which way round the colour wheel a hue interpolates (CSS Color 4 §12.4): `shorter`, `longer`,
/// `increasing` or `decreasing`.
///
/// Both hues are first reduced to [0, 360); with d = θ₂ − θ₁ the methods then adjust one of them
/// by 360° so that the arc from θ₁ to θ₂ is the one named:
///
/// | method | arc θ₂ − θ₁ after adjusting |
/// |---|---|
/// | ``shorter`` | [−180, 180] (d = 180 and d = −180 are kept as they are) |
/// | ``longer`` | (−360, −180] ∪ [180, 360]: equal hues make a full turn, 360° |
/// | ``increasing`` | [0, 360) |
/// | ``decreasing`` | (−360, 0] |
///
/// This is color.js `adjust()` (its `angles.js`) and the spec's prose exactly; culori differs for
/// `longer` (it leaves equal hues alone).
public enum CSSHueInterpolationMethod: String, Sendable, Hashable, CaseIterable, Codable {
  /// The arc of at most 180° (the CSS default).
  case shorter
  /// The arc of at least 180°; a full turn between equal hues.
  case longer
  /// Hue going up: an arc in [0, 360).
  case increasing
  /// Hue going down: an arc in (−360, 0].
  case decreasing

  /// The keyword CSS writes before `hue`.
  public var cssName: String { rawValue }

  /// The two hues (degrees, any finite values) adjusted for this method: each reduced to
  /// [0, 360), then one of them raised by 360 so that lerping from the first to the second takes
  /// the arc the method names. Non-finite hues are returned unchanged.
  ///
  /// - Complexity: O(1).
  public func adjusted(_ first: Double, _ second: Double) -> (Double, Double) {
    guard first.isFinite && second.isFinite else { return (first, second) }
    var a = Self.reduced(first), b = Self.reduced(second)
    let d = b - a
    switch self {
    case .shorter:
      if d > 180 { a += 360 } else if d < -180 { b += 360 }
    case .longer:
      if d > 0 && d < 180 { a += 360 } else if d > -180 && d <= 0 { b += 360 }
    case .increasing:
      if d < 0 { b += 360 }
    case .decreasing:
      if d > 0 { a += 360 }
    }
    return (a, b)
  }

  /// `degrees` reduced to [0, 360).
  static func reduced(_ degrees: Double) -> Double {
    var h = degrees.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    if h >= 360 { h -= 360 }
    return h
  }
}
