/// The reason a ``Spring`` could not be created: which parameter, and its value.
public enum SpringError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(parameter: String, Double)
  /// A parameter is outside its range (mass and stiffness > 0, damping ≥ 0, …).
  case outOfRange(parameter: String, Double, expected: String)

  public var description: String {
    switch self {
    case let .notFinite(parameter, value):
      return "\(parameter) = \(value) is not a finite number"
    case let .outOfRange(parameter, value, expected):
      return "\(parameter) = \(value) must be \(expected)"
    }
  }

  static func check(_ value: Double, _ parameter: String, positive: Bool) throws(SpringError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value) }
    if positive ? !(value > 0) : !(value >= 0) {
      throw .outOfRange(parameter: parameter, value, expected: positive ? "greater than 0" : "at least 0")
    }
  }
}
