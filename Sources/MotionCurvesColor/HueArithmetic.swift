import MotionCurvesCore

/// Hue arithmetic modulo 360° that stays exact where the plain product leaves the range of
/// `Double` or rounds its phase away: a hue extrapolated to t = 1e308 is a real hue, not ∞.
enum HueArithmetic {
  /// The hue a + t·(b − a + 360·k), reduced to [0, 360): what lerping the hues a and b (degrees,
  /// any finite values, b taken k whole turns further) gives at t, modulo a turn.
  ///
  /// Congruent modulo 360 to a + t·b − t·a + t·360k, each product taken modulo 360 exactly
  /// (``productRemainder(_:_:)``), so t may be any finite number: t = 1e308 from red (0) to blue
  /// (240, one turn back, k = −1) is −120·1e308 mod 360 = 120, as 1e308 ≡ 2 (mod 3).
  ///
  /// - Precision: within 5e-13 degrees of the exact hue modulo 360 (three remainders and
  ///   three sums below 1,440, each rounded once). Non-finite input gives NaN.
  static func extrapolated(from a: Double, to b: Double, turns k: Double, at t: Double) -> Double {
    let sum = a.truncatingRemainder(dividingBy: 360) + productRemainder(t, b) - productRemainder(t, a)
      + productRemainder(t, 360 * k)
    return CSSHueInterpolationMethod.reduced(sum)
  }

  /// x·y modulo 360 with the sign of x·y (as `truncatingRemainder`), of the exact product of the
  /// two doubles, rounded once: also where x·y is beyond ±1.8e308 or below 2⁻¹⁰⁷⁴.
  ///
  /// x = m·2^e and y = n·2^f with m, n integers below 2⁵³, so x·y = mn·2^(e+f) with mn below
  /// 2¹⁰⁶ (a `UInt128`). For e + f ≥ 0 the remainder is (mn mod 360)·(2^(e+f) mod 360) mod 360,
  /// an integer; for −118 ≤ e + f < 0 it is (mn mod 360·2^−(e+f))·2^(e+f); below, x·y < 2⁻¹³ is
  /// its own remainder.
  ///
  /// - Precision: within half an ulp of the exact remainder (|result| ≤ 360). NaN for a
  ///   non-finite operand.
  static func productRemainder(_ x: Double, _ y: Double) -> Double {
    guard x.isFinite && y.isFinite else { return .nan }
    guard x != 0 && y != 0 else { return 0 }
    let (m, e) = integerParts(x.magnitude), (n, f) = integerParts(y.magnitude)
    let product = UInt128(m) * UInt128(n)
    let exponent = e + f
    let magnitude: Double
    if exponent >= 0 {
      magnitude = Double(UInt64(product % 360) * powerOfTwoModulo360(exponent) % 360)
    } else if exponent >= -118 {
      let remainder = product % (UInt128(360) << UInt128(-exponent))
      magnitude = Double(sign: .plus, exponent: exponent, significand: Double(remainder))
    } else {
      magnitude = Double(sign: .plus, exponent: exponent, significand: Double(product))
    }
    return (x < 0) != (y < 0) ? -magnitude : magnitude
  }

  /// A finite positive double as m·2^e with m an integer below 2⁵³.
  private static func integerParts(_ v: Double) -> (UInt64, Int) {
    let bits = v.significandBitPattern
    if v.exponentBitPattern == 0 { return (bits, -1074) }
    return (bits | (1 << 52), Int(v.exponentBitPattern) - 1075)
  }

  /// 2^e mod 360 for e ≥ 0, by repeated squaring.
  private static func powerOfTwoModulo360(_ e: Int) -> UInt64 {
    var result: UInt64 = 1, base: UInt64 = 2, e = e
    while e > 0 {
      if e & 1 == 1 { result = result * base % 360 }
      base = base * base % 360
      e >>= 1
    }
    return result
  }
}
