import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming
import Testing

/// Core Animation keyframes (`CAKeyframeAnimation`) in every calculation mode, against values
/// worked out by hand or from formulas computed independently here: the Kochanek–Bartels
/// Hermite segments from the basis functions h₀₀ … h₁₁ (not from Bézier control points), paced
/// key times from distances, and the strict validation and `ignoreInvalid` fallback.
@Suite("Keyframe values (Core Animation)")
struct KeyframeValuesTests {
  /// The cubic Hermite segment p₁ → p₂ with tangents m₁, m₂ (per unit of u) at u.
  static func hermite(_ p1: Double, _ m1: Double, _ p2: Double, _ m2: Double, _ u: Double) -> Double {
    let u2 = u * u, u3 = u2 * u
    let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
    return h00 * p1 + h10 * m1 + h01 * p2 + h11 * m2
  }

  /// d/du of ``hermite(_:_:_:_:_:)``.
  static func hermiteSlope(_ p1: Double, _ m1: Double, _ p2: Double, _ m2: Double, _ u: Double) -> Double {
    let u2 = u * u
    return (6 * u2 - 6 * u) * p1 + (3 * u2 - 4 * u + 1) * m1 + (-6 * u2 + 6 * u) * p2 + (3 * u2 - 2 * u) * m2
  }

  /// Kochanek–Bartels tangents of segment i (out of pᵢ with its T, C, B; into pᵢ₊₁ with its T,
  /// C, B), the missing neighbours at the ends reflected (p₋₁ = 2p₀ − p₁, pₙ = 2pₙ₋₁ − pₙ₋₂).
  static func tangents(_ p: [Double], _ t: [Double], _ c: [Double], _ b: [Double], segment i: Int) -> (Double, Double) {
    let n = p.count
    let previous = i > 0 ? p[i - 1] : 2 * p[0] - p[1]
    let next = i + 2 < n ? p[i + 2] : 2 * p[n - 1] - p[n - 2]
    let out = 0.5 * (1 - t[i]) * ((1 + c[i]) * (1 + b[i]) * (p[i] - previous) + (1 - c[i]) * (1 - b[i]) * (p[i + 1] - p[i]))
    let j = i + 1
    let into = 0.5 * (1 - t[j]) * ((1 - c[j]) * (1 + b[j]) * (p[j] - p[i]) + (1 + c[j]) * (1 - b[j]) * (next - p[j]))
    return (out, into)
  }

  @Test("linear: key times need not start at 0; the first value holds before, the last after")
  func linearKeyTimes() throws {
    // The breathe petal's shape with dyadic key times: 0 until 0.125, −80 from 0.375 to 0.5, 0 from 0.875.
    let x = try KeyframeValues<Double>(values: [0, -80, -80, 0], keyTimes: [0.125, 0.375, 0.5, 0.875])
    for f in [-0.5, 0, 0.0625, 0.125] { #expect(x.value(at: f) == 0, "\(f)") }
    #expect(x.value(at: 0.25) == -40)  // (0.25 − 0.125) / 0.25 = 0.5 of 0 → −80
    #expect(x.value(at: 0.375) == -80)
    #expect(x.value(at: 0.4375) == -80)
    #expect(x.value(at: 0.6875) == -40)  // (0.6875 − 0.5) / 0.375 = 0.5 of −80 → 0
    for f in [0.875, 0.9, 1, 1.5] { #expect(x.value(at: f) == 0, "\(f)") }
    // Omitted: evenly spaced, 0, 0.5, 1.
    let even = try KeyframeValues<Double>(values: [0, 10, 40])
    #expect(even.keyTimes == [0, 0.5, 1])
    #expect(even.value(at: 0.25) == 5 && even.value(at: 0.75) == 25)
    // One value holds everywhere.
    let one = try KeyframeValues<Double>(values: [7])
    #expect(one.keyTimes == [0] && one.value(at: -1) == 7 && one.value(at: 0.5) == 7 && one.value(at: 2) == 7)
  }

  @Test("per-segment timing functions apply after the animation's own timing function")
  func segmentTimingFunctions() throws {
    // g = linear(0, 0.8 50%, 1): 1.6u on [0, 0.5], 0.8 + 0.4(u − 0.5)/0.5 after.
    let g = try TimingFunction(css: "linear(0, 0.8 50%, 1)")
    let keyframes = try KeyframeValues<Double>(values: [0, 100], timingFunctions: [g])
    #expect(keyframes.value(at: 0.25) == 40)  // g(0.25) = 0.4
    // The animation's steps(4) first: steps(4)(0.3) = ⌊1.2⌋ / 4 = 0.25, then g(0.25) = 0.4: 40.
    // (The other order would give steps(4)(g(0.3)) = steps(4)(0.48) = 0.25: 25.)
    let animation = PropertyAnimation(
      timing: .media(try MediaTiming(duration: 1, timingFunction: try TimingFunction(css: "steps(4)"))), keyframes: .values(keyframes))
    #expect(animation.value(at: 0.3) == 40)
    // One function per segment: the second segment is linear.
    let two = try KeyframeValues<Double>(values: [0, 100, 40], timingFunctions: [g, .linear])
    #expect(two.value(at: 0.125) == 40)  // first segment, u = 0.25
    #expect(two.value(at: 0.75) == 70)  // second, u = 0.5: 100 − 60 × 0.5
  }

  @Test("discrete: value i holds from key time i to the next, n + 1 key times; omitted, n plateaus of 1/n")
  func discrete() throws {
    let given = try KeyframeValues<Double>(values: [10, 20, 30], keyTimes: [0, 0.25, 0.5, 1], calculationMode: .discrete)
    let expected: [(Double, Double)] = [(-1, 10), (0, 10), (0.2, 10), (0.25, 20), (0.49, 20), (0.5, 30), (0.99, 30), (1, 30), (2, 30)]
    for (f, value) in expected { #expect(given.value(at: f) == value, "\(f)") }
    // Omitted: 0, 1/3, 2/3, 1.
    let even = try KeyframeValues<Double>(values: [10, 20, 30], calculationMode: .discrete)
    #expect(even.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    for (f, value) in [(0.3, 10.0), (0.34, 20), (0.66, 20), (0.67, 30), (1, 30)] { #expect(even.value(at: f) == value, "\(f)") }
    // Timing functions mean nothing between held values: they are ignored.
    let stepped = try KeyframeValues<Double>(values: [10, 20, 30], timingFunctions: [.stepEnd, .easeIn], calculationMode: .discrete)
    #expect(stepped.value(at: 0.5) == 20)
    // n key times are one short for n values.
    #expect(throws: KeyframeError.keyTimeCount(3, expected: 4, mode: .discrete)) {
      try KeyframeValues<Double>(values: [10, 20, 30], keyTimes: [0, 0.5, 1], calculationMode: .discrete)
    }
    // Nothing moves: the velocity is 0.
    #expect(given.velocity(at: 0.3) == 0)
  }

  @Test("paced: key times in proportion to the distances; given key times and functions ignored")
  func paced() throws {
    // Distances 10 and 30 of 40: key times 0, 10/40, 1.
    let numbers = try KeyframeValues<Double>(
      values: [0, 10, 40], keyTimes: [0, 0.9, 1], timingFunctions: [.stepEnd, .stepEnd], calculationMode: .paced)
    #expect(numbers.keyTimes == [0, 0.25, 1])
    #expect(numbers.value(at: 0.125) == 5)  // half of the first segment
    #expect(numbers.value(at: 0.625) == 25)  // (0.625 − 0.25) / 0.75 = 0.5 of 10 → 40
    // Constant speed: 40 units over the whole animation, at every fraction.
    for f in stride(from: 0.0, through: 1, by: 0.0625) { #expect(abs(numbers.value(at: f) - 40 * f) <= 1e-13, "\(f)") }

    // Vectors: |(3, 4) − (0, 0)| = 5, |(3, 16) − (3, 4)| = 12, so 5/17 of the way at the middle value.
    let points = try KeyframeValues<SIMD2<Double>>(values: [SIMD2(0, 0), SIMD2(3, 4), SIMD2(3, 16)], calculationMode: .paced)
    #expect(points.keyTimes == [0, 5.0 / 17, 1])
    #expect(points.value(at: 5.0 / 17) == SIMD2(3, 4))
    let mid = points.value(at: 11.0 / 17)  // 11 of 17 units along: 6 units up the second segment
    #expect(abs(mid.x - 3) <= 1e-14 && abs(mid.y - 10) <= 1e-13)
    // No distance at all: even.
    let still = try KeyframeValues<SIMD2<Double>>(values: [SIMD2(1, 1), SIMD2(1, 1), SIMD2(1, 1)], calculationMode: .paced)
    #expect(still.keyTimes == [0, 0.5, 1])
    // A zero-length segment takes no time.
    let stall = try KeyframeValues<Double>(values: [0, 0, 10], calculationMode: .paced)
    #expect(stall.keyTimes == [0, 0, 1])
    #expect(stall.value(at: 0.5) == 5)
  }

  /// T, C, B ≠ 0 on four values at uneven key times.
  static let p: [Double] = [0, 10, 5, 20]
  static let times: [Double] = [0, 0.25, 0.5, 1]
  static let tension: [Double] = [0.5, -0.3, 0.2, 0.1]
  static let continuity: [Double] = [0.1, 0.4, -0.6, 0.3]
  static let bias: [Double] = [-0.2, 0.5, 0.3, 0.7]

  @Test("cubic: the Kochanek–Bartels Hermite segments with tension, continuity and bias")
  func kochanekBartels() throws {
    let spline = try KeyframeValues<Double>(
      values: Self.p, keyTimes: Self.times, calculationMode: .cubic, tensionValues: Self.tension,
      continuityValues: Self.continuity, biasValues: Self.bias)
    for k in 0...200 {
      let f = Double(k) / 200
      let i = f < 0.25 ? 0 : f < 0.5 ? 1 : 2
      let u = (f - Self.times[i]) / (Self.times[i + 1] - Self.times[i])
      let (m1, m2) = Self.tangents(Self.p, Self.tension, Self.continuity, Self.bias, segment: i)
      let expected = f == 1 ? 20 : Self.hermite(Self.p[i], m1, Self.p[i + 1], m2, u)
      #expect(abs(spline.value(at: f) - expected) <= 1e-12 * 20, "f = \(f)")
    }
    // Through every value exactly at its key time.
    for (time, value) in zip(Self.times, Self.p) { #expect(spline.value(at: time) == value) }
    // Hand check of one tangent: out of p₁ = 10 with T = −0.3, C = 0.4, B = 0.5:
    // ½ × 1.3 × (1.4 × 1.5 × (10 − 0) + 0.6 × 0.5 × (5 − 10)) = 0.65 × (21 − 1.5) = 12.675.
    #expect(abs(Self.tangents(Self.p, Self.tension, Self.continuity, Self.bias, segment: 1).0 - 12.675) <= 1e-13)
  }

  @Test("cubic with T = C = B = 0 is Catmull-Rom: it reproduces a parabola on uniform knots")
  func catmullRom() throws {
    // Values k² at uniform key times: an interior Catmull-Rom segment is the parabola itself,
    // (1 + u)² on the segment 1 → 4.
    let squares = try KeyframeValues<Double>(values: [0, 1, 4, 9], keyTimes: [0, 0.25, 0.5, 0.75], calculationMode: .cubic)
    for k in 0...16 {
      let u = Double(k) / 16
      #expect(abs(squares.value(at: 0.25 + 0.25 * u) - (1 + u) * (1 + u)) <= 1e-13, "u = \(u)")
    }
    // Explicit zeros are the same spline as omitted parameters, and the Hermite with m = (p₂ − p₀)/2.
    let zeros = try KeyframeValues<Double>(
      values: Self.p, calculationMode: .cubic, tensionValues: [0, 0, 0, 0], continuityValues: [0, 0, 0, 0], biasValues: [0, 0, 0, 0])
    let plain = try KeyframeValues<Double>(values: Self.p, calculationMode: .cubic)
    for k in 0...30 {
      let f = Double(k) / 30
      #expect(zeros.value(at: f) == plain.value(at: f))
    }
    // Middle segment 10 → 5 at uniform key times (1/3, 2/3): m₁ = (5 − 0)/2, m₂ = (20 − 10)/2.
    let f = 0.5
    let u = (f - 1.0 / 3) / (1.0 / 3)
    #expect(abs(plain.value(at: f) - Self.hermite(10, 2.5, 5, 5, u)) <= 1e-12 * 20)
  }

  @Test("cubicPaced: paced key times, tangents scaled by 2Δᵢ/(Δᵢ₋₁ + Δᵢ)")
  func cubicPaced() throws {
    // Values 0, 10, 40: paced key times 0, 0.25, 1 (Δ₀ = 0.25, Δ₁ = 0.75). Catmull-Rom tangents:
    // out of 0: ½((0 − (−10)) + (10 − 0)) = 10, scaled by 2Δ₀/(Δ₀ + Δ₀) = 1 (no segment before);
    // into 10: ½((10 − 0) + (40 − 10)) = 20, scaled by 2Δ₀/(Δ₀ + Δ₁) = 0.5: 10;
    // out of 10: 20, scaled by 2Δ₁/(Δ₀ + Δ₁) = 1.5: 30;
    // into 40: ½((40 − 10) + (70 − 40)) = 30, scaled by 2Δ₁/(Δ₁ + Δ₁) = 1: 30.
    let spline = try KeyframeValues<Double>(values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
    #expect(spline.keyTimes == [0, 0.25, 1])
    for k in 0...100 {
      let f = Double(k) / 100
      let expected = f < 0.25 ? Self.hermite(0, 10, 10, 10, f / 0.25) : Self.hermite(10, 30, 40, 30, (f - 0.25) / 0.75)
      #expect(abs(spline.value(at: f) - expected) <= 1e-12 * 40, "f = \(f)")
    }
    // Unscaled (plain cubic at the same key times) the curve differs: into 10 the tangent is 20.
    let unscaled = try KeyframeValues<Double>(values: [0, 10, 40], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
    #expect(abs(unscaled.value(at: 0.125) - Self.hermite(0, 10, 10, 20, 0.5)) <= 1e-12 * 40)
    #expect(abs(unscaled.value(at: 0.125) - spline.value(at: 0.125)) > 0.1)
  }

  @Test("velocity: the closed-form derivative, and a central difference of the value")
  func velocity() throws {
    let spline = try KeyframeValues<Double>(
      values: Self.p, keyTimes: Self.times, calculationMode: .cubic, tensionValues: Self.tension,
      continuityValues: Self.continuity, biasValues: Self.bias)
    for k in 1..<100 where k != 25 && k != 50 {
      let f = Double(k) / 100
      let i = f < 0.25 ? 0 : f < 0.5 ? 1 : 2
      let width = Self.times[i + 1] - Self.times[i]
      let u = (f - Self.times[i]) / width
      let (m1, m2) = Self.tangents(Self.p, Self.tension, Self.continuity, Self.bias, segment: i)
      // d value / d f = (d value / d u) / width.
      let closed = Self.hermiteSlope(Self.p[i], m1, Self.p[i + 1], m2, u) / width
      let v = spline.velocity(at: f)
      #expect(abs(v - closed) <= 1e-11 * max(1, abs(closed)), "f = \(f)")
      let h = 1e-6
      let difference = (spline.value(at: f + h) - spline.value(at: f - h)) / (2 * h)
      #expect(abs(v - difference) <= 1e-6 * max(1, abs(closed)), "f = \(f)")
    }
    // Linear with a segment timing function: (p₂ − p₁) × g′(u) / width.
    let g = try TimingFunction(css: "linear(0, 0.8 50%, 1)")
    let linear = try KeyframeValues<Double>(values: [0, 100, 40], keyTimes: [0.25, 0.5, 1], timingFunctions: [g, .linear])
    // (The stop 0.8 is not a binary fraction, so the slopes are within a few ulps.)
    #expect(abs(linear.velocity(at: 0.3125) - 640) <= 1e-12 * 640)  // u = 0.25, g′ = 1.6: 100 × 1.6 / 0.25
    #expect(abs(linear.velocity(at: 0.4375) - 160) <= 1e-12 * 160)  // u = 0.75, g′ = 0.4: 100 × 0.4 / 0.25
    #expect(linear.velocity(at: 0.75) == -120)  // −60 / 0.5
    #expect(linear.velocity(at: 0.1) == 0 && linear.velocity(at: 1) == 0)  // held before and after
    // Vectors: each component.
    let points = try KeyframeValues<SIMD2<Double>>(values: [SIMD2(0, 0), SIMD2(2, -4)])
    #expect(points.velocity(at: 0.5) == SIMD2(2, -4))
  }

  @Test("strict validation names the problem")
  func strict() throws {
    #expect(throws: KeyframeError.empty) { try KeyframeValues<Double>(values: []) }
    #expect(throws: KeyframeError.keyTimeCount(2, expected: 3, mode: .linear)) {
      try KeyframeValues<Double>(values: [0, 1, 2], keyTimes: [0, 1])
    }
    #expect(throws: KeyframeError.offsetOutOfRange(index: 1, 1.5)) {
      try KeyframeValues<Double>(values: [0, 1, 2], keyTimes: [0, 1.5, 1])
    }
    #expect(throws: KeyframeError.offsetOutOfRange(index: 0, -0.25)) {
      try KeyframeValues<Double>(values: [0, 1, 2], keyTimes: [-0.25, 0.5, 1])
    }
    #expect(throws: KeyframeError.offsetsNotSorted(index: 2, 0.5)) {
      try KeyframeValues<Double>(values: [0, 1, 2, 3], keyTimes: [0, 0.6, 0.5, 1])
    }
    #expect(throws: KeyframeError.timingFunctionCount(1, expected: 2)) {
      try KeyframeValues<Double>(values: [0, 1, 2], timingFunctions: [.easeIn])
    }
    #expect(throws: KeyframeError.timingFunctionCount(3, expected: 2)) {
      try KeyframeValues<Double>(values: [0, 1, 2], timingFunctions: [.easeIn, .easeOut, .ease])
    }
    #expect(throws: KeyframeError.splineParameterCount(name: "tensionValues", 2, expected: 3)) {
      try KeyframeValues<Double>(values: [0, 1, 2], calculationMode: .cubic, tensionValues: [0, 0])
    }
    #expect(throws: KeyframeError.splineParameterCount(name: "biasValues", 4, expected: 3)) {
      try KeyframeValues<Double>(values: [0, 1, 2], calculationMode: .cubic, biasValues: [0, 0, 0, 0])
    }
    #expect(throws: KeyframeError.notFinite(.continuityValues(1), .infinity)) {
      try KeyframeValues<Double>(values: [0, 1, 2], calculationMode: .cubic, continuityValues: [0, .infinity, 0])
    }
    // NaN is never equal to itself, so these are matched by case.
    do {
      _ = try KeyframeValues<Double>(values: [0, 1, 2], keyTimes: [0, .nan, 1])
      Issue.record("a NaN key time was accepted")
    } catch {
      guard case let .offsetOutOfRange(index, value) = error else { Issue.record("\(error)"); return }
      #expect(index == 1 && value.isNaN)
    }
    do {
      _ = try KeyframeValues<Double>(values: [0, 1, 2], calculationMode: .cubic, tensionValues: [0, 0, .nan])
      Issue.record("a NaN tension was accepted")
    } catch {
      guard case let .notFinite(parameter, value) = error else { Issue.record("\(error)"); return }
      #expect(parameter == .tensionValues(2) && value.isNaN)
      #expect(error.description == "tensionValues[2] = nan is not a finite number")
    }
    // The cubic modes need a vector space.
    #expect(throws: KeyframeError.cubicNeedsVectorSpace) {
      try KeyframeValues<DiscreteLabel>(values: [DiscreteLabel("a"), DiscreteLabel("b")], calculationMode: .cubic)
    }
    #expect(throws: KeyframeError.cubicNeedsVectorSpace) {
      try KeyframeValues<DiscreteLabel>(values: [DiscreteLabel("a"), DiscreteLabel("b")], calculationMode: .cubicPaced)
    }
  }

  @Test("ignoreInvalid: Core Animation's documented fallback to evenly spaced key times")
  func ignoreInvalid() throws {
    let decreasing = try KeyframeValues<Double>(values: [0, 30, 60, 90], keyTimes: [0, 0.7, 0.5, 1], validation: .ignoreInvalid)
    #expect(decreasing.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(decreasing.givenKeyTimes == [0, 0.7, 0.5, 1])
    #expect(decreasing.validation == .ignoreInvalid)
    #expect(abs(decreasing.value(at: 0.5) - 45) <= 1e-12)
    let short = try KeyframeValues<Double>(values: [0, 30, 60], keyTimes: [0, 1], validation: .ignoreInvalid)
    #expect(short.keyTimes == [0, 0.5, 1])
    let outside = try KeyframeValues<Double>(values: [0, 30, 60], keyTimes: [0, 1.5, 2], validation: .ignoreInvalid)
    #expect(outside.keyTimes == [0, 0.5, 1])
    // Too few timing functions: the rest are linear; too many: the extra ones dropped.
    let few = try KeyframeValues<Double>(values: [0, 30, 60, 90], timingFunctions: [.easeIn], validation: .ignoreInvalid)
    #expect(few.timingFunctions == [.easeIn, .linear, .linear])
    let many = try KeyframeValues<Double>(
      values: [0, 30, 60], timingFunctions: [.easeIn, .easeOut, .ease, .stepEnd], validation: .ignoreInvalid)
    #expect(many.timingFunctions == [.easeIn, .easeOut])
    // Valid key times are kept.
    let valid = try KeyframeValues<Double>(values: [0, 30, 60], keyTimes: [0, 0.25, 1], validation: .ignoreInvalid)
    #expect(valid.keyTimes == [0, 0.25, 1])
  }
}

/// A value that does not interpolate: it flips from one to the other half-way (the Web
/// Animations discrete animation type).
struct DiscreteLabel: Interpolatable, Equatable {
  var name: String
  init(_ name: String) { self.name = name }
  func interpolated(to end: DiscreteLabel, at t: Double) -> DiscreteLabel { t < 0.5 ? self : end }
  func euclideanDistance(to other: DiscreteLabel) -> Double { name == other.name ? 0 : 1 }
}
