/// Why a gesture-physics value was refused: each case names the offending value.
public enum GestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter outside what the model accepts: its name, its value, and what it must be
  /// (`"rate"`, `1.2`, `"in (0, 1)"`).
  case invalidParameter(name: String, value: Double, requirement: String)
  /// A snap that was given no points to choose from.
  case emptySnapPoints
  /// Bounds whose lower end is above the upper one.
  case reversedBounds(lower: Double, upper: Double)

  /// One line that names the value and the rule it breaks.
  public var description: String {
    switch self {
    case let .invalidParameter(name, value, requirement): "\(name) must be \(requirement), not \(value)"
    case .emptySnapPoints: "there are no snap points to choose from"
    case let .reversedBounds(lower, upper): "the lower bound \(lower) is above the upper bound \(upper)"
    }
  }
}

extension GestureError {
  /// Refuses `value` unless it is finite.
  package static func requireFinite(_ value: Double, _ name: String) throws(GestureError) {
    guard value.isFinite else { throw .invalidParameter(name: name, value: value, requirement: "finite") }
  }

  /// Refuses `value` unless it is positive and finite.
  package static func requirePositive(_ value: Double, _ name: String) throws(GestureError) {
    guard value > 0 && value.isFinite else {
      throw .invalidParameter(name: name, value: value, requirement: "positive and finite")
    }
  }
}
