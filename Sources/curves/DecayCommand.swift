import ArgumentParser
import MotionCurves

/// `curves decay`: a release coasting to rest under a platform's decay, as CSV
/// `t,position,velocity`.
struct DecayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decay",
    abstract: "Sample a decay (a fling coasting to rest): CSV with the header t,position,velocity.",
    discussion: """
      Models: uikit (UIScrollView's decelerationRate: --rate normal, fast or a number in (0, 1), \
      per millisecond), compose-exponential (Compose's exponentialDecay: --friction multiplier, \
      default 1, --threshold, default 0.1 units/s), android (OverScroller's spline fling: \
      --density, default 1, --friction, default 0.015, --numerics exact, overscroller or compose; \
      with --min, --max or --over px, OverScroller.fling with bounds and an overfling distance: the \
      fling, the overfling past a bound and the spring-back, from any start), \
      chromium (Chromium's physics-based fling curve: --ppi, default 160, --bounding-size, default \
      1e6 px), chromium-exponential (Chromium's older FlingCurve), framer (framer-motion's \
      inertia: --power 0.8, --time-constant 325 ms, --rest-delta 0.5, --min and --max with its \
      spring at a bound). Without --at or --fps/--until the rows are 120 Hz from 0 until the \
      motion settles (within --epsilon of the distance it travels, or its own end), and the last \
      row is the rest state: that time, the rest position and velocity 0.
      """)

  @Option(help: "uikit, compose-exponential, android, chromium, chromium-exponential or framer.")
  var model: Model
  @Option(parsing: .unconditional, help: "Release velocity in units per second.", transform: parseNumber)
  var velocity: Double
  @Option(parsing: .unconditional, help: "Release position (default 0).", transform: parseNumber)
  var from: Double = 0
  @OptionGroup var parameters: DecayParameters
  @OptionGroup var frames: FrameTimes
  @Option(parsing: .unconditional, help: "Settling tolerance as a fraction of the distance (default 0.001).", transform: parseNumber)
  var epsilon: Double = 0.001
  @OptionGroup var output: OutputOptions

  /// The models, by their command-line names.
  enum Model: String, ExpressibleByArgument, CaseIterable {
    case uikit, composeExponential = "compose-exponential", android, chromium
    case chromiumExponential = "chromium-exponential", framer
  }

  func validate() throws {
    try parameters.check(for: model)
  }

  func run() throws {
    let motion = try parameters.motion(model, from: from, velocity: velocity)
    let rest = try usage { () throws(SamplingError) in try motion.duration(epsilon: epsilon) }
    try output.emit(try restRows(motion, rest: rest, frames: frames, unsettled: "the decay never settles"))
  }
}

/// The CSV `t,position,velocity` that `curves decay` and `curves snap` print: at the --at times, on
/// the --fps/--until grid (--until defaulting to `rest`), or by default at 120 Hz before `rest`
/// and then the rest state — `rest`, the motion's rest position, velocity 0.
///
/// - Throws: a usage error that starts with `unsettled` when the rows need `rest` and it is not
///   finite, or when they are more than one run writes.
func restRows(
  _ motion: some SettlingMotion<Double>, rest: Double, frames: FrameTimes, unsettled: String
) throws -> String {
  let given = frames.fps != nil || frames.until != nil
  var times = frames.times
  if times.isEmpty {
    let end = frames.until ?? rest
    guard end.isFinite else { throw ValidationError("\(unsettled): give --until or --at") }
    let grid = try usage { () throws(SamplingError) in
      try SampleGrid.frames(fps: given ? frames.rate : 120, until: end)
    }
    times = given ? Array(grid) : grid.filter { $0 < rest }
  }
  var rows = times.map { ($0, motion.value(at: $0), motion.velocity(at: $0)) }
  if frames.times.isEmpty && !given { rows.append((rest, motion.to, 0)) }
  try CSVTable.refuse(rows: Double(rows.count), atLeast: 6)
  var csv = CSVTable(header: "t", "position", "velocity")
  for (t, position, velocity) in rows where !csv.isFull { csv.append(t, position, velocity) }
  return try csv.text
}

/// Each model's own parameters; each is refused with a model it does not belong to.
struct DecayParameters: ParsableArguments {
  @Option(help: "uikit: normal, fast or a rate per millisecond in (0, 1) (default normal).") var rate: String?
  @Option(parsing: .unconditional, help: "compose-exponential: friction multiplier (default 1); android: scroll friction (default 0.015).", transform: parseNumber)
  var friction: Double?
  @Option(parsing: .unconditional, help: "compose-exponential: velocity threshold in units/s (default 0.1).", transform: parseNumber)
  var threshold: Double?
  @Option(parsing: .unconditional, help: "android: display density (default 1).", transform: parseNumber) var density: Double?
  @Option(help: "android: exact, overscroller or compose (default exact).") var numerics: String?
  @Option(parsing: .unconditional, help: "chromium: pixels per inch (default 160).", transform: parseNumber) var ppi: Double?
  @Option(parsing: .unconditional, help: "chromium: the scroller's size in px (default 1e6).", transform: parseNumber)
  var boundingSize: Double?
  @Option(parsing: .unconditional, help: "framer: power (default 0.8).", transform: parseNumber) var power: Double?
  @Option(parsing: .unconditional, help: "framer: time constant in ms (default 325).", transform: parseNumber)
  var timeConstant: Double?
  @Option(parsing: .unconditional, help: "framer: rest delta (default 0.5).", transform: parseNumber) var restDelta: Double?
  @Option(parsing: .unconditional, help: "framer, android: lower bound.", transform: parseNumber) var min: Double?
  @Option(parsing: .unconditional, help: "framer, android: upper bound.", transform: parseNumber) var max: Double?
  @Option(parsing: .unconditional, help: "android: overfling distance in px past a bound (default 0).", transform: parseNumber)
  var over: Double?

  /// Refuses a parameter given with a model it does not belong to.
  func check(for model: DecayCommand.Model) throws {
    let owners: [(String, Bool, [DecayCommand.Model])] = [
      ("--rate", rate != nil, [.uikit]), ("--friction", friction != nil, [.composeExponential, .android]),
      ("--threshold", threshold != nil, [.composeExponential]), ("--density", density != nil, [.android]),
      ("--numerics", numerics != nil, [.android]), ("--ppi", ppi != nil, [.chromium]),
      ("--bounding-size", boundingSize != nil, [.chromium]), ("--power", power != nil, [.framer]),
      ("--time-constant", timeConstant != nil, [.framer]), ("--rest-delta", restDelta != nil, [.framer]),
      ("--min", min != nil, [.framer, .android]), ("--max", max != nil, [.framer, .android]),
      ("--over", over != nil, [.android]),
    ]
    for (name, given, models) in owners where given && !models.contains(model) {
      throw ValidationError("\(name) does not apply to --model \(model.rawValue)")
    }
    if let rate, rate != "normal", rate != "fast", Double(rate) == nil {
      throw ValidationError("--rate \(quoted(rate)) is not normal, fast or a number in (0, 1)")
    }
    if let numerics, !["exact", "overscroller", "compose"].contains(numerics) {
      throw ValidationError("--numerics \(quoted(numerics)) is not exact, overscroller or compose")
    }
  }

  /// The motion of `model` released at `from` with `velocity`.
  func motion(_ model: DecayCommand.Model, from: Double, velocity: Double) throws -> any DecayMotion {
    try usage { () throws(GestureError) -> any DecayMotion in
      switch model {
      case .uikit: return try uiKit().motion(from: from, velocity: velocity)
      case .composeExponential:
        return try ComposeExponentialDecay(frictionMultiplier: friction ?? 1, absVelocityThreshold: threshold ?? 0.1)
          .motion(from: from, velocity: velocity)
      case .android:
        let model = AndroidFlingDecay(
          density: density ?? 1, friction: friction ?? AndroidFlingDecay.defaultFriction, lowerBound: min,
          upperBound: max, numerics: androidNumerics())
        if min == nil && max == nil && over == nil { return try model.motion(from: from, velocity: velocity) }
        return try model.overScroll(from: from, velocity: velocity, over: over ?? 0)
      case .chromium:
        return try ChromiumPhysicsFling(pixelsPerInch: ppi ?? 160, boundingSize: boundingSize ?? 1e6)
          .motion(from: from, velocity: velocity)
      case .chromiumExponential: return try ChromiumExponentialFling().motion(from: from, velocity: velocity)
      case .framer:
        return try FramerInertia(
          power: power ?? 0.8, timeConstant: timeConstant ?? FramerInertia.codeTimeConstant, restDelta: restDelta ?? 0.5,
          min: min, max: max
        ).motion(from: from, velocity: velocity)
      }
    }
  }

  private func uiKit() throws(GestureError) -> UIKitDecay {
    switch rate {
    case nil, "normal": return .normal
    case "fast": return .fast
    case let text?: return try UIKitDecay(rate: Double(text) ?? .nan)  // the text is checked in check(for:)
    }
  }

  private func androidNumerics() -> AndroidFlingNumerics {
    switch numerics {
    case "overscroller": return .overScroller
    case "compose": return .compose
    default: return .exact  // nil or "exact": the text is checked in check(for:)
    }
  }
}
