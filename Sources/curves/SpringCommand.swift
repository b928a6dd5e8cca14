import ArgumentParser
import MotionCurves

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
      keyframes), or a platform's spring by name — swiftui.bouncy, swiftui.spring(duration: 0.4, \
      bounce: 0.2), compose.spring(dampingRatio: 0.5, stiffness: 400), \
      material3.expressive.fastSpatial — whose exact motion is printed (then give no other \
      spring parameters); swiftui.animation.bouncy (also .smooth, .snappy, .spring(…), \
      .interactiveSpring(…)) is the numerical motion SwiftUI's Animation runs (1/300 s \
      velocity-Verlet steps, starting at rest; its finish time ends the default rows). \
      --compare prints one spring under every platform's model as CSV \
      model,settling,t,value,velocity (or JSON {"models": [{"model", "settling", "samples"}]}), \
      120 Hz to the longest settling time by default: exact (settling within --epsilon), \
      swiftui-numerical (response 2π√(m/k), dampingFraction ζ; SwiftUI's finish rule), \
      swiftui-interpolating (interpolatingSpring(mass:stiffness:damping:), the target after its \
      duration), compose \
      (dampingRatio ζ, stiffness k/m; values at whole ms, Compose's duration estimate with its \
      0.01 visibility threshold) and core-animation (CASpringAnimation's settlingDuration). It \
      starts at rest and takes no --integrator and no --model but a platform spring's name.
      """)

  @OptionGroup var parameters: SpringParameters

  @Option(parsing: .unconditional, help: "Start value (default 0).", transform: parseNumber) var from: Double = 0
  @Option(parsing: .unconditional, help: "Target value (default 1).", transform: parseNumber) var to: Double = 1
  @Option(parsing: .unconditional, help: "Initial velocity in units per second (default 0).", transform: parseNumber)
  var initialVelocity: Double = 0

  @Option(
    help: "physical, core-animation, jnw, or a platform spring such as swiftui.bouncy (default physical).",
    transform: SpringModelChoice.init(argument:))
  var model: SpringModelChoice = .framework(.physical)
  @OptionGroup var frames: FrameTimes
  @Option(parsing: .unconditional, help: "Settling tolerance as a fraction of the distance (default 0.001).", transform: parseNumber) var epsilon: Double = 0.001
  @Option(help: "closed-form, exact-step, rk4 or semi-implicit-euler (default closed-form).")
  var integrator: Evaluation = .closedForm
  @Option(help: "csv, json or css (default csv).") var format: Format = .csv
  @Flag(help: "Print the spring under every platform's model (exact, swiftui-numerical, swiftui-interpolating, compose, core-animation).")
  var compare = false
  @OptionGroup var output: OutputOptions

  /// The closed form, or a library stepper at --fps.
  enum Evaluation: ExpressibleByArgument, Equatable {
    case closedForm
    case stepped(SpringStepper.Integrator)

    init?(argument: String) {
      if argument == "closed-form" {
        self = .closedForm
      } else if let integrator = SpringStepper.Integrator(rawValue: argument) {
        self = .stepped(integrator)
      } else {
        return nil
      }
    }

    static var allValueStrings: [String] { ["closed-form"] + SpringStepper.Integrator.allCases.map(\.rawValue) }
    var name: String { if case let .stepped(integrator) = self { integrator.rawValue } else { "closed-form" } }
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
    if integrator != .closedForm && !frames.times.isEmpty {
      throw ValidationError("--integrator \(integrator.name) steps at --fps: --at needs closed-form")
    }
    if format == .css && (!frames.times.isEmpty || frames.fps != nil || frames.until != nil || integrator != .closedForm) {
      throw ValidationError("--format css gives the whole motion: --at, --fps, --until and --integrator go with csv or json")
    }
    if integrator != .closedForm && model.framework == .jnw {
      throw ValidationError("--model jnw plays baked keyframes: --integrator must be closed-form")
    }
    if compare || model.isNumerical {
      let what = compare ? "--compare" : "--model \(model.name)"
      if integrator != .closedForm { throw ValidationError("\(what) plays each model its own way: give no --integrator") }
      if format == .css { throw ValidationError("\(what) gives csv or json, not css") }
      if initialVelocity != 0 {
        throw ValidationError("\(what) starts at rest (SwiftUI's numerical spring does): give no --initial-velocity")
      }
    }
    if compare, case .framework = model, model.name != "physical" {
      throw ValidationError("--compare prints every model: --model takes only a platform spring's name")
    }
  }

  func run() throws {
    let spring: DampedSpring
    if model.isPlatform {
      guard !parameters.given else {
        throw ValidationError("--model \(model.name) is the spring: give no --stiffness, --response, --duration or other spring parameters")
      }
    }
    if case let .fluid(_, fluid) = model, !compare {
      try output.emit(try FluidSpringRows(fluid: fluid, from: from, to: to).text(frames: frames, json: format == .json))
      return
    }
    switch model {
    case let .platform(_, platformSpring): spring = platformSpring
    case let .fluid(_, fluid): spring = try usage { () throws(SpringError) in try fluid.dampedSpring() }
    case .framework: spring = try parameters.spring()
    }
    if compare {
      let comparison = try SpringComparison(spring: spring, from: from, to: to, epsilon: epsilon)
      var times = frames.times
      if times.isEmpty {
        let end = try frames.until ?? comparison.end()
        times = Array(try usage { () throws(SamplingError) in try SampleGrid.frames(fps: frames.fps ?? 120, until: end) })
      }
      try output.emit(format == .json ? try comparison.json(times: times) : try comparison.csv(times: times))
      return
    }
    let model = self.model.framework
    let motion = try usage { () throws(SpringError) in
      try model.motion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
    }
    if format == .css {
      try output.emit(try css(motion))
      return
    }
    let rows: [MotionSample<Double>]
    if !frames.times.isEmpty {
      rows = motion.samples(at: frames.times)
    } else {
      let end = try frames.until ?? usage { () throws(SamplingError) in try motion.duration(epsilon: epsilon) }
      guard end.isFinite else { throw ValidationError("the spring never settles: give --until") }
      // The grid's own limits first (they name the cause), then the output budget: each sample is
      // at least `0.0,0.0,0.0` and a line break, or 46 bytes of JSON.
      let grid = try usage { () throws(SamplingError) in try SampleGrid.frames(fps: frames.rate, until: end) }
      try CSVTable.refuse(rows: Double(grid.count), atLeast: format == .json ? 46 : 12)
      switch integrator {
      case .closedForm:
        rows = try usage { () throws(SamplingError) in try motion.samples(fps: frames.rate, until: end) }
      case let .stepped(integrator):
        // The exact motion the model plays (validate() keeps JNWSpringAnimation's keyframes out).
        let exact = try usage { () throws(SpringError) in
          try model.exactMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
        }
        guard let played = exact else { throw ValidationError("--model \(model.rawValue) cannot be stepped") }
        rows = try usage { () throws(SamplingError) in
          try played.steppedSamples(fps: frames.rate, until: end, integrator: integrator)
        }
      }
    }
    switch format {
    case .csv:
      var csv = CSVTable(header: "t", "value", "velocity")
      csv.reserve(rows: rows.count)
      for row in rows where !csv.isFull { csv.append(row.time, row.value, row.velocity) }
      try output.emit(csv.text)
    case .json:
      try output.emit(try json(spring, motion, rows))
    case .css:
      break
    }
  }

  /// One line of JSON: the library's ``SpringMotionReport`` through `Codable`, in the command
  /// line's house style (``LineJSONEncoder``: keys in the report's order, the bytes this command
  /// has always printed).
  func json(_ spring: DampedSpring, _ motion: any SettlingMotion<Double>, _ rows: [MotionSample<Double>]) throws -> String {
    // The samples' exact size (`{"t": …, "value": …, "velocity": …}, `: 37 bytes and the numbers),
    // counted before the document is built: past the output budget it is refused.
    var bytes = 0
    for row in rows where bytes <= CSVTable.maximumBytes {
      bytes += 37 + row.time.description.utf8.count + row.value.description.utf8.count
        + row.velocity.description.utf8.count
    }
    guard bytes <= CSVTable.maximumBytes else { throw CSVTable.budgetExceeded }
    let report = try usage { () throws(SamplingError) in
      try SpringMotionReport(spring: spring, motion: motion, samples: rows, epsilon: epsilon)
    }
    return try LineJSONEncoder().encode(report) + "\n"
  }

  /// `linear(…)` on one line and the duration in seconds on the next.
  func css(_ motion: any SettlingMotion<Double>) throws -> String {
    do {
      let (easing, duration) = try motion.cssEasing(epsilon: epsilon)
      return easing.cssText + "\n\(duration)s\n"
    } catch .noDistance {
      throw ValidationError("--format css needs --from and --to to differ")
    } catch .neverSettles, .noDuration {
      throw ValidationError("the spring never settles: there is no CSS duration")
    } catch {
      throw ValidationError("\(error)")
    }
  }
}

/// `--fps`, `--until` and `--at`: when a motion is sampled.
struct FrameTimes: ParsableArguments {
  @Option(parsing: .unconditional, help: "Frames per second for the rows and the steppers (default 60).", transform: parseNumber) var fps: Double?
  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "A time in seconds; repeatable.", transform: parseNumber)
  var times: [Double] = []
  @Option(parsing: .unconditional, help: "Last time in seconds (default: the settling duration).", transform: parseNumber) var until: Double?

  /// The frame rate, 60 by default.
  var rate: Double { fps ?? 60 }

  func validate() throws {
    if let fps, !(fps > 0 && fps.isFinite && fps <= 100_000) {
      throw ValidationError("--fps \(fps) must be a positive number up to 100000")
    }
    if let bad = times.first(where: { !($0.isFinite && $0 >= 0) }) {
      throw ValidationError("--at \(bad) must be a finite time ≥ 0")
    }
    if let until, !(until.isFinite && until >= 0) { throw ValidationError("--until \(until) must be a finite time ≥ 0") }
    if !times.isEmpty && (fps != nil || until != nil) { throw ValidationError("give either --at or --fps/--until, not both") }
  }
}

/// The spring, in exactly one of the parameterizations frameworks use.
struct SpringParameters: ParsableArguments {
  @Option(parsing: .unconditional, help: "Mass m (> 0; default 1 with --stiffness and --damping).", transform: parseNumber) var mass: Double?
  @Option(parsing: .unconditional, help: "Stiffness k (> 0).", transform: parseNumber) var stiffness: Double?
  @Option(parsing: .unconditional, help: "Damping c (≥ 0).", transform: parseNumber) var damping: Double?
  @Option(parsing: .unconditional, help: "SwiftUI/UIKit response in seconds.", transform: parseNumber) var response: Double?
  @Option(parsing: .unconditional, help: "Damping ratio ζ, with --response.", transform: parseNumber) var dampingRatio: Double?
  @Option(parsing: .unconditional, help: "SwiftUI duration in seconds, with --bounce.", transform: parseNumber) var duration: Double?
  @Option(parsing: .unconditional, help: "SwiftUI bounce in (-1, 1], with --duration.", transform: parseNumber) var bounce: Double?
  @Option(parsing: .unconditional, help: "Rebound/Origami tension.", transform: parseNumber) var tension: Double?
  @Option(parsing: .unconditional, help: "Rebound/Origami friction, with --tension.", transform: parseNumber) var friction: Double?

  /// Whether any spring parameter was given.
  var given: Bool { [mass, stiffness, damping, response, dampingRatio, duration, bounce, tension, friction].contains { $0 != nil } }

  /// The spring from exactly one parameterization.
  func spring() throws -> DampedSpring {
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
    switch given[0].0 {
    case "--stiffness/--damping":
      guard let stiffness, let damping else { throw ValidationError("--stiffness and --damping go together") }
      return try usage { () throws(SpringError) in try DampedSpring(mass: mass ?? 1, stiffness: stiffness, damping: damping) }
    case "--response/--damping-ratio":
      guard let response, let dampingRatio else { throw ValidationError("--response and --damping-ratio go together") }
      return try usage { () throws(SpringError) in try DampedSpring(response: response, dampingRatio: dampingRatio) }
    case "--duration/--bounce":
      guard let duration else { throw ValidationError("--bounce needs --duration") }
      return try usage { () throws(SpringError) in try DampedSpring(duration: duration, bounce: bounce ?? 0) }
    default:
      guard let tension, let friction else { throw ValidationError("--tension and --friction go together") }
      return try usage { () throws(SpringError) in try DampedSpring(tension: tension, friction: friction) }
    }
  }
}

/// `--model`: a framework's model of a spring given by parameters, or a platform's spring by its
/// name (``PlatformModel``), played exactly.
enum SpringModelChoice {
  case framework(SpringModel)
  case platform(String, DampedSpring)
  case fluid(String, SwiftUIFluidSpring)

  init(argument: String) throws {
    if let model = SpringModel(rawValue: argument) {
      self = .framework(model)
      return
    }
    guard PlatformModel.isPlatformName(argument) else {
      throw ValidationError("--model \(quoted(argument)) is not physical, core-animation, jnw or a platform spring (swiftui.…, compose.spring(…), material3.…)")
    }
    do {
      switch try PlatformModel(parsing: argument) {
      case let .spring(spring): self = .platform(argument, spring)
      case let .fluidSpring(fluid): self = .fluid(argument, fluid)
      case .curve: throw ValidationError("--model \(quoted(argument)) is a timing curve, not a spring: use curves timing")
      }
    } catch let error as SyntaxError {
      throw ValidationError("invalid model \(quoted(argument)): \(shortened("\(error)"))")
    }
  }

  /// The name as given.
  var name: String {
    switch self {
    case let .framework(model): model.rawValue
    case let .platform(name, _), let .fluid(name, _): name
    }
  }

  /// Whether the spring is a platform's, by name (no spring parameters go with it).
  var isPlatform: Bool { if case .framework = self { false } else { true } }

  /// Whether it is SwiftUI's numerical spring (`swiftui.animation.…`).
  var isNumerical: Bool { if case .fluid = self { true } else { false } }

  /// The model that plays the spring: a platform's spring is its exact motion.
  var framework: SpringModel {
    if case let .framework(model) = self { return model }
    return .physical
  }
}
