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
      Animation keeps them). dydx is empty where the function jumps (no derivative exists there). \
      A platform's curve by name is read too: swiftui.easeInOut, swiftui.circularEaseIn, \
      compose.FastOutSlowInEasing, material3.emphasized (the specification's two-segment path) — \
      evaluated exactly, without --css, --to-linear or --before-flag.
      """)

  @Argument(help: "The easing, quoted: for example 'steps(4, jump-both)'.")
  var easing: String

  @OptionGroup var inputs: ProgressInputs

  @Flag(help: "Evaluate with the before flag set (an input on a step boundary in the before phase).")
  var beforeFlag = false

  @Flag(help: "Print the canonical CSS serialization alone and exit.")
  var css = false

  @Flag(help: "Print the linear() easing that approximates the easing within --tolerance.")
  var toLinear = false

  @Option(parsing: .unconditional, help: "With --to-linear: the largest deviation, as a fraction of the output range (default 0.001).", transform: parseNumber)
  var tolerance: Double?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if css && toLinear { throw ValidationError("give either --css or --to-linear, not both") }
    if let tolerance {
      if !toLinear { throw ValidationError("--tolerance goes with --to-linear") }
      if !(tolerance > 0 && tolerance.isFinite) {
        throw ValidationError("--tolerance \(tolerance) must be a positive finite number")
      }
    }
    if (css || toLinear) && (inputs.given || beforeFlag) {
      throw ValidationError("--at, --samples and --before-flag go with the CSV output, not with --css or --to-linear")
    }
  }

  /// The easing, read once: a Core Animation name, or CSS.
  func timingFunction() throws -> TimingFunction {
    if let name = CoreAnimationTimingFunctionName(rawValue: easing.trimmingCSSWhitespace()) { return name.timingFunction }
    do {
      return try TimingFunction(css: easing)
    } catch {
      throw ValidationError("invalid easing \(quoted(easing)): \(shortened("\(error)"))")
    }
  }

  /// A platform's curve by name (``PlatformModel``), or nil for CSS and Core Animation names.
  func platformCurve() throws -> PlatformCurve? {
    guard PlatformModel.isPlatformName(easing) else { return nil }
    let model: PlatformModel
    do {
      model = try PlatformModel(parsing: easing)
    } catch {
      throw ValidationError("invalid easing \(quoted(easing)): \(shortened("\(error)"))")
    }
    guard case let .curve(curve) = model else {
      throw ValidationError("\(quoted(easing)) is a spring, not a timing curve: use curves spring --model")
    }
    if css || toLinear || beforeFlag {
      throw ValidationError("--css, --to-linear and --before-flag take a CSS easing, not \(quoted(easing))")
    }
    return curve
  }

  func run() throws {
    if let curve = try platformCurve() {
      try emitRows { x in (curve.value(at: x), curve.velocity(at: x)) }
      return
    }
    let function = try timingFunction()
    if css {
      try output.emit(function.cssText + "\n")
      return
    }
    if toLinear {
      let approximation = try usage { () throws(TimingFunctionError) in
        try TimingFunction.linear(approximating: function, tolerance: tolerance ?? 0.001)
      }
      try output.emit(approximation.cssText + "\n")
      return
    }
    try emitRows { x in (function.value(at: x, beforeFlag: beforeFlag), function.velocity(at: x)) }
  }

  /// The CSV rows `x,y,dydx` at the inputs, `evaluate` giving y and dy/dx.
  func emitRows(_ evaluate: (Double) -> (y: Double, slope: Double)) throws {
    let xs = try inputs.values()
    try CSVTable.refuse(rows: Double(xs.count), atLeast: 12)
    var csv = CSVTable(header: "x", "y", "dydx")
    csv.reserve(rows: xs.count)
    for x in xs where !csv.isFull {
      let (y, slope) = evaluate(x)
      csv.append(x, y, slope)
    }
    try output.emit(csv.text)
  }
}

/// `--at x` (repeatable) or `--samples n`: the inputs of a timing function.
struct ProgressInputs: ParsableArguments {
  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "An input x (any finite number, also outside [0, 1]); repeatable.", transform: parseNumber)
  var inputs: [Double] = []

  @Option(parsing: .unconditional, help: "Number of evenly spaced inputs over [0, 1] (default 101, at least 2).")
  var samples: Int?

  /// Whether either was given.
  var given: Bool { !inputs.isEmpty || samples != nil }

  func validate() throws {
    if let bad = inputs.first(where: { !$0.isFinite }) {
      throw ValidationError("--at \(bad) is not a finite number")
    }
    if let samples {
      if !inputs.isEmpty { throw ValidationError("give either --at or --samples, not both") }
      if samples < 2 { throw ValidationError("--samples \(samples) must be at least 2") }
      if samples > 10_000_000 { throw ValidationError("--samples \(samples) is above the limit of 10000000") }
    }
  }

  /// The inputs given, or `--samples` (default 101) spread over [0, 1].
  func values() throws -> [Double] {
    if !inputs.isEmpty { return inputs }
    return Array(try usage { () throws(SamplingError) in try SampleGrid.unitInterval(count: samples ?? 101) })
  }
}

extension String {
  /// The text without CSS white space (space, tab, line feed, carriage return, form feed) at
  /// either end.
  func trimmingCSSWhitespace() -> String {
    let space: Set<Character> = [" ", "\t", "\n", "\r", "\u{0C}"]
    return String(drop(while: { space.contains($0) }).reversed().drop(while: { space.contains($0) }).reversed())
  }
}
