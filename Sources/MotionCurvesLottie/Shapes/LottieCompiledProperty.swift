import MotionCurvesGeometry
import MotionCurvesTiming

/// A numeric property prepared for allocation-free evaluation: the same segment walk, easing and
/// spatial motion as ``LottieProperty/value(atFrame:mode:multidimensional:)``, with each
/// keyframe's easing curves (and lottie-web's motion-path polylines) built once, writing into a
/// caller's buffer.
struct LottieCompiledProperty: Sendable {
  /// The easing of one dimension of one keyframe segment.
  enum Easer: Sendable {
    case linear
    case web(LottieWebEasing)
    case exact(CubicBezier)

    func value(_ x: Double) -> Double {
      switch self {
      case .linear: return x
      case let .web(e): return e.value(at: x)
      case let .exact(c): return c.value(at: x)
      }
    }
  }

  let property: LottieProperty<[Double]>?
  let mode: LottieEvaluationMode
  let multidimensional: Bool
  /// `easers[k][j]`: keyframe k's easing of dimension j.
  let easers: [[Easer]]
  /// The spatial easing of keyframe k (dimension 0's handles), when it moves along a path.
  let spatialEasers: [Easer]
  /// lottie-web's motion path of keyframe k's segment (lottieWeb mode), when spatial.
  let webPaths: [LottieWebMotionPath?]
  /// Whether keyframe k's segment is spatial.
  let spatial: [Bool]
  /// The largest number of values the property has at any frame.
  let dimension: Int

  init(_ property: LottieProperty<[Double]>?, mode: LottieEvaluationMode, multidimensional: Bool = false) {
    self.property = property
    self.mode = mode
    self.multidimensional = multidimensional
    let keys = property?.keyframes ?? []
    var easers: [[Easer]] = [], spatialEasers: [Easer] = [], webPaths: [LottieWebMotionPath?] = [], spatial: [Bool] = []
    var dimension = 0
    if case let .constant(v)? = property?.content { dimension = v.count }
    for (k, key) in keys.enumerated() {
      dimension = Swift.max(dimension, key.value.count)
      easers.append(key.value.indices.map { Self.easer(key, dimension: $0, mode: mode) })
      spatialEasers.append(Self.easer(key, dimension: 0, mode: mode))
      var isSpatial = false
      var web: LottieWebMotionPath?
      if k + 1 < keys.count, let to = key.outTangent, let ti = key.inTangent, !key.hold, key.value.count >= 2 {
        let end = keys[k + 1]
        if to.count == key.value.count, ti.count == key.value.count, end.value.count == key.value.count,
          !LottieProperty<[Double]>.straight(key.value, end.value, to, ti)
        {
          isSpatial = true
          if mode == .lottieWeb { web = LottieWebMotionPath(start: key.value, end: end.value, outTangent: to, inTangent: ti) }
        }
      }
      spatial.append(isSpatial)
      webPaths.append(web)
    }
    self.easers = easers
    self.spatialEasers = spatialEasers
    self.webPaths = webPaths
    self.spatial = spatial
    self.dimension = dimension
  }

  static func easer(_ key: LottieKeyframe<[Double]>, dimension j: Int, mode: LottieEvaluationMode) -> Easer {
    guard let out = key.outEasing?.point(key.outEasing?.isPerDimension == true ? j : 0),
      let into = key.inEasing?.point(key.inEasing?.isPerDimension == true ? j : 0)
    else { return .linear }
    switch mode {
    case .lottieWeb:
      return .web(LottieWebEasing(x1: out.x, y1: out.y, x2: into.x, y2: into.y))
    case .exact:
      let clamp = { (v: Double) in Swift.min(Swift.max(v, 0), 1) }
      guard let curve = try? CubicBezier(x1: clamp(out.x), y1: out.y, x2: clamp(into.x), y2: into.y) else { return .linear }
      return .exact(curve)
    }
  }

  /// Whether the property is absent or has no value.
  var isEmpty: Bool { dimension == 0 }

  /// Writes the value at `frame` into `out[0..<n]`, `n = min(out.count, value count)`; returns `n`
  /// (0 when absent). Allocation-free.
  @discardableResult
  func write(atFrame frame: Double, into out: UnsafeMutableBufferPointer<Double>) -> Int {
    guard let property else { return 0 }
    var n = 0
    switch property.content {
    case let .constant(v):
      n = Swift.min(v.count, out.count)
      for j in 0..<n { out[j] = v[j] }
    case let .keyframes(keys):
      guard !keys.isEmpty else { return 0 }
      if keys.count == 1 {
        n = Swift.min(keys[0].value.count, out.count)
        for j in 0..<n { out[j] = keys[0].value[j] }
        break
      }
      var d = 0
      while d < keys.count - 2 && !(keys[d + 1].time > frame) { d += 1 }
      var s = d
      let e = d + 1
      if d == keys.count - 2 && frame >= keys[e].time && keys[s].hold { s = e }
      let start = keys[s], end = keys[e]
      n = Swift.min(start.value.count, out.count)
      if s == d && spatial[d] {
        writeSpatial(d, start, end, frame: frame, into: out, n)
      } else {
        for j in 0..<n {
          var value = start.value[j]
          if !start.hold && j < end.value.count {
            let progress: Double
            if frame >= end.time {
              progress = 1
            } else if frame < start.time {
              progress = 0
            } else {
              let row = easers[s]
              progress = j < row.count ? row[j].value((frame - start.time) / (end.time - start.time)) : 0
            }
            value = start.value[j] + (end.value[j] - start.value[j]) * progress
          }
          out[j] = value
        }
      }
    }
    if mode == .lottieWeb && multidimensional {
      for j in 0..<n { out[j] = Double(Float(out[j])) }
    }
    return n
  }

  private func writeSpatial(
    _ k: Int, _ start: LottieKeyframe<[Double]>, _ end: LottieKeyframe<[Double]>, frame: Double,
    into out: UnsafeMutableBufferPointer<Double>, _ n: Int
  ) {
    let s = start.value, e = end.value
    if frame >= end.time || frame < start.time {
      let v = frame >= end.time ? e : s
      for j in 0..<n { out[j] = v[j] }
      return
    }
    let p = spatialEasers[k].value((frame - start.time) / (end.time - start.time))
    if let path = webPaths[k] {
      path.point(atProgress: p, into: UnsafeMutableBufferPointer(rebasing: out[0..<n]))
      return
    }
    guard let to = start.outTangent, let ti = start.inTangent else { return }
    let segment = PathSegment.cubic(
      SIMD2(s[0], s[1]), SIMD2(s[0] + to[0], s[1] + to[1]), SIMD2(e[0] + ti[0], e[1] + ti[1]), SIMD2(e[0], e[1]))
    let length = segment.length
    let t = length > 0 ? segment.parameter(atLength: Swift.min(Swift.max(p, 0), 1) * length, total: length) : p
    let point = segment.point(at: t)
    out[0] = point.x
    if n > 1 { out[1] = point.y }
    if n > 2 { for j in 2..<n { out[j] = s[j] + (e[j] - s[j]) * p } }
  }

  /// The first value at `frame`, or `fallback` when absent. Allocation-free.
  func scalar(atFrame frame: Double, _ fallback: Double) -> Double {
    var v = SIMD4<Double>(fallback, 0, 0, 0)
    let n = withUnsafeMutableBytes(of: &v) { raw in
      write(atFrame: frame, into: raw.bindMemory(to: Double.self))
    }
    return n > 0 ? v[0] : fallback
  }

  /// Up to four values at `frame`; missing components are `fallback`'s. Allocation-free.
  func vector(atFrame frame: Double, _ fallback: SIMD4<Double>) -> SIMD4<Double> {
    var v = fallback
    var result = fallback
    let n = withUnsafeMutableBytes(of: &v) { raw in
      write(atFrame: frame, into: raw.bindMemory(to: Double.self))
    }
    for j in 0..<n { result[j] = v[j] }
    return result
  }
}
