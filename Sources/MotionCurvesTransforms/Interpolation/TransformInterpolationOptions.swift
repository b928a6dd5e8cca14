import MotionCurvesCore

/// The choices on which browser engines (and Core Animation) differ when they interpolate
/// transforms through matrix decomposition, each explicit. The presets name the engines:
///
/// | preset | shortest path | singular when | 2-D matrices |
/// | --- | --- | --- | --- |
/// | ``standard`` (default) | yes | det = 0 | 2-D decomposition |
/// | ``chromium`` | yes | \|det\| < 1e-8 | 2-D decomposition |
/// | ``webKit`` | yes | det = 0 | 2-D decomposition with the residual matrix |
/// | ``gecko`` (the spec's pseudo-code) | no | det = 0 | 2-D decomposition |
/// | ``coreAnimation`` | yes | det = 0 | 3-D decomposition |
///
/// ``standard`` is what web-platform-tests expect (they do not test the path or the threshold)
/// with the short way round that Chromium and WebKit take, and what Chromium 156 computes for
/// pairs of 2-D matrices (issue 28: `scaleX(-1)` → `rotate(0deg)` at ¼ is
/// `matrix(-0.5, 0, 0, 1, 0, 0)`). Core Animation's matrix interpolation is undocumented;
/// ``coreAnimation`` keeps the 3-D decomposition for every pair, and animation documents use it
/// by default.
public struct TransformInterpolationOptions: Sendable, Hashable, Codable {
  /// How 2-D matrices (``TransformMatrix3D/isAffine``) are decomposed; a 3-D matrix always takes
  /// the 3-D decomposition (CSS Transforms 2 §"Interpolation of 3D matrices").
  public enum AffineDecomposition: String, Sendable, Hashable, Codable, CaseIterable {
    /// CSS Transforms 1 §"Decomposing a 2D matrix" in the parametrisation browsers use
    /// (Chromium's `Decompose2DTransform`; Gecko's `decompose_2d_matrix` has the same
    /// components): translation, the two scales — when the determinant is negative, the one axis
    /// the spec and Chromium name is flipped (x when m11 < m22, else y) — the xy skew and the
    /// angle, which blends the short way with ``TransformInterpolationOptions/shortestPath`` (as a
    /// quaternion about z). A mirrored matrix stays in the plane: `scaleX(-1)` → `none` narrows to
    /// 0 and widens again, never turning edge-on. web-platform-tests expect it (WPT PR 14236,
    /// crbug 797472).
    ///
    /// Each 2-D matrix is decomposed this way, also when the other end is 3-D, as Chromium's
    /// `TransformationMatrix::Decompose` does (a differential run against Chromium 156, issue 28:
    /// `scaleY(-2.28)` → `rotateX(130.85grad)` keeps m11 = 1 throughout). The spec's text, WebKit
    /// and Gecko take the 2-D decomposition only for a pair of 2-D matrices; the two readings
    /// differ only for a mirrored 2-D matrix paired with a 3-D one, which they turn half a turn
    /// about an axis in the plane.
    case twoDimensional = "2d"
    /// The pseudo-code of CSS Transforms 1 §"Decomposing a 2D matrix" and §"Interpolation of
    /// decomposed 2D matrix values" as written, as WebKit's `blend2` runs it: the unskewed
    /// residual 2 × 2 is interpolated entry by entry instead of the skew, opposite axis flips
    /// become a half turn, and the angle takes the short way. Skewed matrices differ from
    /// ``twoDimensional`` (10 web-platform-tests cases of transform-interpolation-005).
    case twoDimensionalResidual = "2d-residual"
    /// The 3-D decomposition (CSS Transforms 2 §"Decomposing a 3D matrix": quaternions) for
    /// every pair. A mirrored 2-D matrix then negates all three scales and rotates half a turn
    /// about an axis in the plane, so `scaleX(-1)` → `none` turns edge-on (m33 = 0) halfway.
    case threeDimensional = "3d"
  }

  /// Whether the rotation takes the shorter way: the quaternion of the end is negated when its
  /// dot product with the start's is negative (Chromium, WebKit). Without it (the spec, Gecko)
  /// both quaternions keep w ≥ 0 and `rotateX(170deg)` → `rotateX(-170deg)` turns 340° through
  /// 0° instead of 20° through 180°.
  public var shortestPath: Bool
  /// A matrix whose upper 3 × 3 has a determinant smaller in magnitude than this (or exactly 0)
  /// cannot be decomposed, and the interpolation becomes discrete: 0 for the spec, WebKit and
  /// Gecko; 1e-8 for Chromium (so `scale3d(0.001, 0.001, 0.001)` flips discretely there). For
  /// a 2-D matrix that determinant is ad − bc.
  public var singularThreshold: Double
  /// How 2-D matrices are decomposed (see ``AffineDecomposition``).
  public var affineDecomposition: AffineDecomposition

  /// Options from their three choices.
  public init(
    shortestPath: Bool = true, singularThreshold: Double = 0, affineDecomposition: AffineDecomposition = .twoDimensional
  ) {
    self.shortestPath = shortestPath
    self.singularThreshold = singularThreshold
    self.affineDecomposition = affineDecomposition
  }

  /// The default: web-platform-tests' expectations and Chromium's 2-D path, the short way round.
  public static let standard = TransformInterpolationOptions()
  /// Chromium: the short way round, singular below |det| = 1e-8.
  public static let chromium = TransformInterpolationOptions(singularThreshold: 1e-8)
  /// WebKit: the short way round, the spec's 2-D pseudo-code (residual matrix) for 2-D pairs.
  public static let webKit = TransformInterpolationOptions(affineDecomposition: .twoDimensionalResidual)
  /// Gecko and the spec's pseudo-code: no shortest-path flip.
  public static let gecko = TransformInterpolationOptions(shortestPath: false)
  /// Core Animation (undocumented; see above): the short way round, the 3-D decomposition for
  /// every pair.
  public static let coreAnimation = TransformInterpolationOptions(affineDecomposition: .threeDimensional)
}
