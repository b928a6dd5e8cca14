import MotionCurvesSprings

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
    /// A spring's mass.
    case mass
    /// A spring's stiffness.
    case stiffness
    /// A spring's damping.
    case damping
    /// A spring's initial velocity.
    case initialVelocity
    /// A spring's bounce.
    case bounce
    /// A fluid spring's response, in seconds.
    case response
    /// A fluid spring's blend duration, in seconds.
    case blendDuration
    /// The target of a retarget (``SwiftUIAnimatedValue/animate(to:at:with:)``) or the initial value.
    case target
    /// The time of a retarget, in seconds.
    case time
  }

  /// The parameter is NaN or infinite: the parameter and the value given.
  case notFinite(Parameter, Double)
  /// The parameter must be above 0: the parameter and the value given.
  case notPositive(Parameter, Double)
  /// The parameter must not be negative: the parameter and the value given.
  case negative(Parameter, Double)
  /// `repeatCount(_:autoreverses:)` was given a count below 1: the count given.
  case repeatCountBelowOne(Int)
  /// The parameter is outside its range (a bounce must be in (−1, 1]): the parameter and the value.
  case outOfRange(Parameter, Double)
  /// A retarget's time is before the previous retarget's: the time given and the previous time.
  case timeBeforePrevious(Double, previous: Double)
  /// The spring's parameters were rejected: the spring's own error.
  case spring(SpringError)

  /// One line, for example `speed must be above 0, not -1.0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return "\(parameter.rawValue) must be finite, not \(value)"
    case let .notPositive(parameter, value): return "\(parameter.rawValue) must be above 0, not \(value)"
    case let .negative(parameter, value): return "\(parameter.rawValue) must not be negative, not \(value)"
    case let .repeatCountBelowOne(count): return "repeatCount must be at least 1, not \(count)"
    case let .outOfRange(parameter, value): return "\(parameter.rawValue) is out of range: \(value)"
    case let .timeBeforePrevious(time, previous):
      return "time \(time) is before the previous retarget at \(previous)"
    case let .spring(error): return error.description
    }
  }
}
