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
/// Outside [0, 1] the steps continue (an input of 2 on `steps(4)` gives 2), as in browsers.
public struct Steps: Sendable, Hashable {
  /// Where the jumps happen. `start` behaves like `jumpStart` but is kept apart because CSS
  /// serializes the two differently; `jumpEnd` is stored as `end`, which CSS computes it to (both
  /// serialize as `steps(n)`).
  public enum Position: String, Sendable, Hashable, CaseIterable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
    case start
    case end
  }

  /// The number of intervals, at least 1 (at least 2 for `jumpNone`).
  public let count: Int
  public let position: Position

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

  /// The CSS text browsers compute: `steps(n)` for `end`/`jump-end`, `steps(n, position)`
  /// otherwise.
  public var cssText: String {
    switch position {
    case .end, .jumpEnd: return "steps(\(count))"
    default: return "steps(\(count), \(position.rawValue))"
    }
  }
}
