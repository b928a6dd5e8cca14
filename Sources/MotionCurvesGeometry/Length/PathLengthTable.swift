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
  /// The path's first point (the first subpath's start, even one that only moves; (0, 0) for an
  /// empty path): the position of a path of length 0. A path of positive length is at the start
  /// of its first segment of positive length at distance 0 (see ``position(atLength:)``).
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

  /// The segment drawn at `distance` (clamped to [0, L]) along the path and the distance along
  /// it: the first segment of positive length whose running end reaches `distance` (segments and
  /// subpaths of length 0 are skipped; at the end of one segment, that segment: the earlier side
  /// wins). `nil` when the path has length 0.
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
    let s = Swift.min(Swift.max(distance, 0), total)
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
  /// The distance is clamped to [0, L] (as SVG's `getPointAtLength`, SVG 2 §"Path data",
  /// `SVGGeometryElement`). One rule decides every distance, 0 and L included: the point lies on
  /// the first segment of positive length whose running end reaches the distance. So subpaths and
  /// segments of length 0 — a subpath that only moves (`M 0 0 M 10 0 L 20 0` is at (10, 0) at
  /// length 0), a dot (`M 0 0 Z`, `L` to the current point) — are never where a point lies, as
  /// Chrome/Blink measures (Skia's `SkContourMeasureIter` skips contours of length 0, then
  /// Blink's `length <= contour_end` takes the first contour that reaches the distance) and as
  /// CSS Motion Path 1 ignores zero-length subpaths. Where two segments of positive length meet
  /// the earlier one wins: at the length where one subpath ends, the position is that subpath's
  /// end, not the next one's start (Firefox returns the next start — w3c/svgwg#282), and at a
  /// corner the tangent is the earlier segment's end tangent. Only a path of length 0 returns
  /// ``start`` (its first point, Blink's `getPoint(0)`) with tangent (1, 0).
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Precision: the returned point lies at a length within 1e-12·L of `distance` (clamped).
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
    return PathPosition(
      point: segment.point(at: t), tangent: segment.unitTangent(at: t),
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
