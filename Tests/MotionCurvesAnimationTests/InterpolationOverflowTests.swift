import Foundation
import MotionCurvesAnimation
import MotionCurvesDocuments
import MotionCurvesGeometry
import MotionCurvesTiming
import Testing

/// Issue 27, item 6: interpolating between finite values whose difference overflows
/// (−1e308 → 1e308) gave ±∞ where the exact value is finite, and the wrong sign. The exact values
/// here are worked by hand: −1e308 + t·2e308 is 0 at ½ and −5e307 at ¼.
@Suite("Interpolation at the edges of Double")
struct InterpolationOverflowTests {
  /// |a − b| within `ulps` ulps of the larger magnitude.
  static func close(_ a: Double, _ b: Double, ulps: Double = 4) -> Bool {
    abs(a - b) <= ulps * Swift.max(abs(a), abs(b), .leastNormalMagnitude).ulp
  }

  @Test("a Double from −1e308 to 1e308: 0 at ½, −5e307 at ¼, 5e307 at ¾, the ends exact")
  func doubles() {
    let (a, b) = (-1e308, 1e308)
    #expect(a.interpolated(to: b, at: 0.5) == 0)
    #expect(Self.close(a.interpolated(to: b, at: 0.25), -5e307))
    #expect(Self.close(a.interpolated(to: b, at: 0.75), 5e307))
    #expect(a.interpolated(to: b, at: 0) == a && a.interpolated(to: b, at: 1) == b)
    #expect(b.interpolated(to: a, at: 0.5) == 0)
    // Without overflow, the nearer-end form as before (bit for bit).
    #expect(0.1.interpolated(to: 0.7, at: 0.3) == 0.1 + (0.7 - 0.1) * 0.3)
    #expect(0.1.interpolated(to: 0.7, at: 0.6) == 0.7 - (0.7 - 0.1) * (1 - 0.6))
  }

  @Test("SIMD vectors and Floats from −max to max: lane by lane as Double, 0 at ½, the ends exact")
  func vectorsAndFloats() {
    let a = SIMD2<Double>(-1e308, 3), b = SIMD2<Double>(1e308, 7)
    #expect(a.interpolated(to: b, at: 0.5) == SIMD2(0, 5))
    let quarter = a.interpolated(to: b, at: 0.25)
    #expect(Self.close(quarter.x, -5e307) && quarter.y == 4)
    #expect(a.interpolated(to: b, at: 0) == a && a.interpolated(to: b, at: 1) == b)
    // Lanes without overflow are bit for bit the nearer-end form.
    let c = SIMD4<Double>(0.1, 0.2, 0.3, 0.4), d = SIMD4<Double>(0.7, 0.9, -0.3, 2)
    #expect(c.interpolated(to: d, at: 0.3) == c + (d - c) * 0.3)
    let (f, g) = (-Float.greatestFiniteMagnitude, Float.greatestFiniteMagnitude)
    #expect(f.interpolated(to: g, at: 0.5) == 0)
    // −max·¾ + max·¼ = −max/2, each product rounded once: within an ulp.
    let floats = SIMD2<Float>(f, 1).interpolated(to: SIMD2(g, 1), at: 0.25)
    #expect(abs(floats.x + g / 2) <= (g / 2).ulp && floats.y == 1)
  }

  /// Web Animations keyframes' velocity, (end − start)·slope, overflowed for −1e308 → 1e308
  /// where the exact velocity 2e308·slope is finite (an ease-in early on, slope < ½); with a
  /// linear easing (slope 1) it is beyond Double: +∞, never NaN.
  @Test("keyframe velocity whose difference overflows: finite where the exact value is")
  func sequenceVelocity() throws {
    let easeIn = TimingFunction.cubicBezier(.easeIn)
    let sequence = try KeyframeSequence<Double>([.init(value: -1e308, easing: easeIn), .init(value: 1e308)])
    let slope = easeIn.velocity(at: 0.1)
    #expect(slope > 0 && slope < 0.5)
    #expect(Self.close(sequence.velocity(at: 0.1), 2 * (1e308 * slope)))
    let linear = try KeyframeSequence<Double>([.init(value: -1e308), .init(value: 1e308)])
    #expect(linear.velocity(at: 0.5) == .infinity)
  }

  @Test("the animation document of the issue: from −1e308 to 1e308, at ½ and ¼, as a number and as a vector")
  func documents() throws {
    let json = #"{"keyPath": "x", "coreAnimation": {"duration": 1}, "from": -1e308, "to": 1e308}"#
    let document = try JSONDecoder().decode(AnimationDocument.self, from: Data(json.utf8))
    for (t, exact) in [(0.5, 0.0), (0.25, -5e307)] {
      let value = try #require(document.node.leaves(at: t).first?.sample.value?.components.first)
      #expect(Self.close(value, exact), "t \(t): \(value)")
    }
    let scalar = PropertyAnimation<Double>(
      timing: .media(try MediaTiming(duration: 1)), keyframes: .values(try KeyframeValues(values: [-1e308, 1e308])))
    #expect(scalar.value(at: 0.5) == 0)
    #expect(Self.close(try #require(scalar.value(at: 0.25)), -5e307))
  }

  @Test("paths: M 0 0 L 1e308 0 to M 0 0 L −1e308 0 at ½ is L 0 0")
  func paths() throws {
    let a = try VectorPath(svg: "M 0 0 L 1e308 0"), b = try VectorPath(svg: "M 0 0 L -1e308 0")
    #expect(a.interpolated(to: b, at: 0.5).svgPathData == "M 0 0 L 0 0")
  }

  /// Issue 27, item 13: paced key times fell back to even spacing when the total distance
  /// overflowed. Lengths 2e308 and 1e308: key times 0, ⅔, 1, and at ½ the value 5e307 (¾ of the
  /// way from −1e308 to 1e308).
  @Test("paced keyframes whose distances overflow: key times 0, ⅔, 1; the value at ½ is 5e307")
  func pacedOverflow() throws {
    let paced = try KeyframeValues<Double>(values: [-1e308, 1e308, 0], calculationMode: .paced)
    #expect(paced.keyTimes[0] == 0 && paced.keyTimes[2] == 1 && Self.close(paced.keyTimes[1], 2.0 / 3))
    #expect(Self.close(paced.value(at: 0.5), 5e307))
    let vectors = try KeyframeValues<ComponentVector>(values: [[-1e308], [1e308], [0]], calculationMode: .paced)
    #expect(Self.close(vectors.keyTimes[1], 2.0 / 3))
    // Equal values still space evenly; ordinary values are paced exactly as before.
    #expect(try KeyframeValues<Double>(values: [3, 3, 3], calculationMode: .paced).keyTimes == [0, 0.5, 1])
    #expect(try KeyframeValues<Double>(values: [0, 1, 4], calculationMode: .paced).keyTimes == [0, 0.25, 1])
  }
}
