import MotionCurvesCore

/// A CSS `steps()` easing: the output moves in `count` equal jumps.
///
/// Evaluation follows CSS Easing Level 2 exactly, including the *before flag* (an input exactly on
/// a step boundary while an animation is in its before phase drops back one step):
///
/// 1. step = ⌊x · count⌋; plus 1 for `jump-start`, `start` and `jump-both`;
/// 2. minus 1 when the before flag is set and x · count is an integer;
/// 3. raised to 0 if x ≥ 0 and step < 0;
/// 4. jumps = count (jump-start/-end), count − 1 (jump-none), count + 1 (jump-both);
///    lowered to `jumps` if x ≤ 1 and step > jumps;
/// 5. output = step / jumps.
///
/// Outside [0, 1] the steps continue (an input of 2 on `steps(4)` gives 2), as in browsers. Steps
/// encode as their CSS text, `"steps(4, jump-both)"`.
public struct Steps: TimingCurve, Hashable {
  /// Where the jumps happen. `start` behaves like `jumpStart` but is kept apart because CSS
  /// serializes the two differently; `jumpEnd` is stored as `end`, which CSS computes it to (both
  /// serialize as `steps(n)`).
  public enum Position: String, Sendable, Hashable, Codable, CaseIterable {
    /// `jump-start`: the first jump at x = 0.
    case jumpStart = "jump-start"
    /// `jump-end`: the last jump at x = 1 (stored as ``end``).
    case jumpEnd = "jump-end"
    /// `jump-none`: no jump at either end.
    case jumpNone = "jump-none"
    /// `jump-both`: jumps at both ends.
    case jumpBoth = "jump-both"
    /// `start`, the same steps as `jump-start`.
    case start
    /// `end`, the same steps as `jump-end`.
    case end
  }

  /// The number of intervals, at least 1 (at least 2 for `jumpNone`).
  public let count: Int
  /// Where the jumps happen.
  public let position: Position

  /// `steps(count, position)`.
  ///
  /// - Throws: ``TimingFunctionError/invalidStepCount(_:_:)`` when `count` < 1, or < 2 with
  ///   `jumpNone`.
  public init(_ count: Int, _ position: Position = .end) throws(TimingFunctionError) {
    guard count >= (position == .jumpNone ? 2 : 1) else { throw .invalidStepCount(count, position) }
    self.count = count
    self.position = position == .jumpEnd ? .end : position
  }

  /// The output at input `x` (with the before flag set when `beforeFlag`).
  ///
  /// - Precision: exact: the output is the correctly rounded quotient step / jumps.
  /// - Complexity: O(1), allocation-free.
  @inlinable
  public func value(at x: Double, beforeFlag: Bool = false) -> Double {
    guard !x.isNaN else { return x }
    let n = Double(count)
    let scaled = x * n
    var step = scaled.rounded(.down)
    if position == .jumpStart || position == .start || position == .jumpBoth { step += 1 }
    if beforeFlag && scaled == scaled.rounded(.down) { step -= 1 }
    if x >= 0 && step < 0 { step = 0 }
    let jumps: Double
    switch position {
    case .jumpNone: jumps = n - 1
    case .jumpBoth: jumps = n + 1
    default: jumps = n
    }
    if x <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// The output at input `x`, without the before flag.
  @inlinable
  public func value(at x: Double) -> Double { value(at: x, beforeFlag: false) }

  /// The slope: 0 on the flat parts, NaN on a step boundary (where the output jumps), NaN for NaN.
  ///
  /// - Precision: exact.
  public func velocity(at x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : 0 }
    return value(at: x.nextDown) == value(at: x.nextUp) ? 0 : .nan
  }

  /// 0...1: steps never leave [0, 1] for inputs in [0, 1], with or without the before flag (the
  /// first output is 0 or 1/jumps, the last exactly 1).
  public var outputRange: ClosedRange<Double> { 0...1 }

  /// The CSS text browsers compute: `steps(n)` for `end`/`jump-end`, `steps(n, position)`
  /// otherwise.
  public var cssText: String {
    switch position {
    case .end, .jumpEnd: return "steps(\(count))"
    default: return "steps(\(count), \(position.rawValue))"
    }
  }
}
