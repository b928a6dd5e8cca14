import CurveReference
import MotionCurves

/// `spring.step` in a batch of 1,000: ``SpringBank`` (`motioncurves-bank`) beside the scalar
/// loop of exact ``SpringStepper``s (`motioncurves`) and the scalar loops of the integrators other
/// libraries run (`rk4`, `semi-implicit-euler`), per spring per frame, each with its error after
/// one second against the closed form (relative to the distance, 100).
struct SpringBankBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let benchmark = "spring.step"
  static let members = 1_000

  func rows() throws -> [Row] {
    var rows: [Row] = []
    var generator = SeededRandom(seed: 8)
    // The scene.springs springs: 1,000 distinct ones.
    var distinct: [DampedSpring] = []
    for _ in 0..<Self.members {
      distinct.append(try DampedSpring(response: Double.random(in: 0.2...1, using: &generator),
                                       dampingRatio: Double.random(in: 0.3...1.5, using: &generator)))
    }
    // 1,000 members sharing 8 springs (a UI's handful of spring styles).
    let styles = Array(distinct.prefix(8))
    let shared = (0..<Self.members).map { styles[$0 % styles.count] }
    // Jittery frames, 4–20 ms.
    let jitter = (0..<512).map { _ in 0.004 + 0.016 * generator.unit() }

    let fixed = "batch of 1,000 (1,000 springs), 120 Hz, error after 1 s"
    if wants(Self.benchmark, fixed) {
      rows.append(try bankRow(fixed, distinct, frames: [1.0 / 120]))
      for integrator in SpringStepper.Integrator.allCases {
        rows.append(try scalarRow(fixed, distinct, integrator, frames: [1.0 / 120]))
      }
    }
    for (springs, name) in [(distinct, "1,000 springs"), (shared, "8 springs")] {
      let variant = "batch of 1,000 (\(name)), jittery 4–20 ms, error after 1 s"
      guard wants(Self.benchmark, variant) else { continue }
      rows.append(try bankRow(variant, springs, frames: jitter))
      rows.append(try scalarRow(variant, springs, .exactStep, frames: jitter))
    }
    return rows
  }

  /// The frames of the error run: `frames` cycled until their sum reaches 1 s, and that sum.
  static func errorFrames(_ frames: [Double]) -> ([Double], Double) {
    var sequence: [Double] = []
    var elapsed = Wide(0)
    while elapsed.value < 1 {
      let dt = frames[sequence.count % frames.count]
      sequence.append(dt)
      elapsed = elapsed + Wide(dt)
    }
    return (sequence, elapsed.value)
  }

  /// The largest |x − closed form| / 100 over the members, all moving 0 → 100 from rest.
  static func error(_ springs: [DampedSpring], _ positions: [Double], at t: Double) throws -> Double {
    var error = 0.0
    for (i, spring) in springs.enumerated() {
      error = max(error, abs(positions[i] - (try SpringMotion(spring: spring, from: 0, to: 100).value(at: t))) / 100)
    }
    return error
  }

  func bankRow(_ variant: String, _ springs: [DampedSpring], frames: [Double]) throws -> Row {
    var bank = SpringBank(minimumCapacity: springs.count)
    for spring in springs { try bank.append(spring: spring, from: 0, to: 100) }
    let (sequence, t) = Self.errorFrames(frames)
    for dt in sequence { try bank.advance(by: dt) }
    let error = try Self.error(springs, bank.positions, at: t)
    let addresses = bank.withPositions { $0.baseAddress }
    var frame = 0
    let timing = harness.measure(operations: springs.count) {
      // Every second of frames, every member turns back (so the springs keep moving instead of
      // decaying toward subnormal offsets).
      frame += 1
      if frame % 120 == 0 {
        let target = frame % 240 == 0 ? 100.0 : 0
        for member in 0..<springs.count { try? bank.retarget(member, to: target) }
      }
      try? bank.advance(by: frames[frame % frames.count])
      return bank.withPositions { $0[frame % springs.count] }
    }
    let moved = bank.withPositions { $0.baseAddress } != addresses
    return Row(benchmark: Self.benchmark, variant: variant, implementation: "motioncurves-bank",
               timing: timing, unit: "spring", maxError: error,
               note: moved ? "storage moved: a step allocated" : "allocation-free: storage unchanged over every timed frame")
  }

  func scalarRow(_ variant: String, _ springs: [DampedSpring], _ integrator: SpringStepper.Integrator,
                 frames: [Double]) throws -> Row {
    var steppers = springs.map { SpringStepper(spring: $0, integrator: integrator) }
    var positions = [Double](repeating: 0, count: springs.count)
    var velocities = [Double](repeating: 0, count: springs.count)
    var targets = [Double](repeating: 100, count: springs.count)
    let (sequence, t) = Self.errorFrames(frames)
    for dt in sequence {
      for i in steppers.indices {
        try steppers[i].step(value: &positions[i], velocity: &velocities[i], target: targets[i], dt: dt)
      }
    }
    let error = try Self.error(springs, positions, at: t)
    var frame = 0
    let timing = harness.measure(operations: springs.count) {
      frame += 1
      if frame % 120 == 0 {
        let target = frame % 240 == 0 ? 100.0 : 0
        for member in targets.indices { targets[member] = target }
      }
      let dt = frames[frame % frames.count]
      for i in steppers.indices {
        try? steppers[i].step(value: &positions[i], velocity: &velocities[i], target: targets[i], dt: dt)
      }
      return positions[frame % springs.count]
    }
    let implementation = integrator == .exactStep ? "motioncurves" : integrator.rawValue
    return Row(benchmark: Self.benchmark, variant: variant, implementation: implementation,
               timing: timing, unit: "spring", maxError: error)
  }
}
