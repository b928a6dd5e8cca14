import MotionCurvesTransforms
import RealModule

/// A transform (`ks` of a layer, `tr` of a group) compiled for evaluation at any frame: the one
/// implementation of ``LottieTransform/matrix(atFrame:mode:)`` (lottie.md §3.2, lottie-web's order
/// translate(−a) · scale · skew · rotate · translate(p), points as row vectors).
///
/// - Complexity: compiling O(keyframes); ``matrix(atFrame:)`` O(log keyframes) per property,
///   allocation-free.
struct LottieCompiledTransform: Sendable {
  var mode: LottieEvaluationMode
  var anchor, scale, skew, skewAxis, rotation, rotationX, rotationY, rotationZ, orientation, opacity: LottieCompiledProperty
  /// Whether the transform has a skew (`sk`), and a 2-D rotation (`r`, else 3-D `rx`/`ry`/`rz`/`or`).
  var hasSkew: Bool, hasRotation: Bool
  /// Position: joined (`p`), or split (`x`, `y`, `z`), or none.
  var position: LottieCompiledProperty, x: LottieCompiledProperty, y: LottieCompiledProperty, z: LottieCompiledProperty
  var positionKind: Int  // 0 none, 1 joined, 2 split

  init(_ t: LottieTransform, mode: LottieEvaluationMode) {
    self.mode = mode
    anchor = LottieCompiledProperty(t.anchor, mode: mode, multidimensional: true)
    scale = LottieCompiledProperty(t.scale, mode: mode, multidimensional: true)
    skew = LottieCompiledProperty(t.skew, mode: mode)
    skewAxis = LottieCompiledProperty(t.skewAxis, mode: mode)
    rotation = LottieCompiledProperty(t.rotation, mode: mode)
    rotationX = LottieCompiledProperty(t.rotationX, mode: mode)
    rotationY = LottieCompiledProperty(t.rotationY, mode: mode)
    rotationZ = LottieCompiledProperty(t.rotationZ, mode: mode)
    orientation = LottieCompiledProperty(t.orientation, mode: mode, multidimensional: true)
    opacity = LottieCompiledProperty(t.opacity, mode: mode)
    hasSkew = t.skew != nil
    hasRotation = t.rotation != nil
    (position, x, y, z) = (LottieCompiledProperty(nil, mode: mode), .init(nil, mode: mode), .init(nil, mode: mode), .init(nil, mode: mode))
    switch t.position {
    case let .joined(p)?:
      position = LottieCompiledProperty(p, mode: mode, multidimensional: true)
      positionKind = 1
    case let .split(px, py, pz)?:
      (x, y, z) = (.init(px, mode: mode), .init(py, mode: mode), .init(pz, mode: mode))
      positionKind = 2
    case nil:
      positionKind = 0
    }
  }

  /// The position (`p`, or `x`, `y`, `z`) at `frame`; the origin without one.
  func position(atFrame frame: Double) -> SIMD3<Double> {
    switch positionKind {
    case 1: return position.vector(atFrame: frame, or: .zero)
    case 2: return SIMD3(x.scalar(atFrame: frame, or: 0), y.scalar(atFrame: frame, or: 0), z.scalar(atFrame: frame, or: 0))
    default: return .zero
    }
  }

  /// The transform's matrix at `frame`, with `extraRotation` degrees more of 2-D rotation (an
  /// auto-oriented layer's).
  func matrix(atFrame frame: Double, extraRotation: Double = 0) -> TransformMatrix3D {
    let degrees = Double.pi / 180
    let a = anchor.vector(atFrame: frame, or: .zero)
    var m = TransformMatrix3D.translation(x: -a.x, y: -a.y, z: a.z)
    var s = scale.vector(atFrame: frame, or: SIMD3(100, 100, 100)) * 0.01
    if mode == .lottieWeb { s = SIMD3<Double>(SIMD3<Float>(s)) }
    m = m.concatenating(.scale(x: s.x, y: s.y, z: s.z))
    if hasSkew {
      let sk = -skew.scalar(atFrame: frame, or: 0) * degrees, sa = skewAxis.scalar(atFrame: frame, or: 0) * degrees
      let (c, n) = (Double.cos(sa), Double.sin(sa))
      m = m.concatenating(LottieTransform.rows2D(c, n, -n, c)).concatenating(LottieTransform.rows2D(1, 0, Double.tan(sk), 1))
        .concatenating(LottieTransform.rows2D(c, -n, n, c))
    }
    if hasRotation {
      m = m.concatenating(LottieTransform.rotationZ(-(rotation.scalar(atFrame: frame, or: 0) + extraRotation) * degrees))
    } else {
      let o = orientation.vector(atFrame: frame, or: .zero)
      m = m.concatenating(LottieTransform.rotationZ(-(rotationZ.scalar(atFrame: frame, or: 0) + extraRotation) * degrees))
        .concatenating(LottieTransform.rotationY(rotationY.scalar(atFrame: frame, or: 0) * degrees))
        .concatenating(LottieTransform.rotationX(rotationX.scalar(atFrame: frame, or: 0) * degrees))
        .concatenating(LottieTransform.rotationZ(-o.z * degrees))
        .concatenating(LottieTransform.rotationY(o.y * degrees))
        .concatenating(LottieTransform.rotationX(o.x * degrees))
    }
    if positionKind != 0 {
      let p = position(atFrame: frame)
      m = m.concatenating(.translation(x: p.x, y: p.y, z: -p.z))
    }
    return mode == .lottieWeb ? LottieTransform.roundedToFloat(m) : m
  }

  /// The opacity at `frame`, 0 … 1 (`o` in percent; 100 % without one).
  func opacity(atFrame frame: Double) -> Double { opacity.scalar(atFrame: frame, or: 100) * 0.01 }
}
