/// A unit timing curve: a function from input progress x to output progress y, as CSS easing
/// functions and Core Animation's timing functions are.
///
/// Every timing curve of the library adopts it — ``CubicBezier``, ``Steps``, ``LinearEasing`` and
/// ``TimingFunction`` — so code that eases a value can take any of them:
///
/// ```swift
/// func eased<Curve: TimingCurve>(_ curve: Curve, from a: Double, to b: Double, at x: Double) -> Double {
///   a + (b - a) * curve.value(at: x)
/// }
/// let halfway = eased(CubicBezier.ease, from: 0, to: 100, at: 0.5)   // 80.24…
/// ```
///
/// The input is the curve's one variable, so it is labelled `at:` (the library's rule: the single
/// variable of a one-variable function is always `at:`; see <doc:Vocabulary>).
public protocol TimingCurve: Sendable {
  /// The output progress at input progress `x`.
  ///
  /// Defined for every finite `x`, also outside [0, 1] (how each curve extends is documented on
  /// the adopter); NaN gives NaN.
  func value(at x: Double) -> Double

  /// The slope dy/dx at input progress `x`: how fast the output moves per unit of input.
  ///
  /// ±∞ at a vertical tangent (a cubic bézier with x1 = 0 and y1 ≠ 0 at x = 0, say), and NaN where
  /// the curve jumps (a step boundary of `steps()`, a repeated input of `linear()`): a jump has no
  /// derivative, and NaN keeps it from passing for a number.
  func velocity(at x: Double) -> Double

  /// The smallest and largest output over inputs in [0, 1]: [0, 1] widened by any overshoot. This
  /// is the room a layout reserves for an overshooting animation.
  var outputRange: ClosedRange<Double> { get }
}
