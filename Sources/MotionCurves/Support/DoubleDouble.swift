/// An unevaluated sum `hi + lo` of two doubles, carrying about 106 bits of significand.
///
/// Used only while precomputing per-curve tables, never on a per-frame path: it lets the
/// initializers evaluate polynomials at a pivot with a relative error near 2⁻¹⁰⁴, so that the
/// coefficients they round to `Double` are correctly rounded or within one ulp.
///
/// The algorithms are the classic error-free transformations (Knuth's TwoSum, FMA-based TwoProduct)
/// and the "sloppy" double-double addition of Dekker, whose error is at most about
/// 2⁻¹⁰⁴·(|a| + |b|).
struct DoubleDouble: Sendable {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// The double nearest to `hi + lo`.
  var value: Double { hi + lo }

  /// `a + b` exactly, as `s + e` (Knuth).
  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(hi: s, lo: e)
  }

  /// `a + b` exactly when |a| ≥ |b| (Dekker).
  static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(hi: s, lo: b - (s - a))
  }

  /// `a · b` exactly, using one fused multiply-add.
  static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    return DoubleDouble(hi: p, lo: (-p).addingProduct(a, b))
  }

  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = twoSum(a.hi, b.hi)
    return fastTwoSum(s.hi, s.lo + (a.lo + b.lo))
  }

  static func + (a: DoubleDouble, b: Double) -> DoubleDouble {
    let s = twoSum(a.hi, b)
    return fastTwoSum(s.hi, s.lo + a.lo)
  }

  static prefix func - (a: DoubleDouble) -> DoubleDouble {
    DoubleDouble(hi: -a.hi, lo: -a.lo)
  }

  static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }

  static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
    let p = twoProduct(a.hi, b)
    return fastTwoSum(p.hi, p.lo.addingProduct(a.lo, b))
  }

  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(a.hi, b.hi)
    return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }
}
