import MotionCurvesCore

/// The scalar key paths of a Core Animation transform (`transform.rotation.z`, `transform.scale`,
/// …): an animation of one number that Core Animation turns into a matrix every frame through a
/// `CAValueFunction`. That is how a layer turns more than half a turn — 0 → 4π on
/// `transform.rotation.z` spins twice, while a whole-matrix animation from the identity to a
/// rotation by 4π does not move (``TransformMatrix3D/interpolated(to:at:)``).
public enum TransformComponent: String, Sendable, Hashable, CaseIterable, Codable {
  /// `transform.rotation.x`: radians about x.
  case rotationX = "transform.rotation.x"
  /// `transform.rotation.y`: radians about y.
  case rotationY = "transform.rotation.y"
  /// `transform.rotation.z`: radians about z.
  case rotationZ = "transform.rotation.z"
  /// `transform.rotation`: the same as `transform.rotation.z`.
  case rotation = "transform.rotation"
  /// `transform.scale`: all three axes.
  case scale = "transform.scale"
  /// `transform.scale.x`.
  case scaleX = "transform.scale.x"
  /// `transform.scale.y`.
  case scaleY = "transform.scale.y"
  /// `transform.scale.z`.
  case scaleZ = "transform.scale.z"
  /// `transform.translation.x`: points along x.
  case translationX = "transform.translation.x"
  /// `transform.translation.y`.
  case translationY = "transform.translation.y"
  /// `transform.translation.z`.
  case translationZ = "transform.translation.z"

  /// The matrix of the value alone (`kCAValueFunctionRotateZ` and friends).
  public func matrix(_ value: Double) -> TransformMatrix3D {
    switch self {
    case .rotationX: return .rotation(angle: value, x: 1, y: 0, z: 0)
    case .rotationY: return .rotation(angle: value, x: 0, y: 1, z: 0)
    case .rotationZ, .rotation: return .rotation(angle: value, x: 0, y: 0, z: 1)
    case .scale: return .scale(x: value, y: value, z: value)
    case .scaleX: return .scale(x: value, y: 1)
    case .scaleY: return .scale(x: 1, y: value)
    case .scaleZ: return .scale(x: 1, y: 1, z: value)
    case .translationX: return .translation(x: value, y: 0)
    case .translationY: return .translation(x: 0, y: value)
    case .translationZ: return .translation(x: 0, y: 0, z: value)
    }
  }

  /// The layer's transform with the value applied in its local coordinates: the value's matrix
  /// first, then `base` (`CATransform3DRotate(base, value, 0, 0, 1)` for `rotationZ`) — the
  /// model adopted here for an animation on a scalar key path of a layer whose own transform is
  /// `base` (exactly the value function when `base` is the identity, the common case).
  public func applied(_ value: Double, to base: TransformMatrix3D) -> TransformMatrix3D {
    matrix(value).concatenating(base)
  }
}
