import MotionCurvesGeometry
import RealModule
import MotionCurvesTransforms

extension LottieLayerTracks {
  /// `path`'s subpaths in root coordinates as Lottie beziers: its control points mapped through
  /// `toRoot` where that is affine and the path has no arcs (exact), else the path flattened in
  /// its own coordinates finely enough for 0.01 px in the root and its points projected.
  /// `stretch` is the largest factor by which the root enlarges the path (≥ 1).
  static func subpaths(of path: VectorPath, through toRoot: TransformMatrix3D, stretch: Double) -> [LottieBezierSample] {
    if LottieAffineTrack.isPlanarAffine(toRoot) {
      return path.subpaths.map { subpath in
        bezier(withoutArcs(subpath, stretch: stretch), map: { toRoot.projecting($0) ?? $0 }, stretch: stretch)
      }
    }
    let closedFlags = path.subpaths.map(\.isClosed)
    let polylines: [[SIMD2<Double>]] = path.flattened(tolerance: 0.002 / stretch)
    return polylines.enumerated().map { k, points in
      var sample = LottieBezierSample()
      sample.closed = k < closedFlags.count ? closedFlags[k] : false
      var projected = points.compactMap { toRoot.projecting($0) }.map(rounded)
      if sample.closed, projected.count > 1, projected.first == projected.last { projected.removeLast() }
      sample.vertices = projected
      sample.inTangents = Array(repeating: .zero, count: projected.count)
      sample.outTangents = sample.inTangents
      return sample.simplified(tolerance: LottieLayerTracks.positionMerge)
    }
  }

  /// `subpath` with every elliptical arc replaced by cubics of at most 45° sweep each (fewer
  /// degrees where the radius in the root exceeds 500 pt): the standard 4/3·tan(Δ/4) handles,
  /// whose radial error is ≤ 4.3e-6 × the radius at 45°, so ≤ 0.0022 pt in the root.
  static func withoutArcs(_ subpath: PathSubpath, stretch: Double) -> PathSubpath {
    var result = subpath
    result.segments = subpath.segments.flatMap { segment -> [PathSegment] in
      guard case let .arc(arc) = segment else { return [segment] }
      let radius = max(abs(arc.radii.x), abs(arc.radii.y)) * stretch
      let per = Double.pi / 4 / max(1, (radius / 500).squareRoot().rounded(.up))
      let n = max(1, Int((abs(arc.sweepAngle) / per).rounded(.up)))
      let step = arc.sweepAngle / Double(n), k = 4.0 / 3.0 * Double.tan(step / 4)
      return (0..<n).map { i in
        let a = arc.startAngle + Double(i) * step, b = a + step
        let p0 = arc.point(atAngle: a), p3 = arc.point(atAngle: b)
        return .cubic(p0, p0 + arc.derivative(atAngle: a) * k, p3 - arc.derivative(atAngle: b) * k, p3)
      }
    }
    return result
  }

  /// One subpath as a Lottie bezier, its points mapped by `map`.
  private static func bezier(
    _ subpath: PathSubpath, map: (SIMD2<Double>) -> SIMD2<Double>, stretch: Double
  ) -> LottieBezierSample {
    var sample = LottieBezierSample()
    sample.closed = subpath.isClosed
    var vertices = [map(subpath.start)], ins = [SIMD2<Double>.zero], outs = [SIMD2<Double>.zero]
    for segment in subpath.segments {
      var c1 = segment.start, c2 = segment.end
      switch segment {
      case .line: break
      case let .quadratic(a, b, c):
        c1 = a + (b - a) * (2.0 / 3.0)
        c2 = c + (b - c) * (2.0 / 3.0)
      case let .cubic(_, b, c, _):
        c1 = b
        c2 = c
      case .arc: break
      }
      let from = vertices[vertices.count - 1], to = map(segment.end)
      outs[outs.count - 1] = map(c1) - from
      vertices.append(to)
      ins.append(map(c2) - to)
      outs.append(.zero)
    }
    // A closed subpath's last vertex repeats its first: the closing segment's in-tangent goes to
    // the first vertex.
    if subpath.isClosed, vertices.count > 1, let last = vertices.last, distance(last, vertices[0]) <= 1e-9 {
      ins[0] = ins[ins.count - 1]
      vertices.removeLast()
      ins.removeLast()
      outs.removeLast()
    }
    sample.vertices = vertices.map(rounded)
    sample.inTangents = ins.map(rounded)
    sample.outTangents = outs.map(rounded)
    return sample.simplified(tolerance: LottieLayerTracks.positionMerge / stretch)
  }

  private static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// A point rounded as the writer rounds numbers (1e-6), so equal frames compare equal.
  static func rounded(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2((p.x * 1e6).rounded() / 1e6, (p.y * 1e6).rounded() / 1e6)
  }
}

extension LottieBezierSample {
  /// A polyline (every tangent zero) without the vertices that the chord between the kept
  /// vertices around them passes within `tolerance` of (greedy, from the first vertex); a bezier
  /// with curved segments unchanged.
  func simplified(tolerance: Double) -> LottieBezierSample {
    guard vertices.count > 2, inTangents.allSatisfy({ $0 == .zero }), outTangents.allSatisfy({ $0 == .zero }) else {
      return self
    }
    var kept = [0], anchor = 0
    var j = 1
    while j < vertices.count - 1 {
      if !Self.chordHolds(vertices, from: anchor, to: j + 1, tolerance: tolerance) {
        kept.append(j)
        anchor = j
      }
      j += 1
    }
    kept.append(vertices.count - 1)
    var result = self
    result.vertices = kept.map { vertices[$0] }
    result.inTangents = Array(repeating: .zero, count: kept.count)
    result.outTangents = result.inTangents
    return result
  }

  private static func chordHolds(_ v: [SIMD2<Double>], from a: Int, to b: Int, tolerance: Double) -> Bool {
    let p = v[a], d = v[b] - v[a]
    let length2 = d.x * d.x + d.y * d.y
    for k in (a + 1)..<b {
      let q = v[k] - p
      var u = length2 > 0 ? (q.x * d.x + q.y * d.y) / length2 : 0
      u = min(max(u, 0), 1)
      let e = q - d * u
      if !((e.x * e.x + e.y * e.y).squareRoot() <= tolerance) { return false }
    }
    return true
  }
}
