import MotionCurvesCore

extension CubicBezier {
  /// The curve that maps output progress back to input progress, when there is one.
  ///
  /// When y1 and y2 lie in [0, 1], y(t) is non-decreasing like x(t), so the curve is invertible,
  /// and its inverse is the same parametric curve with the axes swapped: the curve with control
  /// points (y1, x1) and (y2, x2). Then `inverse.value(at: value(at: x)) == x` within the error
  /// bounds of both (more loosely where the curve is flat, because there many inputs share an
  /// output to within rounding).
  ///
  /// - Returns: `nil` when y1 or y2 lies outside [0, 1] (the output overshoots, so some outputs
  ///   come from two inputs).
  /// - Complexity: builds the inverse's table, as ``init(x1:y1:x2:y2:)``.
  public var inverse: CubicBezier? {
    guard (0...1).contains(y1) && (0...1).contains(y2) else { return nil }
    return CubicBezier(validatedX1: y1, y1: x1, x2: y2, y2: x2)
  }
}
