import MotionCurvesCore

// The product of many matrices with every entry checked: one place where a composed transform
// is found beyond the range of doubles, and where an intermediate that would overflow or
// underflow (scale(1e308) scale(10) scale(0.01)) does not spoil a product that is in range.

extension TransformMatrix3D {
  /// The product `factors[0] · factors[1] · …` (each factor applied, then the next, as
  /// ``concatenating(_:)`` chains them), or an error where the exact product is beyond `Double`.
  ///
  /// While every factor's entries and every row of the running product stay within
  /// 2^−400 … 2^400 in magnitude, this is exactly the chain of ``concatenating(_:)``. Beyond,
  /// the factor, or the row, is scaled by a power of two (exact) and the power kept aside, so an
  /// intermediate never overflows nor underflows: `scale(1e308) · scale(10) · scale(0.01)` is
  /// scale(1e307) in either order. Only the final entries are scaled back, and an entry beyond
  /// the range is an error (a finite input never gives NaN or ±∞).
  ///
  /// - Throws: ``TransformError/notFinite(_:_:)`` for a NaN or infinite entry of a factor, and
  ///   ``TransformError/beyondRange(_:significand:exponent:)`` naming the first entry (m11 …
  ///   m44) of the product whose exact value is beyond ±1.8e308, with that value.
  /// - Precision: each entry within 4 ulps per product of the sum of the magnitudes of its
  ///   terms, as ``concatenating(_:)``; when a factor or a row is scaled, entries more than
  ///   2^1000 below the largest of their row (of the factor) may be lost to underflow, an
  ///   absolute error below 2^−1000 of that largest entry.
  /// - Complexity: O(n) for n factors.
  public static func product(_ factors: [TransformMatrix3D]) throws(TransformError) -> TransformMatrix3D {
    var rows = [identity.row1, identity.row2, identity.row3, identity.row4]
    var exponents = [0, 0, 0, 0]
    for factor in factors {
      try factor.checkFinite()
      var f = factor
      var shift = 0
      let largest = f.largestMagnitude
      if largest > 0 && !(0x1p-400...0x1p400).contains(largest) {
        let (scaled, e) = f.powerOfTwoScaled()
        (f, shift) = (scaled, -e)
      }
      for i in 0..<4 {
        var r = rows[i]
        let l = Swift.max(r.x.magnitude, r.y.magnitude, r.z.magnitude, r.w.magnitude)
        if l > 0 && !(0x1p-400...0x1p400).contains(l) {
          let e = Int(l.exponent)
          r *= Double(sign: .plus, exponent: -e, significand: 1)
          exponents[i] += e
        }
        rows[i] = r.x * f.row1 + r.y * f.row2 + r.z * f.row3 + r.w * f.row4
        exponents[i] += shift
      }
    }
    var result = TransformMatrix3D.identity
    for i in 0..<4 {
      var row = rows[i]
      for j in 0..<4 where exponents[i] != 0 {
        let exact = WideDouble(significand: row[j], exponent: exponents[i])
        row[j] = exact.value
        guard row[j].isFinite else { throw .beyondRange(TransformError.Parameter.entry(i, j).rawValue, exact) }
      }
      result[row: i] = row
    }
    return result
  }

  /// Throws ``TransformError/notFinite(_:_:)`` naming the first NaN or infinite entry.
  func checkFinite() throws(TransformError) {
    for i in 0..<4 {
      let row = self[row: i]
      for j in 0..<4 { try TransformError.finite(row[j], .entry(i, j)) }
    }
  }

  /// The largest magnitude of an entry.
  var largestMagnitude: Double {
    var largest = 0.0
    for row in [row1, row2, row3, row4] {
      largest = Swift.max(largest, row.x.magnitude, row.y.magnitude, row.z.magnitude, row.w.magnitude)
    }
    return largest
  }

  /// Row `i` (0-based).
  subscript(row i: Int) -> SIMD4<Double> {
    get { i == 0 ? row1 : i == 1 ? row2 : i == 2 ? row3 : row4 }
    set {
      switch i {
      case 0: row1 = newValue
      case 1: row2 = newValue
      case 2: row3 = newValue
      default: row4 = newValue
      }
    }
  }
}
