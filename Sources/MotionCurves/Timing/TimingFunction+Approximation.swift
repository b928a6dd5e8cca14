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
  /// - Throws: ``TimingFunctionError/invalidTolerance(_:)`` unless 0 < tolerance < ∞;
  ///   ``TimingFunctionError/notFiniteFunction(at:)`` where the function is not finite.
  /// - Complexity: O(s · log(10⁵) · 128) evaluations of the easing for s stops.
  public static func linear(approximating easing: TimingFunction, tolerance: Double = 0.001)
    throws(TimingFunctionError) -> TimingFunction
  {
    switch easing {
    case .piecewiseLinear: return easing
    case .linear: return .piecewiseLinear(LinearEasing(canonical: [0, 1], percentages: [0, 100]))
    case let .steps(steps): return .piecewiseLinear(steps.linearEquivalent)
    default: return try linear(approximating: { easing.value(at: $0) }, tolerance: tolerance)
    }
  }

  /// The `linear()` approximation of any continuous function of progress on [0, 1] (a spring's
  /// motion, say), as ``linear(approximating:tolerance:)-(TimingFunction,_)``.
  public static func linear(
    approximating function: (Double) -> Double, tolerance: Double = 0.001
  ) throws(TimingFunctionError) -> TimingFunction {
    guard tolerance > 0 && tolerance.isFinite else { throw .invalidTolerance(tolerance) }
    let grid = 4096
    let samples = (0...grid).map { function(Double($0) / Double(grid)) }
    if let bad = samples.firstIndex(where: { !$0.isFinite }) { throw .notFiniteFunction(at: Double(bad) / Double(grid)) }
    let range = (samples.max() ?? 0) - (samples.min() ?? 0)
    let allowed = tolerance * (range > 0 ? range : 1)
    // Outputs rounded to a power of ten ≤ allowed/10; the rounding counts against the tolerance.
    // The decimal is read back from text so that it is the double nearest to it (0.0676, not
    // 0.06760000000000001) and prints short.
    var exponent = 0
    while pow10(exponent) > allowed / 10 { exponent -= 1 }
    while pow10(exponent + 1) <= allowed / 10 { exponent += 1 }
    let quantum = pow10(exponent)
    let round = { (y: Double) -> Double in
      let units = (y / quantum).rounded()
      guard abs(units) < 9e15 else { return y }
      return Double("\(Int64(units))e\(exponent)") ?? units * quantum
    }

    let steps = 100_000  // inputs on a 0.001 % grid
    let position = { (k: Int) in Double(k) / Double(steps) }
    func fits(_ a: Int, _ b: Int) -> Bool {
      let (xa, xb) = (position(a), position(b))
      let (ya, yb) = (round(function(xa)), round(function(xb)))
      let chord = { (x: Double) in ya + (x - xa) / (xb - xa) * (yb - ya) }
      for i in 0...128 {
        let x = xa + (xb - xa) * Double(i) / 128
        if abs(function(x) - chord(x)) > allowed { return false }
      }
      var g = Int((xa * Double(grid)).rounded(.up))
      while g <= grid && Double(g) / Double(grid) <= xb {
        let x = Double(g) / Double(grid)
        if abs(samples[g] - chord(x)) > allowed { return false }
        g += 1
      }
      return true
    }

    var breaks = [0]
    var a = 0
    while a < steps {
      // Grow the segment geometrically while it fits, then bisect on its end.
      var good = a + 1
      var span = 1
      while good + span <= steps && fits(a, good + span) {
        good += span
        span *= 2
      }
      var bad = min(steps + 1, good + span)
      while bad - good > 1 {
        let mid = (good + bad) / 2
        if mid <= steps && fits(a, mid) { good = mid } else { bad = mid }
      }
      breaks.append(good)
      a = good
    }
    let outputs = breaks.map { round(function(position($0))) }
    let percentages = breaks.map { Double($0) / Double(steps / 100) }
    return .piecewiseLinear(LinearEasing(canonical: outputs, percentages: percentages))
  }
}

extension Steps {
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
