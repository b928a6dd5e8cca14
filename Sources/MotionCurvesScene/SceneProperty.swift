import MotionCurvesCore

/// A layer property a scene animation can drive, by its Core Animation key path, and how many
/// numbers its value has.
///
/// Transform components compose as Core Animation's key-path conventions suggest, in one fixed
/// order (the rule this package adopts, since Core Animation does not document it): a point of
/// the layer goes through the scale, then the rotations about x, y and z, then the translation,
/// and then the layer's whole `transform` matrix. With an identity `transform`, as every shipped
/// scene has where it animates a component, that is exactly the component's own matrix.
public enum SceneProperty: String, Sendable, Hashable, CaseIterable, Codable {
  /// The x of the layer's position (where its anchor point sits in the superlayer).
  case positionX = "position.x"
  /// The y of the layer's position.
  case positionY = "position.y"
  /// The position, x and y.
  case position
  /// The layer's z position (its order among its siblings; the drawing is flattened).
  case zPosition
  /// The layer's opacity, 0 … 1.
  case opacity
  /// The whole transform matrix, m11 … m44, interpolated by decomposition.
  case transform
  /// The transform applied to the sublayers, m11 … m44, interpolated by decomposition.
  case sublayerTransform
  /// A uniform scale: x, y and z together.
  case scale = "transform.scale"
  /// The scale along x.
  case scaleX = "transform.scale.x"
  /// The scale along y.
  case scaleY = "transform.scale.y"
  /// The scale along z.
  case scaleZ = "transform.scale.z"
  /// The rotation about z, in radians (Core Animation's `transform.rotation`).
  case rotation = "transform.rotation"
  /// The rotation about x, in radians.
  case rotationX = "transform.rotation.x"
  /// The rotation about y, in radians.
  case rotationY = "transform.rotation.y"
  /// The rotation about z, in radians (positive turns clockwise on screen, y down).
  case rotationZ = "transform.rotation.z"
  /// The translation along x, applied after the scale and rotations.
  case translationX = "transform.translation.x"
  /// The translation along y.
  case translationY = "transform.translation.y"
  /// The translation along z.
  case translationZ = "transform.translation.z"
  /// The translation along x and y.
  case translation = "transform.translation"
  /// Where the stroke starts, a fraction of the path's length.
  case strokeStart
  /// Where the stroke ends, a fraction of the path's length.
  case strokeEnd
  /// The stroke's width.
  case lineWidth
  /// The path's numbers in path-data order (flags left out); the commands stay the model path's.
  case path
  /// The fill colour (sRGB red, green, blue, alpha); a text layer's text colour.
  case fillColor
  /// The stroke colour.
  case strokeColor
  /// The colour filling the layer's bounds.
  case backgroundColor
  /// A gradient's colours, four numbers each.
  case colors
  /// A gradient's stop locations.
  case locations
  /// Which of a text layer's ``SceneLayer/texts`` shows (rounded down, clamped to the list).
  case textIndex

  /// How many numbers a value has on `layer`: 16 for a matrix (m11 … m44, row by row), 4 for a
  /// colour (sRGB red, green, blue, alpha in [0, 1]), 2 for a point, the numbers of the layer's
  /// path in path-data order for `path` (flags left out), 4 per gradient colour for `colors`, one
  /// per gradient stop for `locations`, else 1 (0 where the layer has nothing to animate: no
  /// path, no gradient, no texts).
  public func componentCount(on layer: SceneLayer) -> Int {
    switch self {
    case .transform, .sublayerTransform: return 16
    case .fillColor, .strokeColor, .backgroundColor: return 4
    case .position, .translation: return 2
    case .path: return layer.path.map { $0.commands.reduce(0) { $0 + $1.morphNumbers.count } } ?? 0
    case .colors: return 4 * (layer.gradient?.colors.count ?? 0)
    case .locations: return layer.gradient?.colors.count ?? 0
    case .textIndex: return layer.texts.isEmpty ? 0 : 1
    default: return 1
    }
  }
}
