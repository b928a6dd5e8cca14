import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial colour stop lists: random colours, positions at the edges of `Double`,
/// hints in every place, wrong units, junk. Through the library a list either reads (and its text
/// reads back to an equal list) or throws a ``SyntaxError``; sampling and interpolating what
/// reads never traps and keeps locations finite and ordered; through `curves color gradient` every
/// run ends in exit 0 or 64 with one line.
@Suite("Fuzz: gradients")
struct GradientFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs }
  /// `curves` runs per seed: 16 by default, 50 under `LONG_TESTS=1`.
  static var commandRuns: Int { CommandFuzzTests.commandRuns / 3 }

  static func position(_ a: inout Adversary) -> String {
    switch a.int(0...5) {
    case 0: return "calc(\(a.numberText())% \(a.pick(["+", "-", "*", "/"])) \(a.numberText())\(a.pick(["%", "", "px"])))"
    case 1: return a.numberText() + a.pick(["px", "em", "deg", "", "%%"])
    default: return a.numberText() + "%"
    }
  }

  static func list(_ a: inout Adversary) -> String {
    if a.chance(0.05) { return a.pick(["", " ", ",", "in oklab", "in oklab,", "linear-gradient(red, blue)", "🙂", "red,,blue"]) }
    var parts: [String] = []
    if a.chance(0.2) { parts.append(a.pick(["in oklch longer hue", "in srgb", "in hsl decreasing hue", "in nowhere", "in lab longer hue"])) }
    for _ in 0..<a.int(1...6) {
      if a.chance(0.15) { parts.append(position(&a)) }
      var stop = a.pick([
        "red", "transparent", "#0f08", "rgb(0 157 248)", "rgba(0, 0, 255, 0.5)", "hsl(120 100% 25%)", "oklch(70% 0.1 none)",
        "color(display-p3 1 0 0 / 0.5)", "lab(50 none 20)", "color-mix(in oklab, red 30%, blue)", "currentcolor", "bleu",
      ])
      for _ in 0..<a.pick([0, 0, 1, 1, 2, 3]) { stop += " " + position(&a) }
      parts.append(stop)
    }
    return parts.joined(separator: a.chance(0.95) ? ", " : " ")
  }

  @Test("a stop list reads and reads back, or throws SyntaxError; sampling and blending stay ordered", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 9000)
    var read = 0
    for _ in 0..<(Self.runs * 10) {
      let text = Self.list(&a)
      guard let stops = try? ColorStops(css: text, mode: a.chance(0.3) && !text.hasPrefix("in ") ? .coreAnimation : nil) else { continue }
      read += 1
      let again = try ColorStops(css: stops.cssText, mode: stops.mode == .coreAnimation ? .coreAnimation : nil)
      #expect(again == stops, "\(text) → \(stops.cssText)")
      #expect(stops.locations.allSatisfy { $0.isFinite })
      #expect(zip(stops.locations, stops.locations.dropFirst()).allSatisfy { $0 <= $1 }, "\(text)")
      for _ in 0..<4 { _ = stops.value(at: a.finite(-3...3)) }
      guard let other = try? ColorStops(css: Self.list(&a)) else { continue }
      for t in [-1e300, -1, 0.5, 2] {
        let blended = stops.interpolated(to: other, at: t)
        #expect(blended.locations.allSatisfy { $0.isFinite }, "\(text) at \(t)")
        #expect(zip(blended.locations, blended.locations.dropFirst()).allSatisfy { $0 <= $1 }, "\(text) at \(t)")
        _ = blended.value(at: 0.5)
      }
    }
    #expect(read > 0)
  }

  @Test("curves color gradient: exit 0 or 64 with one line", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 9100)
    for _ in 0..<Self.commandRuns {
      var arguments = ["color", "gradient"]
      for _ in 0..<a.int(0...3) { arguments += ["--at", a.numberText()] }
      if a.chance(0.3) { arguments += ["--in", a.pick(["oklch", "hsl longer hue", "in srgb", "nowhere", "oklab longer hue"])] }
      if a.chance(0.3) { arguments += ["--mode", a.pick(["css", "core-animation", "ca"])] }
      // The list after "--": a list starting with '-' ("-10%, red") would otherwise be read as
      // short options, as for every command.
      arguments += ["--", Self.list(&a)]
      let result = try CurvesRunner.run(arguments)
      let shown = arguments.map(\.debugDescription).joined(separator: " ")
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(shown)")
      if result.status == 0 {
        #expect(result.stderr.isEmpty && result.stdout.hasSuffix("\n") && result.lines.first == "x,color", "\(shown): \(result.stdout)")
      } else {
        #expect(result.stdout.isEmpty && result.stderrLines.count == 1, "\(shown): \(result.stderr)")
      }
    }
  }
}
