import ArgumentParser
import MotionCurves

/// `curves snap`: a release projected through a decay, the snap point chosen, and the spring that
/// takes it there from the release velocity, as CSV `t,position,velocity`.
struct SnapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snap",
    abstract: "Snap a release to the nearest point (or the next one): CSV t,position,velocity of the spring.",
    discussion: """
      The release (--from, default 0, at --velocity units/s) is projected through --model's decay \
      (the decay options of curves decay; default uikit, normal rate); --rule nearest picks the \
      point nearest the projection, next-in-direction the next point past the release in the \
      fling's direction. A spring (--response, default 0.5 s, --damping-ratio, default 1) then \
      starts at the release position and velocity, so neither jumps, and ends at the point. \
      Without --at or --fps/--until the rows are 120 Hz until the spring settles within \
      --epsilon of the distance, and the last row is the rest state: the point, velocity 0.
      """)

  @Option(parsing: .unconditional, help: "Release velocity in units per second.", transform: parseNumber)
  var velocity: Double
  @Option(parsing: .unconditional, help: "Release position (default 0).", transform: parseNumber)
  var from: Double = 0
  @Option(help: "The snap points, comma-separated: 0,320,640.", transform: parsePoints) var points: [Double]
  @Option(help: "nearest or next-in-direction (default nearest).") var rule: Rule = .nearest
  @Option(help: "The decay that projects the release (default uikit).") var model: DecayCommand.Model = .uikit
  @OptionGroup var decay: DecayParameters
  @Option(parsing: .unconditional, help: "The spring's response in seconds (default 0.5).", transform: parseNumber)
  var response: Double = 0.5
  @Option(parsing: .unconditional, help: "The spring's damping ratio (default 1).", transform: parseNumber)
  var dampingRatio: Double = 1
  @OptionGroup var frames: FrameTimes
  @Option(parsing: .unconditional, help: "Settling tolerance as a fraction of the distance (default 0.001).", transform: parseNumber)
  var epsilon: Double = 0.001
  @OptionGroup var output: OutputOptions

  /// The rules, by their command-line names.
  enum Rule: String, ExpressibleByArgument, CaseIterable {
    case nearest, nextInDirection = "next-in-direction"
    var rule: SnapRule { self == .nearest ? .nearest : .nextInDirection }
  }

  func validate() throws {
    try decay.check(for: model)
  }

  func run() throws {
    let release = try decay.motion(model, from: from, velocity: velocity)
    let spring = try usage { () throws(SpringError) in try DampedSpring(response: response, dampingRatio: dampingRatio) }
    let motion = try usage { () throws(GestureError) in
      let snap = try SnapPoints(points)
      let point = try snap.target(from: from, velocity: velocity, projection: release.to, rule: rule.rule)
      return try spring.handOff(from: from, velocity: velocity, to: point)
    }
    let rest = try usage { () throws(SamplingError) in try motion.settlingDuration(epsilon: epsilon) }
    try output.emit(try restRows(
      motion, rest: rest, frames: frames, unsettled: "the spring's settling time within --epsilon is not a finite number"))
  }
}

/// `0,320,640` as numbers.
func parsePoints(_ text: String) throws -> [Double] {
  let fields = text.split(separator: ",", omittingEmptySubsequences: false)
  guard fields.count <= 4096 else { throw ValidationError("--points lists more than 4096 points") }
  return try fields.map { try parseNumber(String($0.filter { $0 != " " })) }
}
