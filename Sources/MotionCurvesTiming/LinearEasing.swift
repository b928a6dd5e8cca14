import MotionCurvesCore

/// A CSS `linear()` easing: straight lines through a list of points.
///
/// Built from stops as CSS writes them — an output with zero, one or two input percentages — and
/// canonicalized as CSS Easing Level 2 specifies:
///
/// 1. a stop with two inputs becomes two points with the same output;
/// 2. a missing first input is 0 %, a missing last input is max(100 %, largest input given);
/// 3. every input is raised to at least the largest input before it;
/// 4. each run of missing inputs is spread evenly between its neighbours.
///
/// Evaluation is the spec's: take the last point whose input is ≤ x (the first point when there
/// is none, the second-to-last when it is the last point) and the point after it; if their inputs
/// are equal, the output is the second point's; otherwise interpolate (or extrapolate, outside the
/// points) along the line through them. Equal inputs make a jump.
///
/// Inputs are kept as the percentages CSS writes, so that the CSS text reads back as an equal value;
/// the easing encodes as that text.
public struct LinearEasing: TimingCurve, Hashable {
  /// A stop as written in `linear()`: an output and up to two input positions, in percent.
  public struct Stop: Sendable, Hashable, Codable {
    /// The output progress.
    public var output: Double
    /// No, one or two input positions, in percent.
    public var inputPercentages: [Double]

    /// A stop with `output` at the given input percentages (none, one or two).
    public init(_ output: Double, _ inputPercentages: Double...) {
      self.output = output
      self.inputPercentages = inputPercentages
    }

    /// A stop with `output` at `inputPercentages` (none, one or two).
    public init(output: Double, inputPercentages: [Double]) {
      self.output = output
      self.inputPercentages = inputPercentages
    }
  }

  /// The outputs of the canonical points.
  public let outputs: [Double]
  /// The inputs of the canonical points, in percent, non-decreasing.
  public let inputPercentages: [Double]
  /// Inputs as fractions (percent / 100), for evaluation.
  @usableFromInline let inputs: [Double]

  /// Canonicalizes CSS stops.
  ///
  /// - Throws: ``TimingFunctionError`` for fewer than two stops, a stop with more than two inputs,
  ///   or a non-finite number.
  public init(stops: [Stop]) throws(TimingFunctionError) {
    guard stops.count >= 2 else { throw .tooFewStops(stops.count) }
    var outputs: [Double] = []
    var given: [Double?] = []
    for (index, stop) in stops.enumerated() {
      guard stop.inputPercentages.count <= 2 else { throw .tooManyInputs(stop: index) }
      try TimingFunctionError.finite(stop.output, .output(stop: index))
      for (input, percentage) in stop.inputPercentages.enumerated() {
        try TimingFunctionError.finite(percentage, .inputPercentage(stop: index, input))
      }
      if stop.inputPercentages.isEmpty {
        outputs.append(stop.output)
        given.append(nil)
      }
      for input in stop.inputPercentages {
        outputs.append(stop.output)
        given.append(input)
      }
    }
    // 2. Missing ends.
    let largest = given.compactMap { $0 }.max() ?? 0
    if given[0] == nil { given[0] = 0 }
    if given[given.count - 1] == nil { given[given.count - 1] = max(100, largest) }
    // 3. Inputs never go back.
    var running = -Double.infinity
    for i in given.indices {
      if let input = given[i] {
        running = max(running, input)
        given[i] = running
      }
    }
    // 4. Runs of missing inputs spread evenly between their neighbours.
    var inputs = [Double](repeating: 0, count: given.count)
    var i = 0
    while i < given.count {
      if let input = given[i] {
        inputs[i] = input
        i += 1
        continue
      }
      let start = i - 1
      var end = i
      while given[end] == nil { end += 1 }
      let from = inputs[start]
      let to = given[end] ?? from
      let gaps = Double(end - start)
      for k in i..<end {
        // As the spec writes it; where the product overflows, the fraction first, and where
        // to − from itself does, a blend.
        let span = to - from
        let product = span * Double(k - start)
        let fraction = Double(k - start) / gaps
        inputs[k] = product.isFinite ? from + product / gaps
          : span.isFinite ? from + span * fraction : from * (1 - fraction) + to * fraction
      }
      i = end
    }
    self.init(canonical: outputs, percentages: inputs)
  }

  /// Points already canonical: inputs in percent, non-decreasing.
  init(canonical outputs: [Double], percentages: [Double]) {
    self.outputs = outputs
    self.inputPercentages = percentages
    self.inputs = percentages.map { $0 / 100 }
  }

  /// The number of points after canonicalization.
  public var count: Int { outputs.count }

  /// The output at input `x`.
  ///
  /// - Precision: the interpolation a + (x − xa)/(xb − xa)·(b − a), within 2 ulps of the segment's
  ///   exact value; when b − a overflows (outputs of opposite signs beyond ±9e307) the blend
  ///   a·(1 − f) + b·f, within 3 ulps of the larger output, so every finite easing gives finite
  ///   values on [0, 1]. x = ±∞ gives the straight extension's limit (the end output where the end
  ///   segment is flat, else ±∞), as ``CubicBezier/value(at:)`` does; NaN gives NaN.
  /// - Complexity: O(log n) by a binary search without branches (no mispredictions, so as fast
  ///   as a scan for a handful of points); allocation-free.
  @inlinable
  public func value(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    return inputs.withUnsafeBufferPointer { inputs in
      outputs.withUnsafeBufferPointer { outputs in
        let a = Self.segment(of: inputs, containing: x)
        let (xa, xb) = (inputs[a], inputs[a &+ 1])
        if xa == xb { return outputs[a &+ 1] }
        let (ya, yb) = (outputs[a], outputs[a &+ 1])
        let result = ya + (x - xa) / (xb - xa) * (yb - ya)
        return result.isFinite ? result : Self.blend(ya, yb, (x - xa) / (xb - xa))
      }
    }
  }

  /// The slope of the segment `value(at:)` uses at x (0 on a flat stretch after a jump), or NaN
  /// where the easing jumps: at an input shared by points with different outputs.
  ///
  /// - Precision: the segment's slope, within 2 ulps; ±∞ only where the exact slope is beyond the
  ///   largest `Double`.
  /// - Complexity: O(log n).
  public func velocity(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let a = segment(containing: x)
    var first = inputs[a + 1] == x ? a + 1 : a
    if inputs[first] == x {
      var last = first
      while first > 0 && inputs[first - 1] == x { first -= 1 }
      while last + 1 < inputs.count && inputs[last + 1] == x { last += 1 }
      if outputs[first] != outputs[last] { return .nan }
    }
    let (xa, xb) = (inputs[a], inputs[a + 1])
    guard xa != xb else { return 0 }
    let rise = outputs[a + 1] - outputs[a]
    // A rise that overflows is still a finite slope when the run is long enough: halve both.
    return rise.isFinite ? rise / (xb - xa) : (outputs[a + 1] / 2 - outputs[a] / 2) / ((xb - xa) / 2)
  }

  /// ya·(1 − f) + yb·f: the interpolation for outputs of opposite signs beyond ±9e307, whose
  /// difference overflows (and ±∞ where the exact value is beyond the largest Double). An
  /// infinite f (x = ±∞, or a finite x so far out that f overflows) gives the straight
  /// extension's limit: the segment's output where it is flat, else ±∞ with the sign of the
  /// extension, as ``CubicBezier/value(at:)`` does (not the NaN of ∞·0 or ∞ − ∞).
  @usableFromInline @inline(never)
  static func blend(_ ya: Double, _ yb: Double, _ f: Double) -> Double {
    if f.isInfinite {
      if ya == yb { return yb }
      return (f > 0) == (yb > ya) ? .infinity : -.infinity
    }
    return ya * (1 - f) + yb * f
  }

  /// The index a of the segment (a, a + 1) the spec evaluates x on: the last point with input ≤ x,
  /// or 0, and never the last point.
  @inlinable
  func segment(containing x: Double) -> Int {
    inputs.withUnsafeBufferPointer { Self.segment(of: $0, containing: x) }
  }

  /// ``segment(containing:)`` over the inputs (at least two, non-decreasing).
  ///
  /// The first index with input > x (the number of inputs ≤ x) by a binary search whose halving
  /// step is a conditional move, not a branch: random x cost no mispredicted branches, so a
  /// handful of points is as fast as the spec's scan over them and many points stay O(log n). Two
  /// points have one segment and no search. The index is the spec's scan's, exactly.
  ///
  /// - Complexity: ⌈log₂ n⌉ halvings.
  @inlinable @inline(__always)
  static func segment(of inputs: UnsafeBufferPointer<Double>, containing x: Double) -> Int {
    let n = inputs.count
    guard n > 2 else { return 0 }
    // Every index below base has input ≤ x, and the answer lies in base ... base + length.
    var base = 0
    var length = n
    while length > 1 {
      let half = length &>> 1
      base = inputs[base &+ half] <= x ? base &+ half : base
      length &-= half
    }
    let above = base &+ (inputs[base] <= x ? 1 : 0)
    return min(max(above &- 1, 0), n &- 2)
  }

  /// The smallest and largest output over inputs in [0, 1]: the values at 0 and 1 and the outputs
  /// of every point whose input lies in [0, 1] (the extremes of a polyline are at its corners).
  ///
  /// - Precision: exact, up to the rounding of ``value(at:)`` at 0 and 1.
  /// - Complexity: O(n).
  public var outputRange: ClosedRange<Double> {
    var low = min(value(at: 0), value(at: 1))
    var high = max(value(at: 0), value(at: 1))
    for (input, output) in zip(inputs, outputs) where input >= 0 && input <= 1 {
      low = min(low, output)
      high = max(high, output)
    }
    return low...high
  }

  /// `linear(o1 p1%, o2 p2%, …)`: every point with its input, numbers in shortest round-trip form.
  public var cssText: String {
    "linear(" + zip(outputs, inputPercentages).map { "\(cssNumber($0)) \(cssNumber($1))%" }
      .joined(separator: ", ") + ")"
  }
}
