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
      ColorGradientCommand.self,
    ])
}

/// A colour, or a usage error naming it, what is wrong and the character offset.
func cssColor(_ text: String, named name: String) throws -> CSSColor {
  do {
    return try CSSColor(css: text)
  } catch {
    throw ValidationError(
      "invalid colour \(name) \(quoted(text)): \(shortened(error.message)) at character \(error.offset)")
  }
}

/// `color`, refused where a component it has (not a missing one) is beyond the range of doubles:
/// conversions give ±∞ exactly where the exact value is beyond ±1.8e308 (and a finite value
/// wherever it is finite, never NaN), and CSS text would print `inf`. `what` names the result.
func finiteColor(_ color: CSSColor, _ what: String) throws -> CSSColor {
  let names = componentNames(color.space)
  for i in 0..<3 where color.component(i)?.isFinite == false {
    throw ValidationError("\(what) has its \(names[i]) beyond ±1.8e308, the range of doubles: it cannot be written as CSS")
  }
  if color.alphaValue?.isFinite == false {
    throw ValidationError("\(what) has its alpha beyond ±1.8e308, the range of doubles: it cannot be written as CSS")
  }
  return color
}

/// The components' names in `space`, for messages: r g b, x y z, L a b, L C h, h s l, h w b.
func componentNames(_ space: CSSColorSpace) -> [String] {
  switch space {
  case .xyzD50, .xyzD65: return ["x", "y", "z"]
  case .lab, .oklab: return ["L", "a", "b"]
  case .lch, .oklch: return ["L", "C", "h"]
  case .hsl: return ["h", "s", "l"]
  case .hwb: return ["h", "w", "b"]
  default: return ["r", "g", "b"]
  }
}

/// A library message as it may be quoted: at most 200 characters (a message quotes what it
/// found, which may be a 100,000-letter word), with an ellipsis when cut.
func shortened(_ message: String) -> String {
  message.count <= 200 ? message : message.prefix(200) + "…"
}

/// `--in '<space> [<hue-method> hue]'` and `--mode css|core-animation`: how two colours are
/// interpolated.
///
/// Both are read as text and parsed here rather than by argument parsing, whose messages quote the
/// whole value: a 100,000-character --in would be a 100,000-character message.
struct ColorInterpolationOptions: ParsableArguments {
  @Option(
    name: .customLong("in"),
    help: ArgumentHelp(
      "The interpolation space and hue method: 'oklch', 'hsl longer hue' (a leading 'in' is allowed). Default: CSS's (srgb for two legacy colours, else oklab).",
      valueName: "method"))
  var methodText: String?

  @Option(
    name: .customLong("mode"),
    help: ArgumentHelp(
      "css (CSS Color 4, premultiplied alpha) or core-animation (component-wise, straight alpha).", valueName: "mode"))
  var modeText = "css"

  func validate() throws {
    _ = try interpolationMode()
  }

  /// The mode --in and --mode give, or a usage error naming the bad value.
  func interpolationMode() throws -> ColorInterpolationMode {
    switch modeText {
    case "css":
      return .css(try methodText.map(parseInterpolationMethod))
    case "core-animation":
      if let methodText {
        throw ValidationError(
          "--in \(quoted(methodText)) applies to --mode css only: core-animation interpolates in the colours' own space")
      }
      return .coreAnimation
    default:
      throw ValidationError("--mode \(quoted(modeText)) is not css or core-animation")
    }
  }
}

/// Reads `<space> [<hue-method> hue]`, with or without CSS's leading `in`; a usage error names the
/// text, what is wrong and the character offset in the text as given.
func parseInterpolationMethod(_ text: String) throws -> CSSColorInterpolationMethod {
  let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
  let prefixed = words.first?.lowercased() == "in"
  do {
    return try CSSColorInterpolationMethod(css: prefixed ? text : "in " + text)
  } catch {
    let offset = prefixed ? error.offset : max(error.offset - 3, 0)
    throw ValidationError(
      "invalid --in \(quoted(text)): \(shortened(error.message)) at character \(offset)")
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
    let value = try finiteColor(try cssColor(color, named: "<color>"), quoted(color))
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
      none, and alpha is written as / a unless it is 1. --gamut-map brings the result into the \
      space's gamut first (css: CSS Color 4's binary search in OkLCh; raytrace; clip), for \
      spaces with a gamut (the RGB spaces, hsl and hwb).
      """)

  @Argument(help: "A CSS colour.")
  var color: String

  @Option(name: .customLong("to"), help: ArgumentHelp("The target space, as CSS writes it: srgb, display-p3, oklch …", valueName: "space"))
  var spaceText: String

  @Option(
    name: .customLong("gamut-map"),
    help: ArgumentHelp("Map into the target's gamut: css, raytrace or clip.", valueName: "method"))
  var gamutMapText: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try colorSpace(spaceText)
    _ = try gamutMapText.map(gamutMappingMethod)
  }

  func run() throws {
    let to = try colorSpace(spaceText)
    let method = try gamutMapText.map(gamutMappingMethod)
    let value = try cssColor(color, named: "<color>")
    let converted = try finiteColor(
      method.map { value.gamutMapped(to: to, method: $0) } ?? value.converted(to: to), "\(quoted(color)) in \(spaceText)")
    // Not legacy, so that srgb is written color(srgb …) at full precision, not rgb() in 255ths.
    try output.emit(converted.withLegacy(false).cssText + "\n")
  }
}

/// Reads a colour space name as CSS writes it (`xyz` is `xyz-d65`), or a usage error naming it.
func colorSpace(_ text: String) throws -> CSSColorSpace {
  guard let space = CSSColorSpace(cssName: text) else {
    let names = CSSColorSpace.allCases.map(\.cssName).joined(separator: ", ")
    throw ValidationError("--to \(quoted(text)) is not a colour space (\(names), xyz)")
  }
  return space
}

/// Reads a gamut-mapping method (`css`, `raytrace`, `clip`), or a usage error naming it.
func gamutMappingMethod(_ text: String) throws -> CSSGamutMappingMethod {
  guard let method = CSSGamutMappingMethod(rawValue: text) else {
    let names = CSSGamutMappingMethod.allCases.map(\.rawValue).joined(separator: ", ")
    throw ValidationError("--gamut-map \(quoted(text)) is not a gamut-mapping method (\(names))")
  }
  return method
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
    let mode = try interpolation.interpolationMode()
    var csv = CSVTable(columns: ["t", "color"])
    for t in fractions {
      let mixed = try finiteColor(a.interpolated(to: b, at: t, mode: mode), "the mix at \(t)")
      csv.append(fields: [CSVTable.field(t), CSVTable.field(text: mixed.computedCSSText)])
    }
    try output.emit(csv.text)
  }
}
