import MotionCurvesCore
import RealModule

/// A point on a path at some length along it: the point, the direction of travel and the
/// normal, and where it lies (segment and parameter).
public struct PathPosition: Sendable, Hashable {
  /// The point.
  public var point: SIMD2<Double>
  /// The unit tangent: the direction of travel.
  public var tangent: SIMD2<Double>
  /// The length along the path from its start (the requested one, clamped to [0, L]).
  public var distance: Double
  /// The index of the segment in ``VectorPath/segments`` (0 for a path of length 0). At distance
  /// 0 it is the first segment of positive length, where drawing starts, even where the point —
  /// the path's first point — is not on it (behind a leading subpath that only moves; see
  /// ``PathLengthTable/position(atLength:)``).
  public var segmentIndex: Int
  /// The segment's parameter t ∈ [0, 1] at the point (0 at distance 0).
  public var parameter: Double

  /// A position.
  ///
  /// - Parameters:
  ///   - point: the point.
  ///   - tangent: the unit tangent.
  ///   - distance: the length along the path.
  ///   - segmentIndex: the segment's index.
  ///   - parameter: the segment's parameter.
  public init(point: SIMD2<Double>, tangent: SIMD2<Double>, distance: Double, segmentIndex: Int, parameter: Double) {
    self.point = point
    self.tangent = tangent
    self.distance = distance
    self.segmentIndex = segmentIndex
    self.parameter = parameter
  }

  /// The unit normal: the tangent turned by +90° in the path's coordinates, (−ty, tx). In y-down
  /// coordinates (SVG, UIKit) that is to the right of the direction of travel: towards the centre
  /// on a clockwise (positive-sweep) circle.
  public var normal: SIMD2<Double> { SIMD2(-tangent.y, tangent.x) }

  /// The direction of the tangent, radians: atan2(ty, tx) (y down: positive is clockwise on screen).
  public var angle: Double { Double.atan2(y: tangent.y, x: tangent.x) }
}
