import MotionCurvesCore

/// Why a compositing value could not be made: the parameter and its value.
public enum ColorCompositingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite: its name as written in the API and JSON (`instanceColor.red`,
  /// `greenOffset` …) and the value.
  case notFinite(parameter: String, value: Double)
  /// A replicator's instance count below 1 where one is needed to step between two colours.
  case nonPositiveSteps(Int)
  /// Compositing was asked for in a space that is not an RGB space (`xyz-d65`, `lab`, `oklch`,
  /// `hsl` …): blend modes are defined on RGB channels in [0, 1].
  case notAnRGBSpace(CSSColorSpace)

  /// One line naming the parameter and its value, for example
  /// `redOffset = nan is not a finite number`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return "\(parameter) = \(value) is not a finite number"
    case let .nonPositiveSteps(steps): return "steps = \(steps) must be at least 1"
    case let .notAnRGBSpace(space):
      return "\(space.cssName) is not an RGB space: composite in srgb, srgb-linear, display-p3, display-p3-linear, "
        + "a98-rgb, prophoto-rgb or rec2020"
    }
  }
}
