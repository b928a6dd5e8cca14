import MotionCurvesCore

/// Why a transform could not be built, inverted or read.
public enum TransformError: Error, Sendable, Hashable {
  /// The matrix is singular (its determinant is exactly 0, or not finite): it has no inverse.
  case singular(determinant: Double)
  /// A list of matrix entries had this many numbers instead of the expected count.
  case wrongCount(Int, expected: Int)
  /// A perspective distance that is not a positive number (it names the value).
  case invalidPerspectiveDistance(Double)
  /// A value that must be finite is not (it names the parameter and the value).
  case nonFinite(parameter: String, value: Double)
}

extension TransformError: CustomStringConvertible {
  /// One line naming the bad value.
  public var description: String {
    switch self {
    case let .singular(determinant): return "the matrix is singular (determinant \(determinant)) and has no inverse"
    case let .wrongCount(count, expected): return "expected \(expected) numbers, got \(count)"
    case let .invalidPerspectiveDistance(d): return "perspective distance \(d) is not a positive number"
    case let .nonFinite(parameter, value): return "\(parameter) must be finite, got \(value)"
    }
  }
}
