import MotionCurvesCore

/// The reason a timing function could not be created from values (as opposed to text, which
/// throws ``SyntaxError``).
public enum TimingFunctionError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError {
  /// The numbers a timing function is made from, by the names of the API: a `linear()` stop's
  /// numbers by their place in ``LinearEasing/init(stops:)``'s `stops`.
  public enum Parameter: Hashable, Sendable, RawRepresentable {
    /// The output of the stop at this index: `stops[1].output`.
    case output(stop: Int)
    /// An input percentage of a stop (the stop's index, then the input's):
    /// `stops[1].inputPercentages[0]`.
    case inputPercentage(stop: Int, Int)
    /// The tolerance of a `linear()` approximation.
    case tolerance

    /// The name: `stops[1].output`, `stops[1].inputPercentages[0]`, `tolerance`.
    public var rawValue: String {
      switch self {
      case let .output(stop): return "stops[\(stop)].output"
      case let .inputPercentage(stop, input): return "stops[\(stop)].inputPercentages[\(input)]"
      case .tolerance: return "tolerance"
      }
    }

    /// The parameter with this name, or nil.
    public init?(rawValue: String) {
      if rawValue == "tolerance" {
        self = .tolerance
      } else if let stop = parameterIndex(rawValue, "stops[", "].output") {
        self = .output(stop: stop)
      } else if let close = rawValue.firstIndex(of: "]").map(rawValue.index(after:)),
        let stop = parameterIndex(String(rawValue[..<close]), "stops[", "]"),
        let input = parameterIndex(String(rawValue[close...]), ".inputPercentages[", "]")
      {
        self = .inputPercentage(stop: stop, input)
      } else {
        return nil
      }
    }
  }

  /// `steps()` needs at least one interval, and at least two with `jump-none`.
  case invalidStepCount(Int, Steps.Position)
  /// `linear()` needs at least two stops.
  case tooFewStops(Int)
  /// A stop has more than two input positions.
  case tooManyInputs(stop: Int)
  /// A stop's output or input, or the tolerance, is NaN or infinite.
  case notFinite(Parameter, Double)
  /// The approximation tolerance must be greater than 0.
  case notPositive(Parameter, Double)
  /// The function to approximate is NaN or infinite at this input.
  case notFiniteFunction(at: Double)
  /// The tolerance times the function's output range (or the range itself) is beyond the largest
  /// `Double`, or below the smallest that can be met.
  case rangeOverflows(tolerance: Double)
  /// The tolerance needs more stops than ``TimingFunction/linearStopLimit``.
  case tooManyStops(limit: Int)
  /// `steps()` with more steps than a `linear()` conversion takes (``Steps/linearLimit``).
  case tooManySteps(Int, limit: Int)
  /// No `linear()` easing keeps within the tolerance: the shortest segment a `Double` can hold
  /// still deviates by `reached` (as a fraction of the output range).
  case toleranceNotReached(Double, reached: Double)

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
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .notFiniteFunction(x):
      return "the function to approximate is not finite at \(x)"
    case let .rangeOverflows(tolerance):
      return "the tolerance \(tolerance) times the output range is not a finite positive number"
    case let .tooManyStops(limit):
      return "the tolerance needs more than \(limit) stops of linear()"
    case let .tooManySteps(count, limit):
      return "steps(\(count)) has more than \(limit) steps to convert to linear()"
    case let .toleranceNotReached(tolerance, reached):
      return "no linear() easing keeps within the tolerance \(tolerance): the best reached is \(reached)"
    }
  }
}
