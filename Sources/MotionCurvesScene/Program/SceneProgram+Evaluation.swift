import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesFrame
import MotionCurvesTransforms

extension SceneProgram {
  /// Writes every layer instance's state at `time` (seconds of the scene's clock) into `buffer`.
  ///
  /// A buffer from ``makeBuffer()`` of this program is used as it is; any other is reshaped
  /// first (allocating once).
  ///
  /// - Throws: ``SceneError/notFinite(_:_:)`` for a NaN or infinite time, the buffer left as it
  ///   was; ``SceneError/geometryOverflow(layer:instance:)`` naming the first instance whose
  ///   transform to the root or bounds corners are beyond the range of doubles (the buffer then
  ///   holds the frame).
  /// - Complexity: O(animations + layer instances + animated path and gradient numbers);
  ///   allocation-free once the buffer is shaped for the program and uniquely referenced.
  public func evaluate(at time: Double, into buffer: inout SceneFrameBuffer) throws(SceneError) {
    guard time.isFinite else { throw .notFinite(.time, time) }
    if !fits(buffer) { buffer = makeBuffer() }
    buffer.time = time
    // The working tables move out of the buffer for the frame (a swap, no copy), so that the
    // instances can write the buffer while reading them.
    var values: [Double] = [], inputTimes: [Double] = []
    swap(&values, &buffer.values)
    swap(&inputTimes, &buffer.inputTimes)
    defer {
      swap(&values, &buffer.values)
      swap(&inputTimes, &buffer.inputTimes)
    }
    values.withUnsafeMutableBufferPointer { values in
      guard let out = values.baseAddress else { return }
      evaluators[0].evaluateTracks(at: time, into: out)
      for (input, source) in inputSources.enumerated() {
        switch source {
        case let .animation(outputs):
          inputTimes[input] = document.inputs[input].range.clamping(out[outputs.lowerBound + 1])
        case let .drag(motion):
          inputTimes[input] = motion.value(at: time)
        case .frameWidth:
          // Read when its layer is done, below.
          continue
        }
        evaluators[input + 1].evaluateTracks(at: inputTimes[input], into: out + domainOffsets[input + 1])
      }
    }
    // Copy-on-write once here at most; then every table is written in place.
    buffer.gradientColors.withUnsafeMutableBufferPointer { colors in
      modelGradientColors.withUnsafeBufferPointer { model in
        for i in model.indices { colors[i] = model[i] }
      }
    }
    buffer.gradientLocations.withUnsafeMutableBufferPointer { locations in
      modelGradientLocations.withUnsafeBufferPointer { model in
        for i in model.indices { locations[i] = model[i] }
      }
    }
    values.withUnsafeMutableBufferPointer { mutableValues in
      let values = UnsafeBufferPointer(mutableValues)
      var next = 0
      entries.withUnsafeBufferPointer { entries in
        for index in entries.indices {
          evaluate(entries[index], index: index, at: time, values: values, inputTimes: inputTimes, into: &buffer)
          // Inputs read off this layer's frame, for the layers after it on their clocks.
          while next < frameWidthInputs.count && frameWidthInputs[next].entry == index {
            let input = frameWidthInputs[next].input
            let width = Self.frameWidth(buffer.layers[index]) ?? document.inputs[input].rest
            inputTimes[input] = document.inputs[input].range.clamping(width)
            if let out = mutableValues.baseAddress {
              evaluators[input + 1].evaluateTracks(at: inputTimes[input], into: out + domainOffsets[input + 1])
            }
            next += 1
          }
        }
      }
    }
    // A transform to the root or a bounds corner beyond the range of doubles (an anchor point,
    // position or scale whose product overflows) has no finite geometry: named, not passed on as
    // NaN or ∞.
    if let index = buffer.layers.firstIndex(where: { !Self.isFinite($0.toRoot) || !Self.isFinite($0.quad) }) {
      throw .geometryOverflow(layer: instances[index].layer.name, instance: instances[index].instance)
    }
  }

  /// Whether every corner of `quad` (nil: behind the viewer) is finite.
  @inline(__always)
  static func isFinite(_ quad: LayerQuad?) -> Bool {
    guard let quad else { return true }
    let zero = SIMD2<Double>.zero
    return quad.topLeft * zero + quad.topRight * zero + quad.bottomRight * zero + quad.bottomLeft * zero == zero
  }

  /// Whether every entry of `m` is finite: finite · 0 is 0, while ±∞ · 0 and NaN are NaN.
  @inline(__always)
  static func isFinite(_ m: TransformMatrix3D) -> Bool {
    let zero = SIMD4<Double>.zero
    var product = m.row1 * zero
    product += m.row2 * zero
    product += m.row3 * zero
    product += m.row4 * zero
    return product == zero
  }

  /// Whether `buffer` has this program's shape.
  func fits(_ buffer: SceneFrameBuffer) -> Bool {
    buffer.layers.count == entries.count && buffer.pathNumbers.count == pathNumberCount
      && buffer.gradientColors.count == modelGradientColors.count
      && buffer.gradientLocations.count == modelGradientLocations.count
      && buffer.values.count == evaluators.reduce(0) { $0 + $1.count } && buffer.inputTimes.count == document.inputs.count
  }

  /// One instance: its model state, the animations with a value applied over it in order, then
  /// the transform components composed and the geometry carried down from its superlayer.
  @inline(__always)
  private func evaluate(
    _ entry: Entry, index: Int, at time: Double, values: UnsafeBufferPointer<Double>, inputTimes: [Double],
    into buffer: inout SceneFrameBuffer
  ) {
    var state = entry.model
    var components = TransformComponents()
    do {
      bindings.withUnsafeBufferPointer { bindings in
        for b in entry.bindings {
          let binding = bindings[b]
          let first = domainOffsets[binding.domain] + binding.outputs.lowerBound
          guard values[first] == 1 else { continue }
          let v = UnsafeBufferPointer(rebasing: values[(first + 1)..<(domainOffsets[binding.domain] + binding.outputs.upperBound)])
          if let keyMatrices = binding.matrices {
            let matrix = matrices.withUnsafeBufferPointer {
              Self.matrix(UnsafeBufferPointer(rebasing: $0[keyMatrices]), at: v[0])
            }
            if binding.property == .sublayerTransform { state.sublayerTransform = matrix } else { state.transform = matrix }
          } else {
            apply(binding.property, v, to: &state, components: &components, entry: entry, buffer: &buffer)
          }
        }
      }
    }
    if entry.hasWave {
      let clock = entry.domain == 0 ? time : inputTimes[entry.domain - 1]
      state.localTime = entry.timings.withUnsafeBufferPointer { timings in
        var local = clock
        for timing in timings { local = timing.localTime(atParentTime: local) }
        return local
      }
    }
    state.transform = components.matrix.concatenating(state.transform)
    if let colorModel = entry.colorModel {
      let k = instances[index].instance
      state.fillColor = state.fillColor.map { colorModel.color(ofInstance: k, source: $0) }
      state.strokeColor = state.strokeColor.map { colorModel.color(ofInstance: k, source: $0) }
      state.backgroundColor = state.backgroundColor.map { colorModel.color(ofInstance: k, source: $0) }
      buffer.gradientColors.withUnsafeMutableBufferPointer { colors in
        for i in state.gradientColors { colors[i] = colorModel.color(ofInstance: k, source: colors[i]) }
      }
    }
    let anchor = entry.anchor
    var local = TransformMatrix3D.translation(x: -anchor.x, y: -anchor.y)
      .concatenating(state.transform).concatenating(Self.flattening)
      .concatenating(.translation(x: state.position.x, y: state.position.y))
    if let parent = instances[index].parent {
      let (above, parentAnchor) = (buffer.layers[parent], entries[parent].anchor)
      state.compositeOpacity = state.opacity * above.compositeOpacity
      local = local.concatenating(.translation(x: -parentAnchor.x, y: -parentAnchor.y))
        .concatenating(entry.instanceMatrix).concatenating(above.sublayerTransform).concatenating(Self.flattening)
        .concatenating(.translation(x: parentAnchor.x, y: parentAnchor.y))
        .concatenating(above.toRoot)
    } else {
      state.compositeOpacity = state.opacity * 1
    }
    state.toRoot = local
    let (o, s) = (entry.boundsOrigin, entry.boundsSize)
    if let a = local.projecting(o), let b = local.projecting(SIMD2(o.x + s.x, o.y)), let c = local.projecting(o + s),
      let d = local.projecting(SIMD2(o.x, o.y + s.y))
    {
      state.quad = LayerQuad(topLeft: a, topRight: b, bottomRight: c, bottomLeft: d)
    }
    buffer.layers[index] = state
  }

  /// Sets `property` to the animated numbers `v` (as ``SceneProperty/componentCount(on:)`` counts
  /// them); transform components go to `components`, paths and gradients to the buffer's tables.
  @inline(__always)
  private func apply(
    _ property: SceneProperty, _ v: UnsafeBufferPointer<Double>, to state: inout SceneLayerState,
    components: inout TransformComponents, entry: Entry, buffer: inout SceneFrameBuffer
  ) {
    switch property {
    case .positionX: state.position.x = v[0]
    case .positionY: state.position.y = v[0]
    case .position: state.position = SIMD2(v[0], v[1])
    case .zPosition: state.zPosition = v[0]
    case .opacity: state.opacity = v[0]
    case .transform, .sublayerTransform:
      // Never numbers: their animations interpolate whole matrices.
      break
    case .scale: components.scale = SIMD3(repeating: v[0])
    case .scaleX: components.scale.x = v[0]
    case .scaleY: components.scale.y = v[0]
    case .scaleZ: components.scale.z = v[0]
    case .rotation, .rotationZ: components.rotation.z = v[0]
    case .rotationX: components.rotation.x = v[0]
    case .rotationY: components.rotation.y = v[0]
    case .translationX: components.translation.x = v[0]
    case .translationY: components.translation.y = v[0]
    case .translationZ: components.translation.z = v[0]
    case .translation: (components.translation.x, components.translation.y) = (v[0], v[1])
    case .strokeStart: state.strokeStart = v[0]
    case .strokeEnd: state.strokeEnd = v[0]
    case .lineWidth: state.lineWidth = v[0]
    case .path:
      state.pathNumbers = entry.pathSlot
      buffer.pathNumbers.withUnsafeMutableBufferPointer { numbers in
        for (k, i) in entry.pathSlot.enumerated() { numbers[i] = v[k] }
      }
    case .fillColor: state.fillColor = SIMD4(v[0], v[1], v[2], v[3])
    case .strokeColor: state.strokeColor = SIMD4(v[0], v[1], v[2], v[3])
    case .backgroundColor: state.backgroundColor = SIMD4(v[0], v[1], v[2], v[3])
    case .colors:
      buffer.gradientColors.withUnsafeMutableBufferPointer { colors in
        for (k, i) in state.gradientColors.enumerated() {
          colors[i] = SIMD4(v[4 * k], v[4 * k + 1], v[4 * k + 2], v[4 * k + 3])
        }
      }
    case .locations:
      buffer.gradientLocations.withUnsafeMutableBufferPointer { locations in
        for (k, i) in state.gradientLocations.enumerated() { locations[i] = v[k] }
      }
    case .textIndex:
      if entry.textCount > 0 {
        state.textIndex = v[0].isFinite ? Int(Swift.min(Swift.max(v[0].rounded(.down), 0), Double(entry.textCount - 1))) : 0
      }
    }
  }

  /// The matrix at keyframe index `index`: Core Animation's interpolation between the keyframes
  /// around it (extrapolating beyond the ends, as an overshooting timing function asks).
  static func matrix(_ matrices: UnsafeBufferPointer<TransformMatrix3D>, at index: Double) -> TransformMatrix3D {
    guard matrices.count > 1 else { return matrices[0] }
    // Clamped as a Double first: an overshooting timing function may carry the index far out.
    let last = Double(matrices.count - 2)
    let lower = index.isNaN ? 0 : Int(Swift.min(Swift.max(index.rounded(.down), 0), last))
    return matrices[lower].interpolated(to: matrices[lower + 1], at: index - Double(lower))
  }

  /// ``matrix(_:at:)`` over a slice of the program's matrices.
  static func matrix(_ matrices: ArraySlice<TransformMatrix3D>, at index: Double) -> TransformMatrix3D {
    matrices.withUnsafeBufferPointer { matrix($0, at: index) }
  }

  /// Drops z: a layer draws its sublayers flattened into its plane.
  static let flattening = TransformMatrix3D(rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 0, 0), SIMD4(0, 0, 0, 1))
}
