import MotionCurvesCore
import MotionCurvesTiming

/// Keyframes the Web Animations way: each with an optional offset, a value, and the easing of the
/// segment it starts.
///
/// ```swift
/// let opacity = try KeyframeSequence<Double>([
///   .init(value: 0, easing: .easeIn), .init(offset: 0.8, value: 0.9), .init(value: 1),
/// ])
/// opacity.computedOffsets         // [0, 0.8, 1]
/// opacity.value(at: 0.4)          // 0.2838…: 0.9 · ease-in(0.5), half-way through the first segment
/// ```
///
/// Missing offsets are computed as the specification says: the first keyframe at 0 and the last at
/// 1 (a lone keyframe at 1), and each run of missing ones spaced evenly between its fixed
/// neighbours — or, with `spacing: .paced`, in proportion to the distance between values (the
/// `paced` spacing of earlier Web Animations drafts, which is Core Animation's paced mode).
/// Without keyframes at 0 or 1 the `underlyingValue` stands in for them, as a neutral keyframe.
public struct KeyframeSequence<Value: Interpolatable>: Sendable {
  /// One keyframe.
  public struct Keyframe: Sendable {
    /// The offset in [0, 1], or nil to have it computed.
    public var offset: Double?
    /// The value.
    public var value: Value
    /// The easing of the segment from this keyframe to the next (unused on the last).
    public var easing: TimingFunction

    /// A keyframe; the offset defaults to computed, the easing to `linear`.
    public init(offset: Double? = nil, value: Value, easing: TimingFunction = .linear) {
      self.offset = offset
      self.value = value
      self.easing = easing
    }
  }

  /// How missing offsets are computed.
  public enum Spacing: String, Sendable, Hashable, Codable, CaseIterable {
    /// Evenly between fixed neighbours (Web Animations Level 1).
    case distribute
    /// In proportion to the cumulative distance between values (``Interpolatable/euclideanDistance(to:)``),
    /// evenly where that distance is 0.
    case paced
  }

  /// The keyframes, behind one reference so that copying them costs one reference count.
  @usableFromInline
  final class Storage: Sendable {
    let keyframes: [Keyframe]
    let computedOffsets: [Double]
    let underlyingValue: Value?
    /// The keyframes evaluated: the given ones at their computed offsets, with neutral keyframes
    /// holding the underlying value added at 0 and 1 where missing.
    @usableFromInline let offsets: [Double]
    @usableFromInline let values: [Value]
    @usableFromInline let easings: [TimingFunction]
    /// The easings resolved for evaluation (no enum payload copied per value).
    @usableFromInline let resolvedEasings: [ResolvedEasing]

    init(
      keyframes: [Keyframe], computedOffsets: [Double], underlyingValue: Value?, offsets: [Double], values: [Value],
      easings: [TimingFunction]
    ) {
      self.keyframes = keyframes
      self.computedOffsets = computedOffsets
      self.underlyingValue = underlyingValue
      self.offsets = offsets
      self.values = values
      self.easings = easings
      resolvedEasings = easings.map(ResolvedEasing.init)
    }
  }

  @usableFromInline
  let storage: Storage
  /// How the missing offsets were computed.
  public let spacing: Spacing

  /// The keyframes as given.
  public var keyframes: [Keyframe] { storage.keyframes }
  /// Each keyframe's offset, given or computed, non-decreasing in [0, 1].
  public var computedOffsets: [Double] { storage.computedOffsets }
  /// The value that stands in for a missing keyframe at 0 or 1, if any.
  public var underlyingValue: Value? { storage.underlyingValue }

  /// Keyframes, with their missing offsets computed.
  ///
  /// - Throws: ``KeyframeError/empty``; ``KeyframeError/notFiniteValue(index:)`` (the
  ///   underlying value counts as index n); ``KeyframeError/offsetOutOfRange(index:_:)`` for an
  ///   offset that is NaN or outside [0, 1]; ``KeyframeError/offsetsNotSorted(index:_:)`` when a
  ///   given offset is below an earlier given one (the specification's "loosely sorted");
  ///   ``KeyframeError/missingEndKeyframe(offset:)`` when no keyframe lands at 0 or 1 and there is
  ///   no underlying value.
  /// - Complexity: O(n).
  public init(_ keyframes: [Keyframe], spacing: Spacing = .distribute, underlyingValue: Value? = nil) throws(KeyframeError) {
    try self.init(keyframes, spacing: spacing, underlyingValue: underlyingValue, holdingEnds: false)
  }

  /// Keyframes whose missing end keyframes, without an underlying value, hold the nearest
  /// keyframe's value: the first keyframe's value stands in at offset 0, the last one's at 1
  /// (what an animation document without `"underlyingValue"` evaluates to). With an
  /// underlying value, or when the computed offsets reach 0 and 1, exactly
  /// ``init(_:spacing:underlyingValue:)``. A lone keyframe (computed offset 1) is then that value
  /// at every progress.
  ///
  /// - Throws: as ``init(_:spacing:underlyingValue:)``, except ``KeyframeError/missingEndKeyframe(offset:)``.
  /// - Complexity: O(n).
  package init(holdingEnds keyframes: [Keyframe], spacing: Spacing = .distribute, underlyingValue: Value? = nil)
    throws(KeyframeError)
  {
    try self.init(keyframes, spacing: spacing, underlyingValue: underlyingValue, holdingEnds: true)
  }

  private init(_ keyframes: [Keyframe], spacing: Spacing, underlyingValue: Value?, holdingEnds: Bool) throws(KeyframeError) {
    guard let first = keyframes.first, let last = keyframes.last else { throw .empty }
    if let index = keyframes.firstIndex(where: { $0.value.euclideanDistance(to: $0.value) != 0 }) {
      throw .notFiniteValue(index: index)
    }
    if let underlyingValue, underlyingValue.euclideanDistance(to: underlyingValue) != 0 {
      throw .notFiniteValue(index: keyframes.count)
    }
    var highest = -Double.infinity
    for (index, keyframe) in keyframes.enumerated() {
      guard let offset = keyframe.offset else { continue }
      guard offset >= 0 && offset <= 1 else { throw .offsetOutOfRange(index: index, offset) }
      guard offset >= highest else { throw .offsetsNotSorted(index: index, offset) }
      highest = offset
    }
    let offsets = Self.computeOffsets(keyframes, spacing: spacing)
    var frameOffsets = offsets
    var values = keyframes.map(\.value)
    var easings = keyframes.map(\.easing)
    if offsets.first != 0 {
      guard let standIn = underlyingValue ?? (holdingEnds ? first.value : nil) else { throw .missingEndKeyframe(offset: 0) }
      frameOffsets.insert(0, at: 0)
      values.insert(standIn, at: 0)
      easings.insert(.linear, at: 0)
    }
    if offsets.last != 1 {
      guard let standIn = underlyingValue ?? (holdingEnds ? last.value : nil) else { throw .missingEndKeyframe(offset: 1) }
      frameOffsets.append(1)
      values.append(standIn)
      easings.append(.linear)
    }
    self.spacing = spacing
    self.storage = Storage(
      keyframes: keyframes, computedOffsets: offsets, underlyingValue: underlyingValue, offsets: frameOffsets,
      values: values, easings: easings)
  }

  /// The specification's "compute missing keyframe offsets", or paced spacing between the fixed
  /// offsets.
  static func computeOffsets(_ keyframes: [Keyframe], spacing: Spacing) -> [Double] {
    var offsets = keyframes.map(\.offset)
    if offsets.count > 1 && offsets[0] == nil { offsets[0] = 0 }
    if offsets[offsets.count - 1] == nil { offsets[offsets.count - 1] = 1 }
    var anchor = 0
    for index in 1..<max(offsets.count, 1) {
      guard let end = offsets[index] else { continue }
      if index - anchor > 1, let start = offsets[anchor] {
        let weights: [Double]
        switch spacing {
        case .distribute:
          weights = (anchor...index).map { Double($0 - anchor) }
        case .paced:
          var cumulative = [0.0]
          for k in anchor..<index {
            cumulative.append(cumulative[cumulative.count - 1] + keyframes[k].value.euclideanDistance(to: keyframes[k + 1].value))
          }
          let total = cumulative[cumulative.count - 1]
          weights = total > 0 && total.isFinite ? cumulative : (anchor...index).map { Double($0 - anchor) }
        }
        let total = weights[weights.count - 1]
        for k in (anchor + 1)..<index {
          offsets[k] = start + (end - start) * (weights[k - anchor] / total)
        }
      }
      anchor = index
    }
    return offsets.map { $0 ?? 1 }
  }
}

extension KeyframeSequence {
  /// The evaluated keyframes (the neutral end keyframes included) as the flat tables
  /// ``value(at:offsets:values:ease:)`` reads: what a compiled program copies.
  package var evaluatedTables: (offsets: [Double], values: [Value], easings: [TimingFunction]) {
    (storage.offsets, storage.values, storage.easings)
  }
}
