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
  /// The layer's model values, before any animation or geometry.
  init(model layer: SceneLayer, instance: Int, depth: Int, parent: Int?) {
    self.init(
      name: layer.name, instance: instance, depth: depth, parent: parent, boundsOrigin: layer.boundsOrigin,
      boundsSize: layer.boundsSize, anchorPoint: layer.anchorPoint, position: layer.position, zPosition: layer.zPosition,
      opacity: layer.opacity, compositeOpacity: layer.opacity, transform: layer.transform,
      sublayerTransform: layer.sublayerTransform, strokeStart: layer.strokeStart, strokeEnd: layer.strokeEnd,
      lineWidth: layer.lineWidth, lineCap: layer.lineCap, path: layer.path, fillColor: layer.fillColor?.sceneColor,
      strokeColor: layer.strokeColor?.sceneColor, backgroundColor: layer.backgroundColor?.sceneColor,
      gradient: layer.gradient.map {
        SceneGradient(
          colors: $0.colors.map(\.sceneColor), locations: $0.resolvedLocations, startPoint: $0.startPoint,
          endPoint: $0.endPoint)
      },
      blendMode: layer.blendMode, texts: layer.texts, text: layer.texts.first, toRoot: .identity, quad: nil, rootPath: nil)
  }

  /// Sets `property` to the animated value `v` (its numbers, as ``SceneProperty/componentCount(on:)``
  /// counts them); transform components go to `components`.
  mutating func apply(_ property: SceneProperty, _ v: [Double], to components: inout TransformComponents) {
    switch property {
    case .positionX: position.x = v[0]
    case .positionY: position.y = v[0]
    case .position: position = SIMD2(v[0], v[1])
    case .zPosition: zPosition = v[0]
    case .opacity: opacity = v[0]
    case .transform, .sublayerTransform:
      // Never numbers: their animations interpolate whole matrices (`apply(_:matrix:)`).
      break
    case .scale: components.scale = SIMD3(repeating: v[0])
    case .scaleX: components.scale.x = v[0]
    case .scaleY: components.scale.y = v[0]
    case .scaleZ: components.scale.z = v[0]
    case .rotation, .rotationZ: components.rotation.z = v[0]
    case .rotationX: components.rotation.x = v[0]
    case .rotationY: components.rotation.y = v[0]
    case .translationX: components.translation.x = v[0]
    case .translationY: components.translation.y = v[0]
    case .translationZ: components.translation.z = v[0]
    case .translation: (components.translation.x, components.translation.y) = (v[0], v[1])
    case .strokeStart: strokeStart = v[0]
    case .strokeEnd: strokeEnd = v[0]
    case .lineWidth: lineWidth = v[0]
    case .path: path = path.map { Self.path($0, numbers: v) }
    case .fillColor: fillColor = CSSColor(sceneRGBA: SIMD4(v[0], v[1], v[2], v[3]))
    case .strokeColor: strokeColor = CSSColor(sceneRGBA: SIMD4(v[0], v[1], v[2], v[3]))
    case .backgroundColor: backgroundColor = CSSColor(sceneRGBA: SIMD4(v[0], v[1], v[2], v[3]))
    case .colors:
      gradient?.colors = stride(from: 0, to: v.count, by: 4).map { CSSColor(sceneRGBA: SIMD4(v[$0], v[$0 + 1], v[$0 + 2], v[$0 + 3])) }
    case .locations: gradient?.locations = v
    case .textIndex:
      if !texts.isEmpty {
        let index = v[0].isFinite ? Int(Swift.min(Swift.max(v[0].rounded(.down), 0), Double(texts.count - 1))) : 0
        text = texts[index]
      }
    }
  }

  /// Sets `transform` or `sublayerTransform` (the properties whose animations interpolate whole
  /// matrices) to `matrix`.
  mutating func apply(_ property: SceneProperty, matrix: TransformMatrix3D) {
    if property == .sublayerTransform { sublayerTransform = matrix } else { transform = matrix }
  }

  /// The transform components composed before the matrix, the instance colours, the composite
  /// opacity and the geometry in root coordinates (`parent`: the superlayer's finished frame,
  /// `instanceMatrix`: the replicator's instance transform applied `instance` times, identity
  /// outside replicators).
  mutating func finish(
    _ components: TransformComponents, colorModel: ReplicatorColorModel?, instanceMatrix: TransformMatrix3D,
    parent: SceneLayerFrame?
  ) {
    transform = components.matrix.concatenating(transform)
    if let colorModel {
      let k = instance
      fillColor = fillColor.map { colorModel.color(ofInstance: k, source: $0) }
      strokeColor = strokeColor.map { colorModel.color(ofInstance: k, source: $0) }
      backgroundColor = backgroundColor.map { colorModel.color(ofInstance: k, source: $0) }
      if var presented = gradient {
        presented.colors = presented.colors.map { colorModel.color(ofInstance: k, source: $0) }
        gradient = presented
      }
    }
    let anchor = boundsOrigin + anchorPoint * boundsSize
    var local = TransformMatrix3D.translation(x: -anchor.x, y: -anchor.y)
      .concatenating(transform).concatenating(Self.flattening)
      .concatenating(.translation(x: position.x, y: position.y))
    compositeOpacity = opacity * (parent?.compositeOpacity ?? 1)
    if let parent {
      let parentAnchor = parent.boundsOrigin + parent.anchorPoint * parent.boundsSize
      local = local.concatenating(.translation(x: -parentAnchor.x, y: -parentAnchor.y))
        .concatenating(instanceMatrix).concatenating(parent.sublayerTransform).concatenating(Self.flattening)
        .concatenating(.translation(x: parentAnchor.x, y: parentAnchor.y))
        .concatenating(parent.toRoot)
    }
    toRoot = local
    let (o, s) = (boundsOrigin, boundsSize)
    if let a = toRoot.projecting(o), let b = toRoot.projecting(SIMD2(o.x + s.x, o.y)), let c = toRoot.projecting(o + s),
      let d = toRoot.projecting(SIMD2(o.x, o.y + s.y))
    {
      quad = LayerQuad(topLeft: a, topRight: b, bottomRight: c, bottomLeft: d)
    }
    rootPath = path.flatMap { rootOutline(of: $0) }
  }

  /// The stroked part of `path` flattened and mapped to the root.
  private func rootOutline(of path: VectorPath) -> VectorPath? {
    let trimmed = strokeStart > 0 || strokeEnd < 1 ? path.trimmed(strokeStart: strokeStart, strokeEnd: strokeEnd) : path
    // 0.01 pt in root coordinates: divide by how much the transform magnifies (at most).
    let magnification = Swift.max(
      (toRoot.m11 * toRoot.m11 + toRoot.m12 * toRoot.m12).squareRoot(),
      (toRoot.m21 * toRoot.m21 + toRoot.m22 * toRoot.m22).squareRoot(), 1)
    let tolerance = 0.01 / (magnification.isFinite ? magnification : 1)
    var commands: [PathCommand] = []
    commands.reserveCapacity(trimmed.commands.count * 2)
    for subpath in trimmed.subpaths {
      guard let start = toRoot.projecting(subpath.start) else { return nil }
      commands.append(.move(start))
      for segment in subpath.segments {
        if case let .line(_, end) = segment {
          // A line is its end point: no polyline to build.
          guard let mapped = toRoot.projecting(end) else { return nil }
          commands.append(.line(mapped))
          continue
        }
        // At most `maximumPieces` per segment: a segment that needs more at 0.01 pt (longer than
        // about 10⁵ pt in root coordinates) gets a coarser tolerance, so no input can make a
        // frame's geometry unbounded.
        var segmentTolerance = tolerance
        for _ in 0..<64 where segment.flatteningPieces(tolerance: segmentTolerance) > Self.maximumPieces {
          segmentTolerance *= 4
        }
        for point in segment.flattened(tolerance: segmentTolerance).dropFirst() {
          guard let mapped = toRoot.projecting(point) else { return nil }
          commands.append(.line(mapped))
        }
      }
      if subpath.isClosed { commands.append(.close) }
    }
    return VectorPath(commands: commands)
  }

  /// The most pieces one segment of a root path is flattened into.
  static let maximumPieces = 4096

  /// Drops z: a layer draws its sublayers flattened into its plane.
  static let flattening = TransformMatrix3D(rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 0, 0), SIMD4(0, 0, 0, 1))

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
