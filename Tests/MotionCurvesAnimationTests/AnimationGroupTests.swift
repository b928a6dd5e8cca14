import MotionCurvesAnimation
import MotionCurvesTiming
import Testing

/// Core Animation groups (`CAAnimationGroup`) through ``AnimationNode``: children timed in the
/// group's time, clipped to the group's duration, a child without a duration taking the group's,
/// and the group's repeats, autoreverse, timing function and speed applying to its children. Every
/// expected value is worked out by hand beside it.
@Suite("Core Animation groups")
struct AnimationGroupTests {
  /// A leaf animating 0 → `to` on `timing`.
  static func leaf(_ timing: MediaTiming, to: Double = 100) throws -> AnimationNode<Double> {
    .animation(PropertyAnimation(timing: .media(timing), keyframes: .values(try KeyframeValues(values: [0.0, to]))))
  }

  /// The value of the first leaf at parent time `tp`.
  static func value(_ node: AnimationNode<Double>, _ tp: Double) -> Double? { node.leaves(at: tp)[0].sample.value }

  @Test("children are timed in the group's time")
  func groupTime() throws {
    // The group begins at 1 and lasts 2; the child begins 0.5 into the group and lasts 1.
    let group = AnimationNode<Double>.group(
      try MediaTiming(beginTime: 1, duration: 2), [try Self.leaf(try MediaTiming(beginTime: 0.5, duration: 1))])
    // tp = 2: group local 1, progress 0.5, child parent time 0.5 × 2 = 1, child local 0.5: 50.
    #expect(Self.value(group, 2) == 50)
    // tp = 1.25: child parent time 0.25, before its begin time, no fill.
    #expect(Self.value(group, 1.25) == nil)
    #expect(group.leaves(at: 1.25)[0].sample.timing.phase == .before)
    // tp = 2.25: child local 1.25 − 0.5 = 0.75.
    #expect(Self.value(group, 2.25) == 75)
    // Before the group begins nothing below it has a time: idle.
    #expect(group.leaves(at: 0)[0].sample.timing.phase == .idle)
  }

  @Test("children are clipped to the group's duration")
  func clipping() throws {
    // A 4 s child in a 2 s group: it never gets past half-way.
    let removed = AnimationNode<Double>.group(try MediaTiming(duration: 2), [try Self.leaf(try MediaTiming(duration: 4))])
    #expect(Self.value(removed, 1.5) == 37.5)  // 1.5 / 4
    #expect(Self.value(removed, 2) == nil)  // the group is over and removed: so is the child
    #expect(removed.leaves(at: 3)[0].sample.timing.phase == .idle)
    // The group held at its end holds its children at their time then: 2 s of 4, 50.
    let held = AnimationNode<Double>.group(
      try MediaTiming(duration: 2, fillMode: .forwards, removedOnCompletion: false), [try Self.leaf(try MediaTiming(duration: 4))])
    #expect(Self.value(held, 5) == 50)
    #expect(held.leaves(at: 5)[0].sample.timing.phase == .active)
  }

  @Test("a child with duration 0 takes the group's duration, at every depth")
  func inheritedDuration() throws {
    let group = AnimationNode<Double>.group(try MediaTiming(duration: 2), [try Self.leaf(try MediaTiming())])
    // At tp = 1 the child is half-way through 2 s (a standalone 0.25 s animation would be over).
    #expect(Self.value(group, 1) == 50)
    #expect(Self.value(group, 1.5) == 75)
    // An inner group without a duration inherits 2 s and passes it on.
    let nested = AnimationNode<Double>.group(
      try MediaTiming(duration: 2), [.group(try MediaTiming(), [try Self.leaf(try MediaTiming())])])
    #expect(nested.leaves(at: 0.5)[0].path == [0, 0])
    #expect(Self.value(nested, 0.5) == 25)  // 0.5 / 2
    // A standalone animation with duration 0 is 0.25 s long.
    #expect(try Self.leaf(try MediaTiming()).leaves(at: 1)[0].sample.value == nil)
  }

  @Test("the group's repeats and autoreverse apply to its children")
  func repeatsAndAutoreverse() throws {
    // 3 repeats of 1 s: the child restarts with every repeat.
    let repeated = AnimationNode<Double>.group(try MediaTiming(duration: 1, repeatCount: 3), [try Self.leaf(try MediaTiming(duration: 1))])
    #expect(Self.value(repeated, 2.25) == 25)  // third repeat, 0.25 into it
    #expect(Self.value(repeated, 1.5) == 50)
    // A 0.5 s child is over 0.75 into each repeat, and held when its fill is kept.
    let short = AnimationNode<Double>.group(try MediaTiming(duration: 1, repeatCount: 3), [try Self.leaf(try MediaTiming(duration: 0.5))])
    #expect(Self.value(short, 2.75) == nil)
    let shortHeld = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, repeatCount: 3),
      [try Self.leaf(try MediaTiming(duration: 0.5, fillMode: .forwards, removedOnCompletion: false))])
    #expect(Self.value(shortHeld, 2.75) == 100)
    #expect(Self.value(shortHeld, 2.25) == 50)  // restarted: 0.25 / 0.5

    // Autoreversing: on the way back the child sees its time running backwards.
    let reversing = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards, removedOnCompletion: false),
      [try Self.leaf(try MediaTiming(duration: 1))])
    #expect(Self.value(reversing, 0.25) == 25)
    #expect(Self.value(reversing, 1.25) == 75)  // back leg: group progress 1 − 0.25, child time 0.75
  }

  @Test("an autoreversing group held at its end holds its children at their start")
  func heldAfterAutoreverse() throws {
    // The group ends its back leg at progress 0 and holds it (fill forwards, kept): its child
    // sees time 0, the first instant of its [0, 1) interval, so it shows its from value, 0. A
    // held group's time does not move; Core Animation evaluates the child at its basic local
    // time 0. (Were the back leg's direction passed down, time 0 would be the open end of
    // (0, 1] — the before phase — and the child, without a backwards fill, would show nothing.)
    let reversing = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards, removedOnCompletion: false),
      [try Self.leaf(try MediaTiming(duration: 1))])
    #expect(Self.value(reversing, 3) == 0)
    // With a backwards fill on the child the start shows either way.
    let filled = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards, removedOnCompletion: false),
      [try Self.leaf(try MediaTiming(duration: 1, fillMode: .backwards))])
    #expect(Self.value(filled, 3) == 0)
  }

  @Test("playing backwards, a child's active interval is (0, AD]")
  func reversedChildBoundaries() throws {
    // A 0.5 s child in an autoreversing 1 s group. Forwards, child time 0.5 is its end, over;
    // backwards (group progress falling through 0.5 at tp = 1.5) the same time is the closed end
    // of its interval, active at progress 1.
    let group = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, autoreverses: true), [try Self.leaf(try MediaTiming(duration: 0.5))])
    #expect(Self.value(group, 0.5) == nil)
    #expect(group.leaves(at: 0.5)[0].sample.timing.phase == .after)
    #expect(Self.value(group, 1.5) == 100)
    #expect(group.leaves(at: 1.5)[0].sample.timing.phase == .active)
    #expect(Self.value(group, 1.75) == 50)  // child time 0.25
  }

  @Test("the group's timing function and speed apply before its children see the time")
  func timingFunctionAndSpeed() throws {
    // steps(2) on the group (Core Animation has no before flag): group progress ⌊2x⌋ / 2.
    let stepped = AnimationNode<Double>.group(
      try MediaTiming(duration: 1, timingFunction: try TimingFunction(css: "steps(2)")), [try Self.leaf(try MediaTiming(duration: 1))])
    #expect(Self.value(stepped, 0.3) == 0)  // ⌊0.6⌋ / 2 = 0
    #expect(Self.value(stepped, 0.6) == 50)  // ⌊1.2⌋ / 2 = 0.5
    #expect(Self.value(stepped, 0.99) == 50)
    // speed 2: group local time (tp − 0) × 2.
    let fast = AnimationNode<Double>.group(try MediaTiming(duration: 1, speed: 2), [try Self.leaf(try MediaTiming(duration: 1))])
    #expect(Self.value(fast, 0.25) == 50)
    // A layer's speed multiplies down: a layer at speed 2 over a group at speed 2.
    let layered = AnimationNode<Double>.layer(try LayerTiming(speed: 2), [fast])
    #expect(Self.value(layered, 0.125) == 50)  // 0.125 × 2 × 2 = 0.5
  }
}
