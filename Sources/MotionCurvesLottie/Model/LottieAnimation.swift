/// A Lottie (Bodymovin JSON) animation, read faithfully: the root composition, its layers, the
/// assets (precompositions with their layers, images), markers, and the diagnostics naming every
/// feature that is read but not evaluated.
///
/// ``LottieAnimation/init(json:)`` reads the file's UTF-8 bytes: `{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,
/// "h":100,"layers":[]}` is a 100 × 100 composition of ``LottieAnimation/duration`` 2 s.
public struct LottieAnimation: Hashable, Sendable {
  /// The largest file read, in bytes (64 MiB).
  public static let maximumBytes = 64 << 20
  /// The most JSON values (numbers, strings, booleans, nulls, arrays, objects) in a file.
  public static let maximumJSONValues = 2_000_000
  /// The deepest nesting of arrays and objects.
  public static let maximumDepth = 256
  /// The most layers in a file, over the root and every precomposition.
  public static let maximumLayers = 10_000
  /// The most keyframes in a file, over every property.
  public static let maximumKeyframes = 100_000

  /// `v`, the Bodymovin version (`"5.7.4"`), or `ver` (spec ≥ 1.0, `MMmmpp`) as text.
  public var version: String?
  /// `fr`, frames per second (finite, > 0).
  public var frameRate: Double
  /// `ip`, the first frame.
  public var inPoint: Double
  /// `op`, the frame where the animation stops or loops (> ``LottieAnimation/inPoint``).
  public var outPoint: Double
  /// `w`, `h`.
  public var size: SIMD2<Double>
  /// `nm`.
  public var name: String?
  /// `ddd`: the root composition is 3-D.
  public var is3D: Bool
  /// `layers`, the root composition, first on top.
  public var layers: [LottieLayer]
  /// `assets`.
  public var assets: [LottieAsset]
  /// `markers`.
  public var markers: [LottieMarker]
  /// What is read but not evaluated, in file order.
  public var diagnostics: [LottieDiagnostic]

  /// An animation of the given composition and layers.
  public init(
    version: String? = nil, frameRate: Double, inPoint: Double, outPoint: Double, size: SIMD2<Double>,
    name: String? = nil, is3D: Bool = false, layers: [LottieLayer], assets: [LottieAsset] = [],
    markers: [LottieMarker] = [], diagnostics: [LottieDiagnostic] = []
  ) {
    self.version = version
    self.frameRate = frameRate
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.size = size
    self.name = name
    self.is3D = is3D
    self.layers = layers
    self.assets = assets
    self.markers = markers
    self.diagnostics = diagnostics
  }

  /// The duration in seconds, `(op − ip) / fr`.
  public var duration: Double { (outPoint - inPoint) / frameRate }

  /// The asset with `id`.
  public func asset(_ id: String) -> LottieAsset? { assets.first { $0.id == id } }
}
