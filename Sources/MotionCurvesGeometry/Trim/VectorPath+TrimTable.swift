import MotionCurvesCore

// The measured path every trim works on: each segment's length and the running sums, subpath
// after subpath (moves count zero, closing lines count), and the extraction of a length range as
// exact pieces.

extension VectorPath {
  /// Segment lengths and prefix sums of a path, for trimming, in a unit (see `SegmentLengths`)
  /// that keeps them finite even where the total length of the path is beyond the range of
  /// Double: every length a trim takes or gives here is in that unit.
  struct TrimTable {
    /// The subpaths.
    let subpaths: [PathSubpath]
    /// The power of two every length here is divided by: 1 unless the total overflows.
    let unit: Double
    /// Per subpath, the length from the path's start to the end of each of its segments.
    let ends: [[Double]]
    /// Per subpath, the length from the path's start to its start.
    let starts: [Double]
    /// The total length.
    let total: Double
    /// Pieces no longer than this are dropped (1e-12 of the total).
    let epsilon: Double

    /// Measures `path` in the unit `unit` when given (a power of two ≥ 1), else in the smallest
    /// one that keeps its total finite.
    init(_ path: VectorPath, unit given: Double? = nil) {
      subpaths = path.subpaths
      let measured = SegmentLengths(subpaths.lazy.flatMap(\.segments), unit: given)
      var running = 0.0, k = 0
      var ends: [[Double]] = [], starts: [Double] = []
      for subpath in subpaths {
        starts.append(running)
        var row: [Double] = []
        for _ in subpath.segments {
          running += measured.lengths[k]
          k += 1
          row.append(running)
        }
        ends.append(row)
      }
      self.unit = measured.unit
      self.ends = ends
      self.starts = starts
      total = running
      epsilon = 1e-12 * running
    }

    /// Tables of `paths` in one common unit, so that their lengths add up: each in its own unit
    /// when that is 1 for all and their totals add up to a finite sum, else all in the unit of
    /// every segment together.
    static func common(_ paths: [VectorPath]) -> [TrimTable] {
      let tables = paths.map { TrimTable($0) }
      var total = 0.0
      for table in tables { total += table.total }
      if total.isFinite && tables.allSatisfy({ $0.unit == 1 }) { return tables }
      let segments = paths.flatMap(\.segments)
      let unit = SegmentLengths.unit(for: segments, lengths: segments.map(\.length))
      return unit == 1 ? tables : paths.map { TrimTable($0, unit: unit) }
    }

    /// The length of subpath `index`.
    func length(ofSubpath index: Int) -> Double {
      (ends[index].last ?? starts[index]) - starts[index]
    }

    /// The drawn pieces between lengths `a` and `b` measured from the path's start: one run per
    /// subpath that the range meets, closed when it covers a whole closed subpath.
    func runs(from a: Double, to b: Double) -> [PathSubpath] {
      guard b - a > epsilon else { return [] }
      var result: [PathSubpath] = []
      for index in subpaths.indices {
        if let run = run(inSubpath: index, from: a, to: b) { result.append(run) }
      }
      return result
    }

    /// The pieces of subpath `index` between lengths `a` and `b` (from the path's start), or nil
    /// when nothing longer than the epsilon is drawn there.
    func run(inSubpath index: Int, from a: Double, to b: Double) -> PathSubpath? {
      let subpath = subpaths[index]
      var pieces: [PathSegment] = []
      var whole = true
      var previousEnd = starts[index]
      for (segment, end) in zip(subpath.segments, ends[index]) {
        let begin = previousEnd
        previousEnd = end
        let low = Swift.max(a, begin), high = Swift.min(b, end)
        guard high - low > epsilon else {
          if end - begin > epsilon { whole = false }
          continue
        }
        let t0 = low <= begin ? 0 : segment.parameter(atLength: low - begin, total: nil, unit: unit)
        let t1 = high >= end ? 1 : segment.parameter(atLength: high - begin, total: nil, unit: unit)
        if t0 != 0 || t1 != 1 { whole = false }
        pieces.append(t0 == 0 && t1 == 1 ? segment : segment.subsegment(from: t0, to: t1))
      }
      guard let first = pieces.first else { return nil }
      return PathSubpath(start: first.start, segments: pieces, isClosed: subpath.isClosed && whole)
    }
  }
}
