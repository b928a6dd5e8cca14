import MotionCurvesCore
import RealModule

/// A real number as significand · 2^exponent with the exponent unbounded: the exact value of a
/// product, quotient or sum of `Double`s that is beyond `Double`'s range, kept so that an error
/// can name it. Products and quotients are within an ulp of the significand; a sum within an ulp
/// of the larger term.
struct WideDouble: Sendable, Hashable {
  /// 0, or of magnitude in [1, 2).
  var significand: Double
  /// The power of two.
  var exponent: Int

  /// `value` exactly (a NaN or infinity is kept as its own significand).
  init(_ value: Double) {
    self.init(significand: value, exponent: 0)
  }

  /// significand · 2^exponent, normalized (the significand any finite number).
  init(significand: Double, exponent: Int) {
    guard significand != 0 && significand.isFinite else {
      (self.significand, self.exponent) = (significand, 0)
      return
    }
    let e = Int(significand.exponent)
    self.significand = Double(sign: .plus, exponent: -e, significand: significand)
    self.exponent = exponent + e
  }

  static func * (a: WideDouble, b: WideDouble) -> WideDouble {
    WideDouble(significand: a.significand * b.significand, exponent: a.exponent + b.exponent)
  }

  static func / (a: WideDouble, b: WideDouble) -> WideDouble {
    WideDouble(significand: a.significand / b.significand, exponent: a.exponent - b.exponent)
  }

  static func + (a: WideDouble, b: WideDouble) -> WideDouble {
    if b.significand == 0 { return a }
    if a.significand == 0 { return b }
    let (large, small) = a.exponent >= b.exponent ? (a, b) : (b, a)
    let shift = small.exponent - large.exponent
    guard shift > -1100 else { return large }
    let sum = large.significand + Double(sign: .plus, exponent: shift, significand: small.significand)
    return WideDouble(significand: sum, exponent: large.exponent)
  }

  /// The nearest `Double` (±∞ beyond the range, 0 or a subnormal below it).
  var value: Double {
    // In two steps, so that a subnormal result is rounded once.
    let half = exponent / 2
    return Double(sign: .plus, exponent: exponent - half, significand: Double(sign: .plus, exponent: half, significand: significand))
  }

  /// The value in decimal to 6 significant digits, `2e+308` or `-1.23457e+310` (shortest form).
  var decimalText: String {
    guard significand != 0 && significand.isFinite else { return "\(significand)" }
    // log10|x| = log10|s| + e·log10 2, to about 1e-13 for every exponent a Double can carry.
    let logarithm = Double.log10(significand.magnitude) + Double(exponent) * 0.301_029_995_663_981_2
    var power = Int(logarithm.rounded(.down))
    var digits = (Double.exp10(logarithm - Double(power)) * 1e5).rounded()
    if digits >= 1e6 {
      digits = (digits / 10).rounded()
      power += 1
    }
    var mantissa = "\(digits / 1e5)"
    if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
    return (significand < 0 ? "-" : "") + mantissa + (power < 0 ? "e-" : "e+") + "\(power.magnitude)"
  }
}
