import MotionCurvesCore
import RealModule

// Arc length of an elliptical arc through the incomplete elliptic integral of the second kind.
//
// With a ≥ b the larger and smaller radius, the speed |dP/dθ| = √(a² sin²θ + b² cos²θ) (rx ≥ ry)
// = a·√(1 − m sin²ψ) with ψ = θ − π/2 and m = 1 − (b/a)² (for ry > rx, ψ = θ). So the length is
// a·∫√(1 − m sin²ψ) dψ, which Core's `EllipticIntegral.secondKind(from:width:m:mc:)` evaluates over
// any interval: whole quarter-periods by E(π/2|m), partial ones by Carlson's forms or, where
// E(b) − E(a) would cancel, Gauss–Legendre.

extension EllipticalArc {
  /// The length of the part of the arc between parameters `t0` and `t1` (the angles
  /// start + t·sweep; the ellipse continues beyond [0, 1]), negative when t1 < t0: its
  /// ``ArcLengthCurve`` measure, of which ``ArcLengthCurve/length`` is the whole arc and
  /// ``ArcLengthCurve/parameter(atLength:)`` the inverse.
  ///
  /// Circles: r·|Δθ|. Ellipses: the incomplete elliptic integral of the second kind E(φ|m)
  /// (Carlson's symmetric forms R_F and R_D), whole quarter-periods by the complete integral, so
  /// any number of turns costs the same; eccentricities up to ry/rx = 1e-6 and beyond. An ellipse
  /// so eccentric that (ry/rx)² underflows (ratios beyond 1e-154) leaves the elliptic integral no
  /// room, and is measured as the flat ellipse it is to the last bit.
  ///
  /// - Parameters:
  ///   - t0: where the part starts, as a fraction of the sweep.
  ///   - t1: where it ends.
  /// - Precision: |s − s_exact| ≤ 1e-12·|s|.
  /// - Complexity: O(1) (a few Carlson evaluations).
  public func length(from t0: Double, to t1: Double) -> Double {
    if t1 < t0 { return -length(from: t1, to: t0) }
    let rx = abs(radii.x), ry = abs(radii.y)
    let width = (t1 - t0) * abs(sweepAngle)
    if width == 0 { return 0 }
    if rx == ry { return rx * width }
    // The smaller angle of the part: the integrand does not depend on the direction of travel.
    let from = startAngle + (sweepAngle >= 0 ? t0 : t1) * sweepAngle
    let result = Self.ellipseLength(rx: rx, ry: ry, from: from, width: width)
    return result.isNaN ? flatLength(from: t0, to: t1) : result
  }

  /// a·∫ √(1 − m sin²ψ) dψ over the ψ-interval of angles [θ, θ + width], radii > 0, width ≥ 0
  /// (Core's ``EllipticIntegral/secondKind(from:width:m:mc:)``).
  static func ellipseLength(rx: Double, ry: Double, from theta: Double, width: Double) -> Double {
    let major: Double, mc: Double, shift: Double
    if rx >= ry {
      (major, mc, shift) = (rx, (ry / rx) * (ry / rx), Double.pi / 2)
    } else {
      (major, mc, shift) = (ry, (rx / ry) * (rx / ry), 0)
    }
    return major * EllipticIntegral.secondKind(from: theta - shift, width: width, m: 1 - mc, mc: mc)
  }
}

extension EllipticalArc {
  /// The length of the part between fractions `a` and `b` of the sweep of an ellipse so eccentric
  /// that the smaller radius is below 1e-154 of the larger: the limit ry → 0, where the speed is
  /// rx·|sin θ| (or ry·|cos θ|), whose integral is exact in closed form. The relative error is
  /// below (ry/rx)² < 1e-308.
  func flatLength(from a: Double, to b: Double) -> Double {
    let major = Swift.max(radii.x, radii.y)
    let shift = radii.x >= radii.y ? 0 : Double.pi / 2  // |cos θ| = |sin(θ + π/2)|
    func integral(_ theta: Double) -> Double {  // ∫₀^θ |sin| for any θ
      let halfTurns = (theta / .pi).rounded(.down)
      return 2 * halfTurns + (1 - Double.cos(theta - halfTurns * .pi))
    }
    let t0 = startAngle + a * sweepAngle + shift, t1 = startAngle + b * sweepAngle + shift
    return major * abs(integral(t1) - integral(t0))
  }
}
