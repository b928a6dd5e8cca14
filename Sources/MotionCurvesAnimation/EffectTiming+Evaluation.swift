import MotionCurvesCore
import MotionCurvesTiming

// The Web Animations Level 1 timing algorithm (§4.5–4.11 of the specification), one step per
// block of `NormalizedTiming.resolved(…)`, each named by the quantity it computes; the easing is
// applied here.
//
// The boundary rule: every boundary is decided by exact arithmetic on the given doubles. The
// specification's algorithm is a sequence of comparisons — the phase (local time against
// max(min(delay, end time), 0) and max(min(delay + active duration, end time), 0)), the
// clamps of the active time, the current iteration ⌊overall progress⌋, and the iteration boundary
// test "overall progress mod 1 = 0 at active time = active duration" — each on a sum, product or
// quotient of the inputs. Done in floating point, the rounding of (t − delay), of
// delay + duration × iterations, of (t − delay) / duration + iterationStart decides these: with
// duration 200, iterations 2.06, iterationStart 0.94 (the double nearest 0.94, just below it), at
// t = 212 the overall progress is 212/200 + 0.94 = 2 − 5.3e-17, iteration 1 near its end, but it
// rounds to 2.0, iteration 2 at its start; with delay 791.6 (the double) and 3 iterations of 200,
// t = 1391.6 is 2⁻⁴³ before the end, active, but delay + 600 rounds to 1391.6, after. Here each of
// these is decided on the exact rational value the doubles denote:
//
// - the active duration is duration × iterations exactly (an error-free product); each phase
//   boundary is kept as the least double at or above its exact value and whether it is that
//   value, which decides a double local time's comparison with it exactly;
// - the current iteration is ⌊(t − delay)/duration + iterationStart⌋ of the exact rational. A
//   frame first takes q = ⌊(t − delay)/duration⌋ of the rounded difference with its exact
//   remainder, and adds the rounding error of t − delay and frac(iterationStart)·duration: when
//   both are 0 (times of few significant bits) that sum is error-free and decides ⌊·⌋ exactly;
//   otherwise a double-double decides it outside a relative 2⁻⁴⁰ of an iteration boundary. Only
//   within that margin does it fall back to the exact quotient: a rounded estimate, corrected
//   until the exact remainder (t − delay) + frac(iterationStart)·duration − q·duration (an
//   `ExactSum` of error-free sums and products) lies in [0, duration);
// - at the end of the active interval (the after phase clamps to it; a backwards-playing effect's
//   closed interval reaches it) the overall progress is iterations + iterationStart, exactly the
//   value of active duration / duration, and the iteration boundary rule (simple iteration
//   progress 1, the iteration before) applies exactly when its fractional part is exactly 0.
//
// The reported quantities are then the exact values rounded once: active time t − delay (one
// subtraction), or the active duration; the simple iteration progress remainder / duration, the
// overall progress and the directed progress 1 − simple from the exact remainder through a
// double-double (correctly rounded unless the exact value lies within a relative 2⁻⁶⁰ of a
// midpoint between doubles, then one of the two doubles around it). So a simple iteration
// progress may round to 1 inside an iteration (2 − 5.3e-17 above: iteration 1, simple progress
// 1.0, directed progress of a reverse iteration 5.3e-17) — the boundary it belongs to was decided
// exactly. Exact for every timing whose sums stay below 2¹⁰²³ and whose products do not underflow
// (magnitudes above 2⁻⁹⁶⁸, or 0), with an overall progress below 2⁵¹; beyond that the rounded
// quotient decides, as before.

extension EffectTiming {
  /// Evaluates the timing model at `localTime` (nil = unresolved, which gives the `idle` state).
  ///
  /// The phase boundaries follow the playback rate's sign; every quantity the specification
  /// leaves unresolved is nil. Every boundary — the phase, the clamps of the active time, the
  /// current iteration and the iteration boundary rule — is decided on the exact values of the
  /// given doubles, not on rounded intermediates (Web Animations Level 1 §4.6.9, §4.8.3–4.8.5;
  /// the rule is in the "Timing and keyframes" article). A NaN local time is treated as
  /// unresolved.
  ///
  /// - Precision: the phase, the current iteration and the direction are exact; the active time,
  ///   overall, simple iteration and directed progress are their exact values rounded once
  ///   (correctly rounded, except within a relative 2⁻⁶⁰ of a midpoint between two doubles,
  ///   where either neighbour), for sums below 2¹⁰²³, products above 2⁻⁹⁶⁸ (or 0) and an overall
  ///   progress below 2⁵¹ (beyond, the rounded quotient decides); the progress is the easing's
  ///   value at the directed progress, within the easing's own bound (1e-12 for cubic béziers,
  ///   exact for `steps()` and `linear`).
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
