import MotionCurvesCore

/// Why a dash pattern is invalid (SVG: the `stroke-dasharray` value is then in error and the
/// stroke is drawn as if there were no dashing — the caller decides).
public enum PathDashError: Error, Sendable, Hashable, CustomStringConvertible, NonNegativeParameterError {
  /// The numbers of ``VectorPath/dashed(pattern:offset:pathLength:)``, by its parameters' names.
  public enum Parameter: Hashable, Sendable, RawRepresentable {
    /// The dash or gap length at this index of `pattern`: `pattern[1]`.
    case pattern(Int)
    /// The dash offset.
    case offset

    /// The name: `pattern[1]`, `offset`.
    public var rawValue: String {
      switch self {
      case let .pattern(index): return "pattern[\(index)]"
      case .offset: return "offset"
      }
    }

    /// The parameter with this name, or nil.
    public init?(rawValue: String) {
      if rawValue == "offset" {
        self = .offset
      } else if let index = parameterIndex(rawValue, "pattern[", "]") {
        self = .pattern(index)
      } else {
        return nil
      }
    }
  }

  /// A dash or gap length, or the offset, is infinite or NaN.
  case notFinite(Parameter, Double)
  /// A dash or gap length is negative.
  case negative(Parameter, Double)
  /// The pattern is so short for the path that more than ``PathDashError/maximumDashCount``
  /// dashes and gaps would be walked (Skia gives up dashing beyond a similar limit); `count` is
  /// how many.
  case tooManyDashes(count: Double)

  /// The most dashes and gaps ``VectorPath/dashed(pattern:offset:pathLength:)`` walks.
  public static let maximumDashCount = 1_000_000

  /// One line naming the bad value, for example `pattern[1] = -1.0 must be at least 0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .negative(parameter, value): return Self.negativeDescription(parameter, value)
    case let .tooManyDashes(count):
      return "the pattern is so short that \(count) dashes and gaps would be walked, more than \(Self.maximumDashCount)"
    }
  }
}
