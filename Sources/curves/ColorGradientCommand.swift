import ArgumentParser
import MotionCurves

/// `curves color gradient '<stop list>' --at x…`: CSV x,color, the gradient line's colour at each
/// location.
struct ColorGradientCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gradient",
    abstract: "Colours along a gradient's stop list at locations: CSV x,color.",
    discussion: """
      The stop list is CSS's, as linear-gradient() takes it after its direction: \
      'red, blue 30%, rgb(0 128 0) 50% 70%', with optional transition hints ('red, 25%, blue') and \
      an optional leading 'in <space> [<hue-method> hue],'. Positions are percentages; stops \
      without one are placed by CSS's fix-up (first 0%, last 100%, the rest spread evenly, a \
      position below an earlier one raised to it). x is a location on the gradient line (0 at \
      the start point, 1 at the end point, so 30% is 0.3); before the first stop and after the \
      last the end colours hold, and where stops share a location the last one wins. One row per \
      --at, in the order given; color is the computed value, quoted when it holds commas. \
      --mode css (default) interpolates every segment in the --in space (or the text's), else \
      CSS's default for the gradient (srgb when every stop is a legacy colour, else oklab), \
      premultiplied; --mode core-animation interpolates component-wise with straight alpha, as \
      CAGradientLayer draws.
      """)

  @Argument(help: "A CSS colour stop list ('red, blue 30%, lime 50% 70%').")
  var stops: String

  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "A location on the gradient line (repeatable).", transform: parseNumber)
  var locations: [Double] = []

  @OptionGroup var interpolation: ColorInterpolationOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if locations.isEmpty { throw ValidationError("give at least one --at") }
    if let bad = locations.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
  }

  func run() throws {
    let mode = try interpolation.interpolationMode()
    var gradient: ColorStops
    do {
      gradient = try ColorStops(css: stops)
    } catch {
      throw ValidationError(
        "invalid stop list \(quoted(stops)): \(shortened(error.message)) at character \(error.offset)")
    }
    // --in and --mode core-animation replace CSS's default; the text's own method may not be overridden.
    if interpolation.methodText != nil || mode == .coreAnimation {
      if case let .css(method?) = gradient.mode {
        throw ValidationError("the stop list names '\(method.cssText)': give the method there or in --in/--mode, not both")
      }
      gradient = try usage { () throws(ColorStopsError) in try ColorStops(gradient.stops, mode: mode) }
    }
    var csv = CSVTable(columns: ["x", "color"])
    for x in locations {
      let color = try finiteColor(gradient.value(at: x), "the gradient at \(x)")
      csv.append(fields: [CSVTable.field(x), CSVTable.field(text: color.computedCSSText)])
    }
    try output.emit(csv.text)
  }
}
