import MotionCurvesCore

/// The lengths of a path's segments and their running sums, measured once, for O(log n)
/// allocation-free queries of the point at a length (what Skia's `SkContourMeasure` or
/// Android's `PathMeasure` are for — but exact).
///
/// ```swift
/// var line = VectorPath()
/// line.move(to: SIMD2(0, 0))
/// line.addLine(to: SIMD2(100, 0))
/// line.addLine(to: SIMD2(100, 100))
/// let table = PathLengthTable(line)
/// table.totalLength                          // 200
/// table.position(atLength: 150).point        // (100, 50)
/// ```
///
/// A path whose total length is beyond the range of Double (M −1e308 0 L 1e308 0, of length
/// 2e308) is measured in a unit 2ᵏ (every length divided by it, exactly): its positions at
/// fractions and at finite lengths are those of the exact length, and only the lengths that are
/// themselves beyond the range of Double read +∞ (``totalLength``, and the running sums past it).
public struct PathLengthTable: Sendable, Hashable {
  /// Every drawn segment of the path, subpath after subpath (as ``VectorPath/segments``).
  public let segments: [PathSegment]
  /// The length of each segment (+∞ for one whose length is beyond the range of Double).
  public let segmentLengths: [Double]
  /// The running sums: `cumulativeLengths[i]` is the length before segment i; one more entry
  /// than there are segments, the last being ``totalLength`` (+∞ from where they pass the largest
  /// double).
  public let cumulativeLengths: [Double]
  /// The path's first point: the first subpath's start, even one that only moves ((0, 0) for an
  /// empty path). It is the point at distance 0 — of every path, of positive length or not (see
  /// ``position(atLength:)``).
  public let start: SIMD2<Double>
  /// The unit every query measures in: 1, or the power of two 2ᵏ that brings a total length
  /// beyond the range of Double back into it (see `SegmentLengths`).
  package let unit: Double
  /// `segmentLengths` divided by `unit` (the same array when the unit is 1).
  let unitLengths: [Double]
  /// `cumulativeLengths` divided by `unit`, summed in that unit: all finite for a path of
  /// finite coordinates.
  package let unitCumulativeLengths: [Double]

  /// Measures every segment of `path`.
  ///
  /// - Parameter path: the path to measure.
  /// - Precision: every length and running sum within 1e-12 relative (sums compensated).
  /// - Complexity: O(n) segment lengths.
  public init(_ path: VectorPath) {
    let segments = path.segments
    let measured = SegmentLengths(segments)
    let lengths = measured.lengths
    var sums: [Double] = [0]
    sums.reserveCapacity(segments.count + 1)
    var sum = 0.0, compensation = 0.0  // Neumaier summation
    for l in lengths {
      let t = sum + l
      if t.isFinite { compensation += abs(sum) >= abs(l) ? (sum - t) + l : (l - t) + sum }  // no ∞ − ∞
      sum = t
      sums.append(sum + compensation)
    }
    let unit = measured.unit
    self.segments = segments
    self.unit = unit
    self.unitLengths = lengths
    self.unitCumulativeLengths = sums
    self.segmentLengths = unit == 1 ? lengths : lengths.map { $0 * unit }
    self.cumulativeLengths = unit == 1 ? sums : sums.map { $0 * unit }
    self.start = path.subpaths.first?.start ?? .zero
  }

  /// The total length: every subpath, closing lines included, moves counting 0; +∞ when it is
  /// beyond the range of Double.
  ///
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  public var totalLength: Double { cumulativeLengths[cumulativeLengths.count - 1] }

  /// The total length divided by `unit`: finite for a path of finite coordinates.
  package var unitTotalLength: Double { unitCumulativeLengths[unitCumulativeLengths.count - 1] }

  /// The segment drawn at `distance` (clamped to [0, L]; NaN counts as 0) along the path and the
  /// distance along it: the first segment of positive length whose running end reaches `distance`
  /// (segments and subpaths of length 0 are skipped, at 0 too: 0 is the start of the first drawn
  /// segment; at the end of one segment, that segment: the earlier side wins). `nil` when the path
  /// has length 0. This is where drawing is at `distance`; the *point* at distance 0 is the
  /// path's first point, ``start``, which a leading subpath that only moves puts on no segment
  /// (see ``position(atLength:)``).
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Complexity: O(log n), no allocation.
  public func segment(atLength distance: Double) -> (index: Int, distance: Double)? {
    segment(atUnitLength: distance / unit).map { ($0.index, $0.distance * unit) }
  }

  /// `segment(atLength:)` with the distances in units of `unit`.
  func segment(atUnitLength distance: Double) -> (index: Int, distance: Double)? {
    let total = unitTotalLength
    guard total > 0 else { return nil }
    let s = distance > 0 ? Swift.min(distance, total) : 0  // NaN counts as 0
    // First i with unitCumulativeLengths[i + 1] ≥ s.
    var lo = 0, hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if unitCumulativeLengths[mid + 1] >= s { hi = mid } else { lo = mid + 1 }
    }
    var i = lo
    while unitLengths[i] == 0 && i + 1 < segments.count { i += 1 }
    let local = Swift.min(Swift.max(s - unitCumulativeLengths[i], 0), unitLengths[i])
    return (i, local)
  }

  /// The point, unit tangent and unit normal at `distance` along the path.
  ///
  /// SVG 2's `getPointAtLength(distance)` (Interface `SVGGeometryElement`) clamps the distance to
  /// [0, L] and returns the point on the path at that distance, where a moveto has zero length and
  /// only the drawing commands add to it ("Distance along a path"); the text does not say which
  /// point that is where several share the distance. This is what Chromium 156 (Debian's build,
  /// headless) returns there, observed by `getPointAtLength` and reproduced here:
  ///
  /// - **Distance 0** (and anything clamped to it: a negative distance, NaN, every distance on a
  ///   path of length 0) is the path's first point, ``start``: the first moveto's point, even when
  ///   that subpath only moves or is a dot. `M 0 0 M 10 0 L 20 0`, `M 0 0 M 5 5 M 10 0 L 20 0`,
  ///   `M 0 0 L 0 0 M 10 0 L 20 0` and `M 0 0 Z M 10 0 L 20 0` are all at (0, 0) at 0 (and at
  ///   −1), and `M 1 2 M 3 4` is at (1, 2) at every distance.
  /// - **Any positive distance** lies on the first segment of positive length whose running end
  ///   reaches it, so subpaths and segments of length 0 are never where it lies: the same
  ///   `M 0 0 M 10 0 L 20 0` is at (10, 0) at 1e-9 and at (15, 0) at 5. Where two segments of
  ///   positive length meet the earlier one wins: `M 10 0 L 20 0 M 30 0 L 40 0` is at (20, 0) at
  ///   10 — the first subpath's end, not the next one's start (Firefox returns the next start,
  ///   w3c/svgwg#282) — and at a corner the tangent is the earlier segment's end tangent. At L,
  ///   trailing moves and dots are skipped the same way: `M 10 0 L 20 0 M 30 0 M 40 0` is at
  ///   (20, 0) at 10 and beyond.
  ///
  /// The tangent at distance 0 is the direction in which drawing starts: the start tangent of the
  /// first segment of positive length, with ``PathPosition/segmentIndex`` that segment's index and
  /// parameter 0 — so behind a leading subpath that only moves, the point (``start``) is not on
  /// that segment. (Chromium's CSS `offset-path` with `offset-rotate: auto` turns an element to
  /// that same direction at `offset-distance: 0`, though it also places it at the segment's
  /// start, (10, 0) on `M 0 0 M 10 0 L 10 20`; `getPointAtLength` has no tangent.) A path of
  /// length 0 gives ``start`` with tangent (1, 0), segment 0 and parameter 0. Chromium reads the
  /// distance as an IDL `float`, so a positive distance that rounds to the float 0 (1e-300 does) is
  /// 0 there, the first point; here it is the positive double it is, on the first drawn segment.
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Precision: the returned point lies at a length within 1e-12·L of `distance` (clamped); at
  ///   distance 0 it is ``start`` exactly.
  /// - Complexity: O(log n) plus a few sub-range lengths of one segment; no allocation.
  public func position(atLength distance: Double) -> PathPosition {
    position(atUnitLength: distance / unit)
  }

  /// `position(atLength:)` at a distance in units of `unit`; the position's distance is
  /// converted back (+∞ where it is beyond the range of Double).
  func position(atUnitLength distance: Double) -> PathPosition {
    guard let (index, local) = segment(atUnitLength: distance) else {
      return PathPosition(point: start, tangent: SIMD2(1, 0), distance: 0, segmentIndex: 0, parameter: 0)
    }
    let segment = segments[index]
    let t = segment.parameter(atLength: local, total: unitLengths[index], unit: unit)
    // Distance 0 (or less, or NaN): the path's first point, a leading lone move's included.
    let point = distance > 0 ? segment.point(at: t) : start
    return PathPosition(
      point: point, tangent: segment.unitTangent(at: t),
      distance: (unitCumulativeLengths[index] + local) * unit, segmentIndex: index, parameter: t)
  }

  /// The position at `fraction` of the total length (clamped to [0, 1]): what Core Animation's
  /// `strokeEnd` and motion along a path mean by a fraction. On a path whose length is beyond the
  /// range of Double the point is still the exact one (the midpoint of M −1e308 0 L 1e308 0 at
  /// ½ is (0, 0)); only the position's distance reads +∞ where it is beyond that range too.
  ///
  /// - Parameter fraction: the fraction of the total length.
  /// - Precision: as ``position(atLength:)``.
  /// - Complexity: as ``position(atLength:)``.
  public func position(atFraction fraction: Double) -> PathPosition {
    position(atUnitLength: Swift.min(Swift.max(fraction, 0), 1) * unitTotalLength)
  }
}
