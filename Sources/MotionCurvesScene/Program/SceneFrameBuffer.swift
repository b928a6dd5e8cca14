/// Caller-owned storage for one evaluation of a ``SceneProgram``: every layer instance's state and
/// the flat tables its ranges point into, with the program's working values.
///
/// Make one per program (``SceneProgram/makeBuffer()``) and evaluate into it every frame: a frame
/// then allocates nothing. Several buffers let several threads evaluate one program at once.
public struct SceneFrameBuffer: Sendable {
  /// Every layer instance, in the program's order (depth first, a layer before its sublayers).
  public internal(set) var layers: [SceneLayerState]
  /// Animated paths' numbers, end to end (``SceneLayerState/pathNumbers``).
  public internal(set) var pathNumbers: [Double]
  /// Gradient colours in sRGB, end to end (``SceneLayerState/gradientColors``).
  public internal(set) var gradientColors: [SIMD4<Double>]
  /// Gradient locations, end to end (``SceneLayerState/gradientLocations``).
  public internal(set) var gradientLocations: [Double]
  /// The time last evaluated; nil before the first frame.
  public internal(set) var time: Double?
  /// Every clock domain's frame-evaluator outputs, end to end.
  var values: [Double]
  /// Each scripted input's value, clamped to its range, at the time last evaluated.
  var inputTimes: [Double]
}
