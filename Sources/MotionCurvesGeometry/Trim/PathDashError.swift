import MotionCurvesCore

/// Why a dash pattern is invalid (SVG: the `stroke-dasharray` value is then in error and the
/// stroke is drawn as if there were no dashing — the caller decides).
public enum PathDashError: Error, Sendable, Hashable {
  /// A dash or gap length is negative.
  case negativeLength(index: Int, value: Double)
  /// A dash or gap length is infinite or NaN.
  case nonFiniteLength(index: Int, value: Double)
  /// The dash offset is infinite or NaN.
  case nonFiniteOffset(Double)
  /// The pattern is so short for the path that more than ``PathDashError/maximumDashCount``
  /// dashes and gaps would be walked (Skia gives up dashing beyond a similar limit); `count` is
  /// how many.
  case tooManyDashes(count: Double)

  /// The most dashes and gaps ``VectorPath/dashed(pattern:offset:pathLength:)`` walks.
  public static let maximumDashCount = 1_000_000
}
