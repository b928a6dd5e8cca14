import MotionCurvesCore

/// One drawn piece of a path, with its control points in absolute coordinates: what lengths,
/// points, trims and bounds are computed on. Elliptical arcs stay arcs.
public enum PathSegment: Sendable, Hashable {
  /// A straight line.
  case line(SIMD2<Double>, SIMD2<Double>)
  /// A quadratic Bézier: start, control, end.
  case quadratic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  /// A cubic Bézier: start, two controls, end.
  case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  /// An elliptical arc.
  case arc(EllipticalArc)

  /// The first point.
  public var start: SIMD2<Double> {
    switch self {
    case let .line(a, _), let .quadratic(a, _, _), let .cubic(a, _, _, _): return a
    case let .arc(arc): return arc.start
    }
  }

  /// The last point.
  public var end: SIMD2<Double> {
    switch self {
    case let .line(_, b), let .quadratic(_, _, b), let .cubic(_, _, _, b): return b
    case let .arc(arc): return arc.end
    }
  }

  /// The point at parameter t ∈ [0, 1] (for an arc, the angle start + t·sweep).
  ///
  /// - Precision: a few ulps (Bernstein form).
  @inlinable
  public func point(at t: Double) -> SIMD2<Double> {
    let u = 1 - t
    switch self {
    case let .line(a, b): return a * u + b * t
    case let .quadratic(a, b, c): return a * (u * u) + b * (2 * u * t) + c * (t * t)
    case let .cubic(a, b, c, d):
      return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)
    case let .arc(arc): return arc.point(atAngle: arc.startAngle + t * arc.sweepAngle)
    }
  }

  /// d point / dt at parameter t ∈ [0, 1].
  @inlinable
  public func derivative(at t: Double) -> SIMD2<Double> {
    let u = 1 - t
    switch self {
    case let .line(a, b): return b - a
    case let .quadratic(a, b, c): return (b - a) * (2 * u) + (c - b) * (2 * t)
    case let .cubic(a, b, c, d): return (b - a) * (3 * u * u) + (c - b) * (6 * u * t) + (d - c) * (3 * t * t)
    case let .arc(arc): return arc.derivative(atAngle: arc.startAngle + t * arc.sweepAngle) * arc.sweepAngle
    }
  }
}
