/// Which arithmetic a Chromium fling model uses for its parameters.
///
/// Chromium declares its constants as C++ `float` and keeps velocities, distances and control
/// points in `float` (`gfx::Vector2dF`, `gfx::PointF`); the library's exact form uses the published
/// decimal constants in `Double`. The two differ by Float rounding: about 6e-8 relative in each
/// constant and derived value.
public enum ChromiumFlingArithmetic: String, Hashable, Codable, Sendable, CaseIterable {
  /// The published decimal constants and `Double` arithmetic throughout: the curve Chromium means.
  case exact
  /// Chromium's numerics: each constant rounded to `Float` as its `float` declaration does, and the
  /// per-fling values Chromium keeps in `float` (start speed, distance, duration, control point)
  /// rounded to `Float` as its code computes them. Positions and velocities along the resulting
  /// curve are still evaluated exactly (Chromium rounds each returned offset to `Float` too).
  case float32
}
