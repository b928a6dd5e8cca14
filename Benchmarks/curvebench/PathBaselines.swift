import RealModule

/// Arc-length methods other libraries ship, written from their published algorithms for the
/// `path.length` rows: Skia's chord sum (so Android's PathMeasure, Chrome's getTotalLength and
/// Flutter) and one fixed Gauss–Legendre rule (paper.js uses 16 points for a whole curve).
enum PathBaselines {
  /// Skia `SkContourMeasure::compute_cubic_segs`: halve the cubic (de Casteljau at ½) while the
  /// t-span is at least 1024 of 2³⁰ and a control point is farther than the tolerance (max-norm)
  /// from the chord's 1/3 or 2/3 point; then add the chord. Tolerance 0.5 (`CHEAP_DIST_LIMIT`,
  /// resScale 1, as Blink calls it). Skia works in Float; this runs in Double, which only
  /// changes the last digits.
  static func skiaChordLength(_ p: [SIMD2<Double>], tolerance: Double = 0.5) -> Double {
    func tooCurvy(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>) -> Bool {
      func exceeds(_ point: SIMD2<Double>, _ target: SIMD2<Double>) -> Bool {
        max(abs(point.x - target.x), abs(point.y - target.y)) > tolerance
      }
      return exceeds(b, a + (d - a) * (1.0 / 3)) || exceeds(c, a + (d - a) * (2.0 / 3))
    }
    func segments(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>, _ mint: Int, _ maxt: Int) -> Double {
      if (maxt - mint) >> 10 != 0 && tooCurvy(a, b, c, d) {
        let ab = (a + b) * 0.5, bc = (b + c) * 0.5, cd = (c + d) * 0.5
        let abc = (ab + bc) * 0.5, bcd = (bc + cd) * 0.5, mid = (abc + bcd) * 0.5
        let half = (mint + maxt) >> 1
        return segments(a, ab, abc, mid, mint, half) + segments(mid, bcd, cd, d, half, maxt)
      }
      let chord = d - a
      return (chord.x * chord.x + chord.y * chord.y).squareRoot()
    }
    return segments(p[0], p[1], p[2], p[3], 0, (1 << 30) - 1)
  }

  /// The 16-point Gauss–Legendre nodes and weights on [−1, 1], computed once by Newton's method
  /// on P₁₆ (no transcribed constants).
  static let legendre16: [(node: Double, weight: Double)] = {
    let n = 16
    var rule: [(Double, Double)] = []
    for i in 1...n {
      var x = Double.cos(.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        var p0 = 1.0, p1 = x
        for k in 2...n {
          let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
          p0 = p1
          p1 = p2
        }
        derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
        let step = p1 / derivative
        x -= step
        if abs(step) < 1e-16 { break }
      }
      rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
    }
    return rule
  }()

  /// One 16-point Gauss–Legendre rule on the speed |B′(t)| over [0, 1], no error control
  /// (paper.js `Curve.getLength` for a whole curve).
  static func gaussLegendre16Length(_ p: [SIMD2<Double>]) -> Double {
    var sum = 0.0
    for (node, weight) in legendre16 {
      let t = 0.5 * (node + 1), u = 1 - t
      let d = (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t)
      sum += weight * (d.x * d.x + d.y * d.y).squareRoot()
    }
    return 0.5 * sum
  }
}
