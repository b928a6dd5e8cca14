import MotionCurvesCore

/// Why a transform could not be built, inverted, read or projected.
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
  /// A length of a CSS value could not be resolved (a percentage without a reference box, an
  /// `em` without a font size): the ``SyntaxError`` of the resolution, offset 0.
  case unresolved(SyntaxError)
  /// The exact value of a quantity the result needs is beyond the range of `Double` (beyond
  /// ±1.8e308), so no finite number stands for it: the quantity as users name it (`m11`, `x of
  /// translateX(200%)`, `the top-left corner's x`) and the value as significand · 2^exponent
  /// (the significand in [1, 2)), since no `Double` holds it.
  case beyondRange(String, significand: Double, exponent: Int)
  /// A projected point is at or behind the viewer (w ≤ 0 after the transform): the point, as
  /// users name it (`the top-left corner`), has no projection.
  case behindViewer(String)

  /// One line naming the bad value.
  public var description: String {
    switch self {
    case let .singular(determinant): return "the matrix is singular (determinant \(determinant)) and has no inverse"
    case let .wrongCount(count, expected): return "expected \(expected) numbers, got \(count)"
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .unresolved(error): return error.message
    case let .beyondRange(quantity, significand, exponent):
      let value = WideDouble(significand: significand, exponent: exponent).decimalText
      return "\(quantity) = \(value) is beyond the range of doubles (±1.8e308)"
    case let .behindViewer(point):
      return "\(point) falls at or behind the viewer's plane (w ≤ 0) and has no projection"
    }
  }

  /// The error for `quantity`, whose exact value is `value`.
  static func beyondRange(_ quantity: String, _ value: WideDouble) -> TransformError {
    .beyondRange(quantity, significand: value.significand, exponent: value.exponent)
  }
}
