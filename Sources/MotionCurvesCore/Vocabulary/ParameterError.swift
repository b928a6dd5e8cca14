/// An error that can say a number given for a named parameter is NaN or infinite: the one shape
/// every layer's error type uses for a number outside its domain, with the checks and the messages
/// written once.
///
/// An adopter declares a nested `Parameter` type whose raw values are the names users see (`mass`,
/// `stops[2].location`) and the case `notFinite(Parameter, Double)`; ``PositiveParameterError`` adds
/// `notPositive(Parameter, Double)` and ``NonNegativeParameterError`` adds
/// `negative(Parameter, Double)`. Each case's description is the same sentence in every layer:
///
/// | case | description |
/// | --- | --- |
/// | `notFinite(.mass, .nan)` | `mass = nan is not a finite number` |
/// | `notPositive(.mass, 0)` | `mass = 0.0 must be greater than 0` |
/// | `negative(.damping, -1)` | `damping = -1.0 must be at least 0` |
package protocol ParameterError: Error, CustomStringConvertible {
  /// The parameters the error can name; each raw value is the name users see.
  associatedtype Parameter: RawRepresentable, Sendable, Hashable where Parameter.RawValue == String

  /// The parameter is NaN or infinite (or infinite where only finite values are allowed).
  static func notFinite(_ parameter: Parameter, _ value: Double) -> Self
}

/// A ``ParameterError`` some of whose parameters must be greater than 0.
package protocol PositiveParameterError: ParameterError {
  /// The parameter must be greater than 0.
  static func notPositive(_ parameter: Parameter, _ value: Double) -> Self
}

/// A ``ParameterError`` some of whose parameters must be at least 0.
package protocol NonNegativeParameterError: ParameterError {
  /// The parameter must be at least 0.
  static func negative(_ parameter: Parameter, _ value: Double) -> Self
}

extension ParameterError {
  /// Checks that `value` is finite.
  package static func finite(_ value: Double, _ parameter: Parameter) throws(Self) {
    guard value.isFinite else { throw notFinite(parameter, value) }
  }

  /// `name = value is not a finite number`.
  package static func notFiniteDescription(_ parameter: Parameter, _ value: Double) -> String {
    "\(parameter.rawValue) = \(value) is not a finite number"
  }
}

extension PositiveParameterError {
  /// Checks 0 < `value` < ∞ (or ≤ +∞ when `allowingInfinity`): NaN (and an infinity not allowed)
  /// is ``ParameterError/notFinite(_:_:)``, the rest of what is not above 0 ``notPositive(_:_:)``.
  package static func positive(_ value: Double, _ parameter: Parameter, allowingInfinity: Bool = false) throws(Self) {
    guard !value.isNaN, allowingInfinity || value.isFinite else { throw notFinite(parameter, value) }
    guard value > 0 else { throw notPositive(parameter, value) }
  }

  /// `name = value must be greater than 0`.
  package static func notPositiveDescription(_ parameter: Parameter, _ value: Double) -> String {
    "\(parameter.rawValue) = \(value) must be greater than 0"
  }
}

extension NonNegativeParameterError {
  /// Checks 0 ≤ `value` < ∞ (or ≤ +∞ when `allowingInfinity`): NaN (and an infinity not allowed)
  /// is ``ParameterError/notFinite(_:_:)``, the rest of what is below 0 ``negative(_:_:)``.
  package static func nonNegative(_ value: Double, _ parameter: Parameter, allowingInfinity: Bool = false) throws(Self) {
    guard !value.isNaN, allowingInfinity || value.isFinite else { throw notFinite(parameter, value) }
    guard value >= 0 else { throw negative(parameter, value) }
  }

  /// `name = value must be at least 0`.
  package static func negativeDescription(_ parameter: Parameter, _ value: Double) -> String {
    "\(parameter.rawValue) = \(value) must be at least 0"
  }
}

/// The index `i` when `name` is `prefix` + `i` + `suffix` with `i` a decimal integer ≥ 0 without
/// leading zeros (`parameterIndex("stops[2].location", "stops[", "].location")` is 2): how the
/// `Parameter` types that name an element of a list read their raw values back.
package func parameterIndex(_ name: String, _ prefix: String, _ suffix: String) -> Int? {
  guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
  let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
  guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits == "0" || digits.first != "0" else { return nil }
  return Int(digits)
}
