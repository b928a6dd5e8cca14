/// Whose arithmetic an ``AndroidFlingDecay`` uses: the exact curve, or a platform's own numerics.
public enum AndroidFlingNumerics: String, Hashable, Codable, Sendable, CaseIterable {
  /// The mathematics the platform approximates: constants in double, the fling's distance and
  /// duration un-rounded, the position on the exact spline (``AndroidSpline/distanceFraction(atTime:)``)
  /// at any time, and a clamped duration from the exact inverse
  /// (``AndroidSpline/timeFraction(atDistance:)``).
  case exact
  /// `android.widget.OverScroller` as shipped: `float` constants, the release velocity truncated to
  /// a whole px/s (`int`), the duration truncated to whole ms, the distance truncated to whole px,
  /// time read in whole ms, the `float` tables interpolated, positions rounded to whole px.
  case overScroller
  /// Compose's `splineBasedDecay` (`SplineBasedFloatDecayAnimationSpec` over `FlingCalculator`):
  /// the same `float` tables and constants with a `Float` distance (no rounding to px), the
  /// duration truncated to whole ms, time read in whole ms. Compose's decay has no bounds: bounds
  /// given here are applied as `OverScroller` applies them (its `float` time table).
  case compose
}

extension AndroidFlingNumerics {
  /// Android's clock: `t` seconds as the whole milliseconds `AnimationUtils` reports, ⌊1000·t⌋,
  /// after adding 1e-6 ms so a time given to the millisecond in seconds (0.29) reads as its
  /// millisecond (290) despite binary rounding.
  static func wholeMilliseconds(_ t: Double) -> Double {
    (t * 1000 + 1e-6).rounded(.down)
  }

  /// Java's `(int)` of a double: toward zero, saturating at the `int` range, NaN to 0.
  static func javaInt(_ x: Double) -> Double {
    if x.isNaN { return 0 }
    return min(2_147_483_647, max(-2_147_483_648, x.rounded(.towardZero)))
  }

  /// Java's `Math.round` of a double: ⌊x + 0.5⌋ (saturating).
  static func javaRound(_ x: Double) -> Double {
    if x.isNaN { return 0 }
    return (x + 0.5).rounded(.down)
  }
}
