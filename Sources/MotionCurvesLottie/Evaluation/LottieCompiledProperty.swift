import MotionCurvesGeometry
import MotionCurvesTiming

/// A property with up to four numbers, compiled for evaluation at any frame: each keyframe segment
/// with its easing solved ahead (the exact curve, or lottie-web's table) and its motion path
/// measured ahead (the exact cubic with its length, or lottie-web's 150-point polyline).
///
/// It is the one implementation of a property's value (lottie.md §2.3–§2.5):
/// ``LottieProperty/value(atFrame:mode:multidimensional:)`` compiles the segment it needs and
/// evaluates it here; a ``LottieProgram`` compiles every segment once. A property with more than
/// four numbers (a gradient's stops) is evaluated on its first four only here.
///
/// - Complexity: compiling O(keyframes) (O(150) more per spatial segment in lottie-web mode);
///   ``value(atFrame:)`` O(log keyframes) plus the motion path walk, allocation-free.
struct LottieCompiledProperty: Sendable {
  /// The value when there are no keyframes (empty when the property holds none).
  var constant: [Double] = []
  /// The keyframes' times.
  var times: [Double] = []
  /// Whether the times never decrease (then the segment is found by bisection).
  var sorted = true
  /// Segment k runs from keyframe k to keyframe k + 1.
  var segments: [LottieSegment] = []
  /// Whether lottie-web stores the value in a `Float32Array` (multidimensional properties).
  var roundsToFloat = false

  init(_ property: LottieProperty<[Double]>?, mode: LottieEvaluationMode, multidimensional: Bool = false) {
    roundsToFloat = mode == .lottieWeb && multidimensional
    guard let property else { return }
    let keys = property.keyframes
    guard let first = keys.first else {
      if case let .constant(value) = property.content { constant = value }
      return
    }
    constant = first.value
    guard keys.count > 1 else { return }
    times = keys.map(\.time)
    sorted = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    segments = (0..<(keys.count - 1)).map { LottieSegment(keys[$0], keys[$0 + 1], mode: mode) }
  }

  /// The most numbers the value has at any frame.
  var maximumCount: Int { segments.reduce(constant.count) { Swift.max($0, $1.start.count, $1.end.count) } }

  /// lottie-web's segment walk (`interpolateValue`): the first segment whose end is after the
  /// frame, or the last one.
  func segmentIndex(atFrame frame: Double) -> Int {
    guard sorted else {
      var d = 0
      while d < times.count - 2 && !(times[d + 1] > frame) { d += 1 }
      return d
    }
    // The first keyframe k ≥ 1 with time > frame, by bisection: the same segment as the walk.
    var (lo, hi) = (1, times.count - 1)
    while lo < hi {
      let mid = (lo + hi) / 2
      if times[mid] > frame { hi = mid } else { lo = mid + 1 }
    }
    return lo - 1
  }

  /// Writes the value at `frame` into `out` (as many of its numbers as `out` holds) and returns
  /// its count of numbers.
  func value(atFrame frame: Double, into out: UnsafeMutableBufferPointer<Double>) -> Int {
    var n: Int
    if segments.isEmpty {
      n = constant.count
      for j in 0..<Swift.min(n, out.count) { out[j] = constant[j] }
    } else {
      let d = segmentIndex(atFrame: frame)
      n = segments.withUnsafeBufferPointer { segments in
        let segment = segments.baseAddress.unsafelyUnwrapped + d
        if d == segments.count - 1 && frame >= segment.pointee.endTime && segment.pointee.hold {
          for j in 0..<Swift.min(segment.pointee.end.count, out.count) { out[j] = segment.pointee.end[j] }
          return segment.pointee.end.count
        }
        return segment.pointee.value(atFrame: frame, into: out)
      }
    }
    if roundsToFloat {
      for j in 0..<Swift.min(n, out.count) { out[j] = Double(Float(out[j])) }
    }
    return n
  }

  /// The value at `frame` as up to three numbers (a transform's), with `fallback` for those the
  /// property lacks; `fallback` itself when it holds none.
  func vector(atFrame frame: Double, or fallback: SIMD3<Double>) -> SIMD3<Double> {
    var v = SIMD4<Double>()
    let n = withUnsafeMutableBytes(of: &v) { raw -> Int in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: Double.self) else { return 0 }
      return value(atFrame: frame, into: UnsafeMutableBufferPointer(start: base, count: 4))
    }
    guard n > 0 else { return fallback }
    return SIMD3(v[0], n > 1 ? v[1] : fallback[1], n > 2 ? v[2] : fallback[2])
  }

  /// The first number at `frame`, or `fallback` when the property holds none.
  func scalar(atFrame frame: Double, or fallback: Double) -> Double {
    vector(atFrame: frame, or: SIMD3(fallback, 0, 0))[0]
  }
}

/// One keyframe segment of a ``LottieCompiledProperty``.
struct LottieSegment: Sendable {
  /// How the segment moves.
  enum Motion: Sendable {
    /// Each number on its own eased progress.
    case separate
    /// Along lottie-web's polyline.
    case web(LottieWebMotionPath)
    /// Along the exact cubic, at the eased fraction of its length.
    case exact(PathSegment, length: Double)
  }

  /// How one number's progress is eased.
  enum Easing: Sendable {
    case linear
    case exact(CubicBezier)
    case web(LottieWebEasing)

    init(_ out: (x: Double, y: Double)?, _ into: (x: Double, y: Double)?, mode: LottieEvaluationMode) {
      guard let out, let into else {
        self = .linear
        return
      }
      switch mode {
      case .lottieWeb:
        self = .web(LottieWebEasing(x1: out.x, y1: out.y, x2: into.x, y2: into.y))
      case .exact:
        // The exact curve; x handles outside [0, 1] (no inverse there) are clamped, as players do.
        let clamp = { (v: Double) in Swift.min(Swift.max(v, 0), 1) }
        if let curve = try? CubicBezier(x1: clamp(out.x), y1: out.y, x2: clamp(into.x), y2: into.y) {
          self = .exact(curve)
        } else {
          self = .linear
        }
      }
    }

    @inlinable func value(at x: Double) -> Double {
      switch self {
      case .linear: return x
      case let .exact(curve): return curve.value(at: x)
      case let .web(easing): return easing.value(at: x)
      }
    }
  }

  var startTime: Double, endTime: Double
  var start: [Double], end: [Double]
  var hold: Bool
  var motion: Motion
  /// The easing of each number of the start value (number 0's for a motion path).
  var easings: [Easing]

  init(_ a: LottieKeyframe<[Double]>, _ b: LottieKeyframe<[Double]>, mode: LottieEvaluationMode) {
    startTime = a.time
    endTime = b.time
    start = a.value
    end = b.value
    hold = a.hold
    func easing(_ j: Int) -> Easing {
      Easing(
        a.outEasing?.point(a.outEasing?.isPerDimension == true ? j : 0),
        a.inEasing?.point(a.inEasing?.isPerDimension == true ? j : 0), mode: mode)
    }
    easings = a.value.indices.map(easing)
    motion = .separate
    if let to = a.outTangent, let ti = a.inTangent, !a.hold, a.value.count >= 2, to.count == a.value.count,
      ti.count == a.value.count, b.value.count == a.value.count, !Self.straight(a.value, b.value, to, ti)
    {
      let (s, e) = (a.value, b.value)
      switch mode {
      case .lottieWeb:
        motion = .web(LottieWebMotionPath(start: s, end: e, outTangent: to, inTangent: ti))
      case .exact:
        let segment = PathSegment.cubic(
          SIMD2(s[0], s[1]), SIMD2(s[0] + to[0], s[1] + to[1]), SIMD2(e[0] + ti[0], e[1] + ti[1]), SIMD2(e[0], e[1]))
        motion = .exact(segment, length: segment.length)
      }
    }
  }

  /// lottie-web's test for a spatial segment that is a straight line (or no motion): then the
  /// numbers move separately.
  static func straight(_ s: [Double], _ e: [Double], _ to: [Double], _ ti: [Double]) -> Bool {
    if s.count == 2 && (s[0] != e[0] || s[1] != e[1]) {
      return LottieWebMotionPath.onLine(s, e, s[0] + to[0], s[1] + to[1])
        && LottieWebMotionPath.onLine(s, e, e[0] + ti[0], e[1] + ti[1])
    }
    return s == e && to.allSatisfy { $0 == 0 } && ti.allSatisfy { $0 == 0 }
  }

  /// Writes the value at `frame` into `out` (as many of its numbers as `out` holds) and returns
  /// its count of numbers (the start value's).
  func value(atFrame frame: Double, into out: UnsafeMutableBufferPointer<Double>) -> Int {
    let n = start.count
    let m = Swift.min(n, out.count)
    for j in 0..<m { out[j] = start[j] }
    switch motion {
    case .separate:
      guard !hold else { return n }
      for j in 0..<Swift.min(m, end.count) {
        let progress: Double
        if frame >= endTime {
          progress = 1
        } else if frame < startTime {
          progress = 0
        } else {
          progress = easings[j].value(at: (frame - startTime) / (endTime - startTime))
        }
        out[j] = start[j] + (end[j] - start[j]) * progress
      }
    case let .web(path):
      // Before the segment its start, after it its end (lottie-web's first and last samples).
      if frame >= endTime {
        for j in 0..<m { out[j] = end[j] }
      } else if frame >= startTime {
        let p = easings[0].value(at: (frame - startTime) / (endTime - startTime))
        path.point(atProgress: p, into: out)
      }
    case let .exact(segment, length):
      if frame >= endTime {
        for j in 0..<m { out[j] = end[j] }
      } else if frame >= startTime {
        // The motion path in x and y, at the arc-length fraction p (clamped to the path: an
        // overshooting easing stops at the ends); z, if any, moves with p.
        let p = easings[0].value(at: (frame - startTime) / (endTime - startTime))
        let t = length > 0 ? segment.parameter(atLength: Swift.min(Swift.max(p, 0), 1) * length, total: length) : p
        let point = segment.point(at: t)
        for j in 0..<m { out[j] = start[j] + (end[j] - start[j]) * p }
        if m > 0 { out[0] = point.x }
        if m > 1 { out[1] = point.y }
      }
    }
    return n
  }
}

extension LottieCompiledProperty {
  /// The direction the value's first two numbers move in at `frame` (not normalized), for
  /// auto-orient in exact mode; nil where they do not move (no keyframes, a hold, a segment
  /// whose x and y stay put). Before the first keyframe the first segment's start direction,
  /// after the last the last segment's end direction.
  func direction(atFrame frame: Double) -> SIMD2<Double>? {
    guard !segments.isEmpty else { return nil }
    let segment = segments[segmentIndex(atFrame: frame)]
    guard !segment.hold, segment.start.count >= 2, segment.end.count >= 2 else { return nil }
    let span = segment.endTime - segment.startTime
    let x = span > 0 ? Swift.min(Swift.max((frame - segment.startTime) / span, 0), 1) : 1
    switch segment.motion {
    case let .exact(path, length):
      let p = Swift.min(Swift.max(segment.easings[0].value(at: x), 0), 1)
      let t = length > 0 ? path.parameter(atLength: p * length, total: length) : p
      var d = path.derivative(at: t)
      // A control point on its end point: the direction there is the next one's.
      if d == .zero, case let .cubic(p0, p1, p2, p3) = path {
        d = t < 0.5 ? (p1 == p0 ? p2 - p0 : p1 - p0) : (p2 == p3 ? p3 - p1 : p3 - p2)
      }
      return d == .zero ? nil : d
    case .web, .separate:
      let delta = SIMD2(segment.end[0] - segment.start[0], segment.end[1] - segment.start[1])
      guard delta != .zero else { return nil }
      // Each coordinate at its own eased speed; the same easing for both (or both at rest)
      // leaves the chord's direction.
      let (vx, vy) = (segment.easings[0].slope(at: x), segment.easings[1].slope(at: x))
      let d = SIMD2(delta.x * vx, delta.y * vy)
      return d == .zero || vx == vy ? delta : d
    }
  }
}

extension LottieSegment.Easing {
  /// The easing's slope at `x` (1 for linear).
  func slope(at x: Double) -> Double {
    switch self {
    case .linear: return 1
    case let .exact(curve): return curve.velocity(at: x)
    case let .web(easing):
      guard let curve = try? CubicBezier(x1: easing.x1, y1: easing.y1, x2: easing.x2, y2: easing.y2) else { return 1 }
      return curve.velocity(at: x)
    }
  }
}

extension LottieCompiledProperty {
  /// A scalar's rate of change at `frame` (the frame clamped into its segment), per frame: eased,
  /// and the chord's (Δ / span) for where the easing rests; nil without keyframes.
  func speed(atFrame frame: Double) -> (eased: Double, chord: Double)? {
    guard !segments.isEmpty else { return nil }
    let segment = segments[segmentIndex(atFrame: frame)]
    let span = segment.endTime - segment.startTime
    guard !segment.hold, span > 0, let a = segment.start.first, let b = segment.end.first, let easing = segment.easings.first
    else { return (0, 0) }
    let x = Swift.min(Swift.max((frame - segment.startTime) / span, 0), 1)
    return ((b - a) * easing.slope(at: x) / span, (b - a) / span)
  }
}

extension LottieCompiledProperty {
  /// Whether the property holds no value (absent from the file).
  var isEmpty: Bool { constant.isEmpty && segments.isEmpty }

  /// The most numbers the value has (a gradient's stops: 4 per colour stop, 2 per opacity stop).
  var dimension: Int { maximumCount }

  /// Up to four numbers at `frame`; those the value lacks are `fallback`'s.
  func vector(atFrame frame: Double, _ fallback: SIMD4<Double>) -> SIMD4<Double> {
    var v = fallback
    let n = withUnsafeMutableBytes(of: &v) { raw -> Int in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: Double.self) else { return 0 }
      return value(atFrame: frame, into: UnsafeMutableBufferPointer(start: base, count: 4))
    }
    var result = fallback
    for j in 0..<Swift.min(n, 4) { result[j] = v[j] }
    return result
  }
}
