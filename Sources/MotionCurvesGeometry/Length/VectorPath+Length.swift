import MotionCurvesCore

// A path's length, and the point at a length, through a `PathLengthTable` built per call.

extension VectorPath {
  /// The total length: every subpath, one after another, closing lines included, moves counting 0
  /// (SVG's `getTotalLength`, Core Animation's measure for `strokeEnd`).
  ///
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  /// - Complexity: O(n) segment lengths; measure once with ``lengthTable`` for repeated queries.
  public var length: Double {
    var sum = 0.0, compensation = 0.0
    for subpath in subpaths {
      for segment in subpath.segments {
        let l = segment.length
        let t = sum + l
        if t.isInfinite { return .infinity }  // beyond the range of Double (no ∞ − ∞ below)
        compensation += abs(sum) >= abs(l) ? (sum - t) + l : (l - t) + sum
        sum = t
      }
    }
    return sum + compensation
  }

  /// The length of segment `index` of ``segments``.
  ///
  /// - Parameter index: the index of the segment in ``segments``.
  /// - Precision: |L − L_exact| ≤ 1e-12·L.
  public func length(ofSegment index: Int) -> Double { segments[index].length }

  /// Every segment measured once, for repeated O(log n) queries.
  ///
  /// - Complexity: O(n) segment lengths.
  public var lengthTable: PathLengthTable { PathLengthTable(self) }

  /// The point, unit tangent and normal at `distance` along the path (clamped to [0, L]), as
  /// Chromium 156's `getPointAtLength` (SVG 2 `SVGGeometryElement`): at distance 0 the path's first
  /// point, even a leading lone move's (`M 0 0 M 10 0 L 20 0` is at (0, 0) at 0), with the tangent
  /// where drawing starts; at a positive distance, on the first segment of positive length whose
  /// running end reaches it, so subpaths of length 0 (a lone move, a dot) are skipped (the same
  /// path is at (10, 0) at 1e-9) and at a boundary between subpaths the earlier subpath's end wins;
  /// a path of length 0 gives its first point at every distance. See
  /// ``PathLengthTable/position(atLength:)``.
  ///
  /// - Parameter distance: the length from the start of the path.
  /// - Precision: at a length within 1e-12·L of `distance`.
  /// - Complexity: O(n) (measures the path); use ``lengthTable`` for repeated queries.
  public func position(atLength distance: Double) -> PathPosition {
    PathLengthTable(self).position(atLength: distance)
  }

  /// The position at `fraction` of the total length (clamped to [0, 1]).
  ///
  /// - Parameter fraction: the fraction of the total length.
  /// - Precision: at a length within 1e-12·L of fraction·L.
  /// - Complexity: O(n); use ``lengthTable`` for repeated queries.
  public func position(atFraction fraction: Double) -> PathPosition {
    PathLengthTable(self).position(atFraction: fraction)
  }
}
