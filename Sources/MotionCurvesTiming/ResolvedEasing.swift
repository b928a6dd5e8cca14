/// A timing function resolved once for evaluation in a loop: its kind, and for a cubic Bézier the
/// curve itself (the case's payload, or the named curve's static), so that each evaluation neither
/// copies the enum's payload nor reaches a named curve through its lazily initialized global.
///
/// What compiled timings and keyframe tables hold per easing.
///
/// - Precision: ``value(at:beforeFlag:)`` is ``TimingFunction/value(at:beforeFlag:)`` bit for bit
///   (the same curve's same method, or x itself for `linear`).
///
/// A final class: the tables that hold resolved easings read them through a reference, whose
/// `let` properties are evaluated in place (a struct holding a Bézier's table would be copied
/// out of the table on every call).
@usableFromInline
package final class ResolvedEasing: Sendable, Hashable {
  @usableFromInline
  package enum Kind: UInt8, Sendable, Hashable {
    case linear, bezier, other
  }

  @usableFromInline package let kind: Kind
  /// The Bézier for ``Kind/bezier``; `ease` (never read) otherwise.
  @usableFromInline package let bezier: CubicBezier
  /// The timing function, for ``Kind/other``.
  @usableFromInline package let function: TimingFunction

  package init(_ function: TimingFunction) {
    self.function = function
    if let bezier = function.bezier {
      kind = .bezier
      self.bezier = bezier
    } else {
      kind = function == .linear ? .linear : .other
      bezier = .ease
    }
  }

  @usableFromInline package static func == (lhs: ResolvedEasing, rhs: ResolvedEasing) -> Bool { lhs.function == rhs.function }

  @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(function) }

  /// The function at `x`, with the before flag of CSS Easing (only `steps()` reads it).
  @inlinable @inline(__always)
  package func value(at x: Double, beforeFlag: Bool) -> Double {
    switch kind {
    case .linear: return x
    case .bezier: return bezier.value(at: x)
    case .other: return function.value(at: x, beforeFlag: beforeFlag)
    }
  }
}
