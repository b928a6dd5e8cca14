/// An independent, slow, high-precision evaluation of a timing curve, for tests and curvebench:
/// bisection on t with x(t) evaluated in double-double arithmetic (Bernstein form), 120 halvings of
/// [0, 1], then y at the final t in double-double. Its error is far below 1e-20 for every curve; it
/// shares no code with the library's solver.
public struct ReferenceBezier: Sendable {
  public let x1, y1, x2, y2: Double

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  /// y at the t where x(t) = x, for x ∈ [0, 1].
  public func value(at x: Double) -> Double {
    Self.coordinate(y1, y2, at: parameter(at: x)).value
  }

  /// dy/dx at the t where x(t) = x.
  public func slope(at x: Double) -> Double {
    let t = parameter(at: x)
    return Self.derivative(y1, y2, at: t).value / Self.derivative(x1, x2, at: t).value
  }

  /// The t ∈ [0, 1] with x(t) = x, to about 1e-32.
  public func parameter(at x: Double) -> Wide {
    precondition((0...1).contains(x))
    var lo = Wide(0)
    var hi = Wide(1)
    for _ in 0..<120 {
      let mid = (lo + hi) * 0.5
      if Self.coordinate(x1, x2, at: mid) < Wide(x) { lo = mid } else { hi = mid }
    }
    return (lo + hi) * 0.5
  }

  /// One coordinate of the curve: 3·p1·(1−t)²t + 3·p2·(1−t)t² + t³. Every term is exact or
  /// carries a relative error near 1e-32, so the residual x(t) − x keeps its sign to ~1e-32 even
  /// where x′(t) = 0.
  public static func coordinate(_ p1: Double, _ p2: Double, at t: Wide) -> Wide {
    let s = Wide(1) - t
    return s * s * t * (3 * Wide(p1)) + s * t * t * (3 * Wide(p2)) + t * t * t
  }

  /// d/dt of one coordinate: 3[(1−t)²·p1 + 2(1−t)t·(p2 − p1) + t²·(1 − p2)].
  public static func derivative(_ p1: Double, _ p2: Double, at t: Wide) -> Wide {
    let s = Wide(1) - t
    return (s * s * Wide(p1) + s * t * 2 * (Wide(p2) - Wide(p1)) + t * t * (Wide(1) - Wide(p2))) * 3
  }
}
