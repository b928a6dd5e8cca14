import CurveReference
import MotionCurves

/// `steps.value`, `linear.value` (2 to 256 stops) and `css.parse`.
struct TimingBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let inputs: [Double] = {
    var generator = SeededRandom(seed: 5)
    return (0..<1024).map { _ in Double.random(in: -0.1..<1.1, using: &generator) }
  }()

  func rows() throws -> [Row] {
    var rows: [Row] = []
    if wants("steps.value", "steps(8)") { rows += try stepsRows() }
    for count in [2, 4, 8, 16, 32, 64, 256] where wants("linear.value", "\(count) stops") {
      rows += try linearRows(stops: count)
    }
    if wants("css.parse", Self.parseCaseName) { rows.append(try parseRow()) }
    return rows
  }

  /// steps(8) (jump-end) against the one-liner most code uses for it, floor(8x)/8, which has no
  /// positions, no before flag and no clamping outside [0, 1].
  func stepsRows() throws -> [Row] {
    let steps = try Steps(8)
    let xs = Self.inputs.map { min(max($0, 0), 0.999) }  // where the one-liner is right
    // The exact value: the integer ⌊8x⌋ (x·8 is exact: a power of two) over 8.
    let exact = xs.map { Double(Int($0 * 8)) / 8 }
    let error = zip(xs, exact).reduce(0) { max($0, abs(steps.value(at: $1.0) - $1.1)) }
    return [
      Row(benchmark: "steps.value", variant: "steps(8)", implementation: "motioncurves",
          timing: harness.measure(operations: xs.count) {
            var sum = 0.0
            for x in xs { sum += steps.value(at: x) }
            return sum
          }, unit: "call", maxError: error),
      Row(benchmark: "steps.value", variant: "steps(8)", implementation: "naive-floor",
          timing: harness.measure(operations: xs.count) {
            var sum = 0.0
            for x in xs { sum += (x * 8).rounded(.down) / 8 }
            return sum
          }, unit: "call", maxError: 0),
    ]
  }

  /// A linear() with `stops` stops (a damped wave sampled evenly), by binary search and by the
  /// spec's linear scan.
  func linearRows(stops count: Int) throws -> [Row] {
    let stops = (0..<count).map { i -> LinearEasing.Stop in
      let x = Double(i) / Double(count - 1)
      return .init(1 - (1 - x) * (1 - x) * Double(i % 2 == 0 ? 1 : -1) * 0.3 - (1 - x) * 0.7)
    }
    let easing = try LinearEasing(stops: stops)
    let inputs = easing.inputPercentages.map { $0 / 100 }
    let outputs = easing.outputs
    func scan(_ x: Double) -> Double {
      var a = 0
      for i in inputs.indices where inputs[i] <= x { a = i }
      if a == inputs.count - 1 { a -= 1 }
      if inputs[a] == inputs[a + 1] { return outputs[a + 1] }
      return outputs[a] + (x - inputs[a]) / (inputs[a + 1] - inputs[a]) * (outputs[a + 1] - outputs[a])
    }
    let xs = Self.inputs
    let error = xs.reduce(0) { max($0, abs(easing.value(at: $1) - scan($1))) }
    let variant = "\(count) stops"
    return [
      Row(benchmark: "linear.value", variant: variant, implementation: "motioncurves",
          timing: harness.measure(operations: xs.count) {
            var sum = 0.0
            for x in xs { sum += easing.value(at: x) }
            return sum
          }, unit: "call", maxError: error),
      Row(benchmark: "linear.value", variant: variant, implementation: "linear-scan",
          timing: harness.measure(operations: xs.count) {
            var sum = 0.0
            for x in xs { sum += scan(x) }
            return sum
          }, unit: "call", maxError: 0),
    ]
  }

  static let parseCaseName = "mixed easing text"
  static let parseInputs = [
    "ease", "cubic-bezier(0.11, 0.9, 0.92, 0.13)", "steps(4, jump-both)", "linear(0, 0.25 25% 75%, 1)",
    "STEP-END", "linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)", "ease-in-out",
    "linear(0 calc(50% - 50%), 0 calc(50% + 50%))",
  ]

  /// What reading CSS easing text costs, over a mix of keywords and functions.
  func parseRow() throws -> Row {
    let texts = Self.parseInputs
    // Each text must read back from its canonical form, and its values must be the ones the
    // text denotes: the error is the largest difference, over inputs in [0, 1], between the
    // parsed function and the same function built from values (0 when parsing is exact).
    let built: [TimingFunction] = [
      .ease, .cubicBezier(try CubicBezier(0.11, 0.9, 0.92, 0.13)), .steps(try Steps(4, .jumpBoth)),
      .piecewiseLinear(try LinearEasing(stops: [.init(0), .init(0.25, 25, 75), .init(1)])), .stepEnd,
      .piecewiseLinear(try LinearEasing(stops: [0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998].map { .init($0) } + [.init(1, 100, 100)])),
      .easeInOut, .piecewiseLinear(try LinearEasing(stops: [.init(0, 0), .init(0, 100)])),
    ]
    var error = 0.0
    for (text, expected) in zip(texts, built) {
      let function = try TimingFunction(css: text)
      let again = try TimingFunction(css: function.cssText)
      precondition(again == function, "\(text) does not read back from \(function.cssText)")
      for i in 0...64 {
        let x = Double(i) / 64
        error = max(error, abs(function.value(at: x) - expected.value(at: x)))
      }
    }
    return Row(
      benchmark: "css.parse", variant: Self.parseCaseName, implementation: "motioncurves",
      timing: harness.measure(operations: texts.count) {
        var sum = 0.0
        for text in texts { sum += (try? TimingFunction(css: text))?.value(at: 0.5) ?? .nan }
        return sum
      }, unit: "parse", maxError: error)
  }
}
