import MotionCurvesCore

/// Why a transform could not be built, inverted or read.
public enum TransformError: Error, Sendable, Hashable, CustomStringConvertible, PositiveParameterError {
  /// The numbers of a transform, by their Core Animation names: the matrix entries m11 … m44 and a
  /// perspective distance.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// An entry of the first row.
    case m11, m12, m13, m14
    /// An entry of the second row.
    case m21, m22, m23, m24
    /// An entry of the third row.
    case m31, m32, m33, m34
    /// An entry of the fourth row.
    case m41, m42, m43, m44
    /// A perspective distance.
    case distance

    /// The entry in row `row` and column `column`, both 0-based (`entry(0, 1)` is m12).
    static func entry(_ row: Int, _ column: Int) -> Parameter { allCases[4 * row + column] }
  }

  /// The matrix is singular (its determinant is exactly 0, or not finite): it has no inverse.
  case singular(determinant: Double)
  /// A list of matrix entries had this many numbers instead of the expected count.
  case wrongCount(Int, expected: Int)
  /// An entry or a distance is NaN, or infinite where it must be finite.
  case notFinite(Parameter, Double)
  /// A perspective distance must be greater than 0.
  case notPositive(Parameter, Double)

  /// One line naming the bad value.
  public var description: String {
    switch self {
    case let .singular(determinant): return "the matrix is singular (determinant \(determinant)) and has no inverse"
    case let .wrongCount(count, expected): return "expected \(expected) numbers, got \(count)"
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    }
  }
}
