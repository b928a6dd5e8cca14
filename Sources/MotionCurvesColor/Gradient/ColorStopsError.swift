import MotionCurvesCore

/// Why a list of colour stops or a gradient line could not be built. (Errors in CSS text are
/// ``SyntaxError``s, with their character offset.)
public enum ColorStopsError: Error, Sendable, Hashable {
  /// The list has no stops: a gradient needs at least one colour.
  case empty
  /// A number that must be finite is not; it names the value (`stops[2].location`,
  /// `locations[1]`, `startPoint.x`) and gives it.
  case nonFinite(parameter: String, value: Double)
  /// The stop at this index has a second location but no first one.
  case secondLocationWithoutLocation(index: Int)
  /// The first stop has a transition hint: a hint goes between two stops.
  case transitionHintBeforeFirstStop
  /// Core Animation `colors` and `locations` arrays of different lengths (see
  /// ``ColorStops/init(coreAnimationColors:locations:mode:)`` for why this is refused).
  case locationCountMismatch(colors: Int, locations: Int)
  /// A gradient box without area: CSS angles and corners need a width and height > 0.
  case emptyBox(width: Double, height: Double)
}

extension ColorStopsError: CustomStringConvertible {
  /// One line naming the bad value.
  public var description: String {
    switch self {
    case .empty: return "a gradient needs at least one colour stop"
    case let .nonFinite(parameter, value): return "\(parameter) must be finite, got \(value)"
    case let .secondLocationWithoutLocation(index): return "stops[\(index)] has a second location but no first one"
    case .transitionHintBeforeFirstStop: return "a transition hint goes between two stops, not before the first"
    case let .locationCountMismatch(colors, locations):
      return "\(colors) colours but \(locations) locations: Core Animation needs one location per colour"
    case let .emptyBox(width, height): return "a gradient box of \(width) × \(height) has no area"
    }
  }
}
