/// A tree of timed animations as Core Animation nests them: layers map their parent's time with
/// their own ``LayerTiming`` before their animations see it; groups time their children in the
/// group's time, clipped to it.
///
/// Group rules (the breathe flower depends on them): a child sees the group's progress × the
/// group's duration as its parent time (so the group's repeats, autoreverse and timing function
/// apply to its children); a child with duration 0 takes the group's duration; where the group
/// has no effect its children have none; while the group plays a reverse leg its children's
/// boundaries are those of a negative speed, and while it is held by a fill they are those of a
/// forward one.
public indirect enum AnimationNode<Value: Interpolatable>: Sendable {
  /// One animated property.
  case animation(PropertyAnimation<Value>)
  /// An animation group (`CAAnimationGroup`): its timing and its children.
  case group(MediaTiming, [AnimationNode<Value>])
  /// A layer's (or any timing node's) time map and the animations under it.
  case layer(LayerTiming, [AnimationNode<Value>])

  /// A leaf's place in the tree and its state.
  public struct Leaf: Sendable {
    /// The indices of the children leading to the leaf.
    public var path: [Int]
    /// The animation.
    public var animation: PropertyAnimation<Value>
    /// Its computed timing and value at the time asked.
    public var sample: AnimatedValue<Value>
  }

  /// Every animation in the tree, depth first, with its state at `time` of the tree's parent.
  ///
  /// - Complexity: O(nodes); allocates the result (an engine's per-frame path should hold the
  ///   animations itself and call ``PropertyAnimation/sample(at:inheritedDuration:parentSpeed:)``).
  public func leaves(at time: Double?) -> [Leaf] {
    var result: [Leaf] = []
    visit(at: time, path: [], inheritedDuration: nil, parentSpeed: 1) { result.append($0) }
    return result
  }

  func visit(
    at time: Double?, path: [Int], inheritedDuration: Double?, parentSpeed: Double, _ body: (Leaf) -> Void
  ) {
    switch self {
    case let .animation(animation):
      let sample = animation.sample(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
      body(Leaf(path: path, animation: animation, sample: sample))
    case let .group(timing, children):
      let computed = timing.evaluate(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
      let leg = timing.legDuration(inherited: inheritedDuration)
      let childTime = computed.progress.map { $0 * leg }
      // Time runs backwards for the children only while a reverse leg plays; a group held by its
      // fill is not moving, and its children see the held time as if approached forwards.
      let direction: Double = computed.phase == .active && computed.currentDirection == .reverse ? -1 : 1
      for (index, child) in children.enumerated() {
        child.visit(
          at: childTime, path: path + [index], inheritedDuration: leg, parentSpeed: parentSpeed * timing.speed * direction,
          body)
      }
    case let .layer(timing, children):
      let childTime = time.map { timing.localTime(atParentTime: $0) }
      for (index, child) in children.enumerated() {
        child.visit(at: childTime, path: path + [index], inheritedDuration: nil, parentSpeed: parentSpeed * timing.speed, body)
      }
    }
  }
}
