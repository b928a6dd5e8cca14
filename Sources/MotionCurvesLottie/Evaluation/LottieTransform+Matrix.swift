import RealModule
import MotionCurvesTransforms

extension LottieTransform {
  /// The transform at `frame` of the containing composition, in lottie-web's order
  /// (`TransformProperty.js`, lottie.md §3.2): a point goes through translate(−a), scale(s/100),
  /// the skew (rotate sa, shear tan(−sk), rotate −sa), the rotation (clockwise on screen for a
  /// positive `r`; 3-D: rz, ry, rx, then the orientation's z, y, x) and translate(p); row vectors,
  /// as ``TransformMatrix3D`` and lottie-web's `Matrix.props` lay them out. Auto-orient is not
  /// applied here (a ``LottieDiagnostic`` reports it).
  ///
  /// - Precision: a handful of 4×4 products in doubles (a few ulps of the largest entry); in
  ///   ``LottieEvaluationMode/lottieWeb`` the entries are then rounded to `Float`, as lottie-web's
  ///   `Float32Array` holds them (lottie-web also rounds after every step: the two agree to about
  ///   1e-7 of the largest entry).
  public func matrix(atFrame frame: Double, mode: LottieEvaluationMode) -> TransformMatrix3D {
    func vector(_ property: LottieProperty<[Double]>?, _ fallback: [Double]) -> [Double] {
      guard let property else { return fallback }
      let v = property.value(atFrame: frame, mode: mode, multidimensional: true)
      return v.isEmpty ? fallback : v
    }
    func scalar(_ property: LottieProperty<[Double]>?) -> Double {
      property?.value(atFrame: frame, mode: mode).first ?? 0
    }
    func component(_ v: [Double], _ i: Int, _ fallback: Double) -> Double { i < v.count ? v[i] : fallback }
    let degrees = Double.pi / 180
    var m = TransformMatrix3D.identity
    let a = vector(anchor, [0, 0, 0])
    m = m.concatenating(.translation(x: -component(a, 0, 0), y: -component(a, 1, 0), z: component(a, 2, 0)))
    let s = vector(scale, [100, 100, 100])
    var (sx, sy, sz) = (component(s, 0, 100) * 0.01, component(s, 1, 100) * 0.01, component(s, 2, 100) * 0.01)
    if mode == .lottieWeb { (sx, sy, sz) = (Double(Float(sx)), Double(Float(sy)), Double(Float(sz))) }
    m = m.concatenating(.scale(x: sx, y: sy, z: sz))
    if skew != nil {
      let sk = -scalar(skew) * degrees, sa = scalar(skewAxis) * degrees
      let (c, n) = (Double.cos(sa), Double.sin(sa))
      m = m.concatenating(Self.rows2D(c, n, -n, c)).concatenating(Self.rows2D(1, 0, Double.tan(sk), 1))
        .concatenating(Self.rows2D(c, -n, n, c))
    }
    if rotation != nil {
      m = m.concatenating(Self.rotationZ(-scalar(rotation) * degrees))
    } else {
      let o = vector(orientation, [0, 0, 0])
      m = m.concatenating(Self.rotationZ(-scalar(rotationZ) * degrees))
        .concatenating(Self.rotationY(scalar(rotationY) * degrees))
        .concatenating(Self.rotationX(scalar(rotationX) * degrees))
        .concatenating(Self.rotationZ(-component(o, 2, 0) * degrees))
        .concatenating(Self.rotationY(component(o, 1, 0) * degrees))
        .concatenating(Self.rotationX(component(o, 0, 0) * degrees))
    }
    switch position {
    case let .joined(p)?:
      let v = p.value(atFrame: frame, mode: mode, multidimensional: true)
      m = m.concatenating(.translation(x: component(v, 0, 0), y: component(v, 1, 0), z: -component(v, 2, 0)))
    case let .split(x, y, z)?:
      m = m.concatenating(.translation(x: scalar(x), y: scalar(y), z: -scalar(z)))
    case nil:
      break
    }
    return mode == .lottieWeb ? Self.roundedToFloat(m) : m
  }

  /// The opacity at `frame`, 0 … 1 (the file's percent × 0.01; not clamped, as lottie-web).
  public func opacity(atFrame frame: Double, mode: LottieEvaluationMode) -> Double {
    (opacity?.value(atFrame: frame, mode: mode).first ?? 100) * 0.01
  }

  /// `m` with every entry rounded to `Float`, as lottie-web's `Float32Array` holds a matrix.
  static func roundedToFloat(_ m: TransformMatrix3D) -> TransformMatrix3D {
    func rounded(_ row: SIMD4<Double>) -> SIMD4<Double> { SIMD4(SIMD4<Float>(row)) }
    return TransformMatrix3D(rows: rounded(m.row1), rounded(m.row2), rounded(m.row3), rounded(m.row4))
  }

  /// A 2-D matrix with rows (a, b) and (c, d).
  static func rows2D(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> TransformMatrix3D {
    TransformMatrix3D(rows: SIMD4(a, b, 0, 0), SIMD4(c, d, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
  }

  /// lottie-web's `rotate`/`rotateZ(θ)`: rows (cos θ, −sin θ), (sin θ, cos θ); identity at 0.
  static func rotationZ(_ t: Double) -> TransformMatrix3D {
    t == 0 ? .identity : rows2D(Double.cos(t), -Double.sin(t), Double.sin(t), Double.cos(t))
  }

  /// lottie-web's `rotateX(θ)`: rows (1, 0, 0), (0, cos, −sin), (0, sin, cos).
  static func rotationX(_ t: Double) -> TransformMatrix3D {
    guard t != 0 else { return .identity }
    let (c, s) = (Double.cos(t), Double.sin(t))
    return TransformMatrix3D(rows: SIMD4(1, 0, 0, 0), SIMD4(0, c, -s, 0), SIMD4(0, s, c, 0), SIMD4(0, 0, 0, 1))
  }

  /// lottie-web's `rotateY(θ)`: rows (cos, 0, sin), (0, 1, 0), (−sin, 0, cos).
  static func rotationY(_ t: Double) -> TransformMatrix3D {
    guard t != 0 else { return .identity }
    let (c, s) = (Double.cos(t), Double.sin(t))
    return TransformMatrix3D(rows: SIMD4(c, 0, s, 0), SIMD4(0, 1, 0, 0), SIMD4(-s, 0, c, 0), SIMD4(0, 0, 0, 1))
  }
}
