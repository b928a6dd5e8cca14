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
/// - Precision: as ``SceneProgram``; paths flattened to within 0.01 pt (at most 4,096 pieces per
///   segment).
/// - Complexity: a frame is the program's, plus O(path points) to build the frames, which it
///   allocates.
public struct SceneEvaluator: Sendable {
  /// The compiled scene.
  public let program: SceneProgram
  /// The states of the last frame evaluated.
  public private(set) var buffer: SceneFrameBuffer

  /// The scene.
  public var document: SceneDocument { program.document }

  /// Builds the evaluator for `document`.
  ///
  /// - Throws: as ``SceneProgram/init(_:)``.
  public init(_ document: SceneDocument) throws(SceneError) {
    program = try SceneProgram(document)
    buffer = program.makeBuffer()
  }

  /// Every layer instance at `time` (seconds of the scene's clock), depth first: a layer before
  /// its sublayers, a replicator's sublayers instance by instance.
  ///
  /// - Throws: ``SceneError/notFinite(_:_:)`` for a NaN or infinite time.
  public mutating func evaluate(at time: Double) throws(SceneError) -> [SceneLayerFrame] {
    try program.evaluate(at: time, into: &buffer)
    return program.instances.indices.map { SceneLayerFrame(program, instance: $0, in: buffer) }
  }
}
