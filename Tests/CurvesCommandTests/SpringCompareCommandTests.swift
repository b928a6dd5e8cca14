import Foundation
import TestSupport
import Testing

/// `curves spring --compare` and `curves spring --model swiftui.animation.…` (issue 29, item 5):
/// runs the built executable. Every expected number is worked here: the exact column from the
/// closed form, SwiftUI's numerical column from a velocity-Verlet loop written from the note's
/// equations (§2.2), Compose's column from the closed form at whole ms, the settling times by hand.
@Suite("curves spring --compare")
struct SpringCompareCommandTests {
  /// The rows of one model: (settling, t, value, velocity).
  static func rows(_ result: CurvesRunner.Result, _ model: String) -> [[Double]] {
    result.lines.dropFirst().filter { $0.hasPrefix(model + ",") }.map {
      $0.split(separator: ",").dropFirst().compactMap { Double(String($0)) }
    }
  }

  /// SwiftUI's `FluidSpringAnimation` from the note (§2.2): h = 1/300 s, from x = v = F = 0,
  ///   v½ = v + F·h/2;  x += v½·h;  F = k(target − x) − c·v½;  v = v½ + F·h/2,
  /// running the steps whose start times (0, h, 2h, … accumulated) are below `time`; finished when
  /// max(v², F²) ≤ 0.0036 and |target − x| ≤ 1 % of |target|. Returns (x, v, finish time n·h).
  static func verlet(k: Double, c: Double, target: Double, time: Double) -> (x: Double, v: Double, finish: Double?) {
    let h = 1.0 / 300
    var x = 0.0, v = 0.0, force = 0.0
    func step() {
      let half = v + force * h / 2
      x += half * h
      force = k * (target - x) - c * half
      v = half + force * h / 2
    }
    // The finish time: the fewest steps n after which the rule holds.
    var finish: Double?
    for n in 0..<300_000 {
      if max(v * v, force * force) <= 0.0036 && abs(target - x) <= 0.01 * abs(target) {
        finish = Double(n) * h
        break
      }
      step()
    }
    // The state at `time`: the steps whose start times are below it.
    (x, v, force) = (0, 0, 0)
    var start = 0.0
    while start < time {
      step()
      start += h
    }
    return (x, v, finish)
  }

  @Test("The header, the five models in order, each at every --at time")
  func header() throws {
    let result = try CurvesRunner.run([
      "spring", "--compare", "--stiffness", "100", "--damping", "10", "--at", "0.1", "--at", "0.5",
    ])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.first == "model,settling,t,value,velocity")
    let models = result.lines.dropFirst().map { String($0.split(separator: ",")[0]) }
    #expect(models == ["exact", "exact", "swiftui-numerical", "swiftui-numerical", "swiftui-interpolating",
                       "swiftui-interpolating", "compose", "compose", "core-animation", "core-animation"])
  }

  @Test("Each column against its model worked here; the settling times by hand")
  func columns() throws {
    // k = 100, c = 10, m = 1: ζ = 0.5, ω₀ = 10, ω_d = 10√0.75, 0 → 1.
    let times = [0.05, 0.1009, 0.3, 0.7]
    let result = try CurvesRunner.run(
      ["spring", "--compare", "--stiffness", "100", "--damping", "10"] + times.flatMap { ["--at", "\($0)"] })
    #expect(result.status == 0)
    let wd = 10 * (0.75).squareRoot()
    func exact(_ t: Double) -> (Double, Double) {
      let e = Foundation.exp(-5 * t)
      return (1 - e * (Foundation.cos(wd * t) + 5 / wd * Foundation.sin(wd * t)), e * (100 / wd) * Foundation.sin(wd * t))
    }
    // The exact motion, closed form.
    let exactRows = Self.rows(result, "exact")
    for (row, t) in zip(exactRows, times) {
      #expect(row[1] == t && abs(row[2] - exact(t).0) < 1e-12 && abs(row[3] - exact(t).1) < 1e-11)
    }
    // Its settling within ε = 0.001 is the motion's last crossing: no later than the envelope's,
    // ln(1000·√(4/3))/5 = 1.41031926304160550315471677341 (mpmath), and |x − 1| there is ε.
    let settling = exactRows[0][0]
    #expect(settling > 1 && settling <= 1.4103192630416056)
    #expect(abs(abs(exact(settling).0 - 1) - 0.001) < 1e-9)
    // SwiftUI's numerical spring: response 2π√(m/k) = 0.2π gives k = (2π/0.2π)² = 100, c = 2·10·0.5 = 10.
    for (row, t) in zip(Self.rows(result, "swiftui-numerical"), times) {
      let (x, v, finish) = Self.verlet(k: 100, c: 10, target: 1, time: t)
      #expect(abs(row[2] - x) < 1e-9 && abs(row[3] - v) < 1e-8, "t = \(t)")
      #expect(abs(row[0] - (finish ?? -1)) < 1e-12)
    }
    // SwiftUI's interpolatingSpring(stiffness: 100, damping: 10): the exact motion until its duration,
    // the envelope bound −ln(ε/(1 + |A|))/(ζω₀) with ε = 0.001, A = ζω₀/ω_d = 1/√3:
    //   ln(1000·(1 + 1/√3))/5 = 1.47270033467809264 (mpmath: log(1000*(1+1/sqrt(3)))/5); the target after it.
    let interpolating = Self.rows(result, "swiftui-interpolating")
    #expect(abs(interpolating[0][0] - 1.4727003346780926) < 1e-12)
    for (row, t) in zip(interpolating, times) {
      #expect(abs(row[2] - exact(t).0) < 1e-12 && abs(row[3] - exact(t).1) < 1e-11, "t = \(t)")
    }
    let after = try CurvesRunner.run(["spring", "--compare", "--stiffness", "100", "--damping", "10", "--at", "1.5"])
    #expect(Self.rows(after, "swiftui-interpolating").first.map { [$0[2], $0[3]] } == [1, 0])
    // Compose: the closed form at whole ms (0.1009 s → 100 ms), in Float.
    let composeRows = Self.rows(result, "compose")
    for (row, t) in zip(composeRows, times) {
      let ms = (t * 1000).rounded(.down) / 1000
      #expect(abs(row[2] - exact(ms).0) < 1e-7 && abs(row[3] - exact(ms).1) < 1e-5, "t = \(t)")
    }
    #expect(abs(composeRows[1][2] - exact(0.1009).0) > 1e-4)  // not the exact value at 0.1009
    // Compose's estimate: the envelope 100/√0.75·e^(−5t) crosses 1 at
    //   ln(100/sqrt(0.75))/5 = 0.949802244442796366351118482473 (mpmath) → 949 ms.
    #expect(abs(composeRows[0][0] - 0.949) <= 0.001)
    // Core Animation's settlingDuration: ln(√(1 + (γ/ω_d)²)·1200)/γ, γ = 5:
    //   = 1.44678357440039642839706037844 (mpmath)
    let core = Self.rows(result, "core-animation")
    #expect(abs(core[0][0] - 1.4467835744003964) < 1e-9)
    for (row, t) in zip(core, times) { #expect(abs(row[2] - exact(t).0) < 1e-12) }
  }

  @Test("Default rows: 120 Hz from 0 to the longest settling time; JSON gives the same models")
  func grid() throws {
    let result = try CurvesRunner.run(["spring", "--compare", "--response", "0.5", "--damping-ratio", "0.7"])
    #expect(result.status == 0)
    let exact = Self.rows(result, "exact")
    #expect(exact[0][1] == 0 && exact[1][1] == 1.0 / 120)
    let longest = ["exact", "swiftui-numerical", "swiftui-interpolating", "compose", "core-animation"].map { Self.rows(result, $0)[0][0] }.max() ?? 0
    let last = try #require(exact.last)[1]
    #expect(last >= longest && last - longest < 1.0 / 120 + 1e-12)
    let json = try CurvesRunner.run(["spring", "--compare", "--response", "0.5", "--damping-ratio", "0.7", "--at", "0.25", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let models = try #require(object["models"] as? [[String: Any]])
    #expect(models.map { $0["model"] as? String }
      == ["exact", "swiftui-numerical", "swiftui-interpolating", "compose", "core-animation"])
    let samples = try #require(models[0]["samples"] as? [[String: Double]])
    #expect(samples.count == 1 && samples[0]["t"] == 0.25)
  }

  @Test("--model swiftui.animation.bouncy: the numerical motion; with --compare, its spring")
  func numericalByName() throws {
    let result = try CurvesRunner.run(["spring", "--model", "swiftui.animation.bouncy", "--to", "10", "--at", "0.2", "--at", "0.4"])
    #expect(result.status == 0 && result.lines.first == "t,value,velocity")
    // Animation.bouncy: response 0.5, dampingFraction 0.7: k = (2π/0.5)² = 16π², c = 2·4π·0.7.
    let k = 16 * Double.pi * Double.pi, c = 2 * 4 * Double.pi * 0.7
    for (line, t) in zip(result.lines.dropFirst(), [0.2, 0.4]) {
      let row = line.split(separator: ",").compactMap { Double(String($0)) }
      let (x, v, _) = Self.verlet(k: k, c: c, target: 10, time: t)
      #expect(row[0] == t && abs(row[1] - x) < 1e-9 && abs(row[2] - v) < 1e-8)
    }
    let compare = try CurvesRunner.run(["spring", "--compare", "--model", "swiftui.animation.bouncy", "--at", "0.2"])
    #expect(compare.status == 0 && compare.lines.count == 6)  // the header and five models
  }

  @Test("Conflicting or hostile options: exit 64 with one line")
  func errors() throws {
    let spring = ["spring", "--compare", "--stiffness", "100", "--damping", "10"]
    CurvesRunner.expectUsageError(try CurvesRunner.run(spring + ["--integrator", "rk4"]), "--integrator")
    CurvesRunner.expectUsageError(try CurvesRunner.run(spring + ["--format", "css"]), "css")
    CurvesRunner.expectUsageError(try CurvesRunner.run(spring + ["--initial-velocity", "1"]), "at rest")
    CurvesRunner.expectUsageError(try CurvesRunner.run(spring + ["--model", "jnw"]), "--model")
    // k = 4, c = 0: undamped, no model settles.
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--compare", "--stiffness", "4", "--damping", "0"]), "never settles")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.animation.bouncy", "--stiffness", "3"]), "give no --stiffness")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.animation.wobbly"]), "invalid model")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.animation.bouncy", "--integrator", "rk4"]), "--integrator")
  }
}
