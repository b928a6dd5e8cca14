// The real roots of a quadratic, without the two cancellations of the schoolbook formula: the
// discriminant b² − 4ac is formed from exact products (double-double), so close roots are not
// lost to its rounding, and the roots come from q = −(b + sign(b)·√disc)/2 as q/a and c/q, so
// the smaller one is not the difference of two nearly equal numbers. The coefficients are first
// scaled by a power of two (exact) so that the largest is in [1, 2): no square overflows or
// underflows, whatever their magnitude (1e±300 alike).

/// The real roots of a·t² + b·t + c: none, one or two, in ascending order, stored inline (no
/// allocation); a sequence of `Double`.
package struct QuadraticRoots: Sequence, Sendable {
  /// How many real roots: 0, 1 or 2 (a double root counts once).
  package let count: Int
  private let smaller: Double, larger: Double

  /// The real roots of a·t² + b·t + c (a and b may be 0): the root −c/b of a linear polynomial,
  /// none of a constant one (not even of 0). Roots beyond the range of `Double` are left out.
  ///
  /// - Precision: each root within a few ulps of the exact root of the given coefficients, plus at
  ///   most 2⁻⁵² of its size for two roots closer than that to each other (the discriminant is
  ///   within 2⁻¹⁰⁴·max(b², |4ac|) of exact, and a square root halves the relative error of a
  ///   near-double root's distance). A coefficient below 2⁻¹⁰⁷⁴ of the largest counts as 0.
  package init(_ a: Double, _ b: Double, _ c: Double) {
    var found: (Double, Double) = (.nan, .nan)
    var n = 0
    func add(_ root: Double) {
      guard root.isFinite else { return }
      if n == 0 { found.0 = root } else { found.1 = root }
      n += 1
    }
    let largest = Swift.max(abs(a), abs(b), abs(c))
    if largest > 0 && largest < .infinity {
      // Largest coefficient into [1, 2): by a power of two, in two halves so that neither factor
      // leaves the range of Double (2¹⁰⁷⁴ scales the smallest subnormal). Exact unless a
      // coefficient falls below the normal range, where it is negligible beside the largest.
      let exponent = -Int(largest.exponent)
      let first = Double(sign: .plus, exponent: exponent / 2, significand: 1)
      let second = Double(sign: .plus, exponent: exponent - exponent / 2, significand: 1)
      let (a, b, c) = (a * first * second, b * first * second, c * first * second)
      if a == 0 {
        if b != 0 { add(-c / b) }
      } else {
        let discriminant = (DoubleDouble.twoProduct(b, b) - DoubleDouble.twoProduct(4 * a, c)).value
        if discriminant == 0 {
          add(-0.5 * b / a)
        } else if discriminant > 0 {
          let root = discriminant.squareRoot()
          let q = -0.5 * (b + (b < 0 ? -root : root))
          // q ≠ 0: |q| ≥ √disc/2 > 0.
          add(q / a)
          add(c / q)
        }
      }
    }
    count = n
    smaller = n == 2 ? Swift.min(found.0, found.1) : found.0
    larger = n == 2 ? Swift.max(found.0, found.1) : found.0
  }

  /// The roots in ascending order.
  package func makeIterator() -> Iterator { Iterator(roots: self) }

  /// Steps through the roots in ascending order.
  package struct Iterator: IteratorProtocol {
    let roots: QuadraticRoots
    var index = 0

    /// The next root, or nil after the last.
    package mutating func next() -> Double? {
      guard index < roots.count else { return nil }
      index += 1
      return index == 1 ? roots.smaller : roots.larger
    }
  }
}
