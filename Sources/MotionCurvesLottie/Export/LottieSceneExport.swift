import MotionCurvesScene

/// Exports a ``SceneDocument`` as one Lottie (Bodymovin JSON) composition, from the scene's own
/// evaluation sampled at every frame.
///
/// The composition is the canvas (`w`, `h` rounded up to whole points), `fr` =
/// ``framesPerSecond``, `ip` 0 and `op` = the number of frame intervals in the span, frame `k`
/// showing the scene at time `start + k / fr`. One shape layer per layer instance (a replicator's
/// copies each their own), back to front as the scene draws them, `ind` = the instance's position
/// + 1, plus a bottom layer filling the canvas with the background. Layers are not parented: each
/// carries its whole transform to the root (Core Animation's anchor, sublayer transforms and
/// replicator offsets do not map onto Lottie's parent chain), and its opacity is the scene's
/// composite opacity (Lottie does not inherit opacity through `parent`).
///
/// A layer whose transform to the root is 2-D affine at every frame keeps its geometry in its own
/// coordinates and gets that transform as Lottie position, scale, rotation and skew keyframes
/// (anchor 0, skew axis 0): its bounds as a rectangle path filled with the background colour or
/// the gradient, its path filled, and stroked with its line width, strokeStart … strokeEnd as a
/// sequential trim. A layer with perspective or a 3-D transform that is not affine at some frame
/// is drawn in root coordinates with an identity transform: the bounds' projected quad, the path
/// projected (flattened within 0.01 px), its stroked part from the scene's root path.
///
/// - Precision: at every frame `k`: 0.01 px for every point of the layer's bounds and path
///   (transform keyframes dropped only where the straight interpolation of the parameters keeps
///   the bounds' corners and the first frame's path vertices within 0.005 px), 1e-4 for opacity,
///   colour components, gradient locations and trim fractions. Paths are hold keyframes, exact
///   (to 1e-6) at every frame; arcs become cubics within 0.0022 px.
/// - Approximations (listed in ``Output/omissions`` when a scene uses them): in root coordinates,
///   the stroke width is the line width × √|det| (exact for rotations and uniform scales) and a
///   gradient's end points are mapped to the root (exact under similarity transforms); text is not
///   exported (Lottie 1.0 has no text); blend modes Lottie lacks are drawn normally; a layer
///   behind the viewer is drawn with opacity 0.
public struct LottieSceneExport: Sendable, Hashable {
  /// Frames per second of the composition (and the sampling rate), in (0, 1000].
  public var framesPerSecond: Double
  /// The first exported time, in seconds of the scene's clock.
  public var start: Double
  /// The last exported time; nil means the scene's duration.
  public var end: Double?

  /// The most frames one export samples.
  public static let maximumFrames = 100_000
  /// The bound on point positions (quad corners, gradient points) at every frame, in points.
  public static let positionTolerance = 0.01
  /// The bound on opacity (0 … 1), colour components and gradient locations at every frame.
  public static let valueTolerance = 1e-4

  /// An export of the span `start … end` (default the scene's duration) at `framesPerSecond`.
  public init(framesPerSecond: Double = 60, start: Double = 0, end: Double? = nil) {
    self.framesPerSecond = framesPerSecond
    self.start = start
    self.end = end
  }

  /// The exported composition.
  public struct Output: Sendable, Hashable {
    /// The Lottie JSON text (compact, members in a fixed order, numbers rounded to 1e-6).
    public var json: String
    /// One line per approximation the scene needed (what, and on which layer).
    public var omissions: [String]
  }

  /// `document` exported as Lottie JSON.
  ///
  /// `LottieSceneExport(framesPerSecond: 30).export(scene).json` is the file `curves scene
  /// --format lottie --fps 30` writes (without its final newline).
  ///
  /// - Throws: ``LottieExportError`` for a bad frame rate, span or canvas, a non-sRGB colour or a
  ///   non-finite value, or the scene's own evaluation error.
  /// - Complexity: O(frames × layer instances × path size).
  public func export(_ document: SceneDocument) throws(LottieExportError) -> Output {
    let fps = framesPerSecond
    guard fps > 0, fps <= 1000 else { throw .frameRate(fps) }
    let until = end ?? document.duration
    guard start.isFinite, until.isFinite, until >= start else { throw .span(from: start, until: until) }
    let intervals = ((until - start) * fps).rounded()
    guard intervals < Double(Self.maximumFrames) else { throw .tooManyFrames(Int(min(intervals, 1e15))) }
    let w = document.size.x, h = document.size.y
    guard w > 0, h > 0, w <= 100_000, h <= 100_000 else { throw .canvasSize(width: w, height: h) }
    var evaluator: SceneEvaluator
    do { evaluator = try SceneEvaluator(document, tolerance: Self.positionTolerance) } catch { throw .scene(error) }
    // First pass: which instances are affine at every frame (they keep their transform).
    var affine: [Bool] = []
    for k in 0...Int(intervals) {
      let frames: [SceneLayerFrame]
      do { frames = try evaluator.evaluate(at: start + Double(k) / fps) } catch { throw .scene(error) }
      if k == 0 { affine = Array(repeating: true, count: frames.count) }
      for (index, frame) in frames.enumerated() where index < affine.count && affine[index] {
        affine[index] = LottieAffineTrack.parameters(of: frame.toRoot, previous: nil) != nil
      }
    }
    var layers: [LottieLayerTracks] = []
    for k in 0...Int(intervals) {
      let t = start + Double(k) / fps
      let frames: [SceneLayerFrame]
      do { frames = try evaluator.evaluate(at: t) } catch { throw .scene(error) }
      if k == 0 {
        layers = frames.enumerated().map { index, frame in
          var layer = LottieLayerTracks(name: frame.name, instance: frame.instance, parent: frame.parent)
          layer.local = index < affine.count && affine[index]
          return layer
        }
      }
      for (index, frame) in frames.enumerated() where index < layers.count {
        try layers[index].append(frame)
      }
    }
    let background = try LottieLayerTracks.rgba(document.background, layer: "", property: "background")
    let op = Double(Int(intervals))
    var json: [LottieJSON] = []
    for (index, layer) in layers.enumerated().reversed() {
      json.append(layer.json(ind: index + 1, op: op))
    }
    json.append(Self.backgroundLayer(background, ind: layers.count + 1, size: document.size, op: op))
    let root: LottieJSON = .object([
      "v": .string("5.7.0"), "fr": .number(fps), "ip": .number(0), "op": .number(op),
      "w": .number(w.rounded(.up)), "h": .number(h.rounded(.up)), "nm": .string(document.name), "ddd": .number(0),
      "assets": .array([]), "layers": .array(json),
    ])
    return Output(json: root.jsonText, omissions: layers.flatMap(\.omissions))
  }

  /// The bottom layer: a rectangle filling the canvas with the background colour.
  static func backgroundLayer(_ color: [Double], ind: Int, size: SIMD2<Double>, op: Double) -> LottieJSON {
    let rect: LottieJSON = .object([
      "ty": .string("rc"), "nm": .string("canvas"), "d": .number(1),
      "p": .object(["a": .number(0), "k": .numbers([size.x / 2, size.y / 2])]),
      "s": .object(["a": .number(0), "k": .numbers([size.x, size.y])]),
      "r": .object(["a": .number(0), "k": .number(0)]),
    ])
    let fill = LottieLayerTracks.fillJSON(
      color: .object(["a": .number(0), "k": .numbers(Array(color[0..<3]))]),
      opacity: .object(["a": .number(0), "k": .number(color[3] * 100)]))
    return LottieLayerTracks.layerJSON(
      name: "background", ind: ind, parent: nil, blendMode: 0, op: op,
      opacity: .object(["a": .number(0), "k": .number(100)]),
      shapes: [LottieLayerTracks.group("background", [rect, fill])])
  }
}
