import MotionCurvesCore

/// The lengths of a run of path segments in a common unit, a power of two: 1 (the lengths
/// themselves) unless their total overflows, then 2ᵏ large enough that every length and every
/// running sum of them, divided by it, is finite. Dividing by a power of two is exact, fractions
/// of the total are the same in any unit, and a segment's parameter at a length is the same on
/// the segment scaled by the unit: so paths whose total length is beyond the largest double
/// (M −1e308 0 L 1e308 0, of length 2e308) are measured, cut and walked like any other, and only
/// a length that is itself beyond the range of Double, converted back, is +∞.
struct SegmentLengths {
  /// The unit: 1, or a power of two 2ᵏ ≥ 32.
  let unit: Double
  /// The length of each segment divided by `unit`.
  let lengths: [Double]

  /// Measures `segments`, in the unit `unit` when given (a power of two ≥ 1), else in the
  /// smallest one of `unit(for:lengths:)` (made larger still, by 2⁶⁴ at a time, should arcs of
  /// many turns keep the total beyond the range of Double).
  ///
  /// - Precision: each length within 1e-12 relative of the exact length over the unit.
  init<Segments: Collection<PathSegment>>(_ segments: Segments, unit given: Double? = nil) {
    let measured = given == 1 || given == nil ? segments.map(\.length) : []
    var unit = given ?? Self.unit(for: segments, lengths: measured)
    var lengths = measured
    while unit != 1 {
      // Lengths already finite are divided (exactly); the others are measured again, on the
      // segment scaled down.
      lengths = segments.indices.enumerated().map { k, index in
        k < measured.count && measured[k].isFinite ? measured[k] / unit : segments[index].length(inUnit: unit)
      }
      guard given == nil, !Self.total(lengths).isFinite, unit < 0x1p900 else { break }
      unit *= 0x1p64
    }
    self.unit = unit
    self.lengths = lengths
  }

  /// The plain sum of `lengths`.
  static func total(_ lengths: [Double]) -> Double {
    var total = 0.0
    for l in lengths { total += l }
    return total
  }

  /// The unit for `segments` of `lengths`: 1 when the lengths add up to a finite total, or when
  /// a coordinate is not finite (the length is then +∞ in any unit); otherwise
  /// 2^(5 + ⌈log₂ n⌉) for n segments. No line or Bézier with every coordinate at most C in
  /// magnitude is longer than 8.5·C (three sides of its control polygon, each at most 2√2·C),
  /// nor an arc of at most one turn (2π times its larger radius), so n of them add up to at most
  /// 8.5·C·n, which that unit takes below C/3.
  static func unit<Segments: Collection<PathSegment>>(for segments: Segments, lengths: [Double]) -> Double {
    if total(lengths).isFinite { return 1 }
    guard segments.allSatisfy({ $0.largestCoordinate.isFinite }) else { return 1 }
    var exponent = 5, capacity = 1
    while capacity < segments.count {
      capacity *= 2
      exponent += 1
    }
    return Double(sign: .plus, exponent: exponent, significand: 1)
  }
}

extension PathSegment {
  /// The length divided by `unit` (a power of two ≥ 1): the length of the segment scaled down by
  /// it (exact), finite wherever the segment is.
  func length(inUnit unit: Double) -> Double {
    unit == 1 ? length : scaled(by: 1 / unit).length
  }

  /// `parameter(atLength:total:)` with `distance` and `total` in units of `unit` (a power of
  /// two ≥ 1): the same parameter, found on the segment scaled down by the unit.
  func parameter(atLength distance: Double, total: Double?, unit: Double) -> Double {
    unit == 1
      ? parameter(atLength: distance, total: total) : scaled(by: 1 / unit).parameter(atLength: distance, total: total)
  }
}
