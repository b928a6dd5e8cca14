import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesTiming
import Testing

/// The reproductions of the hostile-input report that concern timing functions, each with the
/// behaviour promised now.
@Suite("Hostile input: timing functions")
struct HostileTimingTests {
  @Test("deep nesting is a typed error at a depth limit, on a 512 KB thread too (item 2)")
  func nesting() throws {
    let deep = "cubic-bezier(0, calc(" + String(repeating: "(", count: 41_000) + "1" + String(repeating: ")", count: 41_000) + "), 1, 1)"
    #expect(throws: SyntaxError.self) { try TimingFunction(css: deep) }
    let nestedMin = "cubic-bezier(0, " + String(repeating: "min(", count: 1_600) + "1" + String(repeating: ")", count: 1_600) + ", 1, 1)"
    // A secondary thread with Apple's 512 KB stack.
    let outcome = ThreadOutcome()
    let thread = Thread {
      outcome.parsedDeep = (try? TimingFunction(css: nestedMin)) != nil
      outcome.parsedLimit = (try? TimingFunction(css: "cubic-bezier(0, " + String(repeating: "calc(", count: 32) + "0.5" + String(repeating: ")", count: 32) + ", 1, 1)")) != nil
      outcome.done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    outcome.done.wait()
    #expect(!outcome.parsedDeep && outcome.parsedLimit)
    do {
      _ = try TimingFunction(css: "cubic-bezier(0, calc(" + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + "), 1, 1)")
      Issue.record("parsed 40 levels")
    } catch {
      #expect(error.message.contains("nest deeper than 32 levels"))
    }
  }

  final class ThreadOutcome: @unchecked Sendable {
    var parsedDeep = true
    var parsedLimit = false
    let done = DispatchSemaphore(value: 0)
  }

  @Test("huge outputs: cubic-bezier(0.5, 1e300, 0.5, 0) is exact, beyond ±1e300 a typed error (item 9)")
  func hugeBezier() throws {
    let curve = try CubicBezier(0.5, 1e300, 0.5, 0)
    // x(½) = ½ and y(½) = 3·¼·½·1e300 + ⅛ = 3.75e299.
    #expect(abs(curve.value(at: 0.5) / 3.75e299 - 1) <= 1e-15)
    #expect(throws: CubicBezierError.beyondOutputLimit(.y1, 1.7976931348623157e308)) {
      try CubicBezier(0, 1.7976931348623157e308, 1, 1)
    }
  }

  @Test("CSS comments are white space (item 22)")
  func comments() throws {
    #expect(try TimingFunction(css: "cubic-bezier(0.1 /* c */, 0.2, 0.3, 0.4)") == .cubicBezier(try CubicBezier(0.1, 0.2, 0.3, 0.4)))
    #expect(try TimingFunction(css: "/*a*/steps(/**/4/* */,/*x*/jump-both)/* end") == .steps(try Steps(4, .jumpBoth)))
    #expect(throws: SyntaxError.self) { try TimingFunction(css: "cubic-bezier(0.1 /* unclosed, 0.2, 0.3, 0.4)") }
  }

  @Test("linear() with outputs whose difference overflows stays finite and exact (item 10)")
  func hugeOutputs() throws {
    let easing = try TimingFunction(css: "linear(-1e308, 1e308)")
    #expect(easing.value(at: 0.5) == 0)
    #expect(easing.value(at: 0.25) == -5e307 && easing.value(at: 0) == -1e308 && easing.value(at: 1) == 1e308)
    // The slope, 2e308, is beyond the largest Double: +∞ is its correct rounding.
    #expect(easing.velocity(at: 0.5) == .infinity)
    let steep = try TimingFunction(css: "linear(-1e308, 1e308 1000%)")
    #expect(steep.velocity(at: 0.5) == 2e307)
  }

  @Test("linear() approximation: overflowing tolerance and huge steps() are typed errors (items 3, 4)")
  func approximationLimits() {
    #expect(throws: TimingFunctionError.rangeOverflows(tolerance: 1e308)) {
      try TimingFunction.linear(approximating: TimingFunction(css: "cubic-bezier(0, 5, 1, 5)"), tolerance: 1e308)
    }
    #expect(throws: TimingFunctionError.rangeOverflows(tolerance: 0.001)) {
      try TimingFunction.linear(approximating: { (2 * $0 - 1) * 1.7e308 })
    }
    #expect(throws: TimingFunctionError.tooManySteps(100_000_000, limit: 100_000)) {
      try TimingFunction.linear(approximating: TimingFunction(css: "steps(100000000)"))
    }
    #expect(throws: TimingFunctionError.tooManySteps(2_147_483_648, limit: 100_000)) {
      try TimingFunction.linear(approximating: TimingFunction(css: "steps(2147483648)"))
    }
    #expect(throws: TimingFunctionError.tooManyStops(limit: TimingFunction.linearStopLimit)) {
      try TimingFunction.linear(approximating: { Foundation.sin(300 * $0) }, tolerance: 1e-10)
    }
  }

  @Test("linear() approximation meets its tolerance next to a vertical tangent (item 15)", arguments: [1e-2, 1e-3, 1e-5])
  func verticalTangent(tolerance: Double) throws {
    let curve = try CubicBezier(0, 1, 0, 1)
    let reference = ReferenceBezier(0, 1, 0, 1)
    let approximation = try TimingFunction.linear(approximating: .cubicBezier(curve), tolerance: tolerance)
    // Geometric crowding toward 0, where y ≈ 3·x^(1/3), and an even grid elsewhere.
    var inputs = (0...2_000).map { Double($0) / 2_000 }
    var x = 0.5
    while x > 1e-300 {
      inputs += [x, x * 0.7, x * 0.3]
      x /= 2
    }
    var worst = 0.0
    for x in inputs { worst = max(worst, abs(approximation.value(at: x) - reference.value(at: x))) }
    #expect(worst <= tolerance * (1 + 1e-9), "worst \(worst)")
  }
}
