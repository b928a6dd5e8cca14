import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `curvebench`: the per-frame cost of every MotionCurves capability, beside GSL and the
/// baselines other libraries use, with the error each one makes measured in the same run.
@main
struct CurveBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curvebench",
    abstract: "Measure MotionCurves against GSL and naive baselines (build with -c release).")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case table, csv, json
  }

  @Option(help: "Output format: table, csv or json.")
  var format: Format = .table

  @Option(help: "Run only the rows whose benchmark, case or implementation contains this text.")
  var filter: String?

  @Flag(help: "Few, short repetitions (seconds in all): a smoke test, not a measurement.")
  var quick = false

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  /// Every implementation a row can name.
  static let implementations = [
    "motioncurves", "chromium-c", "newton-only", "gsl-brent", "naive-floor", "linear-scan", "rk4",
    "semi-implicit-euler", "gsl-rk8pd", "naive-sin", "spec-transcription", "naive-timing", "easing-only",
    "gsl-qags", "skia-chord", "gauss-legendre-16", "plain-4x4", "motioncurves-predecomposed", "entry-lerp",
    "srgb-lerp", "motioncurves-bank", "motioncurves-compiled",
  ]

  func run() throws {
    let harness = Harness(quick: quick)
    // A filter that names a benchmark or case skips the others entirely; one that names an
    // implementation runs its benchmarks and keeps only its rows.
    let matches = { (text: String) in filter.map { text.contains($0) } ?? true }
    let implementationFilter = filter.map { f in Self.implementations.contains { $0.contains(f) } } ?? false
    let wants = { (benchmark: String, variant: String) in
      implementationFilter || matches(benchmark) || matches(variant)
    }
    var rows = try BezierBenchmarks(harness: harness, quick: quick, wants: wants).rows()
    rows += try BezierBatchBenchmarks(harness: harness, wants: wants).rows()
    rows += try TimingBenchmarks(harness: harness, wants: wants).rows()
    rows += try SpringBenchmarks(harness: harness, wants: wants).rows()
    rows += try SpringBankBenchmarks(harness: harness, wants: wants).rows()
    rows += try WaveBenchmarks(harness: harness, wants: wants).rows()
    rows += try ChainedWaveBenchmarks(harness: harness, wants: wants).rows()
    rows += try SceneBenchmarks(harness: harness, wants: wants).rows()
    rows += try ShippedSceneBenchmarks(harness: harness, wants: wants).rows()
    rows += try AnimationBenchmarks(harness: harness, wants: wants).rows()
    rows += try PathBenchmarks(harness: harness, wants: wants).rows()
    rows += TransformBenchmarks(harness: harness, wants: wants).rows()
    rows += ColorBenchmarks(harness: harness, wants: wants).rows()
    rows += try DecayBenchmarks(harness: harness, wants: wants).rows()
    rows += try LottieBenchmarks(harness: harness, wants: wants).rows()
    rows += try AndroidFlingBenchmarks(harness: harness, wants: wants).rows()
    if filter != nil {
      rows = rows.filter { matches($0.benchmark) || matches($0.variant) || matches($0.implementation) }
    }
    let text: String
    switch format {
    case .table: text = Report.table(rows)
    case .csv: text = Report.csv(rows)
    case .json: text = Report.json(rows)
    }
    if let output {
      guard let file = fopen(output, "w") else { throw ValidationError("cannot write \(output)") }
      defer { fclose(file) }
      fputs(text, file)
    } else {
      print(text, terminator: "")
    }
  }
}
