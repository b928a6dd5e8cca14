import MotionCurvesCore
import RealModule

// The arc length of a sine wave, y = A·sin(θ) + h with θ = ω·x + φ + speed·t: in θ the length is
// (1/ω)·∫ √(1 + a²·cos²θ) dθ with a = A·ω, an integrand of period π. Whole half-periods come from the
// complete elliptic integral of the second kind, 2√(1 + a²)·E(a²/(1 + a²)) (Core's
// `EllipticIntegral`, Carlson's forms); the remaining part of a half-period from Core's adaptive
// Gauss–Legendre quadrature, split where cos θ = 0 (the integrand's minima, where a steep wave's
// speed has its near-kink). For |a| > 1 the integrand is written |A|·√(1/a² + cos²θ) instead, so
// that a² never overflows (A = 1e155 is an ordinary input) and a·ω itself may be beyond the
// largest Double.

extension WaveCurve {
  /// The length of the wave's curve between x0 and x1 (clamped to ``parameterRange``), negative
  /// when x1 < x0: ∫ √(1 + (∂y/∂x)²) dx at this curve's time.
  ///
  /// Whole half-periods by the complete elliptic integral of the second kind, the remainder by
  /// adaptive Gauss–Legendre quadrature (16 and 24 points), so the cost does not grow with the
  /// number of periods.
  ///
  /// - Precision: |s − s_exact| ≤ 1e-12·|s| (the cross-checks compare with GSL's qags).
  /// - Complexity: O(1) in the number of periods.
  public func length(from x0: Double, to x1: Double) -> Double {
    let a = Swift.min(Swift.max(x0, parameterRange.lowerBound), parameterRange.upperBound)
    let b = Swift.min(Swift.max(x1, parameterRange.lowerBound), parameterRange.upperBound)
    if b < a { return -length(from: b, to: a) }
    if b == a { return 0 }
    return wave.length(from: a, to: b, time: time)
  }
}

extension SineWave {
  /// The arc length over [x0, x1], x0 < x1, at time t (see ``WaveCurve/length(from:to:)``).
  func length(from x0: Double, to x1: Double, time t: Double) -> Double {
    let a = amplitude * angularFrequency
    let omega = abs(angularFrequency)
    guard amplitude != 0 && omega != 0 else { return x1 - x0 }
    let (sine, cosine) = sinCos(x: x0, time: t)
    let start = Double.atan2(y: sine, x: cosine)  // the angle at x0, reduced exactly, in (−π, π]
    let span = omega * (x1 - x0)
    guard span.isFinite else { return .infinity }
    let halfPeriods = (span / .pi).rounded(.down)
    let large = !(abs(a) <= 1)
    let b = large ? 1 / abs(a) : abs(a)  // 1/|a| (0 when a·ω overflows), or |a|
    let f = { (theta: Double) -> Double in
      let c = Double.cos(theta)
      return large ? (b * b + c * c).squareRoot() : (1 + b * b * c * c).squareRoot()
    }
    let whole = halfPeriods * (large ? Self.scaledHalfPeriodIntegral(b) : Self.halfPeriodIntegral(b))
    // The rest of a half-period, [start, start + span − k·π] by the period π of the integrand.
    let rest = Self.integrate(f, from: start, to: start + (span - halfPeriods * .pi))
    return large ? (whole + rest) * abs(amplitude) : (whole + rest) / omega
  }

  /// ∫₀^π √(b² + cos²θ) dθ = 2√(1 + b²)·E(1/(1 + b²)) for b = 1/|a| ≤ 1: the half-period
  /// integral of a steep wave divided by |a|.
  static func scaledHalfPeriodIntegral(_ b: Double) -> Double {
    let s = 1 + b * b
    return 2 * s.squareRoot() * EllipticIntegral.completeSecondKind(m: 1 / s, mc: b * b / s)
  }

  /// ∫₀^π √(1 + a²·cos²θ) dθ = 2√(1 + a²)·E(k), k² = a²/(1 + a²), for |a| ≤ 1.
  static func halfPeriodIntegral(_ a: Double) -> Double {
    let s = 1 + a * a
    return 2 * s.squareRoot() * EllipticIntegral.completeSecondKind(m: a * a / s, mc: 1 / s)
  }

  /// ∫ f over [lo, hi] (less than half a period π long) by Core's adaptive Gauss–Legendre rules,
  /// split at the angles π/2 + kπ inside, where cos θ = 0.
  static func integrate(_ f: (Double) -> Double, from lo: Double, to hi: Double) -> Double {
    guard hi > lo else { return 0 }
    var breaks = ArcBreaks()
    var k = ((lo - .pi / 2) / .pi).rounded(.up)
    while breaks.count < 4 {
      let theta = .pi / 2 + k * .pi
      guard theta < hi else { break }
      if theta > lo { breaks.insert(theta) }
      k += 1
    }
    return GaussLegendre.integrate(f, lo, hi, breaks: breaks)
  }
}
