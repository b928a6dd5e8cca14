import MotionCurvesCore
import RealModule

// SVG's endpoint parameterization of an arc → centre form (SVG 2 implementation notes,
// "Conversion from endpoint to center parameterization" and "Correction of out-of-range radii").

extension EllipticalArc {
  /// What an SVG `A` command draws from `start`: nothing when the endpoints coincide, a line when
  /// a radius is 0, else an arc in centre form (radii scaled up by √Λ when too small to reach).
  public enum EndpointConversion: Sendable, Hashable {
    /// The endpoints coincide: the segment is omitted.
    case omitted
    /// A radius is 0: a straight line.
    case line
    /// The arc, and whether its radii were scaled up to reach the end point.
    case arc(EllipticalArc, radiiScaled: Bool)
  }

  /// Converts an SVG arc `A rx ry φ fA fS x y` from `start` to centre form.
  ///
  /// Follows SVG 2: |rx|, |ry|; φ in degrees, taken modulo 360; Λ = x1′²/rx² + y1′²/ry², radii
  /// scaled by √Λ when Λ > 1 (the radicand is then clamped at 0); the centre from the signed
  /// root; θ₁ and Δθ from `atan2` of cross and dot products (never `acos`, which fails just
  /// outside [−1, 1]), Δθ adjusted to the sweep flag.
  ///
  /// - Precision: the centre and angles to a few ulps of the coordinates, except near Λ = 1,
  ///   where the centre is the midpoint within √ulp (the root of a tiny radicand). When the radii
  ///   and the chord differ beyond the range of `Double` (Λ underflows to 0 or overflows), the arc
  ///   is drawn as a line: it is straight to the last bit, or its centre is not representable.
  ///   Endpoints near ±1e308, whose difference or sum overflows, are halved first (exactly): an
  ///   arc from (−1e308, 0) to (1e308, 0) of radius 1e308 is the half circle about (0, 0).
  public static func convert(
    from start: SIMD2<Double>, radii: SIMD2<Double>, rotationDegrees: Double, largeArc: Bool, sweep: Bool,
    to end: SIMD2<Double>
  ) -> EndpointConversion {
    if start == end { return .omitted }
    var rx = abs(radii.x), ry = abs(radii.y)
    if rx == 0 || ry == 0 { return .line }
    let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
    let (cphi, sphi) = (Double.cos(phi), Double.sin(phi))
    // Half the chord and the midpoint; where the sum or difference overflows (endpoints near
    // ±1e308), from the halved endpoints (exact there, far from the subnormals).
    var half = (start - end) * 0.5, mid = (start + end) * 0.5
    if !(half.x.isFinite && half.y.isFinite) { half = start * 0.5 - end * 0.5 }
    if !(mid.x.isFinite && mid.y.isFinite) { mid = start * 0.5 + end * 0.5 }
    let x1 = cphi * half.x + sphi * half.y
    let y1 = -sphi * half.x + cphi * half.y
    let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
    // Radii so large against the chord that Λ underflows (the arc is straight to within the
    // last bit), or so small that it overflows: a line.
    guard lambda > 0 && lambda.isFinite else { return .line }
    var scaled = false
    if lambda > 1 {
      let root = lambda.squareRoot()
      rx *= root
      ry *= root
      scaled = true
    }
    let numerator = Swift.max(0, 1 - ((x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)))
    let denominator = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
    var coefficient = scaled || denominator == 0 ? 0 : (numerator / denominator).squareRoot()
    if largeArc == sweep { coefficient = -coefficient }
    var cx1 = coefficient * rx * y1 / ry
    var cy1 = -coefficient * ry * x1 / rx
    // Where rx·y1 or ry·x1 leaves the normal range (radii beyond 1e154 or below 1e-154), the
    // ratio of the radii first: the same centre, with no overflow to ∞ (drawn as a chord) and no
    // underflow to 0 (a centre at the midpoint: a half turn).
    if !Self.isNormalProduct(rx, y1) { cx1 = coefficient * (rx / ry) * y1 }
    if !Self.isNormalProduct(ry, x1) { cy1 = -coefficient * (ry / rx) * x1 }
    let center = SIMD2(cphi * cx1 - sphi * cy1, sphi * cx1 + cphi * cy1) + mid
    func angle(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double {
      Double.atan2(y: u.x * v.y - u.y * v.x, x: u.x * v.x + u.y * v.y)
    }
    let u = SIMD2((x1 - cx1) / rx, (y1 - cy1) / ry)
    let v = SIMD2((-x1 - cx1) / rx, (-y1 - cy1) / ry)
    let theta1 = angle(SIMD2(1, 0), u)
    var delta = angle(u, v)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let arc = EllipticalArc(center: center, radii: SIMD2(rx, ry), rotation: phi, startAngle: theta1, sweepAngle: delta)
    guard center.x.isFinite && center.y.isFinite && rx.isFinite && ry.isFinite && delta.isFinite else { return .line }
    return .arc(arc, radiiScaled: scaled)
  }

  /// Whether a·b is a normal number or 0 because a factor is (not ±∞, not a lost underflow).
  static func isNormalProduct(_ a: Double, _ b: Double) -> Bool {
    let p = a * b
    return p.isFinite && (p == 0 ? (a == 0 || b == 0) : p.magnitude >= .leastNormalMagnitude)
  }
}
