import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesGeometry
import MotionCurvesTiming
import TestSupport
import Testing

/// The path keyframed points travel (`KeyframeValues.motionPath`) and its arc length, which it
/// measures through the shared ``ArcLengthCurve`` segments: against chord sums, against the
/// Catmull-Rom Hermite speed integrated here by Simpson's rule (not from Bézier control points),
/// and against the keyframes' own velocity integrated over progress (length does not depend on
/// the timing).
@Suite("Keyframe motion paths")
struct KeyframeMotionPathTests {
  static let points: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(100, 40), SIMD2(150, -30), SIMD2(260, 10), SIMD2(300, 120)]

  /// Composite 5-point Gauss–Legendre over `panels` equal panels (order 10: far fewer
  /// evaluations than Simpson's rule for the same accuracy, and no evaluation at the ends).
  static func gaussLegendre(_ f: (Double) -> Double, _ a: Double, _ b: Double, panels: Int = 2_000) -> Double {
    let nodes = [0, 0.5384693101056831, -0.5384693101056831, 0.9061798459386640, -0.9061798459386640]
    let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]
    let h = (b - a) / Double(panels)
    var sum = 0.0
    for i in 0..<panels {
      let mid = a + (Double(i) + 0.5) * h
      for (x, w) in zip(nodes, weights) { sum += w * f(mid + x * h / 2) }
    }
    return sum * h / 2
  }

  @Test("linear and paced: straight lines, the length the sum of the chords")
  func straight() throws {
    let corners: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(100, 0), SIMD2(100, 100), SIMD2(0, 100)]
    for mode in [KeyframeCalculationMode.linear, .paced] {
      let square = try KeyframeValues(values: corners, calculationMode: mode)
      #expect(square.motionPath.length == 300)
      let halfway = square.motionPath.position(atLength: 150)
      #expect(abs(halfway.point.x - 100) <= 1e-13 && abs(halfway.point.y - 50) <= 1e-13)
    }
    let chords = zip(Self.points, Self.points.dropFirst()).map { pair in
      ((pair.1 - pair.0) * (pair.1 - pair.0)).sum().squareRoot()
    }.reduce(0, +)
    let path = try KeyframeValues(values: Self.points, calculationMode: .linear).motionPath
    #expect(abs(path.length - chords) <= 1e-13 * chords)
  }

  @Test("discrete: the point jumps, so the path is moves only and has length 0")
  func discrete() throws {
    let jumps = try KeyframeValues(values: Self.points, calculationMode: .discrete).motionPath
    #expect(jumps.length == 0)
    #expect(jumps.commands == Self.points.map { PathCommand.move($0) })
  }

  @Test("cubic: the Catmull-Rom spline's length, from the Hermite speed integrated independently")
  func catmullRom() throws {
    let p = Self.points
    let n = p.count
    // Catmull-Rom tangents per unit of the segment parameter, with p₋₁ = 2p₀ − p₁ and
    // pₙ = 2pₙ₋₁ − pₙ₋₂ at the ends (Core Animation's end condition).
    let tangents = (0..<n).map { i -> SIMD2<Double> in
      let before = i > 0 ? p[i - 1] : 2 * p[0] - p[1]
      let after = i + 1 < n ? p[i + 1] : 2 * p[n - 1] - p[n - 2]
      return (after - before) / 2
    }
    var expected = 0.0
    for i in 0..<(n - 1) {
      expected += simpson({ u in
        // H′(u) = h₀₀′ p₁ + h₁₀′ m₁ + h₀₁′ p₂ + h₁₁′ m₂
        let d = (6 * u * u - 6 * u) * p[i] + (3 * u * u - 4 * u + 1) * tangents[i]
          + (-6 * u * u + 6 * u) * p[i + 1] + (3 * u * u - 2 * u) * tangents[i + 1]
        return (d * d).sum().squareRoot()
      }, from: 0, to: 1, intervals: 20_000)
    }
    let path = try KeyframeValues(values: p, calculationMode: .cubic).motionPath
    #expect(path.commands.count == n)
    #expect(abs(path.length - expected) <= 1e-12 * expected)
  }

  @Test("cubic with eased segments and key times: the length is ∫|velocity| over progress")
  func timingDoesNotChangeTheLength() throws {
    // Timing functions whose x′ stays away from 0 on [0, 1]: where it reaches 0 at an end (ease-in's
    // x₂ = 1, ease-out's x₁ = 0) the slope has a square-root point there, which the quadrature below
    // converges to only slowly.
    let keyTimes = [0, 0.1, 0.45, 0.5, 1.0]
    let keyframes = try KeyframeValues(
      values: Self.points, keyTimes: keyTimes,
      timingFunctions: [.easeInOut, .cubicBezier(try CubicBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)), .linear, .ease],
      calculationMode: .cubic, tensionValues: [0, 0.3, -0.2, 0.5, 0], continuityValues: [0, 0.1, 0, -0.1, 0],
      biasValues: [0, 0, 0.4, 0, 0])
    var travelled = 0.0
    for (a, b) in zip(keyTimes, keyTimes.dropFirst()) {
      // Gauss–Legendre never evaluates at b, where the velocity is the next segment's.
      travelled += Self.gaussLegendre({ f in
        let v = keyframes.velocity(at: f)
        return (v * v).sum().squareRoot()
      }, a, b)
    }
    let length = keyframes.motionPath.length
    #expect(abs(length - travelled) <= 1e-12 * length)
    // Each value is on the path, at the end of its segment.
    for (command, value) in zip(keyframes.motionPath.commands.dropFirst(), Self.points.dropFirst()) {
      guard case let .cubic(_, _, end) = command else { Issue.record("\(command) is not a cubic"); continue }
      #expect(end == value)
    }
  }
}
