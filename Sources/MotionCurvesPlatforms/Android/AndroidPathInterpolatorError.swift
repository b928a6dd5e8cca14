import MotionCurvesCore

/// Why a path cannot be an ``AndroidPathInterpolator``: the path data does not parse, or its
/// polyline breaks one of `PathInterpolator`'s rules (AOSP `PathInterpolator.initPath`).
public enum AndroidPathInterpolatorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The SVG path data does not parse: the parser's error, with its offset.
  case invalidPathData(SyntaxError)
  /// The polyline does not start exactly at (0, 0) or does not end exactly at (1, 1) (an empty
  /// path included): its first and last points, `nil` when there are none.
  case mustStartAtOriginAndEndAtOne(first: SIMD2<Double>?, last: SIMD2<Double>?)
  /// Two consecutive polyline points with the same length fraction (a `moveTo`) but different x:
  /// the index of the second point.
  case discontinuityInX(index: Int)
  /// A polyline point whose x is less than the previous point's: the index of that point.
  case loopsBack(index: Int)
  /// A polyline point with a coordinate that is NaN or infinite (Android does not check this; its
  /// comparisons would let NaN through): the index of that point.
  case nonFinitePoint(index: Int)
  /// A segment of the path with a NaN or infinite control point: the segment's index in
  /// ``VectorPath/segments``.
  case nonFiniteSegment(index: Int)

  /// One line; the polyline rules carry Android's own `IllegalArgumentException` messages.
  public var description: String {
    switch self {
    case let .invalidPathData(error): return "invalid path data: \(error)"
    case .mustStartAtOriginAndEndAtOne: return "The Path must start at (0,0) and end at (1,1)"
    case let .discontinuityInX(index): return "The Path cannot have discontinuity in the X axis. (point \(index))"
    case let .loopsBack(index): return "The Path cannot loop back on itself. (point \(index))"
    case let .nonFinitePoint(index): return "The Path has a coordinate that is not finite (point \(index))"
    case let .nonFiniteSegment(index): return "The Path has a control point that is not finite (segment \(index))"
    }
  }
}
