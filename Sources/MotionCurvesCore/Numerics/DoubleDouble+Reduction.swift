// Reduction of any finite angle modulo 2π, exactly enough for sin and cos (Payne–Hanek).
//
// For |x| < 2⁴⁰ the reduction subtracts k·2π with 2π to 107 bits (Cody–Waite): k < 2³⁸, so the
// missing bits of 2π cost less than 2⁻⁶⁴ rad. Beyond that, x = M·2^E (M a 53-bit integer) and
// x/(2π) mod 1 = frac(M·0.w_{E+1}w_{E+2}…), where w are the bits of 1/(2π): the bits before w_{E+1}
// multiply M into whole turns and drop out. 192 bits of the window leave an error below
// M·2⁻¹⁹² < 2⁻¹³⁹ turns, so the angle comes out to about 2⁻¹¹⁶ rad for every double up to 1.8e308.

extension DoubleDouble {
  /// 1/(2π) in binary, 64 bits a word, 2,560 bits: enough for the window of the largest product of
  /// two doubles (exponent 2046).
  package static let inverseTwoPiBits: [UInt64] = [
    0x28BE60DB9391054A,
    0x7F09D5F47D4D3770,
    0x36D8A5664F10E410,
    0x7F9458EAF7AEF158,
    0x6DC91B8E909374B8,
    0x01924BBA82746487,
    0x3F877AC72C4A69CF,
    0xBA208D7D4BAED121,
    0x3A671C09AD17DF90,
    0x4E64758E60D4CE7D,
    0x272117E2EF7E4A0E,
    0xC7FE25FFF7816603,
    0xFBCBC462D6829B47,
    0xDB4D9FB3C9F2C26D,
    0xD3D18FD9A797FA8B,
    0x5D49EEB1FAF97C5E,
    0xCF41CE7DE294A4BA,
    0x9AFED7EC47E35742,
    0x1580CC11BF1EDAEA,
    0xFC33EF0826BD0D87,
    0x6A78E45857B986C2,
    0x19666157C5281A10,
    0x237FF620135CC9CC,
    0x41818555B29CEA32,
    0x58389EF0231AD1F1,
    0x0670D9F3773A024A,
    0xA0D6711DA2E58729,
    0xB76BD13455C6414F,
    0xA97FC1C14FDF8CFA,
    0x0CB0B793E60C9F6E,
    0xF0CF49BBDAC797BE,
    0x27CE87CD72BC9FC7,
    0x61FC48641F1F091A,
    0xBE9BB55DCB4C10CE,
    0xC571852D674670F0,
    0xB12B50534B174003,
    0x119F618B5C78E6B1,
    0xA6C0188CDF34AD25,
    0xE9ED35554DFD8FB5,
    0xC60428FF1D934AA7

  ]

  /// The 64 bits of 1/(2π) starting at w_first (w_1 is the first bit after the point; bits before
  /// it are 0).
  package static func inverseTwoPiWord(from first: Int) -> UInt64 {
    if first < 1 {
      let shift = 1 - first
      return shift >= 64 ? 0 : inverseTwoPiWord(from: 1) >> UInt64(shift)
    }
    let index = (first - 1) / 64
    let offset = (first - 1) % 64
    let word = index < inverseTwoPiBits.count ? inverseTwoPiBits[index] : 0
    guard offset > 0 else { return word }
    let next = index + 1 < inverseTwoPiBits.count ? inverseTwoPiBits[index + 1] : 0
    return (word << UInt64(offset)) | (next >> UInt64(64 - offset))
  }

  /// m·2^e/(2π) − round(m·2^e/(2π)) in turns, for a significand m = (high, low) below 2¹⁰⁶ and
  /// m·2^e ≥ 2⁴⁰, to about 2⁻¹¹⁷: frac(m·0.w_{e+1}w_{e+2}…) from a 256-bit window, whose
  /// truncation costs below m·2⁻²⁵⁶ < 2⁻¹⁵⁰ turns.
  package static func turns(significand m: (high: UInt64, low: UInt64), exponent e: Int) -> DoubleDouble {
    let words = (0..<4).map { inverseTwoPiWord(from: e + 1 + 64 * $0) }
    // Sum the partial products into words of 2⁻⁶⁴, 2⁻¹²⁸ and 2⁻¹⁹² (whole turns drop out).
    var (f0, f1, f2) = (UInt64(0), UInt64(0), UInt64(0))
    func add(_ value: UInt64, at position: Int) {
      // position 0: 2⁻⁶⁴, 1: 2⁻¹²⁸, 2: 2⁻¹⁹²; carries move toward whole turns, which drop.
      switch position {
      case 2:
        let (sum, carry) = f2.addingReportingOverflow(value)
        f2 = sum
        if carry { add(1, at: 1) }
      case 1:
        let (sum, carry) = f1.addingReportingOverflow(value)
        f1 = sum
        if carry { add(1, at: 0) }
      case 0: f0 = f0 &+ value
      default: break
      }
    }
    // m·word_k has weight 2^(−64(k+1)); m = high·2⁶⁴ + low.
    for (k, word) in words.enumerated() {
      let low = m.low.multipliedFullWidth(by: word)  // weight 2^(−64(k+1)): high part at k, low at k + 1
      add(low.high, at: k - 1)
      add(low.low, at: k)
      if m.high != 0 {
        let high = m.high.multipliedFullWidth(by: word)  // weight 2^(−64k)
        add(high.high, at: k - 2)
        add(high.low, at: k - 1)
      }
    }
    // Nearest whole turn: fractions of a half or more are negative.
    let negative = f0 >= 1 << 63
    if negative {
      // 1 − f over the 192 bits.
      f2 = ~f2 &+ 1
      f1 = ~f1 &+ (f2 == 0 ? 1 : 0)
      f0 = ~f0 &+ (f1 == 0 && f2 == 0 ? 1 : 0)
    }
    let high = Double(f0 >> 11) * 0x1p-53
    let low = Double(f0 & 0x7FF) * 0x1p-64 + Double(f1) * 0x1p-128 + Double(f2) * 0x1p-192
    let result = DoubleDouble.fastTwoSum(high, low)
    return negative ? -result : result
  }

  /// x/(2π) − round(x/(2π)) for a finite |x| ≥ 2⁴⁰, in turns, to about 2⁻¹¹⁷.
  package static func turns(ofLarge x: Double) -> DoubleDouble {
    guard x.isFinite else { return DoubleDouble(.nan) }
    let result = turns(significand: (0, UInt64(abs(x).significand * 0x1p52)), exponent: Int(abs(x).exponent) - 52)
    return x < 0 ? -result : result
  }

  /// a·b/(2π) − round(a·b/(2π)) in turns for any finite a and b, also where a·b is beyond the
  /// largest Double: the 106-bit product of the significands is reduced exactly.
  package static func turns(ofProduct a: Double, _ b: Double) -> DoubleDouble {
    guard a.isFinite && b.isFinite else { return DoubleDouble(.nan) }
    guard a != 0 && b != 0 else { return DoubleDouble(0) }
    let product = abs(a) * abs(b)
    if product < 0x1p40 {
      // Small enough for the ordinary reduction, in radians, then divided by 2π = P + p in
      // double-double: r/(P + p) = q − q·p/P to 2⁻¹⁰⁵, with q = r/P.
      let reduced = DoubleDouble.twoProduct(abs(a), abs(b)).smallReducedModulo2Pi
      let q = reduced.divided(by: twoPi.hi)
      let turns = q + -(q.hi * (twoPi.lo / twoPi.hi))
      return (a < 0) != (b < 0) ? -turns : turns
    }
    let full = UInt64(abs(a).significand * 0x1p52).multipliedFullWidth(by: UInt64(abs(b).significand * 0x1p52))
    let e = Int(abs(a).exponent) - 52 + Int(abs(b).exponent) - 52
    let result = turns(significand: (full.high, full.low), exponent: e)
    return (a < 0) != (b < 0) ? -result : result
  }

  /// sin and cos of a·b + c·d + e, reduced exactly for any finite operands, also where a product
  /// or the sum is beyond the largest Double.
  package static func sinCos(_ a: Double, _ b: Double, plus c: Double, _ d: Double, plus e: Double) -> (sin: Double, cos: Double) {
    let first = DoubleDouble.twoProduct(a, b)
    let second = DoubleDouble.twoProduct(c, d)
    if abs(first.hi) < 0x1p1000 && abs(second.hi) < 0x1p1000 && abs(e) < 0x1p1000 {
      return (first + second + DoubleDouble(e)).sinCos()
    }
    let turns = DoubleDouble.turns(ofProduct: a, b) + DoubleDouble.turns(ofProduct: c, d) + DoubleDouble.turns(ofProduct: e, 1)
    return DoubleDouble.angle(ofTurns: turns).sinCos()
  }

  /// A small number of turns (|turns| ≤ a few) as an angle in radians, in double-double.
  package static func angle(ofTurns turns: DoubleDouble) -> DoubleDouble {
    DoubleDouble.twoProduct(turns.hi, twoPi.hi) + (turns.hi * twoPi.lo + turns.lo * twoPi.hi)
  }

  /// 2π in double-double.
  package static let twoPi = DoubleDouble(hi: 6.283185307179586, lo: 2.4492935982947064e-16)

  /// This angle minus the nearest multiple of 2π, in double-double, for any finite angle: exact
  /// enough that sin and cos keep about 1e-16 absolute accuracy at any phase (see the file
  /// comment).
  @usableFromInline package var reducedModulo2Pi: DoubleDouble {
    guard abs(hi) >= 0x1p40 && hi.isFinite && lo.isFinite else { return smallReducedModulo2Pi }
    // Both parts can be large (lo is up to half an ulp of hi): whole turns out of each.
    var turns = DoubleDouble.turns(ofLarge: hi)
    var rest = lo
    if abs(lo) >= 0x1p40 {
      turns = turns + DoubleDouble.turns(ofLarge: lo)
      rest = 0
    }
    return (DoubleDouble.angle(ofTurns: turns) + rest).smallReducedModulo2Pi
  }

  /// Cody–Waite reduction, for |hi| < 2⁴⁰ (and the last step of the large case).
  package var smallReducedModulo2Pi: DoubleDouble {
    let twoPiHi = 6.283185307179586
    let twoPiLo = 2.4492935982947064e-16
    let k = (hi / twoPiHi).rounded()
    return self - DoubleDouble.twoProduct(k, twoPiHi) - DoubleDouble(k * twoPiLo)
  }
}
