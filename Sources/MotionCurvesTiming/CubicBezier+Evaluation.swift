import MotionCurvesCore

extension CubicBezier {
  /// The output progress at input progress `x`.
  ///
  /// Inside [0, 1] this solves x(t) = x for t and returns y(t). Outside, the curve continues along
  /// a straight line from its end point, with the slope browsers use (see ``startExtensionSlope``
  /// and ``endExtensionSlope``); an infinite `x` gives that line's limit and NaN gives NaN.
  ///
  /// - Precision: for every valid curve and every x ∈ [0, 1],
  ///   |value − y_exact| ≤ 1e-12 · max(1, |y1|, |y2|) — including curves with vertical tangents such
  ///   as (0, 1, 0, 1), (1, 0, 0, 1) or (0.99, 0, 0.01, 1), where browser solvers miss by up to 1e-4.
  ///   The bound holds because the solver bounds the error in t, not the residual in x: it expands
  ///   x(t) about the point of each table cell where x′ is smallest, with exactly rounded
  ///   coefficients, so the residual keeps a small relative error even where x′ → 0 (see
  ///   `BezierSolver.swift`). The cross-checks against GSL measure the actual error at about 1e-15.
  ///   Near a vertical tangent at x = 0 the result also has a small relative error, down to
  ///   subnormal inputs. `value(at: 0)` is exactly 0 and `value(at: 1)` exactly 1. When y1 = x1 and
  ///   y2 = x2 the curve is the diagonal and the result is exactly `x`.
  /// - Monotonicity: when y1, y2 ∈ [0, 1] the exact curve never decreases, and neither does the
  ///   result wherever the exact outputs of two inputs differ by more than twice the error bound
  ///   (every grid of 4,096 steps, in the tests). Between inputs closer than that — neighbouring
  ///   doubles where the curve is nearly flat — the exact step is below the rounding of the result,
  ///   and the result may step back by that rounding: never more than 2e-15 (2.2e-16 measured).
  ///   Only a correctly rounded solver could promise more.
  /// - Complexity: O(1) and allocation-free: one table look-up, one Halley step and two short
  ///   polynomials for nearly every input; a short guarded Newton iteration in cells next to a
  ///   vertical tangent.
  @inlinable @inline(__always)
  public func value(at x: Double) -> Double {
    if x > 0 && x < 1 { return solver.value(inside: x) }
    if x < 0 { return solver.startExtension == 0 ? 0 : solver.startExtension * x }
    if x > 1 { return solver.endExtension == 0 ? 1 : 1 + solver.endExtension * (x - 1) }
    return x  // 0, 1 or NaN
  }

  /// The slope dy/dx at input progress `x`: how fast the output moves per unit of input.
  ///
  /// Inside (0, 1) it is y′(t)/x′(t) at the solved t. At exactly 0 and 1 it is the one-sided limit
  /// from inside the curve, which is ±∞ where the curve has a vertical tangent: at 0 when x1 = 0 and y1 ≠ 0, for example. At an interior vertical
  /// tangent, which only curves with x1 = 1, x2 = 0 have (at x = x(½)), it is ±∞ as well. Outside
  /// [0, 1] it is the slope of the straight extension.
  ///
  /// - Precision: |error| ≤ max(1e-12·|slope|, 1e-13·max(1, |y1|, |y2|)) wherever the slope is
  ///   finite (3.7e-15·max(1, |y1|, |y2|) the worst measured): relative 1e-12 except where the slope is nearly 0, where no evaluation in doubles can
  ///   keep a relative error (the exact zero of y′ is itself only known to ~1e-16). Next to a flat
  ///   end (within 1e-3 of x = 0 or 1) the slope is recomputed about that end, so its sign is right
  ///   and its error relative down to subnormal slopes. The cross-checks and `SlopeBoundTests`
  ///   measure it.
  /// - Complexity: as ``value(at:)``.
  @inlinable @inline(__always)
  public func velocity(at x: Double) -> Double {
    if x > 0 && x < 1 {
      let slope = solver.slope(inside: x)
      let zone = Self.flatEndZone
      guard (x < zone || x > 1 - zone) && abs(slope) < zone * max(1, abs(y1), abs(y2)) else { return slope }
      return flatEndSlope(x)
    }
    if x < 0 { return solver.startExtension }
    if x > 1 { return solver.endExtension }
    if x == 0 { return solver.startTangent }
    if x == 1 { return solver.endTangent }
    return x
  }

  /// The slope of the straight line that continues the curve before x = 0, as browsers compute it:
  /// y1/x1 when x1 > 0; when (x1, y1) = (0, 0), y2/x2 (or 1 if (x2, y2) = (0, 0) too); otherwise 0.
  public var startExtensionSlope: Double { solver.startExtension }

  /// The slope of the straight line that continues the curve after x = 1, as browsers compute it:
  /// (y2 − 1)/(x2 − 1) when x2 < 1; when (x2, y2) = (1, 1), (y1 − 1)/(x1 − 1) (or 1); otherwise 0.
  public var endExtensionSlope: Double { solver.endExtension }
}
