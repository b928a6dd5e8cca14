import MotionCurvesCore

/// The line of a linear gradient: where location 0 (the start point) and location 1 (the end
/// point) sit in a layer, in unit coordinates — `CAGradientLayer`'s `startPoint` and `endPoint`.
///
/// Unit coordinates scale with the layer's bounds: (0, 0) is the top-left corner of the bounds and
/// (1, 1) the bottom-right, y down. The gradient is drawn in the layer's own coordinates (points),
/// so the lines of equal colour are perpendicular to the start → end direction *in points*: on a
/// 200 × 100 layer the diagonal gradient (0, 0) → (1, 1) has the top-right corner at location
/// 0.8, not 0.5 (``location(of:inBoundsOfSize:)``).
///
/// ```swift
/// let diagonal = try GradientLine(startPoint: SIMD2(0, 0), endPoint: SIMD2(1, 1))
/// diagonal.location(of: SIMD2(200, 0), inBoundsOfSize: SIMD2(200, 100))   // 0.8
/// let css = try GradientLine(cssAngle: .degrees(45), boxSize: SIMD2(200, 100))
/// css.location(of: SIMD2(200, 0), inBoundsOfSize: SIMD2(200, 100))        // 1: the corner
/// ```
///
/// CSS `linear-gradient()` places its line by an angle instead (``init(cssAngle:boxSize:)``,
/// ``cssLength(angle:boxSize:)``): through the box's centre, long enough that the corners in the
/// gradient's direction are exactly at 0 and 1.
public struct GradientLine: Sendable, Hashable {
  /// Location 0, in unit coordinates of the layer's bounds.
  public let startPoint: SIMD2<Double>
  /// Location 1, in unit coordinates of the layer's bounds.
  public let endPoint: SIMD2<Double>

  /// A line from `startPoint` to `endPoint` in unit coordinates; the defaults are
  /// `CAGradientLayer`'s, (0.5, 0) → (0.5, 1): top to bottom.
  ///
  /// A start point equal to the end point is allowed: see ``location(of:inBoundsOfSize:)``.
  ///
  /// - Throws: ``ColorStopsError/notFinite(_:_:)`` naming a NaN or infinite coordinate.
  /// - Complexity: O(1).
  public init(startPoint: SIMD2<Double> = SIMD2(0.5, 0), endPoint: SIMD2<Double> = SIMD2(0.5, 1)) throws(ColorStopsError) {
    try ColorStopsError.finite(startPoint.x, .startPointX)
    try ColorStopsError.finite(startPoint.y, .startPointY)
    try ColorStopsError.finite(endPoint.x, .endPointX)
    try ColorStopsError.finite(endPoint.y, .endPointY)
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  private init(unchecked start: SIMD2<Double>, _ end: SIMD2<Double>) {
    startPoint = start
    endPoint = end
  }

  /// `CAGradientLayer`'s default line, (0.5, 0) → (0.5, 1).
  public static let coreAnimationDefault = GradientLine(unchecked: SIMD2(0.5, 0), SIMD2(0.5, 1))

  /// The location on the gradient line of `point`, a point in the layer's own coordinates (the
  /// bounds' origin at (0, 0), y down) in a layer whose bounds are `size`: the orthogonal
  /// projection onto the line through s = startPoint·size and e = endPoint·size,
  ///
  ///   t = ((p − s)·(e − s)) / |e − s|²,
  ///
  /// so that s is at 0, e at 1, and every point on a line perpendicular to e − s has the same
  /// location. ``ColorStops/value(at:)`` at t is the point's colour.
  ///
  /// **Degenerate line** (s = e, including a size that is 0 along the line): there is no
  /// direction, and the location is +∞ for every point — the last colour everywhere. Core
  /// Animation does not document this case; this is Skia's rule for a degenerate linear
  /// gradient in clamp mode (`SkGradientShader::MakeLinear`: "just use the end color for a
  /// stable solution"; its degenerate shader is the last colour).
  ///
  /// - Precision: the difference e − s is scaled by its largest component before the dot
  ///   products (and every point halved first when e − s would overflow), so nothing overflows or
  ///   underflows when the points scaled by `size` are finite; the result is within a few
  ///   ulps of t·(1 + |p − s|·|e − s|/|(p − s)·(e − s)|), i.e. absolutely within about
  ///   4ε·|p − s|/|e − s|.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func location(of point: SIMD2<Double>, inBoundsOfSize size: SIMD2<Double>) -> Double {
    var s = startPoint * size, e = endPoint * size, p = point
    var d = e - s
    if !(d.x.isFinite && d.y.isFinite) {
      // e − s overflowed: halving every point leaves t as it is.
      s /= 2
      e /= 2
      p /= 2
      d = e - s
    }
    let scale = max(abs(d.x), abs(d.y))
    guard scale > 0 else { return .infinity }
    let u = d / scale
    let q = (p - s) / scale
    return (q.x * u.x + q.y * u.y) / (u.x * u.x + u.y * u.y)
  }

  /// The location of a point given in unit coordinates: ``location(of:inBoundsOfSize:)`` in a
  /// 1 × 1 layer — the projection in unit coordinates, which equals the projection in points only
  /// for square layers or lines along an axis.
  @inlinable
  public func location(ofUnitPoint point: SIMD2<Double>) -> Double {
    location(of: point, inBoundsOfSize: SIMD2(1, 1))
  }

  /// The length of a CSS `linear-gradient()` line at `angle` in a `boxSize` box (CSS Images 3
  /// §linear-gradient-syntax): |W·sin A| + |H·cos A|, with A measured clockwise from up (0deg
  /// points up, 90deg right). sin and cos are exact (0 or ±1) at multiples of 90°. Whole turns are
  /// taken out in the angle's own unit first, so every finite angle has its length
  /// (`1e308turn` is 0deg).
  ///
  /// - Precision: within 2 ulps of the length for the rounded sine and cosine.
  /// - Complexity: O(1).
  public static func cssLength(angle: CSSAngle, boxSize: SIMD2<Double>) -> Double {
    let (s, c) = Double.sineAndCosine(degrees: angle.reducedDegrees)
    return abs(boxSize.x * s) + abs(boxSize.y * c)
  }

  /// The line CSS `linear-gradient(<angle>, …)` draws in a box of `boxSize`, as unit coordinates
  /// of that box: through the centre c in the direction v = (sin A, −cos A) (y down), from
  /// c − v·L/2 to c + v·L/2 with L = ``cssLength(angle:boxSize:)``. The two corners in the
  /// directions ±v are then exactly at locations 0 and 1. Whole turns are taken out in the
  /// angle's own unit first: `1e308turn` is the line of 0deg.
  ///
  /// - Throws: ``ColorStopsError/notFinite(_:_:)`` for a non-finite box size or angle,
  ///   ``ColorStopsError/notPositive(_:_:)`` for a box width or height ≤ 0 (unit coordinates need
  ///   an area).
  /// - Precision: the points are within a few ulps of the exact ones for the rounded sine and
  ///   cosine; exact for angles that are multiples of 90°.
  /// - Complexity: O(1).
  public init(cssAngle angle: CSSAngle, boxSize: SIMD2<Double>) throws(ColorStopsError) {
    try ColorStopsError.positive(boxSize.x, .boxWidth)
    try ColorStopsError.positive(boxSize.y, .boxHeight)
    let degrees = angle.reducedDegrees
    guard degrees.isFinite else { throw .notFinite(.angle, angle.value) }
    let (s, c) = Double.sineAndCosine(degrees: degrees)
    let half = Self.cssLength(angle: angle, boxSize: boxSize) / 2
    let centre = boxSize / 2
    let v = SIMD2(s, -c) * half
    self.init(unchecked: (centre - v) / boxSize, (centre + v) / boxSize)
  }
}

extension GradientLine: Codable {
  private enum CodingKeys: String, CodingKey {
    case startPoint, endPoint
  }

  /// Reads `{"startPoint": [x, y], "endPoint": [x, y]}` (either may be left out for
  /// `CAGradientLayer`'s default), validating the numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decodeIfPresent(SIMD2<Double>.self, forKey: .startPoint) ?? SIMD2(0.5, 0)
    let end = try container.decodeIfPresent(SIMD2<Double>.self, forKey: .endPoint) ?? SIMD2(0.5, 1)
    do {
      try self.init(startPoint: start, endPoint: end)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .startPoint, in: container, debugDescription: "\(error)")
    }
  }

  /// Writes `{"startPoint": [x, y], "endPoint": [x, y]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(startPoint, forKey: .startPoint)
    try container.encode(endPoint, forKey: .endPoint)
  }
}
