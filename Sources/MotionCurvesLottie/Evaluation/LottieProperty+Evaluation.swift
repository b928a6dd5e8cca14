import MotionCurvesGeometry
import MotionCurvesTiming

extension LottieProperty where Value == [Double] {
  /// The value at frame `frame` of the containing composition (lottie.md §1.2: a keyframe at `t`
  /// is reached when the composition's time is `t`), in the file's units (degrees, percent).
  ///
  /// Segment lookup is lottie-web's `interpolateValue` (§2.3): the first value before the first
  /// keyframe, the last after the last, a hold keeping its start value; each dimension eased by
  /// its own handle where the file gives arrays. A segment whose start keyframe has spatial
  /// tangents (`to`/`ti`, §2.5) moves along its motion path: in ``LottieEvaluationMode/exact`` at
  /// the exact fraction of the arc length the eased progress gives; in
  /// ``LottieEvaluationMode/lottieWeb`` along lottie-web's 150-point polyline, with its collinear
  /// segments made straight. `multidimensional` says the property is one lottie-web stores in a
  /// `Float32Array` (position, anchor, scale); in lottieWeb mode its values are rounded to `Float`.
  ///
  /// - Precision: exact mode: the easing within ``CubicBezier``'s bound (≤ 1e-14), the spatial point
  ///   within 1.1e-12 of the path's length; lottieWeb mode: lottie-web's arithmetic in doubles,
  ///   the stored values rounded as it rounds them.
  /// - Complexity: O(keyframes) to find the segment (plus O(150) to build a lottieWeb motion path);
  ///   allocates the result.
  public func value(atFrame frame: Double, mode: LottieEvaluationMode, multidimensional: Bool = false) -> [Double] {
    let keys = keyframes
    guard let first = keys.first else {
      if case let .constant(value) = content { return value }
      return []
    }
    guard keys.count > 1 else { return first.value }
    // lottie-web's walk: the segment whose end is after the frame, or the last one.
    var d = 0
    while d < keys.count - 2 && !(keys[d + 1].time > frame) { d += 1 }
    var start = keys[d]
    let end = keys[d + 1]
    if d == keys.count - 2 && frame >= end.time && start.hold { start = end }
    var result: [Double]
    if let to = start.outTangent, let ti = start.inTangent, !start.hold, start.value.count >= 2,
      to.count == start.value.count, ti.count == start.value.count, end.value.count == start.value.count,
      !Self.straight(start.value, end.value, to, ti)
    {
      result = Self.spatial(start, end, to: to, ti: ti, frame: frame, mode: mode)
    } else {
      result = start.value
      if !start.hold {
        for j in result.indices where j < end.value.count {
          let progress: Double
          if frame >= end.time {
            progress = 1
          } else if frame < start.time {
            progress = 0
          } else {
            progress = Self.ease(start, dimension: j, (frame - start.time) / (end.time - start.time), mode: mode)
          }
          result[j] = start.value[j] + (end.value[j] - start.value[j]) * progress
        }
      }
    }
    if mode == .lottieWeb && multidimensional {
      for j in result.indices { result[j] = Double(Float(result[j])) }
    }
    return result
  }

  /// lottie-web drops the tangents of a segment whose control points lie on its chord (2-D:
  /// |det| < 0.001) or that does not move at all; the path is then the chord, which the exact
  /// cubic also is whenever its control points lie between the ends.
  static func straight(_ s: [Double], _ e: [Double], _ to: [Double], _ ti: [Double]) -> Bool {
    if s.count == 2 && (s[0] != e[0] || s[1] != e[1]) {
      return LottieWebMotionPath.onLine(s, e, s[0] + to[0], s[1] + to[1])
        && LottieWebMotionPath.onLine(s, e, e[0] + ti[0], e[1] + ti[1])
    }
    return s == e && to.allSatisfy { $0 == 0 } && ti.allSatisfy { $0 == 0 }
  }

  /// The eased progress of dimension `j` at linear progress `x`.
  static func ease(_ key: LottieKeyframe<[Double]>, dimension j: Int, _ x: Double, mode: LottieEvaluationMode) -> Double {
    guard let out = key.outEasing?.point(key.outEasing?.isPerDimension == true ? j : 0),
      let into = key.inEasing?.point(key.inEasing?.isPerDimension == true ? j : 0)
    else { return x }
    return easing(out, into, x, mode: mode)
  }

  /// The cubic through (0, 0), `out`, `into`, (1, 1) at `x`.
  static func easing(_ out: (x: Double, y: Double), _ into: (x: Double, y: Double), _ x: Double, mode: LottieEvaluationMode) -> Double {
    switch mode {
    case .lottieWeb:
      return LottieWebEasing(x1: out.x, y1: out.y, x2: into.x, y2: into.y).value(at: x)
    case .exact:
      let clamp = { (v: Double) in Swift.min(Swift.max(v, 0), 1) }
      guard let curve = try? CubicBezier(x1: clamp(out.x), y1: out.y, x2: clamp(into.x), y2: into.y) else { return x }
      return curve.value(at: x)
    }
  }

  /// A point on a spatial segment.
  static func spatial(
    _ start: LottieKeyframe<[Double]>, _ end: LottieKeyframe<[Double]>, to: [Double], ti: [Double], frame: Double,
    mode: LottieEvaluationMode
  ) -> [Double] {
    let s = start.value, e = end.value
    // Before the segment its start, after it its end (lottie-web's first and last samples).
    if frame >= end.time { return e }
    if frame < start.time { return s }
    let x = (frame - start.time) / (end.time - start.time)
    var p = x
    if let out = start.outEasing?.point(0), let into = start.inEasing?.point(0) {
      p = easing(out, into, x, mode: mode)
    }
    switch mode {
    case .lottieWeb:
      let path = LottieWebMotionPath(start: s, end: e, outTangent: to, inTangent: ti)
      var out = [Double](repeating: 0, count: s.count)
      out.withUnsafeMutableBufferPointer { path.point(atProgress: p, into: $0) }
      return out
    case .exact:
      // The motion path in x and y, at the arc-length fraction p (clamped to the path; an
      // overshooting easing stops at the ends); z, if any, moves with p.
      let segment = PathSegment.cubic(
        SIMD2(s[0], s[1]), SIMD2(s[0] + to[0], s[1] + to[1]), SIMD2(e[0] + ti[0], e[1] + ti[1]), SIMD2(e[0], e[1]))
      let length = segment.length
      let t = length > 0 ? segment.parameter(atLength: Swift.min(Swift.max(p, 0), 1) * length, total: length) : p
      let point = segment.point(at: t)
      var result = s
      result[0] = point.x
      result[1] = point.y
      for j in 2..<s.count { result[j] = s[j] + (e[j] - s[j]) * p }
      return result
    }
  }
}
