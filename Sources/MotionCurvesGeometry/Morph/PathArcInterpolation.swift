import MotionCurvesCore

/// How ``VectorPath/interpolated(to:at:arcs:)`` interpolates arcs.
public enum PathArcInterpolation: Sendable, Hashable {
  /// Every number of the `A` command (radii, rotation, end point), as browsers do: an arc
  /// between two circles is generally not circular in between. The path's ``Interpolatable``
  /// conformance (``VectorPath/interpolated(to:at:)``) interpolates this way.
  case byNumbers
  /// The centre, radii, rotation, start angle and sweep of each arc: a circle morphs through
  /// circles.
  case byCentre
}
