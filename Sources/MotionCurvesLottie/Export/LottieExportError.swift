import MotionCurvesScene

/// Why a scene cannot be exported as Lottie by ``LottieSceneExport``. Every case names the bad
/// value.
public enum LottieExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The frame rate is not a positive finite number of at most 1000 frames per second.
  case frameRate(Double)
  /// The span `from … until` (seconds) is not finite, or ends before it starts.
  case span(from: Double, until: Double)
  /// The span holds more than ``LottieSceneExport/maximumFrames`` frames at the frame rate.
  case tooManyFrames(Int)
  /// The canvas size is not a positive finite size of at most 100,000 points a side.
  case canvasSize(width: Double, height: Double)
  /// A colour (of the named layer's named property, or `background`) is not an sRGB colour.
  case colorSpace(layer: String, property: String)
  /// A number the scene evaluated to is not finite (the layer and property named).
  case nonFinite(layer: String, property: String)
  /// The scene's own evaluation failed.
  case scene(SceneError)

  /// One line naming the problem and the bad value.
  public var description: String {
    switch self {
    case let .frameRate(fps): return "frame rate \(fps) must be a positive number of at most 1000 frames per second"
    case let .span(from, until): return "span \(from) … \(until) s must be finite and not end before it starts"
    case let .tooManyFrames(count): return "\(count) frames exceed the export's \(LottieSceneExport.maximumFrames)"
    case let .canvasSize(width, height): return "canvas size \(width) × \(height) must be positive, finite and at most 100000"
    case let .colorSpace(layer, property): return "layer '\(layer)' \(property): only sRGB colours are exported"
    case let .nonFinite(layer, property): return "layer '\(layer)' \(property) is not finite"
    case let .scene(error): return error.description
    }
  }
}
