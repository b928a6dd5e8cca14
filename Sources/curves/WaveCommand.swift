import ArgumentParser
import MotionCurves

/// `curves wave`: the points of a sine wave's path, as CSV `x,y`.
struct WaveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wave",
    abstract: "Sample a sine wave y = A·sin(ωx + φ + speed·t) + h into a path: CSV with the header x,y.",
    discussion: """
      One point per pixel (step 1/scale) over [0, width], in order; with --closed-to y the two \
      points that close the polygon down to y follow. --preset header gives the two-wave profile \
      header (--layer 1 is the front wave, 2 the one behind).
      """)

  @Option(parsing: .unconditional, help: "Width of the path (> 0).", transform: parseNumber) var width: Double
  @Option(parsing: .unconditional, help: "Points per unit of width (default 1).", transform: parseNumber) var scale: Double = 1
  @OptionGroup var parameters: WaveParameters
  @Option(parsing: .unconditional, help: "Time in seconds (default 0).", transform: parseNumber) var time: Double = 0
  @Option(parsing: .unconditional, help: "Close the path down to this y for filling.", transform: parseNumber) var closedTo: Double?
  @OptionGroup var output: OutputOptions

  func validate() throws {
    for (name, value) in [("--width", width), ("--scale", scale), ("--phase", parameters.phase), ("--baseline", parameters.baseline), ("--time", time)]
    where !value.isFinite {
      throw ValidationError("\(name) \(value) is not a finite number")
    }
    if !(width > 0) { throw ValidationError("--width \(width) must be greater than 0") }
    if !(scale > 0) { throw ValidationError("--scale \(scale) must be greater than 0") }
    if !(1 / scale).isFinite { throw ValidationError("--scale \(scale) is too small: the step 1/scale is beyond the largest number") }
    if let closedTo, !closedTo.isFinite { throw ValidationError("--closed-to \(closedTo) is not a finite number") }
    let points = SineWave.pointCount(width: width, step: 1 / scale)
    if points > 10_000_000 { throw ValidationError("the path would have \(points) points, above the limit of 10000000") }
  }

  func run() throws {
    let wave = try parameters.wave(width: width)
    let count = SineWave.pointCount(width: width, step: 1 / scale)
    try CSVTable.refuse(rows: Double(count), atLeast: 8)
    var points = [SIMD2<Double>](repeating: .zero, count: count + (closedTo == nil ? 0 : 2))
    try usage { () throws(WaveError) in
      if let closedTo {
        try wave.closedPath(from: 0, width: width, step: 1 / scale, time: time, floor: closedTo, into: &points)
      } else {
        try wave.path(from: 0, width: width, step: 1 / scale, time: time, into: &points)
      }
    }
    var csv = CSVTable(header: "x", "y")
    csv.reserve(rows: points.count)
    for point in points where !csv.isFull { csv.append(point.x, point.y) }
    try output.emit(csv.text)
  }
}

/// The wave: amplitude with one of angular frequency, wavelength or periods, or a preset.
struct WaveParameters: ParsableArguments {
  @Option(parsing: .unconditional, help: "Amplitude A.", transform: parseNumber) var amplitude: Double?
  @Option(parsing: .unconditional, help: "Angular frequency ω in radians per unit of x.", transform: parseNumber) var angularFrequency: Double?
  @Option(parsing: .unconditional, help: "Wavelength 2π/ω.", transform: parseNumber) var wavelength: Double?
  @Option(parsing: .unconditional, help: "Periods across the width.", transform: parseNumber) var periods: Double?
  @Option(name: .customLong("phase"), parsing: .unconditional, help: "Phase φ in radians (default 0).", transform: parseNumber)
  var givenPhase: Double?
  @Option(name: .customLong("baseline"), parsing: .unconditional, help: "Baseline h (default 0).", transform: parseNumber)
  var givenBaseline: Double?

  /// φ, 0 unless given.
  var phase: Double { givenPhase ?? 0 }
  /// h, 0 unless given.
  var baseline: Double { givenBaseline ?? 0 }
  @Option(parsing: .unconditional, help: "Phase velocity in radians per second (default 0).", transform: parseNumber) var speed: Double?
  @Option(help: "header: the two-wave profile header.") var preset: Preset?
  @Option(parsing: .unconditional, help: "With --preset header: 1 (front wave, default) or 2.") var layer: Int?

  enum Preset: String, ExpressibleByArgument, CaseIterable { case header }

  func validate() throws {
    if let layer, preset == nil || !(1...2).contains(layer) {
      throw ValidationError(preset == nil ? "--layer goes with --preset header" : "--layer \(layer) must be 1 or 2")
    }
  }

  /// The wave from exactly one description.
  func wave(width: Double) throws -> SineWave {
    let frequencies = [angularFrequency, wavelength, periods].compactMap { $0 }
    if preset == .header {
      if amplitude != nil || !frequencies.isEmpty || speed != nil || givenPhase != nil || givenBaseline != nil {
        throw ValidationError("--preset header sets the amplitude, frequency, phase, baseline and speed itself")
      }
      return try usage { () throws(WaveError) in try SineWave.header(width: width)[(layer ?? 1) - 1] }
    }
    guard let amplitude else { throw ValidationError("give --amplitude (or --preset header)") }
    guard frequencies.count == 1 else {
      throw ValidationError("give exactly one of --angular-frequency, --wavelength and --periods")
    }
    return try usage { () throws(WaveError) in
      if let angularFrequency {
        try SineWave(amplitude: amplitude, angularFrequency: angularFrequency, phase: phase, baseline: baseline, speed: speed ?? 0)
      } else if let wavelength {
        try SineWave(amplitude: amplitude, wavelength: wavelength, phase: phase, baseline: baseline, speed: speed ?? 0)
      } else {
        try SineWave(amplitude: amplitude, periods: periods ?? 0, across: width, phase: phase, baseline: baseline, speed: speed ?? 0)
      }
    }
  }
}
