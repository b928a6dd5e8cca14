/// How a released gesture picks the snap point it settles on.
///
/// See ``SnapPoints/target(from:velocity:projection:rule:)`` for the exact rules, ties included.
public enum SnapRule: String, Sendable, Hashable, Codable, CaseIterable {
  /// The point nearest the decay's projection (where the fling would come to rest). A tie between
  /// two points goes to the one in the fling's direction (the larger for a positive velocity, the
  /// smaller for a negative one); at zero velocity to the smaller.
  case nearest
  /// The first point strictly beyond the release position in the fling's direction (a pager's
  /// "next page"); at zero velocity the point nearest the release position (a tie goes to the
  /// smaller); when no point lies beyond, the last point in that direction.
  case nextInDirection
}
