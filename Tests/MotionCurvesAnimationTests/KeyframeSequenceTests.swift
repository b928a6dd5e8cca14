import MotionCurvesAnimation
import MotionCurvesTiming
import Testing

/// Web Animations keyframes (``KeyframeSequence``) against the specification's rules worked by
/// hand: missing offsets, neutral keyframes from the underlying value, extrapolation, duplicate
/// offsets at 0, 1 and inside, the discrete flip at 0.5, and the velocity.
@Suite("Keyframe sequences (Web Animations)")
struct KeyframeSequenceTests {
  typealias Frame = KeyframeSequence<Double>.Keyframe

  /// Keyframes of `values` at `offsets` (nil = computed), all linear.
  static func sequence(_ offsets: [Double?], _ values: [Double], underlying: Double? = nil) throws -> KeyframeSequence<Double> {
    try KeyframeSequence(zip(offsets, values).map { Frame(offset: $0, value: $1) }, underlyingValue: underlying)
  }

  @Test("missing offsets: 0 and 1 at the ends, runs spaced evenly between fixed neighbours, a lone keyframe at 1")
  func missingOffsets() throws {
    // Offsets are dyadic here, so the spacing (end − start) × k / n is exact.
    #expect(try Self.sequence([nil, nil], [0, 1]).computedOffsets == [0, 1])
    #expect(try Self.sequence([nil, nil, nil, nil, nil], [0, 1, 2, 3, 4]).computedOffsets == [0, 0.25, 0.5, 0.75, 1])
    #expect(try Self.sequence([nil, 0.5, nil, 1], [0, 1, 2, 3]).computedOffsets == [0, 0.5, 0.75, 1])
    #expect(
      try Self.sequence([0, nil, nil, nil, 0.5, nil, 1], [0, 1, 2, 3, 4, 5, 6]).computedOffsets
        == [0, 0.125, 0.25, 0.375, 0.5, 0.75, 1])
    // Two runs: [nil, 0.25, nil, nil, nil, 0.75, nil]: 0, 0.25, 0.375, 0.5, 0.625, 0.75, 1.
    #expect(
      try Self.sequence([nil, 0.25, nil, nil, nil, 0.75, nil], [0, 1, 2, 3, 4, 5, 6]).computedOffsets
        == [0, 0.25, 0.375, 0.5, 0.625, 0.75, 1])
    // A lone keyframe goes to 1 (and needs the underlying value at 0).
    let lone = try Self.sequence([nil], [10], underlying: 4)
    #expect(lone.computedOffsets == [1])
    #expect(lone.value(at: 0) == 4 && lone.value(at: 0.5) == 7 && lone.value(at: 1) == 10)
    // The offsets as given are kept.
    #expect(try Self.sequence([nil, 0.5, nil], [0, 1, 2]).keyframes.map(\.offset) == [nil, 0.5, nil])
  }

  @Test("the underlying value stands in for missing keyframes at 0 and 1; without it, a typed error")
  func underlyingValue() throws {
    // One keyframe at 0.5 of value 10 over an underlying 0: 0 → 10 → 0.
    let bump = try Self.sequence([0.5], [10], underlying: 0)
    #expect(bump.computedOffsets == [0.5])
    #expect(bump.value(at: 0) == 0 && bump.value(at: 0.25) == 5 && bump.value(at: 0.5) == 10)
    #expect(bump.value(at: 0.75) == 5 && bump.value(at: 1) == 0)
    #expect(throws: KeyframeError.missingEndKeyframe(offset: 0)) { try Self.sequence([0.5], [10]) }
    #expect(throws: KeyframeError.missingEndKeyframe(offset: 1)) { try Self.sequence([0, 0.5], [1, 2]) }
    #expect(throws: KeyframeError.missingEndKeyframe(offset: 0)) { try Self.sequence([nil], [10]) }
    // Holding the ends instead (animation documents without "underlyingValue", issue 28): the
    // first value stands in at 0, the last at 1; a lone keyframe is its value throughout.
    let held = try KeyframeSequence(holdingEnds: [Frame(offset: 0.5, value: 10), Frame(offset: 0.75, value: 20)])
    #expect(held.value(at: 0.25) == 10 && held.value(at: 0.625) == 15 && held.value(at: 0.9) == 20)
    #expect(held.underlyingValue == nil && held.computedOffsets == [0.5, 0.75])
    let alone = try KeyframeSequence(holdingEnds: [Frame(value: 10)])
    #expect(alone.computedOffsets == [1] && alone.value(at: 0) == 10 && alone.value(at: 0.5) == 10)
    // An underlying value still wins over holding.
    #expect(try KeyframeSequence(holdingEnds: [Frame(value: 10)], underlyingValue: 4).value(at: 0.5) == 7)
    // Only the missing end is synthesized: [0: 2, 0.5: 6] over 4 ends at 4.
    let half = try Self.sequence([0, 0.5], [2, 6], underlying: 4)
    #expect(half.value(at: 0.25) == 4 && half.value(at: 0.75) == 5 && half.value(at: 1) == 4)
    #expect(throws: KeyframeError.empty) { try KeyframeSequence<Double>([]) }
  }

  @Test("invalid offsets are typed errors naming the keyframe")
  func invalidOffsets() throws {
    #expect(throws: KeyframeError.offsetOutOfRange(index: 1, 1.5)) { try Self.sequence([0, 1.5, nil], [0, 1, 2]) }
    #expect(throws: KeyframeError.offsetOutOfRange(index: 0, -0.5)) { try Self.sequence([-0.5, 1], [0, 1]) }
    // "Loosely sorted": equal offsets are fine, a decrease is not, even across missing ones.
    #expect(throws: KeyframeError.offsetsNotSorted(index: 2, 0.25)) { try Self.sequence([0.5, nil, 0.25, 1], [0, 1, 2, 3]) }
    #expect(try Self.sequence([0, 0.5, 0.5, 1], [0, 1, 2, 3]).computedOffsets == [0, 0.5, 0.5, 1])
  }

  @Test("easings: a keyframe's easing shapes the segment it starts; overshoot extrapolates")
  func easingAndExtrapolation() throws {
    // The easing of keyframe 0 acts on 0 → 100 only: linear(0, 1.5 50%, 1) overshoots to 1.5 at
    // the middle, so the value reaches 150 there; the second segment stays linear.
    let overshoot = try TimingFunction(css: "linear(0, 1.5 50%, 1)")
    let s = try KeyframeSequence<Double>([Frame(offset: 0, value: 0, easing: overshoot), Frame(offset: 0.5, value: 100), Frame(value: 200)])
    #expect(s.value(at: 0.25) == 150)  // distance 0.5, eased 1.5
    #expect(s.value(at: 0.125) == 75)  // distance 0.25, eased 0.75
    #expect(s.value(at: 0.75) == 150)  // second segment, linear
    #expect(s.keyframes[2].easing == .linear)
    // Progress outside [0, 1] (an overshooting effect easing) extrapolates the end segments.
    let line = try Self.sequence([nil, nil], [0, 100])
    #expect(line.value(at: -0.25) == -25)
    #expect(line.value(at: 1.25) == 125)
    // The last keyframe's easing is never used.
    let lastEased = try KeyframeSequence<Double>([Frame(value: 0), Frame(value: 100, easing: .stepStart)])
    #expect(lastEased.value(at: 0.5) == 50 && lastEased.value(at: 1.5) == 150)
  }

  @Test("duplicate offsets at 0, at 1 and inside follow Web Animations' interval selection")
  func duplicateOffsets() throws {
    // At 0: [0: 5, 0: 0, 1: 10]. p < 0 takes the first keyframe alone; from 0 on, the last at 0 starts.
    let atZero = try Self.sequence([0, 0, 1], [5, 0, 10])
    #expect(atZero.value(at: -0.25) == 5)
    #expect(atZero.segment(at: -0.25).start == 5 && atZero.segment(at: -0.25).end == 5)
    #expect(atZero.value(at: 0) == 0 && atZero.value(at: 0.5) == 5)
    // At 1: [0: 0, 1: 10, 1: 50]. Below 1 the first at 1 ends the interval; p ≥ 1 takes the last alone.
    let atOne = try Self.sequence([0, 1, 1], [0, 10, 50])
    #expect(atOne.value(at: 0.5) == 5)
    #expect(atOne.segment(at: 0.5).end == 10)
    #expect(atOne.value(at: 1) == 50 && atOne.value(at: 1.5) == 50)
    // Inside: [0: 0, 0.5: 10, 0.5: 30, 1: 40]. Before 0.5 the first at 0.5 ends the interval; at
    // 0.5 and after, the last at 0.5 starts it.
    let inside = try Self.sequence([0, 0.5, 0.5, 1], [0, 10, 30, 40])
    #expect(inside.value(at: 0.25) == 5)
    #expect(inside.value(at: 0.5) == 30)
    #expect(inside.value(at: 0.75) == 35)
    // Without duplicates, p < 0 and p > 1 extrapolate through the end segments.
    let plain = try Self.sequence([0, 0.25, 1], [0, 10, 20])
    #expect(plain.value(at: -0.25) == -10)  // (−0.25 − 0) / 0.25 = −1 of 0 → 10
  }

  @Test("values that do not interpolate flip half-way through the eased segment")
  func discreteFlip() throws {
    let labels = try KeyframeSequence<DiscreteLabel>([
      .init(value: DiscreteLabel("a"), easing: try TimingFunction(css: "cubic-bezier(0, 1, 0, 1)")), .init(value: DiscreteLabel("b")),
    ])
    let linear = try KeyframeSequence<DiscreteLabel>([.init(value: DiscreteLabel("a")), .init(value: DiscreteLabel("b"))])
    #expect(linear.value(at: 0.49).name == "a" && linear.value(at: 0.5).name == "b")
    // With the easing the flip comes where the eased fraction reaches 0.5, well before p = 0.5:
    // cubic-bezier(0, 1, 0, 1) is above 0.5 at p = 0.1.
    #expect(labels.value(at: 0.1).name == "b")
    #expect(labels.value(at: 0).name == "a")
  }

  @Test("velocity: (end − start) × easing′ / segment width, zero where a keyframe holds alone")
  func velocity() throws {
    let s = try Self.sequence([0, 0.25, 1], [0, 10, 20])
    #expect(s.velocity(at: 0.125) == 40)  // 10 / 0.25
    #expect(abs(s.velocity(at: 0.5) - 10 / 0.75) <= 4e-15)  // 10 / 0.75, within an ulp or two
    // An easing's slope: linear(0, 0.5 25%, 1) has slope 2 on its first quarter.
    let eased = try KeyframeSequence<Double>([
      Frame(offset: 0, value: 0, easing: try TimingFunction(css: "linear(0, 0.5 25%, 1)")), Frame(offset: 0.5, value: 10), Frame(value: 10),
    ])
    #expect(eased.velocity(at: 0.0625) == 40)  // distance 0.125, slope 2: 10 × 2 / 0.5
    #expect(eased.velocity(at: 0.75) == 0)  // 10 → 10
    // A keyframe alone (duplicates at 1, p ≥ 1): nothing moves.
    #expect(try Self.sequence([0, 1, 1], [0, 10, 50]).velocity(at: 1.5) == 0)
    // Vectors, component by component.
    let v = try KeyframeSequence<SIMD2<Double>>([.init(value: SIMD2(0, 0)), .init(value: SIMD2(3, -4))])
    #expect(v.velocity(at: 0.5) == SIMD2(3, -4))
  }

  @Test("paced spacing: offsets in proportion to the distances between fixed neighbours")
  func pacedSpacing() throws {
    // 0 → 10 → 40 → 50 with only the ends fixed: distances 10, 30, 10 of 50.
    let paced = try KeyframeSequence<Double>([0, 10, 40, 50].map { Frame(value: $0) }, spacing: .paced)
    #expect(paced.computedOffsets == [0, 0.2, 0.8, 1])
    #expect(paced.spacing == .paced)
    // A fixed offset splits the runs: [0, 10, 40 @ 0.5, 60, 100]: 10/40 of the first half, 20/60 of the second.
    let split = try KeyframeSequence<Double>(
      [Frame(value: 0), Frame(value: 10), Frame(offset: 0.5, value: 40), Frame(value: 60), Frame(value: 100)], spacing: .paced)
    #expect(split.computedOffsets[1] == 0.125)  // 0.5 × 10/40
    #expect(abs(split.computedOffsets[3] - (0.5 + 0.5 / 3)) <= 1e-16)  // 0.5 + 0.5 × 20/60
    // No distance: even.
    #expect(try KeyframeSequence<Double>([3, 3, 3].map { Frame(value: $0) }, spacing: .paced).computedOffsets == [0, 0.5, 1])
  }
}
