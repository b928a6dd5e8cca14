import ArgumentParser
import MotionCurves

/// One layer instance of a scene as the web export draws it: an absolutely positioned box whose
/// transform maps it to the scene's root, with what the layer draws inside, and every quantity
/// that can change sampled at each time of the grid.
///
/// Why baked and not translated: a scene's values come from Core Animation timing (layer time,
/// speed and time offsets, scripted inputs scrubbing a clock), springs, every keyframe calculation
/// mode, transitions that start from the value on screen, and composition through the layer tree
/// (sublayer transforms, replicator instances, flattening into each superlayer's plane). Web
/// Animations has no exact counterpart for most of these (a paced or cubic keyframe mode, a layer
/// clock driven by an input, a spring whose start depends on another animation), so the export
/// samples the library's own evaluation and lets the browser interpolate linearly between samples.
struct SceneWebElement {
  var name: String
  var instance: Int
  /// The bounds: the box's size, and the layer coordinates of its top-left corner.
  var size: SIMD2<Double>, origin: SIMD2<Double>
  var blendMode: String?
  /// The box to the root: translation by the bounds origin, then the frame's `toRoot` (16
  /// numbers, Core Animation's row-vector layout, which is `matrix3d()`'s argument order), its
  /// third row and column the identity's (the depth of the flat box's points is dropped anyway).
  var matrix: SceneWebNumbers
  /// The composite opacity.
  var opacity: SceneWebNumbers
  /// The background colour (sRGB components, alpha).
  var background: SceneWebNumbers?
  /// The fill: colour, and the presented path.
  var fill: (color: SceneWebNumbers, path: SceneWebPath)?
  /// The stroke: colour and line width, and the stroked part of the path (strokeStart … strokeEnd).
  var stroke: (paint: SceneWebNumbers, path: SceneWebPath)?
  var lineCap: String
  /// A text layer: its colour, its strings, and which one shows (1 for the shown one, else 0).
  var text: (color: SceneWebNumbers, strings: [String], shown: [SceneWebDiscrete])?
  /// A gradient: its colours and locations, and its axis from the start to the end point.
  var gradient: (stops: SceneWebNumbers, count: Int, start: SIMD2<Double>, end: SIMD2<Double>)?

  /// The element of `frame`, with no samples yet.
  init(_ frame: SceneLayerFrame) {
    name = frame.name
    instance = frame.instance
    size = frame.boundsSize
    origin = frame.boundsOrigin
    blendMode = frame.blendMode.map(\.cssName)
    lineCap = frame.lineCap.rawValue
    let color = SceneWebTolerance.mergedColor
    matrix = SceneWebNumbers(
      properties: (0..<16).map { "--m\($0)" },
      measure: .box(frame.boundsSize, SceneWebTolerance.mergedGeometry))
    opacity = SceneWebNumbers(
      properties: ["opacity"], measure: .absolute(SceneWebTolerance.mergedOpacity))
    let rgba = ["--c0", "--c1", "--c2", "--c3"]
    if frame.backgroundColor != nil { background = SceneWebNumbers(properties: rgba, measure: .absolute(color)) }
    if frame.path != nil && frame.texts.isEmpty && frame.text == nil {
      if frame.fillColor != nil { fill = (SceneWebNumbers(properties: rgba, measure: .absolute(color)), SceneWebPath()) }
      if frame.strokeColor != nil {
        stroke = (SceneWebNumbers(properties: rgba + ["--w"], measure: .absolute(color)), SceneWebPath())
      }
    }
    if !frame.texts.isEmpty || frame.text != nil {
      let strings = frame.texts.isEmpty ? [frame.text ?? ""] : frame.texts
      text = (
        SceneWebNumbers(properties: rgba, measure: .absolute(color)), strings,
        strings.map { _ in SceneWebDiscrete(property: "opacity", samples: []) }
      )
    }
    if let gradient = frame.gradient, !gradient.colors.isEmpty {
      let count = gradient.colors.count
      let properties = (0..<count).flatMap { k in (0..<4).map { "--g\(k)c\($0)" } } + (0..<count).map { "--g\($0)l" }
      self.gradient = (
        SceneWebNumbers(properties: properties, measure: .absolute(color)), count, gradient.startPoint, gradient.endPoint
      )
    }
  }

  /// Appends the values of `frame` (the same instance at the next time of the grid).
  mutating func append(_ frame: SceneLayerFrame) throws {
    var box = TransformMatrix3D.translation(x: origin.x, y: origin.y).concatenating(frame.toRoot).matrix3d
    // The box's points have z = 0 and the page drops the depth the matrix gives them (the layers
    // are flat siblings): the third row and column only matter for invertibility, and a flattened
    // matrix (m33 = 0) is not invertible, which a browser does not draw (CSS Transforms 2 §6).
    // They become the identity's, leaving x, y and w of every point of the box as they were.
    for k in [2, 6, 8, 9, 11, 14] { box[k] = 0 }
    box[10] = 1
    try matrix.samples.append(Self.finite(box, frame))
    try opacity.samples.append(Self.finite([frame.compositeOpacity], frame))
    if background != nil { background?.samples.append(try Self.rgba(frame.backgroundColor, frame)) }
    if fill != nil {
      try fill?.color.samples.append(Self.rgba(frame.fillColor, frame))
      fill?.path.append(frame.path?.svgPathData ?? "none")
    }
    if stroke != nil {
      try stroke?.paint.samples.append(Self.rgba(frame.strokeColor, frame) + Self.finite([frame.lineWidth], frame))
      var drawn = frame.path
      if !(frame.strokeStart <= 0 && frame.strokeEnd >= 1) {
        drawn = drawn?.trimmed(strokeStart: frame.strokeStart, strokeEnd: frame.strokeEnd)
      }
      let data = drawn?.svgPathData ?? ""
      stroke?.path.append(data.isEmpty ? "none" : data)
    }
    if let strings = text?.strings {
      try text?.color.samples.append(Self.rgba(frame.fillColor, frame))
      for k in strings.indices { text?.shown[k].samples.append(frame.text == strings[k] ? 1 : 0) }
    }
    if let count = gradient?.count {
      let colors = frame.gradient?.colors ?? []
      var numbers: [Double] = []
      for k in 0..<count { numbers += try Self.rgba(k < colors.count ? colors[k] : nil, frame) }
      let locations = frame.gradient?.resolvedLocations ?? []
      for k in 0..<count {
        numbers.append(locations.count == count ? locations[k] : count > 1 ? Double(k) / Double(count - 1) : 0)
      }
      try gradient?.stops.samples.append(Self.finite(numbers, frame))
    }
  }

  /// sRGB components and alpha (transparent black for none).
  static func rgba(_ color: CSSColor?, _ frame: SceneLayerFrame) throws -> [Double] {
    guard let color else { return [0, 0, 0, 0] }
    let srgb = color.converted(to: .srgb)
    return try finite([srgb.components.x, srgb.components.y, srgb.components.z, srgb.alpha], frame)
  }

  /// `values`, or an error naming the layer when one is not finite (a page cannot show it).
  static func finite(_ values: [Double], _ frame: SceneLayerFrame) throws -> [Double] {
    guard values.allSatisfy(\.isFinite) else {
      throw ValidationError(
        "layer '\(escaped(frame.name))' instance \(frame.instance) has a value beyond the range of doubles: no web page can show it")
    }
    return values
  }

  /// Whether the last sample of every track equals its first within the tolerances: a loop of
  /// the span is then seamless.
  var isSeamless: Bool {
    var numbers = [matrix, opacity]
    if let background { numbers.append(background) }
    if let fill { numbers.append(fill.color) }
    if let stroke { numbers.append(stroke.paint) }
    if let text { numbers.append(text.color) }
    if let gradient { numbers.append(gradient.stops) }
    for track in numbers {
      guard let first = track.samples.first, let last = track.samples.last else { continue }
      if !track.measure.accepts(last, for: first) { return false }
    }
    for path in [fill?.path, stroke?.path].compactMap({ $0 }) {
      guard let first = path.samples.first, let last = path.samples.last else { continue }
      let a = SceneWebPath.parse(first), b = SceneWebPath.parse(last)
      guard a.shape == b.shape else { return false }
      let tolerance = SceneWebTolerance.mergedPath
      for (x, y) in zip(a.numbers, b.numbers) where !(abs(x - y) <= tolerance) { return false }
    }
    for shown in text?.shown ?? [] where shown.samples.first != shown.samples.last { return false }
    return true
  }
}
