import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming

// Vector members: one leaf of an animation tree (groups and layer timings above a
// PropertyAnimation of a ComponentVector), its components written to consecutive outputs. This
// is how a scene's layer properties — positions, transforms, paths, colours — join the frame.

extension FrameEvaluator {
  /// One leaf of an animation tree, compiled: the groups and layer timings above it as a flat list,
  /// its timing, and its keyframes as flat tables of `width` numbers per value, so that a frame
  /// walks no tree and builds no vector.
  struct TreeTrack: Sendable {
    /// The groups and layers from the root down to the leaf.
    let steps: [NodeClock.Step]
    let timing: AnimationTiming
    let kind: TrackTable.KeyframeSlice.Kind
    /// Offsets (sequences) or key times.
    let times: [Double]
    /// The values, `width` numbers each, end to end.
    let values: [Double]
    /// The cubic modes' inner control points: per segment, c₁'s numbers then c₂'s.
    let controls: [Double]
    /// Per keyframe (sequences) or segment (values): its easing, resolved.
    let easings: [ResolvedEasing]
    /// What the member shows when the animation has no value.
    let modelValue: [Double]
    /// The output of component 0 (or of the presence flag).
    let firstOutput: Int
    /// Whether `firstOutput` holds 1 or 0 (the animation has a value or not) and the components
    /// follow it.
    let reportsPresence: Bool
  }

  /// Adds the animation at `path` in `tree` (child indices from the root; empty when the tree is
  /// itself an animation) as `modelValue.components.count` consecutive members: the animation's
  /// value at each frame's time, received through every group and layer timing above it exactly
  /// as ``AnimationNode/leaves(at:)`` passes it down, or `modelValue` when it has none. Returns
  /// the members' range.
  ///
  /// With `reportsPresence`, one more member comes first: 1 when the animation has a value at the
  /// frame's time, 0 when it shows the model value — what a caller needs to layer several
  /// animations of one property, as Core Animation does (the last one with a value wins).
  ///
  /// The leaf is compiled here: the timings above it become a flat list and its keyframes flat
  /// tables of numbers, which a frame interpolates component by component.
  ///
  /// - Precision: each frame writes the components of what ``AnimationNode/leaves(at:)`` gives
  ///   for that leaf at the frame's time, bit for bit (vectors interpolate component by
  ///   component, with the same operations in the same order).
  /// - Complexity: O(n·k) for n keyframes of k components. A frame walks the timings above the
  ///   leaf and interpolates k numbers, allocation-free.
  /// - Throws: ``FrameEvaluatorError/noAnimation(at:)`` when `path` does not lead to an
  ///   animation, ``FrameEvaluatorError/componentCount(_:needed:)`` when a keyframe value does
  ///   not have as many components as `modelValue`, ``FrameEvaluatorError/notFinite(_:_:)`` for a
  ///   NaN or infinite model value component; the evaluator is left as it was.
  @discardableResult
  public mutating func add(
    _ tree: AnimationNode<ComponentVector>, leaf path: [Int] = [], modelValue: ComponentVector,
    reportsPresence: Bool = false
  ) throws(FrameEvaluatorError) -> Range<Int> {
    guard let (steps, animation) = tree.steps(to: path) else { throw .noAnimation(at: path) }
    let needed = modelValue.components.count
    if let bad = modelValue.components.first(where: { !$0.isFinite }) { throw .notFinite(.modelValue, bad) }
    if let value = animation.keyframes.allValues.first(where: { $0.components.count != needed }) {
      throw .componentCount(value.components.count, needed: needed)
    }
    let kind: TrackTable.KeyframeSlice.Kind
    let times: [Double], values: [ComponentVector], controls: [(ComponentVector, ComponentVector)]
    let easings: [TimingFunction]
    switch animation.keyframes {
    case let .sequence(sequence):
      let tables = sequence.evaluatedTables
      (kind, times, values, controls, easings) = (.sequence, tables.offsets, tables.values, [], tables.easings)
    case let .values(list):
      (kind, times, values, controls, easings) = (
        list.calculationMode == .discrete ? .discrete : .values, list.keyTimes, list.values,
        list.segmentControlPoints, list.timingFunctions
      )
    }
    // Neutral keyframes hold the underlying value, checked above: every table value has `needed`.
    if let value = values.first(where: { $0.components.count != needed }) {
      throw .componentCount(value.components.count, needed: needed)
    }
    let first = count
    treeTracks.append(
      TreeTrack(
        steps: steps, timing: animation.timing, kind: kind, times: times, values: values.flatMap(\.components),
        controls: controls.flatMap { $0.0.components + $0.1.components }, easings: easings.map(ResolvedEasing.init),
        modelValue: modelValue.components, firstOutput: first, reportsPresence: reportsPresence))
    springOfMember.append(contentsOf: repeatElement(nil, count: needed + (reportsPresence ? 1 : 0)))
    return first..<count
  }

  /// The tree members: each leaf's value at `time`, or its model value.
  ///
  /// - Complexity: O(n) for n members, allocation-free; each track is borrowed in place.
  func evaluateTreeTracks(at time: Double, into out: UnsafeMutablePointer<Double>) {
    treeTracks.withUnsafeBufferPointer { tracks in
      for i in tracks.indices { tracks[i].evaluate(at: time, into: out) }
    }
  }
}

extension FrameEvaluator.TreeTrack {
  /// Writes the leaf's presence and components at the frame's `time`.
  func evaluate(at time: Double, into out: UnsafeMutablePointer<Double>) {
    var clock = NodeClock(time: time, inheritedDuration: nil, parentSpeed: 1)
    steps.withUnsafeBufferPointer { steps in
      for i in steps.indices { clock = clock.entering(steps[i]) }
    }
    let progress = timing.evaluate(
      at: clock.time, inheritedDuration: clock.inheritedDuration, parentSpeed: clock.parentSpeed
    ).progress
    var first = firstOutput
    if reportsPresence {
      out[first] = progress == nil ? 0 : 1
      first += 1
    }
    guard let progress else {
      modelValue.withUnsafeBufferPointer { model in
        for k in model.indices { out[first + k] = model[k] }
      }
      return
    }
    write(at: progress, into: out + first)
  }

  /// The keyframes' components at `progress`, through the kernels the keyframe types evaluate
  /// themselves with: one search and one eased fraction, then each component interpolated.
  private func write(at progress: Double, into out: UnsafeMutablePointer<Double>) {
    let width = modelValue.count
    guard width > 0 else { return }
    times.withUnsafeBufferPointer { times in
      values.withUnsafeBufferPointer { values in
        easings.withUnsafeBufferPointer { easings in
          func copy(_ index: Int) {
            for c in 0..<width { out[c] = values[index * width + c] }
          }
          switch kind {
          case .sequence:
            let (start, end, fraction) = KeyframeSequence<Double>.locate(at: progress, offsets: times) {
              easings[$0].value(at: $1, beforeFlag: false)
            }
            guard let fraction else { return copy(start) }
            for c in 0..<width {
              out[c] = values[start * width + c].interpolated(to: values[end * width + c], at: fraction)
            }
          case .values, .discrete:
            let (index, within) = KeyframeValues<Double>.locate(
              progress, discrete: kind == .discrete, keyTimes: times, count: values.count / width
            ) { easings[$0].value(at: $1, beforeFlag: false) }
            guard let u = within else { return copy(index) }
            controls.withUnsafeBufferPointer { controls in
              let (p1, p2, c) = (index * width, (index + 1) * width, 2 * index * width)
              for k in 0..<width {
                let inner = controls.isEmpty ? nil : (controls[c + k], controls[c + width + k])
                out[k] = KeyframeValues<Double>.segmentValue(values[p1 + k], values[p2 + k], controls: inner, at: u)
              }
            }
          }
        }
      }
    }
  }
}
