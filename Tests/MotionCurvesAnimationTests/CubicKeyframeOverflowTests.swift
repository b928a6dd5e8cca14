import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming
import Testing

/// Issue 27, item 7: the cubic and cubicPaced keyframe modes gave NaN where the exact value is
/// finite, because the Kochanek–Bartels tangents are differences of values near ±1e308 (and
/// multiples of them) that overflow. The expected values below are the Hermite segment
/// h₀₀p₁ + h₁₀m₁ + h₀₁p₂ + h₁₁m₂ with the documented tangents, worked by hand on the values
/// scaled by 2⁻² (exact) and scaled back: no expected value is computed by the code under test.
@Suite("Cubic keyframes at the edges of Double")
struct CubicKeyframeOverflowTests {
  /// |a − b| within `ulps` ulps of the larger magnitude.
  static func close(_ a: Double, _ b: Double, ulps: Double = 8) -> Bool {
    abs(a - b) <= ulps * Swift.max(abs(a), abs(b), .leastNormalMagnitude).ulp
  }

  @Test("[−1e308, −1] cubic: −7.5e307, −5e307, −2.5e307 at ¼, ½, ¾ (the issue's NaN at ¾)")
  func twoValuesCubic() throws {
    // Two values: both ends reflected (p₀ = 2p₁ − p₂, p₃ = 2p₂ − p₁), so m₁ = m₂ = ½(2(p₂ − p₁))
    // = p₂ − p₁ (unscaled, the sum 2(p₂ − p₁) = 2e308 overflowed). Scaled by ¼: p₁ = −2.5e307,
    // p₂ = −0.25, m = 2.5e307 (the 0.25 is below its ulp). With m₁ = m₂ = p₂ − p₁ the Hermite is
    // the line p₁ + u(p₂ − p₁) (h₁₀ + h₁₁ = u − h₀₁): at ¾, −2.5e307 + 0.75 × 2.5e307 =
    // −6.25e306, times 4: −2.5e307; at ½ and ¼, −5e307 and −7.5e307.
    let spline = try KeyframeValues<Double>(values: [-1e308, -1], calculationMode: .cubic)
    for (f, exact) in [(0.25, -7.5e307), (0.5, -5e307), (0.75, -2.5e307)] {
      let value = spline.value(at: f)
      #expect(Self.close(value, exact), "f \(f): \(value)")
    }
    #expect(spline.value(at: 0) == -1e308 && spline.value(at: 1) == -1)
  }

  @Test("[0, 1e308] cubicPaced: 5e307 at ½; [0, 1e308, 0] cubic: 6.25e307 at ¼")
  func pacedAndThreeValues() throws {
    // [0, 1e308] paced: key times 0, 1; a single segment whose tangents are both p₂ − p₁ (as
    // above): the line, 5e307 at ½.
    let paced = try KeyframeValues<Double>(values: [0, 1e308], calculationMode: .cubicPaced)
    #expect(paced.keyTimes == [0, 1])
    #expect(Self.close(paced.value(at: 0.5), 5e307))
    // [0, 1e308, 0], key times 0, ½, 1; at ¼ the segment 0 → 1e308 at u = ½. Scaled by ¼:
    // p₁ = 0, p₂ = 2.5e307; m₁ = ½(2.5e307 + 2.5e307) = 2.5e307 (out of 0, reflected start;
    // unscaled that sum is 2e308: ∞); m₂ = ½((2.5e307 − 0) + (0 − 2.5e307)) = 0. At u = ½:
    // h₀₀ = h₀₁ = ½, h₁₀ = ⅛, h₁₁ = −⅛: 1.25e307 + 3.125e306 = 1.5625e307, times 4: 6.25e307.
    let peak = try KeyframeValues<Double>(values: [0, 1e308, 0], calculationMode: .cubic)
    #expect(Self.close(peak.value(at: 0.25), 6.25e307), "\(peak.value(at: 0.25))")
    // By symmetry the falling segment mirrors it.
    #expect(Self.close(peak.value(at: 0.75), 6.25e307), "\(peak.value(at: 0.75))")
  }

  @Test("continuityValues [0, 1e308, 0]: the tangent −1e308 into the middle value, 1.25e307 at ¼")
  func hugeContinuity() throws {
    // Values 0, 1, 0 at key times 0, ½, 1; C = 1e308 at the middle value. Into p₁ = 1:
    // ½[(1 − C)(p₁ − p₀) + (1 + C)(p₂ − p₁)] = ½[(1 − 1e308)·1 + (1 + 1e308)·(−1)] = −1 − 1e308,
    // which is −1e308 in doubles (unscaled the two products add up to −2e308: −∞). Out of
    // p₀ = 0 (reflected start, C = 0): ½(1 + 1) = 1. At u = ½: ⅛·1 + ½·1 + (−⅛)(−1e308)
    // = 1.25e307 + 0.625, which is 1.25e307 in doubles.
    let spline = try KeyframeValues<Double>(
      values: [0, 1, 0], calculationMode: .cubic, continuityValues: [0, 1e308, 0])
    #expect(Self.close(spline.value(at: 0.25), 1.25e307), "\(spline.value(at: 0.25))")
    #expect(spline.value(at: 0.5) == 1)
  }

  @Test("±1.8e308 and ±5e-324 in every mode, at and next to the key times: finite, the keys exact")
  func everyModeAtTheEdges() throws {
    let m = Double.greatestFiniteMagnitude, tiny = Double.leastNonzeroMagnitude  // 5e-324
    let lists: [[Double]] = [[m, -m, m], [-m, m], [tiny, -tiny, tiny], [-1e308, 1e308, -1e308, 1e308]]
    for values in lists {
      for mode in KeyframeCalculationMode.allCases {
        let keyframes = try KeyframeValues<Double>(values: values, calculationMode: mode)
        let keys = keyframes.keyTimes
        var fractions: [Double] = [0, 1, 0.25, 0.5, 0.75]
        for k in keys { fractions += [k.nextDown, k.nextUp, k - 1e-9, k + 1e-9] }
        for f in fractions {
          let value = keyframes.value(at: f)
          #expect(value.isFinite, "\(mode) \(values) at \(f): \(value)")
        }
        if mode != .discrete {
          for (k, v) in zip(keys, values) { #expect(keyframes.value(at: k) == v, "\(mode) \(values) at key \(k)") }
        }
      }
    }
  }

  @Test("[m, −m, m] cubic at ¼ is −m/4; [−1e308, 1e308, −1e308, 1e308] cubic at ¼ is 7.8125e307")
  func closedFormsAtTheTop() throws {
    // m = the largest double, key times 0, ½, 1; segment m → −m at u = ½. Out of m (reflected
    // start): p₂ − p₁ = −2m; into −m: ½((−m − m) + (m − (−m))) = 0. Hermite at ½:
    // ½m − ½m + ⅛(−2m) − ⅛·0 = −m/4 (on values scaled by ¼: −m/16, times 4).
    let m = Double.greatestFiniteMagnitude
    let top = try KeyframeValues<Double>(values: [m, -m, m], calculationMode: .cubic)
    #expect(Self.close(top.value(at: 0.25), -m / 4), "\(top.value(at: 0.25))")
    // Key times 0, ⅓, ⅔, 1; at ¼ the segment −1e308 → 1e308 at u = ¾. Out of −1e308 (reflected):
    // 2e308; into 1e308: ½(2e308 − 2e308) = 0. h₀₀(¾) = 0.15625, h₀₁ = 0.84375, h₁₀ = 0.046875:
    // (−0.15625 + 0.84375)e308 + 0.046875 × 2e308 = 0.6875e308 + 0.09375e308 = 7.8125e307.
    let zigzag = try KeyframeValues<Double>(values: [-1e308, 1e308, -1e308, 1e308], calculationMode: .cubic)
    #expect(Self.close(zigzag.value(at: 0.25), 7.8125e307), "\(zigzag.value(at: 0.25))")
    // The same in cubicPaced (equal distances: the same key times and factors of 1).
    let paced = try KeyframeValues<Double>(values: [-1e308, 1e308, -1e308, 1e308], calculationMode: .cubicPaced)
    #expect(Self.close(paced.value(at: 0.25), 7.8125e307), "\(paced.value(at: 0.25))")
  }

  @Test("component vectors (animation documents' values) take the same scaled route")
  func componentVectors() throws {
    // Component 0 as in twoValuesCubic; component 1 from 5e-324 to −5e-324 (the line through
    // them: 0 at ½ up to an ulp of the subnormals).
    let tiny = Double.leastNonzeroMagnitude
    let spline = try KeyframeValues<ComponentVector>(values: [[-1e308, tiny], [-1, -tiny]], calculationMode: .cubic)
    let value = spline.value(at: 0.75).components
    #expect(value.count == 2 && Self.close(value[0], -2.5e307) && abs(value[1]) <= tiny, "\(value)")
  }

  @Test("a control point beyond Double is KeyframeError.splineOutOfRange naming the segment")
  func outOfRange() {
    // [−1.7e308, 1.7e308, 1.7e308]: the tangent out of the middle value is
    // ½((1.7e308 + 1.7e308) + 0) = 1.7e308, so segment 1's first control point is
    // 1.7e308 + 1.7e308/3 ≈ 2.27e308, beyond the largest double (the curve itself peaks at
    // 1.7e308·(1 + 4/27) ≈ 1.95e308 at u = ⅓: beyond too).
    #expect(throws: KeyframeError.splineOutOfRange(segment: 1)) {
      try KeyframeValues<Double>(values: [-1.7e308, 1.7e308, 1.7e308], calculationMode: .cubic)
    }
    #expect(KeyframeError.splineOutOfRange(segment: 1).description.contains("from value 1 to value 2"))
  }

  @Test("velocity where the differences overflow: 2e308 × a slope of ½ is 1e308")
  func velocity() throws {
    // −1e308 → 1e308 over the whole progress, eased by linear(0, 0.25 50%, 1), whose slope is
    // ½ on its first half: d value/d f = (p₂ − p₁)·½ = 1e308 for f < ½, in the linear and the
    // cubic mode (two values: the cubic segment is the line). Unscaled, p₂ − p₁ is ∞.
    let ease = try TimingFunction(css: "linear(0, 0.25 50%, 1)")
    for mode in [KeyframeCalculationMode.linear, .cubic] {
      let keyframes = try KeyframeValues<Double>(values: [-1e308, 1e308], timingFunctions: [ease], calculationMode: mode)
      for f in [0.1, 0.25, 0.4] {
        #expect(Self.close(keyframes.velocity(at: f), 1e308), "\(mode) at \(f): \(keyframes.velocity(at: f))")
      }
    }
  }
}
