import MotionCurvesCore

/// The reason a ``CubicBezier`` could not be created.
///
/// Each case names the offending control-point coordinate and carries its value, so that a message
/// such as `x2 = 1.5 is outside [0, 1]` can be shown to whoever typed it.
public enum CubicBezierError: Error, Hashable, Sendable, CustomStringConvertible, ParameterError {
  /// One of the four coordinates of the control points.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The first control point's input coordinate.
    case x1
    /// The first control point's output coordinate.
    case y1
    /// The second control point's input coordinate.
    case x2
    /// The second control point's output coordinate.
    case y2
  }

  /// A coordinate is NaN or infinite.
  case notFinite(Parameter, Double)
  /// `x1` or `x2` lies outside [0, 1], so the curve would not be a function of its input.
  case outsideUnitInterval(Parameter, Double)
  /// `y1` or `y2` is beyond ±``CubicBezier/outputLimit`` (1e300).
  case beyondOutputLimit(Parameter, Double)

  /// One line naming the coordinate and its value, for example `x2 = 1.5 is outside [0, 1]`.
  public var description: String {
    switch self {
    case let .notFinite(coordinate, value):
      return Self.notFiniteDescription(coordinate, value)
    case let .beyondOutputLimit(coordinate, value):
      return "\(coordinate.rawValue) = \(value) is beyond ±1e300"
    case let .outsideUnitInterval(coordinate, value):
      return "\(coordinate.rawValue) = \(value) is outside [0, 1]"
    }
  }
}
