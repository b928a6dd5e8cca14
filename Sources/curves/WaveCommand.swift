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

  @Option(parsing: .unconditional, help: "Width of the path (> 0).") var width: Double
  @Option(parsing: .unconditional, help: "Points per unit of width (default 1).") var scale: Double = 1
  @Option(parsing: .unconditional, help: "Amplitude A.") var amplitude: Double?
  @Option(parsing: .unconditional, help: "Angular frequency ω in radians per unit of x.") var angularFrequency: Double?
  @Option(parsing: .unconditional, help: "Wavelength 2π/ω.") var wavelength: Double?
  @Option(parsing: .unconditional, help: "Periods across the width.") var periods: Double?
  @Option(parsing: .unconditional, help: "Phase φ in radians (default 0).") var phase: Double = 0
  @Option(parsing: .unconditional, help: "Baseline h (default 0).") var baseline: Double = 0
  @Option(parsing: .unconditional, help: "Phase velocity in radians per second (default 0).") var speed: Double?
  @Option(parsing: .unconditional, help: "Time in seconds (default 0).") var time: Double = 0
  @Option(parsing: .unconditional, help: "Close the path down to this y for filling.") var closedTo: Double?
  @Option(help: "header: the two-wave profile header.") var preset: Preset?
  @Option(help: "With --preset header: 1 (front wave, default) or 2.") var layer: Int?
  @Option(help: "Write the CSV to this file instead of standard output.") var output: String?

  enum Preset: String, ExpressibleByArgument, CaseIterable { case header }

  func validate() throws {
    for (name, value) in [("--width", width), ("--scale", scale), ("--phase", phase), ("--baseline", baseline), ("--time", time)]
    where !value.isFinite {
      throw ValidationError("\(name) \(value) is not a finite number")
    }
    if !(width > 0) { throw ValidationError("--width \(width) must be greater than 0") }
    if !(scale > 0) { throw ValidationError("--scale \(scale) must be greater than 0") }
    if let closedTo, !closedTo.isFinite { throw ValidationError("--closed-to \(closedTo) is not a finite number") }
    if let layer, preset == nil || !(1...2).contains(layer) {
      throw ValidationError(preset == nil ? "--layer goes with --preset header" : "--layer \(layer) must be 1 or 2")
    }
    let points = SineWave.pointCount(width: width, step: 1 / scale)
    if points > 10_000_000 { throw ValidationError("the path would have \(points) points, above the limit of 10000000") }
    _ = try wave()
  }

  func wave() throws -> SineWave {
    let frequencies = [angularFrequency, wavelength, periods].compactMap { $0 }
    if preset == .header {
      if amplitude != nil || !frequencies.isEmpty || speed != nil {
        throw ValidationError("--preset header sets the amplitude, frequency and speed itself")
      }
      do {
        return try SineWave.header(width: width)[(layer ?? 1) - 1]
      } catch {
        throw ValidationError("\(error)")
      }
    }
    guard let amplitude else { throw ValidationError("give --amplitude (or --preset header)") }
    guard frequencies.count == 1 else {
      throw ValidationError("give exactly one of --angular-frequency, --wavelength and --periods")
    }
    do {
      if let angularFrequency {
        return try SineWave(amplitude: amplitude, angularFrequency: angularFrequency, phase: phase, baseline: baseline, speed: speed ?? 0)
      } else if let wavelength {
        return try SineWave(amplitude: amplitude, wavelength: wavelength, phase: phase, baseline: baseline, speed: speed ?? 0)
      } else {
        return try SineWave(amplitude: amplitude, periods: periods ?? 0, across: width, phase: phase, baseline: baseline, speed: speed ?? 0)
      }
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() throws {
    let wave = try wave()
    let count = SineWave.pointCount(width: width, step: 1 / scale)
    var points = [SIMD2<Double>](repeating: .zero, count: count + (closedTo == nil ? 0 : 2))
    do {
      if let closedTo {
        try wave.closedPath(from: 0, width: width, step: 1 / scale, at: time, floor: closedTo, into: &points)
      } else {
        try wave.path(from: 0, width: width, step: 1 / scale, at: time, into: &points)
      }
    } catch {
      throw ValidationError("\(error)")
    }
    var csv = "x,y\n"
    csv.reserveCapacity(points.count * 40)
    for point in points { csv += "\(point.x),\(point.y)\n" }
    try emit(csv, to: output)
  }
}
