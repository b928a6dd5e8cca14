/// Exact rational arithmetic on the values doubles denote, for the timing reference: every finite
/// double is an integer times a power of two, so sums, products and quotients of them are
/// fractions of big integers. Written for the tests alone (schoolbook arithmetic on 32-bit limbs,
/// bit-by-bit long division): slow, simple, and sharing nothing with the library.
struct BigInteger: Equatable {
  /// |value|, little-endian limbs, no zero limb at the top (0 is []).
  var magnitude: [UInt32]
  var negative: Bool

  init(magnitude: [UInt32], negative: Bool) {
    var m = magnitude
    while m.last == 0 { m.removeLast() }
    self.magnitude = m
    self.negative = m.isEmpty ? false : negative
  }

  init(_ value: Int) {
    var m: [UInt32] = []
    var v = value.magnitude
    while v > 0 {
      m.append(UInt32(truncatingIfNeeded: v))
      v >>= 32
    }
    self.init(magnitude: m, negative: value < 0)
  }

  var isZero: Bool { magnitude.isEmpty }
  var signum: Int { isZero ? 0 : negative ? -1 : 1 }

  static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
      return a[i] < b[i] ? -1 : 1
    }
    return 0
  }

  static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    var carry: UInt64 = 0
    for i in 0..<max(a.count, b.count) {
      let sum = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
      result.append(UInt32(truncatingIfNeeded: sum))
      carry = sum >> 32
    }
    if carry > 0 { result.append(UInt32(carry)) }
    return result
  }

  /// a − b for |a| ≥ |b|.
  static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    var borrow: Int64 = 0
    for i in 0..<a.count {
      var difference = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 1 << 32 }
      result.append(UInt32(difference))
    }
    return result
  }

  static func + (a: BigInteger, b: BigInteger) -> BigInteger {
    if a.negative == b.negative { return BigInteger(magnitude: addMagnitudes(a.magnitude, b.magnitude), negative: a.negative) }
    if compareMagnitudes(a.magnitude, b.magnitude) >= 0 {
      return BigInteger(magnitude: subtractMagnitudes(a.magnitude, b.magnitude), negative: a.negative)
    }
    return BigInteger(magnitude: subtractMagnitudes(b.magnitude, a.magnitude), negative: b.negative)
  }

  static prefix func - (a: BigInteger) -> BigInteger { BigInteger(magnitude: a.magnitude, negative: !a.negative) }
  static func - (a: BigInteger, b: BigInteger) -> BigInteger { a + -b }

  static func * (a: BigInteger, b: BigInteger) -> BigInteger {
    guard !a.isZero && !b.isZero else { return BigInteger(0) }
    var result = [UInt32](repeating: 0, count: a.magnitude.count + b.magnitude.count)
    for i in 0..<a.magnitude.count {
      var carry: UInt64 = 0
      for j in 0..<b.magnitude.count {
        let t = UInt64(a.magnitude[i]) * UInt64(b.magnitude[j]) + UInt64(result[i + j]) + carry
        result[i + j] = UInt32(truncatingIfNeeded: t)
        carry = t >> 32
      }
      result[i + b.magnitude.count] = UInt32(carry)
    }
    return BigInteger(magnitude: result, negative: a.negative != b.negative)
  }

  /// self · 2^k, k ≥ 0.
  func shiftedLeft(_ k: Int) -> BigInteger {
    guard !isZero else { return self }
    var result = [UInt32](repeating: 0, count: k / 32)
    let bits = UInt64(k % 32)
    var carry: UInt64 = 0
    for limb in magnitude {
      let v = (UInt64(limb) << bits) | carry
      result.append(UInt32(truncatingIfNeeded: v))
      carry = v >> 32
    }
    if carry > 0 { result.append(UInt32(carry)) }
    return BigInteger(magnitude: result, negative: negative)
  }

  var bitLength: Int {
    guard let top = magnitude.last else { return 0 }
    return (magnitude.count - 1) * 32 + (32 - top.leadingZeroBitCount)
  }

  func bit(_ i: Int) -> Bool { (magnitude[i / 32] >> UInt32(i % 32)) & 1 == 1 }

  /// ⌊|a| / |b|⌋ and the remainder, |b| > 0 (bit by bit).
  static func divideMagnitudes(_ a: BigInteger, _ b: BigInteger) -> (quotient: BigInteger, remainder: BigInteger) {
    var quotient = [UInt32](repeating: 0, count: a.magnitude.count)
    var remainder = BigInteger(0)
    let divisor = BigInteger(magnitude: b.magnitude, negative: false)
    for i in stride(from: a.bitLength - 1, through: 0, by: -1) {
      remainder = remainder.shiftedLeft(1)
      if a.bit(i) { remainder = remainder + BigInteger(1) }
      if compareMagnitudes(remainder.magnitude, divisor.magnitude) >= 0 {
        remainder = remainder - divisor
        quotient[i / 32] |= 1 << UInt32(i % 32)
      }
    }
    return (BigInteger(magnitude: quotient, negative: false), remainder)
  }

  /// The integer value, when it fits.
  var int: Int? {
    guard bitLength <= 62 else { return nil }
    var v = 0
    for (i, limb) in magnitude.enumerated() { v |= Int(limb) << (32 * i) }
    return negative ? -v : v
  }
}

/// A fraction num / den of big integers, den > 0, not reduced.
struct Rational {
  var num: BigInteger
  var den: BigInteger

  init(_ num: BigInteger, _ den: BigInteger = BigInteger(1)) {
    self.num = num
    self.den = den
  }

  init(_ n: Int) { self.init(BigInteger(n)) }

  /// The value a finite double denotes, exactly: its significand times a power of two.
  init(_ x: Double) {
    precondition(x.isFinite)
    guard x != 0 else {
      self.init(BigInteger(0))
      return
    }
    let significand = Int(x.significandBitPattern | (x.isNormal ? 1 << 52 : 0))
    let exponent = x.isNormal ? Int(x.exponent) - 52 : -1074
    let m = BigInteger(x < 0 ? -significand : significand)
    if exponent >= 0 {
      self.init(m.shiftedLeft(exponent))
    } else {
      self.init(m, BigInteger(1).shiftedLeft(-exponent))
    }
  }

  static func + (a: Rational, b: Rational) -> Rational { Rational(a.num * b.den + b.num * a.den, a.den * b.den) }
  static prefix func - (a: Rational) -> Rational { Rational(-a.num, a.den) }
  static func - (a: Rational, b: Rational) -> Rational { a + -b }
  static func * (a: Rational, b: Rational) -> Rational { Rational(a.num * b.num, a.den * b.den) }
  /// a / b, b ≠ 0.
  static func / (a: Rational, b: Rational) -> Rational {
    let num = a.num * b.den, den = a.den * b.num
    return Rational(den.negative ? -num : num, den.negative ? -den : den)
  }

  var signum: Int { num.signum }
  static func compare(_ a: Rational, _ b: Rational) -> Int { (a - b).signum }
  static func < (a: Rational, b: Rational) -> Bool { compare(a, b) < 0 }
  static func == (a: Rational, b: Rational) -> Bool { compare(a, b) == 0 }
  static func min(_ a: Rational, _ b: Rational) -> Rational { a < b ? a : b }
  static func max(_ a: Rational, _ b: Rational) -> Rational { a < b ? b : a }

  /// ⌊self⌋ (any sign).
  var floor: BigInteger {
    let (q, r) = BigInteger.divideMagnitudes(num, den)
    if !num.negative { return q }
    return r.isZero ? -q : -(q + BigInteger(1))
  }

  /// The doubles the value may round to: the nearest (ties to even), and when the value is within
  /// a relative 2⁻⁹⁰ of a midpoint between two doubles, both of them. Normal range only (the
  /// subnormals' coarser spacing is not modelled).
  var roundings: [Double] {
    guard !num.isZero else { return [0] }
    let negative = num.negative
    let n = BigInteger(magnitude: num.magnitude, negative: false)
    // Find e with 2⁵² ≤ |value| · 2^-e < 2⁵³: q = ⌊n · 2^-e / den⌋.
    var e = n.bitLength - den.bitLength - 53
    var q: BigInteger, r: BigInteger, scaledDen: BigInteger
    while true {
      let scaledNum = e < 0 ? n.shiftedLeft(-e) : n
      scaledDen = e > 0 ? den.shiftedLeft(e) : den
      (q, r) = BigInteger.divideMagnitudes(scaledNum, scaledDen)
      if q.bitLength < 53 {
        e -= 1
      } else if q.bitLength > 53 {
        e += 1
      } else {
        break
      }
    }
    // Compare 2r with the denominator: below, at or above the midpoint.
    let twice = r.shiftedLeft(1)
    let side = BigInteger.compareMagnitudes(twice.magnitude, scaledDen.magnitude)
    let low = Double(sign: negative ? .minus : .plus, exponent: e, significand: Double(q.int ?? 0))
    let high = Double(sign: negative ? .minus : .plus, exponent: e, significand: Double((q.int ?? 0) + 1))
    // Near the midpoint: |2r − den| < den · 2^-37 (2⁻⁹⁰ of the value).
    let gap = twice - scaledDen
    let nearMidpoint = BigInteger.compareMagnitudes(gap.magnitude.isEmpty ? [] : gap.shiftedLeft(37).magnitude, scaledDen.magnitude) < 0
    if nearMidpoint { return [low, high] }
    if side < 0 { return [low] }
    if side > 0 { return [high] }
    return [(q.int ?? 0) % 2 == 0 ? low : high]
  }
}
