import MotionCurvesCore
import MotionCurvesTiming

/// An ``AnimationTiming`` compiled for evaluation at many times: what an engine keeps per running
/// animation instead of the timing it was given.
///
/// Compiling does once what every ``AnimationTiming/evaluate(at:inheritedDuration:parentSpeed:)``
/// call otherwise repeats: a Core Animation timing becomes its Web Animations equivalent
/// (``MediaTiming/effectTiming(inheritedDuration:parentSpeed:)``) behind its time map, and the
/// active duration, phase boundaries and iteration start are computed. ``progress(at:)`` then runs
/// the same timing model the timing itself runs (one code path), so it gives the same progress, bit
/// for bit.
///
/// ```swift
/// let fade = CompiledTiming(.media(try MediaTiming(beginTime: 0.5, duration: 0.5)))
/// fade.progress(at: 0.75)   // 0.5
/// fade.progress(at: 0.25)   // nil: not begun, and no fill
/// ```
///
/// The timing is compiled as a top-level one (no inherited duration, parent speed 1), as
/// ``PropertyAnimation/value(at:)`` evaluates it.
public struct CompiledTiming: Sendable, Hashable {
  @usableFromInline package let normalized: NormalizedTiming
  /// Core Animation's (beginTime, speed, timeOffset); nil for Web Animations.
  @usableFromInline package let timeMap: SIMD3<Double>?
  /// The easing, resolved for evaluation (no payload copied per call).
  @usableFromInline package let easing: ResolvedEasing
  /// The wrapping Core Animation timing (see ``wrapped``), boxed.
  @usableFromInline package let wrappedBox: Wrapped?

  /// A wrapping Core Animation timing, behind a reference: the rare case costs the common one
  /// a pointer, not a copy of the whole timing whenever the compiled timing is copied.
  @usableFromInline
  package final class Wrapped: Sendable, Hashable {
    @usableFromInline package let timing: MediaTiming
    init(_ timing: MediaTiming) { self.timing = timing }
    @usableFromInline package static func == (lhs: Wrapped, rhs: Wrapped) -> Bool { lhs.timing == rhs.timing }
    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(timing) }
  }

  /// A Core Animation timing whose time offset wraps: evaluated as given.
  package var wrapped: MediaTiming? { wrappedBox?.timing }

  /// Compiles `timing`.
  ///
  /// - Complexity: O(1) (O(n) for a `linear()` easing of n stops, which is copied).
  public init(_ timing: AnimationTiming) {
    switch timing {
    case let .effect(effect):
      normalized = NormalizedTiming(effect, usesBeforeFlag: true)
      timeMap = nil
      easing = ResolvedEasing(effect.easing)
      wrappedBox = nil
    case let .media(media):
      let effect = media.effectTiming()
      normalized = NormalizedTiming(effect, usesBeforeFlag: false)
      timeMap = media.timeMap
      easing = ResolvedEasing(effect.easing)
      wrappedBox = media.wrapsTimeOffset && media.timeOffset != 0 ? Wrapped(media) : nil
    }
  }

  /// The transformed progress at `time` (the local time of a Web Animations timing, the parent
  /// time of a Core Animation one), nil where the timing has none: the timing's own
  /// `evaluate(at: time).progress`, bit for bit.
  ///
  /// - Precision: as ``EffectTiming/evaluate(at:)``.
  /// - Complexity: O(1), allocation-free (O(log n) for a `linear()` easing of n stops).
  @inlinable @inline(__always)
  public func progress(at time: Double) -> Double? {
    // An unresolved (NaN) time is idle before any time map, as the timings decide it.
    guard !time.isNaN else { return nil }
    if let wrappedBox { return wrappedBox.timing.evaluate(at: time).progress }
    let local: Double
    if let map = timeMap {
      local = MediaTiming.activeLocalTime(atParentTime: time, map: map)
    } else {
      local = time
    }
    guard let (directed, beforeFlag) = normalized.directedProgress(atLocalTime: local) else { return nil }
    return easing.value(at: directed, beforeFlag: beforeFlag)
  }
}
