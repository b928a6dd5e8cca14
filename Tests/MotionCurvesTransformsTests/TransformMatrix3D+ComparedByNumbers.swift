import MotionCurvesTransforms
import TestSupport

/// Matrices compare entry by entry, in `matrix3d` order.
extension TransformMatrix3D: ComparedByNumbers {
  public var comparedNumbers: [Double] { matrix3d }
}
