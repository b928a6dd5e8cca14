import MotionCurvesCore
import MotionCurvesTiming

/// Keyframes the Core Animation way (`CAKeyframeAnimation`): values, key times as fractions of the
/// animation's duration, one timing function per segment, and a calculation mode.
///
/// ```swift
/// // The breathe petal's horizontal offset: it holds 0 until 0.1 and −80 from 0.4 to 0.5.
/// let x = try KeyframeValues<Double>(values: [0, -80, -80, 0], keyTimes: [0.1, 0.4, 0.5, 0.95])
/// x.value(at: 0.05)    // 0: before the first key time the first value holds
/// x.value(at: 0.25)    // -40
/// ```
///
/// The animation's own timing function is applied first (by its ``MediaTiming``), then the
/// segment's. Before the first key time the first value holds, after the last the last.
/// Key times omitted: evenly spaced, n + 1 of them for `discrete` (each value holds for 1/n).
/// `paced` and `cubicPaced` ignore the key times and timing functions and space the values by the
/// distance between them. `cubic` is the Kochanek–Bartels spline: a cubic Hermite segment between
/// each pair of values with the tangents
/// `out(p₁) = ½(1−T)[(1+C)(1+B)(p₁−p₀) + (1−C)(1−B)(p₂−p₁)]` (the start keyframe's T, C, B) and
/// `in(p₂) = ½(1−T)[(1−C)(1+B)(p₂−p₁) + (1+C)(1−B)(p₃−p₂)]` (the end keyframe's); at the ends the
/// missing neighbour is the reflection (p₀ = 2p₁ − p₂), and `cubicPaced` scales the tangents by
/// 2Δᵢ/(Δᵢ₋₁ + Δᵢ) for its uneven key times. Apple documents neither end condition nor scaling;
/// the choices follow the open reimplementations, as the "Timing and keyframes" article records.
public struct KeyframeValues<Value: Interpolatable>: Sendable {
  /// The arrays, behind one reference so that copying keyframes costs one reference count.
  @usableFromInline
  package final class Storage: Sendable {
    @usableFromInline let values: [Value]
    @usableFromInline let keyTimes: [Double]
    @usableFromInline let timingFunctions: [TimingFunction]
    /// The timing functions resolved for evaluation (no enum payload copied per value).
    @usableFromInline let resolvedTimingFunctions: [ResolvedEasing]
    /// For the cubic modes: the two inner Bézier control points of each segment.
    @usableFromInline let controlPoints: [(Value, Value)]
    let givenKeyTimes: [Double]?
    let spline: (tension: [Double], continuity: [Double], bias: [Double])

    init(
      values: [Value], keyTimes: [Double], timingFunctions: [TimingFunction], controlPoints: [(Value, Value)],
      givenKeyTimes: [Double]?, spline: (tension: [Double], continuity: [Double], bias: [Double])
    ) {
      self.values = values
      self.keyTimes = keyTimes
      self.timingFunctions = timingFunctions
      resolvedTimingFunctions = timingFunctions.map(ResolvedEasing.init)
      self.controlPoints = controlPoints
      self.givenKeyTimes = givenKeyTimes
      self.spline = spline
    }
  }

  @usableFromInline
  package let storage: Storage
  /// How the values are interpolated.
  public let calculationMode: KeyframeCalculationMode
  /// What was done with key times or timing functions that did not fit.
  public let validation: KeyTimeValidation

  /// The values, at least one.
  @inlinable public var values: [Value] { storage.values }
  /// The key times as given (nil: evenly spaced).
  public var givenKeyTimes: [Double]? { storage.givenKeyTimes }
  /// The key times used: n (n + 1 for `discrete`), non-decreasing in [0, 1].
  @inlinable public var keyTimes: [Double] { storage.keyTimes }
  /// One timing function per segment (all `linear` when none were given or the mode ignores them).
  @inlinable public var timingFunctions: [TimingFunction] { storage.timingFunctions }
  /// Per value tension of the cubic modes (0 when not given).
  public var tensionValues: [Double] { storage.spline.tension }
  /// Per value continuity of the cubic modes (0 when not given).
  public var continuityValues: [Double] { storage.spline.continuity }
  /// Per value bias of the cubic modes (0 when not given).
  public var biasValues: [Double] { storage.spline.bias }

  /// Keyframe values in the `linear`, `discrete` or `paced` mode (for the cubic modes the values
  /// must form a vector space; the initializer for those is chosen automatically when they do).
  ///
  /// - Throws: ``KeyframeError``: no values, or one that is not finite; with ``KeyTimeValidation/strict``, key times of the
  ///   wrong count, NaN, outside [0, 1] or decreasing, or a timing function count other than one
  ///   per segment; spline parameters of the wrong count or not finite;
  ///   ``KeyframeError/cubicNeedsVectorSpace`` for a cubic mode.
  /// - Complexity: O(n).
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: KeyframeCalculationMode = .linear, tensionValues: [Double]? = nil,
    continuityValues: [Double]? = nil, biasValues: [Double]? = nil, validation: KeyTimeValidation = .strict
  ) throws(KeyframeError) {
    if calculationMode == .cubic || calculationMode == .cubicPaced { throw .cubicNeedsVectorSpace }
    try self.init(
      checking: values, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode,
      spline: (tensionValues, continuityValues, biasValues), validation: validation) { _, _, _ in [] }
  }

  init(
    checking values: [Value], keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
    calculationMode mode: KeyframeCalculationMode, spline: ([Double]?, [Double]?, [Double]?),
    validation: KeyTimeValidation, pacing: ([Value]) -> [Double] = pacedKeyTimes,
    controlPoints: ([Value], [Double], (t: [Double], c: [Double], b: [Double])) throws(KeyframeError) -> [(Value, Value)]
  ) throws(KeyframeError) {
    guard !values.isEmpty else { throw .empty }
    if let index = values.firstIndex(where: { $0.euclideanDistance(to: $0) != 0 }) { throw .notFiniteValue(index: index) }
    let n = values.count
    let paced = mode == .paced || mode == .cubicPaced
    let keyCount = mode == .discrete ? n + 1 : n
    var times: [Double]
    if paced {
      times = pacing(values)
    } else if let keyTimes, let problem = Self.problem(keyTimes, count: keyCount, mode: mode) {
      guard validation == .ignoreInvalid else { throw problem }
      times = Self.evenKeyTimes(keyCount)
    } else {
      times = keyTimes ?? Self.evenKeyTimes(keyCount)
    }
    var functions = Array(repeating: TimingFunction.linear, count: max(n - 1, 0))
    if let timingFunctions, !paced, mode != .discrete {
      if timingFunctions.count != n - 1 && validation == .strict {
        throw .timingFunctionCount(timingFunctions.count, expected: n - 1)
      }
      for (index, function) in timingFunctions.prefix(n - 1).enumerated() { functions[index] = function }
    }
    var parameters: [[Double]] = []
    let lists: [(String, [Double]?, (Int) -> KeyframeError.Parameter)] = [
      ("tensionValues", spline.0, KeyframeError.Parameter.tensionValues),
      ("continuityValues", spline.1, KeyframeError.Parameter.continuityValues),
      ("biasValues", spline.2, KeyframeError.Parameter.biasValues),
    ]
    for (name, list, parameter) in lists {
      guard let list else {
        parameters.append(Array(repeating: 0, count: n))
        continue
      }
      guard list.count == n else { throw .splineParameterCount(name: name, list.count, expected: n) }
      for (index, value) in list.enumerated() { try KeyframeError.finite(value, parameter(index)) }
      parameters.append(list)
    }
    if times.count == 1 { times = [0] }
    self.calculationMode = mode
    self.validation = validation
    self.storage = Storage(
      values: values, keyTimes: times, timingFunctions: functions,
      controlPoints: try controlPoints(values, times, (parameters[0], parameters[1], parameters[2])),
      givenKeyTimes: keyTimes, spline: (parameters[0], parameters[1], parameters[2]))
  }

  /// What is wrong with given key times, or nil.
  static func problem(_ keyTimes: [Double], count: Int, mode: KeyframeCalculationMode) -> KeyframeError? {
    guard keyTimes.count == count else { return .keyTimeCount(keyTimes.count, expected: count, mode: mode) }
    var previous = -Double.infinity
    for (index, time) in keyTimes.enumerated() {
      guard time >= 0 && time <= 1 else { return .offsetOutOfRange(index: index, time) }
      guard time >= previous else { return .offsetsNotSorted(index: index, time) }
      previous = time
    }
    return nil
  }

  /// 0, 1/(count − 1), …, 1.
  static func evenKeyTimes(_ count: Int) -> [Double] {
    count < 2 ? [0] : (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
  }

  /// Key times in proportion to the cumulative distance between values; even when all are 0 (or
  /// when the distances overflow and the values cannot be scaled: see the vector-space form).
  static func pacedKeyTimes(_ values: [Value]) -> [Double] {
    pacedKeyTimes(count: values.count) { values[$0].euclideanDistance(to: values[$0 + 1]) } ?? evenKeyTimes(values.count)
  }

  /// Key times from the `count − 1` segment lengths `distance(k)`; nil when their total is not a
  /// positive finite number.
  static func pacedKeyTimes(count: Int, distance: (Int) -> Double) -> [Double]? {
    guard count > 1 else { return [0] }
    var cumulative = [0.0]
    for k in 0..<(count - 1) { cumulative.append(cumulative[k] + distance(k)) }
    let total = cumulative[cumulative.count - 1]
    guard total > 0 && total.isFinite else { return nil }
    return cumulative.enumerated().map { $0.offset == count - 1 ? 1 : $0.element / total }
  }
}

extension KeyframeValues where Value == ComponentVector {
  /// Values 0 → 1, linear: the keyframes of an animation that animates its progress.
  package init(validProgressValues: Void) {
    self.calculationMode = .linear
    self.validation = .strict
    self.storage = Storage(
      values: [[0], [1]], keyTimes: [0, 1], timingFunctions: [.linear], controlPoints: [], givenKeyTimes: nil,
      spline: ([0, 0], [0, 0], [0, 0]))
  }
}

extension KeyframeValues {
  /// The cubic modes' inner Bézier control points per segment (empty in the other modes), as
  /// ``value(at:discrete:keyTimes:values:controlPoints:ease:)`` reads them: what a compiled
  /// program copies.
  package var segmentControlPoints: [(Value, Value)] { storage.controlPoints }
}
