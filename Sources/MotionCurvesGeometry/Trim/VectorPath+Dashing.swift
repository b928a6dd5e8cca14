import MotionCurvesCore

// SVG dashing: stroke-dasharray, stroke-dashoffset and pathLength (SVG 2 painting.html "dash
// positions", paths.html "pathLength").

extension VectorPath {
  /// The dashes SVG draws for `stroke-dasharray: pattern` and `stroke-dashoffset: offset`, as
  /// exact pieces (one subpath per dash).
  ///
  /// SVG's rules: an odd-length list is repeated to make it even; a negative value is an error;
  /// an empty list or one whose values are all zero means no dashing (the whole path is
  /// returned). The pattern starts `offset` into itself (a negative offset counts back from the
  /// end of the pattern) and **restarts at the beginning of every subpath**; each dash is cut at
  /// the end of its subpath. With `pathLength` (the author's length of the whole path), the
  /// pattern and the offset are in author units and scale by `L / pathLength`; `pathLength = 0`
  /// makes every positive dash infinitely long (an undashed stroke, as WPT's
  /// `pathlength-path-zero` reference); a negative or non-finite `pathLength` is an error SVG
  /// ignores, and so is it here. Zero-length dashes (which only paint caps) are not returned.
  ///
  /// ```swift
  /// var square = VectorPath()
  /// square.move(to: SIMD2(0, 0))
  /// square.addLine(to: SIMD2(400, 0))
  /// square.addLine(to: SIMD2(400, 400))
  /// square.addLine(to: SIMD2(0, 400))
  /// square.closeSubpath()
  /// let sides = try square.dashed(pattern: [1, 1], offset: 1, pathLength: 4)  // sides 2 and 4
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the dash and gap lengths (`stroke-dasharray`), alternating, starting with a dash.
  ///   - offset: `stroke-dashoffset`.
  ///   - pathLength: the `pathLength` attribute, or nil.
  /// - Returns: the dashes; the path itself when there is no dashing.
  /// - Throws: ``PathDashError`` naming the first negative or non-finite length, a non-finite
  ///   offset, or a pattern so short that more than a million dashes and gaps would be walked.
  /// - Precision: dash ends at lengths within 1e-12·L of their exact positions.
  /// - Complexity: O(n + number of pattern entries walked): proportional to L / (pattern sum).
  public func dashed(pattern: [Double], offset: Double = 0, pathLength: Double? = nil) throws(PathDashError) -> VectorPath {
    for (index, value) in pattern.enumerated() { try PathDashError.nonNegative(value, .pattern(index)) }
    try PathDashError.finite(offset, .offset)
    guard pattern.contains(where: { $0 > 0 }) else { return self }
    let table = TrimTable(self)
    // From the pattern's units to the table's: 1/unit (1 unless the path's length overflows), or
    // the author's pathLength to the measured length.
    var scale = 1 / table.unit
    if let pathLength, pathLength.isFinite, pathLength >= 0 {
      guard pathLength > 0 else { return self }
      scale = table.total / pathLength
    }
    let dashes = (pattern.count % 2 == 1 ? pattern + pattern : pattern).map { $0 * scale }
    let period = dashes.reduce(0, +)
    guard period > 0, period.isFinite else { return self }
    let walked = (table.total / period + Double(table.subpaths.count)) * Double(dashes.count)
    guard walked <= Double(PathDashError.maximumDashCount) else { throw .tooManyDashes(count: walked) }
    var phase = (offset * scale).truncatingRemainder(dividingBy: period)
    if phase < 0 { phase += period }
    var result: [PathSubpath] = []
    for index in table.subpaths.indices {
      let begin = table.starts[index]
      let length = table.length(ofSubpath: index)
      var position = -phase
      var entry = 0
      while position < length {
        let next = position + dashes[entry]
        if entry % 2 == 0 && next > 0,
          let run = table.run(inSubpath: index, from: begin + Swift.max(position, 0), to: begin + Swift.min(next, length))
        {
          result.append(run)
        }
        position = next
        entry = (entry + 1) % dashes.count
      }
    }
    return VectorPath(subpaths: result)
  }
}
