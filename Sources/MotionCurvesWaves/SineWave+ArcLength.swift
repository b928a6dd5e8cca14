import MotionCurvesCore
import RealModule

extension SineWave {
  /// The length of the wave's curve between x0 and x1 (negative when x1 < x0) at time t:
  /// ∫ √(1 + (A·ω·cos θ)²) dx with θ = ω·x + φ + speed·t.
  ///
  /// The integrand has period π in θ. Whole half-periods come from the complete elliptic integral
  /// of the second kind, 2√(1 + a²)·E(a²/(1 + a²)) with a = A·ω, by the arithmetic–geometric mean
  /// (quadratic convergence); the remainder comes from adaptive Gauss–Kronrod (7–15) quadrature.
  ///
  /// - Precision: relative error ≤ 1e-12 (the cross-checks compare with GSL's qags).
  /// - Complexity: O(1) in the number of periods.
  public func arcLength(from x0: Double, to x1: Double, time t: Double = 0) -> Double {
    guard x0 != x1 else { return 0 }
    guard x1 > x0 else { return -arcLength(from: x1, to: x0, time: t) }
    let a = amplitude * angularFrequency
    let omega = abs(angularFrequency)
    guard amplitude != 0 && omega != 0 else { return x1 - x0 }
    // In θ: length = (1/ω)·∫ √(1 + a² cos² θ) dθ over [θ0, θ1]. For |a| > 1 it is written
    // |A|·∫ √(1/a² + cos² θ) dθ instead, so that a² never overflows (A = 1e155 is an ordinary
    // input) and a·ω itself may be beyond the largest Double.
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
    let rest = Self.integrate(f, from: start + halfPeriods * .pi, to: start + span, tolerance: 1e-14)
    return large ? (whole + rest) * abs(amplitude) : (whole + rest) / omega
  }

  /// ∫₀^π √(b² + cos² θ) dθ = 2√(1 + b²)·E(1/(1 + b²)) for b = 1/|a| ≤ 1: the half-period
  /// integral of a steep wave divided by |a|.
  static func scaledHalfPeriodIntegral(_ b: Double) -> Double {
    2 * (1 + b * b).squareRoot() * completeEllipticE(1 / (1 + b * b), complement: b * b / (1 + b * b))
  }

  /// ∫₀^π √(1 + a² cos² θ) dθ = 2√(1 + a²)·E(k), k² = a²/(1 + a²).
  static func halfPeriodIntegral(_ a: Double) -> Double {
    let m = a * a / (1 + a * a)
    return 2 * (1 + a * a).squareRoot() * completeEllipticE(m, complement: 1 / (1 + a * a))
  }

  /// E(m) = ∫₀^{π/2} √(1 − m sin² θ) dθ, given m and its complement 1 − m (computed by the caller
  /// without cancellation). By the AGM, E = K·(1 − Σ 2ⁿ⁻¹ cₙ²), K = π/(2·AGM(1, √(1 − m))); next to
  /// m = 1, where K grows without bound and the bracket vanishes, by the series
  /// E ≈ 1 + (m₁/4)·(ln(16/m₁) − 1) in m₁ = 1 − m (its next term is below 1e-19 for m₁ < 1e-10).
  static func completeEllipticE(_ m: Double, complement m1: Double) -> Double {
    if m1 < 1e-10 { return m1 == 0 ? 1 : 1 + m1 / 4 * (Double.log(16) - Double.log(m1) - 1) }
    var a = 1.0
    var b = m1.squareRoot()
    var c = m.squareRoot()
    var sum = 0.5 * c * c
    var power = 0.5
    for _ in 0..<40 where abs(c) > 1e-17 {
      c = (a - b) / 2
      let next = (a + b) / 2
      b = (a * b).squareRoot()
      a = next
      power *= 2
      sum += power * c * c
    }
    return .pi / (2 * a) * (1 - sum)
  }

  /// Adaptive Gauss–Kronrod 7–15 on [lo, hi], subdividing until the estimated error is below
  /// `tolerance` times the integral's size.
  static func integrate(_ f: (Double) -> Double, from lo: Double, to hi: Double, tolerance: Double, depth: Int = 0) -> Double {
    guard hi > lo else { return 0 }
    let (kronrod, gauss) = gaussKronrod15(f, lo, hi)
    // The integrand is smooth on less than half a period: 20 halvings are far more than it needs,
    // and a non-finite estimate is not refined (it would not converge).
    if abs(kronrod - gauss) <= tolerance * max(abs(kronrod), 1e-300) || depth >= 20 || !kronrod.isFinite { return kronrod }
    let mid = 0.5 * (lo + hi)
    return integrate(f, from: lo, to: mid, tolerance: tolerance, depth: depth + 1)
      + integrate(f, from: mid, to: hi, tolerance: tolerance, depth: depth + 1)
  }

  static func gaussKronrod15(_ f: (Double) -> Double, _ lo: Double, _ hi: Double) -> (Double, Double) {
    let (nodes, kronrodWeights, gaussWeights) = (kronrodNodes, kronrodWeights, gaussWeights)
    let center = 0.5 * (lo + hi)
    let half = 0.5 * (hi - lo)
    var kronrod = kronrodWeights[7] * f(center)
    var gauss = gaussWeights[3] * f(center)
    for i in 0..<7 {
      let pair = f(center - half * nodes[i]) + f(center + half * nodes[i])
      kronrod += kronrodWeights[i] * pair
      if i % 2 == 1 { gauss += gaussWeights[i / 2] * pair }
    }
    return (kronrod * half, gauss * half)
  }

  /// Nodes and weights of the 15-point Kronrod rule and its embedded 7-point Gauss rule.
  static let kronrodNodes = [
    0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
    0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
    0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
    0.207784955007898467600689403773245, 0.0,
  ]
  static let kronrodWeights = [
    0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
    0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
    0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
    0.204432940075298892414161999234649, 0.209482141084727828012999174891714,
  ]
  static let gaussWeights = [
    0.129484966168869693270611432679082, 0.279705391489276667901467771423780,
    0.381830050505118944950369775488975, 0.417959183673469387755102040816327,
  ]
}
