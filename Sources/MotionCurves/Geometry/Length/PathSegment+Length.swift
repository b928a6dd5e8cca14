import RealModule

// Arc length of one segment, of a part of it, and its inverse (the parameter at a length).

extension PathSegment {
  /// The length of the segment.
  ///
  /// Lines and circular arcs in closed form; quadratics by their closed form (in a stable
  /// arrangement, Gauss–Legendre where it would cancel); elliptical arcs by the incomplete elliptic
  /// integral of the second kind (Carlson's forms); cubics by adaptive Gauss–Legendre quadrature
  /// split at the speed minima, so cusps, loops and near-degenerate cubics are exact too. The
  /// tolerance is relative: any scale of coordinates (1e-6 … 1e6 and beyond) gives the same bound.
  ///
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  /// - Complexity: O(1) for lines, arcs and quadratics; for cubics, adaptive (typically 40–300
  ///   speed evaluations, more near a cusp).
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
    switch self {
    case let .line(p, q):
      let d = q - p
      let largest = Swift.max(abs(d.x), abs(d.y))
      if largest == 0 || !largest.isFinite { return largest }
      let e = d / largest
      return largest * ((e * e).sum()).squareRoot() * (b - a)
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
  /// Lines and circular arcs in closed form (t = s/L); otherwise safeguarded Newton on
  /// s(t) − distance, s advanced by the exact length of each step, bisection when a step leaves
  /// the bracket.
  ///
  /// - Parameters:
  ///   - distance: the length along the segment from its start.
  ///   - total: the segment's ``length``, when already known (saves one length computation).
  /// - Precision: the length from the start to the returned parameter is within 1e-12·L of
  ///   `distance` (where the segment moves at all).
  /// - Complexity: a few sub-range lengths (typically 3–5 Newton steps).
  public func parameter(atLength distance: Double, total: Double? = nil) -> Double {
    let whole = total ?? length
    if !(whole > 0) { return 0 }
    if !(distance > 0) { return 0 }
    if distance >= whole { return 1 }
    switch self {
    case .line: return distance / whole
    case let .arc(arc) where arc.radii.x == arc.radii.y: return distance / whole
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
