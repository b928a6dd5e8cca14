import MotionCurvesColor
import MotionCurvesCore

/// A gradient layer's colours, stop locations and axis (`CAGradientLayer`, axial).
public struct SceneGradient: Sendable, Hashable {
  /// The colours (taken in sRGB, as ``SceneLayer``'s colours are).
  public var colors: [CSSColor]
  /// The stop locations in [0, 1], one per colour; nil spaces them evenly.
  public var locations: [Double]?
  /// The axis, in unit coordinates of the layer's bounds: from `startPoint` (location 0) to
  /// `endPoint` (location 1).
  public var startPoint: SIMD2<Double>, endPoint: SIMD2<Double>

  /// A gradient; the default axis runs top to bottom, as Core Animation's does.
  public init(
    colors: [CSSColor], locations: [Double]? = nil, startPoint: SIMD2<Double> = SIMD2(0.5, 0),
    endPoint: SIMD2<Double> = SIMD2(0.5, 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}
