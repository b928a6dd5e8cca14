import MotionCurvesCore

extension TimingFunction {
  /// The `linear()` easing with the fewest stops found whose output stays within `tolerance` of
  /// `easing` everywhere on [0, 1]: how springs and custom curves are put on the web.
  ///
  /// `tolerance` is a fraction of the output range (max − min of the easing over [0, 1], which is
  /// 1 unless it overshoots): the default 0.001 keeps every point within a thousandth of the range,
  /// a tenth of a pixel over 100 px. `steps()` and `linear()` convert exactly (on [0, 1]).
  ///
  /// The stops lie on the curve, their outputs rounded to a power of ten at most a tenth of the
  /// tolerance and their inputs to 0.001 %, so the CSS text stays short. Greedy: each segment is
  /// made as long as the tolerance allows (binary search on its end, the deviation checked at 128
  /// points per segment and at every point of a 1/4096 grid inside it), which gives the fewest
  /// stops whenever a segment's deviation grows with its length, as it does for every cubic bézier
  /// and damped spring.
  ///
  /// - Throws: ``TimingFunctionError/notFinite(_:_:)`` or ``TimingFunctionError/notPositive(_:_:)`` unless
  ///   0 < tolerance < ∞;
  ///   ``TimingFunctionError/notFiniteFunction(at:)`` where the function is not finite;
  ///   ``TimingFunctionError/tooManySteps(_:limit:)`` for `steps()` with more than
  ///   ``Steps/linearLimit`` steps; and as ``linear(approximating:tolerance:)-((Double)->Double,_)``.
  /// - Complexity: O(s · log(10⁵) · 128) evaluations of the easing for s stops.
  public static func linear(approximating easing: TimingFunction, tolerance: Double = 0.001)
    throws(TimingFunctionError) -> TimingFunction
  {
    switch easing {
    case .piecewiseLinear: return easing
    case .linear: return .piecewiseLinear(LinearEasing(canonical: [0, 1], percentages: [0, 100]))
    case let .steps(steps):
      guard steps.count <= Steps.linearLimit else { throw .tooManySteps(steps.count, limit: Steps.linearLimit) }
      return .piecewiseLinear(steps.linearEquivalent)
    default: return try linear(approximating: { easing.value(at: $0) }, tolerance: tolerance)
    }
  }

  /// The `linear()` approximation of any continuous function of progress on [0, 1] (a spring's
  /// motion, say), as ``linear(approximating:tolerance:)-(TimingFunction,_)``.
  ///
  /// Stops lie on a grid of 0.001 % where it is fine enough; next to a vertical tangent, where a
  /// grid step is already too long, the segment's end is placed by bisection between grid points.
  /// Each segment's deviation is checked at 128 points and every point of a 1/4096 grid inside it,
  /// and then maximized by golden-section search around the worst of them, so a narrow peak between
  /// the samples does not go unnoticed.
  ///
  /// - Throws: ``TimingFunctionError/notFinite(_:_:)`` or ``TimingFunctionError/notPositive(_:_:)`` unless
  ///   0 < tolerance < ∞;
  ///   ``TimingFunctionError/notFiniteFunction(at:)`` where the function is not finite;
  ///   ``TimingFunctionError/rangeOverflows(tolerance:)`` when tolerance × output range (or the
  ///   range itself) is beyond the largest `Double`; ``TimingFunctionError/toleranceNotReached(_:reached:)``
  ///   when not even the shortest segment a `Double` can hold keeps within the tolerance;
  ///   ``TimingFunctionError/tooManyStops(limit:)`` when it needs more than ``linearStopLimit`` stops.
  public static func linear(
    approximating function: (Double) -> Double, tolerance: Double = 0.001
  ) throws(TimingFunctionError) -> TimingFunction {
    try TimingFunctionError.positive(tolerance, .tolerance)
    let grid = 4096
    let samples = (0...grid).map { function(Double($0) / Double(grid)) }
    if let bad = samples.firstIndex(where: { !$0.isFinite }) { throw .notFiniteFunction(at: Double(bad) / Double(grid)) }
    let range = (samples.max() ?? 0) - (samples.min() ?? 0)
    let allowed = tolerance * (range > 0 ? range : 1)
    guard allowed.isFinite, allowed >= 0x1p-1000 else { throw .rangeOverflows(tolerance: tolerance) }
    // Outputs rounded to a power of ten ≤ allowed/10; the rounding counts against the tolerance.
    // The decimal is read back from text so that it is the double nearest to it (0.0676, not
    // 0.06760000000000001) and prints short.
    var exponent = 0
    while exponent > -330 && pow10(exponent) > allowed / 10 { exponent -= 1 }
    while exponent < 300 && pow10(exponent + 1) <= allowed / 10 { exponent += 1 }
    let quantum = pow10(exponent)
    let round = { (y: Double) -> Double in
      let units = (y / quantum).rounded()
      guard abs(units) < 9e15 else { return y }
      return Double("\(Int64(units))e\(exponent)") ?? units * quantum
    }

    let steps = 100_000  // inputs on a 0.001 % grid
    let position = { (k: Int) in Double(k) / Double(steps) }
    /// The largest deviation of the chord from (xa, f(xa)) to (xb, f(xb)), outputs rounded.
    func deviation(_ xa: Double, _ xb: Double) -> Double {
      let (ya, yb) = (round(function(xa)), round(function(xb)))
      func chord(_ x: Double) -> Double { ya + (x - xa) / (xb - xa) * (yb - ya) }
      func gap(_ x: Double) -> Double { abs(function(x) - chord(x)) }
      var worst = 0.0
      var worstAt = xa
      for i in 0...128 {
        let x = xa + (xb - xa) * Double(i) / 128
        let d = gap(x)
        if d > worst { (worst, worstAt) = (d, x) }
      }
      var g = Int((xa * Double(grid)).rounded(.up))
      while g <= grid && Double(g) / Double(grid) <= xb {
        let x = Double(g) / Double(grid)
        let d = abs(samples[g] - chord(x))
        if d > worst { (worst, worstAt) = (d, x) }
        g += 1
      }
      // Golden-section search for the peak around the worst sample.
      let width = (xb - xa) / 128
      var (lo, hi) = (max(xa, worstAt - width), min(xb, worstAt + width))
      for _ in 0..<24 where hi - lo > 1e-3 * width {
        let m1 = hi - 0.618033988749895 * (hi - lo)
        let m2 = lo + 0.618033988749895 * (hi - lo)
        if gap(m1) > gap(m2) { hi = m2 } else { lo = m1 }
        worst = max(worst, gap(m1), gap(m2))
      }
      return worst
    }
    func fits(_ xa: Double, _ xb: Double) -> Bool { deviation(xa, xb) <= allowed }

    var breaks = [0.0]
    var k = 0  // the grid point at or after the last break
    var xa = 0.0
    while xa < 1 {
      if xa == position(k) && fits(xa, position(k + 1)) {
        // Grow the segment along the grid geometrically while it fits, then bisect on its end.
        var good = k + 1
        var span = 1
        while good + span <= steps && fits(xa, position(good + span)) {
          good += span
          span *= 2
        }
        var bad = min(steps + 1, good + span)
        while bad - good > 1 {
          let mid = (good + bad) / 2
          if mid <= steps && fits(xa, position(mid)) { good = mid } else { bad = mid }
        }
        (k, xa) = (good, position(good))
      } else if xa != position(k) && fits(xa, position(k)) {
        // Back onto the grid after a stretch between its points.
        xa = position(k)
      } else {
        // Not even one grid step fits (a vertical tangent): bisect between the grid points, on the
        // bit patterns of the doubles (at most 64 halvings, whatever their exponents).
        let next = xa == position(k) ? k + 1 : k
        var (good, bad) = (xa.bitPattern, position(next).bitPattern)
        while bad - good > 1 {
          let mid = good + (bad - good) / 2
          if fits(xa, Double(bitPattern: mid)) { good = mid } else { bad = mid }
        }
        guard good > xa.bitPattern else {
          throw .toleranceNotReached(tolerance, reached: deviation(xa, xa.nextUp) / (range > 0 ? range : 1))
        }
        xa = Double(bitPattern: good)
        k = next
      }
      guard breaks.count < Self.linearStopLimit else { throw .tooManyStops(limit: Self.linearStopLimit) }
      breaks.append(xa)
    }
    let outputs = breaks.map { round(function($0)) }
    let percentages = breaks.map { x -> Double in
      let onGrid = (x * Double(steps)).rounded()
      return onGrid / Double(steps) == x ? onGrid / Double(steps / 100) : x * 100
    }
    return .piecewiseLinear(LinearEasing(canonical: outputs, percentages: percentages))
  }
}

extension TimingFunction {
  /// The most stops ``linear(approximating:tolerance:)-((Double)->Double,_)`` makes: 10,000. A
  /// tolerance that needs more fails with ``TimingFunctionError/tooManyStops(limit:)`` instead of
  /// computing for minutes and printing megabytes.
  public static let linearStopLimit = 10_000
}

extension Steps {
  /// The most steps ``TimingFunction/linear(approximating:tolerance:)-(TimingFunction,_)`` converts:
  /// 100,000 (200,000 points, a few megabytes of text).
  public static let linearLimit = 100_000

  /// The same steps as a `linear()` easing on [0, 1]: each flat interval becomes a stop with two
  /// inputs (steps(5, jump-start) is linear(0.2 0% 20%, 0.4 20% 40%, …, 1 80% 100%)).
  var linearEquivalent: LinearEasing {
    var outputs: [Double] = []
    var percentages: [Double] = []
    for i in 0..<count {
      let output = value(at: (Double(i) + 0.5) / Double(count))
      outputs += [output, output]
      percentages += [Double(i) * 100 / Double(count), Double(i + 1) * 100 / Double(count)]
    }
    let end = value(at: 1)
    if end != outputs[outputs.count - 1] {
      outputs.append(end)
      percentages.append(100)
    }
    return LinearEasing(canonical: outputs, percentages: percentages)
  }
}

/// 10^e for small integer e, exactly rounded (as the decimal literal would be).
private func pow10(_ e: Int) -> Double {
  Double("1e\(e)") ?? 1
}
