import Foundation
import TestSupport
import Testing

/// Issue 29's names on the command line: `curves timing swiftui.circularEaseIn`,
/// `curves spring --model swiftui.bouncy` and their errors. Each expectation is worked out here
/// from the note's formulas (`../shared/notes/platform-parity.md` §2.1, §2.3).
@Suite("curves: platform names (issue 29)")
struct PlatformNameCommandTests {
  static func number(_ cell: Substring) -> Double { Double(String(cell)) ?? .nan }

  @Test("timing swiftui.circularEaseIn: 1 − √(1 − x²) and its slope x/√(1 − x²)")
  func circular() throws {
    let result = try CurvesRunner.run(["timing", "swiftui.circularEaseIn", "--at", "0.5", "--at", "0.8"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.first == "x,y,dydx")
    for (line, x) in zip(result.lines.dropFirst(), [0.5, 0.8]) {
      let cells = line.split(separator: ",")
      #expect(abs(Self.number(cells[1]) - (1 - (1 - x * x).squareRoot())) < 2e-16)
      #expect(abs(Self.number(cells[2]) - x / (1 - x * x).squareRoot()) < 1e-15)
    }
  }

  @Test("spring --model swiftui.bouncy: the Spring value's exact motion (ζ = 0.7, ω₀ = 4π)")
  func bouncy() throws {
    let result = try CurvesRunner.run(["spring", "--model", "swiftui.bouncy", "--at", "0.1", "--at", "0.5"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    // Under-damped from 0 to 1 at rest: x(t) = 1 − e^(−λt)(cos ω t + (λ/ω) sin ω t), λ = ζω₀,
    // ω = ω₀√(1 − ζ²); v(t) = e^(−λt)·(ω₀²/ω)·sin ω t.
    let w0 = 4 * Double.pi, zeta = 0.7
    let lambda = zeta * w0, w = w0 * (1 - zeta * zeta).squareRoot()
    for (line, t) in zip(result.lines.dropFirst(), [0.1, 0.5]) {
      let cells = line.split(separator: ",")
      let x = 1 - exp(-lambda * t) * (cos(w * t) + lambda / w * sin(w * t))
      let v = exp(-lambda * t) * w0 * w0 / w * sin(w * t)
      #expect(abs(Self.number(cells[1]) - x) < 1e-13 && abs(Self.number(cells[2]) - v) < 1e-12, "\(line)")
    }
  }

  @Test("compose.spring and material3 springs run through --model; wrong kinds and bad text exit 64")
  func errors() throws {
    let compose = try CurvesRunner.run(["spring", "--model", "compose.spring(dampingRatio: 1, stiffness: 400)", "--at", "0.1"])
    // Critically damped, ω₀ = 20: x(t) = 1 − e^(−20t)(1 + 20t); at 0.1: 1 − 3e^(−2).
    #expect(compose.status == 0)
    #expect(abs(Self.number(compose.lines[1].split(separator: ",")[1]) - (1 - 3 * exp(-2.0))) < 1e-14)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["timing", "swiftui.bouncy", "--at", "0.5"]), "is a spring")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.easeIn", "--at", "0.5"]), "is a timing curve")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["timing", "material3.emphasised", "--at", "0.5"]), "at character 10")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.spring(duration: 0.4, bonce: 0.2)", "--at", "0.1"]),
      "at character 30")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["spring", "--model", "swiftui.bouncy", "--duration", "1", "--at", "0.1"]), "is the spring")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["timing", "compose.LinearEasing", "--css"]), "take a CSS easing")
  }
}
