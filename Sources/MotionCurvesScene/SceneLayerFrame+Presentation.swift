import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesGeometry
import MotionCurvesTransforms

// Building a layer instance's frame: model values, animated values on top, then the transform
// components composed and the geometry mapped to the root.

/// The transform components a layer's key paths drive, at their identity values.
struct TransformComponents: Sendable {
  var scale = SIMD3<Double>(1, 1, 1)
  var rotation = SIMD3<Double>(0, 0, 0)
  var translation = SIMD3<Double>(0, 0, 0)

  /// Scale, then rotations about x, y and z, then translation (row vectors: left first).
  var matrix: TransformMatrix3D {
    TransformMatrix3D.scale(x: scale.x, y: scale.y, z: scale.z)
      .concatenating(.rotation(angle: rotation.x, x: 1, y: 0, z: 0))
      .concatenating(.rotation(angle: rotation.y, x: 0, y: 1, z: 0))
      .concatenating(.rotation(angle: rotation.z, x: 0, y: 0, z: 1))
      .concatenating(.translation(x: translation.x, y: translation.y, z: translation.z))
  }
}

extension SceneProperty {
  /// The layer's model value, as the numbers of ``componentCount(on:)``.
  func modelValue(of layer: SceneLayer) -> [Double] {
    switch self {
    case .positionX: return [layer.position.x]
    case .positionY: return [layer.position.y]
    case .position: return [layer.position.x, layer.position.y]
    case .zPosition: return [layer.zPosition]
    case .opacity: return [layer.opacity]
    case .transform: return layer.transform.matrix3d
    case .sublayerTransform: return layer.sublayerTransform.matrix3d
    case .scale, .scaleX, .scaleY, .scaleZ: return [1]
    case .rotation, .rotationX, .rotationY, .rotationZ, .translationX, .translationY, .translationZ: return [0]
    case .translation: return [0, 0]
    case .strokeStart: return [layer.strokeStart]
    case .strokeEnd: return [layer.strokeEnd]
    case .lineWidth: return [layer.lineWidth]
    case .path: return layer.path.map { $0.commands.flatMap(\.morphNumbers) } ?? []
    case .fillColor: return (layer.fillColor?.sceneRGBA ?? .zero).array
    case .strokeColor: return (layer.strokeColor?.sceneRGBA ?? .zero).array
    case .backgroundColor: return (layer.backgroundColor?.sceneRGBA ?? .zero).array
    case .colors: return layer.gradient?.colors.flatMap(\.sceneRGBA.array) ?? []
    case .locations: return layer.gradient.map(\.resolvedLocations) ?? []
    case .textIndex: return [0]
    }
  }

  /// The scalar components this property drives: a change from the value on screen reads the
  /// animations that drive the same ones (`transform.rotation` and `transform.rotation.z` alike).
  var drivenComponents: [String] {
    switch self {
    case .position: return ["position.x", "position.y"]
    case .scale: return ["transform.scale.x", "transform.scale.y", "transform.scale.z"]
    case .rotation: return ["transform.rotation.z"]
    case .translation: return ["transform.translation.x", "transform.translation.y"]
    default: return [rawValue]
    }
  }
}

extension SceneGradient {
  /// The locations, or n evenly spaced ones (i / (n − 1)) when none are given.
  public var resolvedLocations: [Double] {
    if let locations { return locations }
    let n = colors.count
    return (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
  }
}

extension SceneLayerFrame {
  /// Instance `index` of `program` as `buffer` holds it: the presented values with the layer's
  /// fixed ones, the path rebuilt from its animated numbers (or the wave's at its local time), the
  /// colours as sRGB ``CSSColor`` values, and the stroked path flattened to within `tolerance`
  /// points in root coordinates (``rootPath``).
  ///
  /// - Parameter tolerance: the flattening tolerance in root points, a positive number (default
  ///   0.01 pt, a hundredth of a point).
  /// - Throws: as ``SceneProgram/flattenPath(ofLayer:in:tolerance:points:polylines:)``.
  /// - Complexity: O(path and gradient size); allocates the frame's arrays. Not a per-frame path:
  ///   an engine reads the buffer's ``SceneLayerState`` values directly.
  public init(
    _ program: SceneProgram, instance index: Int, in buffer: SceneFrameBuffer, tolerance: Double = 0.01
  ) throws(SceneError) {
    guard program.instances.indices.contains(index) else { throw .noInstance(index, count: program.instances.count) }
    try SceneError.positive(tolerance, .tolerance)
    var budget = SceneProgram.maximumFlattenedPoints
    try self.init(program, instance: index, in: buffer, tolerance: tolerance, budget: &budget)
  }

  /// The frame of instance `index`, its root path's points taken from `budget` (what a
  /// ``SceneEvaluator`` frame still allows).
  init(
    _ program: SceneProgram, instance index: Int, in buffer: SceneFrameBuffer, tolerance: Double, budget: inout Int
  ) throws(SceneError) {
    let instance = program.instances[index], layer = instance.layer, state = buffer.layers[index]
    let path = program.path(ofLayer: index, in: buffer)
    self.init(
      name: layer.name, instance: instance.instance, depth: instance.depth, parent: instance.parent,
      boundsOrigin: layer.boundsOrigin, boundsSize: layer.boundsSize, anchorPoint: layer.anchorPoint,
      position: state.position, zPosition: state.zPosition, opacity: state.opacity,
      compositeOpacity: state.compositeOpacity, transform: state.transform, sublayerTransform: state.sublayerTransform,
      strokeStart: state.strokeStart, strokeEnd: state.strokeEnd, lineWidth: state.lineWidth, lineCap: layer.lineCap,
      path: path, fillColor: state.fillColor.map(CSSColor.init(sceneRGBA:)),
      strokeColor: state.strokeColor.map(CSSColor.init(sceneRGBA:)),
      backgroundColor: state.backgroundColor.map(CSSColor.init(sceneRGBA:)),
      gradient: layer.gradient.map {
        SceneGradient(
          colors: buffer.gradientColors[state.gradientColors].map(CSSColor.init(sceneRGBA:)),
          locations: Array(buffer.gradientLocations[state.gradientLocations]), startPoint: $0.startPoint,
          endPoint: $0.endPoint)
      },
      blendMode: layer.blendMode, texts: layer.texts, text: state.textIndex.map { layer.texts[$0] },
      toRoot: state.toRoot, quad: state.quad, rootPath: nil)
    if let path {
      rootPath = try rootOutline(of: path, instance: instance, tolerance: tolerance, budget: &budget)
    }
  }

  /// The stroked part of `path` flattened to `tolerance` and mapped to the root, as path data: a
  /// move and lines per polyline, closed where it closes.
  private func rootOutline(
    of path: VectorPath, instance: SceneProgram.Instance, tolerance: Double, budget: inout Int
  ) throws(SceneError) -> VectorPath? {
    var points: [SIMD2<Double>] = [], polylines: [ScenePolyline] = []
    guard
      try SceneProgram.flatten(
        path, of: instance, strokeStart: strokeStart, strokeEnd: strokeEnd, toRoot: toRoot, tolerance: tolerance,
        budget: &budget, points: &points, polylines: &polylines)
    else { return nil }
    var commands: [PathCommand] = []
    commands.reserveCapacity(points.count + polylines.count)
    for polyline in polylines {
      guard let first = polyline.points.first else { continue }
      commands.append(.move(points[first]))
      for i in polyline.points.dropFirst() { commands.append(.line(points[i])) }
      if polyline.isClosed { commands.append(.close) }
    }
    return VectorPath(commands: commands)
  }

  /// `path` with its numbers replaced, command by command, in path-data order.
  static func path(_ path: VectorPath, numbers: [Double]) -> VectorPath {
    var offset = 0
    return VectorPath(
      commands: path.commands.map { command in
        let count = command.morphNumbers.count
        defer { offset += count }
        return command.withMorphNumbers(Array(numbers[offset..<offset + count]), flagsFrom: command)
      })
  }
}
