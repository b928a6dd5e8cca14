/// The oracle's own evaluation of a cubic-bézier timing curve, independent of MotionCurves:
/// Bernstein form in double-double arithmetic, so that the residual x(t) − x handed to GSL has the
/// right sign to within ~1e-32 even where x′(t) = 0 (a plain double evaluation is only good to
/// ~1e-16 there, which would move the root by up to 5e-6).
public struct BezierOracle: Sendable {
  public let x1, y1, x2, y2: Double

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// One coordinate of the curve at an exact (double-double) parameter t.
  static func bernstein(_ p1: Double, _ p2: Double, at t: DD) -> DD {
    let s = DD(1) - t
    let st = s * t
    // 3·p1·s²t + 3·p2·st² + t³
    return (st * s) * DD.twoProduct(3, p1) + (st * t) * DD.twoProduct(3, p2) + t * t * t
  }

  /// x(t) − x at a double t, in double-double.
  public func residual(t: Double, x: Double) -> Double {
    (Self.bernstein(x1, x2, at: DD(t)) - DD(x)).value
  }

  /// GSL Brent's solution of x(t) = x over [0, 1], stopped when the bracket is narrower than
  /// `tolerance` in t, and y at the bracket's midpoint.
  public func solve(x: Double, tolerance: Double = 1e-15) throws(GSLError) -> (t: Double, y: Double, root: GSLRootFinder.Root) {
    let root = try GSLRootFinder.brent(in: 0, 1, absoluteTolerance: tolerance) { t in
      residual(t: t, x: x)
    }
    let t = 0.5 * (root.lower + root.upper)
    return (t, Self.bernstein(y1, y2, at: DD(t)).value, root)
  }

  /// A reference value far below GSL's stopping tolerance: GSL's root polished by one Newton step
  /// taken in double-double (the error after it is ~(tolerance)²·x″/x′), then y there.
  public func reference(x: Double) throws(GSLError) -> Double {
    let (t, _, _) = try solve(x: x)
    let tt = DD(t)
    let r = Self.bernstein(x1, x2, at: tt) - DD(x)
    let slope = Self.derivative(x1, x2, at: t)
    guard slope > 0 else { return Self.bernstein(y1, y2, at: tt).value }
    let polished = tt - DD(r.value / slope)
    return Self.bernstein(y1, y2, at: polished).value
  }

  /// dy/dx at the parameter GSL finds for x.
  public func slope(x: Double) throws(GSLError) -> Double {
    let (t, _, _) = try solve(x: x)
    return Self.derivative(y1, y2, at: t) / Self.derivative(x1, x2, at: t)
  }

  /// d/dt of one coordinate: 3[(1−t)²·p1 + 2(1−t)t·(p2 − p1) + t²·(1 − p2)].
  static func derivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
  }
}

/// Double-double arithmetic for the oracle (kept separate from the library's on purpose).
struct DD: Sendable {
  var hi: Double
  var lo: Double

  init(_ v: Double) { hi = v; lo = 0 }
  init(_ hi: Double, _ lo: Double) { self.hi = hi; self.lo = lo }

  var value: Double { hi + lo }

  static func twoSum(_ a: Double, _ b: Double) -> DD {
    let s = a + b
    let v = s - a
    return DD(s, (a - (s - v)) + (b - v))
  }

  /// Dekker's product via Veltkamp splitting (no FMA needed).
  static func twoProduct(_ a: Double, _ b: Double) -> DD {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return DD(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729.0 * a  // 2^27 + 1
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  static func + (a: DD, b: DD) -> DD {
    let s = twoSum(a.hi, b.hi)
    let t = twoSum(a.lo, b.lo)
    var r = twoSum(s.hi, s.lo + t.hi)
    r = twoSum(r.hi, r.lo + t.lo)
    return r
  }

  static func - (a: DD, b: DD) -> DD { a + DD(-b.hi, -b.lo) }

  static func * (a: DD, b: DD) -> DD {
    let p = twoProduct(a.hi, b.hi)
    let r = twoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
    return r
  }

  static func * (a: DD, b: Double) -> DD { a * DD(b) }
}
