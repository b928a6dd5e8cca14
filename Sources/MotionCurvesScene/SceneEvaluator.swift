import MotionCurvesCore

/// Evaluates a ``SceneDocument`` at any time: every property of every layer and replicator
/// instance, its transform to the root, and its geometry in root coordinates, as
/// ``SceneLayerFrame`` values.
///
/// The document-level wrapper of a ``SceneProgram``: the initializer compiles the document, and
/// each frame evaluates the program into the evaluator's own ``SceneFrameBuffer`` and builds the
/// frames from it (flattening paths into root coordinates). An engine that needs no frames holds
/// the program and a buffer itself, and a frame then allocates nothing.
///
/// ```swift
/// var dot = SceneLayer(name: "dot")
/// dot.boundsSize = SIMD2(10, 10)
/// dot.position = SIMD2(50, 50)
/// dot.animations = [
///   try AnimationDocument(
///     keyPath: "position.x", clock: .media(try MediaTiming(duration: 1)),
///     keyframes: .values(try KeyframeValues(values: [[0], [100]])))
/// ]
/// var scene = try SceneEvaluator(SceneDocument(name: "dot", size: SIMD2(100, 100), duration: 1, layers: [dot]))
/// let frame = try scene.evaluate(at: 0.25)[0]
/// frame.position.x          // 25: a quarter of the way
/// frame.quad?.topLeft        // (20, 45): the square spans 20 … 30 across
/// ```
///
/// - Precision: as ``SceneProgram``; paths flattened to within ``tolerance`` (at most 4,096 pieces
///   per segment).
/// - Complexity: a frame is the program's, plus O(path points) to build the frames, which it
///   allocates: at most ``SceneProgram/maximumFlattenedPoints`` points a frame, all instances
///   together, and ``SceneProgram/maximumInstances`` frames.
public struct SceneEvaluator: Sendable {
  /// The compiled scene.
  public let program: SceneProgram
  /// The states of the last frame evaluated.
  public private(set) var buffer: SceneFrameBuffer

  /// The largest distance, in root points, between a frame's paths and their flattened
  /// ``SceneLayerFrame/rootPath`` polylines.
  public let tolerance: Double

  /// The scene.
  public var document: SceneDocument { program.document }

  /// Builds the evaluator for `document`, flattening root paths to within `tolerance` points
  /// (default 0.01 pt).
  ///
  /// - Throws: as ``SceneProgram/init(_:)``; ``SceneError/notFinite(_:_:)`` or
  ///   ``SceneError/notPositive(_:_:)`` for a tolerance that is not a positive number.
  public init(_ document: SceneDocument, tolerance: Double = 0.01) throws(SceneError) {
    try SceneError.positive(tolerance, .tolerance)
    self.tolerance = tolerance
    program = try SceneProgram(document)
    buffer = program.makeBuffer()
  }

  /// Every layer instance at `time` (seconds of the scene's clock), depth first: a layer before
  /// its sublayers, a replicator's sublayers instance by instance.
  ///
  /// - Throws: ``SceneError/notFinite(_:_:)`` for a NaN or infinite time;
  ///   ``SceneError/tooManyPoints(limit:)`` when the frame's root paths together need more than
  ///   ``SceneProgram/maximumFlattenedPoints`` points (found before they are computed).
  public mutating func evaluate(at time: Double) throws(SceneError) -> [SceneLayerFrame] {
    try program.evaluate(at: time, into: &buffer)
    var budget = SceneProgram.maximumFlattenedPoints, frames: [SceneLayerFrame] = []
    frames.reserveCapacity(program.instances.count)
    for index in program.instances.indices {
      frames.append(try SceneLayerFrame(program, instance: index, in: buffer, tolerance: tolerance, budget: &budget))
    }
    return frames
  }
}
