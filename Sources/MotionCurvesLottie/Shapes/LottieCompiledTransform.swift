import RealModule
import MotionCurvesTransforms

/// A shape group's `tr` (or a repeater's) prepared for allocation-free evaluation: the matrix of
/// ``LottieTransform/matrix(atFrame:mode:)`` restricted to what a shape transform has (anchor,
/// position, scale, skew, 2-D rotation), and the opacity.
struct LottieCompiledTransform: Sendable {
  let anchor: LottieCompiledProperty
  let position: LottieCompiledProperty
  let positionX: LottieCompiledProperty
  let positionY: LottieCompiledProperty
  let isSplit: Bool
  let scale: LottieCompiledProperty
  let rotation: LottieCompiledProperty
  let skew: LottieCompiledProperty
  let skewAxis: LottieCompiledProperty
  let opacity: LottieCompiledProperty
  let startOpacity: LottieCompiledProperty
  let endOpacity: LottieCompiledProperty
  let mode: LottieEvaluationMode

  init(_ t: LottieTransform, mode: LottieEvaluationMode) {
    self.mode = mode
    anchor = LottieCompiledProperty(t.anchor, mode: mode, multidimensional: true)
    switch t.position {
    case let .joined(p)?:
      position = LottieCompiledProperty(p, mode: mode, multidimensional: true)
      (positionX, positionY, isSplit) = (LottieCompiledProperty(nil, mode: mode), LottieCompiledProperty(nil, mode: mode), false)
    case let .split(x, y, _)?:
      position = LottieCompiledProperty(nil, mode: mode)
      (positionX, positionY, isSplit) = (LottieCompiledProperty(x, mode: mode), LottieCompiledProperty(y, mode: mode), true)
    case nil:
      position = LottieCompiledProperty(nil, mode: mode)
      (positionX, positionY, isSplit) = (LottieCompiledProperty(nil, mode: mode), LottieCompiledProperty(nil, mode: mode), false)
    }
    scale = LottieCompiledProperty(t.scale, mode: mode, multidimensional: true)
    rotation = LottieCompiledProperty(t.rotation ?? t.rotationZ, mode: mode)
    skew = LottieCompiledProperty(t.skew, mode: mode)
    skewAxis = LottieCompiledProperty(t.skewAxis, mode: mode)
    opacity = LottieCompiledProperty(t.opacity, mode: mode)
    startOpacity = LottieCompiledProperty(t.startOpacity, mode: mode)
    endOpacity = LottieCompiledProperty(t.endOpacity, mode: mode)
  }

  /// The matrix at `frame` (row vectors): translate(−a), scale(s/100), skew, rotate(−r), translate(p).
  func matrix(atFrame frame: Double) -> TransformMatrix3D {
    let degrees = Double.pi / 180
    let a = anchor.vector(atFrame: frame, SIMD4(0, 0, 0, 0))
    var m = TransformMatrix3D.translation(x: -a[0], y: -a[1], z: 0)
    let s = scale.vector(atFrame: frame, SIMD4(100, 100, 100, 0))
    var (sx, sy) = (s[0] * 0.01, s[1] * 0.01)
    if mode == .lottieWeb { (sx, sy) = (Double(Float(sx)), Double(Float(sy))) }
    m = m.concatenating(.scale(x: sx, y: sy, z: 1))
    if !skew.isEmpty {
      let sk = -skew.scalar(atFrame: frame, 0) * degrees, sa = skewAxis.scalar(atFrame: frame, 0) * degrees
      let (c, n) = (Double.cos(sa), Double.sin(sa))
      m = m.concatenating(LottieTransform.rows2D(c, n, -n, c)).concatenating(LottieTransform.rows2D(1, 0, Double.tan(sk), 1))
        .concatenating(LottieTransform.rows2D(c, -n, n, c))
    }
    m = m.concatenating(LottieTransform.rotationZ(-rotation.scalar(atFrame: frame, 0) * degrees))
    let p: SIMD4<Double> = isSplit
      ? SIMD4(positionX.scalar(atFrame: frame, 0), positionY.scalar(atFrame: frame, 0), 0, 0)
      : position.vector(atFrame: frame, SIMD4(0, 0, 0, 0))
    m = m.concatenating(.translation(x: p[0], y: p[1], z: 0))
    return mode == .lottieWeb ? LottieTransform.roundedToFloat(m) : m
  }

  /// The opacity at `frame`, 0 … 1 (percent × 0.01, not clamped).
  func opacity(atFrame frame: Double) -> Double { opacity.scalar(atFrame: frame, 100) * 0.01 }

  /// Copy `k` (the repeater's offset already added) of a repeater whose transform this is
  /// (lottie.md §4.5, rlottie's form): translate(−a), rotate(−r·k), scale((s/100)^k),
  /// translate(a), translate(p·k).
  func repeaterMatrix(atFrame frame: Double, copy k: Double) -> TransformMatrix3D {
    let degrees = Double.pi / 180
    let a = anchor.vector(atFrame: frame, SIMD4(0, 0, 0, 0))
    let s = scale.vector(atFrame: frame, SIMD4(100, 100, 100, 0))
    let p: SIMD4<Double> = isSplit
      ? SIMD4(positionX.scalar(atFrame: frame, 0), positionY.scalar(atFrame: frame, 0), 0, 0)
      : position.vector(atFrame: frame, SIMD4(0, 0, 0, 0))
    let r = rotation.scalar(atFrame: frame, 0)
    var m = TransformMatrix3D.translation(x: -a[0], y: -a[1], z: 0)
    m = m.concatenating(LottieTransform.rotationZ(-r * k * degrees))
    m = m.concatenating(.scale(x: Double.pow(s[0] * 0.01, k), y: Double.pow(s[1] * 0.01, k), z: 1))
    m = m.concatenating(.translation(x: a[0] + p[0] * k, y: a[1] + p[1] * k, z: 0))
    return mode == .lottieWeb ? LottieTransform.roundedToFloat(m) : m
  }
}
