import ArgumentParser
import MotionCurves

/// `curves spring`: a spring's motion under a framework's model, as CSV `t,value,velocity`, JSON or
/// a CSS `linear()` easing with its duration.
struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Sample a spring animation: CSV with the header t,value,velocity.",
    discussion: """
      Give one parameterization: --mass/--stiffness/--damping (mass defaults to 1), \
      --response/--damping-ratio, --duration/--bounce, or --tension/--friction. Models: physical \
      (the exact spring), core-animation (CASpringAnimation), jnw (JNWSpringAnimation's baked \
      keyframes).
      """)

  @Option(parsing: .unconditional, help: "Mass m (> 0; default 1 with --stiffness and --damping).") var mass: Double?
  @Option(parsing: .unconditional, help: "Stiffness k (> 0).") var stiffness: Double?
  @Option(parsing: .unconditional, help: "Damping c (≥ 0).") var damping: Double?
  @Option(parsing: .unconditional, help: "SwiftUI/UIKit response in seconds.") var response: Double?
  @Option(parsing: .unconditional, help: "Damping ratio ζ, with --response.") var dampingRatio: Double?
  @Option(parsing: .unconditional, help: "SwiftUI duration in seconds, with --bounce.") var duration: Double?
  @Option(parsing: .unconditional, help: "SwiftUI bounce in (-1, 1], with --duration.") var bounce: Double?
  @Option(parsing: .unconditional, help: "Rebound/Origami tension.") var tension: Double?
  @Option(parsing: .unconditional, help: "Rebound/Origami friction, with --tension.") var friction: Double?

  @Option(parsing: .unconditional, help: "Start value (default 0).") var from: Double = 0
  @Option(parsing: .unconditional, help: "Target value (default 1).") var to: Double = 1
  @Option(parsing: .unconditional, help: "Initial velocity in units per second (default 0).")
  var initialVelocity: Double = 0

  @Option(help: "physical, core-animation or jnw (default physical).") var model: SpringModel = .physical
  @Option(parsing: .unconditional, help: "Frames per second for the rows and the steppers (default 60).") var fps: Double?
  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "A time in seconds; repeatable.")
  var times: [Double] = []
  @Option(parsing: .unconditional, help: "Last time in seconds (default: the settling duration).") var until: Double?
  @Option(parsing: .unconditional, help: "Settling tolerance as a fraction of the distance (default 0.001).") var epsilon: Double = 0.001
  @Option(help: "closed-form, exact-step, rk4 or semi-implicit-euler (default closed-form).")
  var integrator: Integrator = .closedForm
  @Option(help: "csv, json or css (default csv).") var format: Format = .csv
  @Option(help: "Write the output to this file instead of standard output.") var output: String?

  enum Integrator: String, ExpressibleByArgument, CaseIterable {
    case closedForm = "closed-form", exactStep = "exact-step", rk4, semiImplicitEuler = "semi-implicit-euler"
  }

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case csv, json, css
  }

  func validate() throws {
    for (name, value) in [("--from", from), ("--to", to), ("--initial-velocity", initialVelocity), ("--epsilon", epsilon)]
    where !value.isFinite {
      throw ValidationError("\(name) \(value) is not a finite number")
    }
    if !(epsilon > 0 && epsilon < 1) { throw ValidationError("--epsilon \(epsilon) must be in (0, 1)") }
    if let fps, !(fps > 0 && fps.isFinite && fps <= 100_000) {
      throw ValidationError("--fps \(fps) must be a positive number up to 100000")
    }
    if let bad = times.first(where: { !($0.isFinite && $0 >= 0) }) {
      throw ValidationError("--at \(bad) must be a finite time ≥ 0")
    }
    if let until, !(until.isFinite && until >= 0) { throw ValidationError("--until \(until) must be a finite time ≥ 0") }
    if !times.isEmpty && (fps != nil || until != nil) { throw ValidationError("give either --at or --fps/--until, not both") }
    if integrator != .closedForm && !times.isEmpty {
      throw ValidationError("--integrator \(integrator.rawValue) steps at --fps: --at needs closed-form")
    }
    if integrator != .closedForm && model == .jnw {
      throw ValidationError("--model jnw plays baked keyframes: --integrator must be closed-form")
    }
    if model == .jnw && initialVelocity != 0 {
      throw ValidationError("--model jnw has no initial velocity (JNWSpringAnimation starts at rest)")
    }
    if model == .coreAnimation && initialVelocity != 0 && from == to {
      throw ValidationError("--model core-animation measures velocity in distances per second: --from and --to must differ")
    }
    _ = try spring()
  }

  /// The spring from exactly one parameterization.
  func spring() throws -> Spring {
    let groups: [(String, [Double?], Bool)] = [
      ("--stiffness/--damping", [stiffness, damping], mass != nil),
      ("--response/--damping-ratio", [response, dampingRatio], false),
      ("--duration/--bounce", [duration, bounce], false),
      ("--tension/--friction", [tension, friction], false),
    ]
    let given = groups.filter { group in group.1.contains { $0 != nil } || group.2 }
    guard given.count == 1 else {
      throw ValidationError(given.isEmpty
        ? "give a spring: --stiffness and --damping, --response and --damping-ratio, --duration and --bounce, or --tension and --friction"
        : "give one parameterization, not \(given.map(\.0).joined(separator: " and "))")
    }
    do {
      switch given[0].0 {
      case "--stiffness/--damping":
        guard let stiffness, let damping else { throw ValidationError("--stiffness and --damping go together") }
        return try Spring(mass: mass ?? 1, stiffness: stiffness, damping: damping)
      case "--response/--damping-ratio":
        guard let response, let dampingRatio else { throw ValidationError("--response and --damping-ratio go together") }
        return try Spring(response: response, dampingRatio: dampingRatio)
      case "--duration/--bounce":
        guard let duration else { throw ValidationError("--bounce needs --duration") }
        return try Spring(duration: duration, bounce: bounce ?? 0)
      default:
        guard let tension, let friction else { throw ValidationError("--tension and --friction go together") }
        return try Spring(tension: tension, friction: friction)
      }
    } catch let error as SpringError {
      throw ValidationError("\(error)")
    }
  }

  /// The motion under the model: position and velocity at t, its settling time and its duration.
  struct Modeled {
    var position: (Double) -> Double
    var velocity: (Double) -> Double
    var settlingDuration: Double
    var duration: Double
    var stepped: Spring?
  }

  func modeled(_ spring: Spring) throws -> Modeled {
    switch model {
    case .physical:
      let motion = try SpringMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
      let settling = motion.settlingDuration(epsilon: epsilon)
      return Modeled(position: motion.position(at:), velocity: motion.velocity(at:), settlingDuration: settling,
                     duration: settling, stepped: spring)
    case .coreAnimation:
      let ca = CoreAnimationSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: from == to ? 0 : initialVelocity / (to - from))
      let motion = try ca.motion(from: from, to: to)
      return Modeled(position: motion.position(at:), velocity: motion.velocity(at:),
                     settlingDuration: motion.settlingDuration(epsilon: epsilon), duration: try ca.settlingDuration(),
                     stepped: motion.spring)
    case .jnw:
      let jnw = try JNWSpringAnimation(damping: spring.damping, stiffness: spring.stiffness, mass: spring.mass, from: from, to: to)
      let band = epsilon * abs(jnw.to - jnw.from)
      let lastOutside = jnw.keyframes.lastIndex { abs($0 - jnw.to) > band }
      return Modeled(position: jnw.value(at:), velocity: jnw.velocity(at:),
                     settlingDuration: lastOutside.map { Double($0 + 1) * 0.001 } ?? 0, duration: jnw.duration,
                     stepped: nil)
    }
  }

  func run() throws {
    let spring = try spring()
    let motion = try modeled(spring)
    if format == .css {
      try emit(try css(spring, motion), to: output)
      return
    }
    let rate = fps ?? 60
    let sampleTimes: [Double]
    if !times.isEmpty {
      sampleTimes = times
    } else {
      let end = until ?? motion.duration
      guard end.isFinite else { throw ValidationError("the spring never settles: give --until") }
      let count = Int((end * rate).rounded(.up))
      guard count <= 10_000_000 else { throw ValidationError("\(count) samples is above the limit of 10000000") }
      sampleTimes = (0...count).map { Double($0) / rate }
    }
    let rows = try samples(spring, motion, at: sampleTimes, fps: rate)
    switch format {
    case .csv:
      try emit("t,value,velocity\n" + rows.map { "\($0.0),\($0.1),\($0.2)\n" }.joined(), to: output)
    case .json:
      let settling = motion.settlingDuration.isFinite ? "\(motion.settlingDuration)" : "null"
      let durationText = motion.duration.isFinite ? "\(motion.duration)" : "null"
      let sampleText = rows.map { "{\"t\": \($0.0), \"value\": \($0.1), \"velocity\": \($0.2)}" }.joined(separator: ", ")
      try emit(
        "{\"dampingRatio\": \(spring.dampingRatio), \"naturalFrequency\": \(spring.naturalFrequency), "
          + "\"regime\": \"\(spring.regime.rawValue)\", \"settlingDuration\": \(settling), "
          + "\"duration\": \(durationText), \"samples\": [\(sampleText)]}\n", to: output)
    case .css:
      break
    }
  }

  /// (t, value, velocity) rows: the closed form (or the model's keyframes), or a stepper at fps.
  func samples(_ spring: Spring, _ motion: Modeled, at times: [Double], fps: Double) throws -> [(Double, Double, Double)] {
    let chosen: SpringStepper.Integrator
    switch integrator {
    case .closedForm: return times.map { ($0, motion.position($0), motion.velocity($0)) }
    case .exactStep: chosen = .exactStep
    case .rk4: chosen = .rk4
    case .semiImplicitEuler: chosen = .semiImplicitEuler
    }
    var stepper = SpringStepper(spring: motion.stepped ?? spring, integrator: chosen)
    var position = from
    var velocity = motion.velocity(0)
    var rows: [(Double, Double, Double)] = []
    for (index, t) in times.enumerated() {
      if index > 0 { stepper.step(position: &position, velocity: &velocity, target: to, dt: 1 / fps) }
      rows.append((t, position, velocity))
    }
    return rows
  }

  /// `linear(…)` on one line and the duration in seconds on the next.
  func css(_ spring: Spring, _ motion: Modeled) throws -> String {
    guard from != to else { throw ValidationError("--format css needs --from and --to to differ") }
    guard motion.duration.isFinite && motion.duration > 0 else {
      throw ValidationError("the spring never settles: there is no CSS duration")
    }
    let total = motion.duration
    let easing = try TimingFunction.linear(approximating: { u in
      u >= 1 ? 1 : (motion.position(u * total) - from) / (to - from)
    })
    return easing.cssText + "\n\(total)s\n"
  }
}

extension SpringModel: ExpressibleByArgument {}
