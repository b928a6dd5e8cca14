import MotionCurvesCore

/// Why a compositing value could not be made: the parameter and its value.
public enum ColorCompositingError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError {
  /// The numbers of the replicator colour model, by their names in the API and JSON.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// A channel of the first instance's colour (red, green, blue, alpha).
    case instanceColorRed = "instanceColor.red", instanceColorGreen = "instanceColor.green"
    /// A channel of the first instance's colour (red, green, blue, alpha).
    case instanceColorBlue = "instanceColor.blue", instanceColorAlpha = "instanceColor.alpha"
    /// A channel's offset per instance (red, green, blue, alpha).
    case redOffset, greenOffset, blueOffset, alphaOffset
    /// A channel of the colour stepped toward (red, green, blue, alpha).
    case lastRed = "last.red", lastGreen = "last.green", lastBlue = "last.blue", lastAlpha = "last.alpha"
    /// The number of replicator instances stepped across.
    case steps

    /// The instance colour's channels, in the order red, green, blue, alpha.
    static let instanceColor: [Parameter] = [
      .instanceColorRed, .instanceColorGreen, .instanceColorBlue, .instanceColorAlpha,
    ]
    /// The offsets, in the order red, green, blue, alpha.
    static let offset: [Parameter] = [.redOffset, .greenOffset, .blueOffset, .alphaOffset]
    /// The channels of the colour stepped toward, in the order red, green, blue, alpha.
    static let last: [Parameter] = [.lastRed, .lastGreen, .lastBlue, .lastAlpha]
  }

  /// A parameter is NaN or infinite.
  case notFinite(Parameter, Double)
  /// A parameter must be greater than 0: the instance count `steps` where one is needed to step
  /// between two colours.
  case notPositive(Parameter, Double)
  /// Compositing was asked for in a space that is not an RGB space (`xyz-d65`, `lab`, `oklch`,
  /// `hsl` …): blend modes are defined on RGB channels in [0, 1].
  case notAnRGBSpace(CSSColorSpace)

  /// One line naming the parameter and its value, for example
  /// `redOffset = nan is not a finite number`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .notAnRGBSpace(space):
      return "\(space.cssName) is not an RGB space: composite in srgb, srgb-linear, display-p3, display-p3-linear, "
        + "a98-rgb, prophoto-rgb or rec2020"
    }
  }
}
