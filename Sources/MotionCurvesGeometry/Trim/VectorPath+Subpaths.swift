import MotionCurvesCore

// A path rebuilt from subpaths: how trims, dashes and flattenings hand back their pieces.

extension VectorPath {
  /// The path that draws `subpaths`, in order: each starts with a move; lines, Béziers and arcs
  /// become `L`, `C`, `Q` and centre-form arc commands (arcs stay arcs); a closed subpath ends
  /// with a close (its closing line, when it is the last segment, is left to the close).
  ///
  /// - Parameter subpaths: the subpaths to draw.
  /// - Complexity: O(number of segments).
  public init(subpaths: [PathSubpath]) {
    var commands: [PathCommand] = []
    for subpath in subpaths {
      commands.append(.move(subpath.start))
      var segments = subpath.segments[...]
      if subpath.isClosed, case let .line(_, b)? = segments.last, b == subpath.start {
        segments = segments.dropLast()
      }
      for segment in segments {
        switch segment {
        case let .line(_, b): commands.append(.line(b))
        case let .quadratic(_, c, b): commands.append(.quadratic(c, b))
        case let .cubic(_, c1, c2, b): commands.append(.cubic(c1, c2, b))
        case let .arc(arc): commands.append(.centeredArc(arc))
        }
      }
      if subpath.isClosed { commands.append(.close) }
    }
    self.init(commands: commands)
  }
}
