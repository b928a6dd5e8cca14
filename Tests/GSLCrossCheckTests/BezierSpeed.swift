/// The speed |B′(t)| of a quadratic or cubic Bézier, written out here from the control points (the
/// library's code is not used), and the local minima of that speed: where GSL's quadrature needs
/// break points.
///
/// In scalars: the test target is built unoptimized, where SIMD arithmetic goes through generic
/// code and costs ten times as much, and the quadrature evaluates the speed millions of times.
struct BezierSpeed {
  let isCubic: Bool
  // Control point differences: p1 − p0, p2 − p1 and (cubics) p3 − p2.
  let ax, ay, bx, by, cx, cy: Double

  init(_ p: [SIMD2<Double>]) {
    isCubic = p.count == 4
    (ax, ay) = (p[1].x - p[0].x, p[1].y - p[0].y)
    (bx, by) = (p[2].x - p[1].x, p[2].y - p[1].y)
    (cx, cy) = isCubic ? (p[3].x - p[2].x, p[3].y - p[2].y) : (0, 0)
  }

  /// B′(t), from the Bernstein form of the derivative.
  func derivative(_ t: Double) -> (x: Double, y: Double) {
    let u = 1 - t
    if !isCubic { return (2 * (u * ax + t * bx), 2 * (u * ay + t * by)) }
    let (a, b, c) = (u * u, 2 * u * t, t * t)
    return (3 * (a * ax + b * bx + c * cx), 3 * (a * ay + b * by + c * cy))
  }

  /// |B′(t)|, scaled so that it neither overflows nor underflows.
  func callAsFunction(_ t: Double) -> Double {
    let d = derivative(t)
    let m = max(abs(d.x), abs(d.y))
    if m == 0 { return 0 }
    let (ex, ey) = (d.x / m, d.y / m)
    return m * (ex * ex + ey * ey).squareRoot()
  }

  /// B′(t)·B″(t), half the derivative of the squared speed: its sign changes from − to + where the
  /// speed has a local minimum. A polynomial of degree 3 at most, so a cubic's speed has at most
  /// three minima inside (0, 1) and a quadratic's one.
  func slopeOfSquare(_ t: Double) -> Double {
    let d = derivative(t)
    let u = 1 - t
    let (sx, sy): (Double, Double)
    if isCubic {
      // B″(t) = 6·((1 − t)(p2 − 2p1 + p0) + t(p3 − 2p2 + p1)).
      (sx, sy) = (6 * (u * (bx - ax) + t * (cx - bx)), 6 * (u * (by - ay) + t * (cy - by)))
    } else {
      (sx, sy) = (2 * (bx - ax), 2 * (by - ay))
    }
    return d.x * sx + d.y * sy
  }

  /// The local minima of the speed inside (a, b): where B′·B″ goes from negative to non-negative
  /// between two of 1,024 samples, refined by bisection to the last bit. Exactly constant speed
  /// (B″ ⊥ B′ everywhere, or B″ = 0) has none.
  func minima(from a: Double = 0, to b: Double = 1) -> [Double] {
    let n = 1_024
    let h = (b - a) / Double(n)
    var minima: [Double] = []
    var previous = slopeOfSquare(a)
    for i in 1...n {
      let t = i == n ? b : a + Double(i) * h
      let current = slopeOfSquare(t)
      if previous < 0 && current >= 0 {
        var lo = t - h, hi = t
        while true {
          let mid = 0.5 * (lo + hi)
          guard mid > lo && mid < hi else { break }
          if slopeOfSquare(mid) < 0 { lo = mid } else { hi = mid }
        }
        if hi > a && hi < b { minima.append(hi) }
      }
      previous = current
    }
    return minima
  }
}
