import MotionCurvesCore

// Core Animation's strokeStart / strokeEnd.

extension VectorPath {
  /// The part of the path that a `CAShapeLayer` with this path draws for `strokeStart` and
  /// `strokeEnd`: fractions of the total length of all subpaths taken one after another (moves
  /// count zero, closing lines count), clamped to [0, 1]; nothing when `strokeStart ≥ strokeEnd`.
  ///
  /// The result holds exact pieces: Béziers split by de Casteljau at the parameter found by
  /// inverse arc length, arcs cut by angle (they stay arcs). Each subpath the range meets becomes
  /// one subpath of the result, closed when the range covers the whole of a closed subpath.
  /// Pieces no longer than 1e-12 of the total length are dropped: they are rounding slivers
  /// (strokeStart = 2πr/L computed in floating point leaves a 4e-15 piece of an arc), which
  /// round caps would paint as dots.
  ///
  /// A trim holds only what is drawn, never a lone move. Its end is the point
  /// ``position(atLength:)`` gives at `strokeEnd`·L (the earlier subpath's end at a boundary, the
  /// last drawn point before trailing moves), and so is its start, except where that point is not
  /// where drawing continues: at length 0 behind a leading subpath that only moves, where
  /// ``position(atLength:)`` gives the path's first point (as `getPointAtLength`) and the trim
  /// starts at the first drawn point — `M 0 0 M 10 0 L 20 0` trimmed to [0, ½] is `M 10 0 L 15 0` —
  /// and at the end of a subpath, where the trim starts at the next drawn subpath. A trim of
  /// length 0 (`strokeStart` = `strokeEnd`) draws nothing, not a point: an empty path, as for
  /// `strokeStart` > `strokeEnd`.
  ///
  /// ```swift
  /// var icon = VectorPath()
  /// icon.addArc(center: SIMD2(20, 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
  /// icon.addLine(to: SIMD2(35, 40))
  /// let shaft = icon.trimmed(strokeStart: 0.9, strokeEnd: 1)   // the end of the handle
  /// ```
  ///
  /// - Parameters:
  ///   - strokeStart: where drawing starts, a fraction of the total length.
  ///   - strokeEnd: where drawing stops, a fraction of the total length.
  /// - Returns: the drawn pieces; an empty path when nothing is drawn.
  /// - Precision: the cut points lie on the path at lengths within 1e-12·L of `fraction·L`.
  /// - Complexity: O(n) in the number of segments, plus two inverse arc lengths.
  public func trimmed(strokeStart: Double, strokeEnd: Double) -> VectorPath {
    let start = Self.clampFraction(strokeStart), end = Self.clampFraction(strokeEnd)
    guard start < end else { return VectorPath() }
    let table = TrimTable(self)
    return VectorPath(subpaths: table.runs(from: start * table.total, to: end * table.total))
  }

  /// `value` clamped to [0, 1]; NaN counts as 0.
  static func clampFraction(_ value: Double) -> Double {
    value > 1 ? 1 : value > 0 ? value : 0
  }
}
