import CurveReference
import MotionCurvesTiming
import Testing

/// `LinearEasing.value(at:)` finds its segment by a branch-free binary search (none for two points); these
/// tests hold it bit for bit to the CSS Easing Level 2 evaluation transcribed independently here
/// (take the last point whose input ≤ x, the first point when there is none, the second-to-last
/// when it is the last; equal inputs give the second point's output; else the line through the two
/// points; the documented blend where that overflows), for every stop count from 2 to 40 and 64, 255, 256, with runs of equal inputs, inputs
/// outside [0, 1], x at every input exactly, outside [0, 1] (extrapolation) and infinite.
@Suite("linear() lookup at any stop count")
struct LinearLookupTests {
  /// The spec's evaluation by a linear scan over the canonical points.
  static func spec(_ inputs: [Double], _ outputs: [Double], _ x: Double) -> Double {
    var a = 0
    for i in inputs.indices where inputs[i] <= x { a = i }
    if a == inputs.count - 1 { a -= 1 }
    if inputs[a] == inputs[a + 1] { return outputs[a + 1] }
    let f = (x - inputs[a]) / (inputs[a + 1] - inputs[a])
    let result = outputs[a] + f * (outputs[a + 1] - outputs[a])
    // Where that overflows, `value(at:)` documents the blend a·(1 − f) + b·f instead, and for an
    // infinite f (x = ±∞, or so far out that f overflows) the extension's limit: the output where
    // the segment is flat, else ±∞ in the extension's direction.
    if result.isFinite { return result }
    if f.isInfinite {
      if outputs[a] == outputs[a + 1] { return outputs[a + 1] }
      return (f > 0) == (outputs[a + 1] > outputs[a]) ? .infinity : -.infinity
    }
    return outputs[a] * (1 - f) + outputs[a + 1] * f
  }

  static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

  @Test("seeded easings with ties and extrapolation: the spec's value, bit for bit, at 2…40, 64, 255, 256 stops")
  func matchesSpec() throws {
    var rng = SeededRandom(seed: 1516)
    var checked = 0
    for count in Array(2...40) + [64, 255, 256] {
      for trial in 0..<12 {
        // Percentages from a coarse grid (ties likely) or continuous, some below 0 % and above 100 %.
        let coarse = trial % 2 == 0
        var percentages = (0..<count).map { _ in
          coarse ? Double(Int.random(in: -4...24, using: &rng)) * 5 : Double.random(in: -30...130, using: &rng)
        }
        percentages.sort()
        if trial % 3 == 0 { percentages[count / 2] = percentages[max(0, count / 2 - 1)] }  // a tie for sure
        let stops = percentages.map { LinearEasing.Stop(Double.random(in: -2...3, using: &rng), $0) }
        let easing = try LinearEasing(stops: stops)
        #expect(easing.inputPercentages == percentages)
        let inputs = percentages.map { $0 / 100 }
        var xs = inputs + [-1e300, -7, -0.5, -0.0, 0, 0.5, 1, 1.5, 9, 1e300, .infinity, -.infinity]
        xs += (0..<200).map { _ in Double.random(in: -0.6...1.6, using: &rng) }
        xs += inputs.map { $0.nextUp } + inputs.map { $0.nextDown }
        for x in xs {
          let expected = Self.spec(inputs, easing.outputs, x)
          let value = easing.value(at: x)
          #expect(Self.same(value, expected), "\(count) stops, trial \(trial), x = \(x): \(value) vs \(expected)")
          checked += 1
        }
      }
    }
    #expect(easing2NaN())
    print("linear() lookup: \(checked) values bit for bit equal to the spec's scan")
  }

  /// NaN in, NaN out.
  func easing2NaN() -> Bool {
    guard let easing = try? LinearEasing(stops: [.init(0), .init(1)]) else { return false }
    return easing.value(at: .nan).isNaN
  }

  @Test("two points: the one segment, extrapolated both ways (linear(0, 1) is the identity)")
  func twoPoints() throws {
    let identity = try LinearEasing(stops: [.init(0), .init(1)])
    for x in [-3.5, -0.25, 0, 0.125, 0.5, 1, 1.75, 1e10] { #expect(identity.value(at: x) == x) }
    // All inputs equal: the jump's second output everywhere (the spec's rule for equal inputs).
    let jump = try LinearEasing(stops: [.init(0.25, 50), .init(0.75, 50)])
    for x in [-1.0, 0.5, 2] { #expect(jump.value(at: x) == 0.75) }
  }

  @Test("x = ±∞: the straight extension's limit — the end output where the end segment is flat, else ±∞")
  func infiniteInputs() throws {
    let identity = try LinearEasing(stops: [.init(0), .init(1)])
    #expect(identity.value(at: .infinity) == .infinity)
    #expect(identity.value(at: -.infinity) == -.infinity)
    // Flat at both ends: linear(0.2, 0.2 30%, 0.9 70%, 0.9) holds 0.2 before and 0.9 after.
    let held = try LinearEasing(stops: [.init(0.2), .init(0.2, 30), .init(0.9, 70), .init(0.9)])
    #expect(held.value(at: .infinity) == 0.9)
    #expect(held.value(at: -.infinity) == 0.2)
    #expect(held.value(at: 1e308) == 0.9)
    // Falling at the end, rising at the start: the signs follow the extensions.
    let dip = try LinearEasing(stops: [.init(0), .init(1, 50), .init(0.5)])
    #expect(dip.value(at: .infinity) == -.infinity)
    #expect(dip.value(at: -.infinity) == -.infinity)
    // A finite x so far out that (x − xa)/(xb − xa) overflows: the same limit, never NaN.
    let steep = try LinearEasing(stops: [.init(0), .init(1, 1e-300), .init(1)])
    #expect(steep.value(at: -1e10) == -.infinity)
    #expect(steep.value(at: 1e300) == 1)
  }
}
