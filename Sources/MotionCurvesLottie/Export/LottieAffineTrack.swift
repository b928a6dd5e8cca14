import MotionCurvesTransforms
import RealModule

/// A layer's 2-D affine transform to the root, sampled per frame as Lottie transform parameters
/// (position, scale %, rotation °, skew °; anchor 0, skew axis 0), keyframed linearly where the
/// interpolated parameters keep every probe point within `tolerance` of its sampled place.
struct LottieAffineTrack {
  /// Per frame: px, py, sx %, sy %, r °, sk °.
  var samples: [[Double]] = []
  /// Points of the layer (its bounds' corners, its path's extremes) whose images are checked.
  var probes: [SIMD2<Double>] = []

  /// The Lottie parameters of `m`'s 2-D part, the rotation unwrapped towards `previous`; nil when
  /// the matrix is not affine or not of Lottie's scale·skew·rotation form (a rank-1 matrix whose
  /// first row is zero).
  ///
  /// Lottie (row vectors): scale(sx, sy) · shear(rows (1, 0), (k, 1)), k = tan(−sk) · rotation
  /// rows (cos r, sin r), (−sin r, cos r). So row 1 = sx (cos r, sin r) and row 2 projected on
  /// (cos r, sin r) and (−sin r, cos r) gives sy·k and sy.
  static func parameters(of m: TransformMatrix3D, previous: [Double]?) -> [Double]? {
    guard isPlanarAffine(m) else { return nil }
    let w = m.m44
    let a = m.m11 / w, b = m.m12 / w, c = m.m21 / w, d = m.m22 / w
    let sx = (a * a + b * b).squareRoot()
    var r = sx > 0 ? Double.atan2(y: b, x: a) : 0
    let cr = Double.cos(r), sr = Double.sin(r)
    let sy = -c * sr + d * cr
    let shear = c * cr + d * sr
    guard sy != 0 || shear == 0 else { return nil }
    let k = sy != 0 ? shear / sy : 0
    r *= 180 / Double.pi
    if let previous {
      while r - previous[4] > 180 { r -= 360 }
      while r - previous[4] < -180 { r += 360 }
    }
    let sk = -Double.atan(k) * 180 / Double.pi
    return [m.m41 / w, m.m42 / w, sx * 100, sy * 100, r, sk]
  }

  /// Whether `m` maps the plane z = 0 affinely (no perspective on x and y: m14 = m24 = 0, m44 ≠ 0);
  /// a flattened transform to the root (m33 = 0) qualifies.
  static func isPlanarAffine(_ m: TransformMatrix3D) -> Bool {
    m.m14 == 0 && m.m24 == 0 && m.m44 != 0 && m.m44.isFinite
  }

  /// The 2-D matrix (row vectors) of parameters `p`, as the Lottie reader builds it.
  static func matrix(_ p: [Double]) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
    let sx = p[2] / 100, sy = p[3] / 100, r = p[4] * Double.pi / 180, k = Double.tan(-p[5] * Double.pi / 180)
    let c = Double.cos(r), s = Double.sin(r)
    let row1 = SIMD2(sx * c, sx * s)
    let row2 = SIMD2(sy * (k * c - s), sy * (k * s + c))
    return (row1, row2, SIMD2(p[0], p[1]))
  }

  static func apply(_ p: [Double], _ point: SIMD2<Double>) -> SIMD2<Double> {
    let (row1, row2, t) = matrix(p)
    return row1 * point.x + row2 * point.y + t
  }

  /// The kept frames: greedily the farthest frame whose straight interpolation from the last
  /// kept one maps every probe within `tolerance` of its sampled image at every frame between.
  func keptFrames(tolerance: Double) -> [Int] {
    LottieKeptFrames.greedy(count: samples.count) { reproduces(from: $0, to: $1, tolerance: tolerance) }
  }

  private func reproduces(from a: Int, to b: Int, tolerance: Double) -> Bool {
    for k in (a + 1)..<b {
      let u = Double(k - a) / Double(b - a)
      let p = zip(samples[a], samples[b]).map { $0 + ($1 - $0) * u }
      for probe in probes {
        let d = Self.apply(p, probe) - Self.apply(samples[k], probe)
        if !((d.x * d.x + d.y * d.y).squareRoot() <= tolerance) { return false }
      }
    }
    return true
  }

  /// The transform's `ks` members `a`, `p`, `s`, `r`, `sk`, `sa` (keyframed at the kept frames).
  func json(tolerance: Double) -> [LottieJSONMember] {
    let kept = keptFrames(tolerance: tolerance)
    func track(_ range: Range<Int>, scalar: Bool) -> LottieJSON {
      var t = LottieSampledTrack()
      t.samples = samples.map { Array($0[range]) }
      return t.json(kept: kept, scalar: scalar)
    }
    return [
      .init(key: "a", value: .object(["a": .number(0), "k": .numbers([0, 0])])),
      .init(key: "p", value: track(0..<2, scalar: false)), .init(key: "s", value: track(2..<4, scalar: false)),
      .init(key: "r", value: track(4..<5, scalar: true)), .init(key: "sk", value: track(5..<6, scalar: true)),
      .init(key: "sa", value: .object(["a": .number(0), "k": .number(0)])),
    ]
  }
}
