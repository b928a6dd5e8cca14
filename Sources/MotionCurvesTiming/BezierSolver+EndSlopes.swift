import MotionCurvesCore

/// The slopes of a timing curve at its ends.
///
/// Outside [0, 1] a timing curve continues as a straight line, and the slope of that line is what
/// browsers compute (Blink's and WebKit's `CubicBezier::InitGradients`, Gecko's, and the
/// web-platform-tests), which is narrower than the CSS Easing text (csswg-drafts issue 4046):
///
/// - before 0: y1/x1 when x1 > 0; else, when P1 coincides with P0 (x1 = y1 = 0), y2/x2 when
///   x2 > 0, or 1 when P2 coincides with P0 too (the curve is the diagonal); otherwise 0.
/// - after 1: (y2 − 1)/(x2 − 1) when x2 < 1; else, when P2 coincides with P3 (x2 = y2 = 1),
///   (y1 − 1)/(x1 − 1) when x1 < 1, or 1 when P1 coincides with P3 too; otherwise 0.
///
/// So `cubic-bezier(0, -0.5, 1, -0.5)` is flat before 0 and `cubic-bezier(0, 1.5, 1, 1.5)` is flat
/// after 1, where the spec's wording would extend along the far control point.
///
/// The tangent slopes are the one-sided limits of dy/dx = y′(t)/x′(t) at t = 0 and t = 1: the
/// ratio of the first derivatives that do not both vanish, ±∞ at a vertical tangent. They are what
/// `velocity(at:)` returns at exactly 0 and 1.
struct EndSlopes {
  var startExtension, endExtension: Double
  let startTangent, endTangent: Double

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    if x1 > 0 {
      startExtension = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startExtension = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      startExtension = 1
    } else {
      startExtension = 0
    }
    if x2 < 1 {
      endExtension = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endExtension = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      endExtension = 1
    } else {
      endExtension = 0
    }
    // + 0 turns a −0 slope (from (y − 1)/(x − 1) with y = 1) into 0.
    startExtension += 0
    endExtension += 0
    startTangent = Self.tangentAtStart(x1: x1, y1: y1, x2: x2, y2: y2)
    // A point reflection through (½, ½) maps t = 1 to t = 0 and keeps slopes.
    endTangent = Self.tangentAtStart(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
  }

  /// lim dy/dx as t → 0⁺. The Taylor coefficients of x′ and y′ at 0 are (3p1, 6(p2 − 2p1),
  /// 3(1 + 3p1 − 3p2)); their common factors cancel in each ratio.
  static func tangentAtStart(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    BezierSolver.ratioLimit(
      (x1, y1),
      (x2 - 2 * x1, y2 - 2 * y1),
      (1 + 3 * x1 - 3 * x2, 1 + 3 * y1 - 3 * y2))
  }
}
