import MotionCurvesTransforms

/// What every layer instance of a ``LottieProgram`` is at one frame, indexed like
/// ``LottieProgram/layers``: what ``LottieProgram/evaluate(atFrame:into:)`` writes, into arrays
/// ``LottieProgram/makeBuffer()`` sized once.
public struct LottieFrameBuffer: Sendable {
  /// The root frame evaluated.
  public var frame: Double = 0
  /// Each layer's composition time (the root frame, or its precomposition's mapped time).
  public var compositionTime: [Double]
  /// Whether each layer is within its in and out points (`ip ≤ t < op`, lottie-web's rule).
  public var isInRange: [Bool]
  /// Each layer's own transform (lottie-web's `finalTransform.mProp.v`).
  public var local: [TransformMatrix3D]
  /// Each layer's transform with its parents' into its composition (lottie-web's
  /// `finalTransform.mat`).
  public var toComposition: [TransformMatrix3D]
  /// Each layer's transform into the root composition.
  public var toRoot: [TransformMatrix3D]
  /// Each layer's own opacity, 0 … 1 (lottie-web's `finalTransform.mProp.o.v`).
  public var opacity: [Double]
  /// For a precomposition layer, the time of the composition it shows; NaN for other layers.
  public var childTime: [Double]
  /// Each shape layer's drawn items, trims and paint at this frame (in the layer's coordinates:
  /// map them with ``toRoot``); nil for other layers.
  public var shapes: [LottieShapeProgram?]
}
