import MotionCurvesCore

// Lottie's trim paths, with lottie-web's rules (player/js/utils/shapes/TrimModifier.js,
// processShapes, calculateShapeEdges and addShapes).

extension VectorPath {
  /// The fractions of a shape's length that a Lottie trim-paths modifier leaves drawn, with
  /// lottie-web's arithmetic: the offset becomes `(offset mod 360)/360` (+1 when negative); start
  /// and end are clamped to [0, 1] before the offset is added; they are swapped when start > end
  /// and rounded to 1e-4 (`Math.round(v·10000)·0.0001`); equal values draw nothing, (0, 1) and
  /// (1, 0) draw everything; past 1 the interval wraps around into two.
  ///
  /// ```swift
  /// VectorPath.lottieTrimIntervals(start: 0, end: 1, offsetDegrees: 90)  // [0.25...1, 0...0.25]
  /// ```
  ///
  /// - Parameters:
  ///   - start: the trim start as a fraction (Lottie's `s` percentage / 100).
  ///   - end: the trim end as a fraction (Lottie's `e` / 100).
  ///   - offsetDegrees: Lottie's `o`, in degrees (360 = one whole length).
  /// - Returns: none, one or two intervals of fractions in [0, 1], in drawing order.
  /// - Precision: the same doubles lottie-web computes.
  public static func lottieTrimIntervals(start: Double, end: Double, offsetDegrees: Double) -> [ClosedRange<Double>] {
    guard let (s, e) = lottieBounds(start: start, end: end, offsetDegrees: offsetDegrees) else { return [] }
    if (s == 0 && e == 1) || (s == 1 && e == 0) { return [0...1] }
    if e <= 1 { return [s...e] }
    if s >= 1 { return [(s - 1)...(e - 1)] }
    return [s...1, 0...(e - 1)]
  }

  /// The shape as a Lottie trim-paths modifier draws it (mode "simultaneously", or any mode when
  /// it is the only shape of its group): the intervals of ``lottieTrimIntervals(start:end:offsetDegrees:)``
  /// over the total length of all subpaths, as exact pieces. When the interval wraps around and
  /// the last subpath is closed, the piece running to the end and the piece starting at the
  /// beginning are joined into one subpath (where they meet: lottie-web joins them even across
  /// subpaths, drawing a connection, which is not reproduced).
  ///
  /// - Parameters:
  ///   - start: the trim start as a fraction (Lottie's `s` / 100).
  ///   - end: the trim end as a fraction (Lottie's `e` / 100).
  ///   - offsetDegrees: Lottie's `o`, in degrees.
  /// - Returns: the drawn pieces; an empty path when nothing is drawn.
  /// - Precision: cut points at lengths within 1e-12·L of lottie-web's fractions (lottie-web
  ///   itself measures with 150 chords per Bézier, 1e-5 to 3e-3 relative).
  /// - Complexity: O(n) in the number of segments.
  public func lottieTrimmed(start: Double, end: Double, offsetDegrees: Double) -> VectorPath {
    guard let (s, e) = Self.lottieBounds(start: start, end: end, offsetDegrees: offsetDegrees) else { return VectorPath() }
    if (s == 0 && e == 1) || (s == 1 && e == 0) { return self }
    return lottieShapeTrim(TrimTable(self), s, e)
  }

  /// The shapes of one group as a Lottie trim-paths modifier draws them.
  ///
  /// `.simultaneously` trims each shape on its own with the same interval;
  /// `.individually` lays the shapes end to end — the last shape first, as lottie-web iterates
  /// `for (i = len − 1; i >= 0; i −= 1)` — and trims that concatenated length, each shape
  /// receiving the part of the interval that falls on it (lottie-web's `calculateShapeEdges`).
  ///
  /// - Parameters:
  ///   - shapes: the group's shapes, in the order of the Lottie file.
  ///   - start: the trim start as a fraction (Lottie's `s` / 100).
  ///   - end: the trim end as a fraction (Lottie's `e` / 100).
  ///   - offsetDegrees: Lottie's `o`, in degrees.
  ///   - mode: Lottie's `m`.
  /// - Returns: the trimmed shapes, in the same order.
  /// - Precision: as ``lottieTrimmed(start:end:offsetDegrees:)``.
  /// - Complexity: O(n) in the total number of segments.
  public static func lottieTrimmed(
    _ shapes: [VectorPath], start: Double, end: Double, offsetDegrees: Double, mode: LottieTrimMode
  ) -> [VectorPath] {
    guard let (s, e) = lottieBounds(start: start, end: end, offsetDegrees: offsetDegrees) else {
      return shapes.map { _ in VectorPath() }
    }
    if (s == 0 && e == 1) || (s == 1 && e == 0) { return shapes }
    guard mode == .individually && shapes.count > 1 else {
      return shapes.map { $0.lottieShapeTrim(TrimTable($0), s, e) }
    }
    let tables = TrimTable.common(shapes)
    let total = tables.reduce(0) { $0 + $1.total }
    var result = shapes.map { _ in VectorPath() }
    var added = 0.0
    for index in shapes.indices.reversed() {
      let table = tables[index]
      var subpaths: [PathSubpath] = []
      for (edgeStart, edgeEnd) in shapeEdges(s, e, shapeLength: table.total, added: added, total: total) {
        subpaths += shapes[index].lottieShapeTrim(table, edgeStart, edgeEnd).subpaths
      }
      result[index] = VectorPath(subpaths: subpaths)
      added += table.total
    }
    return result
  }

  /// Start and end after lottie-web's offset, clamping, swap and rounding; nil when they are equal.
  static func lottieBounds(start: Double, end: Double, offsetDegrees: Double) -> (Double, Double)? {
    var offset = offsetDegrees.isFinite ? offsetDegrees.truncatingRemainder(dividingBy: 360) / 360 : 0
    if offset < 0 { offset += 1 }
    func clamped(_ v: Double) -> Double { v > 1 ? 1 : v < 0 ? 0 : v.isNaN ? 0 : v }
    var s = clamped(start) + offset, e = clamped(end) + offset
    if s > e { swap(&s, &e) }
    s = (s * 10000 + 0.5).rounded(.down) * 0.0001
    e = (e * 10000 + 0.5).rounded(.down) * 0.0001
    return s == e ? nil : (s, e)
  }

  /// lottie-web's `calculateShapeEdges`: the part of [s, e] (fractions of `total`, possibly
  /// wrapping past 1) that falls on a shape occupying [added, added + shapeLength].
  static func shapeEdges(_ s: Double, _ e: Double, shapeLength: Double, added: Double, total: Double) -> [(Double, Double)] {
    let intervals: [(Double, Double)] = e <= 1 ? [(s, e)] : s >= 1 ? [(s - 1, e - 1)] : [(s, 1), (0, e - 1)]
    var edges: [(Double, Double)] = []
    for (a, b) in intervals {
      if b * total < added || a * total > added + shapeLength { continue }
      let shapeS = a * total <= added ? 0 : (a * total - added) / shapeLength
      let shapeE = b * total >= added + shapeLength ? 1 : (b * total - added) / shapeLength
      edges.append((shapeS, shapeE))
    }
    return edges
  }

  /// One shape trimmed by lottie-web's per-shape rule (s < e, e ≤ 2).
  func lottieShapeTrim(_ table: TrimTable, _ s: Double, _ e: Double) -> VectorPath {
    let length = table.total
    if e <= 1 { return VectorPath(subpaths: table.runs(from: s * length, to: e * length)) }
    if s >= 1 { return VectorPath(subpaths: table.runs(from: (s - 1) * length, to: (e - 1) * length)) }
    var first = table.runs(from: s * length, to: length)
    var second = table.runs(from: 0, to: (e - 1) * length)
    if table.subpaths.last?.isClosed == true, let tail = first.last, let head = second.first,
      let tailEnd = tail.segments.last?.end,
      PathSegment.magnitude(tailEnd - head.start)
        <= Swift.max(1e-12 * length * table.unit, 1e-12 * abs(head.start.x), 1e-12 * abs(head.start.y))
    {
      first[first.count - 1] = PathSubpath(start: tail.start, segments: tail.segments + head.segments, isClosed: false)
      second.removeFirst()
    }
    return VectorPath(subpaths: first + second)
  }
}
