/// Solvers other libraries ship, ported to Swift so that they run on the same inputs in the same
/// process: the baselines `curvebench` compares against.

/// Chromium's `gfx::CubicBezier` (also WebKit's `UnitBezier` shape): 11 x-samples for a linear
/// first guess, up to 4 Newton steps, then bisection, all stopped on |x(t) − x| < 1e-7.
struct ChromiumBezier {
  let ax, bx, cx, ay, by, cy: Double
  var samples: [Double] = []
  static let sampleCount = 11
  static let epsilon = 1e-7

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    for i in 0..<Self.sampleCount {
      let t = Double(i) / Double(Self.sampleCount - 1)
      samples.append(((ax * t + bx) * t + cx) * t)
    }
  }

  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  func solveT(_ x: Double) -> Double {
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    let delta = 1 / Double(Self.sampleCount - 1)
    for i in 1..<Self.sampleCount where x <= samples[i] {
      t1 = delta * Double(i)
      t0 = t1 - delta
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }
    var x2 = 0.0
    for _ in 0..<4 {
      x2 = sampleX(t2) - x
      if abs(x2) < Self.epsilon { return t2 }
      let d2 = sampleDX(t2)
      if abs(d2) < Self.epsilon { break }
      t2 -= x2 / d2
    }
    if abs(x2) < Self.epsilon { return t2 }
    while t0 < t1 {
      x2 = sampleX(t2)
      if abs(x2 - x) < Self.epsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }

  func value(at x: Double) -> Double { sampleY(solveT(x)) }
}

/// The textbook solver: Newton's method from t = x, at most 8 steps, stopped when a step is
/// below 1e-12, with t clamped to [0, 1]. No table, no bracket.
struct NewtonBezier {
  let ax, bx, cx, ay, by, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func value(at x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let r = ((ax * t + bx) * t + cx) * t - x
      let d = (3 * ax * t + 2 * bx) * t + cx
      if d == 0 { break }
      let step = r / d
      t = min(1, max(0, t - step))
      if abs(step) < 1e-12 { break }
    }
    return ((ay * t + by) * t + cy) * t
  }
}
