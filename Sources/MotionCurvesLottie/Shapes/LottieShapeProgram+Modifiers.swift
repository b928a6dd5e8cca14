import MotionCurvesGeometry

extension LottieShapeProgram {
  /// The cubic segment `j` of work subpath `sub`.
  func segment(_ sub: Subpath, _ j: Int) -> PathSegment {
    let b = sub.firstPoint + 3 * j
    return .cubic(work[b], work[b + 1], work[b + 2], work[b + 3])
  }

  /// A segment's length: exact, or lottie-web's 150-point polyline.
  func length(_ s: PathSegment) -> Double {
    guard mode == .lottieWeb else { return s.length }
    var total = 0.0
    var previous = s.point(at: 0)
    for k in 1..<150 {
      let p = s.point(at: Double(k) / 149)
      let d = p - previous
      total += (d * d).sum().squareRoot()
      previous = p
    }
    return total
  }

  /// The parameter at `distance` along a segment of length `total`: exact, or lottie-web's
  /// interpolation in its 150-point table.
  func parameter(_ s: PathSegment, atLength distance: Double, total: Double) -> Double {
    guard total > 0 else { return 0 }
    guard mode == .lottieWeb else { return s.parameter(atLength: Swift.min(Swift.max(distance, 0), total), total: total) }
    var added = 0.0
    var previous = s.point(at: 0)
    for k in 1..<150 {
      let p = s.point(at: Double(k) / 149)
      let d = p - previous
      let step = (d * d).sum().squareRoot()
      if added + step >= distance {
        let f = step > 0 ? (distance - added) / step : 0
        return (Double(k - 1) + f) / 149
      }
      added += step
      previous = p
    }
    return 1
  }

  /// Applies modifier `m` at `frame` to its sources, appending their new geometry.
  mutating func apply(_ m: Int, _ frame: Double) {
    switch modifiers[m].kind {
    case let .roundCorners(radius):
      let r = radius.scalar(atFrame: frame, or: 0)
      guard r > 0 else { return }
      for s in modifiers[m].sources { roundCorners(s, r) }
    case let .trim(sp, ep, op, sequential, _):
      let s = sp.scalar(atFrame: frame, or: 0) / 100, e = ep.scalar(atFrame: frame, or: 100) / 100
      let o = op.scalar(atFrame: frame, or: 0)
      guard let (a, b) = trimBounds(s, e, o) else {
        for i in modifiers[m].sources { sourceRanges[i] = workSubpaths.count..<workSubpaths.count }
        return
      }
      if b - a >= 1 { return }
      let list = modifiers[m].sources
      if sequential && list.count > 1 {
        var total = 0.0
        for i in list { total += sourceLength(i) }
        // lottie-web lays the shapes end to end, the last one first.
        var added = 0.0
        for i in list.reversed() {
          let len = sourceLength(i)
          trimSource(i, a * total - added, b * total - added, len, wrap: total)
          added += len
        }
      } else {
        for i in list {
          let len = sourceLength(i)
          trimSource(i, a * len, b * len, len, wrap: len)
        }
      }
    }
  }

  /// The kept interval as fractions [a, b] with 0 ≤ a < 1 and b − a ≤ 1, or nil for nothing.
  func trimBounds(_ s: Double, _ e: Double, _ o: Double) -> (Double, Double)? {
    func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
    var a: Double, b: Double
    if mode == .lottieWeb {
      var offset = o.truncatingRemainder(dividingBy: 360) / 360
      if offset < 0 { offset += 1 }
      a = clamp(s) + offset
      b = clamp(e) + offset
      if a > b { swap(&a, &b) }
      a = (a * 10000).rounded(.toNearestOrAwayFromZero) * 0.0001
      b = (b * 10000).rounded(.toNearestOrAwayFromZero) * 0.0001
    } else {
      let turns = o / 360
      let offset = turns >= 0 ? turns - turns.rounded(.down) : turns - turns.rounded(.up)
      a = offset + clamp(Swift.min(s, e))
      b = offset + clamp(Swift.max(s, e))
    }
    guard a.isFinite, b.isFinite, a != b else { return nil }
    if b - a >= 1 { return (0, 1) }
    let k = a.rounded(.down)
    return (a - k, b - k)
  }

  /// The length of a source's current geometry.
  func sourceLength(_ i: Int) -> Double {
    var total = 0.0
    for sp in sourceRanges[i] {
      let sub = workSubpaths[sp]
      for j in 0..<sub.segmentCount { total += length(segment(sub, j)) }
    }
    return total
  }

  /// Keeps the part of source `i` between lengths `from` and `to` (wrapping past `total` onto
  /// the start; the two pieces joined when the source is one closed subpath).
  mutating func trimSource(_ i: Int, _ from: Double, _ to: Double, _ total: Double, wrap: Double) {
    let old = sourceRanges[i]
    let start = workSubpaths.count
    guard total > 0 else {
      sourceRanges[i] = start..<start
      return
    }
    let lo = Swift.max(from, 0), hi = Swift.min(to, total)
    if lo < hi { keep(old, lo, hi, join: false) }
    let lo2 = Swift.max(from - wrap, 0), hi2 = Swift.min(to - wrap, total)
    if lo2 < hi2 {
      let single = old.count == 1 && workSubpaths[old.lowerBound].isClosed && wrap == total
      keep(old, lo2, hi2, join: single && lo < hi && hi == total && workSubpaths.count > start)
    }
    sourceRanges[i] = start..<workSubpaths.count
  }

  /// Appends the pieces of the subpaths `range` between lengths `lo` and `hi` (open subpaths);
  /// with `join`, the first piece continues the last appended subpath.
  mutating func keep(_ range: Range<Int>, _ lo: Double, _ hi: Double, join: Bool) {
    guard lo < hi else { return }
    var join = join
    var position = 0.0
    for sp in range {
      let sub = workSubpaths[sp]
      var open = false
      for j in 0..<sub.segmentCount {
        let seg = segment(sub, j)
        let len = length(seg)
        let (a, b) = (position, position + len)
        position = b
        guard b > lo && a < hi || (len == 0 && a >= lo && a <= hi && open) else {
          open = false
          continue
        }
        let t0 = lo > a ? parameter(seg, atLength: lo - a, total: len) : 0
        let t1 = hi < b ? parameter(seg, atLength: hi - a, total: len) : 1
        let piece = (t0 == 0 && t1 == 1) ? seg : seg.subsegment(from: t0, to: t1)
        guard case let .cubic(p0, c1, c2, p3) = piece else { continue }
        if !open {
          if join, let last = workSubpaths.indices.last {
            join = false
            open = true
            _ = last
          } else {
            work.append(p0)
            workSubpaths.append(Subpath(firstPoint: work.count - 1, segmentCount: 0, isClosed: false))
            open = true
          }
        }
        work.append(c1)
        work.append(c2)
        work.append(p3)
        workSubpaths[workSubpaths.count - 1].segmentCount += 1
      }
    }
  }

  /// lottie-web's round corners (lottie.md §4.6) on source `i` with radius `r`.
  mutating func roundCorners(_ i: Int, _ r: Double) {
    let old = sourceRanges[i]
    let start = workSubpaths.count
    for sp in old {
      let sub = workSubpaths[sp]
      let n = sub.isClosed ? sub.segmentCount : sub.segmentCount + 1
      scratch.removeAll(keepingCapacity: true)
      func v(_ k: Int) -> SIMD2<Double> { work[sub.firstPoint + 3 * k] }
      func inHandle(_ k: Int) -> SIMD2<Double> {
        if k == 0 { return sub.isClosed ? work[sub.firstPoint + 3 * sub.segmentCount - 1] : v(0) }
        return work[sub.firstPoint + 3 * k - 1]
      }
      func outHandle(_ k: Int) -> SIMD2<Double> { k < sub.segmentCount ? work[sub.firstPoint + 3 * k + 1] : v(k) }
      for k in 0..<n {
        let p = v(k)
        let sharp = inHandle(k) == p && outHandle(k) == p
        guard sharp && (sub.isClosed || (k != 0 && k != n - 1)) else {
          scratch.append(p)
          scratch.append(inHandle(k))
          scratch.append(outHandle(k))
          continue
        }
        let previous = v(k == 0 ? n - 1 : k - 1), next = v(k == n - 1 ? 0 : k + 1)
        let dp = ((previous - p) * (previous - p)).sum().squareRoot()
        let fp = dp > 0 ? Swift.min(dp / 2, r) / dp : 0
        let a = p + (previous - p) * fp
        scratch.append(a)
        scratch.append(a)
        scratch.append(a - (a - p) * kappa)
        let dn = ((next - p) * (next - p)).sum().squareRoot()
        let fn = dn > 0 ? Swift.min(dn / 2, r) / dn : 0
        let b = p + (next - p) * fn
        scratch.append(b)
        scratch.append(b - (b - p) * kappa)
        scratch.append(b)
      }
      emitScratch(closed: sub.isClosed, reversed: false)
    }
    sourceRanges[i] = start..<workSubpaths.count
  }
}
