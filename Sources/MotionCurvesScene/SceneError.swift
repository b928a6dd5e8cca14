import MotionCurvesCore

/// Why a ``SceneDocument`` cannot be evaluated. Every case names the layer and the bad value.
public indirect enum SceneError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError {
  /// The numbers a scene is evaluated with, by the names of ``SceneEvaluator``'s parameters.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// The frame time, in seconds of the scene's clock.
    case time
    /// The largest distance allowed between a path and its flattened polylines, in points.
    case tolerance
  }

  /// Two layers with the same name.
  case duplicateName(String)
  /// A layer with an empty name (output rows use the empty name for the canvas).
  case unnamedLayer
  /// Two inputs with the same name.
  case duplicateInput(String)
  /// An animation leaf without a key path, on the named layer.
  case missingKeyPath(layer: String)
  /// A key path that is not a ``SceneProperty``.
  case unknownProperty(layer: String, keyPath: String)
  /// A clock naming no input of the scene.
  case unknownInput(layer: String, name: String)
  /// A spring on a property that is not one number, or with invalid parameters.
  case invalidSpring(layer: String, keyPath: String, reason: String)
  /// Matrix keyframes in a mode matrices cannot take (cubic, or a Web Animations keyframe list).
  case matrixKeyframes(layer: String, keyPath: String)
  /// `path` animated on a layer without a path, `colors`/`locations` on a layer without a
  /// gradient, `textIndex` on a layer without texts.
  case nothingToAnimate(layer: String, keyPath: String)
  /// Keyframe values with the wrong number of components for the property.
  case componentCount(layer: String, keyPath: String, count: Int, needed: Int)
  /// A replicator inside another replicator's sublayers.
  case nestedReplicator(layer: String)
  /// A change from the value on screen on a layer whose clock stands still (speed 0), so that
  /// its begin time is never reached.
  case unresolvable(layer: String, keyPath: String)
  /// A NaN or infinite frame time or tolerance.
  case notFinite(Parameter, Double)
  /// A tolerance that is not greater than 0.
  case notPositive(Parameter, Double)
  /// A layer instance index outside the program's `0..<count`.
  case noInstance(Int, count: Int)
  /// A document whose layer tree expands (replicators multiplying their sublayers) to more layer
  /// instances than ``SceneProgram/maximumInstances``: refused before any is built.
  case tooManyInstances(Double, limit: Int)
  /// Paths that flatten to more points than ``SceneProgram/maximumFlattenedPoints`` in one call
  /// of ``SceneProgram/flattenPath(ofLayer:in:tolerance:points:polylines:)`` or one frame of
  /// ``SceneEvaluator``: refused when the limit is reached, with nothing appended.
  case tooManyPoints(limit: Int)
  /// A layer instance whose geometry in root coordinates, at the frame evaluated, is beyond the
  /// range of doubles — its transform to the root, a bounds corner or a point of its root path:
  /// its anchor point times its bounds, its position or its transforms overflow
  /// (`"anchorPoint": [1e308, 0]`, 1,100 replicated `scale(2)`).
  case geometryOverflow(layer: String, instance: Int)
  /// A problem of the layer at a JSON path of the document (`layers[0].sublayers[2]`): what
  /// ``SceneProgram/init(_:)`` throws for anything it refuses in a layer, its animations, springs,
  /// transitions or replicator.
  case at(String, SceneError)
  /// An input's drag that cannot be compiled: a release whose projection or spring is not finite.
  case invalidDrag(input: String, reason: String)
  /// A frame-width input names no layer of the scene.
  case unknownFrameLayer(input: String, layer: String)
  /// A frame-width input's layer comes after a layer on the input's clock (or is on it itself):
  /// the width would be read before it is evaluated.
  case frameReadTooLate(input: String, layer: String, user: String)

  /// One line naming the bad value, as the command line prints it.
  public var description: String {
    switch self {
    case let .duplicateName(name): return "two layers are named \"\(name)\""
    case .unnamedLayer: return "a layer has an empty name"
    case let .duplicateInput(name): return "two inputs are named \"\(name)\""
    case let .missingKeyPath(layer): return "layer \"\(layer)\": an animation has no keyPath"
    case let .unknownProperty(layer, keyPath):
      return "layer \"\(layer)\": \"\(keyPath)\" is not an animatable property (\(SceneProperty.allCases.map(\.rawValue).joined(separator: ", ")))"
    case let .unknownInput(layer, name): return "layer \"\(layer)\": clock \"\(name)\" names no input of the scene"
    case let .invalidSpring(layer, keyPath, reason): return "layer \"\(layer)\": the spring on \(keyPath): \(reason)"
    case let .matrixKeyframes(layer, keyPath):
      return "layer \"\(layer)\": \(keyPath) keyframes must be Core Animation values in a linear, discrete or paced mode"
    case let .nothingToAnimate(layer, keyPath):
      let part = keyPath == "path" ? "path" : keyPath == "textIndex" ? "texts" : "gradient"
      return "layer \"\(layer)\": \(keyPath) is animated but the layer has no \(part)"
    case let .componentCount(layer, keyPath, count, needed):
      return "layer \"\(layer)\": \(keyPath) values have \(count) numbers, the property has \(needed)"
    case let .nestedReplicator(layer): return "layer \"\(layer)\": a replicator inside a replicator is not supported"
    case let .unresolvable(layer, keyPath):
      return "layer \"\(layer)\": the change of \(keyPath) starts from the value on screen, but the layer's clock stands still"
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .noInstance(index, count): return "layer instance \(index) is not in the scene (0..<\(count))"
    case let .at(path, error): return "\(path): \(error)"
    case let .invalidDrag(input, reason): return "input \"\(input)\": its drag: \(reason)"
    case let .unknownFrameLayer(input, layer): return "input \"\(input)\": frameWidthOf \"\(layer)\" names no layer of the scene"
    case let .frameReadTooLate(input, layer, user):
      return "input \"\(input)\": layer \"\(user)\" runs on its clock but is evaluated before (or is) \"\(layer)\", whose frame width it reads: move \"\(layer)\" earlier"
    case let .tooManyInstances(count, limit):
      let shown = count < 0x1p62 ? "\(Int(count))" : "more than 4.6e18"
      return "the layer tree expands to \(shown) layer instances, more than \(limit): replicate fewer"
    case let .geometryOverflow(layer, instance):
      return "layer \"\(layer)\" (instance \(instance)): its geometry in root coordinates is beyond the range of doubles (anchor point, position or transform too large)"
    case let .tooManyPoints(limit):
      return "the paths flatten to more than \(limit) points: ask for a larger tolerance or fewer, shorter paths"
    }
  }
}
