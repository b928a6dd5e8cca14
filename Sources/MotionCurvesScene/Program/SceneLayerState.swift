import MotionCurvesCore
import MotionCurvesTransforms

/// One layer instance of a compiled scene at one time, as plain numbers: what
/// ``SceneProgram/evaluate(at:into:)`` writes per instance into a ``SceneFrameBuffer``.
///
/// What does not animate (name, bounds, anchor point, caps, texts, the path's commands) is the
/// instance's ``SceneProgram/Instance``; variable-length values (an animated path's numbers, a
/// gradient's colours and locations) are ranges into the buffer's flat tables.
public struct SceneLayerState: Sendable, Hashable {
  /// The presented position and z position.
  public var position: SIMD2<Double>, zPosition: Double
  /// The presented opacity, and its product with every superlayer's.
  public var opacity: Double, compositeOpacity: Double
  /// The presented transform: the components (scale, rotations, translation) and then the
  /// `transform` matrix, as ``SceneProperty`` describes.
  public var transform: TransformMatrix3D
  /// The presented sublayer transform.
  public var sublayerTransform: TransformMatrix3D
  /// From the layer's coordinates to the root's (see ``SceneLayerFrame/toRoot``).
  public var toRoot: TransformMatrix3D
  /// The bounds' corners in root coordinates; nil when a corner is behind the viewer.
  public var quad: LayerQuad?
  /// The stroked fraction of the path and the stroke's width.
  public var strokeStart: Double, strokeEnd: Double, lineWidth: Double
  /// The presented colours in sRGB (red, green, blue, alpha), the replicator instance's colour
  /// applied; nil where the layer has none.
  public var fillColor: SIMD4<Double>?, strokeColor: SIMD4<Double>?, backgroundColor: SIMD4<Double>?
  /// The presented text's index in the layer's texts; nil without texts.
  public var textIndex: Int?
  /// The layer's local time: the time its own animations and its wave see. Nil for a layer
  /// without a wave (not computed).
  public var localTime: Double?
  /// The animated path's numbers in ``SceneFrameBuffer/pathNumbers`` (in path-data order, as
  /// ``SceneProperty/path`` animates them); nil while the model path shows.
  public var pathNumbers: Range<Int>?
  /// The gradient's colours (sRGB, the instance colour applied) in
  /// ``SceneFrameBuffer/gradientColors`` and its locations in ``SceneFrameBuffer/gradientLocations``;
  /// empty without a gradient.
  public var gradientColors: Range<Int>, gradientLocations: Range<Int>
}
