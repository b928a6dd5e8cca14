import MotionCurvesCore
import MotionCurvesTiming

extension KeyframeValues where Value: VectorSpace {
  /// Keyframe values in any calculation mode, the cubic ones included.
  ///
  /// - Throws: as the general initializer, without ``KeyframeError/cubicNeedsVectorSpace``.
  /// - Complexity: O(n).
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: KeyframeCalculationMode = .linear, tensionValues: [Double]? = nil,
    continuityValues: [Double]? = nil, biasValues: [Double]? = nil, validation: KeyTimeValidation = .strict
  ) throws(KeyframeError) {
    let cubic = calculationMode == .cubic || calculationMode == .cubicPaced
    let scaled = calculationMode == .cubicPaced
    try self.init(
      checking: values, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode,
      spline: (tensionValues, continuityValues, biasValues), validation: validation, pacing: Self.scaledPacedKeyTimes
    ) { values, times, parameters in
      cubic ? Self.kochanekBartels(values, times: times, parameters, scaled: scaled) : []
    }
  }

  /// Paced key times that survive distances beyond the largest double: where the lengths or their
  /// total overflow (values −1e308 → 1e308), the values are scaled by 2⁻ᵏ (exact, the key times
  /// being ratios) until the total is finite; even key times only when every value is equal.
  static func scaledPacedKeyTimes(_ values: [Value]) -> [Double] {
    if let times = pacedKeyTimes(count: values.count, distance: { values[$0].euclideanDistance(to: values[$0 + 1]) }) {
      return times
    }
    // The total is 0 (all values equal) or overflows: halve the values until it does not (at most
    // about 1,100 halvings take any finite total below the largest double).
    var factor = 0.5
    for _ in 0..<1100 where factor > 0 {
      let f = factor
      if let times = pacedKeyTimes(count: values.count, distance: {
        values[$0].scaled(by: f).euclideanDistance(to: values[$0 + 1].scaled(by: f))
      }) {
        return times
      }
      if !(0..<(values.count - 1)).contains(where: { values[$0].euclideanDistance(to: values[$0 + 1]) > 0 }) { break }
      factor *= 0.5
    }
    return evenKeyTimes(values.count)
  }

  /// The Bézier control points of each segment of the Kochanek–Bartels spline: for the Hermite
  /// segment p₁ → p₂ with tangents m₁ (out of p₁) and m₂ (into p₂), c₁ = p₁ + m₁/3, c₂ = p₂ − m₂/3.
  static func kochanekBartels(
    _ p: [Value], times: [Double], _ parameters: (t: [Double], c: [Double], b: [Double]), scaled: Bool
  ) -> [(Value, Value)] {
    let n = p.count
    guard n > 1 else { return [] }
    var points: [(Value, Value)] = []
    points.reserveCapacity(n - 1)
    for i in 0..<(n - 1) {
      let p1 = p[i], p2 = p[i + 1]
      let before = i > 0 ? p1 - p[i - 1] : p2 - p1  // p₁ − p₀, with p₀ = 2p₁ − p₂ at the start
      let after = i + 2 < n ? p[i + 2] - p2 : p2 - p1  // p₃ − p₂, with p₃ = 2p₂ − p₁ at the end
      let chord = p2 - p1
      let (ts, cs, bs) = (parameters.t[i], parameters.c[i], parameters.b[i])
      let (te, ce, be) = (parameters.t[i + 1], parameters.c[i + 1], parameters.b[i + 1])
      var outgoing = (before.scaled(by: (1 + cs) * (1 + bs)) + chord.scaled(by: (1 - cs) * (1 - bs))).scaled(by: 0.5 * (1 - ts))
      var incoming = (chord.scaled(by: (1 - ce) * (1 + be)) + after.scaled(by: (1 + ce) * (1 - be))).scaled(by: 0.5 * (1 - te))
      if scaled {
        let width = times[i + 1] - times[i]
        let previous = i > 0 ? times[i] - times[i - 1] : width
        let next = i + 2 < n ? times[i + 2] - times[i + 1] : width
        if previous + width > 0 { outgoing = outgoing.scaled(by: 2 * width / (previous + width)) }
        if width + next > 0 { incoming = incoming.scaled(by: 2 * width / (width + next)) }
      }
      points.append((p1 + outgoing.scaled(by: 1.0 / 3), p2 - incoming.scaled(by: 1.0 / 3)))
    }
    return points
  }
}
