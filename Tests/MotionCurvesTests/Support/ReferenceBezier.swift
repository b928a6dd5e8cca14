/// An independent, slow, high-precision evaluation of a timing curve for the tests: bisection on t
/// with x(t) evaluated in double-double arithmetic (Bernstein form), 120 halvings of [0, 1], then y
/// at the final t in double-double. Its error is far below 1e-20 for every curve; it shares no code
/// with the library's solver.
struct ReferenceBezier {
  let x1, y1, x2, y2: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  func value(at x: Double) -> Double {
    precondition((0...1).contains(x))
    var lo = Wide(0)
    var hi = Wide(1)
    for _ in 0..<120 {
      let mid = (lo + hi) * 0.5
      if Self.coordinate(x1, x2, at: mid) < Wide(x) { lo = mid } else { hi = mid }
    }
    return Self.coordinate(y1, y2, at: (lo + hi) * 0.5).value
  }

  /// dy/dx at the reference t.
  func slope(at x: Double) -> Double {
    var lo = Wide(0)
    var hi = Wide(1)
    for _ in 0..<120 {
      let mid = (lo + hi) * 0.5
      if Self.coordinate(x1, x2, at: mid) < Wide(x) { lo = mid } else { hi = mid }
    }
    let t = ((lo + hi) * 0.5)
    return Self.derivative(y1, y2, at: t).value / Self.derivative(x1, x2, at: t).value
  }

  /// 3·p1·(1−t)²t + 3·p2·(1−t)t² + t³.
  static func coordinate(_ p1: Double, _ p2: Double, at t: Wide) -> Wide {
    let s = Wide(1) - t
    return s * s * t * (3 * Wide(p1)) + s * t * t * (3 * Wide(p2)) + t * t * t
  }

  /// 3[(1−t)²·p1 + 2(1−t)t·(p2 − p1) + t²·(1 − p2)].
  static func derivative(_ p1: Double, _ p2: Double, at t: Wide) -> Wide {
    let s = Wide(1) - t
    return (s * s * Wide(p1) + s * t * 2 * (Wide(p2) - Wide(p1)) + t * t * (Wide(1) - Wide(p2))) * 3
  }
}

/// Double-double numbers (about 32 significant digits), written for the tests.
struct Wide: Comparable {
  var hi: Double
  var lo: Double

  init(_ value: Double) { (hi, lo) = (value, 0) }
  init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

  var value: Double { hi + lo }

  static func exactSum(_ a: Double, _ b: Double) -> Wide {
    let s = a + b
    let v = s - a
    return Wide(hi: s, lo: (a - (s - v)) + (b - v))
  }

  static func exactProduct(_ a: Double, _ b: Double) -> Wide {
    let p = a * b
    return Wide(hi: p, lo: (-p).addingProduct(a, b))
  }

  static func + (a: Wide, b: Wide) -> Wide {
    let s = exactSum(a.hi, b.hi)
    let t = exactSum(a.lo, b.lo)
    let u = exactSum(s.hi, s.lo + t.hi)
    return exactSum(u.hi, u.lo + t.lo)
  }

  static prefix func - (a: Wide) -> Wide { Wide(hi: -a.hi, lo: -a.lo) }
  static func - (a: Wide, b: Wide) -> Wide { a + -b }

  static func * (a: Wide, b: Wide) -> Wide {
    let p = exactProduct(a.hi, b.hi)
    return exactSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }

  static func * (a: Wide, b: Double) -> Wide { a * Wide(b) }
  static func * (a: Double, b: Wide) -> Wide { Wide(a) * b }

  static func < (a: Wide, b: Wide) -> Bool { a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo) }
  static func == (a: Wide, b: Wide) -> Bool { a.hi == b.hi && a.lo == b.lo }
}

/// A seeded generator (SplitMix64) so that "random" test cases are the same on every run.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
