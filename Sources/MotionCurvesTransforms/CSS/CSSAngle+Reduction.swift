import MotionCurvesCore

// Angles reduced modulo a turn exactly: a rotation is defined by its angle modulo a turn, and
// that remainder is exact even where the angle in degrees (1e308turn) or the blended angle
// (0deg → 90deg at t = 1e308) is beyond the range of doubles.

extension CSSAngle {
  /// The units in a turn for deg, grad and turn (nil for rad, whose turn 2π is not a `Double`).
  var unitsPerTurn: Double? {
    switch unit {
    case .deg: return 360
    case .grad: return 400
    case .turn: return 1
    case .rad: return nil
    }
  }

  /// The angle in degrees after reducing the value modulo a turn in its own unit (exact), then
  /// converting (one rounding): ``degrees`` for angles within a turn, and finite for every finite
  /// value (`1e308turn` is 0°, `1e308grad` 180°). Radians convert unreduced while that is finite,
  /// else reduced modulo 2π exactly (Payne–Hanek) first.
  var reducedDegrees: Double {
    guard let turn = unitsPerTurn else {
      return degrees.isFinite ? degrees : DoubleDouble.turns(ofProduct: value, 1).value * 360
    }
    return CSSAngle(value.truncatingRemainder(dividingBy: turn), unit).degrees
  }

  /// The angle a fraction `t` of the way to `end` (``interpolated(to:at:)``), or, where that
  /// angle is beyond the range of doubles, the same angle reduced modulo a turn, exactly: the
  /// same rotation (the blend a − a·t + b·t is taken apart into exact products whose remainders
  /// are exact, then summed with a few roundings).
  ///
  /// - Precision: the reduced angle within a few ulps of a turn of the exact blend modulo a turn.
  func interpolatedModuloTurn(to end: CSSAngle, at t: Double) -> CSSAngle {
    let blended = interpolated(to: end, at: t)
    if blended.value.isFinite { return blended }
    let (a, b) = unit == end.unit ? (value, end.value) : (reducedDegrees, end.reducedDegrees)
    let resultUnit = unit == end.unit ? unit : .deg
    // a + (b − a)·t = a − a·t + b·t exactly: three terms, each reduced exactly.
    guard let turn = CSSAngle(0, resultUnit).unitsPerTurn else {
      // Radians: whole turns of 2π removed from each exact product (Payne–Hanek).
      let turns = DoubleDouble.turns(ofProduct: b, t) + -DoubleDouble.turns(ofProduct: a, t)
        + DoubleDouble.turns(ofProduct: a, 1)
      return CSSAngle(DoubleDouble.angle(ofTurns: turns).value, .rad)
    }
    let sum = a.truncatingRemainder(dividingBy: turn) + Self.productModulo(b, t, turn)
      - Self.productModulo(a, t, turn)
    return CSSAngle(sum.truncatingRemainder(dividingBy: turn), resultUnit)
  }

  /// x·y modulo `turn` (360, 400 or 1), with the sign of x·y: exact where x·y is beyond 2^110
  /// (an integer multiple of 2^4: the 106-bit product of the significands times 2^e, reduced with
  /// integer arithmetic), and from the exact two-term product below.
  static func productModulo(_ x: Double, _ y: Double, _ turn: Double) -> Double {
    guard x != 0 && y != 0 else { return 0 }
    let negative = (x < 0) != (y < 0)
    let magnitude = x.magnitude * y.magnitude
    var remainder: Double
    if magnitude < 0x1p110 {
      let p = DoubleDouble.twoProduct(x.magnitude, y.magnitude)
      remainder = p.hi.truncatingRemainder(dividingBy: turn) + p.lo.truncatingRemainder(dividingBy: turn)
    } else {
      // x·y = M·2^e with M = mx·my < 2^106 and e ≥ 4, so x·y mod n = (M mod n)·(2^e mod n) mod n.
      let n = UInt64(turn)
      let mx = UInt64(x.magnitude.significand * 0x1p52)
      let my = UInt64(y.magnitude.significand * 0x1p52)
      let e = Int(x.magnitude.exponent) - 52 + Int(y.magnitude.exponent) - 52
      let full = mx.multipliedFullWidth(by: my)
      let twoTo64 = powerOfTwo(64, modulo: n)
      let m = ((full.high % n) * twoTo64 % n + full.low % n) % n
      remainder = Double(m * powerOfTwo(e, modulo: n) % n)
    }
    remainder = remainder.truncatingRemainder(dividingBy: turn)
    return negative ? -remainder : remainder
  }

  /// 2^e modulo n (n ≤ 400, e ≥ 0).
  static func powerOfTwo(_ e: Int, modulo n: UInt64) -> UInt64 {
    var result: UInt64 = 1 % n
    var base: UInt64 = 2 % n
    var e = e
    while e > 0 {
      if e & 1 == 1 { result = result * base % n }
      base = base * base % n
      e >>= 1
    }
    return result
  }
}
