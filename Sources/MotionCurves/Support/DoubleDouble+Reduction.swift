// Reduction of any finite angle modulo 2π, exactly enough for sin and cos (Payne–Hanek).
//
// For |x| < 2⁴⁰ the reduction subtracts k·2π with 2π to 107 bits (Cody–Waite): k < 2³⁸, so the
// missing bits of 2π cost less than 2⁻⁶⁴ rad. Beyond that, x = M·2^E (M a 53-bit integer) and
// x/(2π) mod 1 = frac(M·0.w_{E+1}w_{E+2}…), where w are the bits of 1/(2π): the bits before w_{E+1}
// multiply M into whole turns and drop out. 192 bits of the window leave an error below
// M·2⁻¹⁹² < 2⁻¹³⁹ turns, so the angle comes out to about 2⁻¹¹⁶ rad for every double up to 1.8e308.

extension DoubleDouble {
  /// 1/(2π) in binary, 64 bits a word: enough for the window of the largest double's exponent.
  static let inverseTwoPiBits: [UInt64] = [
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
    0xFC33EF0826BD0D87

  ]

  /// x/(2π) − round(x/(2π)) for a finite |x| ≥ 2⁴⁰, in turns, to about 2⁻¹¹⁷.
  static func turns(ofLarge x: Double) -> DoubleDouble {
    let magnitude = abs(x)
    let e = Int(magnitude.exponent) - 52  // magnitude = M·2^e, e ≥ −12 here
    let m = UInt64(magnitude.significandBitPattern | (1 << 52))
    // Bits w_{e+1} … w_{e+192} of 1/(2π) (w_1 is the first bit after the point).
    func bits(from first: Int) -> UInt64 {
      // The 64 bits starting at w_first.
      if first < 1 {
        // Only for e < 0: leading bits before the point are 0.
        let shift = 1 - first
        return shift >= 64 ? 0 : bits(from: 1) >> UInt64(shift)
      }
      let index = (first - 1) / 64
      let offset = (first - 1) % 64
      let word = index < inverseTwoPiBits.count ? inverseTwoPiBits[index] : 0
      guard offset > 0 else { return word }
      let next = index + 1 < inverseTwoPiBits.count ? inverseTwoPiBits[index + 1] : 0
      return (word << UInt64(offset)) | (next >> UInt64(64 - offset))
    }
    let (a, b, c) = (bits(from: e + 1), bits(from: e + 65), bits(from: e + 129))
    // m·(a·2⁻⁶⁴ + b·2⁻¹²⁸ + c·2⁻¹⁹²) mod 1, as words of 2⁻⁶⁴, 2⁻¹²⁸, 2⁻¹⁹².
    let ma = m.multipliedFullWidth(by: a)
    let mb = m.multipliedFullWidth(by: b)
    let mc = m.multipliedFullWidth(by: c)
    // (The lowest word, mc.low, is below 2⁻¹²⁸ turns: left out.)
    var (f1, f0) = (mb.low, ma.low)
    let carry: Bool
    (f1, carry) = f1.addingReportingOverflow(mc.high)
    f0 = f0 &+ mb.high &+ (carry ? 1 : 0)
    // Nearest whole turn: fractions of a half or more are negative.
    let negative = f0 >= 1 << 63
    if negative {
      // 1 − f: two's complement of the 128-bit fraction.
      f1 = ~f1 &+ 1
      f0 = ~f0 &+ (f1 == 0 ? 1 : 0)
    }
    let high = Double(f0 >> 11) * 0x1p-53
    let low = Double(f0 & 0x7FF) * 0x1p-64 + Double(f1) * 0x1p-128
    var result = DoubleDouble.fastTwoSum(high, low)
    if negative { result = -result }
    return x < 0 ? -result : result
  }

  /// 2π in double-double.
  static let twoPi = DoubleDouble(hi: 6.283185307179586, lo: 2.4492935982947064e-16)

  /// This angle minus the nearest multiple of 2π, in double-double, for any finite angle: exact
  /// enough that sin and cos keep about 1e-16 absolute accuracy at any phase (see the file
  /// comment).
  var reducedModulo2Pi: DoubleDouble {
    guard abs(hi) >= 0x1p40 && hi.isFinite else { return smallReducedModulo2Pi }
    // Both parts can be large (lo is up to half an ulp of hi): whole turns out of each.
    var turns = DoubleDouble.turns(ofLarge: hi)
    var rest = lo
    if abs(lo) >= 0x1p40 {
      turns = turns + DoubleDouble.turns(ofLarge: lo)
      rest = 0
    }
    let twoPi = DoubleDouble.twoPi
    let angle = DoubleDouble.twoProduct(turns.hi, twoPi.hi) + (turns.hi * twoPi.lo + turns.lo * twoPi.hi)
    return (angle + rest).smallReducedModulo2Pi
  }

  /// Cody–Waite reduction, for |hi| < 2⁴⁰ (and the last step of the large case).
  var smallReducedModulo2Pi: DoubleDouble {
    let twoPiHi = 6.283185307179586
    let twoPiLo = 2.4492935982947064e-16
    let k = (hi / twoPiHi).rounded()
    return self - DoubleDouble.twoProduct(k, twoPiHi) - DoubleDouble(k * twoPiLo)
  }
}
