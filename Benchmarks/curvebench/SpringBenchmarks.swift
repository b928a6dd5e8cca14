import CurveReference
import GSLOracle
import MotionCurves

/// `spring.value`, `spring.step`, `spring.rk4`, `spring.euler`, `spring.gsl-rk8pd` and the
/// `scene.springs` frame.
struct SpringBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let spring = (try? DampedSpring(response: 0.5, dampingRatio: 0.6)) ?? { fatalError("valid spring") }()
  static let variant = "response 0.5 s, ζ 0.6, 0 → 1"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    let motion = try SpringMotion(spring: Self.spring, from: 0, to: 1)
    if wants("spring.value", Self.variant) { rows.append(try valueRow(motion)) }
    for fps in [60.0, 120.0] {
      let variant = "\(Int(fps)) Hz, error after 1 s"
      for (benchmark, integrator) in [("spring.step", SpringStepper.Integrator.exactStep), ("spring.rk4", .rk4),
                                      ("spring.euler", .semiImplicitEuler)] where wants(benchmark, variant) {
        rows.append(stepRow(benchmark, variant, integrator, fps: fps, motion: motion))
      }
      if wants("spring.gsl-rk8pd", variant) { rows.append(try gslRow(variant, fps: fps, motion: motion)) }
    }
    if wants("scene.springs", Self.sceneName) { rows += try sceneRows() }
    return rows
  }

  /// The closed form at 1,024 times over 2 s, checked against GSL's rk8pd at the same times.
  func valueRow(_ motion: SpringMotion) throws -> Row {
    var generator = SeededRandom(seed: 6)
    let times = (0..<1024).map { _ in Double.random(in: 0..<2, using: &generator) }.sorted()
    let reference = try GSLSpringIntegrator.integrate(
      mass: motion.spring.mass, stiffness: motion.spring.stiffness, damping: motion.spring.damping,
      from: 0, to: 1, initialVelocity: 0, times: times)
    let error = zip(times, reference).reduce(0) { max($0, abs(motion.value(at: $1.0) - $1.1.position)) }
    return Row(benchmark: "spring.value", variant: Self.variant, implementation: "motioncurves",
               timing: harness.measure(operations: times.count) {
                 var sum = 0.0
                 for t in times { sum += motion.value(at: t) }
                 return sum
               }, unit: "call", maxError: error)
  }

  /// One second of frames; the time per frame, and the error at 1 s against the closed form.
  func stepRow(_ benchmark: String, _ variant: String, _ integrator: SpringStepper.Integrator, fps: Double,
               motion: SpringMotion) -> Row {
    let frames = Int(fps)
    func run() -> (Double, Double) {
      var stepper = SpringStepper(spring: Self.spring, integrator: integrator)
      var (x, v) = (0.0, 0.0)
      for _ in 0..<frames { try? stepper.step(value: &x, velocity: &v, target: 1.0, dt: 1 / fps) }
      return (x, v)
    }
    let error = abs(run().0 - motion.value(at: Double(frames) / fps))
    let implementation = integrator == .exactStep ? "motioncurves" : integrator.rawValue
    return Row(benchmark: benchmark, variant: variant, implementation: implementation,
               timing: harness.measure(operations: frames) { run().0 }, unit: "frame", maxError: error)
  }

  /// GSL's rk8pd driver stopping at every frame of one second.
  func gslRow(_ variant: String, fps: Double, motion: SpringMotion) throws -> Row {
    let times = (1...Int(fps)).map { Double($0) / fps }
    let s = Self.spring
    let integrate = {
      try GSLSpringIntegrator.integrate(
        mass: s.mass, stiffness: s.stiffness, damping: s.damping, from: 0, to: 1, initialVelocity: 0, times: times)
    }
    let last = try integrate().last?.position ?? .nan
    return Row(benchmark: "spring.gsl-rk8pd", variant: variant, implementation: "gsl-rk8pd",
               timing: harness.measure(operations: times.count) { (try? integrate().last?.position) ?? .nan },
               unit: "frame", maxError: abs(last - motion.value(at: 1)))
  }

  static let sceneName = "1,000 springs @120 Hz"

  /// 1,000 springs with seeded parameters, each stepped once per 120 Hz frame (exact, and RK4 as
  /// the baseline other libraries run).
  func sceneRows() throws -> [Row] {
    var generator = SeededRandom(seed: 8)
    var springs: [DampedSpring] = []
    for _ in 0..<1_000 {
      springs.append(try DampedSpring(response: Double.random(in: 0.2...1, using: &generator),
                                dampingRatio: Double.random(in: 0.3...1.5, using: &generator)))
    }
    let budget = 1e9 / 120
    /// The time per frame, and the largest error after 120 frames (1 s) against the closed form,
    /// relative to the distance (100).
    func scene(_ integrator: SpringStepper.Integrator) throws -> (Harness.Timing, Double) {
      var steppers = springs.map { SpringStepper(spring: $0, integrator: integrator) }
      var positions = [Double](repeating: 0, count: springs.count)
      var velocities = [Double](repeating: 0, count: springs.count)
      for _ in 0..<120 {
        for i in steppers.indices {
          try? steppers[i].step(value: &positions[i], velocity: &velocities[i], target: 100, dt: 1.0 / 120)
        }
      }
      var error = 0.0
      for (i, spring) in springs.enumerated() {
        error = max(error, abs(positions[i] - (try SpringMotion(spring: spring, from: 0, to: 100).value(at: 1))) / 100)
      }
      let timing = harness.measure(operations: 1) {
        var sum = 0.0
        for i in steppers.indices {
          try? steppers[i].step(value: &positions[i], velocity: &velocities[i], target: 100, dt: 1.0 / 120)
          sum += positions[i]
        }
        return sum
      }
      return (timing, error)
    }
    let exact = try scene(.exactStep)
    let rk4 = try scene(.rk4)
    return [
      Row(benchmark: "scene.springs", variant: Self.sceneName, implementation: "motioncurves",
          timing: exact.0, unit: "frame", maxError: exact.1, frameBudget: budget),
      Row(benchmark: "scene.springs", variant: Self.sceneName, implementation: "rk4",
          timing: rk4.0, unit: "frame", maxError: rk4.1, frameBudget: budget),
    ]
  }
}
