import MotionCurvesCore

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

  package func visit(
    at time: Double?, path: [Int], inheritedDuration: Double?, parentSpeed: Double, _ body: (Leaf) -> Void
  ) {
    switch self {
    case let .animation(animation):
      let sample = animation.sample(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
      body(Leaf(path: path, animation: animation, sample: sample))
    case let .group(_, children), let .layer(_, children):
      let clock = childClock(NodeClock(time: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed))
      for (index, child) in children.enumerated() {
        child.visit(
          at: clock.time, path: path + [index], inheritedDuration: clock.inheritedDuration,
          parentSpeed: clock.parentSpeed, body)
      }
    }
  }

  /// What this group or layer passes to its children when it receives `clock`: a group its
  /// progress × its leg duration, that duration as the children's default, and its speed and
  /// direction; a layer its local time, no inherited duration, and its speed. An animation
  /// passes `clock` on unchanged (it has no children).
  @usableFromInline
  package func childClock(_ clock: NodeClock) -> NodeClock {
    switch self {
    case .animation: return clock
    case let .group(timing, _): return clock.entering(.group(timing))
    case let .layer(timing, _): return clock.entering(.layer(timing))
    }
  }

  /// The timing nodes from the root down to the leaf at `path` and the leaf's animation (nil when
  /// `path` does not lead to one): what a compiled program keeps of a tree, so that a frame walks
  /// a flat list instead of the tree's enum payloads.
  package func steps(to path: [Int]) -> (steps: [NodeClock.Step], animation: PropertyAnimation<Value>)? {
    var node = self
    var steps: [NodeClock.Step] = []
    for index in path {
      switch node {
      case let .group(timing, children) where children.indices.contains(index):
        steps.append(.group(timing))
        node = children[index]
      case let .layer(timing, children) where children.indices.contains(index):
        steps.append(.layer(timing))
        node = children[index]
      default: return nil
      }
    }
    guard case let .animation(animation) = node else { return nil }
    return (steps, animation)
  }
}

/// The time a node of an animation tree receives, with the duration and speed its parents pass
/// down (see ``AnimationNode/childClock(_:)``).
@usableFromInline
package struct NodeClock: Sendable {
  @usableFromInline package var time: Double?
  @usableFromInline package var inheritedDuration: Double?
  @usableFromInline package var parentSpeed: Double

  @usableFromInline
  package init(time: Double?, inheritedDuration: Double?, parentSpeed: Double) {
    self.time = time
    self.inheritedDuration = inheritedDuration
    self.parentSpeed = parentSpeed
  }

  /// A group or layer between a tree's root and a leaf.
  @usableFromInline
  package enum Step: Sendable {
    case group(MediaTiming)
    case layer(LayerTiming)
  }

  /// What `step` passes to its children when it receives this clock: a group its progress × its
  /// leg duration, that duration as the children's default, and its speed and direction; a layer
  /// its local time, no inherited duration, and its speed.
  @inlinable
  package func entering(_ step: Step) -> NodeClock {
    switch step {
    case let .group(timing):
      let computed = timing.evaluate(at: time, inheritedDuration: inheritedDuration, parentSpeed: parentSpeed)
      let leg = timing.legDuration(inherited: inheritedDuration)
      // Time runs backwards for the children only while a reverse leg plays; a group held by its
      // fill is not moving, and its children see the held time as if approached forwards.
      let direction: Double = computed.phase == .active && computed.currentDirection == .reverse ? -1 : 1
      return NodeClock(
        time: computed.progress.map { $0 * leg }, inheritedDuration: leg,
        parentSpeed: parentSpeed * timing.speed * direction)
    case let .layer(timing):
      return NodeClock(
        time: time.map { timing.localTime(atParentTime: $0) }, inheritedDuration: nil,
        parentSpeed: parentSpeed * timing.speed)
    }
  }
}
