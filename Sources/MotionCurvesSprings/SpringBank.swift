import MotionCurvesCore

/// Many scalar springs stepped together by one frame interval: the exact per-frame stepper of
/// ``SpringStepper`` for a whole scene, laid out for speed.
///
/// Each member is a value pulled toward its own target by one of the bank's springs. The state is
/// kept as a structure of arrays (positions, velocities and targets in three contiguous
/// `[Double]`), and the springs are kept once each, however many members use them: a table of the
/// distinct springs (equal mass, stiffness and damping share an entry) holds each one's exact
/// solution and its transition over the last dt. ``advance(by:)`` with a new dt recomputes each
/// distinct transition once (one exp and one sin/cos pair each) and copies its four coefficients
/// to the members that use it as it steps them; a repeated dt reuses them. Every member advances by
///
///     y = x − target
///     x′ = target + (a·y + b·v),     v′ = c·y + d·v
///
/// in one loop over contiguous arrays, four members at a time in `SIMD4<Double>` (portable: no
/// target-specific flags).
///
/// Each member moves bit for bit as a ``SpringStepper`` with ``SpringStepper/Integrator/exactStep``
/// given the same spring, state and sequence of dt would move it: the bank evaluates the same
/// transition and applies it with the same operations in the same order. So after any sequence of
/// frames — 30 to 240 Hz or jittery — each member equals the closed form (``SpringMotion``) at the
/// elapsed time up to rounding: about 1e-15 of the distance per frame, plus at most one ulp of the
/// stored value's magnitude max(|x|, |target|) per frame (each frame stores x = target + y). Tested
/// against a 60-digit reference: within 1e-12 of the scale plus that ulp per frame.
///
/// ``retarget(_:to:)`` changes a member's target keeping its position and velocity
/// continuous, as ``SpringAnimator/retarget(to:)`` does.
///
/// Nothing is allocated by ``advance(by:)``, ``retarget(_:to:)`` or the readers, as long as the
/// arrays are not shared: keeping a copy of ``positions`` across a step makes that step copy it
/// first (copy on write). ``append(spring:from:to:initialVelocity:)`` grows the arrays (reserve
/// with ``init(minimumCapacity:)``).
///
/// Codable: it saves the distinct springs, each member's spring index and state, and resumes
/// where it was.
///
/// - Complexity: ``advance(by:)`` is O(n) for n members; memory is nine words per member (position,
///   velocity, target, spring index and its spring's four coefficients) and one solution per
///   distinct spring.
public struct SpringBank: Sendable {
  /// The distinct springs, in the order members first used them.
  public internal(set) var springs: [DampedSpring] = []
  /// Each distinct spring's exact solution, computed once when the spring joins.
  var solutions: [SpringSolution] = []
  /// Each distinct spring's transition over ``cachedStep`` (identity before the first step).
  var transitions: [SpringTransition] = []
  /// Where each distinct spring sits in ``springs``.
  var springIndices: [DampedSpring: Int] = [:]

  /// Each member's index into ``springs``.
  public internal(set) var springIndex: [Int] = []
  /// Each member's position.
  public internal(set) var positions: [Double] = []
  /// Each member's velocity, in units per second.
  public internal(set) var velocities: [Double] = []
  /// Each member's target.
  public internal(set) var targets: [Double] = []

  /// The dt the transitions are for (NaN before the first step).
  var cachedStep = Double.nan
  /// Each member's copy of its spring's transition over ``cachedStep``, as four arrays, so that
  /// the per-frame loop reads every input contiguously.
  var coefficientA: [Double] = [], coefficientB: [Double] = [], coefficientC: [Double] = [],
    coefficientD: [Double] = []

  /// An empty bank.
  public init() {}

  /// An empty bank with room for `minimumCapacity` members (and as many distinct springs) before
  /// ``append(spring:from:to:initialVelocity:)`` allocates.
  ///
  /// - Complexity: O(`minimumCapacity`).
  public init(minimumCapacity: Int) {
    let capacity = max(0, minimumCapacity)
    springs.reserveCapacity(capacity)
    solutions.reserveCapacity(capacity)
    transitions.reserveCapacity(capacity)
    springIndices.reserveCapacity(capacity)
    springIndex.reserveCapacity(capacity)
    positions.reserveCapacity(capacity)
    velocities.reserveCapacity(capacity)
    targets.reserveCapacity(capacity)
    coefficientA.reserveCapacity(capacity)
    coefficientB.reserveCapacity(capacity)
    coefficientC.reserveCapacity(capacity)
    coefficientD.reserveCapacity(capacity)
  }

  /// The number of members.
  public var count: Int { positions.count }

  /// Whether the bank has no members.
  public var isEmpty: Bool { positions.isEmpty }

  /// Adds a member: a value at `from`, moving at `initialVelocity`, pulled toward `to` by
  /// `spring`. Returns its index, which stays the member's for the life of the bank.
  ///
  /// A spring equal to one already in the bank (same mass, stiffness and damping) shares its entry.
  ///
  /// - Complexity: amortized O(1); a spring new to the bank costs its exact solution once (and,
  ///   after the first step, its transition over the current dt).
  /// - Throws: ``SpringError/notFinite(_:_:)`` naming ``SpringError/Parameter/from``,
  ///   ``SpringError/Parameter/to`` or ``SpringError/Parameter/initialVelocity`` for a NaN or
  ///   infinite value, leaving the bank as it was.
  @discardableResult
  public mutating func append(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double = 0)
    throws(SpringError) -> Int
  {
    try SpringError.finite(from, .from)
    try SpringError.finite(to, .to)
    try SpringError.finite(initialVelocity, .initialVelocity)
    let index = distinctIndex(of: spring)
    let transition = transitions[index]
    springIndex.append(index)
    positions.append(from)
    velocities.append(initialVelocity)
    targets.append(to)
    coefficientA.append(transition.a)
    coefficientB.append(transition.b)
    coefficientC.append(transition.c)
    coefficientD.append(transition.d)
    return positions.count - 1
  }

  /// The index of `spring` in the table, adding it (with its transition over the current dt).
  private mutating func distinctIndex(of spring: DampedSpring) -> Int {
    if let index = springIndices[spring] { return index }
    let solution = SpringSolution(spring)
    let index = springs.count
    springs.append(spring)
    solutions.append(solution)
    transitions.append(cachedStep.isNaN ? .identity : solution.transition(over: cachedStep))
    springIndices[spring] = index
    return index
  }

  /// Pulls `member` toward a new target from where it is: its position and velocity stay as they
  /// are (continuous), and from the next step it follows the closed form toward `target`.
  ///
  /// - Precondition: `member` is in `0..<count` (as for an array subscript).
  /// - Complexity: O(1), allocation-free.
  /// - Throws: ``SpringError/notFinite(_:_:)`` naming ``SpringError/Parameter/to`` for a NaN or
  ///   infinite target, leaving the member as it was.
  public mutating func retarget(_ member: Int, to target: Double) throws(SpringError) {
    try SpringError.finite(target, .to)
    targets[member] = target
  }

  /// The spring that moves `member`.
  ///
  /// - Precondition: `member` is in `0..<count`.
  public func spring(of member: Int) -> DampedSpring { springs[springIndex[member]] }

  /// Calls `body` with the members' positions, in member order, without copying them.
  ///
  /// - Complexity: O(1) besides `body`; allocation-free.
  public func withPositions<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
    try positions.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the members' velocities, in member order, without copying them.
  ///
  /// - Complexity: O(1) besides `body`; allocation-free.
  public func withVelocities<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
    try velocities.withUnsafeBufferPointer(body)
  }

  /// Copies the positions of the first `buffer.count` members into `buffer`, a caller's buffer
  /// (for example a GPU upload buffer), and returns how many it copied: `min(count, buffer.count)`.
  ///
  /// - Complexity: O(n), allocation-free.
  @discardableResult
  public func copyPositions(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
    Self.copy(positions, into: buffer)
  }

  /// Copies the velocities of the first `buffer.count` members into `buffer` and returns how many
  /// it copied: `min(count, buffer.count)`.
  ///
  /// - Complexity: O(n), allocation-free.
  @discardableResult
  public func copyVelocities(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
    Self.copy(velocities, into: buffer)
  }

  private static func copy(_ array: [Double], into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
    let n = min(array.count, buffer.count)
    guard n > 0, let destination = buffer.baseAddress else { return 0 }
    array.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { destination.update(from: base, count: n) }
    }
    return n
  }
}
