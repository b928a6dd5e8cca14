import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesGeometry
import MotionCurvesTransforms

/// One layer of a ``SceneDocument``: Core Animation's layer model — geometry, transform, timing,
/// the shape, gradient and replicator parts the five reference animations use — with the
/// animations attached to its properties and its sublayers.
///
/// Coordinates are points, y down. The layer's bounds are its own coordinate space; `position` is
/// where its anchor point sits in the superlayer's bounds space (see ``LayerGeometry``).
/// Colours are CSS colours; the evaluator takes them in sRGB (converted, not gamut-mapped), as
/// Core Animation's `CGColor`s in the sRGB space hold them, and a document's colours are read as
/// sRGB.
public struct SceneLayer: Sendable {
  /// The layer's name, unique in its scene: how output rows and tests address it.
  public var name: String
  /// The bounds: origin and size.
  public var boundsOrigin: SIMD2<Double>, boundsSize: SIMD2<Double>
  /// Where the anchor point sits in the superlayer, and its z.
  public var position: SIMD2<Double>, zPosition: Double
  /// The anchor point in unit coordinates of the bounds ((0.5, 0.5) is the centre).
  public var anchorPoint: SIMD2<Double>
  /// The model transform, about the anchor point.
  public var transform: TransformMatrix3D
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform: TransformMatrix3D
  /// The model opacity, in [0, 1].
  public var opacity: Double
  /// The layer's own timing: its animations and sublayers run in its local time.
  public var timing: LayerTiming
  /// A shape layer's path, in the layer's coordinates.
  public var path: VectorPath?
  /// A shape layer's fill and stroke colours, and the layer's background colour.
  public var fillColor: CSSColor?, strokeColor: CSSColor?, backgroundColor: CSSColor?
  /// The stroke's width, and how its ends are drawn.
  public var lineWidth: Double, lineCap: SceneLineCap
  /// The stroked part of the path, as fractions of its length.
  public var strokeStart: Double, strokeEnd: Double
  /// How the layer composites over what is below it (`compositingFilter`); nil is source-over.
  public var blendMode: ColorBlendMode?
  /// A gradient layer's colours and geometry.
  public var gradient: SceneGradient?
  /// A replicator layer's instancing: every sublayer is drawn once per instance.
  public var replicator: SceneReplicator?
  /// The animations attached to this layer's properties, each leaf's key path a
  /// ``SceneProperty``. Where several animate one property, the last one that has a value at a
  /// time shows it (Core Animation's order: later animations render over earlier ones); where none
  /// has, the model value shows.
  public var animations: [AnimationDocument]
  /// Springs as JNWSpringAnimation builds them, each shown after the animations (see
  /// ``SceneSpring``).
  public var springs: [SceneSpring]
  /// Changes from the value on screen (``SceneTransition``), each shown after the animations;
  /// changes and springs that start from the value on screen are resolved in order of their begin
  /// times.
  public var transitions: [SceneTransition]
  /// A text layer's strings; the presented one is `texts[textIndex]` (``SceneProperty/textIndex``).
  public var texts: [String]
  /// A wave layer: its path is one of the header waves at the layer's local time.
  public var wave: SceneWave?
  /// The clock the layer runs on; nil for its superlayer's. On an input's clock
  /// (``SceneClock/input(_:)``) the layer's local time is the input's value: its own ``timing``
  /// and its superlayers' are ignored, its sublayers' apply. On the scene's clock
  /// (``SceneClock/scene``) only its own timing applies, whatever its superlayers' clocks are.
  public var clock: SceneClock?
  /// The sublayers, back to front.
  public var sublayers: [SceneLayer]

  /// A layer with Core Animation's defaults: empty bounds at the origin, anchor point at the
  /// centre, identity transforms, opacity 1, line width 1 with butt caps, the whole stroke.
  public init(name: String) {
    self.name = name
    boundsOrigin = .zero
    boundsSize = .zero
    position = .zero
    zPosition = 0
    anchorPoint = SIMD2(0.5, 0.5)
    transform = .identity
    sublayerTransform = .identity
    opacity = 1
    timing = .identity
    lineWidth = 1
    lineCap = .butt
    strokeStart = 0
    strokeEnd = 1
    animations = []
    springs = []
    transitions = []
    texts = []
    sublayers = []
  }

  /// The layer's geometry (bounds, position, anchor point) with `transform`.
  public func geometry(transform: TransformMatrix3D) -> LayerGeometry {
    LayerGeometry(
      boundsOrigin: boundsOrigin, boundsSize: boundsSize, position: position, zPosition: zPosition,
      anchorPoint: anchorPoint, transform: transform)
  }
}
