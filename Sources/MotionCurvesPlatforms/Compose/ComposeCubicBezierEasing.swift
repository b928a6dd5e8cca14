import MotionCurvesCore
import MotionCurvesTiming

/// Jetpack Compose's `CubicBezierEasing(a, b, c, d)`: the cubic bézier through (0, 0), (a, b),
/// (c, d), (1, 1), read as y(x), with Compose's own behaviour outside (0, 1) — the input comes back
/// unchanged — and, as an option, its clamping of the output.
///
/// Inside (0, 1) the value is the exact y(x) of the curve, solved by ``CubicBezier``. Compose
/// stores the control points as 32-bit floats and solves in `Float`; this type keeps the decimal
/// control points in double precision, so it is the curve Compose approximates (to about 1e-7).
public struct ComposeCubicBezierEasing: Sendable, Hashable, Codable {
  /// The curve, with Compose's (a, b, c, d) as (x1, y1, x2, y2).
  public let bezier: CubicBezier

  /// How the output inside (0, 1) is clamped.
  public enum Clamping: String, Sendable, Hashable, Codable, CaseIterable {
    /// No clamping: the exact y(x) of the curve, overshoot included.
    case exact
    /// Clamped to [0, 1], as androidx's `CubicBezierEasing` did before it learned the curve's
    /// bounds: an overshooting curve (`EaseOutBack`) loses its overshoot.
    case unitInterval
    /// Clamped to the curve's own vertical extrema over t ∈ [0, 1] (its
    /// ``CubicBezier/outputRange``), as the current androidx computes them once
    /// (`computeCubicVerticalBounds`) to clean up its `Float` solver's rounding. With this exact
    /// solver it changes nothing but the last bit near an extremum.
    case verticalExtrema
  }

  /// The easing with Compose's control points (a, b) and (c, d).
  ///
  /// - Throws: ``CubicBezierError`` when a coordinate is not finite or a or c is outside [0, 1].
  ///   Compose itself only rejects NaN at construction; with a or c outside [0, 1] the x-cubic may
  ///   have no root in [0, 1], and Compose throws `IllegalArgumentException` at evaluation instead.
  public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(CubicBezierError) {
    bezier = try CubicBezier(x1: a, y1: b, x2: c, y2: d)
  }

  /// The easing of an existing curve.
  public init(_ bezier: CubicBezier) {
    self.bezier = bezier
  }

  /// Compose's `transform(fraction)`: y(x) inside (0, 1), and `x` itself otherwise (0, 1, any x
  /// outside, and NaN, which comes back as NaN).
  ///
  /// - Precision: inside (0, 1), within 1e-12 · max(1, |b|, |d|) of the exact y(x) (see
  ///   ``CubicBezier/value(at:)``); exact elsewhere. Clamping only moves a value toward the exact
  ///   curve's range.
  /// - Complexity: O(1), no allocation.
  public func value(at x: Double, clamping: Clamping = .exact) -> Double {
    guard x > 0 && x < 1 else { return x }
    let y = bezier.value(at: x)
    switch clamping {
    case .exact: return y
    case .unitInterval: return min(max(y, 0), 1)
    case .verticalExtrema:
      let range = bezier.outputRange
      return min(max(y, range.lowerBound), range.upperBound)
    }
  }

  /// dy/dx of ``value(at:clamping:)`` with `.exact`: the curve's slope inside (0, 1) and at its
  /// ends (the one-sided slope from inside, ±∞ at a vertical tangent), 1 outside [0, 1] where the
  /// input passes through unchanged, NaN for NaN.
  ///
  /// - Precision: as ``CubicBezier/velocity(at:)``: relative 1e-12 where the slope is not nearly 0.
  public func velocity(at x: Double) -> Double {
    if x.isNaN { return x }
    guard x >= 0 && x <= 1 else { return 1 }
    return bezier.velocity(at: x)
  }
}
