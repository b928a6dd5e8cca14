import RealModule

extension LottieShapeProgram {
  /// The ellipse and rounded-rectangle handle constant of the mode: lottie-web's 0.5519, or the
  /// spec's E_t (the cubic whose midpoint lies on the circle).
  var kappa: Double { mode == .lottieWeb ? 0.5519 : 0.5519150244935105707435627 }

  /// Appends a closed or open subpath through vertices with absolute handles taken from
  /// `scratch` (triples: vertex, in, out), reversing it (keeping the first vertex) when asked.
  mutating func emitScratch(closed: Bool, reversed: Bool) {
    let n = scratch.count / 3
    guard n > 0 else { return }
    let first = work.count
    func vertex(_ i: Int) -> (v: SIMD2<Double>, i: SIMD2<Double>, o: SIMD2<Double>) {
      let k = reversed ? (n - i) % n : i
      let (v, a, b) = (scratch[3 * k], scratch[3 * k + 1], scratch[3 * k + 2])
      return reversed ? (v, b, a) : (v, a, b)
    }
    work.append(vertex(0).v)
    let count = closed ? n : n - 1
    for i in 0..<count {
      let a = vertex(i), b = vertex((i + 1) % n)
      work.append(a.o)
      work.append(b.i)
      work.append(b.v)
    }
    workSubpaths.append(Subpath(firstPoint: first, segmentCount: count, isClosed: closed))
  }

  /// Writes source `index`'s geometry at `frame` into the work buffers.
  mutating func generate(_ index: Int, _ frame: Double) {
    let start = workSubpaths.count
    scratch.removeAll(keepingCapacity: true)
    let source = sources[index]
    switch source.kind {
    case let .path(property):
      generatePath(property, frame)
    case let .rectangle(p, s, r):
      let c = p.vector(atFrame: frame, .zero), size = s.vector(atFrame: frame, .zero)
      let (hx, hy) = (size[0] / 2, size[1] / 2)
      let round = Swift.max(0, Swift.min(hx, hy, r.scalar(atFrame: frame, or: 0)))
      let (l, t, rr, b) = (c[0] - hx, c[1] - hy, c[0] + hx, c[1] + hy)
      let h = round * kappa
      func add(_ v: SIMD2<Double>, _ i: SIMD2<Double>, _ o: SIMD2<Double>) {
        scratch.append(v)
        scratch.append(i)
        scratch.append(o)
      }
      if round == 0 {
        add(SIMD2(rr, t), SIMD2(rr, t), SIMD2(rr, t))
        add(SIMD2(rr, b), SIMD2(rr, b), SIMD2(rr, b))
        add(SIMD2(l, b), SIMD2(l, b), SIMD2(l, b))
        add(SIMD2(l, t), SIMD2(l, t), SIMD2(l, t))
      } else {
        add(SIMD2(rr, t + round), SIMD2(rr, t + round - h), SIMD2(rr, t + round))
        add(SIMD2(rr, b - round), SIMD2(rr, b - round), SIMD2(rr, b - round + h))
        add(SIMD2(rr - round, b), SIMD2(rr - round + h, b), SIMD2(rr - round, b))
        add(SIMD2(l + round, b), SIMD2(l + round, b), SIMD2(l + round - h, b))
        add(SIMD2(l, b - round), SIMD2(l, b - round + h), SIMD2(l, b - round))
        add(SIMD2(l, t + round), SIMD2(l, t + round), SIMD2(l, t + round - h))
        add(SIMD2(l + round, t), SIMD2(l + round - h, t), SIMD2(l + round, t))
        add(SIMD2(rr - round, t), SIMD2(rr - round, t), SIMD2(rr - round + h, t))
      }
      emitScratch(closed: true, reversed: source.reversed)
    case let .ellipse(p, s):
      let c = p.vector(atFrame: frame, .zero), size = s.vector(atFrame: frame, .zero)
      let (rx, ry) = (size[0] / 2, size[1] / 2)
      let (hx, hy) = (rx * kappa, ry * kappa)
      let (x, y) = (c[0], c[1])
      scratch.append(SIMD2(x, y - ry)); scratch.append(SIMD2(x - hx, y - ry)); scratch.append(SIMD2(x + hx, y - ry))
      scratch.append(SIMD2(x + rx, y)); scratch.append(SIMD2(x + rx, y - hy)); scratch.append(SIMD2(x + rx, y + hy))
      scratch.append(SIMD2(x, y + ry)); scratch.append(SIMD2(x + hx, y + ry)); scratch.append(SIMD2(x - hx, y + ry))
      scratch.append(SIMD2(x - rx, y)); scratch.append(SIMD2(x - rx, y + hy)); scratch.append(SIMD2(x - rx, y - hy))
      emitScratch(closed: true, reversed: source.reversed)
    case let .star(polygon, p, pt, r, or, os, ir, is_):
      let raw = pt.scalar(atFrame: frame, or: 5)
      let points = Int(Swift.max(0, Swift.min(mode == .lottieWeb ? raw.rounded(.down) : raw.rounded(), 1000)))
      guard points > 0 else { break }
      let c = p.vector(atFrame: frame, .zero)
      let count = polygon ? points : 2 * points
      let angle = 2 * Double.pi / Double(count)
      var current = -Double.pi / 2 + r.scalar(atFrame: frame, or: 0) * Double.pi / 180
      let outer = or.scalar(atFrame: frame, or: 0), inner = ir.scalar(atFrame: frame, or: 0)
      let outerRound = os.scalar(atFrame: frame, or: 0) * 0.01, innerRound = is_.scalar(atFrame: frame, or: 0) * 0.01
      for k in 0..<count {
        let long = polygon || k % 2 == 0
        let radius = long ? outer : inner
        let roundness = long ? outerRound : innerRound
        let perimeter = 2 * Double.pi * radius / Double(polygon ? 4 * count : 2 * count)
        let x = radius * Double.cos(current), y = radius * Double.sin(current)
        let norm = (x * x + y * y).squareRoot()
        let d = norm == 0 ? SIMD2<Double>(0, 0) : SIMD2(y / norm, -x / norm)
        let v = SIMD2(x + c[0], y + c[1])
        scratch.append(v)
        scratch.append(v + d * perimeter * roundness)
        scratch.append(v - d * perimeter * roundness)
        current += angle
      }
      emitScratch(closed: true, reversed: source.reversed)
    }
    sourceRanges[index] = start..<workSubpaths.count
  }

  /// A `sh` path at `frame`: lottie-web's vertex-wise interpolation between keyframes (the eased
  /// progress of the first dimension's handles), held or clamped like numeric properties.
  mutating func generatePath(_ property: LottieProperty<LottieBezier>, _ frame: Double) {
    var a: LottieBezier, b: LottieBezier? = nil
    var progress = 0.0
    switch property.content {
    case let .constant(v):
      a = v
    case let .keyframes(keys):
      guard let firstKey = keys.first else { return }
      a = firstKey.value
      if keys.count > 1 {
        var d = 0
        while d < keys.count - 2 && !(keys[d + 1].time > frame) { d += 1 }
        let start = keys[d], end = keys[d + 1]
        if frame >= end.time {
          a = start.hold && d < keys.count - 2 ? start.value : end.value
          if start.hold && d == keys.count - 2 { a = end.value }
        } else if frame < start.time || start.hold {
          a = start.value
        } else {
          a = start.value
          b = end.value
          let x = (frame - start.time) / (end.time - start.time)
          if let out = start.outEasing?.point(0), let into = start.inEasing?.point(0) {
            progress = LottieSegment.Easing(out, into, mode: mode).value(at: x)
          } else {
            progress = x
          }
        }
      }
    }
    let n = a.vertices.count
    guard n > 0, a.inTangents.count == n, a.outTangents.count == n else { return }
    for k in 0..<n {
      var v = a.vertices[k], i = a.inTangents[k], o = a.outTangents[k]
      if let b, b.vertices.count == n, b.inTangents.count == n, b.outTangents.count == n {
        v += (b.vertices[k] - v) * progress
        i += (b.inTangents[k] - i) * progress
        o += (b.outTangents[k] - o) * progress
      }
      scratch.append(v)
      scratch.append(v + i)
      scratch.append(v + o)
    }
    emitScratch(closed: a.closed, reversed: false)
  }
}
