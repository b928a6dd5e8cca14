import MotionCurvesCore
import RealModule

// Flattening to polylines within a distance tolerance, with a guaranteed bound: n uniform pieces
// of a curve f deviate from their chords by at most max|f''|·h²/8 (h = 1/n), so n is chosen from
// a bound on |f''| (Wang's formula for Béziers; the sagitta of the ellipse's larger radius for
// arcs).

extension PathSegment {
  /// The most pieces one segment is flattened into; the tolerance is only guaranteed when the
  /// formula asks for no more.
  static let maximumFlatteningPieces = 1 << 20

  /// How many uniform pieces keep every point of the segment within `tolerance` of its chord.
  package func flatteningPieces(tolerance: Double) -> Int {
    let bound: Double
    switch self {
    case .line:
      return 1
    case _ where !(tolerance > 0):
      return Self.maximumFlatteningPieces
    case let .quadratic(a, b, c):
      // |B''| = 2|a − 2b + c|.
      bound = 2 * Self.magnitude(a - 2 * b + c)
    case let .cubic(a, b, c, d):
      // |B''(t)| = 6|(1 − t)(a − 2b + c) + t(b − 2c + d)| ≤ 6·max of the two.
      bound = 6 * Swift.max(Self.magnitude(a - 2 * b + c), Self.magnitude(b - 2 * c + d))
    case let .arc(arc):
      // A chord spanning δ of an ellipse deviates by ≤ r_max·(1 − cos(δ/2)) = 2·r_max·sin²(δ/4).
      let radius = Swift.max(abs(arc.radii.x), abs(arc.radii.y))
      guard radius > 0, tolerance < 2 * radius else { return Swift.max(1, Int((abs(arc.sweepAngle) / .pi).rounded(.up))) }
      let step = 4 * Double.asin((tolerance / (2 * radius)).squareRoot())
      return Self.pieceCount(abs(arc.sweepAngle) / step)
    }
    return Self.pieceCount((bound / (8 * tolerance)).squareRoot())
  }

  /// ⌈value⌉ clamped to 1 … ``maximumFlatteningPieces`` (1 for NaN), clamped as a `Double`
  /// before the conversion: a huge finite count (a tolerance of 1e-40, a scale of 1e100) would not
  /// fit in an `Int`.
  static func pieceCount(_ value: Double) -> Int {
    guard !value.isNaN else { return 1 }
    return Int(Swift.min(Swift.max(value.rounded(.up), 1), Double(maximumFlatteningPieces)))
  }

  /// The segment as a polyline whose every point is within `tolerance` of the curve and whose
  /// chords stay within `tolerance` of it: points at uniform parameters (uniform angles for
  /// arcs), from ``start`` to exactly ``end``.
  ///
  /// - Parameter tolerance: the largest distance allowed, > 0 (a tolerance that is not positive
  ///   asks for the finest flattening offered: 2²⁰ pieces per curved segment).
  /// - Returns: the polyline's points, start and end included.
  /// - Precision: the distance from the curve at parameter t to the polyline at the same
  ///   parameter is ≤ `tolerance` (plus the rounding of the coordinates), provided the segment
  ///   needs at most 2²⁰ pieces.
  /// - Complexity: O(n) with n = ⌈√(max|f''| / (8·tolerance))⌉ pieces.
  public func flattened(tolerance: Double) -> [SIMD2<Double>] {
    let n = flatteningPieces(tolerance: tolerance)
    var points: [SIMD2<Double>] = [start]
    points.reserveCapacity(n + 1)
    for i in 1..<n { points.append(point(at: Double(i) / Double(n))) }
    points.append(end)
    return points
  }
}

extension VectorPath {
  /// The path as polylines, one per subpath, each within `tolerance` of the curves it replaces
  /// (for drawing): every segment flattened by ``PathSegment/flattened(tolerance:)``; a closed
  /// subpath ends at its start (its closing line included); a lone move is a one-point polyline.
  ///
  /// - Parameter tolerance: the largest distance allowed between the path and the polylines, > 0.
  /// - Returns: one array of points per subpath.
  /// - Precision: as ``PathSegment/flattened(tolerance:)``.
  /// - Complexity: O(total number of pieces).
  public func flattened(tolerance: Double) -> [[SIMD2<Double>]] {
    subpaths.map { subpath in
      var points = [subpath.start]
      for segment in subpath.segments { points += segment.flattened(tolerance: tolerance).dropFirst() }
      return points
    }
  }
}
