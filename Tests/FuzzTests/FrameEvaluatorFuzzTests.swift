import CurveReference
import MotionCurves
import Testing

/// Seeded adversarial frame evaluators: members from random easing text, starts, durations and
/// values at the edges of `Double` (bad ones must throw ``FrameEvaluatorError`` and leave the
/// count as it was), springs of random parameters, then frames at random times — forward,
/// repeated, backwards, NaN, ±∞ — each either throwing ``FrameEvaluatorError`` (and writing
/// nothing) or writing a value that is not NaN for every member.
@Suite("Fuzz: frame evaluator")
struct FrameEvaluatorFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs }

  /// A double for a member: mostly ordinary, often extreme, sometimes not finite.
  static func value(_ a: inout Adversary) -> Double {
    a.chance(0.05) ? a.pick([.nan, .infinity, -.infinity]) : a.finite()
  }

  @Test("members add or throw; frames write non-NaN values or throw and write nothing", arguments: seeds)
  func evaluator(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 5000)
    for _ in 0..<max(1, Self.runs / 10) {
      var frame = FrameEvaluator()
      for _ in 0..<a.int(1...40) {
        let before = frame.count
        switch a.int(0...2) {
        case 0, 1:
          guard let curve = try? TimingFunction(css: a.easingText()) else { continue }
          do {
            try frame.add(curve, from: Self.value(&a), to: Self.value(&a), start: Self.value(&a),
                          duration: a.chance(0.2) ? Self.value(&a) : a.random.unit() * 2)
            #expect(frame.count == before + 1)
          } catch {
            #expect(frame.count == before)
          }
        default:
          // Springs at ordinary magnitudes (|from|, |to| ≤ 1e6, k ≤ 1e4): at the edges of Double a
          // spring's velocity itself leaves the range (ω₀·|to − from| > 1.8e308), which SpringBank
          // and SpringStepper alike turn into ∞ and then NaN — a known limit, not this type's.
          guard let spring = try? DampedSpring(mass: a.random.unit() * 10 + 1e-3, stiffness: a.random.unit() * 1e4,
                                               damping: a.random.unit() * 1e3) else { continue }
          let from = a.chance(0.95) ? 2e6 * a.random.unit() - 1e6 : a.pick([.nan, .infinity])
          do {
            try frame.add(spring, from: from, to: 2e6 * a.random.unit() - 1e6)
            #expect(frame.count == before + 1)
          } catch {
            #expect(frame.count == before)
          }
        }
      }
      var output = [Double](repeating: 7, count: frame.count)
      var t = 0.0
      for _ in 0..<a.int(1...30) {
        let next: Double
        switch a.int(0...9) {
        case 0: next = a.pick([.nan, .infinity, -.infinity, -.greatestFiniteMagnitude, .greatestFiniteMagnitude])
        case 1: next = t - a.random.unit()  // backwards
        case 2: next = t  // a repeated frame
        default: next = t + a.random.unit() * 0.05
        }
        let snapshot = output
        do {
          try output.withUnsafeMutableBufferPointer { try frame.evaluate(at: next, into: $0) }
          t = next
          let nan = output.indices.filter { output[$0].isNaN }
          #expect(nan.isEmpty, "seed \(seed): NaN at members \(nan.prefix(5)) at t = \(next)")
        } catch {
          #expect(output.elementsEqual(snapshot) { $0.bitPattern == $1.bitPattern }, "a refused frame wrote")
        }
      }
    }
  }
}
