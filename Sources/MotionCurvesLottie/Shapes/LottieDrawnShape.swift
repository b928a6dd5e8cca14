import MotionCurvesGeometry

/// One drawn item of a shape layer at one frame: a style item (`fl`, `st`, `gf`, `gs`) with the
/// geometry it paints, in the layer's coordinates (group transforms applied; trims, round corners
/// and repeaters applied in scope order).
///
/// A style inside a repeater's scope is drawn once per copy: one ``LottieDrawnShape`` per copy,
/// each with that copy's geometry and opacity (``copy`` says which).
public struct LottieDrawnShape: Hashable, Sendable {
  /// The style item's JSON path relative to its layer (`shapes[0].it[1]`).
  public var shape: String
  /// The repeater group indices, outermost repeater first (empty outside repeaters): lottie-web
  /// inserts a repeater's copies as groups r = 0, 1, … at the front of the scope (group r drawn
  /// above r + 1); group r is copy r when `m` is 1 and copy ⌈c⌉ − 1 − r when `m` is 2, and its
  /// opacity is `so + (eo − so)·r/(⌈c⌉ − 1)` in both cases.
  public var copy: [Int]
  /// The evaluated paint.
  public var paint: LottieShapePaint
  /// The style's `o` × the enclosing groups' `tr.o` × the repeater copies' opacities, 0…1 (not
  /// clamped).
  public var opacity: Double
  /// The geometry: cubic subpaths (`M`, `C`…, `Z` when closed), in the layer's coordinates.
  public var path: VectorPath
  /// A drawn item.
  public init(shape: String, copy: [Int], paint: LottieShapePaint, opacity: Double, path: VectorPath) {
    self.shape = shape
    self.copy = copy
    self.paint = paint
    self.opacity = opacity
    self.path = path
  }
}

/// A trim-paths item's evaluated fields at one frame, as in the file.
public struct LottieTrimValues: Hashable, Sendable, Codable {
  /// The trim item's JSON path relative to its layer (`shapes[2]`).
  public var shape: String
  /// `s`, percent.
  public var start: Double
  /// `e`, percent.
  public var end: Double
  /// `o`, degrees.
  public var offset: Double
  /// Trim values.
  public init(shape: String, start: Double, end: Double, offset: Double) {
    self.shape = shape
    self.start = start
    self.end = end
    self.offset = offset
  }
}

/// A shape layer's drawn items and trims at one frame.
public struct LottieShapeFrame: Hashable, Sendable {
  /// The drawn items, back to front (lottie-web's order: the last item of a scope first; the
  /// first item of the layer's `shapes` is on top).
  public var drawn: [LottieDrawnShape]
  /// Every trim item (inside repeaters: once), in document order.
  public var trims: [LottieTrimValues]
  /// A frame.
  public init(drawn: [LottieDrawnShape], trims: [LottieTrimValues]) {
    self.drawn = drawn
    self.trims = trims
  }
}
