import MotionCurvesCore

/// What ``KeyframeValues`` does with key times or timing functions that do not fit the values.
public enum KeyTimeValidation: String, Sendable, Hashable, Codable, CaseIterable {
  /// Throw a ``KeyframeError`` naming the problem (the default).
  case strict
  /// Core Animation's documented behaviour: "If the values in this array are invalid or
  /// inappropriate for the current calculation mode, they are ignored" — invalid key times are
  /// replaced by evenly spaced ones, missing timing functions by `linear`, extra ones dropped.
  case ignoreInvalid
}
