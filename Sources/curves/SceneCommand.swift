import ArgumentParser
import Foundation
import MotionCurves

/// `curves scene <document | name>`: every property of every layer instance of a scene document
/// at times of its clock, as long CSV; `--list` names the shipped scenes.
struct SceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene",
    abstract: "Evaluate a scene document: long CSV t,layer,instance,property,value of every layer at times t.",
    discussion: """
      The document is a MotionCurves scene (JSON: a canvas, a layer tree, animations attached to \
      layer properties by key path) or the name of a shipped scene (--list names them). A file \
      of that name, if there is one, is read first.

      At each time, first the canvas (an empty layer name): size.0, size.1 and background; then \
      one row per property of every layer instance (a replicator's sublayers once per instance, \
      instance 0 outside replicators), depth first, back to front. Properties: bounds.0 … \
      bounds.3 (x, y, width, height), anchorPoint.0/1, position.x, \
      position.y, zPosition, opacity, compositeOpacity (the product with every superlayer's), \
      transform and sublayerTransform (CSS text), and where the layer has them strokeStart, \
      strokeEnd, lineWidth, lineCap, path (SVG path data in the layer's coordinates), fillColor, \
      strokeColor, backgroundColor (CSS text, sRGB, with the replicator instance's colour \
      applied; a text layer draws its text in its fillColor), compositingFilter, text, colors.k and locations.k of a gradient with its \
      startPoint.0/1 and endPoint.0/1; then the geometry in root coordinates: toRoot (CSS \
      matrix text), quad.0 … quad.7 (the bounds' corners x, y: top left, top right, bottom \
      right, bottom left; absent behind the viewer) and rootPath (the stroked part of the path, \
      flattened to within --tolerance, as SVG path data). Vector values are one row per \
      component, named property.k; colours, transforms and paths are one CSS-text value.

      Times: --at t (repeatable), or the frames t0 + k/fps up to t1 (--fps default 60, --from \
      default 0, --until default the scene's duration). Budgets: one run writes at most 64 MiB \
      of CSV, and a frame's root paths flatten to at most 1,048,576 points (a scene expands to \
      at most 100,000 layer instances); beyond, the run fails before writing anything.

      --format web writes one self-contained HTML file instead (inline SVG and DOM, Web \
      Animations, no external resources) that plays the span --from … --until in a browser: the \
      library's evaluation sampled at --fps (default 60), one absolutely positioned element per \
      layer instance, back to front, its transform to the root as CSS matrix3d() (perspective \
      included), its composite opacity, colours, path (SVG d; the stroke trimmed to \
      strokeStart … strokeEnd), gradient, text and blend mode (mix-blend-mode). Every number \
      that changes is keyframed at the sample times, linear between; samples that a straight \
      segment reproduces are merged. Tolerance at every sample time, as the page computes it: \
      0.01 px for each layer box's corners and centre in root coordinates, 0.01 for path data \
      numbers (layer units), 1e-4 for opacity, colour components and gradient locations (a \
      merged run uses a quarter of the geometry tolerance and half of the others, leaving the \
      rest to the browser's rounding; checked in Chromium by Tests/Differential/web_scenes.py). Between \
      samples the page interpolates linearly; a text layer switches string halfway between \
      two samples. --repeat auto (default) loops forever when the span's last frame equals its \
      first within those tolerances, else plays once and holds the last frame; forever or once \
      choose. Text is drawn bold sans-serif at 0.45 × the layer's height, centred.

      --format lottie writes one Lottie (Bodymovin JSON) composition instead, made by \
      LottieSceneExport: frame k shows the time --from + k/--fps (default 60 fps), op = the \
      frames in the span; one shape layer per layer instance (ind, parent for the tree) with an \
      identity transform, its composite opacity, and its geometry in root coordinates: the \
      bounds' quad (projected, perspective included) filled with the background colour or the \
      gradient, the path filled, and its stroked part (strokeStart … strokeEnd applied) stroked. \
      Tolerance at every frame: 0.01 px for quad corners and gradient points, 1e-4 for opacity, \
      colours and gradient locations; paths are hold keyframes exact at every frame (flattened \
      within 0.01 px where the transform is not affine). What Lottie cannot say (text, some \
      blend modes, non-uniform stroke scaling) is approximated and named on standard error.
      """)

  @Argument(help: "The scene document (JSON), '-' for standard input, or a shipped scene's name.")
  var document: String?

  @Flag(help: "List the shipped scenes: CSV name,summary.")
  var list = false

  @OptionGroup var times: AnimationTimes

  @Option(
    parsing: .unconditional,
    help: "The largest distance between a root path and its flattened polyline, in points (default 0.1).",
    transform: parseNumber)
  var tolerance: Double = 0.1

  @Option(help: "What to write: csv (default; long CSV), web (one HTML page that plays the scene) or lottie (Lottie JSON).")
  var format: SceneFormat = .csv

  @Option(
    name: .customLong("repeat"),
    help: "With --format web: auto (default: forever when the span loops seamlessly, else once), forever or once.")
  var repetition: SceneRepetition = .auto

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if format != .csv {
      if list { throw ValidationError("--list takes no --format") }
      if !times.times.isEmpty {
        throw ValidationError("--format \(format.rawValue) samples a grid: give --fps, --from, --until, not --at")
      }
    }
    if format != .web && repetition != .auto {
      throw ValidationError("--repeat is for --format web")
    }
    if list {
      if document != nil { throw ValidationError("--list takes no document") }
      if times.given { throw ValidationError("--list takes no times") }
    } else if document == nil {
      throw ValidationError("give a scene document or a shipped scene's name (--list names them)")
    }
    if !(tolerance > 0 && tolerance.isFinite) { throw ValidationError("--tolerance \(tolerance) must be a positive number") }
  }

  func run() throws {
    if list {
      var table = CSVTable(columns: ["name", "summary"])
      for scene in try ShippedScenes.all() {
        table.append(fields: [CSVTable.field(text: scene.name), CSVTable.field(text: scene.summary)])
      }
      return try output.emit(table.text)
    }
    let scene = try ShippedScenes.load(document ?? "")
    if format == .lottie {
      let export = LottieSceneExport(
        framesPerSecond: self.times.fps ?? 60, start: self.times.from ?? 0, end: self.times.until ?? scene.duration)
      let lottie = try usage { () throws(LottieExportError) in try export.export(scene) }
      for line in lottie.omissions { writeStandardError("note: " + line + "\n") }
      return try output.emit(lottie.json + "\n")
    }
    let times = try self.times.values(end: scene.duration)
    var evaluator = try usage { () throws(SceneError) in try SceneEvaluator(scene, tolerance: tolerance) }
    if format == .web {
      let page = try SceneWebDocument(scene, times: times, fps: self.times.fps ?? 60, evaluator: &evaluator)
      let loops = repetition == .forever || (repetition == .auto && page.isSeamless)
      return try output.emit(page.html(loops: loops))
    }
    var table = CSVTable(columns: ["t", "layer", "instance", "property", "value"])
    let canvas = [
      ("size.0", "\(scene.size.x)"), ("size.1", "\(scene.size.y)"), ("background", scene.background.cssText),
    ]
    for (index, t) in times.enumerated() {
      let frames = try usage { () throws(SceneError) in try evaluator.evaluate(at: t) }
      let time = CSVTable.field(t)
      for (property, value) in canvas {
        table.beginRow(time + ",,0," + property)
        table.cell(text: value)
        table.endRow()
      }
      for (layer, frame) in frames.enumerated() {
        SceneRows.write(
          frame, animated: evaluator.animatedValues(ofLayer: layer),
          prefix: time + "," + CSVTable.field(text: frame.name) + ",\(frame.instance),", into: &table)
      }
      // The first frame's size tells what the whole run would write (frames differ in their
      // paths): twice the budget or more is refused before the rest is computed.
      if index == 0, times.count > 1, (try? table.text.utf8.count).map({ $0 > 2 * CSVTable.maximumBytes / times.count }) ?? true {
        throw CSVTable.budgetExceeded
      }
      if table.isFull { break }
    }
    try output.emit(try table.text)
  }
}

/// What `curves scene` writes.
enum SceneFormat: String, ExpressibleByArgument, CaseIterable {
  case csv, web, lottie
}

/// How the web page repeats the span.
enum SceneRepetition: String, ExpressibleByArgument, CaseIterable {
  case auto, forever, once
}

/// The scenes shipped with `curves` (`Sources/curves/Scenes`), and reading a scene argument.
enum ShippedScenes {
  /// The folder of shipped scene documents.
  static func folder() throws -> URL {
    guard let url = Bundle.module.url(forResource: "Scenes", withExtension: nil) else {
      throw ValidationError("the shipped scenes are missing from this build of curves")
    }
    return url
  }

  /// The shipped scenes' names, sorted.
  static func names() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: try folder().path)
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every shipped scene, by name.
  static func all() throws -> [SceneDocument] {
    try names().map { try load(shipped: $0) }
  }

  /// A shipped scene.
  static func load(shipped name: String) throws -> SceneDocument {
    let path = try folder().appendingPathComponent(name + ".json").path
    return try AnimationDocumentInput.load(SceneDocument.self, path, what: "scene document")
  }

  /// The scene an argument names: a file (or `-`), else a shipped scene.
  static func load(_ argument: String) throws -> SceneDocument {
    var info = stat()
    if argument == "-" || stat(argument, &info) == 0 || argument.contains("/") || argument.hasSuffix(".json") {
      return try AnimationDocumentInput.load(SceneDocument.self, argument, what: "scene document")
    }
    let shipped = try names()
    guard shipped.contains(argument) else {
      throw ValidationError(
        "no file or shipped scene named '\(escaped(argument))' (shipped: \(shipped.joined(separator: ", ")))")
    }
    return try load(shipped: argument)
  }
}

/// The rows of one layer instance, written into a table: property names and their values as CSV
/// text, each row after the instance's `t,layer,instance,` prefix.
enum SceneRows {
  static func write(
    _ frame: SceneLayerFrame, animated: [(keyPath: String, values: [Double])], prefix: String,
    into table: inout CSVTable
  ) {
    func number(_ name: String, _ value: Double) {
      table.beginRow(prefix + name)
      table.cell(value)
      table.endRow()
    }
    func text(_ name: String, _ value: String) {
      table.beginRow(prefix + name)
      table.cell(text: value)
      table.endRow()
    }
    for (k, value) in [frame.boundsOrigin.x, frame.boundsOrigin.y, frame.boundsSize.x, frame.boundsSize.y].enumerated() {
      number("bounds.\(k)", value)
    }
    number("anchorPoint.0", frame.anchorPoint.x)
    number("anchorPoint.1", frame.anchorPoint.y)
    number("position.x", frame.position.x)
    number("position.y", frame.position.y)
    number("zPosition", frame.zPosition)
    number("opacity", frame.opacity)
    number("compositeOpacity", frame.compositeOpacity)
    text("transform", CSSTransformList.computedCSSText(of: frame.transform))
    text("sublayerTransform", CSSTransformList.computedCSSText(of: frame.sublayerTransform))
    if let path = frame.path {
      number("strokeStart", frame.strokeStart)
      number("strokeEnd", frame.strokeEnd)
      number("lineWidth", frame.lineWidth)
      text("lineCap", frame.lineCap.rawValue)
      text("path", path.svgPathData)
    }
    for (name, color) in [("fillColor", frame.fillColor), ("strokeColor", frame.strokeColor), ("backgroundColor", frame.backgroundColor)] {
      if let color { text(name, color.cssText) }
    }
    if let mode = frame.blendMode { text("compositingFilter", mode.cssName) }
    if let shown = frame.text { text("text", shown) }
    if let gradient = frame.gradient {
      for (k, color) in gradient.colors.enumerated() { text("colors.\(k)", color.cssText) }
      for (k, location) in gradient.resolvedLocations.enumerated() { number("locations.\(k)", location) }
      number("startPoint.0", gradient.startPoint.x)
      number("startPoint.1", gradient.startPoint.y)
      number("endPoint.0", gradient.endPoint.x)
      number("endPoint.1", gradient.endPoint.y)
    }
    text("toRoot", CSSTransformList.computedCSSText(of: frame.toRoot))
    if let quad = frame.quad {
      for (k, value) in [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft].flatMap({ [$0.x, $0.y] }).enumerated() {
        number("quad.\(k)", value)
      }
    }
    if let rootPath = frame.rootPath { text("rootPath", rootPath.svgPathData) }
    // The layer's own transform as numbers, and every animated key path's value (after the rows
    // above, which keep their order).
    let m = frame.transform
    for (r, row) in [m.row1, m.row2, m.row3, m.row4].enumerated() {
      for (c, value) in [row.x, row.y, row.z, row.w].enumerated() { number(Self.matrixNames[r * 4 + c], value) }
    }
    for (keyPath, values) in animated {
      if values.count == 1 {
        number("animated.\(keyPath)", values[0])
      } else {
        for (k, value) in values.enumerated() { number("animated.\(keyPath).\(k)", value) }
      }
    }
  }

  /// transform.m11 … transform.m44.
  static let matrixNames = (1...4).flatMap { r in (1...4).map { c in "transform.m\(r)\(c)" } }
}
