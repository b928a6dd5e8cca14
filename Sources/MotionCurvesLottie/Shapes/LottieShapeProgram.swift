import MotionCurvesGeometry
import MotionCurvesTransforms

/// A shape layer's `shapes` compiled once for repeated evaluation: after the first
/// ``evaluate(atFrame:)``, evaluating another frame performs no heap allocation (flat buffers of
/// points and subpath ranges, emptied with `removeAll(keepingCapacity:)` and sized at compile time;
/// keyframe easings and lottie-web's motion paths are built at compile time).
///
/// Semantics (lottie.md §4.2): items are walked forward; a style paints every shape before it in
/// its scope (nested groups included); a modifier (`tm`, `rd`) changes every shape before it in
/// its scope, inner scopes first, then in array order, in the shape's own (group-local)
/// coordinates as lottie-web does; a repeater (`rp`) repeats the items before it
/// ⌈max copies⌉ times (at most 1000, and 20 000 copies per layer), copies past ⌈c⌉ at the frame
/// are not drawn. Hidden items are skipped; `mm`, `pb`, `zz`, `op`, `tw` are ignored.
///
/// Modes: ``LottieEvaluationMode/lottieWeb`` uses lottie-web's constant 0.5519 for ellipses,
/// rounded rectangles and round corners, `floor(pt)` star points, a rectangle without `d`
/// reversed (lottie-web draws it clockwise only for `d` 1 or 2), trim lengths from a 150-point
/// polyline per segment (cut parameters interpolated in its table) and its 4-decimal trim
/// rounding; ``LottieEvaluationMode/exact`` uses E_t = 0.5519150244935105707, `round(pt)`, exact
/// arc lengths (within 1e-12 relative) and the spec's trim offset rule. Both: a repeater copy k
/// with offset o is scaled by (s/100)^(k+o) (lottie-web steps a fractional offset linearly).
public struct LottieShapeProgram: Sendable {
  /// One subpath of the output: `segmentCount` cubics starting at `points[firstPoint]`, each three
  /// further points (control, control, end).
  public struct Subpath: Hashable, Sendable {
    /// The index of the start point in ``LottieShapeProgram/points``.
    public var firstPoint: Int
    /// The number of cubic segments.
    public var segmentCount: Int
    /// Whether the subpath is closed (its last segment ends at its start).
    public var isClosed: Bool
  }

  /// One drawn item of the last evaluation.
  public struct Drawn: Hashable, Sendable {
    /// The index of the style in ``LottieShapeProgram/styleShapes``.
    public var style: Int
    /// The opacity, 0…1.
    public var opacity: Double
    /// The subpaths: ``LottieShapeProgram/subpaths`` in this range.
    public var subpaths: Range<Int>
  }

  let mode: LottieEvaluationMode
  let groups: [Group]
  let sources: [Source]
  let modifiers: [Modifier]
  let styles: [Style]
  let repeaters: [Repeater]
  let trimItems: [(shape: String, s: LottieCompiledProperty, e: LottieCompiledProperty, o: LottieCompiledProperty)]

  /// The style items' paths relative to the layer, by style index.
  public let styleShapes: [String]
  /// The output points (layer coordinates) of the last evaluation.
  public internal(set) var points: [SIMD2<Double>] = []
  /// The output subpaths of the last evaluation.
  public internal(set) var subpaths: [Subpath] = []
  /// The drawn items of the last evaluation, back to front.
  public internal(set) var drawn: [Drawn] = []
  /// Each trim item's `s`, `e`, `o` at the last evaluation (in document order).
  public internal(set) var trimValues: [SIMD3<Double>] = []
  /// Per style: colour (rgb, 0) at the last evaluation.
  public internal(set) var styleColors: [SIMD4<Double>] = []
  /// Per style: width, and for gradients start.xy, end.xy, highlight length, angle.
  var styleNumbers: [SIMD8<Double>] = []
  /// Per style: flat stops and dashes values of the last evaluation.
  var styleValues: [[Double]] = []

  // Work buffers.
  var work: [SIMD2<Double>] = []
  var workSubpaths: [Subpath] = []
  var sourceRanges: [Range<Int>] = []
  var groupMatrices: [TransformMatrix3D] = []
  var groupOpacities: [Double] = []
  var groupVisible: [Bool] = []
  var scratch: [SIMD2<Double>] = []

  /// Compiles a shape layer's items. `layerPath` is the prefix stripped from item paths (the
  /// layer's JSON path and a dot: `"layers[0]."`; by default everything up to `shapes[`).
  public init(shapes: [LottieShape], mode: LottieEvaluationMode, layerPath: String? = nil) {
    let prefix: String
    if let layerPath {
      prefix = layerPath
    } else {
      prefix = shapes.first.map { Self.layerPrefix($0.path) } ?? ""
    }
    var compiler = Compiler(mode: mode, prefix: prefix)
    _ = compiler.scope(shapes[...], group: 0, copy: [], firstPass: true)
    self.mode = mode
    groups = compiler.groups
    sources = compiler.sources
    modifiers = compiler.modifiers
    styles = compiler.styles
    repeaters = compiler.repeaters
    trimItems = compiler.trims
    styleShapes = compiler.styles.map(\.shape)
    // Capacities.
    var workPoints = 0, workSubs = 0, outPoints = 0, outSubs = 0
    for s in sources {
      workPoints += 3 * s.segmentBound + s.subpathBound
      workSubs += s.subpathBound
    }
    workPoints *= modifiers.count + 1
    workSubs *= modifiers.count + 1
    var maxSegments = 0
    for s in sources { maxSegments = Swift.max(maxSegments, s.segmentBound) }
    for style in styles {
      for i in style.sources {
        outPoints += 3 * sources[i].segmentBound + sources[i].subpathBound
        outSubs += sources[i].subpathBound
      }
    }
    work.reserveCapacity(workPoints)
    workSubpaths.reserveCapacity(workSubs)
    points.reserveCapacity(outPoints)
    subpaths.reserveCapacity(outSubs)
    scratch.reserveCapacity(6 * maxSegments + 8)
    drawn.reserveCapacity(styles.count)
    sourceRanges = Array(repeating: 0..<0, count: sources.count)
    groupMatrices = Array(repeating: .identity, count: groups.count)
    groupOpacities = Array(repeating: 1, count: groups.count)
    groupVisible = Array(repeating: true, count: groups.count)
    trimValues = Array(repeating: .zero, count: trimItems.count)
    styleColors = Array(repeating: .zero, count: styles.count)
    styleNumbers = Array(repeating: .zero, count: styles.count)
    styleValues = styles.map { style in
      var values: [Double] = []
      values.reserveCapacity(style.dashes.count + 3 * style.stops.dimension + 8)
      return values
    }
  }

  /// Evaluates every drawn item at `frame` (of the layer's composition) into the program's
  /// buffers. No heap allocation after the first call.
  public mutating func evaluate(atFrame frame: Double) {
    evaluateGroups(frame)
    work.removeAll(keepingCapacity: true)
    workSubpaths.removeAll(keepingCapacity: true)
    for i in sources.indices { generate(i, frame) }
    for m in modifiers.indices { apply(m, frame) }
    for t in trimItems.indices {
      trimValues[t] = SIMD3(trimItems[t].s.scalar(atFrame: frame, or: 0), trimItems[t].e.scalar(atFrame: frame, or: 100),
        trimItems[t].o.scalar(atFrame: frame, or: 0))
    }
    points.removeAll(keepingCapacity: true)
    subpaths.removeAll(keepingCapacity: true)
    drawn.removeAll(keepingCapacity: true)
    var k = styles.count
    while k > 0 {
      k -= 1
      guard groupVisible[styles[k].group] else { continue }
      let style = styles[k]
      evaluatePaint(k, frame)
      let first = subpaths.count
      for s in style.sources where groupVisible[sources[s].group] {
        let matrix = groupMatrices[sources[s].group]
        for sp in sourceRanges[s] {
          let sub = workSubpaths[sp]
          subpaths.append(Subpath(firstPoint: points.count, segmentCount: sub.segmentCount, isClosed: sub.isClosed))
          for j in sub.firstPoint..<(sub.firstPoint + 1 + 3 * sub.segmentCount) {
            points.append(Self.apply(matrix, work[j]))
          }
        }
      }
      let opacity = style.opacity.scalar(atFrame: frame, or: 100) * 0.01 * groupOpacities[style.group]
      drawn.append(Drawn(style: k, opacity: opacity, subpaths: first..<subpaths.count))
    }
  }

  /// The part of an item path before its last `shapes[` (the layer's path and a dot).
  static func layerPrefix(_ path: String) -> String {
    let characters = Array(path)
    let marker = Array("shapes[")
    var k = characters.count - marker.count
    while k >= 0 {
      if Array(characters[k..<(k + marker.count)]) == marker { return String(characters[..<k]) }
      k -= 1
    }
    return ""
  }

  /// Row-vector point transform (x, y, 0, 1) · m.
  static func apply(_ m: TransformMatrix3D, _ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(p.x * m.row1.x + p.y * m.row2.x + m.row4.x, p.x * m.row1.y + p.y * m.row2.y + m.row4.y)
  }
}
