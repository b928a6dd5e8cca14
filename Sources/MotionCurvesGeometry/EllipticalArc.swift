import MotionCurvesCore
import RealModule

/// An elliptical arc in centre form: the points
/// `center + R(rotation)·(rx·cos θ, ry·sin θ)` for θ from `startAngle` to `startAngle + sweepAngle`.
///
/// Angles are in radians, y down: a positive sweep increases the angle, which is visually
/// clockwise on screen (SVG's sweep-flag 1, UIKit's `clockwise: true`). A circle has rx = ry.
///
/// As a ``ParametricCurve`` and ``ArcLengthCurve`` its parameter is t ∈ [0, 1], the fraction of the
/// sweep: the angle startAngle + t·sweepAngle (as in ``PathSegment``).
public struct EllipticalArc: ArcLengthCurve, Hashable, Codable {
  /// The centre.
  public var center: SIMD2<Double>
  /// The radii along the ellipse's own axes, both > 0.
  public var radii: SIMD2<Double>
  /// The rotation of the ellipse's x axis, radians.
  public var rotation: Double
  /// The angle of the first point, radians (in the ellipse's own frame).
  public var startAngle: Double
  /// The signed angle swept, radians (positive: increasing angle).
  public var sweepAngle: Double

  /// An arc in centre form.
  public init(center: SIMD2<Double>, radii: SIMD2<Double>, rotation: Double = 0, startAngle: Double, sweepAngle: Double) {
    self.center = center
    self.radii = radii
    self.rotation = rotation
    self.startAngle = startAngle
    self.sweepAngle = sweepAngle
  }

  /// The point at angle θ (radians, in the ellipse's frame).
  ///
  /// - Precision: a few ulps of the coordinates (one sine and cosine of θ and of the rotation).
  @inlinable
  public func point(atAngle theta: Double) -> SIMD2<Double> {
    let (c, s) = (Double.cos(theta), Double.sin(theta))
    let (cr, sr) = (Double.cos(rotation), Double.sin(rotation))
    let x = radii.x * c, y = radii.y * s
    return center + SIMD2(cr * x - sr * y, sr * x + cr * y)
  }

  /// d point / dθ at angle θ.
  @inlinable
  public func derivative(atAngle theta: Double) -> SIMD2<Double> {
    let (c, s) = (Double.cos(theta), Double.sin(theta))
    let (cr, sr) = (Double.cos(rotation), Double.sin(rotation))
    let x = -radii.x * s, y = radii.y * c
    return SIMD2(cr * x - sr * y, sr * x + cr * y)
  }

  /// The first point.
  public var start: SIMD2<Double> { point(atAngle: startAngle) }
  /// The last point.
  public var end: SIMD2<Double> { point(atAngle: startAngle + sweepAngle) }

  /// The parameters of the arc as a curve: [0, 1], the fraction of the sweep.
  public var parameterRange: ClosedRange<Double> { 0...1 }

  /// The point at fraction t of the sweep: ``point(atAngle:)`` at startAngle + t·sweepAngle.
  ///
  /// - Precision: as ``point(atAngle:)``.
  @inlinable
  public func point(at t: Double) -> SIMD2<Double> { point(atAngle: startAngle + t * sweepAngle) }

  /// d point / dt at fraction t of the sweep: ``derivative(atAngle:)`` times sweepAngle.
  @inlinable
  public func derivative(at t: Double) -> SIMD2<Double> {
    derivative(atAngle: startAngle + t * sweepAngle) * sweepAngle
  }

  /// d² point / dt² at fraction t of the sweep: −R(rotation)·(rx·cos θ, ry·sin θ)·sweepAngle²,
  /// θ = startAngle + t·sweepAngle.
  @inlinable
  public func secondDerivative(at t: Double) -> SIMD2<Double> {
    let theta = startAngle + t * sweepAngle
    let (c, s) = (Double.cos(theta), Double.sin(theta))
    let (cr, sr) = (Double.cos(rotation), Double.sin(rotation))
    let x = -radii.x * c, y = -radii.y * s
    return SIMD2(cr * x - sr * y, sr * x + cr * y) * (sweepAngle * sweepAngle)
  }
}
