/// The exact sum of a few doubles, kept as a nonoverlapping expansion (Shewchuk, "Adaptive
/// Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997): components in
/// increasing magnitude, each smaller than an ulp of the next, whose unevaluated sum *is* the value.
///
/// What decides a timing boundary exactly: the sign of t − delay − duration × iterations, say,
/// is the sign of the largest component of that sum, with no rounding anywhere. Adding a double
/// is Shewchuk's Grow-Expansion with zero elimination (one TwoSum per component); a product enters
/// as its exact ``DoubleDouble/twoProduct(_:_:)``.
///
/// Exact while no TwoSum overflows (every partial sum below 2¹⁰²³ in magnitude) and no product's
/// error term underflows (products above 2⁻⁹⁶⁸ in magnitude, or exactly 0). Holds at most
/// ``capacity`` components, which is at least the number of doubles added (a product counts two).
@usableFromInline
package struct ExactSum: Sendable {
  /// The most doubles (a product counts two) a sum may take.
  package static let capacity = 12

  @usableFromInline var components: InlineArray<12, Double>
  @usableFromInline var count: Int

  /// The empty sum, 0.
  @inlinable
  package init() {
    components = InlineArray(repeating: 0)
    count = 0
  }

  /// The one-term sum `x`.
  @inlinable
  package init(_ x: Double) {
    self.init()
    add(x)
  }

  /// Adds `b` exactly.
  @inlinable
  package mutating func add(_ b: Double) {
    var q = b
    var kept = 0
    for i in 0..<count {
      let s = DoubleDouble.twoSum(q, components[i])
      q = s.hi
      if s.lo != 0 {
        components[kept] = s.lo
        kept += 1
      }
    }
    components[kept] = q
    count = kept + 1
  }

  /// Adds `x.hi + x.lo` exactly.
  @inlinable
  package mutating func add(_ x: DoubleDouble) {
    add(x.lo)
    add(x.hi)
  }

  /// Adds `a · b` exactly (its ``DoubleDouble/twoProduct(_:_:)``).
  @inlinable
  package mutating func addProduct(_ a: Double, _ b: Double) {
    add(DoubleDouble.twoProduct(a, b))
  }

  /// Adds another sum exactly.
  @inlinable
  package mutating func add(_ other: ExactSum) {
    for i in 0..<other.count { add(other.components[i]) }
  }

  /// −self, exactly.
  @inlinable
  package var negated: ExactSum {
    var result = self
    for i in 0..<count { result.components[i] = -components[i] }
    return result
  }

  /// The sign of the exact sum: −1, 0 or 1 (the sign of its largest nonzero component).
  @inlinable
  package var sign: Int {
    var i = count - 1
    while i >= 0 {
      let c = components[i]
      if c > 0 { return 1 }
      if c < 0 { return -1 }
      i -= 1
    }
    return 0
  }

  /// The sum as a double-double, through Shewchuk's Compress: its largest component then
  /// approximates the sum within an ulp and the next one carries the rest, so the relative error
  /// is below 2⁻¹⁰⁴ (none when the sum has at most two nonzero components). `hi` is the sum
  /// rounded to nearest, or one of the two doubles around it.
  @inlinable
  package var approximation: DoubleDouble {
    guard count > 1 else { return DoubleDouble(count == 1 ? components[0] : 0) }
    var g = components
    var q = g[count - 1]
    var bottom = count - 1
    for i in stride(from: count - 2, through: 0, by: -1) {
      let s = DoubleDouble.fastTwoSum(q, g[i])
      q = s.hi
      if s.lo != 0 {
        g[bottom] = q
        bottom -= 1
        q = s.lo
      }
    }
    g[bottom] = q
    // Upwards: the compressed components, smallest first; only the largest two are kept, the
    // rest (below an ulp of the second) folded into the second.
    var hi = g[bottom]
    var lo = 0.0
    var below = 0.0
    for i in (bottom + 1)..<count {
      let s = DoubleDouble.fastTwoSum(g[i], hi)
      hi = s.hi
      if s.lo != 0 {
        below += lo
        lo = s.lo
      }
    }
    return DoubleDouble.fastTwoSum(hi, lo + below)
  }
}
