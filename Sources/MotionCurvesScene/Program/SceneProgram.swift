import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesFrame
import MotionCurvesTransforms

/// A ``SceneDocument`` compiled for the frame loop: its layer tree flattened into one entry per
/// layer instance (replicators expanded), every animation a compiled leaf of a ``FrameEvaluator``,
/// every entry's model values, bindings and matrices in flat tables of plain values.
///
/// Compile once; then ``evaluate(at:into:)`` writes every instance's ``SceneLayerState`` into a
/// caller-owned ``SceneFrameBuffer``, allocation-free. The program is read-only while it
/// evaluates, so threads may share it, each with its own buffer. ``SceneEvaluator`` is the
/// document-level wrapper: it evaluates through a program and builds ``SceneLayerFrame`` values
/// (with paths flattened into root coordinates) from the states.
///
/// ```
/// SceneDocument ──compile──▶ SceneProgram ──evaluate(at:into:)──▶ SceneFrameBuffer
///   layers, animations,        instances (topological order)         SceneLayerState per instance
///   springs, transitions,      frame evaluators (compiled leaves)    path numbers, gradient tables
///   replicators, inputs        bindings, matrices, model states
/// ```
///
/// Compiling flattens the tree: each layer instance gets the layer timings of the layer and all
/// its superlayers, root first — and, for instance k of a replicator's sublayers, a timing that
/// begins k·`instanceDelay` later. Layers whose clock is a scripted input (``SceneLayer/clock``)
/// go to one more evaluator per input, evaluated at the input's value. A frame evaluates the
/// inputs (an animation's value, a drag's motion), then every evaluator, then each instance in
/// order — an input read off a layer's frame width, and its evaluator, right after that layer's
/// instance — each instance: its model state, each animation
/// that has a value at that time applied over it in order, the transform components composed,
/// the superlayer's transform to the root, opacity and geometry carried down.
///
/// - Precision: each animated value is what ``AnimationNode/leaves(at:)`` gives for that
///   animation at the same time, bit for bit; a whole matrix (`transform`, `sublayerTransform`) is
///   Core Animation's interpolation by decomposition between the two keyframes around the
///   progress, the fraction within 1 ulp of the keyframe index. Geometry: 4×4 products and
///   projections in double precision (a few ulps per level of depth).
/// - Complexity: compiling is O(layer instances + keyframes); a frame is O(animations + layer
///   instances + animated path and gradient numbers), allocation-free.
public struct SceneProgram: Sendable {
  /// The scene.
  public let document: SceneDocument

  /// A layer instance: the document's layer and its place in the flattened tree.
  public struct Instance: Sendable {
    /// The layer (its name, bounds, anchor point, caps, texts, path commands, wave: what does not
    /// animate).
    public let layer: SceneLayer
    /// The replicator instance (0 outside any replicator).
    public let instance: Int
    /// How deep the layer is in the tree (0 for a root layer).
    public let depth: Int
    /// The superlayer's instance index; nil at the root. Always less than the instance's own.
    public let parent: Int?
  }

  /// Every layer instance, depth first: a layer before its sublayers, a replicator's sublayers
  /// instance by instance. A ``SceneFrameBuffer``'s layers are in this order.
  public private(set) var instances: [Instance] = []

  /// One animation of a layer instance and where its value lands.
  struct Binding: Sendable {
    let property: SceneProperty
    /// The clock domain: 0 the scene's, i + 1 input i's.
    let domain: Int
    /// The outputs in the domain's evaluator: presence (1 or 0), then the components.
    let outputs: Range<Int>
    /// For whole matrices: the keyframe matrices in ``matrices``, between which the output (a
    /// keyframe index) interpolates.
    let matrices: Range<Int>?
  }

  /// What a frame needs of an instance beyond its model state.
  struct Entry: Sendable {
    /// The clock domain and the timings from it down to this layer: its local time.
    let domain: Int
    let timings: [LayerTiming]
    /// The colour model of the replicator above, for instance colours.
    let colorModel: ReplicatorColorModel?
    /// The replicator's instance transform applied `instance` times (identity outside replicators).
    let instanceMatrix: TransformMatrix3D
    /// The instance's bindings in ``bindings``.
    var bindings: Range<Int>
    /// The anchor point in the layer's coordinates, and the bounds.
    let anchor: SIMD2<Double>, boundsOrigin: SIMD2<Double>, boundsSize: SIMD2<Double>
    let textCount: Int
    let hasWave: Bool
    /// The model values as a state (colours in sRGB, no instance colour yet).
    let model: SceneLayerState
    /// Where an animated path's numbers go in ``SceneFrameBuffer/pathNumbers``.
    let pathSlot: Range<Int>
  }

  var entries: [Entry] = []
  var bindings: [Binding] = []
  var matrices: [TransformMatrix3D] = []
  /// The scene's evaluator, then one per input.
  var evaluators: [FrameEvaluator]
  /// Where each evaluator's outputs start in ``SceneFrameBuffer/values``.
  var domainOffsets: [Int] = []
  /// Where each input's value comes from, compiled.
  var inputSources: [InputSource] = []
  /// The inputs read off a layer's frame, as (the layer's entry, the input), by entry.
  var frameWidthInputs: [(entry: Int, input: Int)] = []
  /// The model gradients' colours (sRGB) and locations, end to end.
  var modelGradientColors: [SIMD4<Double>] = []
  var modelGradientLocations: [Double] = []
  var pathNumberCount = 0

  /// Compiles `document`.
  ///
  /// - Throws: ``SceneError/tooManyInstances(_:limit:)`` beyond ``maximumInstances``, before
  ///   anything is built; ``SceneError`` for duplicate layer or input names; for unknown key paths or
  ///   inputs, values with the wrong number of components, nested replicators or invalid springs,
  ///   the problem at the JSON path of its layer (``SceneError/at(_:_:)``, `layers[1].sublayers[0]`);
  ///   ``SceneError/invalidDrag(input:reason:)`` for a drag whose release cannot be projected,
  ///   ``SceneError/unknownFrameLayer(input:layer:)`` and ``SceneError/frameReadTooLate(input:layer:user:)``
  ///   for a frame-width input without its layer, or read after a layer that runs on it.
  ///   Nothing fails at evaluation time but a non-finite time.
  /// - Complexity: O(layer instances + keyframes), plus one evaluation of the bindings so far for
  ///   each spring or transition that starts from the value on screen.
  public init(_ document: SceneDocument) throws(SceneError) {
    self.document = document
    var names = Set<String>()
    for (layer, _) in document.allLayers {
      if layer.name.isEmpty { throw .unnamedLayer }
      if !names.insert(layer.name).inserted { throw .duplicateName(layer.name) }
    }
    var inputNames = Set<String>()
    for input in document.inputs where !inputNames.insert(input.name).inserted { throw .duplicateInput(input.name) }
    evaluators = Array(repeating: FrameEvaluator(), count: document.inputs.count + 1)
    for input in document.inputs {
      switch input.source {
      case let .animation(animation):
        do {
          let outputs = try evaluators[0].add(animation.node, modelValue: [input.rest], reportsPresence: true)
          inputSources.append(.animation(outputs))
        } catch {
          // A group or a layer as the input's animation, or values of more than one number.
          let count = if case let .componentCount(count, _) = error { count } else { 0 }
          throw .componentCount(layer: "input \(input.name)", keyPath: "value", count: count, needed: 1)
        }
      case let .drag(drag):
        do {
          inputSources.append(.drag(try drag.motion(rest: input.rest, range: input.range)))
        } catch {
          throw .invalidDrag(input: input.name, reason: error.description)
        }
      case .frameWidth:
        // Read off its layer's frame during the frame (``frameWidthInputs``).
        inputSources.append(.frameWidth)
      }
    }
    let expanded = Self.instanceCount(document.layers)
    guard expanded <= Double(Self.maximumInstances) else {
      throw .tooManyInstances(expanded, limit: Self.maximumInstances)
    }
    try add(
      document.layers, path: "layers", depth: 0, parent: nil, domain: 0, chain: [], instance: 0, colorModel: nil,
      replicated: false)
    try resolveFrameWidths()
    var offset = 0
    for evaluator in evaluators {
      domainOffsets.append(offset)
      offset += evaluator.count
    }
  }

  /// The most layer instances a program holds (each one a few hundred bytes and its bindings):
  /// the budget that keeps a small document with replicators over many sublayers from building
  /// gigabytes before anything is evaluated.
  public static let maximumInstances = 100_000

  /// How many instances `layers` expand to, each replicator multiplying its sublayers, as a
  /// `Double` (no overflow, whatever the nesting).
  static func instanceCount(_ layers: [SceneLayer]) -> Double {
    layers.reduce(0) { total, layer in
      total + 1 + Double(layer.replicator?.instanceCount ?? 1) * instanceCount(layer.sublayers)
    }
  }

  /// A buffer shaped for this program, holding its model states.
  ///
  /// - Complexity: O(layer instances + gradient and path numbers); allocates the buffer's tables.
  public func makeBuffer() -> SceneFrameBuffer {
    SceneFrameBuffer(
      layers: entries.map(\.model), pathNumbers: Array(repeating: 0, count: pathNumberCount),
      gradientColors: modelGradientColors, gradientLocations: modelGradientLocations, time: nil,
      values: Array(repeating: 0, count: evaluators.reduce(0) { $0 + $1.count }),
      inputTimes: Array(repeating: 0, count: document.inputs.count))
  }

  /// Compiles `layers` (at JSON path `path` of the document) and their sublayers; an error is
  /// thrown at the JSON path of the deepest layer it concerns.
  private mutating func add(
    _ layers: [SceneLayer], path: String, depth: Int, parent: Int?, domain: Int, chain: [LayerTiming], instance: Int,
    colorModel: ReplicatorColorModel?, instanceMatrix: TransformMatrix3D = .identity, replicated: Bool
  ) throws(SceneError) {
    for (position, layer) in layers.enumerated() {
      let path = "\(path)[\(position)]"
      do {
        try add(
          layer, path: path, depth: depth, parent: parent, domain: domain, chain: chain, instance: instance,
          colorModel: colorModel, instanceMatrix: instanceMatrix, replicated: replicated)
      } catch {
        if case .at = error { throw error }
        throw .at(path, error)
      }
    }
  }

  /// Compiles one layer instance and its sublayers.
  private mutating func add(
    _ layer: SceneLayer, path: String, depth: Int, parent: Int?, domain: Int, chain: [LayerTiming], instance: Int,
    colorModel: ReplicatorColorModel?, instanceMatrix: TransformMatrix3D, replicated: Bool
  ) throws(SceneError) {
    var domain = domain
    var timings = chain + [layer.timing]
    switch layer.clock {
    case nil:
      break
    case .scene:
      // Back on the scene's clock, whatever the superlayers' clocks are.
      domain = 0
      timings = [layer.timing]
    case let .input(name):
      guard let input = document.inputs.firstIndex(where: { $0.name == name }) else {
        throw .unknownInput(layer: layer.name, name: name)
      }
      // Speed 0 and timeOffset = the input's value: the local time is the value.
      domain = input + 1
      timings = []
    }
    let index = entries.count
    instances.append(Instance(layer: layer, instance: instance, depth: depth, parent: parent))
    entries.append(
      Entry(
        domain: domain, timings: timings, colorModel: colorModel, instanceMatrix: instanceMatrix,
        bindings: bindings.count..<bindings.count, anchor: layer.boundsOrigin + layer.anchorPoint * layer.boundsSize,
        boundsOrigin: layer.boundsOrigin, boundsSize: layer.boundsSize, textCount: layer.texts.count,
        hasWave: layer.wave != nil, model: modelState(of: layer),
        pathSlot: pathNumberCount..<(pathNumberCount + SceneProperty.path.componentCount(on: layer))))
    pathNumberCount = entries[index].pathSlot.upperBound
    for animation in layer.animations { try bind(animation, of: layer, entry: index) }
    try bindChanges(of: layer, entry: index)
    if let replicator = layer.replicator {
      if replicated { throw .nestedReplicator(layer: layer.name) }
      var power = TransformMatrix3D.identity
      for k in 0..<replicator.instanceCount {
        let delay = LayerTiming(validBeginTime: Double(k) * replicator.instanceDelay, speed: 1, timeOffset: 0)
        try add(
          layer.sublayers, path: "\(path).sublayers", depth: depth + 1, parent: index, domain: domain,
          chain: timings + [delay], instance: k, colorModel: replicator.colorModel, instanceMatrix: power,
          replicated: true)
        power = power.concatenating(replicator.instanceTransform)
      }
    } else {
      try add(
        layer.sublayers, path: "\(path).sublayers", depth: depth + 1, parent: index, domain: domain,
        chain: timings, instance: instance, colorModel: colorModel, replicated: replicated)
    }
  }

  /// The layer's model values as a state, its gradient added to the model tables.
  private mutating func modelState(of layer: SceneLayer) -> SceneLayerState {
    var colors = modelGradientColors.count..<modelGradientColors.count
    var locations = modelGradientLocations.count..<modelGradientLocations.count
    if let gradient = layer.gradient {
      modelGradientColors += gradient.colors.map(\.sceneRGBA)
      modelGradientLocations += gradient.resolvedLocations
      colors = colors.lowerBound..<modelGradientColors.count
      locations = locations.lowerBound..<modelGradientLocations.count
    }
    return SceneLayerState(
      position: layer.position, zPosition: layer.zPosition, opacity: layer.opacity, compositeOpacity: layer.opacity,
      transform: layer.transform, sublayerTransform: layer.sublayerTransform, toRoot: .identity, quad: nil,
      strokeStart: layer.strokeStart, strokeEnd: layer.strokeEnd, lineWidth: layer.lineWidth,
      fillColor: layer.fillColor?.sceneRGBA, strokeColor: layer.strokeColor?.sceneRGBA,
      backgroundColor: layer.backgroundColor?.sceneRGBA, textIndex: layer.texts.isEmpty ? nil : 0, localTime: nil,
      pathNumbers: nil, gradientColors: colors, gradientLocations: locations)
  }
}
