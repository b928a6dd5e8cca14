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
    LottieCompiledTransform(self, mode: mode).matrix(atFrame: frame)
  }

  /// The opacity at `frame`, 0 … 1 (the file's percent × 0.01; not clamped, as lottie-web).
  public func opacity(atFrame frame: Double, mode: LottieEvaluationMode) -> Double {
    LottieCompiledProperty(opacity, mode: mode).scalar(atFrame: frame, or: 100) * 0.01
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
