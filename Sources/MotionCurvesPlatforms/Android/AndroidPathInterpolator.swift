import MotionCurvesCore
import MotionCurvesGeometry

/// Android's `PathInterpolator` (AOSP `core/java/android/view/animation/PathInterpolator.java`):
/// an easing drawn as a path from (0, 0) to (1, 1), read as y(x), in two modes.
///
/// - ``Mode/android``: what Android computes. The path is approximated by a polyline within
///   ``precision`` (0.002) of it, kept as triples (fraction of the polyline's length, x, y) and
///   checked as `initPath` checks it; `getInterpolation(t)` is a binary search for the bracketing
///   points and a linear interpolation in y.
/// - ``Mode/exact``: y(x) on the path itself, x(t) = x solved on the segment containing x.
///
/// The polyline: Android's `Path.approximate(0.002)` is native (Skia/hwui) code whose point set the
/// note this layer follows does not describe, so the points here come from this library's own
/// flattening, ``VectorPath/flattened(tolerance:)`` at 0.002 (uniform parameter steps from Wang's
/// bound). **They may differ from Android's points**; what both share is the bound: every point of
/// the path is within 0.002 of the polyline. Consecutive equal points within a subpath are dropped
/// and a `moveTo` adds a point at the same length fraction, as Android's approximation does; the
/// length fraction is the polyline's (sums of chord lengths). Android keeps the points in 32-bit
/// floats; this type keeps them in `Double`.
public struct AndroidPathInterpolator: Sendable, Hashable {
  /// `PathInterpolator`'s `PRECISION`: the largest distance between the path and its polyline.
  public static let precision = 0.002

  /// One point of the polyline: Android's triple.
  public struct Point: Sendable, Hashable {
    /// The polyline's length up to this point, as a fraction of its whole length (0 when the
    /// polyline has no length).
    public var fraction: Double
    /// The point's x, the input of the easing.
    public var x: Double
    /// The point's y, the output of the easing.
    public var y: Double

    /// A point with its length fraction and coordinates.
    public init(fraction: Double, x: Double, y: Double) {
      self.fraction = fraction
      self.x = x
      self.y = y
    }
  }

  /// How ``value(at:mode:)`` reads the path.
  public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Android's `getInterpolation`: linear interpolation on the 0.002 polyline.
    case android
    /// y(x) on the path itself.
    case exact
  }

  /// The path, as given.
  public let path: VectorPath
  /// The polyline within ``precision`` of the path, validated as Android validates it.
  public let points: [Point]

  /// The interpolator of a path, validated as Android's `initPath` validates it.
  ///
  /// - Throws: ``AndroidPathInterpolatorError/mustStartAtOriginAndEndAtOne(first:last:)`` unless
  ///   the polyline starts exactly at (0, 0) and ends exactly at (1, 1);
  ///   ``AndroidPathInterpolatorError/discontinuityInX(index:)`` for a `moveTo` that changes x;
  ///   ``AndroidPathInterpolatorError/loopsBack(index:)`` where x decreases;
  ///   ``AndroidPathInterpolatorError/nonFiniteSegment(index:)`` or
  ///   ``AndroidPathInterpolatorError/nonFinitePoint(index:)`` for a NaN or infinite coordinate.
  ///   A `moveTo` that keeps x (a vertical jump) is allowed.
  public init(_ path: VectorPath) throws(AndroidPathInterpolatorError) {
    for (index, segment) in path.segments.enumerated() {
      // A NaN or infinite control point shows at the segment's middle (end points are checked
      // below): refused before flattening, which would ask for 2²⁰ pieces of NaNs.
      let middle = segment.point(at: 0.5)
      guard middle.x.isFinite, middle.y.isFinite else { throw .nonFiniteSegment(index: index) }
    }
    self.path = path
    points = try Self.validated(Self.approximate(path))
  }

  /// The interpolator of SVG path data, Android's `pathData` (`PathParser.createPathFromPathData`).
  ///
  /// - Throws: ``AndroidPathInterpolatorError/invalidPathData(_:)`` when the data does not parse
  ///   (strictly, by ``VectorPath/init(svg:lenient:acceptsTrailingDecimalPoint:)``), and the
  ///   errors of ``init(_:)``.
  public init(pathData: String) throws(AndroidPathInterpolatorError) {
    let path: VectorPath
    do {
      path = try VectorPath(svg: pathData)
    } catch {
      throw .invalidPathData(error)
    }
    try self.init(path)
  }

  /// Android's quadratic constructor `PathInterpolator(controlX, controlY)`: the path
  /// `moveTo(0, 0); quadTo(controlX, controlY, 1, 1)`.
  ///
  /// - Throws: the errors of ``init(_:)`` (a control x outside [0, 1] can make the path loop back).
  public init(controlX: Double, controlY: Double) throws(AndroidPathInterpolatorError) {
    var path = VectorPath()
    path.move(to: SIMD2(0, 0))
    path.addQuadCurve(to: SIMD2(1, 1), control: SIMD2(controlX, controlY))
    try self.init(path)
  }

  /// Android's cubic constructor `PathInterpolator(controlX1, controlY1, controlX2, controlY2)`:
  /// the path `moveTo(0, 0); cubicTo(controlX1, controlY1, controlX2, controlY2, 1, 1)`.
  ///
  /// - Throws: the errors of ``init(_:)`` (a control x outside [0, 1] can make the path loop back).
  public init(
    controlX1: Double, controlY1: Double, controlX2: Double, controlY2: Double
  ) throws(AndroidPathInterpolatorError) {
    var path = VectorPath()
    path.move(to: SIMD2(0, 0))
    path.addCurve(
      to: SIMD2(1, 1), control1: SIMD2(controlX1, controlY1), control2: SIMD2(controlX2, controlY2))
    try self.init(path)
  }

  /// The eased value at `t` in Android's mode (``Mode/android``); see ``value(at:mode:)``.
  public func value(at t: Double) -> Double { value(at: t, mode: .android) }

  /// The eased value at `t`: 0 for t ≤ 0 and 1 for t ≥ 1 in both modes (Android neither
  /// extrapolates nor overshoots in x); NaN for NaN.
  ///
  /// - ``Mode/android``: the binary search of AOSP's `getInterpolation` for the bracketing
  ///   polyline points (`t < x[mid]` keeps the lower half), then linear interpolation in y; a
  ///   bracket of zero width (a vertical jump) gives its start point's y.
  /// - ``Mode/exact``: y on the last segment, in path order, whose end points' x span t (so at a
  ///   vertical jump, the value after it), where x(t) = t is solved by bisection on the segment's
  ///   parameter down to adjacent doubles.
  ///
  /// - Precision: ``Mode/android`` differs from y(x) on the path by at most
  ///   0.002 · √(1 + m²), m the slope of the bracketing chord: the flattening keeps the path's
  ///   point at each parameter within 0.002 of the chord's point at the same parameter, an error
  ///   (eₓ, e_y) that moves the chord's y at x by e_y − m·eₓ ≤ 0.002·√(1 + m²). ``Mode/exact`` is
  ///   within a few ulps · (1 + |dy/dx|) of y(x) where x(t) is strictly increasing on the
  ///   segment (tested to 1e-12 against ``CubicBezier``); where it is not, one of the solutions.
  /// - Complexity: ``Mode/android`` O(log n) in the n polyline points; ``Mode/exact`` O(s) in the
  ///   s segments plus at most 128 bisection steps. No allocation.
  public func value(at t: Double, mode: Mode) -> Double {
    guard !t.isNaN else { return t }
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    switch mode {
    case .android: return polylineValue(t)
    case .exact: return exactValue(t) ?? polylineValue(t)
    }
  }

  private func polylineValue(_ t: Double) -> Double {
    var start = 0
    var end = points.count - 1
    while end - start > 1 {
      let mid = (start + end) / 2
      if t < points[mid].x { end = mid } else { start = mid }
    }
    let width = points[end].x - points[start].x
    if width == 0 { return points[start].y }
    let fraction = (t - points[start].x) / width
    return points[start].y + fraction * (points[end].y - points[start].y)
  }

  private func exactValue(_ x: Double) -> Double? {
    let segments = path.segments
    guard let segment = segments.last(where: { s in
      s.start.x != s.end.x && min(s.start.x, s.end.x) <= x && x <= max(s.start.x, s.end.x)
    }) else { return nil }
    // Bisection on f(t) = x(t) − x, oriented so that f(lo) ≤ 0 ≤ f(hi).
    let increasing = segment.start.x < segment.end.x
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<128 {
      let mid = 0.5 * (lo + hi)
      guard mid > lo && mid < hi else { break }
      if (segment.point(at: mid).x < x) == increasing { lo = mid } else { hi = mid }
    }
    let low = segment.point(at: lo)
    let high = segment.point(at: hi)
    return abs(low.x - x) <= abs(high.x - x) ? low.y : high.y
  }

  /// The polyline within ``precision`` of the path, as triples; see the type's discussion.
  static func approximate(_ path: VectorPath) -> [Point] {
    var coordinates: [SIMD2<Double>] = []
    var lengths: [Double] = []
    for polyline in path.flattened(tolerance: precision) {
      for (index, point) in polyline.enumerated() {
        let length = lengths.last ?? 0
        if index == 0 {
          // A move: a point at the same length.
          coordinates.append(point)
          lengths.append(length)
        } else if let previous = coordinates.last, previous != point {
          let delta = point - previous
          coordinates.append(point)
          lengths.append(length + (delta.x * delta.x + delta.y * delta.y).squareRoot())
        }
      }
    }
    let total = lengths.last ?? 0
    return zip(coordinates, lengths).map { point, length in
      Point(fraction: total > 0 ? length / total : 0, x: point.x, y: point.y)
    }
  }

  /// `initPath`'s checks, in its order, then the non-finite coordinates it does not check.
  static func validated(_ points: [Point]) throws(AndroidPathInterpolatorError) -> [Point] {
    guard let first = points.first, let last = points.last,
      first.x == 0, first.y == 0, last.x == 1, last.y == 1
    else {
      throw .mustStartAtOriginAndEndAtOne(
        first: points.first.map { SIMD2($0.x, $0.y) }, last: points.last.map { SIMD2($0.x, $0.y) })
    }
    var previousX = 0.0
    var previousFraction = 0.0
    for (index, point) in points.enumerated() {
      guard point.x.isFinite, point.y.isFinite, point.fraction.isFinite else { throw .nonFinitePoint(index: index) }
      if point.fraction == previousFraction && point.x != previousX { throw .discontinuityInX(index: index) }
      if point.x < previousX { throw .loopsBack(index: index) }
      previousX = point.x
      previousFraction = point.fraction
    }
    return points
  }
}
