/// One layer of a ``SceneDocument``: Core Animation's layer model — geometry, transform, timing,
/// the shape, gradient and replicator parts the five reference animations use — with the
/// animations attached to its properties and its sublayers.
///
/// Coordinates are points, y down. The layer's bounds are its own coordinate space; `position` is
/// where its anchor point sits in the superlayer's bounds space (see ``LayerGeometry``).
/// Colours are sRGB (red, green, blue, alpha), components in [0, 1], as Core Animation's
/// `CGColor`s in the sRGB space hold them.
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
  public var fillColor: SIMD4<Double>?, strokeColor: SIMD4<Double>?, backgroundColor: SIMD4<Double>?
  /// The stroke's width, and how its ends are drawn (`butt`, `round` or `square`).
  public var lineWidth: Double, lineCap: String
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
  /// A text layer's strings; the presented one is `texts[textIndex]` (``SceneProperty/textIndex``).
  public var texts: [String]
  /// A wave layer: its path is one of the header waves at the layer's local time.
  public var wave: SceneWave?
  /// The name of a ``SceneInput`` that drives this layer's clock: the layer's local time is the
  /// input's value, as a layer with speed 0 and `timeOffset` set to the value has it (how a
  /// progress-driven animation is scrubbed). Its own ``timing`` and its superlayers' are then
  /// ignored; its sublayers' apply. The name `scene` puts the layer back on the scene's own clock
  /// (through its own timing only): a sublayer that keeps running while its superlayer is
  /// scrubbed, as a view outside the scrubbed hierarchy would.
  public var clock: String?
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
    lineCap = "butt"
    strokeStart = 0
    strokeEnd = 1
    animations = []
    springs = []
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

/// A gradient layer's colours, stop locations and axis (`CAGradientLayer`, axial).
public struct SceneGradient: Sendable, Hashable {
  /// The colours, sRGB (red, green, blue, alpha).
  public var colors: [SIMD4<Double>]
  /// The stop locations in [0, 1], one per colour; nil spaces them evenly.
  public var locations: [Double]?
  /// The axis, in unit coordinates of the layer's bounds: from `startPoint` (location 0) to
  /// `endPoint` (location 1).
  public var startPoint: SIMD2<Double>, endPoint: SIMD2<Double>

  /// A gradient; the default axis runs top to bottom, as Core Animation's does.
  public init(
    colors: [SIMD4<Double>], locations: [Double]? = nil, startPoint: SIMD2<Double> = SIMD2(0.5, 0),
    endPoint: SIMD2<Double> = SIMD2(0.5, 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}

/// A replicator layer's instancing (`CAReplicatorLayer`): instance k of every sublayer is drawn
/// with ``instanceTransform`` applied k times (about the replicator's anchor point), its
/// animations running k·``instanceDelay`` seconds later, and its colours multiplied by
/// ``colorModel``'s colour for k.
public struct SceneReplicator: Sendable, Hashable {
  /// How many instances, at least 1.
  public var instanceCount: Int
  /// The transform between consecutive instances.
  public var instanceTransform: TransformMatrix3D
  /// The delay between consecutive instances' animations, in seconds.
  public var instanceDelay: Double
  /// The instance colour and its per-instance offsets.
  public var colorModel: ReplicatorColorModel

  /// A replicator of `instanceCount` instances.
  public init(
    instanceCount: Int, instanceTransform: TransformMatrix3D = .identity, instanceDelay: Double = 0,
    colorModel: ReplicatorColorModel = ReplicatorColorModel()
  ) {
    self.instanceCount = instanceCount
    self.instanceTransform = instanceTransform
    self.instanceDelay = instanceDelay
    self.colorModel = colorModel
  }
}

/// A spring animation as JNWSpringAnimation builds it (``JNWSpringAnimation``): its baked
/// keyframes as a Core Animation keyframe animation from ``beginTime`` (in the layer's local
/// time), then the target held as the model value, as the original sets it.
public struct SceneSpring: Sendable, Hashable {
  /// The property, a scalar one.
  public var keyPath: String
  /// When the spring starts, in the layer's local time.
  public var beginTime: Double
  /// JNWSpringAnimation's parameters.
  public var spring: JNWSpringAnimation

  /// A spring on `keyPath` from `beginTime`.
  public init(keyPath: String, beginTime: Double, spring: JNWSpringAnimation) {
    self.keyPath = keyPath
    self.beginTime = beginTime
    self.spring = spring
  }
}

/// One of the two waves of the profile header (``SineWave/header(width:speed:framesPerSecond:)``)
/// as its code drew it: a move to (0, 5·sin(offset·π/W)) — (0, 5·sin(offset·π/W + π/4)) for the
/// second wave; the original's quirk, without the baseline and the 1.1 factor — then the wave at
/// x = 0, 1, …, W − 1, then (W, 40) and (0, 40), closed; `offset` = speed × framesPerSecond × t.
public struct SceneWave: Sendable, Hashable {
  /// 1 for the front wave, 2 for the one behind it.
  public var header: Int
  /// The view's width W, in points.
  public var width: Double
  /// How much `offset` grows per displayed frame, and the frame rate it grew at.
  public var speed: Double, framesPerSecond: Double

  /// A header wave.
  public init(header: Int, width: Double, speed: Double = 1, framesPerSecond: Double = 60) {
    self.header = header
    self.width = width
    self.speed = speed
    self.framesPerSecond = framesPerSecond
  }
}

/// A scripted input of a scene — a drag's progress, say — as an animation of one number over the
/// scene's time; layers name it as their ``SceneLayer/clock``.
public struct SceneInput: Sendable {
  /// The name layers use.
  public var name: String
  /// What the input stands for (a drag, its release), for readers of the document.
  public var summary: String
  /// The value over time: an animation of one number on the scene's clock.
  public var animation: AnimationDocument
  /// The value where the animation has none.
  public var rest: Double
  /// The range the value is clamped to (the sidebar clamps its progress to [0, 0.999]).
  public var range: ClosedRange<Double>

  /// An input.
  public init(name: String, summary: String = "", animation: AnimationDocument, rest: Double = 0, range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) {
    self.name = name
    self.summary = summary
    self.animation = animation
    self.rest = rest
    self.range = range
  }
}
