import MotionCurvesCore
import MotionCurvesTiming

// The Web Animations Level 1 timing algorithm (§4.5–4.11 of the specification), one step per
// block of `NormalizedTiming.untransformed(at:)`, each named by the quantity it computes; the
// easing is applied here.
//
// The iteration boundary rule. An active interval that ends exactly on an iteration boundary holds
// the *end* of its last iteration (simple iteration progress 1, not 0). The specification tests
// `activeTime == activeDuration` and `progress mod 1 == 0`; done naively in floating point the
// second test is decided by the rounding of activeTime / duration (0.3 / 0.1 is
// 2.9999999999999996, so a 0.1 s effect repeated 3 times ends at progress ≈ 1 by luck, and other
// values end at ≈ 0 by bad luck; Chromium fails a web-platform-test this way). Here the decision
// is exact: when the active time *is* the active duration (which the after phase clamps to, and
// which the backwards-playing active phase reaches at its closed end), the overall progress is
// computed as iterations + iterationStart — the value activeDuration / duration has in exact
// arithmetic — instead of by dividing the rounded product back. Its fractional part is then
// compared with 0 exactly. Interior boundaries are decided on the correctly rounded quotient
// activeTime / duration, which is exact whenever the active time is an exact multiple.

extension EffectTiming {
  /// Evaluates the timing model at `localTime` (nil = unresolved, which gives the `idle` state).
  ///
  /// The phase boundaries follow the playback rate's sign; every quantity the specification
  /// leaves unresolved is nil; the iteration-boundary rule is decided exactly (see the note at the
  /// top of this file). A NaN local time is treated as unresolved.
  ///
  /// - Precision: every quantity is the spec's formula evaluated with correctly rounded
  ///   operations; the progress is the easing's value at the directed progress, within the
  ///   easing's own bound (1e-12 for cubic béziers, exact for `steps()` and `linear`).
  /// - Complexity: O(1), allocation-free (O(log n) for a `linear()` easing of n stops).
  @inlinable
  public func evaluate(at localTime: Double?) -> ComputedTiming { evaluate(at: localTime, usesBeforeFlag: true) }

  /// The evaluation, with CSS Easing's before flag (Web Animations) or without it (Core Animation):
  /// the timing model of ``NormalizedTiming`` (one code path for documents and compiled
  /// programs), then the easing.
  @inlinable
  func evaluate(at localTime: Double?, usesBeforeFlag: Bool) -> ComputedTiming {
    var computed = NormalizedTiming(self, usesBeforeFlag: usesBeforeFlag).untransformed(at: localTime)
    if let directed = computed.directedProgress {
      computed.progress = easing.value(at: directed, beforeFlag: computed.beforeFlag)
    }
    return computed
  }

  /// ⌊x / d⌋ and x − ⌊x / d⌋·d, both exact, for 0 ≤ x < ∞ and 0 < d < ∞: the quotient rounded
  /// down, then one fused multiply-add, corrected once when the rounded quotient was one off
  /// (the remainder is representable, so the fused operation gives it exactly); `fmod` beyond
  /// 2⁵², where the quotient itself is no longer exact.
  ///
  /// The quotient is rounded down by truncation to an integer (exact: it is non-negative and below
  /// 2⁵²), which costs no call where the target has no rounding instruction.
  @inlinable
  static func divide(_ x: Double, by d: Double) -> (quotient: Double, remainder: Double) {
    let ratio = x / d
    guard ratio < 0x1p52 else {
      let r = x.truncatingRemainder(dividingBy: d)
      return (((x - r) / d).rounded(), r)
    }
    var q = Double(Int64(ratio))
    var r = x.addingProduct(-q, d)
    if r < 0 {
      q -= 1
      r = x.addingProduct(-q, d)
    } else if r >= d {
      q += 1
      r = x.addingProduct(-q, d)
    }
    return (q, r)
  }

  /// d(progress)/d(local time) at a state this timing computed: the easing's slope at the
  /// directed progress over the duration, negated in a reverse iteration; 0 outside the active
  /// phase (a fill holds the value) and when the duration is ∞; nil when the progress is
  /// unresolved. ±∞ at a vertical tangent of the easing, NaN on a step boundary.
  ///
  /// - Precision: as the easing's ``TimingFunction/velocity(at:)``, then one division.
  public func progressVelocity(for computed: ComputedTiming) -> Double? {
    guard computed.progress != nil, let directed = computed.directedProgress else { return nil }
    guard computed.phase == .active, duration > 0, duration.isFinite else { return 0 }
    let slope = easing.velocity(at: directed) / duration
    return computed.currentDirection == .reverse ? -slope : slope
  }
}
