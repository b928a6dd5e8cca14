import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesGeometry
import MotionCurvesTransforms

/// One layer instance of a scene at one time: its presentation values (model values with the
/// animations applied) and its geometry in the scene's root coordinates.
public struct SceneLayerFrame: Sendable, Hashable {
  /// The layer's name.
  public var name: String
  /// The replicator instance (0 for a layer outside any replicator).
  public var instance: Int
  /// How deep the layer is in the tree (0 for a root layer).
  public var depth: Int
  /// The index of the superlayer's frame (the same instance) in the frame list; nil at the root.
  public var parent: Int?
  /// Bounds and anchor point (not animatable in scenes).
  public var boundsOrigin: SIMD2<Double>, boundsSize: SIMD2<Double>, anchorPoint: SIMD2<Double>
  /// The presented position and z position.
  public var position: SIMD2<Double>, zPosition: Double
  /// The presented opacity, and its product with every superlayer's.
  public var opacity: Double, compositeOpacity: Double
  /// The presented transform: the components (scale, rotations, translation) and then the
  /// `transform` matrix, as ``SceneProperty`` describes.
  public var transform: TransformMatrix3D
  /// The presented sublayer transform.
  public var sublayerTransform: TransformMatrix3D
  /// The stroked fraction of the path and the stroke's width and caps.
  public var strokeStart: Double, strokeEnd: Double, lineWidth: Double, lineCap: SceneLineCap
  /// The presented path, in the layer's coordinates (before trimming).
  public var path: VectorPath?
  /// The presented colours, in sRGB (`color(srgb …)`, nothing missing), with the replicator
  /// instance's colour applied.
  public var fillColor: CSSColor?, strokeColor: CSSColor?, backgroundColor: CSSColor?
  /// The presented gradient (sRGB colours with the instance colour applied, locations filled in).
  public var gradient: SceneGradient?
  /// How the layer composites; nil is source-over.
  public var blendMode: ColorBlendMode?
  /// A text layer's strings, and the one presented (``SceneProperty/textIndex``).
  public var texts: [String], text: String?
  /// From the layer's coordinates to the root's: each layer's own transform about its anchor
  /// point and its position, every superlayer's sublayer transform and replicator instance
  /// transform, each projected into its superlayer's plane (Core Animation layers flatten their
  /// sublayers). Points map with the projecting form of ``TransformMatrix3D``'s point methods.
  public var toRoot: TransformMatrix3D
  /// The bounds' corners in root coordinates; nil when a corner is behind the viewer.
  public var quad: LayerQuad?
  /// The stroked part of the path (strokeStart … strokeEnd), flattened to within 0.01 pt and
  /// mapped to root coordinates: polylines, closed where the path's subpath is closed and whole.
  /// A segment is flattened into at most 4,096 pieces (one that would need more — over about
  /// 10⁵ pt long in root coordinates — gets a coarser tolerance). Nil without a path, or when a
  /// point is behind the viewer.
  public var rootPath: VectorPath?
}
