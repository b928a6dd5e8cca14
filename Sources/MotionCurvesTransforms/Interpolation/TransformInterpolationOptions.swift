import MotionCurvesCore

/// The choices on which browser engines (and Core Animation) differ when they interpolate
/// transforms through matrix decomposition, each explicit. The presets name the engines:
///
/// | preset | shortest path | singular when | affine pairs |
/// | --- | --- | --- | --- |
/// | ``standard`` (default) | yes | det = 0 | 3-D decomposition |
/// | ``chromium`` | yes | \|det\| < 1e-8 | 3-D decomposition |
/// | ``webKit`` | yes | det = 0 | css-transforms-1 2-D algorithm |
/// | ``gecko`` (the spec's pseudo-code) | no | det = 0 | 3-D decomposition |
/// | ``coreAnimation`` | yes | det = 0 | 3-D decomposition |
///
/// ``standard`` is what web-platform-tests expect (they do not test the path or the threshold)
/// with the short way round that Chromium and WebKit take. Core Animation's matrix
/// interpolation is undocumented; ``coreAnimation`` adopts the decomposition path of
/// ``standard`` (WebKit on Apple platforms hands these matrices to Core Animation unchanged),
/// and animation documents use it by default.
public struct TransformInterpolationOptions: Sendable, Hashable, Codable {
  /// Whether the rotation takes the shorter way: the quaternion of the end is negated when its
  /// dot product with the start's is negative (Chromium, WebKit). Without it (the spec, Gecko)
  /// both quaternions keep w ≥ 0 and `rotateX(170deg)` → `rotateX(-170deg)` turns 340° through
  /// 0° instead of 20° through 180°.
  public var shortestPath: Bool
  /// A matrix whose upper 3 × 3 has a determinant smaller in magnitude than this (or exactly 0)
  /// cannot be decomposed, and the interpolation becomes discrete: 0 for the spec, WebKit and
  /// Gecko; 1e-8 for Chromium (so `scale3d(0.001, 0.001, 0.001)` flips discretely there).
  public var singularThreshold: Double
  /// Whether two affine 2-D matrices are interpolated by css-transforms-1's "Decomposing a 2D
  /// matrix" (translate, scale with one flipped axis, angle, residual 2 × 2 — WebKit's `blend2`)
  /// instead of the 3-D decomposition. web-platform-tests expect the 3-D one (10 skew cases
  /// differ).
  public var twoDimensionalDecomposition: Bool

  /// Options from their three choices.
  public init(shortestPath: Bool = true, singularThreshold: Double = 0, twoDimensionalDecomposition: Bool = false) {
    self.shortestPath = shortestPath
    self.singularThreshold = singularThreshold
    self.twoDimensionalDecomposition = twoDimensionalDecomposition
  }

  /// The default: web-platform-tests' expectations, the short way round.
  public static let standard = TransformInterpolationOptions()
  /// Chromium: the short way round, singular below |det| = 1e-8.
  public static let chromium = TransformInterpolationOptions(singularThreshold: 1e-8)
  /// WebKit: the short way round, the 2-D algorithm for affine pairs.
  public static let webKit = TransformInterpolationOptions(twoDimensionalDecomposition: true)
  /// Gecko and the spec's pseudo-code: no shortest-path flip.
  public static let gecko = TransformInterpolationOptions(shortestPath: false)
  /// Core Animation (undocumented; see above): the decomposition path of ``standard``.
  public static let coreAnimation = TransformInterpolationOptions()
}
