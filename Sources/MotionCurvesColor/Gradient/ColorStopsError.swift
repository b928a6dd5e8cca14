import MotionCurvesCore

/// Why a list of colour stops or a gradient line could not be built. (Errors in CSS text are
/// ``SyntaxError``s, with their character offset.)
public enum ColorStopsError: Error, Sendable, Hashable, CustomStringConvertible, PositiveParameterError {
  /// The numbers of stops and gradient lines, by the names of the API.
  public enum Parameter: Hashable, Sendable, RawRepresentable {
    /// The location of the stop at this index: `stops[2].location`.
    case location(stop: Int)
    /// The second location of the stop at this index: `stops[2].secondLocation`.
    case secondLocation(stop: Int)
    /// The transition hint before the stop at this index: `stops[2].transitionHint`.
    case transitionHint(stop: Int)
    /// The location at this index of Core Animation's `locations` array: `locations[1]`.
    case locations(Int)
    /// A coordinate of a gradient line's start point: `startPoint.x`, `startPoint.y`.
    case startPointX, startPointY
    /// A coordinate of a gradient line's end point: `endPoint.x`, `endPoint.y`.
    case endPointX, endPointY
    /// The angle of a CSS `linear-gradient()`.
    case angle
    /// The width and height of the box a CSS gradient fills: `boxSize.width`, `boxSize.height`.
    case boxWidth, boxHeight

    /// The name: `stops[2].location`, `locations[1]`, `startPoint.x`, `angle`.
    public var rawValue: String {
      switch self {
      case let .location(stop): return "stops[\(stop)].location"
      case let .secondLocation(stop): return "stops[\(stop)].secondLocation"
      case let .transitionHint(stop): return "stops[\(stop)].transitionHint"
      case let .locations(index): return "locations[\(index)]"
      case .startPointX: return "startPoint.x"
      case .startPointY: return "startPoint.y"
      case .endPointX: return "endPoint.x"
      case .endPointY: return "endPoint.y"
      case .angle: return "angle"
      case .boxWidth: return "boxSize.width"
      case .boxHeight: return "boxSize.height"
      }
    }

    /// The parameter with this name, or nil.
    public init?(rawValue: String) {
      if let named = [Parameter.startPointX, .startPointY, .endPointX, .endPointY, .angle, .boxWidth, .boxHeight].first(where: {
        $0.rawValue == rawValue
      }) {
        self = named
      } else if let stop = parameterIndex(rawValue, "stops[", "].location") {
        self = .location(stop: stop)
      } else if let stop = parameterIndex(rawValue, "stops[", "].secondLocation") {
        self = .secondLocation(stop: stop)
      } else if let stop = parameterIndex(rawValue, "stops[", "].transitionHint") {
        self = .transitionHint(stop: stop)
      } else if let index = parameterIndex(rawValue, "locations[", "]") {
        self = .locations(index)
      } else {
        return nil
      }
    }
  }

  /// The list has no stops: a gradient needs at least one colour.
  case empty
  /// A location, hint, coordinate or angle is NaN or infinite.
  case notFinite(Parameter, Double)
  /// The stop at this index has a second location but no first one.
  case secondLocationWithoutLocation(index: Int)
  /// The first stop has a transition hint: a hint goes between two stops.
  case transitionHintBeforeFirstStop
  /// Core Animation `colors` and `locations` arrays of different lengths (see
  /// ``ColorStops/init(coreAnimationColors:locations:mode:)`` for why this is refused).
  case locationCountMismatch(colors: Int, locations: Int)
  /// A parameter must be greater than 0: a gradient box's width and height (CSS angles and
  /// corners need an area).
  case notPositive(Parameter, Double)

  /// One line naming the bad value.
  public var description: String {
    switch self {
    case .empty: return "a gradient needs at least one colour stop"
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .secondLocationWithoutLocation(index): return "stops[\(index)] has a second location but no first one"
    case .transitionHintBeforeFirstStop: return "a transition hint goes between two stops, not before the first"
    case let .locationCountMismatch(colors, locations):
      return "\(colors) colours but \(locations) locations: Core Animation needs one location per colour"
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    }
  }
}
