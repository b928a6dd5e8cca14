/// The reason a wave or a path could not be made: which parameter, and its value.
public enum WaveError: Error, Hashable, Sendable, CustomStringConvertible {
  case notFinite(parameter: String, Double)
  case notPositive(parameter: String, Double)
  /// The path would need more points than the buffer holds (or than the limit of 10⁸).
  case tooManyPoints(needed: Int, available: Int)

  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return "\(parameter) = \(value) is not a finite number"
    case let .notPositive(parameter, value): return "\(parameter) = \(value) must be greater than 0"
    case let .tooManyPoints(needed, available):
      return "the path needs \(needed) points but only \(available) fit"
    }
  }

  static func finite(_ value: Double, _ parameter: String) throws(WaveError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value) }
  }

  static func positive(_ value: Double, _ parameter: String) throws(WaveError) {
    try finite(value, parameter)
    guard value > 0 else { throw .notPositive(parameter: parameter, value) }
  }
}
