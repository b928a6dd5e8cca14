import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesTransforms

/// A replicator layer's instancing (`CAReplicatorLayer`): instance k of every sublayer is drawn
/// with ``instanceTransform`` applied k times (about the replicator's anchor point), its
/// animations running k·``instanceDelay`` seconds later, and its colours multiplied by
/// ``colorModel``'s colour for k.
public struct SceneReplicator: Sendable, Hashable {
  /// How many instances, at least 1.
  public var instanceCount: Int
  /// The transform between consecutive instances.
  public var instanceTransform: TransformMatrix3D
  /// The delay between consecutive instances' animations, in seconds.
  public var instanceDelay: Double
  /// The instance colour and its per-instance offsets.
  public var colorModel: ReplicatorColorModel

  /// A replicator of `instanceCount` instances.
  public init(
    instanceCount: Int, instanceTransform: TransformMatrix3D = .identity, instanceDelay: Double = 0,
    colorModel: ReplicatorColorModel = ReplicatorColorModel()
  ) {
    self.instanceCount = instanceCount
    self.instanceTransform = instanceTransform
    self.instanceDelay = instanceDelay
    self.colorModel = colorModel
  }
}
