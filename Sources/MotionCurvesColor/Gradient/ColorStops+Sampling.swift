import MotionCurvesCore
import RealModule

extension ColorStops {
  /// The colour of the gradient line at location `x` (0 at the start point, 1 at the end point).
  ///
  /// - Before the first location (x < l₀) the first colour, from the last location on the last
  ///   colour: both clamp, as CSS and `CAGradientLayer` draw. A NaN `x` counts as before the first.
  /// - Between lᵢ ≤ x < lᵢ₊₁ the segment's interpolation a fraction P = (x − lᵢ)/(lᵢ₊₁ − lᵢ) of
  ///   the way, or C = P^(ln ½ / ln H) with a transition hint (see ``ColorStops``).
  /// - **Hard edges:** where several stops share a location l, x = l takes the colour of the
  ///   *last* of them, and x just below l approaches the first: the gradient is continuous from
  ///   the right, which is the "infinitesimal transition from the one specified first in the list
  ///   to the one specified last" of CSS Images 3, with the later stop winning at the edge itself
  ///   (as Skia's and Core Graphics' half-open intervals [lᵢ, lᵢ₊₁) pick it).
  ///
  /// The colour is in the interpolation space: ``interpolationMethod``'s space in CSS mode
  /// (legacy, writing `rgb()`, when CSS's default chose sRGB), the segment's space in Core
  /// Animation mode. At a stop's location it is exactly that stop's colour converted to the
  /// space, missing components filled from its neighbour in the segment (except in CSS mode for a
  /// colour with alpha 0, whose premultiplied components are zeros); the first and last colours
  /// are the first segment's start and the last segment's end.
  ///
  /// - Precision: P is within 3 ulps of (x − lᵢ)/(lᵢ₊₁ − lᵢ) (three roundings), C within a few
  ///   more ulps when there is a hint (one `pow`), and each component within 2 ulps of the exact
  ///   blend of the segment's premultiplied components at C.
  /// - Complexity: O(log n) for n stops (a binary search), no allocation: the segments are
  ///   converted and premultiplied once, when the list is built.
  public func value(at x: Double) -> CSSColor {
    let n = locations.count
    guard x >= locations[0] else { return segments[0].value(at: 0) }
    guard x < locations[n - 1] else { return segments[segments.count - 1].value(at: 1) }
    // locations[low] ≤ x < locations[high]
    var low = 0, high = n - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if locations[middle] <= x { low = middle } else { high = middle }
    }
    let p = Self.relativeHint(x, from: locations[low], to: locations[high])
    let exponent = hintExponents[low]
    let c: Double
    switch exponent {
    case 1: c = p
    case 0: c = 1
    case .infinity: c = p < 1 ? 0 : 1
    default: c = Double.pow(p, exponent)
    }
    return segments[low].value(at: c)
  }
}
