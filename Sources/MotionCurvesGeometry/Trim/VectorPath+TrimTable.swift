import MotionCurvesCore

// The measured path every trim works on: each segment's length and the running sums, subpath
// after subpath (moves count zero, closing lines count), and the extraction of a length range as
// exact pieces.

extension VectorPath {
  /// Segment lengths and prefix sums of a path, for trimming.
  struct TrimTable {
    /// The subpaths.
    let subpaths: [PathSubpath]
    /// Per subpath, the length from the path's start to the end of each of its segments.
    let ends: [[Double]]
    /// Per subpath, the length from the path's start to its start.
    let starts: [Double]
    /// The total length.
    let total: Double
    /// Pieces no longer than this are dropped (1e-12 of the total).
    let epsilon: Double

    init(_ path: VectorPath) {
      subpaths = path.subpaths
      var running = 0.0
      var ends: [[Double]] = [], starts: [Double] = []
      for subpath in subpaths {
        starts.append(running)
        var row: [Double] = []
        for segment in subpath.segments {
          running += segment.length
          row.append(running)
        }
        ends.append(row)
      }
      self.ends = ends
      self.starts = starts
      total = running
      epsilon = 1e-12 * running
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
        let t0 = low <= begin ? 0 : segment.parameter(atLength: low - begin)
        let t1 = high >= end ? 1 : segment.parameter(atLength: high - begin)
        if t0 != 0 || t1 != 1 { whole = false }
        pieces.append(t0 == 0 && t1 == 1 ? segment : segment.subsegment(from: t0, to: t1))
      }
      guard let first = pieces.first else { return nil }
      return PathSubpath(start: first.start, segments: pieces, isClosed: subpath.isClosed && whole)
    }
  }
}
