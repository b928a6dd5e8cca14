import CurveReference

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The error reference of the colour rows: CSS Color 4's chain sRGB → linear sRGB → XYZ (D65) →
/// LMS → cube root → Oklab → OkLCh, evaluated in double-double (`Wide`, about 32 digits), written
/// here from the spec's formulas and published constants and sharing no code with the library.
///
/// What it evaluates exactly (to ~1e-30) is the function CSS Color 4's sample code
/// (`conversions.js`) defines with its float64 constants — the constants as JavaScript holds them,
/// taken from `shared/conformance/css-color-constants.json` (its `float64` fields; source
/// w3c/csswg-drafts `css-color-4/conversions.js` at commit 064b9815), the transfer's 0.04045,
/// 0.055, 1.055 and 12.92 as doubles, and the exponent 2.4 as the double 2.4 − 8.9e-17 — with
/// none of that function's roundings. So the difference from a library result is that result's own
/// rounding error.
///
/// Checked once against the same function in Python mpmath at 60 digits (with every double
/// converted exactly): OkLCh of 8 of the benchmark's colours and 2 out of gamut within 4.2e-31
/// relative, 6 of the premultiplied Oklab mixes within 1e-32: ~2e-15 of a double's ulp.
enum ColorReference {
  // MARK: Constants (css-color-constants.json, float64 fields)

  /// `lin_sRGB_to_XYZ_D65` (the rationals 506752/1228815 … correctly rounded).
  static let linearSRGBToXYZ: [[Double]] = [
    [0.4123907992659595, 0.35758433938387796, 0.1804807884018343],
    [0.21263900587151036, 0.7151686787677559, 0.07219231536073371],
    [0.01933081871559185, 0.11919477979462599, 0.9505321522496606],
  ]
  /// `OKLab.XYZ_D65_to_LMS` (CSS's recalculation for a consistent D65 white, csswg-drafts#6642).
  static let xyzToLMS: [[Double]] = [
    [0.819022437996703, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]
  /// `OKLab.LMS_cbrt_to_OKLab`.
  static let lmsToOklab: [[Double]] = [
    [0.210454268309314, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.42859224204858, 0.450593709617411],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]

  /// π and π/2 in double-double.
  static let pi = Wide(hi: 3.141592653589793, lo: 1.2246467991473532e-16)
  static let halfPi = Wide(hi: 1.5707963267948966, lo: 6.123233995736766e-17)

  // MARK: The chain

  /// sRGB's transfer to linear light, sign-symmetric: v/12.92 for |v| ≤ 0.04045, else
  /// sign(v)·((|v| + 0.055)/1.055)^2.4, the power as a fifth root of the 12th power polished by
  /// Newton's method, times u^(2.4 − 12/5) for the double exponent.
  static func linear(_ v: Double) -> Wide {
    let a = abs(v)
    let magnitude: Wide
    if a <= 0.04045 {
      magnitude = Wide(a) / Wide(12.92)
    } else {
      let u = (Wide(a) + Wide(0.055)) / Wide(1.055)
      let u2 = u * u, u4 = u2 * u2, u8 = u4 * u4
      var power = root(u8 * u4, 5)
      // The double 2.4 is 12/5 − 8.88e-17: u^2.4 = u^(12/5)·(1 + (2.4 − 12/5)·ln u) to first order.
      let exponentError = (Wide(2.4) - Wide(12) / Wide(5)).value
      power = power + power * (exponentError * log(u.hi))
      magnitude = power
    }
    return v < 0 ? -magnitude : magnitude
  }

  /// M·v in double-double.
  static func apply(_ m: [[Double]], _ v: [Wide]) -> [Wide] {
    m.map { row in Wide(row[0]) * v[0] + Wide(row[1]) * v[1] + Wide(row[2]) * v[2] }
  }

  /// Oklab (L, a, b) of a gamma-encoded sRGB colour (any real components).
  static func oklab(srgb v: SIMD3<Double>) -> [Wide] {
    let xyz = apply(linearSRGBToXYZ, [linear(v.x), linear(v.y), linear(v.z)])
    let lms = apply(xyzToLMS, xyz)
    return apply(lmsToOklab, lms.map { root($0, 3) })
  }

  /// OkLCh (L, C, h in degrees in [0, 360)) of a gamma-encoded sRGB colour.
  static func oklch(srgb v: SIMD3<Double>) -> [Wide] {
    let lab = oklab(srgb: v)
    let chroma = squareRoot(lab[1] * lab[1] + lab[2] * lab[2])
    var hue = angle(y: lab[2], x: lab[1]) * (Wide(180) / pi)
    if hue.hi < 0 { hue = hue + Wide(360) }
    return [lab[0], chroma, hue]
  }

  /// CSS's premultiplied interpolation in Oklab between two sRGB colours with straight alpha, at
  /// `t`: both colours to Oklab, components times alpha, each lerped, alpha clamped to [0, 1],
  /// components divided by it. (L, a, b, alpha).
  static func oklabMix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, at t: Wide) -> [Wide] {
    let pa = oklab(srgb: SIMD3(a.x, a.y, a.z)).map { $0 * a.w }
    let pb = oklab(srgb: SIMD3(b.x, b.y, b.z)).map { $0 * b.w }
    var alpha = Wide(a.w) + (Wide(b.w) - Wide(a.w)) * t
    if alpha.hi < 0 { alpha = Wide(0) }
    if alpha.hi > 1 { alpha = Wide(1) }
    let lerped = (0..<3).map { pa[$0] + (pb[$0] - pa[$0]) * t }
    return (alpha.hi == 0 ? lerped : lerped.map { $0 / alpha }) + [alpha]
  }

  /// Core Animation's interpolation: each component and alpha lerped as plain numbers, alpha
  /// clamped to [0, 1]. (r, g, b, alpha).
  static func componentWise(_ a: SIMD4<Double>, _ b: SIMD4<Double>, at t: Wide) -> [Wide] {
    var result = (0..<4).map { Wide(a[$0]) + (Wide(b[$0]) - Wide(a[$0])) * t }
    if result[3].hi < 0 { result[3] = Wide(0) }
    if result[3].hi > 1 { result[3] = Wide(1) }
    return result
  }

  // MARK: Double-double functions

  /// The n-th root (n = 3, 5) of x, sign-preserving for odd n: the double root polished by two
  /// Newton steps in double-double (each squares the relative error).
  static func root(_ x: Wide, _ n: Int) -> Wide {
    if x.hi == 0 { return Wide(0) }
    let start = n == 3 ? cbrt(x.hi) : copysign(pow(abs(x.hi), 1 / Double(n)), x.hi)
    var y = Wide(start)
    for _ in 0..<2 {
      var power = y  // y^(n−1)
      for _ in 0..<(n - 2) { power = power * y }
      y = y - (power * y - x) / (Wide(Double(n)) * power)
    }
    return y
  }

  static func squareRoot(_ x: Wide) -> Wide {
    if x.hi <= 0 { return Wide(0) }
    var y = Wide(sqrt(x.hi))
    for _ in 0..<2 { y = y + (x - y * y) / (Wide(2) * y) }
    return y
  }

  /// atan2(y, x) in radians: the double atan2, corrected by tan(θ − θ₀) = (y·cos θ₀ − x·sin θ₀) /
  /// (x·cos θ₀ + y·sin θ₀) with sin θ₀ and cos θ₀ in double-double (the correction is ~1e-16,
  /// so atan of it is itself to 1e-48).
  static func angle(y: Wide, x: Wide) -> Wide {
    let theta0 = atan2(y.hi, x.hi)
    let (s, c) = sineAndCosine(theta0)
    let correction = (y * c - x * s) / (x * c + y * s)
    return Wide(theta0) + correction
  }

  /// sin and cos of a double angle in double-double: reduced by a multiple of π/2 (in
  /// double-double) to |r| ≤ π/4, then Taylor series to below 1e-34.
  static func sineAndCosine(_ theta: Double) -> (Wide, Wide) {
    let k = (theta / halfPi.hi).rounded()
    let r = Wide(theta) - halfPi * k
    let r2 = r * r
    var sine = r, cosine = Wide(1)
    var sineTerm = r, cosineTerm = Wide(1)
    var n = 1.0
    while n < 40 {
      cosineTerm = -(cosineTerm * r2) / Wide((2 * n - 1) * (2 * n))
      sineTerm = -(sineTerm * r2) / Wide((2 * n) * (2 * n + 1))
      cosine = cosine + cosineTerm
      sine = sine + sineTerm
      if abs(cosineTerm.hi) < 1e-36 && abs(sineTerm.hi) < 1e-36 { break }
      n += 1
    }
    switch (Int(k) % 4 + 4) % 4 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }
}

extension Wide {
  /// a/b in double-double: three quotient digits, each from the remainder.
  static func / (a: Wide, b: Wide) -> Wide {
    let q1 = a.hi / b.hi
    let r1 = a - b * q1
    let q2 = r1.hi / b.hi
    let r2 = r1 - b * q2
    let q3 = r2.hi / b.hi
    return Wide.exactSum(q1, q2) + Wide(q3)
  }
}
