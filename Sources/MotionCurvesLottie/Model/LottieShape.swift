/// One item of a shape layer's `shapes` or a group's `it`: its common fields and what it is.
public struct LottieShape: Hashable, Sendable {
  /// What the item is, with its own fields.
  public indirect enum Kind: Hashable, Sendable {
    /// `gr`: a group of items (the group's `tr` transform is among them, usually last).
    case group([LottieShape])
    /// `sh`: a path.
    case path(LottieProperty<LottieBezier>)
    /// `rc`: a rectangle.
    case rectangle(LottieRectangle)
    /// `el`: an ellipse.
    case ellipse(LottieEllipse)
    /// `sr`: a star or polygon.
    case star(LottieStar)
    /// `fl`: a fill.
    case fill(LottieFill)
    /// `st`: a stroke.
    case stroke(LottieStroke)
    /// `gf`: a gradient fill.
    case gradientFill(LottieGradient)
    /// `gs`: a gradient stroke (the gradient and the stroke's width, caps, joins and dashes;
    /// the stroke's colour is unused).
    case gradientStroke(LottieGradient, LottieStroke)
    /// `tm`: trim paths.
    case trim(LottieTrim)
    /// `rp`: a repeater.
    case repeater(LottieRepeater)
    /// `rd`: round corners with radius `r`.
    case roundCorners(radius: LottieProperty<[Double]>?)
    /// `tr`: the transform of the enclosing group.
    case transform(LottieTransform)
    /// A shape type read but not evaluated (`mm`, `op`, `zz`, `pb`, `tw`, `no`) or unknown; a
    /// ``LottieDiagnostic`` names it.
    case unsupported
  }

  /// The item's `ty` as in the file (`gr`, `sh`, `rc` …).
  public var type: String
  /// `nm`.
  public var name: String?
  /// `mn`, After Effects' match name.
  public var matchName: String?
  /// `hd`: hidden items are not drawn.
  public var hidden: Bool
  /// `d`: 1 normal, 3 reversed drawing direction (nil when absent).
  public var direction: Int?
  /// The item's JSON path (`layers[0].shapes[1].it[0]`).
  public var path: String
  /// What the item is.
  public var kind: Kind

  /// An item.
  public init(type: String, name: String?, matchName: String? = nil, hidden: Bool, direction: Int? = nil, path: String, kind: Kind) {
    self.type = type
    self.name = name
    self.matchName = matchName
    self.hidden = hidden
    self.direction = direction
    self.path = path
    self.kind = kind
  }
}

/// A rectangle (`rc`): centre `p`, size `s`, corner roundness `r`.
public struct LottieRectangle: Hashable, Sendable {
  /// `p`, the centre.
  public var position: LottieProperty<[Double]>?
  /// `s`, the size.
  public var size: LottieProperty<[Double]>?
  /// `r`, the corner radius.
  public var roundness: LottieProperty<[Double]>?
  /// A rectangle.
  public init(position: LottieProperty<[Double]>?, size: LottieProperty<[Double]>?, roundness: LottieProperty<[Double]>?) {
    self.position = position
    self.size = size
    self.roundness = roundness
  }
}

/// An ellipse (`el`): centre `p`, size `s`.
public struct LottieEllipse: Hashable, Sendable {
  /// `p`, the centre.
  public var position: LottieProperty<[Double]>?
  /// `s`, the size (both diameters).
  public var size: LottieProperty<[Double]>?
  /// An ellipse.
  public init(position: LottieProperty<[Double]>?, size: LottieProperty<[Double]>?) {
    self.position = position
    self.size = size
  }
}

/// A star or polygon (`sr`).
public struct LottieStar: Hashable, Sendable {
  /// `sy`: 1 star, 2 polygon.
  public var starType: Int
  /// `p`, the centre.
  public var position: LottieProperty<[Double]>?
  /// `pt`, the number of points.
  public var points: LottieProperty<[Double]>?
  /// `r`, the rotation in degrees.
  public var rotation: LottieProperty<[Double]>?
  /// `or`, the outer radius.
  public var outerRadius: LottieProperty<[Double]>?
  /// `os`, the outer roundness in percent.
  public var outerRoundness: LottieProperty<[Double]>?
  /// `ir`, the inner radius (stars).
  public var innerRadius: LottieProperty<[Double]>?
  /// `is`, the inner roundness in percent (stars).
  public var innerRoundness: LottieProperty<[Double]>?
  /// A star or polygon with every field absent.
  public init(starType: Int) { self.starType = starType }
}

/// A fill (`fl`).
public struct LottieFill: Hashable, Sendable {
  /// `c`, the colour: RGB (maybe with a fourth component) in 0…1.
  public var color: LottieProperty<[Double]>?
  /// `o`, the opacity in percent.
  public var opacity: LottieProperty<[Double]>?
  /// `r`: 1 non-zero, 2 even-odd (nil when absent).
  public var fillRule: Int?
  /// A fill.
  public init(color: LottieProperty<[Double]>?, opacity: LottieProperty<[Double]>?, fillRule: Int?) {
    self.color = color
    self.opacity = opacity
    self.fillRule = fillRule
  }
}

/// A stroke (`st`), or the stroking part of a gradient stroke (`gs`).
public struct LottieStroke: Hashable, Sendable {
  /// `c`, the colour (nil on a gradient stroke).
  public var color: LottieProperty<[Double]>?
  /// `o`, the opacity in percent.
  public var opacity: LottieProperty<[Double]>?
  /// `w`, the width.
  public var width: LottieProperty<[Double]>?
  /// `lc`: 1 butt, 2 round, 3 square.
  public var lineCap: Int?
  /// `lj`: 1 miter, 2 round, 3 bevel.
  public var lineJoin: Int?
  /// `ml`, the miter limit.
  public var miterLimit: Double?
  /// `d`, the dash pattern.
  public var dashes: [LottieDash]
  /// A stroke with every field absent.
  public init() { dashes = [] }
}

/// One entry of a stroke's dash pattern: `n` is `d` (dash), `g` (gap) or `o` (offset).
public struct LottieDash: Hashable, Sendable {
  /// `n`.
  public var kind: String
  /// `nm`.
  public var name: String?
  /// `v`, the length.
  public var value: LottieProperty<[Double]>?
  /// A dash entry.
  public init(kind: String, name: String?, value: LottieProperty<[Double]>?) {
    self.kind = kind
    self.name = name
    self.value = value
  }
}

/// A gradient (`gf`, `gs`).
public struct LottieGradient: Hashable, Sendable {
  /// `t`: 1 linear, 2 radial, 3 conic.
  public var gradientType: Int?
  /// `s`, the start point.
  public var start: LottieProperty<[Double]>?
  /// `e`, the end point.
  public var end: LottieProperty<[Double]>?
  /// `h`, the highlight length in percent (radial).
  public var highlightLength: LottieProperty<[Double]>?
  /// `a`, the highlight angle in degrees (radial).
  public var highlightAngle: LottieProperty<[Double]>?
  /// `o`, the opacity in percent.
  public var opacity: LottieProperty<[Double]>?
  /// `g.p`, the number of colour stops.
  public var colorStopCount: Int
  /// `g.k`: the flat stop array, `colorStopCount` × `[offset, r, g, b]` then optional `[offset, alpha]` pairs.
  public var stops: LottieProperty<[Double]>?
  /// `r`: 1 non-zero, 2 even-odd (fills).
  public var fillRule: Int?
  /// A gradient with every field absent.
  public init(colorStopCount: Int) { self.colorStopCount = colorStopCount }
}

/// Trim paths (`tm`).
public struct LottieTrim: Hashable, Sendable {
  /// `s`, the start in percent.
  public var start: LottieProperty<[Double]>?
  /// `e`, the end in percent.
  public var end: LottieProperty<[Double]>?
  /// `o`, the offset in degrees.
  public var offset: LottieProperty<[Double]>?
  /// `m`: 1 parallel (simultaneously), 2 sequential (individually).
  public var mode: Int?
  /// Trim paths.
  public init(start: LottieProperty<[Double]>?, end: LottieProperty<[Double]>?, offset: LottieProperty<[Double]>?, mode: Int?) {
    self.start = start
    self.end = end
    self.offset = offset
    self.mode = mode
  }
}

/// A repeater (`rp`).
public struct LottieRepeater: Hashable, Sendable {
  /// `c`, the number of copies.
  public var copies: LottieProperty<[Double]>?
  /// `o`, the offset in copies.
  public var offset: LottieProperty<[Double]>?
  /// `m`: 1 above, 2 below (composite order).
  public var composite: Int?
  /// `tr`, the per-copy transform with `so`/`eo`.
  public var transform: LottieTransform
  /// A repeater.
  public init(copies: LottieProperty<[Double]>?, offset: LottieProperty<[Double]>?, composite: Int?, transform: LottieTransform) {
    self.copies = copies
    self.offset = offset
    self.composite = composite
    self.transform = transform
  }
}
