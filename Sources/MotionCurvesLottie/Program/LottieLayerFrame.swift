import MotionCurvesTransforms

/// One layer of a Lottie animation at one frame: where it is, its transform and opacity, as a
/// player computes them before drawing.
public struct LottieLayerFrame: Sendable, Hashable {
  /// The layer's position in the layer lists from the root composition: `[7, 2]` is the third
  /// layer of the precomposition the eighth root layer shows.
  public var indices: [Int]
  /// The layer's `ind` path from the root composition (`"3"`, `"7/2"`); a layer without `ind`
  /// shows its list position.
  public var indPath: String
  /// The layer's `nm`.
  public var name: String?
  /// The layer.
  public var layer: LottieLayer
  /// Its composition's time at this frame (the root's frame, or a precomposition's mapped time).
  public var compositionTime: Double
  /// Whether the frame is within the layer's in and out points (`ip ≤ t < op`, lottie-web's rule).
  public var isInRange: Bool
  /// The layer's own transform (lottie-web's `finalTransform.mProp.v`).
  public var local: TransformMatrix3D
  /// The layer's transform with its parents' into its composition's coordinates (lottie-web's
  /// `finalTransform.mat`: the layer's, then its parent's, and so on).
  public var toComposition: TransformMatrix3D
  /// The transform into the root composition's coordinates: ``toComposition`` followed by the
  /// precomposition layers that show this layer's composition.
  public var toRoot: TransformMatrix3D
  /// The layer's own opacity, 0 … 1 (lottie-web's `finalTransform.mProp.o.v`; parents' opacity is
  /// not inherited through `parent`, lottie.md §3.3).
  public var opacity: Double
  /// For a precomposition layer, the time of the composition it shows (`(t − st)/sr`, or the time
  /// remap `tm` × frame rate).
  public var childTime: Double?
}
