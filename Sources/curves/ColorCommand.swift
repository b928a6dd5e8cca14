import ArgumentParser
import MotionCurves

/// `curves color …`: CSS colours resolved, converted between spaces and interpolated.
struct ColorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "color",
    abstract: "CSS colours: computed values, conversions between CSS Color 4 spaces, and interpolation.",
    discussion: """
      Colours are any CSS <color> MotionCurves reads: named colours, transparent, hex, rgb(), \
      hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() and color-mix(). currentcolor, system \
      colours and light-dark() depend on an element and are errors here.
      """,
    subcommands: [
      ColorResolveCommand.self,
      ColorConvertCommand.self,
      ColorMixCommand.self,
    ])
}

/// A colour, or a usage error naming it, what is wrong and the character offset.
func cssColor(_ text: String, named name: String) throws -> CSSColor {
  do {
    return try CSSColor(css: text)
  } catch {
    throw ValidationError(
      "invalid colour \(name) '\(escaped(String(text.prefix(60))))': \(String(error.message.prefix(200))) at character \(error.offset)")
  }
}

/// `--in '<space> [<hue-method> hue]'` and `--mode css|core-animation`: how two colours are
/// interpolated.
struct ColorInterpolationOptions: ParsableArguments {
  enum Mode: String, ExpressibleByArgument, CaseIterable {
    case css
    case coreAnimation = "core-animation"
  }

  @Option(
    name: .customLong("in"),
    help: ArgumentHelp(
      "The interpolation space and hue method: 'oklch', 'hsl longer hue' (a leading 'in' is allowed). Default: CSS's (srgb for two legacy colours, else oklab).",
      valueName: "method"),
    transform: parseInterpolationMethod)
  var method: CSSColorInterpolationMethod?

  @Option(help: "css (default: CSS Color 4, premultiplied alpha) or core-animation (component-wise, straight alpha).")
  var mode: Mode = .css

  func validate() throws {
    if mode == .coreAnimation, let method {
      throw ValidationError("--in '\(method.cssText.dropFirst(3))' applies to --mode css only: core-animation interpolates in the colours' own space")
    }
  }

  var interpolationMode: ColorInterpolationMode {
    switch mode {
    case .css: return .css(method)
    case .coreAnimation: return .coreAnimation
    }
  }
}

/// Reads `<space> [<hue-method> hue]`, with or without CSS's leading `in`.
@Sendable
func parseInterpolationMethod(_ text: String) throws -> CSSColorInterpolationMethod {
  let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
  let prefixed = words.first?.lowercased() == "in"
  do {
    return try CSSColorInterpolationMethod(css: prefixed ? text : "in " + text)
  } catch {
    let offset = prefixed ? error.offset : max(error.offset - 3, 0)
    throw ValidationError(
      "invalid --in '\(escaped(String(text.prefix(60))))': \(String(error.message.prefix(200))) at character \(offset)")
  }
}

/// `curves color resolve '<color>'`: the computed value, one line.
struct ColorResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "A colour's computed value as browsers serialize it (color-mix() evaluated): one line.",
    discussion: """
      Legacy colours (hex, named, rgb(), hsl(), hwb()) serialize as rgb(r, g, b) or \
      rgba(r, g, b, a) with 8-bit channels; the others in their own space (lab(), oklch(), \
      color(display-p3 …), color-mix() in its interpolation space), with exact numbers rather than \
      a browser's 6 digits.
      """)

  @Argument(help: "A CSS colour ('hsl(120 100% 25%)', 'color-mix(in oklch, red 40%, blue)').")
  var color: String

  @OptionGroup var output: OutputOptions

  func run() throws {
    let value = try cssColor(color, named: "<color>")
    try output.emit(value.computedCSSText + "\n")
  }
}

/// `curves color convert '<color>' --to <space>`: the colour in another space, one line.
struct ColorConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "A colour converted to a CSS Color 4 space: one line of CSS text.",
    discussion: """
      Spaces: \(CSSColorSpace.allCases.map(\.cssName).joined(separator: ", ")), and xyz \
      (= xyz-d65). The result is unclamped (it may lie outside the space's gamut) and written in \
      the space's own syntax with shortest round-trip numbers: color(srgb r g b) with channels \
      0…1, hsl(h s l), lab(L a b), oklch(L C h) …; a hue that is powerless there (a grey's) is \
      none, and alpha is written as / a unless it is 1.
      """)

  @Argument(help: "A CSS colour.")
  var color: String

  @Option(help: ArgumentHelp("The target space, as CSS writes it: srgb, display-p3, oklch …", valueName: "space"), transform: parseColorSpace)
  var to: CSSColorSpace

  @OptionGroup var output: OutputOptions

  func run() throws {
    let value = try cssColor(color, named: "<color>")
    // Not legacy, so that srgb is written color(srgb …) at full precision, not rgb() in 255ths.
    try output.emit(value.converted(to: to).withLegacy(false).cssText + "\n")
  }
}

/// Reads a colour space name as CSS writes it (`xyz` is `xyz-d65`).
@Sendable
func parseColorSpace(_ text: String) throws -> CSSColorSpace {
  guard let space = CSSColorSpace(cssName: text) else {
    let names = CSSColorSpace.allCases.map(\.cssName).joined(separator: ", ")
    throw ValidationError("'\(escaped(String(text.prefix(60))))' is not a colour space (\(names), xyz)")
  }
  return space
}

/// `curves color mix '<from>' '<to>' --at t…`: CSV t,color.
struct ColorMixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mix",
    abstract: "Colour interpolation at fractions: CSV t,color.",
    discussion: """
      One row per --at, in the order given; fractions outside [0, 1] extrapolate (overshooting \
      easings), with alpha clamped. color is the computed value (as 'color resolve' writes it), \
      quoted when it holds commas. --mode css (default) follows CSS Color 4: premultiplied alpha \
      in the --in space, or CSS's default (srgb for two legacy colours, else oklab); \
      --mode core-animation lerps the components and straight alpha in the colours' own space \
      (srgb when they differ).
      """)

  @Argument(help: "The start colour.")
  var from: String

  @Argument(help: "The end colour.")
  var to: String

  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "A fraction (repeatable).", transform: parseNumber)
  var fractions: [Double] = []

  @OptionGroup var interpolation: ColorInterpolationOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if fractions.isEmpty { throw ValidationError("give at least one --at") }
    if let bad = fractions.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
  }

  func run() throws {
    let a = try cssColor(from, named: "<from>")
    let b = try cssColor(to, named: "<to>")
    let mode = interpolation.interpolationMode
    var csv = CSVTable(columns: ["t", "color"])
    for t in fractions {
      csv.append(fields: [CSVTable.field(t), CSVTable.field(text: a.interpolated(to: b, at: t, mode: mode).computedCSSText)])
    }
    try output.emit(csv.text)
  }
}
