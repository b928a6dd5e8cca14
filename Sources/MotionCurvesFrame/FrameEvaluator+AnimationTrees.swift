import MotionCurvesAnimation
import MotionCurvesCore

// Vector members: one leaf of an animation tree (groups and layer timings above a
// PropertyAnimation of a ComponentVector), its components written to consecutive outputs. This
// is how a scene's layer properties — positions, transforms, paths, colours — join the frame.

extension FrameEvaluator {
  /// One leaf of an animation tree and where its components go.
  struct TreeTrack: Sendable {
    /// The tree, evaluated from its root at the frame's time.
    let root: AnimationNode<ComponentVector>
    /// The child indices from the root down to the leaf.
    let path: [Int]
    /// What the member shows when the animation has no value.
    let modelValue: [Double]
    /// The output of component 0; component k goes to `firstOutput + k`.
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
  /// - Precision: each frame writes the components of what ``AnimationNode/leaves(at:)`` gives
  ///   for that leaf at the frame's time, bit for bit.
  /// - Complexity: amortized O(k) for k components. A frame walks the path (no allocation) and
  ///   samples the animation, whose interpolated vector is one array allocation.
  /// - Throws: ``FrameEvaluatorError/noAnimation(at:)`` when `path` does not lead to an
  ///   animation, ``FrameEvaluatorError/componentCount(_:needed:)`` when a keyframe value does
  ///   not have as many components as `modelValue`, ``FrameEvaluatorError/notFinite(_:_:)`` for a
  ///   NaN or infinite model value component; the evaluator is left as it was.
  @discardableResult
  public mutating func add(
    _ tree: AnimationNode<ComponentVector>, leaf path: [Int] = [], modelValue: ComponentVector,
    reportsPresence: Bool = false
  ) throws(FrameEvaluatorError) -> Range<Int> {
    var node = tree
    for index in path {
      switch node {
      case let .group(_, children) where children.indices.contains(index),
        let .layer(_, children) where children.indices.contains(index):
        node = children[index]
      default: throw .noAnimation(at: path)
      }
    }
    guard case let .animation(animation) = node else { throw .noAnimation(at: path) }
    let needed = modelValue.components.count
    if let bad = modelValue.components.first(where: { !$0.isFinite }) { throw .notFinite(.modelValue, bad) }
    if let value = animation.keyframes.allValues.first(where: { $0.components.count != needed }) {
      throw .componentCount(value.components.count, needed: needed)
    }
    let first = count
    treeTracks.append(
      TreeTrack(root: tree, path: path, modelValue: modelValue.components, firstOutput: first, reportsPresence: reportsPresence))
    springOfMember.append(contentsOf: repeatElement(nil, count: needed + (reportsPresence ? 1 : 0)))
    return first..<count
  }

  /// The tree members: each leaf's value at `time`, or its model value.
  func evaluateTreeTracks(at time: Double, into out: UnsafeMutablePointer<Double>) {
    for track in treeTracks {
      var node = track.root
      var clock = NodeClock(time: time, inheritedDuration: nil, parentSpeed: 1)
      for index in track.path {
        clock = node.childClock(clock)
        switch node {
        case let .group(_, children), let .layer(_, children): node = children[index]
        case .animation: break
        }
      }
      guard case let .animation(animation) = node else { continue }
      let sample = animation.sample(at: clock.time, inheritedDuration: clock.inheritedDuration, parentSpeed: clock.parentSpeed)
      let components = sample.value?.components ?? track.modelValue
      var first = track.firstOutput
      if track.reportsPresence {
        out[first] = sample.value == nil ? 0 : 1
        first += 1
      }
      for k in components.indices { out[first + k] = components[k] }
    }
  }
}
