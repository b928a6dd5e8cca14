import MotionCurvesCore

/// One coordinate of a timing curve as the power-basis cubic ((a·t + b)·t + c)·t, with the
/// coefficients kept exactly (double-double) as computed from the control point coordinates:
/// c = 3·p1, b = 3·p2 − 6·p1, a = 1 + 3·p1 − 3·p2.
struct CubicPolynomial {
  let a, b, c: DoubleDouble

  init(bezier p1: Double, _ p2: Double) {
    let three1 = DoubleDouble.twoProduct(3, p1)
    let three2 = DoubleDouble.twoProduct(3, p2)
    c = three1
    b = three2 - three1 - three1
    a = three1 - three2 + 1
  }

  /// p(t) as a double-double, and p′(t) rounded once: the Taylor coefficients that must keep a
  /// small relative error next to a vertical tangent. The slope is recomputed in double-double only
  /// where it is small enough for cancellation to matter.
  func exactValueAndSlope(at t: Double) -> (value: DoubleDouble, slope: Double) {
    let at = a * t
    let value = ((at + b) * t + c) * t
    var slope = derivative(at: t)
    if slope < 0.25 { slope = ((at * 3 + b * 2) * t + c).value }
    return (value, slope)
  }

  /// ``exactValueAndSlope(at:)`` at two points at once: (hi, lo) of p(t) as double-doubles and p′(t)
  /// rounded once, lane by lane the same operations (`DoubleDouble`'s TwoSum, fast TwoSum and
  /// Veltkamp TwoProduct) and so the same results. Only for x(t): its coefficients are at most 10
  /// in magnitude and t ∈ [0, 1], so no product comes near the overflow that `twoProduct` guards.
  func exactValuesAndSlopes(at t: SIMD2<Double>) -> (hi: SIMD2<Double>, lo: SIMD2<Double>, slope: SIMD2<Double>) {
    typealias V = SIMD2<Double>
    @inline(__always) func twoSum(_ a: V, _ b: V) -> (V, V) {
      let s = a + b
      let bb = s - a
      return (s, (a - (s - bb)) + (b - bb))
    }
    @inline(__always) func fastTwoSum(_ a: V, _ b: V) -> (V, V) {
      let s = a + b
      return (s, b - (s - a))
    }
    @inline(__always) func split(_ a: V) -> (V, V) {
      let c = 134_217_729.0 * a
      let hi = c - (c - a)
      return (hi, a - hi)
    }
    @inline(__always) func times(_ a: (V, V), _ b: V) -> (V, V) {
      let p = a.0 * b
      let (ah, al) = split(a.0)
      let (bh, bl) = split(b)
      let e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
      return fastTwoSum(p, e + a.1 * b)
    }
    @inline(__always) func plus(_ a: (V, V), _ b: (V, V)) -> (V, V) {
      let s = twoSum(a.0, b.0)
      return fastTwoSum(s.0, s.1 + (a.1 + b.1))
    }
    let a = (V(repeating: self.a.hi), V(repeating: self.a.lo))
    let b = (V(repeating: self.b.hi), V(repeating: self.b.lo))
    let c = (V(repeating: self.c.hi), V(repeating: self.c.lo))
    let at = times(a, t)
    let value = times(plus(times(plus(at, b), t), c), t)
    let roundedSlope = (3 * self.a.value * t + 2 * self.b.value) * t + self.c.value
    let small = roundedSlope .< 0.25
    guard any(small) else { return (value.0, value.1, roundedSlope) }
    let exactSlope = plus(times(plus(times(at, V(repeating: 3)), times(b, V(repeating: 2))), t), c)
    return (value.0, value.1, roundedSlope.replacing(with: exactSlope.0 + exactSlope.1, where: small))
  }

  /// p″(t)/2 = 3a·t + b, the u² coefficient of the Taylor expansion at t.
  func halfSecondDerivative(at t: Double) -> Double {
    3 * a.value * t + b.value
  }

  func value(at t: Double) -> Double {
    ((a.value * t + b.value) * t + c.value) * t
  }

  func derivative(at t: Double) -> Double {
    (3 * a.value * t + 2 * b.value) * t + c.value
  }

  func secondDerivative(at t: Double) -> Double {
    6 * a.value * t + 2 * b.value
  }

  /// (du/df, d²u/df²) of the inverse t(x) at t, with f = x/h: dt/dx = 1/x′, d²t/dx² = −x″/x′³.
  func inverseJet(t: Double, h: Double) -> SIMD2<Double> {
    inverseJet(t: t, h: h, inverseSlope: 1 / derivative(at: t))
  }

  /// ``inverseJet(t:h:)`` with 1/x′(t) given (to a few ulps).
  func inverseJet(t: Double, h: Double, inverseSlope: Double) -> SIMD2<Double> {
    let d2 = secondDerivative(at: t)
    let r = h * inverseSlope
    return SIMD2(r, -d2 * r * r * r * (1 / h))
  }

  /// y(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ in the Bernstein basis: every term is a product of
  /// nonnegative basis values and one control coordinate, so the rounding error is a few ulps of
  /// max(1, |p1|, |p2|), and the ends are exact (0 at t = 0, 1 at t = 1).
  static func bernsteinValue(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * t) * (s * p1 + t * p2) + t * t * t
  }

  /// The t in [lower, 1] with p(t) = value, for p increasing on [0, 1], given 1/p′(lower) = `inverseSlope`
  /// and p(lower) ≈ value − `step`. Accurate to about 6e-11 where p′ is not small, and to the
  /// rounding of p elsewhere (see `BezierSolver.bracketMargin`).
  ///
  /// First guess: the inverse Taylor series of order 3 from `lower`, with q = step·inverseSlope,
  /// t ≈ lower + q − ½p″q²/p′ + (3p″²/p′² − p‴/p′)·q³/6, whose error is O(step⁴). One Newton step
  /// from it, s = r/p′, leaves an error of at most M·s²/p′·(1 + O(M·s/p′)) with M a bound of |p″|/2
  /// near the guess; when that is below 2⁻³⁴ ≈ 6e-11 (and p′ is not small) the step is final, else
  /// a second step is tried the same way. Otherwise Newton safeguarded by bisection runs to a step
  /// of 1e-12. The edges only seed the quintic guesses, whose own error is 1e-11 to 1e-8, and the
  /// brackets, which have a margin of 2⁻¹²: the fast path certifies each result by its Halley step,
  /// so an edge off by 6e-11 costs nothing but, at worst, a slightly larger step.
  func solveForT(value target: Double, step: Double, above lower: Double, inverseSlope inverse: Double)
    -> (t: Double, inverseSlope: Double)
  {
    var lo = lower
    var hi = 1.0
    var t = 0.5 * (lo + hi)
    if inverse > 0 && inverse.isFinite {
      let q = step * inverse
      let curvature = secondDerivative(at: lo)
      // p‴/3 = 2a.
      let guess = lo + q + q * q * inverse * (-0.5 * curvature + (curvature * curvature * inverse - 2 * a.value) * q * 0.5)
      if guess > lo && guess < hi {
        t = guess
        // Up to two certified Newton steps; the second is rarely needed.
        for _ in 0..<2 {
          let d = derivative(at: t)
          guard d >= 0x1p-10 else { break }
          let inverseD = 1 / d
          let curvatureHere = secondDerivative(at: t)
          let s = (value(at: t) - target) * inverseD
          let bound = (0.5 * abs(curvatureHere) + 6 * abs(a.value) * abs(s)) * inverseD
          let next = t - s
          guard bound * abs(s) <= 0x1p-10 && next > lo && next < hi else { break }
          // 1/p′(t − s) = 1/(p′ − p″s + 3a·s²) ≈ (1/p′)(1 + e + e²) with e = p″s/p′, |e| ≤ 2⁻⁹:
          // the next edge's guess needs no more, and gets it without a division.
          let e = curvatureHere * s * inverseD
          if bound * s * s <= 0x1p-34 { return (next, inverseD * (1 + e * (1 + e))) }
          t = next
        }
      }
    }
    for _ in 0..<200 {
      let r = value(at: t) - target
      if r == 0 { break }
      if r < 0 { lo = t } else { hi = t }
      var next = t - r / derivative(at: t)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      // The edges feed first guesses and brackets with a wide margin: 1e-12 is plenty, and
      // Newton's last step leaves far less.
      if abs(next - t) <= 1e-12 || !(lo < hi) {
        t = next
        break
      }
      t = next
    }
    return (t, 1 / derivative(at: t))
  }
}
