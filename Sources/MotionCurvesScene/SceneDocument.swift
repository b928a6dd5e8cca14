import MotionCurvesColor
import MotionCurvesCore

/// A whole animation as one document: a canvas, a tree of layers with their properties and
/// timing, and the animations attached to layer properties by key path — what
/// ``SceneEvaluator`` evaluates frame by frame, and `curves scene` exports.
///
/// The JSON form (``init(from:)``) extends the animation documents (``AnimationDocument``):
///
/// ```json
/// {"name": "spin", "summary": "A square turning once a second.", "size": [100, 100], "duration": 1,
///  "layers": [{"name": "square", "bounds": [0, 0, 40, 40], "position": [50, 50],
///              "backgroundColor": "white",
///              "animations": [{"keyPath": "transform.rotation.z",
///                              "coreAnimation": {"duration": 1, "repeatCount": "Infinity"},
///                              "from": 0, "to": 6.283185307179586}]}]}
/// ```
public struct SceneDocument: Sendable {
  /// A short name (`breathe`), as `curves scene` lists it.
  public var name: String
  /// One or two sentences: what the scene shows and where its numbers come from.
  public var summary: String
  /// The canvas, in points: the root layers' superlayer bounds.
  public var size: SIMD2<Double>
  /// How long one pass of the scene lasts, in seconds: the default span of its frames.
  public var duration: Double
  /// The colour behind every layer (a document's is read as sRGB, as ``SceneLayer``'s colours are).
  public var background: CSSColor
  /// The root layers, back to front.
  public var layers: [SceneLayer]
  /// Scripted inputs (a drag's progress, taps): values over time that drive layers' clocks.
  public var inputs: [SceneInput]

  /// A scene. Validation happens in ``SceneEvaluator/init(_:tolerance:)`` and when decoding.
  public init(
    name: String, summary: String = "", size: SIMD2<Double>, duration: Double, background: CSSColor = CSSColor(space: .srgb, components: .zero),
    layers: [SceneLayer], inputs: [SceneInput] = []
  ) {
    self.inputs = inputs
    self.name = name
    self.summary = summary
    self.size = size
    self.duration = duration
    self.background = background
    self.layers = layers
  }

  /// Every layer, depth first (a layer before its sublayers), with its depth.
  public var allLayers: [(layer: SceneLayer, depth: Int)] {
    var result: [(SceneLayer, Int)] = []
    func visit(_ layers: [SceneLayer], _ depth: Int) {
      for layer in layers {
        result.append((layer, depth))
        visit(layer.sublayers, depth + 1)
      }
    }
    visit(layers, 0)
    return result
  }
}
