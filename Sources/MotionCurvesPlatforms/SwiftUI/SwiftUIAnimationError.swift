/// A parameter that SwiftUI's `Animation` factories and modifiers would accept but that has no
/// defined timeline in ``SwiftUIAnimation``: a NaN or infinite number, a negative delay, a speed or
/// duration that is not positive, a repeat count below 1.
public enum SwiftUIAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameters of animations and their modifiers.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The duration of a curve (bézier) animation, in seconds.
    case duration
    /// The argument of `delay(_:)`, in seconds.
    case delay
    /// The argument of `speed(_:)`.
    case speed
  }

  /// The parameter is NaN or infinite: the parameter and the value given.
  case notFinite(Parameter, Double)
  /// The parameter must be above 0: the parameter and the value given.
  case notPositive(Parameter, Double)
  /// The parameter must not be negative: the parameter and the value given.
  case negative(Parameter, Double)
  /// `repeatCount(_:autoreverses:)` was given a count below 1: the count given.
  case repeatCountBelowOne(Int)

  /// One line, for example `speed must be above 0, not -1.0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return "\(parameter.rawValue) must be finite, not \(value)"
    case let .notPositive(parameter, value): return "\(parameter.rawValue) must be above 0, not \(value)"
    case let .negative(parameter, value): return "\(parameter.rawValue) must not be negative, not \(value)"
    case let .repeatCountBelowOne(count): return "repeatCount must be at least 1, not \(count)"
    }
  }
}
