import ArgumentParser
import MotionCurves

/// `curves timing <easing>`: a timing function's value and slope as CSV rows `x,y,dydx`, its
/// canonical CSS (`--css`), or its `linear()` approximation (`--to-linear`).
struct TimingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timing",
    abstract: "Sample a timing function: CSV with the header x,y,dydx.",
    discussion: """
      <easing> is any CSS easing function — linear, ease, ease-in, ease-out, ease-in-out, \
      step-start, step-end, cubic-bezier(…), steps(…), linear(…) — or a Core Animation name \
      (default, easeIn, easeOut, easeInEaseOut; control points as 32-bit floats, as Core \
      Animation keeps them). dydx is nan where the function jumps.
      """)

  @Argument(help: "The easing, quoted: for example 'steps(4, jump-both)'.")
  var easing: String

  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "An input x (any finite number, also outside [0, 1]); repeatable.")
  var inputs: [Double] = []

  @Option(help: "Number of evenly spaced inputs over [0, 1] (default 101, at least 2).")
  var samples: Int?

  @Flag(help: "Evaluate with the before flag set (an input on a step boundary in the before phase).")
  var beforeFlag = false

  @Flag(help: "Print the canonical CSS serialization alone and exit.")
  var css = false

  @Flag(help: "Print the linear() easing that approximates the easing within --tolerance.")
  var toLinear = false

  @Option(help: "With --to-linear: the largest deviation, as a fraction of the output range (default 0.001).")
  var tolerance: Double?

  @Option(help: "Write the output to this file instead of standard output.")
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
    if css && toLinear { throw ValidationError("give either --css or --to-linear, not both") }
    if let tolerance {
      if !toLinear { throw ValidationError("--tolerance goes with --to-linear") }
      if !(tolerance > 0 && tolerance.isFinite) {
        throw ValidationError("--tolerance \(tolerance) must be a positive finite number")
      }
    }
    if (css || toLinear) && (!inputs.isEmpty || samples != nil || beforeFlag) {
      throw ValidationError("--at, --samples and --before-flag go with the CSV output, not with --css or --to-linear")
    }
    _ = try timingFunction()
  }

  func timingFunction() throws -> TimingFunction {
    let trimmed = easing.trimmingCSSWhitespace()
    if let name = CoreAnimationTimingFunctionName(rawValue: trimmed), name != .linear {
      return .cubicBezier(CubicBezier(coreAnimation: name))
    }
    do {
      return try TimingFunction(css: easing)
    } catch {
      throw ValidationError("invalid easing '\(easing)': \(error)")
    }
  }

  func run() throws {
    let function = try timingFunction()
    if css {
      try emit(function.cssText + "\n", to: output)
      return
    }
    if toLinear {
      let approximation = try TimingFunction.linear(approximating: function, tolerance: tolerance ?? 0.001)
      try emit(approximation.cssText + "\n", to: output)
      return
    }
    let xs: [Double]
    if inputs.isEmpty {
      let n = samples ?? 101
      xs = (0..<n).map { Double($0) / Double(n - 1) }
    } else {
      xs = inputs
    }
    var csv = "x,y,dydx\n"
    for x in xs {
      let slope = function.velocity(at: x).map { "\($0)" } ?? "nan"
      csv += "\(x),\(function.value(at: x, beforeFlag: beforeFlag)),\(slope)\n"
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
