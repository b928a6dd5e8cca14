import MotionCurvesCore
import RealModule

// The arc length of a sine wave, y = A·sin(θ) + h with θ = ω·x + φ + speed·t: in θ the length is
// (1/ω)·∫ √(1 + a²·cos²θ) dθ with a = A·ω. Since 1 + a²cos²θ = sin²θ + (1 + a²)·cos²θ, that is the
// speed of an ellipse with radii 1 and √(1 + a²): the length is √(1 + a²)/ω times
// ∫ √(1 − m·sin²θ) dθ with m = a²/(1 + a²), the integral of the second kind over the wave's angles,
// which Core's `EllipticIntegral.secondKind(from:width:m:mc:)` evaluates for ellipses too (whole
// quarter-periods by E(π/2|m), the rest by Carlson's forms or Gauss–Legendre). For |a| > 1 it is
// written |A|·√(1 + b²)·∫ √(1 − m·sin²θ) dθ with b = 1/|a| and m = 1/(1 + b²) instead, so that a²
// never overflows (A = 1e155 is an ordinary input) and a·ω itself may be beyond the largest Double.

extension WaveCurve {
  /// The length of the wave's curve between x0 and x1 (clamped to ``parameterRange``), negative
  /// when x1 < x0: ∫ √(1 + (∂y/∂x)²) dx at this curve's time.
  ///
  /// In the wave's angle θ it is the arc of an ellipse with radii 1 and √(1 + A²ω²): the integral
  /// of the second kind over the angles the stretch covers (Core's, as for ``EllipticalArc``) —
  /// whole quarter-periods by E(π/2|m), the rest by Carlson's forms or Gauss–Legendre — so the
  /// cost does not grow with the number of periods.
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
    // The angles the stretch covers: [θ0, θ0 + span], or [θ0 − span, θ0] when ω < 0.
    let from = angularFrequency > 0 ? start : start - span
    if abs(a) <= 1 {
      let s = 1 + a * a
      // The integral first: with ω near the smallest Double, √s/ω alone would overflow.
      return EllipticIntegral.secondKind(from: from, width: span, m: a * a / s, mc: 1 / s) * s.squareRoot() / omega
    }
    let b = 1 / abs(a)  // 0 when a·ω overflows
    let s = 1 + b * b
    return abs(amplitude) * s.squareRoot() * EllipticIntegral.secondKind(from: from, width: span, m: 1 / s, mc: b * b / s)
  }
}
