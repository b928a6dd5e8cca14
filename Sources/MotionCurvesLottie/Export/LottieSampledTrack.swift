/// A property sampled at frames 0, 1, 2 … of the exported composition, written as a Lottie
/// property: static when every sample equals the first within the tolerance, else new-format
/// keyframes (lottie.md §7), linear between kept samples. A sample is dropped when the straight
/// segment between the kept samples around it reproduces it within `tolerance` (every component).
struct LottieSampledTrack {
  /// One vector per frame, all of one length.
  var samples: [[Double]] = []

  /// The property's JSON: `{"a":0,"k":…}` or `{"a":1,"k":[keyframes]}`. `scalar` writes a static
  /// one-component value as a bare number.
  func json(tolerance: Double, scalar: Bool = false) -> LottieJSON {
    json(kept: keptFrames(tolerance: tolerance), scalar: scalar)
  }

  /// The property keyframed at the frames `kept` (static when all samples are equal).
  func json(kept: [Int], scalar: Bool = false) -> LottieJSON {
    guard let first = samples.first else { return .object(["a": .number(0), "k": .number(0)]) }
    if kept.count == 1 || samples.allSatisfy({ $0 == first }) {
      let value: LottieJSON = scalar && first.count == 1 ? .number(first[0]) : .numbers(first)
      return .object(["a": .number(0), "k": value])
    }
    let linearOut: LottieJSON = .object(["x": .numbers([0]), "y": .numbers([0])])
    let linearIn: LottieJSON = .object(["x": .numbers([1]), "y": .numbers([1])])
    var keys: [LottieJSON] = []
    for (n, frame) in kept.enumerated() {
      if n == kept.count - 1 {
        keys.append(.object(["t": .number(Double(frame)), "s": .numbers(samples[frame])]))
      } else {
        keys.append(.object(["t": .number(Double(frame)), "s": .numbers(samples[frame]), "o": linearOut, "i": linearIn]))
      }
    }
    return .object(["a": .number(1), "k": .array(keys)])
  }

  /// The frames kept: the first, the last, and greedily the farthest sample that a straight
  /// segment from the previous kept one still reproduces every sample between within tolerance.
  func keptFrames(tolerance: Double) -> [Int] {
    LottieKeptFrames.greedy(count: samples.count) { reproduces(from: $0, to: $1, tolerance: tolerance) }
  }

  private func reproduces(from a: Int, to b: Int, tolerance: Double) -> Bool {
    let span = Double(b - a)
    for k in (a + 1)..<b {
      let u = Double(k - a) / span
      for j in samples[k].indices {
        let line = samples[a][j] + (samples[b][j] - samples[a][j]) * u
        if !(abs(line - samples[k][j]) <= tolerance) { return false }
      }
    }
    return true
  }

  static func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }
}

/// A path property sampled at frames 0, 1, 2 …: one Lottie bezier per frame, written as hold
/// keyframes (exact at every frame, held in between), a keyframe only where the path changes.
/// Every keyframe has the same vertex count (lottie-web reads each keyframe with the first's
/// count): shorter ones repeat their last vertex (zero-length segments, the same drawing).
struct LottieSampledPath {
  /// Per frame: closed, and the vertices with their tangents relative to the vertex.
  var samples: [LottieBezierSample] = []

  func json() -> LottieJSON {
    let count = samples.map(\.vertices.count).max() ?? 0
    var samples = self.samples
    for k in samples.indices where samples[k].vertices.count < count {
      // The copies come after the last vertex; the last copy takes over its out-tangent (the
      // closing segment of a closed path), so every segment keeps its shape.
      let last = samples[k].vertices.last ?? .zero
      let missing = count - samples[k].vertices.count
      let out = samples[k].outTangents.last ?? .zero
      if !samples[k].outTangents.isEmpty { samples[k].outTangents[samples[k].outTangents.count - 1] = .zero }
      samples[k].vertices += Array(repeating: last, count: missing)
      samples[k].inTangents += Array(repeating: .zero, count: missing)
      samples[k].outTangents += Array(repeating: .zero, count: missing - 1) + [out]
    }
    guard let first = samples.first else { return .object(["a": .number(0), "k": LottieBezierSample().json]) }
    if samples.allSatisfy({ $0 == first }) { return .object(["a": .number(0), "k": first.json]) }
    var keys: [LottieJSON] = []
    var previous: LottieBezierSample?
    for (frame, sample) in samples.enumerated() where sample != previous {
      keys.append(.object(["t": .number(Double(frame)), "s": .array([sample.json]), "h": .number(1)]))
      previous = sample
    }
    return .object(["a": .number(1), "k": .array(keys)])
  }
}

/// One Lottie bezier (`{c, v, i, o}`), its numbers already rounded as the writer rounds them so
/// equal samples compare equal.
struct LottieBezierSample: Hashable {
  var closed = false
  var vertices: [SIMD2<Double>] = []
  var inTangents: [SIMD2<Double>] = []
  var outTangents: [SIMD2<Double>] = []

  var json: LottieJSON {
    func points(_ list: [SIMD2<Double>]) -> LottieJSON { .array(list.map { .numbers([$0.x, $0.y]) }) }
    return .object([
      "c": .bool(closed), "v": points(vertices), "i": points(inTangents), "o": points(outTangents),
    ])
  }
}
