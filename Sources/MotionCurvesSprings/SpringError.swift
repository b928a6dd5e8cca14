import MotionCurvesCore

/// The reason a spring, a spring motion or a spring model could not be created: which parameter,
/// and its value.
public enum SpringError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError,
  NonNegativeParameterError
{
  /// The parameters of springs and their motions, by the names the initializers give them.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// Mass m.
    case mass
    /// Stiffness k.
    case stiffness
    /// Damping c.
    case damping
    /// SwiftUI's and UIKit's response, in seconds.
    case response
    /// The damping ratio ζ.
    case dampingRatio
    /// SwiftUI's duration, in seconds.
    case duration
    /// SwiftUI's bounce.
    case bounce
    /// Rebound's tension.
    case tension
    /// Rebound's friction.
    case friction
    /// The starting value.
    case from
    /// The target value.
    case to
    /// The initial velocity.
    case initialVelocity
    /// A frame's time step.
    case dt
    /// A settling tolerance ε (SwiftUI's `epsilon`).
    case epsilon
  }

  /// A parameter is NaN or infinite.
  case notFinite(Parameter, Double)
  /// A parameter must be greater than 0 (mass, stiffness, response, duration, tension).
  case notPositive(Parameter, Double)
  /// A parameter must be at least 0 (damping, damping ratio, friction, a frame's dt).
  case negative(Parameter, Double)
  /// SwiftUI's bounce must lie in (−1, 1].
  case bounceOutOfRange(Double)
  /// Core Animation measures initial velocity in distances per second, so a motion whose `from`
  /// equals its `to` cannot be given one (this velocity, in units per second).
  case velocityWithoutDistance(Double)
  /// JNWSpringAnimation always starts at rest; it cannot take this initial velocity.
  case startsAtRest(Double)
  /// JNWSpringAnimation and Compose keep values as 32-bit floats: this one is beyond their range (±3.4e38).
  case beyondFloat(Parameter, Double)
  /// This parameter, as given, makes a derived one (the stiffness or damping computed from it) zero,
  /// negative or beyond the largest `Double`.
  case derivedOutOfRange(Parameter, Double, derived: Parameter)

  /// The parameter the error is about.
  public var parameter: Parameter {
    switch self {
    case let .notFinite(parameter, _), let .notPositive(parameter, _), let .negative(parameter, _),
      let .beyondFloat(parameter, _), let .derivedOutOfRange(parameter, _, _):
      return parameter
    case .bounceOutOfRange: return .bounce
    case .velocityWithoutDistance, .startsAtRest: return .initialVelocity
    }
  }

  /// One line naming the parameter and its value, for example `mass = 0.0 must be greater than 0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .negative(parameter, value): return Self.negativeDescription(parameter, value)
    case let .bounceOutOfRange(value): return "bounce = \(value) must be in (-1, 1]"
    case let .velocityWithoutDistance(value):
      return "initialVelocity = \(value) needs from ≠ to: Core Animation measures velocity in distances per second"
    case let .derivedOutOfRange(parameter, value, derived):
      return "\(parameter.rawValue) = \(value) gives a \(derived.rawValue) that is zero or beyond the range of a Double"
    case let .beyondFloat(parameter, value):
      return "\(parameter.rawValue) = \(value) is beyond the 32-bit float range (±3.4e38) JNWSpringAnimation and Compose keep values in"
    case let .startsAtRest(value):
      return "initialVelocity = \(value) must be 0: JNWSpringAnimation has no initial velocity (it starts at rest)"
    }
  }

  /// Checks a parameter computed from a given one: finite, and > 0 (or ≥ 0).
  static func derived(_ value: Double, _ derived: Parameter, from given: Parameter, _ givenValue: Double, positive: Bool)
    throws(SpringError)
  {
    guard value.isFinite && (positive ? value > 0 : value >= 0) else {
      throw .derivedOutOfRange(given, givenValue, derived: derived)
    }
  }
}
