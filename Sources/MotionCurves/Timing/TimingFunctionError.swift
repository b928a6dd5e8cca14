/// The reason a timing function could not be created from values (as opposed to text, which
/// throws ``CSSEasingError``).
public enum TimingFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `steps()` needs at least one interval, and at least two with `jump-none`.
  case invalidStepCount(Int, Steps.Position)
  /// `linear()` needs at least two stops.
  case tooFewStops(Int)
  /// A stop has more than two input positions.
  case tooManyInputs(stop: Int)
  /// A stop's output or input is NaN or infinite.
  case notFinite(stop: Int, Double)
  /// The approximation tolerance must be positive and finite.
  case invalidTolerance(Double)
  /// The function to approximate is NaN or infinite at this input.
  case notFiniteFunction(at: Double)

  /// One line saying what is wrong, for example `steps(0, start) needs at least 1 step`.
  public var description: String {
    switch self {
    case let .invalidStepCount(count, position):
      let least = position == .jumpNone ? 2 : 1
      return "steps(\(count), \(position.rawValue)) needs at least \(least) step\(least == 1 ? "" : "s")"
    case let .tooFewStops(count):
      return "linear() needs at least 2 stops, not \(count)"
    case let .tooManyInputs(stop):
      return "stop \(stop + 1) of linear() has more than two input positions"
    case let .notFinite(stop, value):
      return "stop \(stop + 1) of linear() has the non-finite value \(value)"
    case let .invalidTolerance(value):
      return "the tolerance \(value) must be a positive finite number"
    case let .notFiniteFunction(x):
      return "the function to approximate is not finite at \(x)"
    }
  }
}
