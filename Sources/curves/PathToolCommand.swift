import ArgumentParser
import MotionCurves

/// `curves path …`: lengths, points at lengths, trims, interpolation and normalization of SVG
/// path data.
struct PathToolCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "path",
    abstract: "Measure, trim, interpolate and normalize SVG path data, exactly.",
    discussion: """
      <d> is SVG 2 path data, quoted: 'M 0 0 C 33 0 67 100 100 100'. Every subcommand reads it \
      strictly (an error names the character offset) unless --lenient is given, which applies \
      SVG's error handling: everything before the command holding the first error is kept.
      """,
    subcommands: [
      PathLengthCommand.self, PathPointCommand.self, PathTrimCommand.self, PathInterpolateCommand.self,
      PathNormalizeCommand.self,
    ])
}

/// `--lenient`, and the reading of path data every path subcommand shares.
struct PathDataOptions: ParsableArguments {
  @Flag(help: "Apply SVG's error handling (keep everything before the first error) instead of failing.")
  var lenient = false

  /// The path `text` describes, or a usage error naming the offset.
  func path(_ text: String, named name: String = "<d>") throws -> VectorPath {
    do {
      return try VectorPath(svg: text, lenient: lenient)
    } catch {
      throw ValidationError("invalid path data \(name) \(quoted(text)): \(shortened("\(error)"))")
    }
  }
}

/// `curves path length '<d>'`: the total length, one number.
struct PathLengthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "length",
    abstract: "The total length of every subpath (closing lines count, moves do not), one number.")

  @Argument(help: "The path data.")
  var d: String

  @OptionGroup var pathData: PathDataOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let table = PathLengthTable(try pathData.path(d))
    let length = table.totalLength
    if length == .infinity {
      throw ValidationError(
        "the length of \(quoted(d)) is \(beyondDoubles(table.unitTotalLength, unit: table.unit)), beyond the range of doubles")
    }
    try output.emit("\(length)\n")
  }
}

/// `value × unit` (a power of two 2ᵏ, the value finite) in decimal to four significant digits,
/// for a quantity beyond the range of doubles: `2e308`. The value is brought into [1, 10) and
/// doubled k times, renormalized by tens (errors of a few hundred ulps, far below the digits).
func beyondDoubles(_ value: Double, unit: Double) -> String {
  guard value > 0, value.isFinite, unit >= 1, unit.isFinite else { return "\(value * unit)" }
  var x = value, exponent = 0
  while x >= 10 {
    x /= 10
    exponent += 1
  }
  while x < 1 {
    x *= 10
    exponent -= 1
  }
  for _ in 0..<Int(unit.exponent) {
    x *= 2
    if x >= 10 {
      x /= 10
      exponent += 1
    }
  }
  var digits = (x * 1000).rounded() / 1000
  if digits >= 10 {
    digits /= 10
    exponent += 1
  }
  let mantissa = digits == digits.rounded() ? "\(Int(digits))" : "\(digits)"
  return "\(mantissa)e\(exponent)"
}

/// `curves path point '<d>' (--at-length s | --at-fraction f)...`: CSV `length,x,y,tx,ty`.
struct PathPointCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "point",
    abstract: "Points and unit tangents at lengths or fractions of the total: CSV length,x,y,tx,ty.",
    discussion: """
      Distances are clamped to [0, L]; length is the clamped distance. As Chromium's \
      getPointAtLength: at 0 the point is the path's first point, even a leading lone moveto's \
      ('M 0 0 M 10 0 L 20 0' is at (0, 0)), with the tangent where drawing starts; a positive \
      distance is on the first segment of positive length whose running end reaches it, so \
      subpaths of length 0 (a lone moveto, a dot) are skipped, and at the boundary between two \
      subpaths the earlier subpath's end is returned. A path that draws nothing gives its first \
      point with tangent (1, 0).
      """)

  @Argument(help: "The path data.")
  var d: String

  @Option(
    name: .customLong("at-length"), parsing: .unconditionalSingleValue,
    help: "A distance along the path (any finite number); repeatable.", transform: parseNumber)
  var lengths: [Double] = []

  @Option(
    name: .customLong("at-fraction"), parsing: .unconditionalSingleValue,
    help: "A fraction of the total length (any finite number); repeatable.", transform: parseNumber)
  var fractions: [Double] = []

  @OptionGroup var pathData: PathDataOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if lengths.isEmpty && fractions.isEmpty { throw ValidationError("give --at-length or --at-fraction") }
    if !lengths.isEmpty && !fractions.isEmpty { throw ValidationError("give either --at-length or --at-fraction, not both") }
    if let bad = (lengths + fractions).first(where: { !$0.isFinite }) {
      throw ValidationError("\(lengths.isEmpty ? "--at-fraction" : "--at-length") \(bad) is not a finite number")
    }
  }

  func run() throws {
    let table = PathLengthTable(try pathData.path(d))
    var csv = CSVTable(header: "length", "x", "y", "tx", "ty")
    let positions = lengths.isEmpty ? fractions.map(table.position(atFraction:)) : lengths.map(table.position(atLength:))
    for (k, position) in positions.enumerated() {
      if position.distance == .infinity {
        // Only a fraction reaches a length beyond the range of doubles (a length given is finite).
        let fraction = Swift.min(Swift.max(fractions[k], 0), 1)
        throw ValidationError(
          "the length at --at-fraction \(fractions[k]) of \(quoted(d)) is "
            + "\(beyondDoubles(fraction * table.unitTotalLength, unit: table.unit)), beyond the range of doubles")
      }
      csv.append(position.distance, position.point.x, position.point.y, position.tangent.x, position.tangent.y)
    }
    try output.emit(csv.text)
  }
}

/// `curves path trim '<d>' --start a --end b [--offset o] [--mode …]`: the drawn pieces.
struct PathTrimCommand: ParsableCommand {
  enum Mode: String, ExpressibleByArgument, CaseIterable {
    case coreAnimation = "core-animation"
    case lottieSimultaneous = "lottie-simultaneous"
    case lottieIndividual = "lottie-individual"
  }

  static let configuration = CommandConfiguration(
    commandName: "trim",
    abstract: "The pieces a trim draws, as SVG path data on one line (an empty line when nothing is drawn).",
    discussion: """
      core-animation: CAShapeLayer's strokeStart/strokeEnd, fractions of the total length of all \
      subpaths one after another; start ≥ end draws nothing. lottie-simultaneous and \
      lottie-individual: a Lottie trim-paths modifier with lottie-web's rules (start and end as \
      fractions, Lottie's s and e / 100; --offset in degrees, Lottie's o), each subpath of <d> \
      being one shape of the group: simultaneously trims every shape on its own, individually \
      trims the shapes laid end to end.
      """)

  @Argument(help: "The path data.")
  var d: String

  @Option(parsing: .unconditional, help: "Where the drawn part starts, a fraction of the length.", transform: parseNumber)
  var start: Double

  @Option(parsing: .unconditional, help: "Where the drawn part ends, a fraction of the length.", transform: parseNumber)
  var end: Double

  @Option(parsing: .unconditional, help: "Lottie modes: the offset in degrees (360 = the whole length).", transform: parseNumber)
  var offset: Double?

  @Option(help: "core-animation (default), lottie-simultaneous or lottie-individual.")
  var mode: Mode = .coreAnimation

  @OptionGroup var pathData: PathDataOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    for (name, value) in [("--start", start), ("--end", end), ("--offset", offset ?? 0)] where !value.isFinite {
      throw ValidationError("\(name) \(value) is not a finite number")
    }
    if offset != nil && mode == .coreAnimation { throw ValidationError("--offset goes with the lottie modes") }
  }

  func run() throws {
    let path = try pathData.path(d)
    let drawn: VectorPath
    switch mode {
    case .coreAnimation:
      drawn = path.trimmed(strokeStart: start, strokeEnd: end)
    case .lottieSimultaneous, .lottieIndividual:
      let shapes = path.subpaths.map { VectorPath(subpaths: [$0]) }
      let trimmed = VectorPath.lottieTrimmed(
        shapes, start: start, end: end, offsetDegrees: offset ?? 0,
        mode: mode == .lottieIndividual ? .individually : .simultaneously)
      drawn = VectorPath(subpaths: trimmed.flatMap(\.subpaths))
    }
    try output.emit(drawn.svgPathData + "\n")
  }
}

/// `curves path interpolate '<from>' '<to>' --at t...`: CSV `t,d`.
struct PathInterpolateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interpolate",
    abstract: "Interpolate two paths as browsers do: CSV t,d.",
    discussion: """
      Both made absolute; the same command kinds in the same order interpolate number by number \
      (extrapolating outside [0, 1]; arc flags switch at 0.5), otherwise the path flips from \
      <from> to <to> at 0.5.
      """)

  @Argument(help: "The path data at t = 0.")
  var from: String

  @Argument(help: "The path data at t = 1.")
  var to: String

  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "A progress t (any finite number); repeatable.", transform: parseNumber)
  var times: [Double] = []

  @OptionGroup var pathData: PathDataOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if times.isEmpty { throw ValidationError("give at least one --at") }
    if let bad = times.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
  }

  func run() throws {
    let a = try pathData.path(from, named: "<from>"), b = try pathData.path(to, named: "<to>")
    var csv = CSVTable(columns: ["t", "d"])
    for t in times {
      csv.append(fields: [CSVTable.field(t), CSVTable.field(text: a.interpolated(to: b, at: t).svgPathData)])
    }
    try output.emit(csv.text)
  }
}

/// `curves path normalize '<d>'`: canonical absolute path data.
struct PathNormalizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "normalize",
    abstract: "Canonical path data: absolute commands (kinds kept), shortest round-trip numbers, one line.")

  @Argument(help: "The path data.")
  var d: String

  @OptionGroup var pathData: PathDataOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    try output.emit(try pathData.path(d).svgPathData + "\n")
  }
}
