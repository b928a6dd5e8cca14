import MotionCurvesCore
import RealModule

/// A real number m·2^e with a `Double` significand and an `Int` exponent: the range of `Double`
/// widened so that a conversion whose intermediate values overflow (1e308^2.4 in sRGB's
/// transfer, a cube in Oklab) still reaches its finite result (1e308^2.4 has a cube root of about
/// 1e246).
///
/// Products, quotients and sums round once, as `Double` does, and are bit for bit the `Double`
/// results wherever those neither overflow nor underflow; powers take the exponent exactly
/// (``power(_:over:)``). A non-finite value is carried as it is (exponent 0).
struct ScaledDouble: Sendable {
  /// 0, a magnitude in [1, 2) with the value's sign, or a non-finite value.
  var significand: Double
  /// The power of two the significand is scaled by.
  var exponent: Int

  /// `x` exactly.
  init(_ x: Double) {
    guard x.isFinite && x != 0 else {
      significand = x
      exponent = 0
      return
    }
    significand = Double(sign: x.sign, exponent: 0, significand: x.significand)
    exponent = Int(x.exponent)
  }

  /// m·2^e exactly (normalized).
  init(_ m: Double, scaledBy e: Int) {
    self.init(m)
    if significand.isFinite && significand != 0 { exponent += e }
  }

  /// The nearest `Double`: ±∞ beyond ±1.8e308, 0 or subnormal below 2⁻¹⁰²², so comparisons with
  /// normal thresholds are exact.
  var value: Double { Double(sign: .plus, exponent: exponent, significand: significand) }

  var magnitude: ScaledDouble { ScaledDouble(significand.magnitude, scaledBy: exponent) }

  /// `self` with the sign of `other` (odd symmetry of the transfer functions).
  func withSign(of other: ScaledDouble) -> ScaledDouble {
    other.significand < 0 ? -magnitude : magnitude
  }

  static prefix func - (a: ScaledDouble) -> ScaledDouble { ScaledDouble(-a.significand, scaledBy: a.exponent) }

  static func * (a: ScaledDouble, b: ScaledDouble) -> ScaledDouble {
    ScaledDouble(a.significand * b.significand, scaledBy: a.exponent + b.exponent)
  }

  static func / (a: ScaledDouble, b: ScaledDouble) -> ScaledDouble {
    ScaledDouble(a.significand / b.significand, scaledBy: a.exponent - b.exponent)
  }

  static func + (a: ScaledDouble, b: ScaledDouble) -> ScaledDouble {
    if a.significand == 0 || !b.significand.isFinite { return b }
    if b.significand == 0 || !a.significand.isFinite { return a }
    let e = max(a.exponent, b.exponent)
    let x = Double(sign: .plus, exponent: a.exponent - e, significand: a.significand)
    let y = Double(sign: .plus, exponent: b.exponent - e, significand: b.significand)
    return ScaledDouble(x + y, scaledBy: e)
  }

  static func - (a: ScaledDouble, b: ScaledDouble) -> ScaledDouble { a + -b }

  /// sign(x)·|x|^(n/d) for integers n, d > 0: the significand's power times 2^(e·n/d), whose
  /// whole part is exact and whose fraction r/d (0 ≤ r < d) is one `pow(2, r/d)`.
  ///
  /// - Precision: within 4 ulps of the exact power (three roundings and `pow`'s own, about
  ///   1 ulp), whatever the exponent; a cube (3/1) within 2 ulps and a cube root (1/3) within 3.
  func power(_ n: Int, over d: Int) -> ScaledDouble {
    guard significand.isFinite && significand != 0 else { return self }
    let m = significand.magnitude
    let scaled = exponent * n
    let whole = scaled >= 0 ? scaled / d : -((-scaled + d - 1) / d)
    let fraction = scaled - whole * d
    let base: Double
    let twoToFraction: Double
    switch (n, d) {
    case (3, 1):
      base = m * m * m
      twoToFraction = 1
    case (1, 3):
      base = Double.root(m, 3)
      twoToFraction = fraction == 0 ? 1 : Double.root(Double(1 << fraction), 3)
    default:
      base = Double.pow(m, Double(n) / Double(d))
      twoToFraction = fraction == 0 ? 1 : Double.pow(2, Double(fraction) / Double(d))
    }
    return ScaledDouble(significand < 0 ? -(base * twoToFraction) : base * twoToFraction, scaledBy: whole)
  }
}

extension ScaledDouble {
  static func * (a: Double, b: ScaledDouble) -> ScaledDouble { ScaledDouble(a) * b }
  static func + (a: ScaledDouble, b: Double) -> ScaledDouble { a + ScaledDouble(b) }
  static func - (a: ScaledDouble, b: Double) -> ScaledDouble { a + ScaledDouble(-b) }
  static func / (a: ScaledDouble, b: Double) -> ScaledDouble { a / ScaledDouble(b) }
}

/// Three reals sharing one exponent, m·2^e: the vectors of the scaled conversion path, so that a
/// 3 × 3 matrix multiplies them with no overflow in its products (``ColorMatrix/callAsFunction(_:)-(ScaledVector)``).
struct ScaledVector: Sendable {
  var significands: SIMD3<Double>
  var exponent: Int

  /// `v` exactly.
  init(_ v: SIMD3<Double>) {
    significands = v
    exponent = 0
  }

  /// Three scaled numbers on the largest one's exponent (components 2¹⁰⁷⁴ times smaller than the
  /// largest become 0, which is below its rounding).
  init(_ x: ScaledDouble, _ y: ScaledDouble, _ z: ScaledDouble) {
    let parts = [x, y, z]
    let e = parts.filter { $0.significand != 0 && $0.significand.isFinite }.map(\.exponent).max() ?? 0
    func aligned(_ p: ScaledDouble) -> Double { Double(sign: .plus, exponent: p.exponent - e, significand: p.significand) }
    significands = SIMD3(aligned(x), aligned(y), aligned(z))
    exponent = e
  }

  subscript(_ i: Int) -> ScaledDouble { ScaledDouble(significands[i], scaledBy: exponent) }

  /// The nearest doubles (±∞ beyond the range).
  var value: SIMD3<Double> {
    if exponent == 0 { return significands }
    return SIMD3(self[0].value, self[1].value, self[2].value)
  }

  /// Whether every component is a finite double.
  var isFinite: Bool {
    let v = value
    return v.x.isFinite && v.y.isFinite && v.z.isFinite
  }

  /// `f` applied to each component.
  func map(_ f: (ScaledDouble) -> ScaledDouble) -> ScaledVector { ScaledVector(f(self[0]), f(self[1]), f(self[2])) }

  /// The significands brought to at most 2 in magnitude (an exact power-of-two shift), so that
  /// products with matrix coefficients below 4 and their sums stay finite.
  var normalized: ScaledVector {
    let largest = max(significands.x.magnitude, significands.y.magnitude, significands.z.magnitude)
    guard largest.isFinite && largest != 0 else { return self }
    let shift = Int(largest.exponent)
    guard shift != 0 else { return self }
    var result = self
    for i in 0..<3 { result.significands[i] = Double(sign: .plus, exponent: -shift, significand: significands[i]) }
    result.exponent += shift
    return result
  }
}

extension ColorMatrix {
  /// M·v on a scaled vector: its significands (normalized) through the matrix, its exponent kept;
  /// the `Double` product bit for bit wherever that neither overflows nor underflows.
  func callAsFunction(_ v: ScaledVector) -> ScaledVector {
    let n = v.normalized
    var result = n
    result.significands = self(n.significands)
    return result
  }
}
