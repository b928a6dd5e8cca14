import ArgumentParser
import MotionCurves

/// `curves lottie …`: Lottie (Bodymovin JSON) files.
struct LottieCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lottie",
    abstract: "Lottie (Bodymovin JSON) animations: evaluate a file at frames, or say what it holds.",
    subcommands: [LottieFramesCommand.self, LottieInfoCommand.self],
    defaultSubcommand: LottieFramesCommand.self)
}

/// `curves lottie info <file.json>`: the composition, the layer tree and the diagnostics.
struct LottieInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Print a Lottie file's composition, its layers as a tree and what is read but not evaluated.",
    discussion: """
      First the composition: name, version, size (w × h), frame rate (fps), frames (ip to op) and \
      duration (seconds, (op − ip) / fr). Then one line per layer, depth first, indented two \
      spaces per precomposition level: its ind path from the root composition (3, or 7/2 for \
      the layer of ind 2 inside the precomposition of layer 7; a layer without ind shows its \
      position in the array as #n), its name in quotes, its type, and its parent's ind where it \
      has one. Last the diagnostics: one line per feature that is read but not evaluated \
      (expressions, text, effects, masks, mattes, unknown shapes …), with its JSON path. A file \
      that cannot be read ends with exit status 64 and one line naming the JSON path. At most \
      100,000 layer lines are written (precompositions used many times repeat their layers).
      """)

  /// The most layer lines one run writes.
  static let maximumLines = 100_000

  @OptionGroup var input: LottieFileInput

  @OptionGroup var output: OutputOptions

  func run() throws {
    let animation = try input.read()
    var text = ""
    text += "name: \(animation.name.map(quotedName) ?? "(none)")\n"
    text += "version: \(animation.version ?? "(none)")\n"
    text += "size: \(Self.number(animation.size.x)) x \(Self.number(animation.size.y))\n"
    text += "frame rate: \(Self.number(animation.frameRate)) fps\n"
    text += "frames: \(Self.number(animation.inPoint)) to \(Self.number(animation.outPoint))\n"
    text += "duration: \(Self.number(animation.duration)) s\n"
    text += "layers:\n"
    var lines = 0
    try Self.tree(animation.layers, prefix: "", depth: 1, in: animation, into: &text, lines: &lines)
    text += "diagnostics:\(animation.diagnostics.isEmpty ? " none" : "")\n"
    for diagnostic in animation.diagnostics { text += "  \(escaped(diagnostic.description))\n" }
    try output.emit(text)
  }

  /// A number without a trailing `.0` when it is an integer.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  static func tree(
    _ layers: [LottieLayer], prefix: String, depth: Int, in animation: LottieAnimation, into text: inout String,
    lines: inout Int
  ) throws {
    for (n, layer) in layers.enumerated() {
      lines += 1
      guard lines <= maximumLines else {
        throw ValidationError("the layer tree has more than \(maximumLines) lines (precompositions repeat their layers)")
      }
      let path = prefix + (layer.index.map(String.init) ?? "#\(n)")
      var line = String(repeating: "  ", count: depth) + path + " " + quotedName(layer.name ?? "") + " " + layer.kind.name
      if let parent = layer.parent { line += " parent \(parent)" }
      if case .precomposition = layer.kind, let id = layer.referenceID { line += " asset " + quotedName(id) }
      text += line + "\n"
      if case .precomposition = layer.kind, let id = layer.referenceID, let asset = animation.asset(id) {
        try tree(asset.layers, prefix: path + "/", depth: depth + 1, in: animation, into: &text, lines: &lines)
      }
    }
  }
}

/// A name from the file in double quotes, escaped to stay on one line.
func quotedName(_ name: String) -> String {
  var text = "\""
  for character in escaped(name) { text += character == "\"" ? "\\\"" : String(character) }
  return text + "\""
}

/// The Lottie file a `curves lottie` command reads: a path or `-`, read whole and parsed, a file
/// that cannot be read refused with one line naming it and the JSON path.
struct LottieFileInput: ParsableArguments {
  @Argument(help: "The Lottie file (JSON), or '-' for standard input.")
  var file: String

  /// How errors name the input.
  var name: String { file == "-" ? "standard input" : escaped(file) }

  /// The file, read.
  func read() throws -> LottieAnimation {
    let bytes = try AnimationDocumentInput.contents(file, name: name)
    do {
      return try LottieAnimation(json: bytes)
    } catch {
      throw ValidationError("\(name): \(shortened(error.description))")
    }
  }
}
