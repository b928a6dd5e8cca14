import MotionCurvesCore
import RealModule

// Arc length of one segment, of a part of it, and its inverse (the parameter at a length): the
// segment's `ArcLengthCurve` adoption.

extension PathSegment: ArcLengthCurve {
  /// The parameters of a segment: [0, 1] (for an arc, the fraction of its sweep).
  public var parameterRange: ClosedRange<Double> { 0...1 }

  /// d² point / dt² at parameter t ∈ [0, 1].
  @inlinable
  public func secondDerivative(at t: Double) -> SIMD2<Double> {
    switch self {
    case .line: return .zero
    case let .quadratic(a, b, c): return (a - 2 * b + c) * 2
    case let .cubic(a, b, c, d): return (a - 2 * b + c) * (6 * (1 - t)) + (b - 2 * c + d) * (6 * t)
    case let .arc(arc): return arc.secondDerivative(at: t)
    }
  }

  /// The length of the part of the segment between parameters `t0` and `t1` (clamped to [0, 1]),
  /// negative when `t1 < t0`: the segment's ``ArcLengthCurve`` measure, of which
  /// ``ArcLengthCurve/length`` is the whole segment.
  ///
  /// Lines and circular arcs in closed form; quadratics by their closed form (in a stable
  /// arrangement, Gauss–Legendre where it would cancel); elliptical arcs by the incomplete elliptic
  /// integral of the second kind (Carlson's forms); cubics by Gauss–Legendre rules whose order
  /// (4 … 128 points, every fourth order) is chosen from a rigorous error bound — the speed's only
  /// singularities are the complex roots of B′, known in closed form — splitting at cusps and
  /// grading towards near-cusps, so cusps, loops and near-degenerate cubics are exact too. The
  /// tolerance is relative: any scale of coordinates (1e-6 … 1e6 and beyond) gives the same bound.
  ///
  /// - Parameters:
  ///   - t0: where the part starts.
  ///   - t1: where it ends.
  /// - Precision: |s − s_exact| ≤ 1e-12·|s|.
  /// - Complexity: O(1) for lines, arcs and quadratics; for cubics, typically 40–120 speed
  ///   evaluations (a few hundred for a near-cusp), no allocation.
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
  /// [0, ``ArcLengthCurve/length``]); `total` is the segment's length when already known (saves
  /// one length computation).
  ///
  /// Lines and circular arcs move at constant speed: t = distance/L. A cubic runs the protocol's
  /// Halley iteration (``ArcLengthCurve/parameter(atLength:)``) on its speed polynomial q = B′/3,
  /// scaled by a power of two, whose branch points are computed once for every step; quadratics and
  /// elliptical arcs run it on the segment itself. A segment with a coordinate beyond ±2¹⁰²⁰
  /// (±1.1e307) is walked on its copy scaled by 1/16 (exact, the same parameters), so one whose
  /// length is beyond the range of Double (`total` +∞: a line from −1e308 to 1e308) still has
  /// the parameter at every finite distance (½ at 1e308).
  ///
  /// - Parameters:
  ///   - distance: the length along the segment from its start.
  ///   - total: the segment's ``ArcLengthCurve/length``, when already known.
  /// - Precision: as ``ArcLengthCurve/parameter(atLength:)``: the length from the start to the
  ///   returned parameter is within 1.1e-12·L of `distance` (where the segment moves at all).
  /// - Complexity: a few sub-range lengths (typically 2–4 steps).
  public func parameter(atLength distance: Double, total: Double?) -> Double {
    let extent = largestCoordinate
    if extent.isNaN || extent.isInfinite { return 0 }
    if extent > 0x1p1020 {
      // On the segment scaled by 1/16 (exact), whose length (at most 8.5 × 2¹⁰²⁰ for a line, a
      // Bézier or an arc of at most one turn: see SegmentLengths) is finite even where this
      // one's overflows: a total beyond the range of Double (+∞) is measured again there.
      let scaledTotal = total.flatMap { $0.isFinite ? $0 / 16 : nil }
      return scaled(by: 0x1p-4).parameter(atLength: distance / 16, total: scaledTotal)
    }
    switch self {
    case .line:
      return Self.constantSpeedParameter(atLength: distance, total: total ?? length)
    case let .arc(arc) where arc.radii.x == arc.radii.y:
      return Self.constantSpeedParameter(atLength: distance, total: total ?? length)
    case let .cubic(p0, p1, p2, p3):
      // The speed's polynomial and branch points once, then the inverse on its integral: the
      // cubic scaled by 1/unit (lengths in that unit, the same parameters).
      let e0 = p1 - p0, e1 = p2 - p1, e2 = p3 - p2
      let largest = Swift.max(abs(e0.x), abs(e0.y), abs(e1.x), abs(e1.y), abs(e2.x), abs(e2.y))
      guard largest > 0, largest.isFinite else { return 0 }
      let whole = total ?? length
      let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
      let d0 = e0 / scale, d1 = e1 / scale, d2 = e2 / scale
      let speed = PolynomialSpeed(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
      let unit = 3 * scale
      return speed.parameter(atLength: distance / unit, total: whole / unit)
    default:
      return solvedParameter(atLength: distance, total: total)
    }
  }

  /// distance/total clamped to [0, 1]: the parameter at a length on a segment of constant speed (0
  /// for one of length 0 or +∞).
  static func constantSpeedParameter(atLength distance: Double, total whole: Double) -> Double {
    if !(whole > 0 && whole < .infinity) || !(distance > 0) { return 0 }
    return distance >= whole ? 1 : distance / whole
  }

  /// The unit tangent (direction of travel) at parameter t: the derivative's direction; at a
  /// point where the derivative vanishes (a cusp, or a Bézier end whose control point coincides
  /// with it), the direction of travel just after t (just before, at t = 1); (1, 0) for a segment
  /// that does not move.
  ///
  /// A segment with a coordinate beyond ±2¹⁰²⁰ (±1.1e307), whose derivative could overflow, is
  /// taken on its copy scaled by 1/16 (exact; the same direction).
  ///
  /// - Parameter t: the parameter, in [0, 1].
  /// - Precision: a few ulps where the speed is not small.
  public func unitTangent(at t: Double) -> SIMD2<Double> {
    let extent = largestCoordinate
    if extent > 0x1p1020 && extent.isFinite { return scaled(by: 0x1p-4).unitTangent(at: t) }
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
