/// How one drawn shape item of a Lottie shape layer is painted (lottie.md §4.1, §5): the evaluated
/// fields of its `fl`, `st`, `gf` or `gs` style item. Colours are RGB in 0…1 as in the file (a
/// fourth component is dropped); opacity is reported on ``LottieDrawnShape`` instead.
public enum LottieShapePaint: Hashable, Sendable, Codable {
  /// `fl`: a solid fill.
  case fill(LottieFillPaint)
  /// `st`: a solid stroke.
  case stroke(LottieStrokePaint)
  /// `gf`: a gradient fill (with its fill rule).
  case gradientFill(LottieGradientPaint, evenOdd: Bool)
  /// `gs`: a gradient stroke (the stroke's colour field is unused).
  case gradientStroke(LottieGradientPaint, LottieStrokePaint)
}

/// A solid fill's colour and fill rule.
public struct LottieFillPaint: Hashable, Sendable, Codable {
  /// `c`: red, green, blue in 0…1.
  public var color: SIMD3<Double>
  /// `r == 2`: the even-odd rule (else non-zero).
  public var evenOdd: Bool
  /// A fill paint.
  public init(color: SIMD3<Double>, evenOdd: Bool) {
    self.color = color
    self.evenOdd = evenOdd
  }
}

/// A stroke's colour, width, caps, joins and dashes.
public struct LottieStrokePaint: Hashable, Sendable, Codable {
  /// `c`: red, green, blue in 0…1 (zero for a gradient stroke).
  public var color: SIMD3<Double>
  /// `w`, in the layer's units.
  public var width: Double
  /// `lc`: 1 butt, 2 round, 3 square (lottie-web's default 2 when absent is not assumed: 0).
  public var lineCap: Int
  /// `lj`: 1 miter, 2 round, 3 bevel (0 when absent).
  public var lineJoin: Int
  /// `ml` (0 when absent).
  public var miterLimit: Double
  /// The `d` entries of kind `d`/`g`, in order (dash, gap, dash, …).
  public var dashes: [Double]
  /// The `d` entry of kind `o` (0 when absent).
  public var dashOffset: Double
  /// A stroke paint.
  public init(color: SIMD3<Double>, width: Double, lineCap: Int, lineJoin: Int, miterLimit: Double, dashes: [Double], dashOffset: Double) {
    self.color = color
    self.width = width
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashOffset = dashOffset
  }
}

/// One stop of a gradient after merging colour and opacity stops (lottie.md §5).
public struct LottieGradientStop: Hashable, Sendable, Codable {
  /// The offset along the gradient, 0…1.
  public var offset: Double
  /// Red, green, blue in 0…1.
  public var color: SIMD3<Double>
  /// The stop's opacity in 0…1 (1 when the file has no opacity stops).
  public var opacity: Double
  /// A stop.
  public init(offset: Double, color: SIMD3<Double>, opacity: Double) {
    self.offset = offset
    self.color = color
    self.opacity = opacity
  }
}

/// A gradient's evaluated geometry and stops.
public struct LottieGradientPaint: Hashable, Sendable, Codable {
  /// `t`: 1 linear, 2 radial, 3 conic.
  public var gradientType: Int
  /// `s`, the start point (the centre of a radial gradient), in the shape's group coordinates.
  public var start: SIMD2<Double>
  /// `e`, the end point.
  public var end: SIMD2<Double>
  /// `h`, the highlight length in percent (radial).
  public var highlightLength: Double
  /// `a`, the highlight angle in degrees (radial).
  public var highlightAngle: Double
  /// The stops: every colour stop with the opacity linearly interpolated at its offset, and every
  /// opacity stop with the colour interpolated at its offset, sorted by offset (colour stop first
  /// on a tie); beyond the last stop of a kind its value is held.
  public var stops: [LottieGradientStop]
  /// A gradient paint.
  public init(gradientType: Int, start: SIMD2<Double>, end: SIMD2<Double>, highlightLength: Double, highlightAngle: Double, stops: [LottieGradientStop]) {
    self.gradientType = gradientType
    self.start = start
    self.end = end
    self.highlightLength = highlightLength
    self.highlightAngle = highlightAngle
    self.stops = stops
  }
}
