// Commands → drawn segments, with SVG's rules: implicit start at (0, 0), reflection of the
// previous control point for S and T, arcs converted to centre form (omitted when the endpoints
// coincide, lines when a radius is 0), and a new subpath at the start of a closed one when a
// drawing command follows the close.

extension PathSubpath {
  static func subpaths(of commands: [PathCommand]) -> [PathSubpath] {
    var result: [PathSubpath] = []
    var current = PathSubpath(start: .zero, segments: [], isClosed: false)
    var point = SIMD2<Double>.zero
    var open = false  // whether `current` holds a started subpath
    var lastCubicControl: SIMD2<Double>?
    var lastQuadraticControl: SIMD2<Double>?

    func begin(at start: SIMD2<Double>) {
      if open { result.append(current) }
      current = PathSubpath(start: start, segments: [], isClosed: false)
      open = true
    }

    for command in commands {
      if case .move = command {} else if !open || current.isClosed {
        begin(at: point)
      }
      var cubicControl: SIMD2<Double>?
      var quadraticControl: SIMD2<Double>?
      switch command {
      case let .move(p):
        begin(at: p)
        point = p
      case let .line(p):
        current.segments.append(.line(point, p))
        point = p
      case let .horizontal(x):
        let p = SIMD2(x, point.y)
        current.segments.append(.line(point, p))
        point = p
      case let .vertical(y):
        let p = SIMD2(point.x, y)
        current.segments.append(.line(point, p))
        point = p
      case let .cubic(c1, c2, p):
        current.segments.append(.cubic(point, c1, c2, p))
        cubicControl = c2
        point = p
      case let .smoothCubic(c2, p):
        let c1 = lastCubicControl.map { 2 * point - $0 } ?? point
        current.segments.append(.cubic(point, c1, c2, p))
        cubicControl = c2
        point = p
      case let .quadratic(c, p):
        current.segments.append(.quadratic(point, c, p))
        quadraticControl = c
        point = p
      case let .smoothQuadratic(p):
        let c = lastQuadraticControl.map { 2 * point - $0 } ?? point
        current.segments.append(.quadratic(point, c, p))
        quadraticControl = c
        point = p
      case let .arc(radii, rotation, largeArc, sweep, p):
        switch EllipticalArc.convert(from: point, radii: radii, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep, to: p) {
        case .omitted: break
        case .line: current.segments.append(.line(point, p))
        case let .arc(arc, _): current.segments.append(.arc(arc))
        }
        point = p
      case let .centeredArc(arc):
        current.segments.append(.arc(arc))
        point = arc.end
      case .close:
        if point != current.start { current.segments.append(.line(point, current.start)) }
        current.isClosed = true
        point = current.start
      }
      lastCubicControl = cubicControl
      lastQuadraticControl = quadraticControl
    }
    if open { result.append(current) }
    return result
  }
}
