import MotionCurvesCore

// Splitting a segment at a parameter and extracting the piece between two parameters, exactly:
// Béziers by de Casteljau (the blossom of the curve), arcs by angle (an arc stays an arc).

extension PathSegment {
  /// The two pieces of the segment on either side of parameter `t`: `[0, t]` and `[t, 1]`.
  ///
  /// Béziers are split by de Casteljau's construction (the pieces trace the same curve); an arc
  /// is split by angle at `startAngle + t·sweepAngle`, so both pieces stay arcs of the same
  /// ellipse. The first piece starts exactly at ``start``, the second ends exactly at ``end``, and
  /// the two share the split point bit for bit.
  ///
  /// - Parameter t: the parameter of the split point, usually in [0, 1] (outside it the pieces
  ///   extend the curve).
  /// - Returns: the pieces before and after the split point.
  /// - Precision: control points within a few ulps of the coordinates (convex combinations).
  /// - Complexity: O(1).
  @inlinable
  public func split(at t: Double) -> (PathSegment, PathSegment) {
    (subsegment(from: 0, to: t), subsegment(from: t, to: 1))
  }

  /// The piece of the segment between parameters `t0` and `t1`, reparameterized over [0, 1]
  /// (reversed when `t1 < t0`).
  ///
  /// Béziers: the control points are the blossom values `B(t0,…,t0,t1,…,t1)` computed by de
  /// Casteljau's construction, so the piece traces exactly the same curve; the piece starts at
  /// `start` exactly when `t0 == 0` and ends at `end` exactly when `t1 == 1`. Lines: the two
  /// points. Arcs: the same ellipse from `startAngle + t0·sweepAngle` sweeping
  /// `(t1 − t0)·sweepAngle`.
  ///
  /// - Parameters:
  ///   - t0: the parameter where the piece starts.
  ///   - t1: the parameter where the piece ends.
  /// - Returns: the piece.
  /// - Precision: control points within a few ulps of the coordinates.
  /// - Complexity: O(1).
  @inlinable
  public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
    switch self {
    case let .line(a, b):
      return .line(Self.blossom(a, b, t0, start: a, end: b), Self.blossom(a, b, t1, start: a, end: b))
    case let .quadratic(a, b, c):
      let p0 = Self.blossom(a, b, c, t0, t0, start: a, end: c)
      let p1 = Self.blossom(a, b, c, t0, t1, start: a, end: c)
      let p2 = Self.blossom(a, b, c, t1, t1, start: a, end: c)
      return .quadratic(p0, p1, p2)
    case let .cubic(a, b, c, d):
      let p0 = Self.blossom(a, b, c, d, t0, t0, t0, start: a, end: d)
      let p1 = Self.blossom(a, b, c, d, t0, t0, t1, start: a, end: d)
      let p2 = Self.blossom(a, b, c, d, t0, t1, t1, start: a, end: d)
      let p3 = Self.blossom(a, b, c, d, t1, t1, t1, start: a, end: d)
      return .cubic(p0, p1, p2, p3)
    case let .arc(arc):
      var piece = arc
      piece.startAngle = arc.startAngle + t0 * arc.sweepAngle
      piece.sweepAngle = (t1 - t0) * arc.sweepAngle
      return .arc(piece)
    }
  }

  /// One de Casteljau step: the point a fraction `t` from `a` to `b` (exact at 0 and 1); where
  /// `b − a` overflows (coordinates of opposite signs near ±1e308), each coordinate by
  /// `Double.interpolated(to:at:)`, a·(1 − t) + b·t, finite wherever the exact point is.
  @usableFromInline
  static func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ t: Double) -> SIMD2<Double> {
    let d = b - a
    guard d.x.isFinite && d.y.isFinite else {
      return SIMD2(a.x.interpolated(to: b.x, at: t), a.y.interpolated(to: b.y, at: t))
    }
    return t < 0.5 ? a + d * t : b - d * (1 - t)
  }

  @usableFromInline
  static func blossom(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ t: Double, start: SIMD2<Double>, end: SIMD2<Double>
  ) -> SIMD2<Double> {
    if t == 0 { return start }
    if t == 1 { return end }
    return mix(a, b, t)
  }

  @usableFromInline
  static func blossom(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ u: Double, _ v: Double,
    start: SIMD2<Double>, end: SIMD2<Double>
  ) -> SIMD2<Double> {
    if u == 0 && v == 0 { return start }
    if u == 1 && v == 1 { return end }
    return mix(mix(a, b, u), mix(b, c, u), v)
  }

  @usableFromInline
  static func blossom(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>,
    _ u: Double, _ v: Double, _ w: Double, start: SIMD2<Double>, end: SIMD2<Double>
  ) -> SIMD2<Double> {
    if u == 0 && v == 0 && w == 0 { return start }
    if u == 1 && v == 1 && w == 1 { return end }
    let ab = mix(a, b, u), bc = mix(b, c, u), cd = mix(c, d, u)
    return mix(mix(ab, bc, v), mix(bc, cd, v), w)
  }
}
