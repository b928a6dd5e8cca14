import Foundation
import MotionCurvesSprings
import TestSupport
import Testing

/// `curves spring`: runs the built executable and checks its output and exit status.
@Suite("curves spring")
struct SpringCommandTests {
  static func rows(_ result: CurvesRunner.Result) -> [[Double]] {
    result.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double(String($0)) } }
  }

  @Test("CSV from t = 0 at --fps until the settling duration, ending within ε of the target")
  func csv() throws {
    let result = try CurvesRunner.run(["spring", "--stiffness", "100", "--damping", "10", "--from", "0", "--to", "10"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.first == "t,value,velocity")
    let rows = Self.rows(result)
    #expect(rows.first == [0, 0, 0])
    #expect(rows[1][0] == 1.0 / 60)
    let last = try #require(rows.last)
    #expect(abs(last[1] - 10) <= 0.01 + 1e-9)
  }

  @Test("JSON: the spring's numbers, the model's duration and the samples; JNW's baked duration")
  func json() throws {
    let result = try CurvesRunner.run([
      "spring", "--stiffness", "16", "--damping", "16", "--from", "30", "--to", "0", "--model", "jnw", "--format", "json",
      "--at", "0.25",
    ])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["dampingRatio"] as? Double == 2)
    #expect(object["naturalFrequency"] as? Double == 4)
    #expect(object["regime"] as? String == "over-damped")
    #expect(object["duration"] as? Double == 1.153)
    #expect((object["settlingDuration"] as? Double ?? 0) > 0)
    let samples = try #require(object["samples"] as? [[String: Double]])
    // JNWSpringAnimation's over-damped formula 30·e^(−8t), sampled every ms, with the 1,153 samples
    // spread evenly over 1.153 s by Core Animation: 0.25 s is at sample 0.25·1152/1.153.
    let position = 0.25 * 1152 / 1.153
    let i = position.rounded(.down)
    let (a, b) = (30 * Foundation.exp(-8 * i / 1000), 30 * Foundation.exp(-8 * (i + 1) / 1000))
    #expect(abs((samples[0]["value"] ?? 0) - (a + (position - i) * (b - a))) < 1e-9)
  }

  @Test("JSON: one line in the bytes the command has always printed; a spring that never settles has null durations")
  func jsonNeverSettles() throws {
    // k = 4, c = 0, m = 1: ζ = 0, ω₀ = √4 = 2; undamped, it never settles.
    let result = try CurvesRunner.run(["spring", "--stiffness", "4", "--damping", "0", "--until", "0", "--format", "json"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    // The bytes of the hand-built JSON this command printed before it went through Codable.
    #expect(result.stdout == #"{"dampingRatio": 0.0, "naturalFrequency": 2.0, "regime": "under-damped", "settlingDuration": null, "duration": null, "samples": [{"t": 0.0, "value": 0.0, "velocity": 0.0}]}"# + "\n")
    // And Foundation's decoder reads them back as the report.
    let report = try JSONDecoder().decode(SpringMotionReport.self, from: Data(result.stdout.utf8))
    #expect(report.dampingRatio == 0 && report.naturalFrequency == 2 && report.regime == .underDamped)
    #expect(report.settlingDuration == .infinity && report.duration == .infinity && report.samples.count == 1)
  }

  @Test("--format css: the linear() easing and the duration")
  func css() throws {
    let result = try CurvesRunner.run(["spring", "--response", "0.5", "--damping-ratio", "0.6", "--format", "css"])
    #expect(result.status == 0)
    #expect(result.lines.count == 2)
    #expect(result.lines[0].hasPrefix("linear(0 0%, ") && result.lines[0].hasSuffix(", 1 100%)"))
    #expect(result.lines[1].hasSuffix("s"))
  }

  @Test("--integrator exact-step matches the closed form; rk4 and Euler rows come at --fps")
  func integrators() throws {
    let base = ["spring", "--tension", "170", "--friction", "26", "--from", "0", "--to", "1", "--fps", "120", "--until", "1"]
    let closed = Self.rows(try CurvesRunner.run(base))
    let exact = Self.rows(try CurvesRunner.run(base + ["--integrator", "exact-step"]))
    let rk4 = Self.rows(try CurvesRunner.run(base + ["--integrator", "rk4"]))
    let euler = Self.rows(try CurvesRunner.run(base + ["--integrator", "semi-implicit-euler"]))
    #expect(closed.count == 121 && exact.count == 121 && rk4.count == 121 && euler.count == 121)
    for (a, b) in zip(closed, exact) { #expect(abs(a[1] - b[1]) <= 1e-12) }
    #expect(zip(closed, euler).contains { abs($0[1] - $1[1]) > 1e-6 })
  }

  @Test("bad input: exit 64, one line on stderr, nothing on stdout", arguments: [
    (["spring", "--mass", "0", "--stiffness", "1", "--damping", "1"], "mass = 0.0 must be greater than 0"),
    (["spring", "--stiffness", "-4", "--damping", "1"], "stiffness = -4.0 must be greater than 0"),
    (["spring", "--stiffness", "4", "--damping", "-1"], "damping = -1.0 must be at least 0"),
    (["spring", "--stiffness", "nan", "--damping", "1"], "stiffness = nan is not a finite number"),
    (["spring", "--stiffness", "4", "--damping", "1", "--response", "1"], "give one parameterization"),
    (["spring", "--stiffness", "4"], "--stiffness and --damping go together"),
    (["spring"], "give a spring"),
    (["spring", "--stiffness", "4", "--damping", "1", "--from", "inf"], "--from inf is not a finite number"),
    (["spring", "--stiffness", "4", "--damping", "1", "--model", "bouncy"], "bouncy"),
    (["spring", "--stiffness", "4", "--damping", "0"], "never settles"),
    (["spring", "--stiffness", "4", "--damping", "1", "--model", "jnw", "--initial-velocity", "3"], "no initial velocity"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }
}
