import RealModule

/// An unevaluated sum `hi + lo` of two doubles, carrying about 106 bits of significand.
///
/// Used while precomputing per-curve tables, and on the per-frame path of the timing model (the
/// error-free remainder of an iteration; a few dozen operations). It lets the
/// initializers evaluate polynomials at a pivot with a relative error near 2⁻¹⁰⁴, so that the
/// coefficients they round to `Double` are correctly rounded or within one ulp.
///
/// The algorithms are the classic error-free transformations (Knuth's TwoSum, Dekker's TwoProduct)
/// and the "sloppy" double-double addition of Dekker, whose error is at most about
/// 2⁻¹⁰⁴·(|a| + |b|).
@usableFromInline
package struct DoubleDouble: Sendable {
  @usableFromInline package var hi: Double
  @usableFromInline package var lo: Double

  @inlinable @inline(__always)
  package init(_ value: Double) {
    hi = value
    lo = 0
  }

  @inlinable @inline(__always)
  package init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// The double nearest to `hi + lo`.
  @inlinable @inline(__always)
  package var value: Double { hi + lo }

  /// `a + b` exactly, as `s + e` (Knuth).
  @inlinable @inline(__always)
  package static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(hi: s, lo: e)
  }

  /// `a + b` exactly when |a| ≥ |b| (Dekker).
  @inlinable @inline(__always)
  package static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(hi: s, lo: b - (s - a))
  }

  /// `a · b` exactly (Dekker, with Veltkamp's splitting; no fused multiply-add, which is a
  /// library call on baseline x86-64), for every pair whose product is finite: a factor beyond
  /// ±2⁹⁹⁵, whose splitting would overflow, is scaled by a power of two first. Exact unless the
  /// error term underflows (|a·b| below about 2⁻⁹⁶⁹); an infinite or NaN product gives lo = 0.
  @inlinable @inline(__always)
  package static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    guard abs(a) < 0x1p995 && abs(b) < 0x1p995 else { return scaledTwoProduct(a, b) }
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return DoubleDouble(hi: p, lo: ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  /// ``twoProduct(_:_:)`` for a factor at or beyond ±2⁹⁹⁵: the product of the large factor scaled
  /// down by 2⁵⁴ and the other, scaled back up by 2⁵⁴ (every scaling exact while the product is
  /// finite, and no partial product can overflow).
  @usableFromInline @inline(never)
  package static func scaledTwoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    guard p.isFinite else { return DoubleDouble(hi: p, lo: 0) }
    let (big, small) = abs(a) >= abs(b) ? (a, b) : (b, a)
    if abs(small) < 0x1p940 {
      let scaled = twoProduct(big * 0x1p-54, small)
      return DoubleDouble(hi: scaled.hi * 0x1p54, lo: scaled.lo * 0x1p54)
    }
    // Both large: then |p| ≥ 2¹⁹³⁰ would overflow, so this cannot happen for a finite product.
    return DoubleDouble(hi: p, lo: 0)
  }

  /// a = hi + lo with hi holding the upper 26 bits of the significand.
  @inlinable @inline(__always)
  package static func split(_ a: Double) -> (hi: Double, lo: Double) {
    let c = 134_217_729.0 * a  // 2²⁷ + 1
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  @inlinable @inline(__always)
  package static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = twoSum(a.hi, b.hi)
    return fastTwoSum(s.hi, s.lo + (a.lo + b.lo))
  }

  @inlinable @inline(__always)
  package static func + (a: DoubleDouble, b: Double) -> DoubleDouble {
    let s = twoSum(a.hi, b)
    return fastTwoSum(s.hi, s.lo + a.lo)
  }

  @inlinable @inline(__always)
  package static prefix func - (a: DoubleDouble) -> DoubleDouble {
    DoubleDouble(hi: -a.hi, lo: -a.lo)
  }

  @inlinable @inline(__always)
  package static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }

  @inlinable @inline(__always)
  package static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
    let p = twoProduct(a.hi, b)
    return fastTwoSum(p.hi, p.lo + a.lo * b)
  }

  @inlinable @inline(__always)
  package static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(a.hi, b.hi)
    return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }

  /// √self (self ≥ 0), by one Newton correction of the double square root.
  @inlinable
  package func squareRoot() -> DoubleDouble {
    let root = hi.squareRoot()
    guard root > 0 else { return DoubleDouble(0) }
    let residual = self - DoubleDouble.twoProduct(root, root)
    return DoubleDouble.fastTwoSum(root, residual.value / (2 * root))
  }

  /// self / d for a double d ≠ 0.
  @inlinable @inline(__always)
  package func divided(by d: Double) -> DoubleDouble {
    let q = hi / d
    let remainder = self - DoubleDouble.twoProduct(q, d)
    return DoubleDouble.fastTwoSum(q, remainder.value / d)
  }

  /// sin and cos of this angle, reduced modulo 2π first: sin(h + l) ≈ sin h + l·cos h.
  @inlinable
  package func sinCos() -> (sin: Double, cos: Double) {
    let reduced = reducedModulo2Pi
    let s = Double.sin(reduced.hi)
    let c = Double.cos(reduced.hi)
    return (s + reduced.lo * c, c - reduced.lo * s)
  }
}
