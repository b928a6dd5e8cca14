import MotionCurvesCore

extension CSSAngle {
  /// The angle in degrees with its whole turns taken out in its own unit first, so that the
  /// conversion neither overflows nor loses the phase: `1e308turn` is a whole number of turns and
  /// gives 0, where ``CSSAngle/degrees`` gives ∞ (1e308 × 360) and `1e300grad` × 9/10 a hue with
  /// every bit of its phase rounded away. What hues and gradient angles are read through.
  ///
  /// - deg: the value as it is (no conversion; every consumer reduces degrees exactly).
  /// - turn, grad: the remainder by 1 turn or 400 grad, with the value's sign (exact), then
  ///   ×360 or ×9/10: within 1 ulp of the exact angle modulo a turn. Values within one turn are
  ///   not changed by the remainder, so they convert as ``CSSAngle/degrees`` converts them.
  /// - rad: |value| ≤ 2π converts as ``CSSAngle/degrees`` does (×180/π). Beyond, the value is
  ///   reduced modulo the exact 2π (Payne–Hanek for |value| ≥ 2⁴⁰, so `1e308rad` keeps its
  ///   phase), to a remainder with the value's sign, then converted: within 1e-13 of the exact
  ///   angle modulo 360°.
  ///
  /// The result is finite for every finite value (|result| < 360 unless the unit is deg).
  var reducedDegrees: Double {
    switch unit {
    case .deg:
      return value
    case .turn:
      return value.truncatingRemainder(dividingBy: 1) * 360
    case .grad:
      return value.truncatingRemainder(dividingBy: 400) * 9 / 10
    case .rad:
      guard value.isFinite, value.magnitude > 2 * Double.pi else { return degrees }
      // turns ∈ [−½, ½] of the nearest whole turn; moved to the value's side of 0 as a remainder.
      var turns = DoubleDouble.turns(ofProduct: value, 1)
      if turns.hi < 0 && value > 0 { turns = turns + 1 }
      if turns.hi > 0 && value < 0 { turns = turns + -1 }
      return (turns * 360).value
    }
  }
}
