import ArgumentParser
import MotionCurves

/// `curves animate <document>`: an animation document's computed timing (and value) at times of
/// its root, as CSV; its keyframes at given progresses (`--progress`); or its computed keyframes
/// (`--keyframes`).
struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Evaluate an animation document: CSV of its computed timing and value at times t.",
    discussion: """
      The header: t,phase,activeTime,overallProgress,simpleIterationProgress,currentIteration,\
      directedProgress,progress, then value or value.0,value.1,… when the animation has keyframes.

      The document is a MotionCurves animation document (JSON): a "timing" (Web Animations), a \
      "coreAnimation" (Core Animation) or a "layer", with "keyframes" or nested "animations". t is \
      always the time given to the document's root: the local time of a "timing" document, the \
      parent time of a "coreAnimation" or "layer" one. An unresolved quantity is an empty cell, an \
      infinite one inf; phase is before, active, after or idle. Values that are numbers have one \
      column, value; arrays of n numbers have n, value.0 … value.(n − 1).

      --animation picks one node of the tree: a keyPath (the first node with it, depth first, the \
      document itself included) or a JSON path of nested animations (animations[1].animations[0]); \
      by default the document itself. Its time is found by evaluating the chain of nodes from the \
      root down to it with the library's tree walk (the selector's index path, \
      animations[i].animations[j] → [i, j], is its path among the tree's depth-first leaves): \
      each layer maps the time with its beginTime, \
      speed and timeOffset; each group gives its children its progress × its duration, its \
      duration as the default for children without one, and its speed and direction. A selected \
      group has no value: its row is its own Core Animation timing at the time it receives. A \
      layer has no duration: its row is phase active with its local time (what its animations \
      receive) as activeTime and empty progress columns (idle where the time is unresolved).

      Times: --at t (repeatable, any finite time), or the frames t0 + k/fps, k = 0, 1, … up to the \
      first at or after t1 (--fps default 60, --from default 0, --until default the end of the \
      document's active interval: a timing's endTime, a Core Animation's beginTime + (active \
      duration − timeOffset)/speed for speed > 0; other documents need --until).

      --progress p (repeatable, any finite p) evaluates the selected animation's keyframes at \
      progress p, the transformed progress after the easing (for Core Animation values, after the \
      animation's timingFunction): CSV progress,value….

      --keyframes prints the computed keyframes as CSV offset,easing,value…, each easing the CSS \
      text of the segment the row starts (quoted where it holds commas). A keyframes list: every \
      keyframe given, at its computed offset, with its easing (a lone keyframe at 1; the keyframes \
      standing in at 0 and 1 are not listed: the underlyingValue, or without one the nearest \
      keyframe's value, held). Core Animation values: one row per key time used (the \
      paced ones in the paced modes) with its value and the timing function of the segment it \
      starts, the last row's easing empty; in the discrete mode n values have n + 1 key times: \
      row i < n holds value i with the easing steps(1) (the value holds until the next key time, \
      then jumps), and the last row repeats the last value at the closing key time, easing empty. \
      In the cubic modes the values are the points the spline passes through.
      """)

  @Argument(help: "The animation document (JSON), or '-' to read it from standard input.")
  var document: String

  @OptionGroup var times: AnimationTimes

  @Option(help: "The node to report: a keyPath (position.x) or a JSON path (animations[1]); default the document itself.")
  var animation: String?

  @Option(
    name: .customLong("progress"), parsing: .unconditionalSingleValue,
    help: "Evaluate the keyframes alone at this progress (any finite number); repeatable.", transform: parseNumber)
  var progresses: [Double] = []

  @Flag(help: "Print the computed keyframes: CSV offset,easing,value….")
  var keyframes = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let bad = progresses.first(where: { !$0.isFinite }) {
      throw ValidationError("--progress \(bad) is not a finite number")
    }
    if keyframes && !progresses.isEmpty { throw ValidationError("give either --progress or --keyframes, not both") }
    if (keyframes || !progresses.isEmpty) && times.given {
      throw ValidationError(
        "\(keyframes ? "--keyframes" : "--progress") reads the keyframes alone: --at, --fps, --from and --until go with the timing CSV")
    }
  }

  func run() throws {
    let root = try AnimationDocumentInput.load(document)
    let selection = try AnimationSelection(root, selector: animation ?? "")
    if keyframes {
      try output.emit(try selection.keyframeTable().text)
    } else if !progresses.isEmpty {
      try output.emit(try selection.progressTable(progresses).text)
    } else {
      let rows = try times.values(end: AnimationSelection.end(of: root))
      // A row is at least `0.0,idle,,,,,,` and a line break.
      try CSVTable.refuse(rows: Double(rows.count), atLeast: 15)
      try output.emit(selection.timingTable(at: rows).text)
    }
  }
}

/// `--at`, or `--fps`/`--from`/`--until`: the times of the document's root the rows are at.
struct AnimationTimes: ParsableArguments {
  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "A time of the document's root (any finite number); repeatable.", transform: parseNumber)
  var times: [Double] = []
  @Option(parsing: .unconditional, help: "Frames per second of the time grid (default 60).", transform: parseNumber)
  var fps: Double?
  @Option(parsing: .unconditional, help: "First time of the grid (default 0).", transform: parseNumber)
  var from: Double?
  @Option(parsing: .unconditional, help: "Last time of the grid (default: where the document ends).", transform: parseNumber)
  var until: Double?

  /// Whether any was given.
  var given: Bool { !times.isEmpty || fps != nil || from != nil || until != nil }

  func validate() throws {
    if let bad = times.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
    if let fps, !(fps > 0 && fps.isFinite && fps <= 100_000) {
      throw ValidationError("--fps \(fps) must be a positive number up to 100000")
    }
    for (name, value) in [("--from", from), ("--until", until)] {
      if let value, !value.isFinite { throw ValidationError("\(name) \(value) is not a finite number") }
    }
    if !times.isEmpty && (fps != nil || from != nil || until != nil) {
      throw ValidationError("give either --at or --fps/--from/--until, not both")
    }
    if let until {
      // --from defaults to 0: --until -1 alone is before it too.
      let start = from ?? 0
      if until < start { throw ValidationError("--until \(until) is before --from \(start)") }
      if !(until - start).isFinite { throw ValidationError("--from \(start) and --until \(until) are too far apart") }
    }
  }

  /// The times given, or the grid from --from (default 0) to --until (default `end`, or --from
  /// when `end` is earlier).
  func values(end: Double?) throws -> [Double] {
    if !times.isEmpty { return times }
    let start = from ?? 0
    guard let last = until ?? end.map({ Swift.max($0, start) }) else {
      throw ValidationError("the document has no finite end: give --until (or --at)")
    }
    // The cause named as typed: a span that at this rate is more times than one run writes (not
    // the grid's own sample count).
    guard (last - start).isFinite else {
      throw ValidationError("the document ends at \(last), too far from --from \(start): give --until")
    }
    let rate = fps ?? 60
    let count = ((last - start) * rate).rounded(.up) + 1
    if rate > 0 && rate.isFinite && !(count <= Double(SampleGrid.limit)) {
      let span = until == nil ? "the document's \(last - start) s" : "\(start) … \(last) s"
      throw ValidationError(
        "\(span) at \(rate) frames per second is \(count < 0x1p62 ? "\(Int(count))" : "more than 4.6e18") times, above the limit of \(SampleGrid.limit): ask for fewer")
    }
    let grid = try usage { () throws(SamplingError) in try SampleGrid.frames(fps: rate, until: last - start) }
    return grid.map { start + $0 }
  }
}
