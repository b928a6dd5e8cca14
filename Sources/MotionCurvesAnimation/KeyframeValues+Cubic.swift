import MotionCurvesCore
import MotionCurvesTiming

extension KeyframeValues where Value: VectorSpace {
  /// Keyframe values in any calculation mode, the cubic ones included.
  ///
  /// - Throws: as the general initializer, without ``KeyframeError/cubicNeedsVectorSpace``; in the
  ///   cubic modes, ``KeyframeError/splineOutOfRange(segment:)`` when a segment's Bézier control
  ///   point is beyond the range of Double (values near ±1.8e308 with tangents that overshoot
  ///   them, or tension, continuity and bias factors in the hundreds of orders of magnitude).
  ///   Every other spline has finite control points, computed on values scaled by a power of
  ///   two where the differences or tangents overflow, and so a finite value at every fraction:
  ///   each is a convex combination of the segment's control points.
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
    ) { (values, times, parameters) throws(KeyframeError) in
      cubic ? try Self.kochanekBartels(values, times: times, parameters, scaled: scaled) : []
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
  ///
  /// Where a difference or a tangent overflows (values of opposite signs near ±1e308, or large
  /// tension, continuity or bias factors), the segment's four values are scaled by 2⁻ᵏ (exact),
  /// its control points computed and scaled back by 2ᵏ (exact), so a control point is finite
  /// wherever its exact value is; one beyond the range of Double is
  /// ``KeyframeError/splineOutOfRange(segment:)``. Segments that do not overflow are computed
  /// unscaled, bit for bit as before.
  static func kochanekBartels(
    _ p: [Value], times: [Double], _ parameters: (t: [Double], c: [Double], b: [Double]), scaled: Bool
  ) throws(KeyframeError) -> [(Value, Value)] {
    let n = p.count
    guard n > 1 else { return [] }
    var points: [(Value, Value)] = []
    points.reserveCapacity(n - 1)
    for i in 0..<(n - 1) {
      let neighbours = (i > 0 ? p[i - 1] : nil, p[i], p[i + 1], i + 2 < n ? p[i + 2] : nil)
      var weights = (
        outgoing: (parameters.t[i], parameters.c[i], parameters.b[i]),
        incoming: (parameters.t[i + 1], parameters.c[i + 1], parameters.b[i + 1]), pace: (1.0, 1.0))
      if scaled {
        let width = times[i + 1] - times[i]
        let previous = i > 0 ? times[i] - times[i - 1] : width
        let next = i + 2 < n ? times[i + 2] - times[i + 1] : width
        if previous + width > 0 { weights.pace.0 = 2 * width / (previous + width) }
        if width + next > 0 { weights.pace.1 = 2 * width / (width + next) }
      }
      let controls = segmentControls(neighbours, weights, factor: 1)
      if isFinite(controls.0) && isFinite(controls.1) {
        points.append(controls)
        continue
      }
      points.append(try scaledSegmentControls(neighbours, weights, segment: i))
    }
    return points
  }

  /// The tension, continuity and bias of a segment's two ends, and the factors `cubicPaced`
  /// scales its tangents by (1 otherwise).
  typealias SegmentWeights = (
    outgoing: (Double, Double, Double), incoming: (Double, Double, Double), pace: (Double, Double)
  )

  /// One segment's control points from its values p₀ (nil at the start), p₁, p₂, p₃ (nil at the
  /// end) multiplied by `factor`, in the units of the scaled values. With `factor` 1, the
  /// arithmetic of the spline as it always was; otherwise differences of exactly 0 are left out
  /// of the tangents (so that a tangent factor that overflows does not make 0 · ∞).
  static func segmentControls(
    _ values: (Value?, Value, Value, Value?), _ weights: SegmentWeights, factor: Double
  ) -> (Value, Value) {
    let p1 = factor == 1 ? values.1 : values.1.scaled(by: factor)
    let p2 = factor == 1 ? values.2 : values.2.scaled(by: factor)
    let chord = p2 - p1
    // p₁ − p₀, with p₀ = 2p₁ − p₂ at the start; p₃ − p₂, with p₃ = 2p₂ − p₁ at the end.
    let before = values.0.map { p1 - (factor == 1 ? $0 : $0.scaled(by: factor)) } ?? chord
    let after = values.3.map { (factor == 1 ? $0 : $0.scaled(by: factor)) - p2 } ?? chord
    func weighted(_ v: Value, _ w: Double) -> Value {
      factor != 1 && v.euclideanDistance(to: .zero) == 0 ? .zero : v.scaled(by: w)
    }
    let (ts, cs, bs) = weights.outgoing, (te, ce, be) = weights.incoming
    var outgoing = (weighted(before, (1 + cs) * (1 + bs)) + weighted(chord, (1 - cs) * (1 - bs))).scaled(by: 0.5 * (1 - ts))
    var incoming = (weighted(chord, (1 - ce) * (1 + be)) + weighted(after, (1 + ce) * (1 - be))).scaled(by: 0.5 * (1 - te))
    if weights.pace.0 != 1 { outgoing = outgoing.scaled(by: weights.pace.0) }
    if weights.pace.1 != 1 { incoming = incoming.scaled(by: weights.pace.1) }
    return (p1 + outgoing.scaled(by: 1.0 / 3), p2 - incoming.scaled(by: 1.0 / 3))
  }

  /// `segmentControls(_:_:factor:)` on the values scaled by 2⁻², 2⁻⁸, 2⁻³², 2⁻¹²⁸, 2⁻⁵¹²
  /// and 2⁻¹⁰⁰⁰ in turn, the first finite result scaled back; ``KeyframeError/splineOutOfRange(segment:)``
  /// when the result does not fit back (or never becomes finite: the exact control point is then
  /// beyond the range of Double too, a tangent factor being finite).
  static func scaledSegmentControls(
    _ values: (Value?, Value, Value, Value?), _ weights: SegmentWeights, segment: Int
  ) throws(KeyframeError) -> (Value, Value) {
    for exponent in [2, 8, 32, 128, 512, 1000] {
      let down = Double(sign: .plus, exponent: -exponent, significand: 1)
      let (c1, c2) = segmentControls(values, weights, factor: down)
      guard isFinite(c1) && isFinite(c2) else { continue }
      let up = Double(sign: .plus, exponent: exponent, significand: 1)
      let controls = (c1.scaled(by: up), c2.scaled(by: up))
      guard isFinite(controls.0) && isFinite(controls.1) else { break }
      return controls
    }
    throw .splineOutOfRange(segment: segment)
  }

  /// Whether every component of `v` is finite (its distance to itself is 0, not NaN).
  static func isFinite(_ v: Value) -> Bool { v.euclideanDistance(to: v) == 0 }
}
