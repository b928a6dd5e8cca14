import ArgumentParser
import MotionCurves

/// `curves lottie <file.json> --at <frame>…`: every layer of a Lottie file at frames of its root
/// composition, as long CSV `frame,layer,name,shape,property,value…`.
struct LottieFramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Evaluate a Lottie file: CSV frame,layer,name,shape,property,value… of every layer at root frames.",
    discussion: """
      One row per property; a property's values continue in further fields (the rows are \
      ragged: read them with a CSV reader, not as a fixed table). frame is in the root \
      composition's frames; layer is the layer's ind path from the root composition (3, or 7/2 \
      for the layer of ind 2 in the precomposition that layer 7 shows; #n for a layer without \
      ind); name is its nm; shape is empty for the layer itself. Per layer, depth first in file \
      order: transform, 16 numbers m11 … m44 in matrix3d order (points as row vectors), the \
      layer-to-root matrix of the layer, its parents and the precomposition layers that show it \
      (lottie-web's finalTransform.mat, composed into the root); opacity, the layer's own, 0 … 1 \
      (lottie-web's finalTransform.mProp.o.v); visible, 1 while ip ≤ t < op in its composition's \
      time, else 0. Then, for a shape layer, per drawn item (shape is the style item's JSON \
      path in the layer, shapes[0].it[1], with #k for the kth copy of a repeater, #k.j nested), \
      back to front: its paint — color r g b (0 … 1) and fillRule (nonzero or evenodd) for a \
      fill, color and width for a stroke, gradient (type 1 linear or 2 radial, start x y, end x \
      y in the layer) and stops (offset r g b opacity per stop) for a gradient, and a gradient \
      stroke's width — then opacity (0 … 1: the style's, its groups' and the repeater copy's) \
      and path (one field: SVG path data in root coordinates, the geometry after group \
      transforms, trims, repeaters and round corners; empty where a 3-D layer turns a point \
      behind the viewer); per trim item trimStart and trimEnd \
      (0 … 1, as the file's percentages) and trimOffset (degrees).

      --mode exact (default) evaluates exactly: the exact bézier easing and exact arc length \
      along spatial keyframes. --mode lottie-web reproduces lottie-web 5.13.0's numbers: its \
      Float32 easing table, its 150-point motion-path polyline and its Float32 storage (within \
      1e-6 of the largest matrix entry, as its own storage).

      Frames: --at f (repeatable), or the grid --from (default ip) to --until (default op − 1) \
      by --step (default 1). Budgets: at most 1,000,000 frames and 64 MiB of CSV per run; \
      beyond, the run fails before writing anything. A file that cannot be read ends with exit \
      status 64 and one line naming its JSON path.
      """)

  /// The most frames one run evaluates.
  static let maximumFrames = 1_000_000

  @OptionGroup var input: LottieFileInput

  @Option(help: "exact (default) or lottie-web.")
  var mode: LottieModeOption = .exact

  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "A frame of the root composition (any finite number); repeatable.", transform: parseNumber)
  var frames: [Double] = []

  @Option(parsing: .unconditional, help: "First frame of the grid (default the file's ip).", transform: parseNumber)
  var from: Double?

  @Option(parsing: .unconditional, help: "Last frame of the grid (default the file's op − 1).", transform: parseNumber)
  var until: Double?

  @Option(parsing: .unconditional, help: "Frames between grid points (default 1).", transform: parseNumber)
  var step: Double?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let bad = frames.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
    for (name, value) in [("--from", from), ("--until", until)] {
      if let value, !value.isFinite { throw ValidationError("\(name) \(value) is not a finite number") }
    }
    if let step, !(step > 0 && step.isFinite) { throw ValidationError("--step \(step) must be a positive number") }
    if !frames.isEmpty && (from != nil || until != nil || step != nil) {
      throw ValidationError("give either --at or --from/--until/--step, not both")
    }
    if frames.count > Self.maximumFrames {
      throw ValidationError("\(frames.count) frames: at most \(Self.maximumFrames) per run")
    }
  }

  func run() throws {
    let animation = try input.read()
    let grid = try values(for: animation)
    let program: LottieProgram
    do {
      program = try LottieProgram(animation, mode: mode.value)
    } catch {
      throw ValidationError("\(input.name): \(shortened(error.description))")
    }
    var state = program.makeBuffer()
    let heads = program.layers.map {
      "," + CSVTable.field(text: $0.indPath) + "," + CSVTable.field(text: $0.layer.name ?? "") + ","
    }
    var table = CSVTable(header: "frame", "layer", "name", "shape", "property", "value")
    for frame in grid where !table.isFull {
      program.evaluate(atFrame: frame, into: &state)
      let time = CSVTable.field(frame)
      for k in program.layers.indices where !table.isFull {
        let head = time + heads[k]
        table.beginRow(head + ",transform")
        for value in state.toRoot[k].matrix3d { table.cell(value) }
        table.endRow()
        table.beginRow(head + ",opacity")
        table.cell(state.opacity[k])
        table.endRow()
        table.beginRow(head + ",visible")
        table.cell(state.isInRange[k] ? 1 : 0)
        table.endRow()
        if let shapes = state.shapes[k] {
          LottieShapeRows.append(shapes.frame, toRoot: state.toRoot[k], head: head, to: &table)
        }
      }
    }
    try output.emit(table.text)
  }

  /// The frames asked for: --at, or the grid.
  func values(for animation: LottieAnimation) throws -> [Double] {
    if !frames.isEmpty { return frames }
    let start = from ?? animation.inPoint
    let end = until ?? Swift.max(animation.outPoint - 1, start)
    guard end >= start else { throw ValidationError("--until \(end) is before --from \(start)") }
    let step = self.step ?? 1
    let count = ((end - start) / step).rounded(.down) + 1
    guard count.isFinite, count <= Double(Self.maximumFrames) else {
      throw ValidationError("the grid has more than \(Self.maximumFrames) frames: narrow --from/--until or widen --step")
    }
    return (0..<Int(count)).map { start + Double($0) * step }
  }
}

/// `--mode`: how a Lottie file is evaluated.
enum LottieModeOption: String, ExpressibleByArgument, CaseIterable {
  case exact
  case lottieWeb = "lottie-web"

  var value: LottieEvaluationMode { self == .exact ? .exact : .lottieWeb }
}
