import MotionCurvesCore
import RealModule

// Arc length of one segment, of a part of it, and its inverse (the parameter at a length).

extension PathSegment {
  /// The length of the segment.
  ///
  /// Lines and circular arcs in closed form; quadratics by their closed form (in a stable
  /// arrangement, Gauss–Legendre where it would cancel); elliptical arcs by the incomplete elliptic
  /// integral of the second kind (Carlson's forms); cubics by Gauss–Legendre rules whose order
  /// (4 … 128 points, every fourth order) is chosen from a rigorous error bound — the speed's only singularities are the
  /// complex roots of B′, known in closed form — splitting at cusps and grading towards
  /// near-cusps, so cusps, loops and near-degenerate cubics are exact too. The tolerance is
  /// relative: any scale of coordinates (1e-6 … 1e6 and beyond) gives the same bound.
  ///
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  /// - Complexity: O(1) for lines, arcs and quadratics; for cubics, typically 40–120 speed
  ///   evaluations (a few hundred for a near-cusp), no allocation.
  public var length: Double { length(from: 0, to: 1) }

  /// The length of the part of the segment between parameters `t0` and `t1` (clamped to [0, 1]),
  /// negative when `t1 < t0`.
  ///
  /// - Parameters:
  ///   - t0: where the part starts.
  ///   - t1: where it ends.
  /// - Precision: |s − s_exact| ≤ 1e-12·|s|.
  /// - Complexity: as ``length``.
  public func length(from t0: Double, to t1: Double) -> Double {
    let a = Swift.min(Swift.max(t0, 0), 1), b = Swift.min(Swift.max(t1, 0), 1)
    if b < a { return -length(from: b, to: a) }
    if b == a { return 0 }
    // Coordinates near the top of the range, whose differences could overflow: measure a copy
    // scaled by ¼ (exact) and scale the length back, which may overflow to +∞, its true value.
    // A coordinate beyond the range of Double (path data whose relative coordinates or reflected
    // control points overflowed): the segment reaches past the largest Double, so its length is
    // +∞.
    let extent = largestCoordinate
    if !extent.isFinite || extent.isNaN { return .infinity }
    if extent > 0x1p1020 { return 4 * quartered.length(from: a, to: b) }
    let result = unscaledLength(from: a, to: b)
    // An ellipse so eccentric that (ry/rx)² underflows (ratios beyond 1e-154): the elliptic
    // integral has no room left, and the arc is measured as the flat ellipse it is to the last bit.
    if result.isNaN, case let .arc(arc) = self { return arc.flatLength(from: a, to: b) }
    return result
  }

  func unscaledLength(from a: Double, to b: Double) -> Double {
    switch self {
    case let .line(p, q):
      return Self.magnitude(q - p) * (b - a)
    case let .quadratic(p0, p1, p2):
      return QuadraticArcLength.length(p0, p1, p2, from: a, to: b)
    case let .cubic(p0, p1, p2, p3):
      return CubicArcLength.length(p0, p1, p2, p3, from: a, to: b)
    case let .arc(arc):
      return arc.length(from: a, to: b)
    }
  }

  /// The parameter t ∈ [0, 1] at which the length from the start is `distance` (clamped to
  /// [0, ``length``]).
  ///
  /// Lines and circular arcs in closed form (t = s/L); cubics by safeguarded Halley iteration on
  /// s(t) − distance (the speed's polynomial and singularities computed once); otherwise
  /// safeguarded Newton; s advanced by the exact length of each step, bisection when a step
  /// leaves the bracket.
  ///
  /// - Parameters:
  ///   - distance: the length along the segment from its start.
  ///   - total: the segment's ``length``, when already known (saves one length computation).
  /// - Precision: the length from the start to the returned parameter is within 1e-12·L of
  ///   `distance` (where the segment moves at all).
  /// - Complexity: a few sub-range lengths (typically 2–4 steps).
  public func parameter(atLength distance: Double, total: Double? = nil) -> Double {
    let extent = largestCoordinate
    if extent.isNaN || extent.isInfinite { return 0 }
    if extent > 0x1p1020 { return quartered.parameter(atLength: distance / 4, total: total.map { $0 / 4 }) }
    let whole = total ?? length
    if !(whole > 0) { return 0 }
    if !(distance > 0) { return 0 }
    if distance >= whole { return 1 }
    switch self {
    case .line: return distance / whole
    case let .arc(arc) where arc.radii.x == arc.radii.y: return distance / whole
    case let .cubic(p0, p1, p2, p3):
      // The speed's polynomial and branch points once, then Newton on its integral.
      let e0 = p1 - p0, e1 = p2 - p1, e2 = p3 - p2
      let largest = Swift.max(abs(e0.x), abs(e0.y), abs(e1.x), abs(e1.y), abs(e2.x), abs(e2.y))
      guard largest > 0, largest.isFinite else { break }
      let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
      let d0 = e0 / scale, d1 = e1 / scale, d2 = e2 / scale
      let speed = PolynomialSpeed(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
      let unit = 3 * scale
      return speed.parameter(atIntegral: distance / unit, whole: whole / unit)
    default: break
    }
    let tolerance = 1e-13 * whole
    var lo = 0.0, hi = 1.0
    var t = distance / whole
    var s = length(from: 0, to: t)
    for _ in 0..<100 {
      let f = s - distance
      if abs(f) <= tolerance { return t }
      if f < 0 { lo = t } else { hi = t }
      let speed = Self.magnitude(derivative(at: t))
      var next = speed > 0 ? t - f / speed : 0.5 * (lo + hi)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if next == t || hi - lo <= 2 * Double.ulpOfOne { return t }
      s += length(from: t, to: next)
      t = next
    }
    return t
  }

  /// The unit tangent (direction of travel) at parameter t: the derivative's direction; at a
  /// point where the derivative vanishes (a cusp, or a Bézier end whose control point coincides
  /// with it), the direction of travel just after t (just before, at t = 1); (1, 0) for a segment
  /// that does not move.
  ///
  /// - Parameter t: the parameter, in [0, 1].
  /// - Precision: a few ulps where the speed is not small.
  public func unitTangent(at t: Double) -> SIMD2<Double> {
    let d = derivative(at: t)
    if let unit = Self.normalized(d) { return unit }
    // Where B′ = 0, B′(t ± ε) ≈ ±ε·B″(t): the direction after t is B″, before it −B″.
    let sign: Double = t < 1 ? 1 : -1
    let second: SIMD2<Double>
    switch self {
    case let .quadratic(p0, p1, p2): second = 2 * (p0 - 2 * p1 + p2)
    case let .cubic(p0, p1, p2, p3):
      let early: SIMD2<Double> = p0 - 2 * p1 + p2
      let late: SIMD2<Double> = p1 - 2 * p2 + p3
      second = 6 * ((1 - t) * early + t * late)
    default: second = .zero
    }
    if let unit = Self.normalized(sign * second) { return unit }
    if case let .cubic(p0, _, _, p3) = self {
      // B′ and B″ vanish together only at an end of a cubic with both controls on it: the
      // third derivative, 6(p3 − p0) there, is the direction.
      if let unit = Self.normalized(p3 - p0) { return unit }
    }
    return SIMD2(1, 0)
  }

  static func magnitude(_ v: SIMD2<Double>) -> Double {
    let largest = Swift.max(abs(v.x), abs(v.y))
    if largest == 0 || !largest.isFinite { return largest }
    let e = v / largest
    return largest * ((e * e).sum()).squareRoot()
  }

  static func normalized(_ v: SIMD2<Double>) -> SIMD2<Double>? {
    let m = magnitude(v)
    guard m > 0, m.isFinite else { return nil }
    let largest = Swift.max(abs(v.x), abs(v.y))
    let e = v / largest
    return e / ((e * e).sum()).squareRoot()
  }
}

extension PathSegment {
  /// The largest magnitude of any coordinate (or radius) defining the segment; NaN when one is NaN.
  var largestCoordinate: Double {
    // Up to four points, two-argument max only (a variadic list would allocate an array on
    // every call).
    func largest(
      _ p: SIMD2<Double>, _ q: SIMD2<Double>, _ r: SIMD2<Double> = .zero, _ s: SIMD2<Double> = .zero
    ) -> Double {
      if p.x.isNaN || p.y.isNaN || q.x.isNaN || q.y.isNaN || r.x.isNaN || r.y.isNaN || s.x.isNaN || s.y.isNaN {
        return .nan
      }
      let pq = Swift.max(Swift.max(abs(p.x), abs(p.y)), Swift.max(abs(q.x), abs(q.y)))
      let rs = Swift.max(Swift.max(abs(r.x), abs(r.y)), Swift.max(abs(s.x), abs(s.y)))
      return Swift.max(pq, rs)
    }
    switch self {
    case let .line(p, q): return largest(p, q)
    case let .quadratic(p, q, r): return largest(p, q, r)
    case let .cubic(p, q, r, s): return largest(p, q, r, s)
    case let .arc(arc): return largest(arc.center, arc.radii)
    }
  }

  /// The segment with every coordinate and radius multiplied by ¼ (exact, away from subnormals).
  var quartered: PathSegment { scaled(by: 0.25) }

  /// The segment with every coordinate and radius multiplied by a power of two (exact, away from
  /// subnormals).
  func scaled(by factor: Double) -> PathSegment {
    switch self {
    case let .line(p, q): return .line(p * factor, q * factor)
    case let .quadratic(p, q, r): return .quadratic(p * factor, q * factor, r * factor)
    case let .cubic(p, q, r, s): return .cubic(p * factor, q * factor, r * factor, s * factor)
    case var .arc(arc):
      arc.center *= factor
      arc.radii *= factor
      return .arc(arc)
    }
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
