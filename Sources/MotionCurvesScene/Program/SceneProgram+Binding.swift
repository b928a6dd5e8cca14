import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesFrame
import MotionCurvesSprings
import MotionCurvesTransforms

// Turning a layer's animations, springs and transitions into frame-evaluator members.

extension SceneProgram {
  /// A spring or a transition, in the order their begin times put them.
  enum Change {
    case spring(SceneSpring)
    case transition(SceneTransition)

    var beginTime: Double {
      switch self {
      case let .spring(spring): return spring.beginTime
      case let .transition(transition): return transition.beginTime
      }
    }
  }

  /// Adds the layer's springs and transitions after its animations, in order of their begin
  /// times (springs first at equal times): each as the animation that plays it and a held target,
  /// those that start from the value on screen resolving it from what is bound before them.
  mutating func bindChanges(of layer: SceneLayer, entry: Int) throws(SceneError) {
    let changes = (layer.springs.map(Change.spring) + layer.transitions.map(Change.transition)).enumerated()
      .sorted { ($0.element.beginTime, $0.offset) < ($1.element.beginTime, $1.offset) }.map(\.element)
    for change in changes {
      switch change {
      case let .spring(spring):
        guard let property = SceneProperty(rawValue: spring.keyPath) else {
          throw .unknownProperty(layer: layer.name, keyPath: spring.keyPath)
        }
        guard property.componentCount(on: layer) == 1 else {
          throw .invalidSpring(layer: layer.name, keyPath: spring.keyPath, reason: "the property is not one number")
        }
        let from: Double
        if let given = spring.from { from = given } else { from = try presented(property, entry: entry, atLocalTime: spring.beginTime)[0] }
        do {
          let jnw = try JNWSpringAnimation(spring: spring.spring, from: from, to: spring.to)
          let baked = try MediaTiming(beginTime: spring.beginTime, duration: jnw.duration)
          try bind(
            try AnimationDocument(
              keyPath: spring.keyPath, clock: .media(baked),
              keyframes: .values(try KeyframeValues(values: jnw.keyframes.map { ComponentVector([$0]) }))),
            of: layer, entry: entry)
          try bindHeld(ComponentVector([jnw.to]), keyPath: spring.keyPath, from: spring.beginTime + jnw.duration, of: layer, entry: entry)
        } catch let error as SceneError {
          throw error
        } catch {
          throw .invalidSpring(layer: layer.name, keyPath: spring.keyPath, reason: "\(error)")
        }
      case let .transition(transition):
        guard let property = SceneProperty(rawValue: transition.keyPath) else {
          throw .unknownProperty(layer: layer.name, keyPath: transition.keyPath)
        }
        let needed = property.componentCount(on: layer)
        guard needed > 0 else { throw .nothingToAnimate(layer: layer.name, keyPath: transition.keyPath) }
        guard transition.to.components.count == needed else {
          throw .componentCount(
            layer: layer.name, keyPath: transition.keyPath, count: transition.to.components.count, needed: needed)
        }
        let from = try presented(property, entry: entry, atLocalTime: transition.beginTime)
        do {
          let timing = try MediaTiming(
            beginTime: transition.beginTime, duration: transition.duration, timingFunction: transition.timingFunction)
          try bind(
            try AnimationDocument(
              keyPath: transition.keyPath, clock: .media(timing),
              keyframes: .values(try KeyframeValues(values: [ComponentVector(from), transition.to])),
              vectorLength: needed),
            of: layer, entry: entry)
          try bindHeld(transition.to, keyPath: transition.keyPath, from: transition.beginTime + transition.duration, of: layer, entry: entry)
        } catch let error as SceneError {
          throw error
        } catch {
          throw .componentCount(
            layer: layer.name, keyPath: transition.keyPath, count: transition.to.components.count, needed: needed)
        }
      }
    }
  }

  /// The target held from `start` on: a one-value animation filling forwards, never removed.
  private mutating func bindHeld(_ value: ComponentVector, keyPath: String, from start: Double, of layer: SceneLayer, entry: Int)
    throws
  {
    let held = try MediaTiming(beginTime: start, duration: 1, fillMode: .forwards, removedOnCompletion: false)
    try bind(
      try AnimationDocument(
        keyPath: keyPath, clock: .media(held), keyframes: .values(try KeyframeValues(values: [value])),
        vectorLength: value.components.count),
      of: layer, entry: entry)
  }

  /// What the entry presents for `property` at its local time `local`, from the animations bound
  /// so far (the last of the same key path with a value, else the model value).
  mutating func presented(_ property: SceneProperty, entry: Int, atLocalTime local: Double) throws(SceneError) -> [Double] {
    let e = entries[entry]
    let name = instances[entry].layer.name
    // The evaluator's time whose local time is `local`: the timings inverted from the layer up.
    var time: Double? = local
    for timing in e.timings.reversed() { time = time.flatMap { timing.parentTime(atLocalTime: $0) } }
    guard let time, time.isFinite else { throw .unresolvable(layer: name, keyPath: property.rawValue) }
    var buffer = [Double](repeating: 0, count: evaluators[e.domain].count)
    evaluators[e.domain].resetClock()
    do {
      try buffer.withUnsafeMutableBufferPointer { output throws(FrameEvaluatorError) in
        try evaluators[e.domain].evaluate(at: time, into: output)
      }
    } catch {
      throw .unresolvable(layer: name, keyPath: property.rawValue)
    }
    var value = property.modelValue(of: instances[entry].layer)
    for binding in bindings[e.bindings] where binding.property.drivenComponents == property.drivenComponents {
      let outputs = buffer[binding.outputs]
      guard outputs.first == 1 else { continue }
      let numbers = Array(outputs.dropFirst())
      value = binding.matrices.map { Self.matrix(matrices[$0], at: numbers[0]).matrix3d } ?? numbers
    }
    return value
  }

  /// Adds every leaf of `document` to the entry's evaluator, under the entry's timings.
  mutating func bind(_ document: AnimationDocument, of layer: SceneLayer, entry: Int) throws(SceneError) {
    let timings = entries[entry].timings
    let domain = entries[entry].domain
    // The tree walk at no time gives every leaf's path and animation (its samples are idle).
    for leaf in document.node.leaves(at: nil) {
      let (path, animation) = (leaf.path, leaf.animation)
      guard let keyPath = animation.keyPath else { throw .missingKeyPath(layer: layer.name) }
      guard let property = SceneProperty(rawValue: keyPath) else {
        throw .unknownProperty(layer: layer.name, keyPath: keyPath)
      }
      if property.componentCount(on: layer) == 0 {
        throw .nothingToAnimate(layer: layer.name, keyPath: keyPath)
      }
      var node = document.node
      var keyMatrices: Range<Int>?
      var model = ComponentVector(property.modelValue(of: layer))
      if property == .transform || property == .sublayerTransform {
        // Matrices interpolate by decomposition: the evaluator gives the keyframe index.
        let (indexed, list) = try Self.indexed(animation, layer: layer.name, keyPath: keyPath)
        node = node.replacingLeaf(at: path, with: indexed)
        keyMatrices = matrices.count..<(matrices.count + list.count)
        matrices += list
        model = [0]
      }
      for timing in timings.reversed() { node = .layer(timing, [node]) }
      let leaf = [Int](repeating: 0, count: timings.count) + path
      do {
        let outputs = try evaluators[domain].add(node, leaf: leaf, modelValue: model, reportsPresence: true)
        // An instance's bindings are the last ones: its sublayers are compiled after it.
        bindings.append(Binding(property: property, domain: domain, outputs: outputs, matrices: keyMatrices))
        entries[entry].bindings = entries[entry].bindings.lowerBound..<bindings.count
      } catch {
        if case let .componentCount(count, needed) = error {
          throw .componentCount(layer: layer.name, keyPath: keyPath, count: count, needed: needed)
        }
        // Model values are finite (the document's values are checked when read) and the leaf
        // paths come from the tree itself.
        throw .componentCount(layer: layer.name, keyPath: keyPath, count: 0, needed: model.components.count)
      }
    }
  }

  /// A matrix animation with its values replaced by keyframe indices [0], [1], … (same key
  /// times, timing functions and mode), and the matrices.
  static func indexed(_ animation: PropertyAnimation<ComponentVector>, layer: String, keyPath: String) throws(SceneError)
    -> (PropertyAnimation<ComponentVector>, [TransformMatrix3D])
  {
    guard case let .values(list) = animation.keyframes,
      [KeyframeCalculationMode.linear, .discrete, .paced].contains(list.calculationMode)
    else { throw .matrixKeyframes(layer: layer, keyPath: keyPath) }
    var matrices: [TransformMatrix3D] = []
    for value in list.values {
      guard value.components.count == 16, let matrix = try? TransformMatrix3D(matrix3d: value.components) else {
        throw .componentCount(layer: layer, keyPath: keyPath, count: value.components.count, needed: 16)
      }
      matrices.append(matrix)
    }
    let indices = (0..<matrices.count).map { ComponentVector([Double($0)]) }
    do {
      // Paced key times come from the matrices' distances: keep them, as linear key times.
      let mode: KeyframeCalculationMode = list.calculationMode == .paced ? .linear : list.calculationMode
      let keyTimes = list.calculationMode == .paced ? list.keyTimes : list.givenKeyTimes
      let keyframes = try KeyframeValues(
        values: indices, keyTimes: keyTimes, timingFunctions: mode == .discrete ? nil : list.timingFunctions,
        calculationMode: mode, validation: list.validation)
      return (PropertyAnimation(keyPath: animation.keyPath, timing: animation.timing, keyframes: .values(keyframes)), matrices)
    } catch {
      throw .matrixKeyframes(layer: layer, keyPath: keyPath)
    }
  }
}

extension AnimationNode {
  /// The tree with the animation at `path` replaced.
  func replacingLeaf(at path: [Int], with animation: PropertyAnimation<Value>) -> AnimationNode {
    guard let first = path.first else { return .animation(animation) }
    switch self {
    case .animation: return .animation(animation)
    case let .group(timing, children):
      var children = children
      children[first] = children[first].replacingLeaf(at: Array(path.dropFirst()), with: animation)
      return .group(timing, children)
    case let .layer(timing, children):
      var children = children
      children[first] = children[first].replacingLeaf(at: Array(path.dropFirst()), with: animation)
      return .layer(timing, children)
    }
  }
}
