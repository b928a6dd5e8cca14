import MotionCurvesCore

// Commands → drawn segments, with SVG's rules: implicit start at (0, 0), reflection of the
// previous control point for S and T, arcs converted to centre form (omitted when the endpoints
// coincide, lines when a radius is 0), and a new subpath at the start of a closed one when a
// drawing command follows the close.

/// The subpaths of a command list, built one command at a time: the last subpath is the open
/// one, grown in place, so a path built command by command costs O(1) amortized per command.
@usableFromInline
struct PathSubpathAccumulator: Sendable {
  /// The subpaths so far; the last is still open when `open`.
  @usableFromInline private(set) var subpaths: [PathSubpath] = []
  /// The current point.
  private(set) var point = SIMD2<Double>.zero
  /// Whether the last subpath is started (a drawing command continues it unless it is closed).
  private(set) var open = false
  private var lastCubicControl: SIMD2<Double>?
  private var lastQuadraticControl: SIMD2<Double>?

  init() {}

  init(_ commands: [PathCommand]) {
    for command in commands { add(command) }
  }

  private mutating func begin(at start: SIMD2<Double>) {
    subpaths.append(PathSubpath(start: start, segments: [], isClosed: false))
    open = true
  }

  private mutating func draw(_ segment: PathSegment) {
    subpaths[subpaths.count - 1].segments.append(segment)
  }

  /// Applies one command.
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ command: PathCommand) {
    if case .move = command {} else if !open || subpaths[subpaths.count - 1].isClosed {
      begin(at: point)
    }
    var cubicControl: SIMD2<Double>?
    var quadraticControl: SIMD2<Double>?
    switch command {
    case let .move(p):
      begin(at: p)
      point = p
    case let .line(p):
      draw(.line(point, p))
      point = p
    case let .horizontal(x):
      let p = SIMD2(x, point.y)
      draw(.line(point, p))
      point = p
    case let .vertical(y):
      let p = SIMD2(point.x, y)
      draw(.line(point, p))
      point = p
    case let .cubic(c1, c2, p):
      draw(.cubic(point, c1, c2, p))
      cubicControl = c2
      point = p
    case let .smoothCubic(c2, p):
      let c1 = lastCubicControl.map { 2 * point - $0 } ?? point
      draw(.cubic(point, c1, c2, p))
      cubicControl = c2
      point = p
    case let .quadratic(c, p):
      draw(.quadratic(point, c, p))
      quadraticControl = c
      point = p
    case let .smoothQuadratic(p):
      let c = lastQuadraticControl.map { 2 * point - $0 } ?? point
      draw(.quadratic(point, c, p))
      quadraticControl = c
      point = p
    case let .arc(radii, rotation, largeArc, sweep, p):
      switch EllipticalArc.convert(from: point, radii: radii, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep, to: p) {
      case .omitted: break
      case .line: draw(.line(point, p))
      case let .arc(arc, _): draw(.arc(arc))
      }
      point = p
    case let .centeredArc(arc):
      draw(.arc(arc))
      point = arc.end
    case .close:
      let start = subpaths[subpaths.count - 1].start
      if point != start { draw(.line(point, start)) }
      subpaths[subpaths.count - 1].isClosed = true
      point = start
    }
    lastCubicControl = cubicControl
    lastQuadraticControl = quadraticControl
  }
}
