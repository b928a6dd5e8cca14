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
public struct PathLengthTable: Sendable, Hashable {
  /// Every drawn segment of the path, subpath after subpath (as ``VectorPath/segments``).
  public let segments: [PathSegment]
  /// The length of each segment.
  public let segmentLengths: [Double]
  /// The running sums: `cumulativeLengths[i]` is the length before segment i; one more entry
  /// than there are segments, the last being ``totalLength``.
  public let cumulativeLengths: [Double]
  /// Where the path starts (the first subpath's start; (0, 0) for an empty path): the position of
  /// a path of length 0.
  public let start: SIMD2<Double>

  /// Measures every segment of `path`.
  ///
  /// - Parameter path: the path to measure.
  /// - Precision: every length and running sum within 1e-12 relative (sums compensated).
  /// - Complexity: O(n) segment lengths.
  public init(_ path: VectorPath) {
    let segments = path.segments
    var lengths: [Double] = []
    lengths.reserveCapacity(segments.count)
    var sums: [Double] = [0]
    sums.reserveCapacity(segments.count + 1)
    var sum = 0.0, compensation = 0.0  // Neumaier summation
    for segment in segments {
      let l = segment.length
      lengths.append(l)
      let t = sum + l
      if t.isFinite { compensation += abs(sum) >= abs(l) ? (sum - t) + l : (l - t) + sum }  // no ∞ − ∞
      sum = t
      sums.append(sum + compensation)
    }
    self.segments = segments
    self.segmentLengths = lengths
    self.cumulativeLengths = sums
    self.start = path.subpaths.first?.start ?? .zero
  }

  /// The total length: every subpath, closing lines included, moves counting 0.
  ///
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  public var totalLength: Double { cumulativeLengths[cumulativeLengths.count - 1] }

  /// The segment drawn at `distance` (clamped to [0, L]) along the path and the distance along
  /// it, skipping segments of length 0; at the end of one segment, that segment (the earlier
  /// side wins). `nil` when the path has length 0.
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Complexity: O(log n), no allocation.
  public func segment(atLength distance: Double) -> (index: Int, distance: Double)? {
    let total = totalLength
    guard total > 0 else { return nil }
    let s = Swift.min(Swift.max(distance, 0), total)
    // First i with cumulativeLengths[i + 1] ≥ s.
    var lo = 0, hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if cumulativeLengths[mid + 1] >= s { hi = mid } else { lo = mid + 1 }
    }
    var i = lo
    while segmentLengths[i] == 0 && i + 1 < segments.count { i += 1 }
    let local = Swift.min(Swift.max(s - cumulativeLengths[i], 0), segmentLengths[i])
    return (i, local)
  }

  /// The point, unit tangent and unit normal at `distance` along the path.
  ///
  /// The distance is clamped to [0, L] (as SVG's `getPointAtLength`). Where two segments meet
  /// the earlier one wins: at the length where one subpath ends, the position is that subpath's
  /// end, not the next one's start (Chrome/Blink's `length <= contour_end`; Firefox returns the
  /// next start — w3c/svgwg#282), and at a corner the tangent is the earlier segment's end
  /// tangent. A path of length 0 returns its start with tangent (1, 0).
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Precision: the returned point lies at a length within 1e-12·L of `distance` (clamped).
  /// - Complexity: O(log n) plus a few sub-range lengths of one segment; no allocation.
  public func position(atLength distance: Double) -> PathPosition {
    guard let (index, local) = segment(atLength: distance) else {
      return PathPosition(point: start, tangent: SIMD2(1, 0), distance: 0, segmentIndex: 0, parameter: 0)
    }
    let segment = segments[index]
    let t = segment.parameter(atLength: local, total: segmentLengths[index])
    return PathPosition(
      point: segment.point(at: t), tangent: segment.unitTangent(at: t),
      distance: cumulativeLengths[index] + local, segmentIndex: index, parameter: t)
  }

  /// The position at `fraction` of the total length (clamped to [0, 1]): what Core Animation's
  /// `strokeEnd` and motion along a path mean by a fraction.
  ///
  /// - Parameter fraction: the fraction of the total length.
  /// - Precision: as ``position(atLength:)``.
  /// - Complexity: as ``position(atLength:)``.
  public func position(atFraction fraction: Double) -> PathPosition {
    position(atLength: Swift.min(Swift.max(fraction, 0), 1) * totalLength)
  }
}
