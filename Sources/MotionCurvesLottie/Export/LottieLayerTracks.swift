import MotionCurvesColor
import MotionCurvesGeometry
import MotionCurvesScene
import MotionCurvesTransforms

/// One layer instance's samples, frame by frame, and its Lottie layer.
struct LottieLayerTracks {
  var name: String, instance: Int, parent: Int?
  /// Whether the layer carries its transform to the root as its Lottie transform (affine at
  /// every frame), its geometry in its own coordinates; else everything is in root coordinates.
  var local = false
  var transform = LottieAffineTrack()
  var trimStart = LottieSampledTrack(), trimEnd = LottieSampledTrack()
  var blendMode = 0
  var opacity = LottieSampledTrack()
  var quad = LottieSampledTrack()
  var hasBackground = false, background = LottieSampledTrack(), backgroundAlpha = LottieSampledTrack()
  var gradientStops = 0, gradientAlpha = false
  var gradientPoints = LottieSampledTrack(), gradientValues = LottieSampledTrack()
  var hasPath = false
  var fill: [[LottieBezierSample]] = [], fillColor = LottieSampledTrack(), fillAlpha = LottieSampledTrack()
  var stroke: [[LottieBezierSample]] = [], strokeColor = LottieSampledTrack(), strokeAlpha = LottieSampledTrack()
  var strokeWidth = LottieSampledTrack(), lineCap = 1
  var omissions: [String] = []
  private var lastQuad: [Double] = Array(repeating: 0, count: 8)

  init(name: String, instance: Int, parent: Int?) {
    self.name = name
    self.instance = instance
    self.parent = parent
  }

  var label: String { instance == 0 ? name : "\(name)#\(instance)" }

  /// Adds one frame's values.
  mutating func append(_ frame: SceneLayerFrame) throws(LottieExportError) {
    let first = opacity.samples.isEmpty
    if first {
      start(frame)
    }
    try check(frame.compositeOpacity, "opacity")
    if local {
      let o = frame.boundsOrigin, e = frame.boundsOrigin + frame.boundsSize
      lastQuad = [o.x, o.y, e.x, o.y, e.x, e.y, o.x, e.y]
      let p = LottieAffineTrack.parameters(of: frame.toRoot, previous: transform.samples.last) ?? [0, 0, 100, 100, 0, 0]
      for value in p { try check(value, "transform") }
      transform.samples.append(p)
      opacity.samples.append([frame.compositeOpacity * 100])
      if first {
        transform.probes = [SIMD2(o.x, o.y), SIMD2(e.x, o.y), SIMD2(e.x, e.y), SIMD2(o.x, e.y)]
      }
    } else if let q = frame.quad {
      lastQuad = [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft].flatMap { [$0.x, $0.y] }
      for value in lastQuad { try check(value, "quad") }
      opacity.samples.append([frame.compositeOpacity * 100])
    } else {
      opacity.samples.append([0])
      note("behind the viewer at some frames: drawn with opacity 0")
    }
    quad.samples.append(lastQuad)
    if frame.backgroundColor != nil { hasBackground = true }
    let bg = try Self.rgba(frame.backgroundColor, layer: label, property: "backgroundColor")
    background.samples.append(Array(bg[0..<3]))
    backgroundAlpha.samples.append([bg[3] * 100])
    if let gradient = frame.gradient { try appendGradient(gradient, frame) }
    let m = frame.toRoot
    let stretch = max(1, (m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), (m.m21 * m.m21 + m.m22 * m.m22).squareRoot())
    if frame.text != nil { note("text not exported (Lottie 1.0 has no text)") }
    if let path = frame.path {
      hasPath = true
      let exact = Self.subpaths(of: path, through: local ? .identity : frame.toRoot, stretch: stretch)
      if local && first {
        transform.probes += exact.flatMap(\.vertices)
      }
      Self.append(exact, to: &fill, frame: opacity.samples.count - 1)
      let fc = try Self.rgba(frame.fillColor, layer: label, property: "fillColor")
      fillColor.samples.append(Array(fc[0..<3]))
      fillAlpha.samples.append([fc[3] * 100])
      // The whole path exactly where nothing is trimmed and the transform is affine; else the
      // scene's stroked part, flattened in the root.
      let whole = local || (frame.strokeStart <= 0 && frame.strokeEnd >= 1 && LottieAffineTrack.isPlanarAffine(frame.toRoot))
      let stroked = whole ? exact : frame.rootPath.map { Self.subpaths(of: $0, through: .identity, stretch: 1) } ?? []
      Self.append(stroked, to: &stroke, frame: opacity.samples.count - 1)
      let sc = try Self.rgba(frame.strokeColor, layer: label, property: "strokeColor")
      strokeColor.samples.append(Array(sc[0..<3]))
      strokeAlpha.samples.append([sc[3] * 100])
      let scale = local ? 1 : abs(m.m11 * m.m22 - m.m12 * m.m21).squareRoot()
      trimStart.samples.append([min(max(frame.strokeStart, 0), 1) * 100])
      trimEnd.samples.append([min(max(frame.strokeEnd, 0), 1) * 100])
      try check(frame.lineWidth * scale, "lineWidth")
      strokeWidth.samples.append([frame.lineWidth * scale])
      if !local, frame.lineWidth > 0, frame.strokeColor != nil, !Self.isSimilarity(m) {
        note("stroke width approximated as lineWidth × √|det| of a non-similarity transform")
      }
    }
  }

  private mutating func start(_ frame: SceneLayerFrame) {
    if let mode = frame.blendMode {
      if let code = Self.blendModes[mode] { blendMode = code } else { note("blend mode \(mode.cssName) drawn as normal") }
    }
    switch frame.lineCap {
    case .butt: lineCap = 1
    case .round: lineCap = 2
    case .square: lineCap = 3
    }
  }

  private mutating func appendGradient(_ gradient: SceneGradient, _ frame: SceneLayerFrame) throws(LottieExportError) {
    let colors = gradient.colors, locations = gradient.resolvedLocations
    if gradientPoints.samples.isEmpty { gradientStops = colors.count }
    guard colors.count == gradientStops, locations.count == colors.count else { return }
    var points: [Double] = []
    for p in [gradient.startPoint, gradient.endPoint] {
      let local = frame.boundsOrigin + p * frame.boundsSize
      let root = self.local ? local : frame.toRoot.projecting(local) ?? local
      points += [root.x, root.y]
    }
    for value in points { try check(value, "gradient point") }
    if !self.local && !Self.isSimilarity(frame.toRoot) { note("gradient end points mapped through a non-similarity transform") }
    var values: [Double] = [], alphas: [Double] = []
    for (color, location) in zip(colors, locations) {
      let c = try Self.rgba(color, layer: label, property: "colors")
      values += [location, c[0], c[1], c[2]]
      alphas += [location, c[3]]
      if c[3] < 1 { gradientAlpha = true }
    }
    gradientPoints.samples.append(points)
    gradientValues.samples.append(values + alphas)
  }

  private mutating func note(_ text: String) {
    let line = "layer '\(label)': \(text)"
    if !omissions.contains(line) { omissions.append(line) }
  }

  private func check(_ value: Double, _ property: String) throws(LottieExportError) {
    guard value.isFinite else { throw .nonFinite(layer: label, property: property) }
  }

  /// Adds one frame's subpaths to `slots` (one sample list per subpath slot, empty where a frame
  /// has fewer subpaths).
  static func append(_ paths: [LottieBezierSample], to slots: inout [[LottieBezierSample]], frame: Int) {
    while slots.count < paths.count { slots.append(Array(repeating: LottieBezierSample(), count: frame)) }
    for k in slots.indices { slots[k].append(k < paths.count ? paths[k] : LottieBezierSample()) }
  }

  /// Whether the transform's 2-D part is a rotation with a uniform scale (and translation).
  static func isSimilarity(_ m: TransformMatrix3D) -> Bool {
    guard LottieAffineTrack.isPlanarAffine(m) else { return false }
    let a = m.m11, b = m.m12, c = m.m21, d = m.m22
    let scale = max(abs(a) + abs(b), abs(c) + abs(d), 1)
    return abs(a * a + b * b - c * c - d * d) <= 1e-9 * scale * scale && abs(a * c + b * d) <= 1e-9 * scale * scale
  }

  /// A colour as sRGB `[r, g, b, alpha]` (a missing colour: transparent black).
  static func rgba(_ color: CSSColor?, layer: String, property: String) throws(LottieExportError) -> [Double] {
    guard let color else { return [0, 0, 0, 0] }
    guard color.space == .srgb else { throw .colorSpace(layer: layer, property: property) }
    let values = [color.components.x, color.components.y, color.components.z, color.alpha]
    guard values.allSatisfy(\.isFinite) else { throw .nonFinite(layer: layer, property: property) }
    return values
  }

  /// Lottie's `bm` codes for the blend modes it has.
  static let blendModes: [ColorBlendMode: Int] = [
    .normal: 0, .multiply: 1, .screen: 2, .overlay: 3, .darken: 4, .lighten: 5, .colorDodge: 6, .colorBurn: 7,
    .hardLight: 8, .softLight: 9, .difference: 10, .exclusion: 11,
  ]
}
