/// Double-double numbers (about 32 significant digits) for the references, written apart from the
/// library's own so that a mistake in one cannot hide in the other.
public struct Wide: Comparable, Sendable {
  public var hi: Double
  public var lo: Double

  public init(_ value: Double) { (hi, lo) = (value, 0) }
  public init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

  /// The nearest double.
  public var value: Double { hi + lo }

  public static func exactSum(_ a: Double, _ b: Double) -> Wide {
    let s = a + b
    let v = s - a
    return Wide(hi: s, lo: (a - (s - v)) + (b - v))
  }

  public static func exactProduct(_ a: Double, _ b: Double) -> Wide {
    let p = a * b
    return Wide(hi: p, lo: (-p).addingProduct(a, b))
  }

  public static func + (a: Wide, b: Wide) -> Wide {
    let s = exactSum(a.hi, b.hi)
    let t = exactSum(a.lo, b.lo)
    let u = exactSum(s.hi, s.lo + t.hi)
    return exactSum(u.hi, u.lo + t.lo)
  }

  public static prefix func - (a: Wide) -> Wide { Wide(hi: -a.hi, lo: -a.lo) }
  public static func - (a: Wide, b: Wide) -> Wide { a + -b }

  public static func * (a: Wide, b: Wide) -> Wide {
    let p = exactProduct(a.hi, b.hi)
    return exactSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }

  public static func * (a: Wide, b: Double) -> Wide { a * Wide(b) }
  public static func * (a: Double, b: Wide) -> Wide { Wide(a) * b }

  public static func < (a: Wide, b: Wide) -> Bool { a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo) }
  public static func == (a: Wide, b: Wide) -> Bool { a.hi == b.hi && a.lo == b.lo }
}
