import ArgumentParser
import MotionCurves

/// `curves timing <easing>`: a timing curve's value and slope as CSV rows `x,y,dydx`.
struct TimingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timing",
    abstract: "Sample a timing curve: CSV with the header x,y,dydx.",
    discussion: """
      <easing> is a CSS keyword (linear, ease, ease-in, ease-out, ease-in-out), \
      cubic-bezier(x1, y1, x2, y2), or a Core Animation name (default, easeIn, easeOut, \
      easeInEaseOut; control points as 32-bit floats, as Core Animation keeps them).
      """)

  @Argument(help: "The easing, quoted: for example 'cubic-bezier(0.25, 0.1, 0.25, 1)'.")
  var easing: String

  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "An input x (any finite number, also outside [0, 1]); repeatable.")
  var inputs: [Double] = []

  @Option(help: "Number of evenly spaced inputs over [0, 1] (default 101, at least 2).")
  var samples: Int?

  @Option(help: "Write the CSV to this file instead of standard output.")
  var output: String?

  func validate() throws {
    if let bad = inputs.first(where: { !$0.isFinite }) {
      throw ValidationError("--at \(bad) is not a finite number")
    }
    if let samples {
      if !inputs.isEmpty { throw ValidationError("give either --at or --samples, not both") }
      if samples < 2 { throw ValidationError("--samples \(samples) must be at least 2") }
      if samples > 10_000_000 { throw ValidationError("--samples \(samples) is above the limit of 10000000") }
    }
    _ = try curve()
  }

  func curve() throws -> CubicBezier {
    let trimmed = easing.trimmingCSSWhitespace()
    if let name = CoreAnimationTimingFunctionName(rawValue: trimmed), name != .linear {
      return CubicBezier(coreAnimation: name)
    }
    do {
      return try CubicBezier(css: easing)
    } catch {
      throw ValidationError("invalid easing '\(easing)': \(error)")
    }
  }

  func run() throws {
    let curve = try curve()
    let xs: [Double]
    if inputs.isEmpty {
      let n = samples ?? 101
      xs = (0..<n).map { Double($0) / Double(n - 1) }
    } else {
      xs = inputs
    }
    var csv = "x,y,dydx\n"
    for x in xs {
      csv += "\(x),\(curve.value(at: x)),\(curve.velocity(at: x))\n"
    }
    try emit(csv, to: output)
  }
}

extension String {
  func trimmingCSSWhitespace() -> String {
    let space: Set<Character> = [" ", "\t", "\n", "\r", "\u{0C}"]
    return String(drop(while: { space.contains($0) }).reversed().drop(while: { space.contains($0) }).reversed())
  }
}
