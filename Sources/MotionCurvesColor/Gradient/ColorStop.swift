import MotionCurvesCore

/// One colour stop of a gradient as written: a colour, where it sits on the gradient line (or
/// nil, to be placed by ``ColorStops``'s fix-up), an optional second location, and an optional
/// colour transition hint before it.
///
/// Locations are fractions of the gradient line: 0 at its start, 1 at its end (CSS `30%` is 0.3,
/// a Core Animation `locations` entry is taken as it is); any finite value is allowed, before 0 or
/// after 1 too.
///
/// ```swift
/// let green = ColorStop(try CSSColor(css: "rgb(0 128 0)"), location: 0.5, secondLocation: 0.7)
/// let blue = ColorStop(try CSSColor(css: "blue"), transitionHint: 0.8)   // CSS `80%, blue`
/// ```
///
/// A stop with two locations (CSS `green 50% 70%`) is two stops of the same colour, a solid band.
/// A transition hint (CSS Images 3 §coloring-gradient-line) is the location between the previous
/// stop and this one where the colour is the halfway mix; see ``ColorStops`` for the curve it
/// gives. ``ColorStops`` validates the numbers (finite, a second location only after a first, no
/// hint before the first stop).
public struct ColorStop: Sendable, Hashable {
  /// The stop's colour.
  public var color: CSSColor
  /// Where the stop sits on the gradient line (0 = start, 1 = end), or nil to place it by the
  /// fix-up rules.
  public var location: Double?
  /// A second location: the stop is then two stops of ``color``, at ``location`` and here.
  public var secondLocation: Double?
  /// The location of a colour transition hint between the previous stop and this one, or nil.
  public var transitionHint: Double?

  /// A stop of `color` at `location` (nil: placed by the fix-up), with an optional second location
  /// and an optional transition hint before it. Nothing is checked here; ``ColorStops`` checks.
  public init(_ color: CSSColor, location: Double? = nil, secondLocation: Double? = nil, transitionHint: Double? = nil) {
    self.color = color
    self.location = location
    self.secondLocation = secondLocation
    self.transitionHint = transitionHint
  }
}
