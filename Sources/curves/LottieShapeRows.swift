import MotionCurves

/// The rows of one shape layer's items at one frame, for `curves lottie <file>`: per drawn item
/// (shape = the style item's path in the layer, `#k.…` for repeater copies) its paint, opacity
/// and path in root coordinates; per trim item its start, end and offset.
enum LottieShapeRows {
  static func append(_ shapes: LottieShapeFrame, toRoot: TransformMatrix3D, head: String, to table: inout CSVTable) {
    for item in shapes.drawn where !table.isFull {
      let shape = item.shape + (item.copy.isEmpty ? "" : "#" + item.copy.map(String.init).joined(separator: "."))
      let row = head + CSVTable.field(text: shape) + ","
      switch item.paint {
      case let .fill(fill):
        values(row + "color", [fill.color.x, fill.color.y, fill.color.z], &table)
        table.beginRow(row + "fillRule")
        table.cell(text: fill.evenOdd ? "evenodd" : "nonzero")
        table.endRow()
      case let .stroke(stroke):
        values(row + "color", [stroke.color.x, stroke.color.y, stroke.color.z], &table)
        values(row + "width", [stroke.width], &table)
      case let .gradientFill(gradient, _):
        gradientRows(gradient, row, &table)
      case let .gradientStroke(gradient, stroke):
        gradientRows(gradient, row, &table)
        values(row + "width", [stroke.width], &table)
      }
      values(row + "opacity", [item.opacity], &table)
      table.beginRow(row + "path")
      table.cell(text: rooted(item.path, toRoot)?.svgPathData ?? "")
      table.endRow()
    }
    for trim in shapes.trims where !table.isFull {
      let row = head + CSVTable.field(text: trim.shape) + ","
      values(row + "trimStart", [trim.start * 0.01], &table)
      values(row + "trimEnd", [trim.end * 0.01], &table)
      values(row + "trimOffset", [trim.offset], &table)
    }
  }

  static func values(_ head: String, _ numbers: [Double], _ table: inout CSVTable) {
    table.beginRow(head)
    for number in numbers { table.cell(number) }
    table.endRow()
  }

  /// A gradient: its type (1 linear, 2 radial), start and end points in the layer, and its stops
  /// (offset, r, g, b, opacity each).
  static func gradientRows(_ gradient: LottieGradientPaint, _ row: String, _ table: inout CSVTable) {
    values(
      row + "gradient",
      [Double(gradient.gradientType), gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y], &table)
    values(row + "stops", gradient.stops.flatMap { [$0.offset, $0.color.x, $0.color.y, $0.color.z, $0.opacity] }, &table)
  }

  /// The path mapped into the root composition (points projected through the layer-to-root
  /// matrix); nil, an empty field, when a point is behind the viewer (a 3-D layer turned away:
  /// 2-D layers never are), rather than a path with some points unprojected.
  static func rooted(_ path: VectorPath, _ m: TransformMatrix3D) -> VectorPath? {
    var behind = false
    func map(_ p: SIMD2<Double>) -> SIMD2<Double> {
      guard let q = m.projecting(p) else {
        behind = true
        return p
      }
      return q
    }
    let commands = path.commands.map { command -> PathCommand in
      switch command {
      case let .move(p): return .move(map(p))
      case let .line(p): return .line(map(p))
      case let .cubic(a, b, c): return .cubic(map(a), map(b), map(c))
      case let .quadratic(a, b): return .quadratic(map(a), map(b))
      default: return command
      }
    }
    return behind ? nil : VectorPath(commands: commands)
  }
}
