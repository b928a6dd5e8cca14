// The animated quantities of `curves scene --format web`, sampled on the time grid, and the
// keyframes that reproduce them: samples a straight segment reproduces within the tolerance are
// merged, so a property that does not move is not animated and the file stays small.

/// The tolerances of the web export: how far the page may be from the library's evaluation at a
/// sample time of the grid, as the browser computes it. A merged run of samples is reproduced
/// within the `merged` share of each; the rest is left for the browser's own rounding: Chromium
/// serializes computed values to six significant digits, which for a matrix entry near 1 is
/// 5e-6, up to 0.005 px at the far corner of a 375 × 667 box, and 5e-4 for a path coordinate
/// below 1000.
enum SceneWebTolerance {
  /// Corners and centre of every layer's box in root coordinates, in CSS pixels (= points).
  static let geometry = 0.01
  /// Path data numbers (`d`), in the layer's own units, and the line width.
  static let path = 0.01
  /// Composite opacity.
  static let opacity = 1e-4
  /// sRGB colour components and alpha, and gradient locations, each in [0, 1].
  static let color = 1e-4

  /// What a merged run may use: a quarter of the geometry tolerance, half of the others.
  static let mergedGeometry = geometry / 4, mergedPath = path / 2, mergedOpacity = opacity / 2, mergedColor = color / 2
}

/// How a track's values are compared with a straight segment between two kept samples.
enum SceneWebMeasure {
  /// Every number within this distance.
  case absolute(Double)
  /// The 16 numbers of a row-vector matrix (m11 … m44, Core Animation's layout, CSS `matrix3d()`
  /// argument order) mapping a box of this size: its four corners and centre, projected, within
  /// this distance.
  case box(SIMD2<Double>, Double)

  /// Whether `value` stands for `sample` within the measure.
  func accepts(_ value: [Double], for sample: [Double]) -> Bool {
    switch self {
    case let .absolute(tolerance):
      for (a, b) in zip(value, sample) where !(abs(a - b) <= tolerance) { return false }
      return true
    case let .box(size, tolerance):
      let points = [
        SIMD2(0, 0), SIMD2(size.x, 0), SIMD2(size.x, size.y), SIMD2(0, size.y), size / 2,
      ]
      for p in points {
        guard let a = Self.project(p, value), let b = Self.project(p, sample) else { return value == sample }
        let d = a - b
        if !((d * d).sum() <= tolerance * tolerance) { return false }
      }
      return true
    }
  }

  /// A point (x, y, 0, 1) times the row-vector matrix `m`, divided by w; nil where w ≤ 0 (behind
  /// the viewer) or the result is not finite.
  static func project(_ p: SIMD2<Double>, _ m: [Double]) -> SIMD2<Double>? {
    let x = p.x * m[0] + p.y * m[4] + m[12], y = p.x * m[1] + p.y * m[5] + m[13]
    let w = p.x * m[3] + p.y * m[7] + m[15]
    guard w > 0 else { return nil }
    let result = SIMD2(x / w, y / w)
    return result.x.isFinite && result.y.isFinite ? result : nil
  }
}

/// One animated quantity of one element: a vector of numbers per sample, each number a CSS
/// property (a registered `<number>` custom property such as `--m0`, or `opacity`), which the
/// browser interpolates linearly between keyframes.
struct SceneWebNumbers {
  /// The CSS property of each number.
  var properties: [String]
  /// The numbers at every time of the grid.
  var samples: [[Double]] = []
  var measure: SceneWebMeasure

  /// The samples kept as keyframes: the first, the last, and as few between as reproduce every
  /// sample within the measure by a straight segment (greedy: each segment as long as it can be).
  /// Nil when every sample is the first within the measure: the property is static.
  func kept(times: [Double]) -> [Int]? {
    guard let first = samples.first else { return nil }
    if samples.allSatisfy({ measure.accepts(first, for: $0) }) { return nil }
    var kept = [0], start = 0
    while start < samples.count - 1 {
      var end = start + 1
      while end + 1 < samples.count && reproduces(from: start, to: end + 1, times: times) { end += 1 }
      kept.append(end)
      start = end
    }
    return kept
  }

  /// Whether the straight segment from sample `i` to `j` reproduces every sample between.
  private func reproduces(from i: Int, to j: Int, times: [Double]) -> Bool {
    let a = samples[i], b = samples[j], span = times[j] - times[i]
    for k in (i + 1)..<j {
      let s = (times[k] - times[i]) / span
      let value = zip(a, b).map { $0 + ($1 - $0) * s }
      if !measure.accepts(value, for: samples[k]) { return false }
    }
    return true
  }

  /// The indices of the numbers that change at all (the others are written once, statically).
  var moving: [Int] {
    guard let first = samples.first else { return [] }
    return properties.indices.filter { c in samples.contains { $0[c] != first[c] } }
  }
}

/// SVG path data at every sample, animated as the CSS `d` property: numbers interpolate
/// linearly between keyframes whose commands (and arc flags) match; where they differ, both
/// samples are kept (the browser switches between them within that frame).
struct SceneWebPath {
  /// The path data (`none` for no path) at every time of the grid.
  var samples: [String] = []
  private var parsed: [(shape: [Substring], numbers: [Double])] = []

  mutating func append(_ data: String) {
    samples.append(data)
    parsed.append(Self.parse(data))
  }

  /// The command letters and arc flags (the shape), and the other numbers, of canonical path
  /// data (tokens separated by single spaces, as ``VectorPath/svgPathData`` writes).
  static func parse(_ data: String) -> (shape: [Substring], numbers: [Double]) {
    var shape: [Substring] = [], numbers: [Double] = [], command: Substring = "", index = 0
    for token in data.split(separator: " ") {
      if let number = Double(token) {
        // An arc's fourth and fifth numbers are its flags: part of the shape.
        if command == "A" && (index % 7 == 3 || index % 7 == 4) { shape.append(token) } else { numbers.append(number) }
        index += 1
      } else {
        shape.append(token)
        command = token
        index = 0
      }
    }
    return (shape, numbers)
  }

  /// As ``SceneWebNumbers/kept(times:)``, each number within ``SceneWebTolerance/path``'s share.
  func kept(times: [Double]) -> [Int]? {
    guard !samples.isEmpty else { return nil }
    if samples.allSatisfy({ $0 == samples[0] }) { return nil }
    let tolerance = SceneWebTolerance.mergedPath
    var kept = [0], start = 0
    while start < samples.count - 1 {
      var end = start + 1
      while end + 1 < samples.count && reproduces(from: start, to: end + 1, times: times, tolerance) { end += 1 }
      kept.append(end)
      start = end
    }
    return kept
  }

  private func reproduces(from i: Int, to j: Int, times: [Double], _ tolerance: Double) -> Bool {
    let a = parsed[i], b = parsed[j], span = times[j] - times[i]
    for k in (i + 1)..<j {
      let c = parsed[k]
      guard a.shape == b.shape && a.shape == c.shape else { return false }
      let s = (times[k] - times[i]) / span
      for n in c.numbers.indices where !(abs(a.numbers[n] + (b.numbers[n] - a.numbers[n]) * s - c.numbers[n]) <= tolerance) {
        return false
      }
    }
    return true
  }
}

/// A value that holds between samples and changes between two (which of a text layer's strings
/// shows): kept as the value before and after each change, both at the time halfway between the
/// two samples, so the page switches there — as Web Animations switches a discrete property at
/// the middle of an interval — and shows the library's value at every sample time, whatever the
/// rounding of the time the browser computes.
struct SceneWebDiscrete {
  var property: String
  var samples: [Double] = []

  /// The keyframes as (time, value) pairs; nil when the value never changes.
  func keyframes(times: [Double]) -> [(time: Double, value: Double)]? {
    guard let first = samples.first, samples.contains(where: { $0 != first }) else { return nil }
    var result = [(times[0], first)]
    for k in samples.indices.dropFirst() where samples[k] != samples[k - 1] {
      let middle = times[k - 1] + (times[k] - times[k - 1]) / 2
      result.append((middle, samples[k - 1]))
      result.append((middle, samples[k]))
    }
    result.append((times[samples.count - 1], samples[samples.count - 1]))
    return result
  }
}
