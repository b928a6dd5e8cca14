/// How near a computed number must be to the expected one: the one set of tolerance semantics of
/// the tests, used through ``isClose(_:_:_:)-(Double,Double,_)`` and its overloads.
///
/// Every form is false for NaN and true for two equal numbers (infinities included).
public enum Tolerance: Sendable, Equatable, CustomStringConvertible {
  /// |a − b| ≤ ε.
  case absolute(Double)
  /// |a − b| ≤ ε·max(floor, min(|a|, |b|)): relative to the smaller magnitude (so symmetric, and
  /// at least as strict as relative to either), and absolute (ε·floor) below `floor`.
  case relative(Double, floor: Double = 0)
  /// |a − b| ≤ n·ulp(max(|a|, |b|)): n units in the last place of the larger magnitude.
  case ulps(Double)

  /// The largest |a − b| this tolerance accepts for these two numbers.
  public func bound(_ a: Double, _ b: Double) -> Double {
    switch self {
    case let .absolute(epsilon): return epsilon
    case let .relative(epsilon, floor): return epsilon * max(floor, min(a.magnitude, b.magnitude))
    case let .ulps(n): return n * max(a.magnitude, b.magnitude).ulp
    }
  }

  public var description: String {
    switch self {
    case let .absolute(epsilon): return "within \(epsilon)"
    case let .relative(epsilon, floor): return floor == 0 ? "within \(epsilon) relative" : "within \(epsilon) relative (absolute below \(floor))"
    case let .ulps(n): return "within \(n) ulps"
    }
  }
}

/// Whether `a` is `b` within `tolerance`.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Tolerance) -> Bool {
  a == b || (a - b).magnitude <= tolerance.bound(a, b)
}

/// Whether both are nil, or both are numbers within `tolerance` of each other.
public func isClose(_ a: Double?, _ b: Double?, _ tolerance: Tolerance) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case let (a?, b?): return isClose(a, b, tolerance)
  default: return false
  }
}

/// Whether the two lists have the same count and each pair is within `tolerance`.
public func isClose<A: Collection<Double>, B: Collection<Double>>(_ a: A, _ b: B, _ tolerance: Tolerance) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether the two lists have the same count and each pair is nil in both or within `tolerance`
/// (missing components where missing is expected).
public func isClose<A: Collection<Double?>, B: Collection<Double?>>(_ a: A, _ b: B, _ tolerance: Tolerance) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether every lane of `a` is within `tolerance` of the same lane of `b`.
public func isClose<V: SIMD>(_ a: V, _ b: V, _ tolerance: Tolerance) -> Bool where V.Scalar == Double {
  a.indices.allSatisfy { isClose(a[$0], b[$0], tolerance) }
}

/// A value the tests compare number by number: a matrix's entries, in a fixed order.
public protocol ComparedByNumbers {
  /// The numbers compared, in a fixed order.
  var comparedNumbers: [Double] { get }
}

/// Whether each number of `a` is within `tolerance` of the same number of `b`.
public func isClose<T: ComparedByNumbers>(_ a: T, _ b: T, _ tolerance: Tolerance) -> Bool {
  isClose(a.comparedNumbers, b.comparedNumbers, tolerance)
}
