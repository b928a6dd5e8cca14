/// One layer of a composition, as in the file.
public struct LottieLayer: Hashable, Sendable {
  /// What a layer is (`ty`).
  public enum Kind: Hashable, Sendable {
    /// 0: a precomposition (``LottieLayer/referenceID`` names the asset).
    case precomposition
    /// 1: a solid colour rectangle.
    case solid
    /// 2: an image.
    case image
    /// 3: a null (a transform only, for parenting).
    case null
    /// 4: shapes.
    case shape
    /// 5: text.
    case text
    /// 6: audio.
    case audio
    /// 13: a camera.
    case camera
    /// Any other `ty` (video, placeholders, guides, adjustment, lights, data, or unknown).
    case other(Int)

    /// The kind of `ty`.
    public init(type: Int) {
      switch type {
      case 0: self = .precomposition
      case 1: self = .solid
      case 2: self = .image
      case 3: self = .null
      case 4: self = .shape
      case 5: self = .text
      case 6: self = .audio
      case 13: self = .camera
      default: self = .other(type)
      }
    }

    /// A short name: `precomp`, `solid`, `image`, `null`, `shape`, `text`, `audio`, `camera`, `ty 9`.
    public var name: String {
      switch self {
      case .precomposition: return "precomp"
      case .solid: return "solid"
      case .image: return "image"
      case .null: return "null"
      case .shape: return "shape"
      case .text: return "text"
      case .audio: return "audio"
      case .camera: return "camera"
      case let .other(type): return "ty \(type)"
      }
    }
  }

  /// `ty`.
  public var kind: Kind
  /// `ind`, the index `parent` refers to.
  public var index: Int?
  /// `parent`, the `ind` of the parent layer in the same composition.
  public var parent: Int?
  /// `nm`.
  public var name: String?
  /// `ip`, the first frame the layer shows, in the containing composition's frames.
  public var inPoint: Double
  /// `op`, the frame the layer stops showing.
  public var outPoint: Double
  /// `st`, the start time in frames (default 0).
  public var startTime: Double
  /// `sr`, the time stretch (default 1).
  public var stretch: Double
  /// `ks`.
  public var transform: LottieTransform
  /// `ao`: auto-orient along the position's motion path.
  public var autoOrient: Bool
  /// `tm`, time remapping in seconds (precomposition layers).
  public var timeRemap: LottieProperty<[Double]>?
  /// `refId`, the asset of a precomposition or image layer.
  public var referenceID: String?
  /// `w`, `h`: a precomposition layer's size.
  public var size: SIMD2<Double>?
  /// `sc`, a solid layer's colour (`#rrggbb`).
  public var solidColor: String?
  /// `sw`, `sh`: a solid layer's size.
  public var solidSize: SIMD2<Double>?
  /// `shapes`, a shape layer's items.
  public var shapes: [LottieShape]
  /// `hasMask`.
  public var hasMask: Bool
  /// `masksProperties`, read but not applied.
  public var masks: [LottieMask]
  /// `tt`, the track matte mode of this (matted) layer: 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma.
  public var matteMode: Int?
  /// `td`: this layer is the matte source of the layer below.
  public var isMatteSource: Bool
  /// `tp`, the `ind` of this layer's matte source (spec ≥ 1.0).
  public var matteParent: Int?
  /// `ef`, the effects (read, not applied).
  public var effects: [LottieEffect]
  /// `hd`: hidden.
  public var hidden: Bool
  /// `bm`, the blend mode (0 normal).
  public var blendMode: Int
  /// `ddd`: a 3-D layer.
  public var is3D: Bool
  /// The layer's JSON path (`layers[3]`, `assets[0].layers[2]`).
  public var path: String

  /// A layer of `kind` with the given time span and every other field at its default.
  public init(kind: Kind, inPoint: Double, outPoint: Double, path: String) {
    self.kind = kind
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.startTime = 0
    self.stretch = 1
    self.transform = LottieTransform()
    self.autoOrient = false
    self.shapes = []
    self.hasMask = false
    self.masks = []
    self.isMatteSource = false
    self.effects = []
    self.hidden = false
    self.blendMode = 0
    self.is3D = false
    self.path = path
  }
}

/// One mask of a layer (`masksProperties`), read but not applied.
public struct LottieMask: Hashable, Sendable {
  /// `mode`: `n` none, `a` add, `s` subtract, `i` intersect, `l` lighten, `d` darken, `f` difference.
  public var mode: String
  /// `nm`.
  public var name: String?
  /// `pt`, the mask's path.
  public var shape: LottieProperty<LottieBezier>?
  /// `o`, the opacity in percent.
  public var opacity: LottieProperty<[Double]>?
  /// `x`, the expansion.
  public var expansion: LottieProperty<[Double]>?
  /// `inv`: inverted.
  public var inverted: Bool
  /// A mask.
  public init(mode: String, name: String?, shape: LottieProperty<LottieBezier>?, opacity: LottieProperty<[Double]>?, expansion: LottieProperty<[Double]>?, inverted: Bool) {
    self.mode = mode
    self.name = name
    self.shape = shape
    self.opacity = opacity
    self.expansion = expansion
    self.inverted = inverted
  }
}

/// One effect of a layer (`ef`), read but not applied.
public struct LottieEffect: Hashable, Sendable {
  /// `ty`, the effect type.
  public var type: Int?
  /// `nm`.
  public var name: String?
  /// `mn`, After Effects' match name.
  public var matchName: String?
  /// An effect.
  public init(type: Int?, name: String?, matchName: String?) {
    self.type = type
    self.name = name
    self.matchName = matchName
  }
}
